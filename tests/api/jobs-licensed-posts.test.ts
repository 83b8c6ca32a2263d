import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, plainResume, postingsAt, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * "Chartered Accountant" posts ask for ICAI membership. A B.Com general-ledger accountant used to see them first (the
 * same family, the same skills, fresher); they are not posts she can take.
 */
const POSTINGS = postingsAt(
  "Kaveri Foods",
  "Bengaluru, Karnataka, India",
  [
    ...Array.from({ length: 4 }, (_, i) => ({
      title: "Chartered Accountant",
      description: "Qualified CA (ICAI member) to own the general ledger, month-end close, GST and statutory audit.",
      posted_at: daysAgo(1 + i),
    })),
    ...Array.from({ length: 4 }, (_, i) => ({
      title: i % 2 ? "Accountant" : "Accounts Executive",
      description: "Keep the general ledger, post journals, reconcile banks and file GST returns.",
      posted_at: daysAgo(6 + i),
    })),
  ],
  "licensed-posts-test",
);

function accountantResume(degree: string): string {
  const from = new Date().getUTCFullYear() - 3;
  return plainResume("Meera Iyer", "Marathahalli, Bengaluru", "GL Accountant", from, "General Ledger, GST, Bank Reconciliation, Tally", `${degree}, Bangalore University, 2019`);
}

describeEachDatabase("licensed professions' posts", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);
  type Body = { jobs: Array<{ title: string; relevant: boolean; why?: { summary?: string } }> };

  it("When a B.Com accountant searches, Then the chartered accountants' posts come after the accountants' and are never a 'Relevant match'", async () => {
    const search = await searcherWithResume(h, accountantResume("B.Com"));
    const res = await search({ query: "general ledger, gst, bank reconciliation", location: "Bengaluru" });
    expect(res.status).toBe(200);
    const jobs = (res.body as Body).jobs;
    expect(jobs.slice(0, 4).map((j) => j.title).sort()).toEqual(["Accountant", "Accountant", "Accounts Executive", "Accounts Executive"]);
    expect(jobs.filter((j) => j.title === "Chartered Accountant").every((j) => !j.relevant)).toBe(true);
  });

  it("When the resume shows the CA, Then the chartered accountants' posts rank as her own", async () => {
    const search = await searcherWithResume(h, accountantResume("B.Com, CA"));
    const res = await search({ query: "general ledger, gst, bank reconciliation", location: "Bengaluru" });
    expect(res.status).toBe(200);
    expect((res.body as Body).jobs.slice(0, 4).map((j) => j.title)).toContain("Chartered Accountant");
  });
});
