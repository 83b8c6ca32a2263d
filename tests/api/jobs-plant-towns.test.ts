import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, plainResume, postingsAt, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * Searches the 2026-11-27 fourth pass mended (docs/quality/search.md), from fresh4's people:
 *  - a transport coordinator in Manesar: a town of the Delhi NCR and a supply chain title, so Gurugram's Logistics
 *    Coordinator posts come before remote posts of other trades that list his skills;
 *  - a supply chain executive in Sriperumbudur: a town of the Chennai region, so Chennai's post comes before newer
 *    ones far away;
 *  - an inventory controller: "controller" is a job noun, so his role word is "inventory", which takes warehouse
 *    posts before logistics posts listing more of his skills;
 *  - an assistant production manager: of the plant's family (production engineers), not operations, so a production
 *    post comes before Operations Manager posts;
 *  - a science teacher of classes 6-8: her role word is "science" (not "classes"), so a science post comes before
 *    mathematics posts listing more of her skills.
 */
const at = (location: string, list: Array<{ title: string; description: string; posted_at: string; work_mode?: string }>, tag: string) => postingsAt("Kaveri Industries", location, list, tag);

const POSTINGS = [
  ...at("Gurugram, Haryana, India", [{ title: "Logistics Coordinator", description: "Coordinate trucks to dealers: transport management, vehicle scheduling.", posted_at: daysAgo(9) }], "log-ggn"),
  ...at("Remote", Array.from({ length: 4 }, (_, i) => ({ title: "Payroll Executive", description: "Run payroll in Excel with GPS attendance: excel, gps.", posted_at: daysAgo(1 + i), work_mode: "remote" })), "payroll"),
  ...at("Chennai, Tamil Nadu, India", [{ title: "Supply Chain Analyst", description: "Plan material in SAP MM: supply chain management, material planning.", posted_at: daysAgo(12) }], "scm-chn"),
  ...at("Hyderabad, Telangana, India", Array.from({ length: 3 }, (_, i) => ({ title: "Supply Chain Analyst", description: "Plan material in SAP MM: supply chain management, material planning.", posted_at: daysAgo(1 + i) })), "scm-hyd"),
  ...at("New Delhi, Delhi, India", [
    { title: "Warehouse Executive", description: "Keep the stores: inventory management, cycle counting.", posted_at: daysAgo(10) },
    ...Array.from({ length: 4 }, (_, i) => ({ title: "Logistics Coordinator", description: "Move goods: inventory management, cycle counting, sap mm, warehouse management.", posted_at: daysAgo(1 + i) })),
  ], "inv-del"),
  ...at("Pune, Maharashtra, India", [
    { title: "Lead Production Engineer", description: "Run a body shop line: production management, six sigma.", posted_at: daysAgo(10) },
    ...Array.from({ length: 3 }, (_, i) => ({ title: "Operations Manager", description: "Run operations: production management, six sigma, team management.", posted_at: daysAgo(1 + i) })),
  ], "plant-pune"),
  ...at("Noida, Uttar Pradesh, India", [
    { title: "Science Teacher", description: "Teach science to classes 6 to 8: lesson planning.", posted_at: daysAgo(10) },
    ...Array.from({ length: 3 }, (_, i) => ({ title: "Mathematics Teacher", description: "Teach mathematics: lesson planning, classroom management.", posted_at: daysAgo(1 + i) })),
  ], "school-noida"),
];

const year = new Date().getUTCFullYear();

describeEachDatabase("searches from plant towns and supply chain, plant and school titles", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);
  const jobs = (res: { body: unknown }) => (res.body as { jobs: Array<{ title: string; location: string }> }).jobs;

  it("When a transport coordinator in Manesar searches, Then Gurugram's logistics post comes before remote posts of other trades", async () => {
    const search = await searcherWithResume(h, plainResume("Amit Yadav", "Manesar, Haryana", "Transport Coordinator", year - 1, "Transport Management, GPS, Excel"));
    const res = await search({ query: "transport management, gps, excel", location: "Manesar" });
    expect(res.status).toBe(200);
    expect(jobs(res)[0]).toMatchObject({ title: "Logistics Coordinator", location: "Gurugram, Haryana, India" });
  });

  it("When a supply chain executive in Sriperumbudur searches, Then Chennai's post comes before newer ones far away", async () => {
    const search = await searcherWithResume(h, plainResume("Kavya S", "Sriperumbudur, TN", "Supply Chain Executive", year - 1, "Supply Chain Management, Material Planning, SAP MM"));
    const res = await search({ query: "supply chain management, material planning, sap mm", location: "Sriperumbudur" });
    expect(res.status).toBe(200);
    expect(jobs(res)[0]?.location).toBe("Chennai, Tamil Nadu, India");
  });

  it("When an inventory controller searches, Then the warehouse post comes before logistics posts listing more of his skills", async () => {
    const search = await searcherWithResume(h, plainResume("Rohit Kumar", "Okhla, New Delhi", "Inventory Controller", year - 4, "Inventory Management, Cycle Counting, SAP MM, Warehouse Management"));
    const res = await search({ query: "inventory management, cycle counting, sap mm, warehouse management", location: "New Delhi" });
    expect(res.status).toBe(200);
    expect(jobs(res)[0]?.title).toBe("Warehouse Executive");
  });

  it("When an assistant production manager searches, Then the plant's production post comes before operations managers' posts", async () => {
    const search = await searcherWithResume(h, plainResume("Sachin Pawar", "Pune", "Assistant Manager - Production", year - 8, "Production Management, Six Sigma, Team Management"));
    const res = await search({ query: "production management, six sigma, team management", location: "Pune" });
    expect(res.status).toBe(200);
    expect(jobs(res)[0]?.title).toBe("Lead Production Engineer");
  });

  it("When a science teacher of classes 6-8 searches, Then the science post comes before mathematics posts listing more of her skills", async () => {
    const search = await searcherWithResume(h, plainResume("Neha Gupta", "Noida", "Science Teacher (Classes 6-8)", year - 1, "Lesson Planning, Classroom Management"));
    const res = await search({ query: "lesson planning, classroom management", location: "Noida" });
    expect(res.status).toBe(200);
    expect(jobs(res)[0]?.title).toBe("Science Teacher");
  });
});
