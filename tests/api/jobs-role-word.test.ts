import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi, type Harness } from "../support/api-harness";
import { daysAgo, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * Within a family the person's own role counts: an Android developer's search over a mobile index where the iOS
 * postings list more of his skills than the Android ones, with trainee, principal and architect posts around, and a
 * Flutter post (one codebase for Android and iOS) that fits him better than an iOS one.
 */
const POSTINGS = [
  { title: "Android Developer", description: "Build our Android app in Kotlin with Firebase.", posted_at: daysAgo(6) },
  { title: "Senior Android Developer", description: "Lead features of our Android app in Kotlin; Firebase analytics.", posted_at: daysAgo(6) },
  { title: "Principal Android Engineer", description: "Own the Android architecture: Kotlin, Jetpack Compose, Firebase.", posted_at: daysAgo(6) },
  { title: "Trainee Android Developer", description: "Learn to build Android apps in Kotlin with Firebase.", posted_at: daysAgo(1) },
  { title: "Mobile Architect", description: "Design our Android and iOS apps: Kotlin, Swift, Firebase, REST APIs.", posted_at: daysAgo(6) },
  { title: "iOS Developer", description: "Swift and iOS; also Kotlin Multiplatform, Android, Jetpack Compose, REST APIs, Firebase and Git.", posted_at: daysAgo(1) },
  { title: "Senior iOS Developer", description: "Swift and iOS; also Kotlin, Android, Jetpack Compose, REST APIs, Firebase and Git.", posted_at: daysAgo(1) },
  { title: "Flutter Developer", description: "Flutter and Dart for our Android and iOS apps; also Kotlin, Jetpack Compose, REST APIs, Firebase and Git.", posted_at: daysAgo(1) },
].map((p, i) => ({ ...p, company: "Brightloom", location: "Bengaluru, Karnataka, India", work_mode: "onsite", apply_link: `https://careers.example.com/role-word-test/${i}` }));

const resume = (startYear: number) => `ARJUN REDDY
Bengaluru, Karnataka | +91 98450 12345 | arjun.reddy@example.com

EXPERIENCE
----------
Android Developer, Kalpaka Commerce
Jan ${startYear} – Present
  * Shipped features to an Android app with 10M installs

SKILLS
------
Kotlin, Android, Jetpack Compose, REST APIs, Firebase, Git
`;

type Job = { title: string; why: { level_match: string } };

async function search(h: Harness, text: string) {
  const res = await (await searcherWithResume(h, text))({ query: "kotlin, android, jetpack compose, rest apis, firebase, git", location: "Bengaluru" });
  expect(res.status).toBe(200);
  return res.body as { jobs: Job[]; searched_for: { seniority: string } };
}

describeEachDatabase("job search weighs the person's own role within the family", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);

  it("When an Android developer searches, Then Android posts at his level come before iOS posts that list more of his skills", async () => {
    const body = await search(h, resume(new Date().getUTCFullYear() - 3));
    const titles = body.jobs.map((j) => j.title);
    expect(titles.indexOf("Android Developer")).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf("Android Developer")).toBeLessThan(titles.indexOf("iOS Developer"));
    expect(titles.indexOf("Senior Android Developer")).toBeLessThan(titles.indexOf("Senior iOS Developer"));
  });

  it("When an Android developer searches, Then a cross-platform (Flutter) post comes before an iOS post listing as many of his skills", async () => {
    const body = await search(h, resume(new Date().getUTCFullYear() - 3));
    const titles = body.jobs.map((j) => j.title);
    expect(titles.indexOf("Flutter Developer")).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf("Flutter Developer")).toBeLessThan(titles.indexOf("iOS Developer"));
  });

  it("When a mid-level person searches, Then trainee posts, principal posts and architects are not their level", async () => {
    const body = await search(h, resume(new Date().getUTCFullYear() - 3));
    expect(body.searched_for.seniority).toBe("mid");
    const level = (title: string) => body.jobs.find((j) => j.title === title)?.why.level_match;
    expect(level("Android Developer")).toBe("fit");
    expect(level("Trainee Android Developer")).toBe("far");
    expect(level("Principal Android Engineer")).toBe("far");
    expect(level("Mobile Architect")).toBe("far");
    const titles = body.jobs.map((j) => j.title);
    expect(titles.indexOf("Trainee Android Developer")).toBeGreaterThan(titles.indexOf("Android Developer"));
  });

  it("When the level is read from years (eight as 'Android Developer'), Then a post a rung above it fits less than one at it", async () => {
    const body = await search(h, resume(new Date().getUTCFullYear() - 8));
    expect(body.searched_for.seniority).toBe("senior");
    const level = (title: string) => body.jobs.find((j) => j.title === title)?.why.level_match;
    expect(level("Senior Android Developer")).toBe("fit");
    expect(level("Principal Android Engineer")).toBe("near");
    const titles = body.jobs.map((j) => j.title);
    expect(titles.indexOf("Principal Android Engineer")).toBeGreaterThan(titles.indexOf("Senior Android Developer"));
  });
});
