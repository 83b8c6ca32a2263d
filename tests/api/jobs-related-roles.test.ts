import { beforeAll, expect, it } from "vitest";
import { createLogger } from "../../server/src/lib/logger";
import { createIngestService } from "../../server/src/modules/jobs/ingest-service";
import { createJobRepository } from "../../server/src/modules/jobs/job-repository";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

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
  const { session } = await signUp(h);
  const auth = { Authorization: `Bearer ${session.access_token}` };
  const upload = await h.api().post("/api/v1/resume/upload?parse=true").set(auth).attach("file", Buffer.from(RESUME), "resume.txt");
  expect(upload.status).toBe(200);
  const res = await h.api().get("/api/v1/jobs/search").query({ query: "teaching, lesson planning, classroom management, curriculum development", location: "Jaipur" }).set(auth);
  expect(res.status).toBe(200);
  return res.body as { jobs: Job[] };
}

describeEachDatabase("job search knows roles related to the person's own", (kind) => {
  const h = useApi(kind);
  beforeAll(async () => {
    const ingest = createIngestService({ jobs: createJobRepository(h.db.database.knex), logger: createLogger("silent") });
    await ingest.importFeed(JSON.stringify(POSTINGS), "json");
  });

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
