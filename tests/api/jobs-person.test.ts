import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { useApi } from "../support/api-harness";
import { daysAgo, searcherWithResume, useJobPostings } from "../support/job-search";

/**
 * Who is searching matters: a senior data analyst in Pune and a nurse whose resume gives no location, over an index
 * where machine-learning roles share the analyst's skills and nursing roles are only on-site in other cities.
 */
const POSTINGS = [
  { title: "Senior Data Analyst", location: "Pune, Maharashtra, India", description: "SQL, Python, Tableau and Power BI dashboards; Excel models for finance.", posted_at: daysAgo(6) },
  { title: "Business Intelligence Developer", location: "Pune, Maharashtra, India", description: "Power BI and Tableau reports on SQL Server; Excel for ad-hoc analysis.", posted_at: daysAgo(7) },
  { title: "Data Analyst", location: "Pune, Maharashtra, India", description: "SQL and Excel reporting, Tableau dashboards, some Python.", posted_at: daysAgo(8) },
  { title: "Junior Data Analyst", location: "Pune, Maharashtra, India", description: "SQL, Excel, Power BI for a graduate analyst.", posted_at: daysAgo(1) },
  { title: "Machine Learning Engineer", location: "Pune, Maharashtra, India", description: "Python, SQL, machine learning, TensorFlow, Tableau for model monitoring, Power BI.", posted_at: daysAgo(1) },
  { title: "Senior Machine Learning Engineer", location: "Pune, Maharashtra, India", description: "Python, machine learning, SQL, PyTorch, Excel.", posted_at: daysAgo(2) },
  { title: "Junior Machine Learning Engineer", location: "Pune, Maharashtra, India", description: "Python, SQL, machine learning, Tableau, Power BI.", posted_at: daysAgo(1) },
  { title: "Staff Nurse", location: "Chennai, Tamil Nadu, India", description: "Patient care, infection control and first aid in a 300-bed hospital.", posted_at: daysAgo(3) },
  { title: "ICU Nurse", location: "Bengaluru, Karnataka, India", description: "Nursing in the ICU: patient care, infection control.", posted_at: daysAgo(4) },
  { title: "Sales Manager", location: "Chennai, Tamil Nadu, India", description: "B2B sales and negotiation; patient communication skills welcome.", posted_at: daysAgo(1) },
].map((p, i) => ({ ...p, company: "Brightloom", work_mode: "onsite", apply_link: `https://careers.example.com/person-test/${i}` }));

const ANALYST_RESUME = `PRIYA SHARMA
Pune, Maharashtra | +91 98765 43210 | priya.sharma@example.com

SUMMARY
-------
Senior Data Analyst with 7 years of experience in retail analytics.

EXPERIENCE
----------
Senior Data Analyst, Brightloom Retail
Jan 2022 – Present
  * Built Power BI dashboards used by 40 category managers

Data Analyst, Kalpaka Commerce
Jun 2018 – Dec 2021
  * Wrote SQL pipelines for weekly sales reporting

SKILLS
------
SQL, Python, Tableau, Power BI, Excel, Statistics
`;

const NURSE_RESUME = `ANJALI NAIR
+91 98400 12345 | anjali.nair@example.com

SUMMARY
-------
Staff Nurse with 4 years of experience in medical-surgical wards.

EXPERIENCE
----------
Staff Nurse, Apollo Hospitals
Jan 2021 – Present
  * Provided direct patient care for up to 8 patients per shift

SKILLS
------
Patient Care, Nursing, Infection Control, First Aid
`;

type Job = { title: string; relevant: boolean; location: string; why: { summary: string; family_match: string; level_match: string; place_match: string; place_note: string | null; missing_skills: string[] } };

describeEachDatabase("job search ranked for the person", (kind) => {
  const h = useApi(kind);
  useJobPostings(h, POSTINGS);

  it("When a senior data analyst searches, Then analyst and BI roles at their level come first, before machine-learning roles that share the skills", async () => {
    const search = await searcherWithResume(h, ANALYST_RESUME);
    const res = await search({ query: "sql, python, tableau, power bi, excel, statistics", location: "Pune, Maharashtra" });
    expect(res.status).toBe(200);
    expect(res.body.searched_for).toMatchObject({ from: "resume", role_family: "data-analytics", seniority: "senior", title: "Senior Data Analyst" });
    const titles = (res.body.jobs as Job[]).map((j) => j.title);
    expect(titles.slice(0, 3).sort()).toEqual(["Business Intelligence Developer", "Data Analyst", "Senior Data Analyst"]);
    const firstMl = titles.findIndex((t) => /Machine Learning/.test(t));
    expect(firstMl).toBeGreaterThan(titles.indexOf("Data Analyst"));
    expect(titles.indexOf("Junior Data Analyst")).toBeGreaterThan(2);
    const top = (res.body.jobs as Job[]).find((j) => j.title === "Senior Data Analyst")!;
    expect(top.relevant).toBe(true);
    expect(top.why).toMatchObject({ family_match: "same", level_match: "fit", place_match: "local" });
    expect(top.why.summary).toMatch(/^Data analytics and BI family · Senior, your level · \d of \d skills · Pune$/);
    for (const j of res.body.jobs as Job[]) {
      if (/Machine Learning/.test(j.title)) expect(j).toMatchObject({ relevant: false, why: { family_match: "neighbour" } });
    }
    expect((res.body.jobs as Job[]).find((j) => j.title === "Junior Data Analyst")).toMatchObject({ relevant: false, why: { level_match: "far" } });
  });

  it("When the keywords are not about the stored resume, Then the resume does not steer the ranking", async () => {
    const search = await searcherWithResume(h, ANALYST_RESUME);
    const res = await search({ query: "nursing, patient care", location: "" });
    expect(res.body.searched_for).toMatchObject({ from: "query", role_family: "nursing" });
    expect((res.body.jobs as Job[])[0]!.title).toMatch(/Nurse/);
  });

  it("When a nurse whose resume gives no location searches (the workspace sends 'Remote'), Then she sees nursing roles on-site in India, each saying it is not remote", async () => {
    const search = await searcherWithResume(h, NURSE_RESUME);
    const res = await search({ query: "patient care, nursing, infection control, first aid", location: "Remote" });
    expect(res.status).toBe(200);
    const jobs = res.body.jobs as Job[];
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.slice(0, 2).map((j) => j.title).sort()).toEqual(["ICU Nurse", "Staff Nurse"]);
    for (const j of jobs.slice(0, 2)) {
      expect(j.why.place_note).toMatch(/^On-site in (Chennai|Bengaluru) — not remote$/);
      expect(j.relevant).toBe(true);
    }
    expect(res.body.place).toMatchObject({ used: "Remote", scope: "remote", filled: true });
    expect(res.body.place.note).toBe("Showing remote roles. Few matched there, so roles from on-site roles in India follow, each labelled with where it is.");
  });

  it("When the nurse searches her city, Then nursing roles there come first and the one in another city is labelled with its distance", async () => {
    const search = await searcherWithResume(h, NURSE_RESUME);
    const res = await search({ query: "patient care, nursing, infection control, first aid", location: "Chennai" });
    const jobs = res.body.jobs as Job[];
    expect(jobs[0]).toMatchObject({ title: "Staff Nurse", location: "Chennai, Tamil Nadu, India", why: { place_match: "local" } });
    const far = jobs.find((j) => j.title === "ICU Nurse")!;
    expect(far.why).toMatchObject({ place_match: "elsewhere", place_note: "On-site in Bengaluru, about 291 km from Chennai" });
    expect(far.relevant).toBe(false);
    expect(jobs.findIndex((j) => j.title === "Sales Manager")).not.toBe(0);
  });
});
