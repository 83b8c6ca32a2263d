import { beforeAll, expect, it } from "vitest";
import { createLogger } from "../../server/src/lib/logger";
import { createIngestService } from "../../server/src/modules/jobs/ingest-service";
import { createJobRepository } from "../../server/src/modules/jobs/job-repository";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

/**
 * A credit manager searching with two skills in a city where many relationship manager posts list both: the Credit
 * Officer post that lists one of them is still a candidate (the two-skill query's narrow tier takes postings of her
 * family naming her role), and it comes first.
 */
const POSTINGS = [
  ...Array.from({ length: 24 }, (_, i) => ({
    title: "Relationship Manager",
    description: "Grow a book of retail customers. Credit analysis and financial analysis of customer proposals, cross-selling.",
    posted_at: daysAgo(1 + (i % 5)),
  })),
  { title: "Senior Credit Officer", description: "Appraise retail loan files: credit analysis, documentation and sanction notes.", posted_at: daysAgo(9) },
].map((p, i) => ({ ...p, company: "Yamuna Bank", location: "New Delhi, Delhi, India", work_mode: "onsite", apply_link: `https://careers.example.com/two-skills-test/${i}` }));

const RESUME = `ANJALI MEHRA
New Delhi | +91 98100 12345 | anjali.mehra@example.com

EXPERIENCE
----------
Credit Manager, Punjab National Bank
Jan ${new Date().getUTCFullYear() - 5} – Present
  * Sanctioned MSME and retail loans up to 2 crore

SKILLS
------
Credit Analysis, Financial Analysis
`;

describeEachDatabase("a two-skill search takes the person's own role", (kind) => {
  const h = useApi(kind);
  beforeAll(async () => {
    const ingest = createIngestService({ jobs: createJobRepository(h.db.database.knex), logger: createLogger("silent") });
    await ingest.importFeed(JSON.stringify(POSTINGS), "json");
  });

  it("When a credit manager searches two skills that many other posts list, Then the Senior Credit Officer post listing one of them comes first", async () => {
    const { session } = await signUp(h);
    const auth = { Authorization: `Bearer ${session.access_token}` };
    const upload = await h.api().post("/api/v1/resume/upload?parse=true").set(auth).attach("file", Buffer.from(RESUME), "resume.txt");
    expect(upload.status).toBe(200);
    const res = await h.api().get("/api/v1/jobs/search").query({ query: "credit analysis, financial analysis", location: "New Delhi" }).set(auth);
    expect(res.status).toBe(200);
    const titles = (res.body as { jobs: Array<{ title: string }> }).jobs.map((j) => j.title);
    expect(titles[0]).toBe("Senior Credit Officer");
  });
});
