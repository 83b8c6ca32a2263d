import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi, type Harness } from "../support/api-harness";
import { daysAgo, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * A physics teacher in a city with no physics posts: a science teacher's post and a subject-free tutor's fit her in
 * part, an English or mathematics teacher's does not, however many of her skills it lists; a post naming another
 * subject is not a 'Relevant match'.
 */
const POSTINGS = [
  { title: "English Teacher", description: "Teach English to classes 6 to 10. Teaching, lesson planning, classroom management, curriculum development.", posted_at: daysAgo(1) },
  { title: "Mathematics Teacher", description: "Teach mathematics to classes 6 to 10. Teaching, lesson planning, classroom management, curriculum development.", posted_at: daysAgo(1) },
  { title: "Science Teacher", description: "Teach science to classes 6 to 10. Teaching and lesson planning.", posted_at: daysAgo(8) },
  { title: "Online Tutor", description: "Tutor school students online. Teaching and lesson planning.", posted_at: daysAgo(8) },
].map((p, i) => ({ ...p, company: "Gulmohar Schools", location: "Jaipur, Rajasthan, India", work_mode: "onsite", apply_link: `https://careers.example.com/related-roles-test/${i}` }));

const RESUME = `MEERA JOSHI
Jaipur, Rajasthan | +91 98290 12345 | meera.joshi@example.com

EXPERIENCE
----------
Physics Teacher, Neerja Modi School
Jan ${new Date().getUTCFullYear() - 3} – Present
  * Taught physics to classes 11 and 12

SKILLS
------
Teaching, Lesson Planning, Classroom Management, Curriculum Development
`;

type Job = { title: string; relevant: boolean };

async function search(h: Harness) {
  const res = await (await searcherWithResume(h, RESUME))({ query: "teaching, lesson planning, classroom management, curriculum development", location: "Jaipur" });
  expect(res.status).toBe(200);
  return res.body as { jobs: Job[] };
}

describeEachDatabase("job search knows roles related to the person's own", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);

  it("When a physics teacher searches, Then science and tutor posts come before English and mathematics posts that list more of her skills", async () => {
    const titles = (await search(h)).jobs.map((j) => j.title);
    for (const mine of ["Science Teacher", "Online Tutor"]) {
      expect(titles.indexOf(mine), mine).toBeGreaterThanOrEqual(0);
      for (const other of ["English Teacher", "Mathematics Teacher"]) expect(titles.indexOf(mine), `${mine} before ${other}`).toBeLessThan(titles.indexOf(other));
    }
  });

  it("When a physics teacher searches, Then a post for another subject is not a 'Relevant match'", async () => {
    const jobs = (await search(h)).jobs;
    expect(jobs.find((j) => j.title === "English Teacher")?.relevant).toBe(false);
    expect(jobs.find((j) => j.title === "Mathematics Teacher")?.relevant).toBe(false);
  });
});
