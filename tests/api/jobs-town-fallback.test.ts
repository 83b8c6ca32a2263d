import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * Places the 2026-11-27 fifth pass mended (docs/quality/search.md), from fresh5's people: a town no place list knows,
 * written with its state ("Dankuni, West Bengal"), is searched with the state's cities, as a city is with its metro
 * region, so Kolkata's warehouse post comes before remote ones as new. And (the sixth pass) a town only the resume
 * parser's own list knew ("Kota") is in the search's places with its state and where it is, so Jaipur's post is nearby. (The resume parser's side, the town kept with
 * its state and the gazetteer's places read from a resume, is in resume-parser.test.ts.) And a title whose leading
 * words the role taxonomy does not know ("NICU Staff Nurse") is read by its head, so a staff nurse post comes before
 * posts of another trade that list more of her skills.
 */
const post = (title: string, location: string, days: number, tag: string, work_mode = "onsite") => ({
  title,
  company: "Hooghly Distribution",
  location,
  work_mode,
  description: "Run the depot: logistics, warehouse management, leadership.",
  posted_at: daysAgo(days),
  apply_link: `https://careers.example.com/${tag}`,
});

const NURSING = [
  { ...post("Staff Nurse", "Hyderabad, Telangana, India", 10, "nurse"), description: "Care for newborns: nursing, infection control." },
  ...Array.from({ length: 3 }, (_, i) => ({ ...post("Quality Executive", "Hyderabad, Telangana, India", 1 + i, `qa-${i}`), description: "Hospital quality: infection control, medication administration, nursing audits, nursing." })),
];

// A chemistry teacher's posts: one in Jaipur (about 240 km from Kota), newer ones far away in Chennai.
const TEACHING = [
  { ...post("Chemistry Teacher", "Jaipur, Rajasthan, India", 12, "jaipur"), description: "Teach chemistry: teaching, lesson planning." },
  ...Array.from({ length: 3 }, (_, i) => ({ ...post("Chemistry Teacher", "Chennai, Tamil Nadu, India", 1 + i, `chennai-${i}`), description: "Teach chemistry: teaching, lesson planning." })),
];

const POSTINGS = [
  ...NURSING,
  ...TEACHING,
  post("Warehouse Manager", "Kolkata, West Bengal, India", 2, "kol"),
  ...Array.from({ length: 12 }, (_, i) => post("Warehouse Manager", "Remote", 2, `remote-${i}`, "remote")),
];

const year = new Date().getUTCFullYear();
const resume = (name: string, place: string, title: string, skills: string) => `${name}
${place} | +91 98300 12345 | ${name.toLowerCase().replace(/ /g, ".")}@example.com

EXPERIENCE
----------
${title}, Sunrise Group
Jan ${year - 9} – Present
  * Ran the work of the team every day

SKILLS
------
${skills}
`;

describeEachDatabase("searches from towns the place lists do not know, and titles read by their head", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);
  const jobs = (res: { body: unknown }) => (res.body as { jobs: Array<{ title: string; location: string }> }).jobs;

  it("When a distribution manager in Dankuni, West Bengal searches, Then Kolkata's post comes before remote ones as new", async () => {
    const search = await searcherWithResume(h, resume("Arup Dey", "Dankuni, West Bengal", "Distribution Manager", "Logistics, Warehouse Management, Leadership"));
    const res = await search({ query: "logistics, warehouse management, leadership", location: "Dankuni, West Bengal" });
    expect(res.status).toBe(200);
    expect(jobs(res)[0]).toMatchObject({ title: "Warehouse Manager", location: "Kolkata, West Bengal, India" });
  });


  it("When a chemistry faculty in Kota (a town only the resume parser's list knew) searches, Then Jaipur's post comes before newer far ones, labelled as nearby", async () => {
    const search = await searcherWithResume(h, resume("Anil Sharma", "Kota, Rajasthan", "Chemistry Faculty", "Teaching, Lesson Planning"));
    const res = await search({ query: "teaching, lesson planning", location: "Kota" });
    expect(res.status).toBe(200);
    const first = (res.body as { jobs: Array<{ title: string; location: string; why: { place_match: string } }> }).jobs[0];
    expect(first).toMatchObject({ title: "Chemistry Teacher", location: "Jaipur, Rajasthan, India", why: { place_match: "nearby" } });
  });

  it("When a NICU staff nurse searches, Then the staff nurse post comes before newer posts of another trade listing more of her skills", async () => {
    const search = await searcherWithResume(h, resume("Divya Reddy", "Madhapur, Hyderabad", "NICU Staff Nurse", "Infection Control, Medication Administration, Nursing"));
    const res = await search({ query: "infection control, medication administration, nursing", location: "Hyderabad" });
    expect(res.status).toBe(200);
    expect(jobs(res)[0]?.title).toBe("Staff Nurse");
  });
});
