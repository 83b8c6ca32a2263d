import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, postingsAt, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * Desks within one trade (the 2026-11-27 eighth pass, docs/quality/search.md): a person's earlier titles of the same
 * family are desks they have worked, so an academic coordinator who taught mathematics sees a mathematics teacher's
 * post before newer posts of another subject; and a post that names her role word only as another desk's qualifier
 * ("Academic Counsellor") comes after her own desk's post even when it is newer and lists more of her skills.
 */
const year = new Date().getUTCFullYear();
const resume = `Hetal Shah
Bopal, Ahmedabad | +91 98250 12345 | hetal.shah@example.com

EXPERIENCE
----------
Academic Coordinator, Udgam School
Jan ${year - 4} – Present
  * Coordinated academics for classes 6 to 10

Mathematics Teacher, Anand Niketan
Jan ${year - 10} – Dec ${year - 5}
  * Taught mathematics to classes 8 to 10

SKILLS
------
Lesson Planning, Classroom Management, Teaching
`;

const SKILLS = "lesson planning, classroom management, teaching";
const at = <P extends { title: string; description: string; posted_at: string }>(list: readonly P[], tag: string) => postingsAt("Riverside School", "Ahmedabad, Gujarat, India", list, tag);

// The same skills in every post; the other subject's posts are newer.
const SUBJECTS = at(
  [
    { title: "Mathematics Teacher", posted_at: daysAgo(12), description: `Teach classes 8 to 10: ${SKILLS}.` },
    ...[1, 2, 3].map((d) => ({ title: "Science Teacher", posted_at: daysAgo(d), description: `Teach classes 6 to 8: ${SKILLS}.` })),
  ],
  "subjects",
);

// The counsellor posts are newer and list all three of her skills; the coordinator post two.
const DESKS = at(
  [
    { title: "Academic Coordinator", posted_at: daysAgo(20), description: "Coordinate the middle school: lesson planning, classroom management." },
    ...[1, 2, 3].map((d) => ({ title: "Academic Counsellor", posted_at: daysAgo(d), description: `Counsel parents on admissions: ${SKILLS}.` })),
  ],
  "desks",
);

describeEachDatabase("a person's earlier titles of the same family are desks of theirs", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, SUBJECTS);

  it("When an academic coordinator who was a mathematics teacher searches, Then the mathematics teacher post comes before newer science teacher posts", async () => {
    const search = await searcherWithResume(h, resume);
    const res = await search({ query: SKILLS, location: "Ahmedabad" });
    expect(res.status).toBe(200);
    const jobs = (res.body as { jobs: Array<{ title: string }> }).jobs;
    expect(jobs.map((j) => j.title)).toEqual(["Mathematics Teacher", "Science Teacher", "Science Teacher", "Science Teacher"]);
  });
});

describeEachDatabase("a post naming the person's role word as another desk's qualifier", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, DESKS);

  it("When an academic coordinator searches, Then the academic coordinator post comes before newer academic counsellor posts listing more of her skills", async () => {
    const search = await searcherWithResume(h, resume);
    const res = await search({ query: SKILLS, location: "Ahmedabad" });
    expect(res.status).toBe(200);
    const jobs = (res.body as { jobs: Array<{ title: string }> }).jobs;
    expect(jobs.map((j) => j.title)).toEqual(["Academic Coordinator", "Academic Counsellor", "Academic Counsellor", "Academic Counsellor"]);
  });
});
