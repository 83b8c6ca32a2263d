import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, searcherWithResume, useJobPostings } from "../support/job-search";

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
  useJobPostings(h, POSTINGS);

  it("When a credit manager searches two skills that many other posts list, Then the Senior Credit Officer post listing one of them comes first", async () => {
    const search = await searcherWithResume(h, RESUME);
    const res = await search({ query: "credit analysis, financial analysis", location: "New Delhi" });
    expect(res.status).toBe(200);
    const titles = (res.body as { jobs: Array<{ title: string }> }).jobs.map((j) => j.title);
    expect(titles[0]).toBe("Senior Credit Officer");
  });
});
