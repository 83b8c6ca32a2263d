import { beforeAll, expect } from "vitest";
import { createLogger } from "../../server/src/lib/logger";
import { createIngestService } from "../../server/src/modules/jobs/ingest-service";
import { createJobRepository } from "../../server/src/modules/jobs/job-repository";
import { signUp, type Harness } from "./api-harness";

/** An ISO date n days back, for postings' posted_at. */
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/** Postings of one company in one place, on site unless a posting says otherwise, each with its own apply link. */
export function postingsAt<P extends { title: string; description: string; posted_at: string; work_mode?: string }>(company: string, location: string, list: readonly P[], tag: string) {
  return list.map((p, i) => ({ work_mode: "onsite", ...p, company, location, apply_link: `https://careers.example.com/${tag}/${i}` }));
}

/** A plain-text resume as people write one: name, place, the current role since January of `from`, and skills. */
export function plainResume(name: string, place: string, title: string, from: number, skills: string, education?: string): string {
  return `${name}
${place} | +91 98200 12345 | ${name.toLowerCase().replace(/ /g, ".")}@example.com

EXPERIENCE
----------
${title}, Sunrise Group
Jan ${from} – Present
  * Ran the work of the team every day
${education ? `\nEDUCATION\n---------\n${education}\n` : ""}
SKILLS
------
${skills}
`;
}

/** Imports these postings (a JSON feed, as an operator would) into the harness's index before the suite's tests. */
export function useJobPostings(h: Harness, postings: readonly object[]): void {
  beforeAll(async () => {
    const ingest = createIngestService({ jobs: createJobRepository(h.db.database.knex), logger: createLogger("silent") });
    await ingest.importFeed(JSON.stringify(postings), "json");
  });
}

/** A new user who has uploaded this resume (as the job search workspace does); returns their search call. */
export async function searcherWithResume(h: Harness, resumeText: string) {
  const { session } = await signUp(h);
  const auth = { Authorization: `Bearer ${session.access_token}` };
  const upload = await h.api().post("/api/v1/resume/upload?parse=true").set(auth).attach("file", Buffer.from(resumeText), "resume.txt");
  expect(upload.status).toBe(200);
  return (query: Record<string, string>) => h.api().get("/api/v1/jobs/search").query(query).set(auth);
}
