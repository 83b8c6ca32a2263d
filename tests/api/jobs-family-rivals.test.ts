import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * Rival roles read from the role taxonomy (the 2026-11-27 sixth pass, docs/quality/search.md): a person whose role
 * word no curated list knows ("Kotlin Developer") still sees the posts of their family's other platforms (iOS) after
 * the one their skills name (Android), even when the rival posts are newer and list the same skills; and such a
 * post stays a 'Relevant match' candidate rather than being pushed below another family's.
 */
const post = (title: string, days: number, tag: string, description: string) => ({
  title,
  company: "Deccan Apps",
  location: "Hyderabad, Telangana, India",
  work_mode: "onsite",
  description,
  posted_at: daysAgo(days),
  apply_link: `https://careers.example.com/${tag}`,
});

const POSTINGS = [
  post("Android Developer", 12, "android", "Build our Android app: kotlin, java, android."),
  ...Array.from({ length: 3 }, (_, i) => post("iOS Developer", 1 + i, `ios-${i}`, "Build our iPhone app and its Android twin: ios, swift, kotlin, java, android.")),
];

const year = new Date().getUTCFullYear();
const resume = `Ravi Teja
Madhapur, Hyderabad | +91 98490 12345 | ravi.teja@example.com

EXPERIENCE
----------
Kotlin Developer, Pixel Labs
Jan ${year - 3} – Present
  * Built the shop's Android app in Kotlin

SKILLS
------
Kotlin, Android, Java
`;

describeEachDatabase("rival roles of a family, from the role taxonomy", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);

  it("When a Kotlin developer who lists Android searches, Then the Android post comes before newer iOS posts listing the same skills", async () => {
    const search = await searcherWithResume(h, resume);
    const res = await search({ query: "kotlin, android, java", location: "Hyderabad" });
    expect(res.status).toBe(200);
    const jobs = (res.body as { jobs: Array<{ title: string; relevant: boolean }> }).jobs;
    expect(jobs.map((j) => j.title)).toEqual(["Android Developer", "iOS Developer", "iOS Developer", "iOS Developer"]);
  });
});
