import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

/**
 * Parsed once, used everywhere (issue 14): a resume is uploaded once and stored as a structured document with an id;
 * the Resume Builder, job search, job match and cover letters take the id; an edit in the builder is stored as the
 * document and read back unchanged; an id that is not the user's is a 404 with a detail, everywhere.
 */
const ANALYST = `PRIYA SHARMA
Pune, Maharashtra | +91 98765 43210 | priya.sharma@example.com

SUMMARY
Senior Data Analyst with 7 years of experience in retail analytics.

EXPERIENCE
Senior Data Analyst, Brightloom Retail
Jan 2022 – Present
- Built Power BI dashboards used by 40 category managers
- Cut weekly reporting time from 2 days to 3 hours with SQL pipelines

Data Analyst, Kalpaka Commerce
Jun 2018 – Dec 2021
- Wrote SQL pipelines for weekly sales reporting

EDUCATION
B.Sc Statistics, Fergusson College, 2018

CERTIFICATIONS
- Microsoft Certified: Power BI Data Analyst Associate

SKILLS
SQL, Python, Tableau, Power BI, Excel, Statistics

LANGUAGES
English, Hindi, Marathi
`;

const NURSE = `ANJALI NAIR
+91 98400 12345 | anjali.nair@example.com | Chennai

SUMMARY
Staff Nurse with 4 years of experience in medical-surgical wards.

EXPERIENCE
Staff Nurse, Apollo Hospitals
Jan 2021 – Present
- Provided direct patient care for up to 8 patients per shift

SKILLS
Patient care, Infection control, First aid
`;

const JD = [
  "We are hiring a Senior Data Analyst in Pune to build dashboards and reporting pipelines for our retail business.",
  "Requirements:",
  "- 5+ years of experience in analytics",
  "- Strong SQL and Python",
  "- Experience with Tableau or Power BI",
  "Nice to have: Airflow, A/B testing",
].join("\n");

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function upload(h: Harness, token: string, text: string, name: string) {
  const res = await h.api().post("/api/v1/resume/upload?parse=true").set(bearer(token)).attach("file", Buffer.from(text), name);
  expect(res.status).toBe(200);
  return res.body as { resume_id: string; document: Document; parsed: { name: string } };
}

interface Document {
  contact: { name: string; email: string; phone: string; location: string; headline: string; links: string[] };
  summary: string;
  experience: Array<{ title: string; company: string; location: string; start: string; end: string; bullets: string[] }>;
  education: string[];
  projects: Array<{ name: string; link: string; bullets: string[] }>;
  certifications: string[];
  skills: string[];
  languages: string[];
}

describeEachDatabase("resumes parsed once, used by id", (kind) => {
  const h = useApi(kind);

  it("stores the upload as a structured document with an id, which every tool then takes", async () => {
    const { session } = await signUp(h);
    const token = session.access_token;
    const up = await upload(h, token, ANALYST, "priya.txt");
    const doc = up.document;
    expect(doc.contact).toMatchObject({ name: "Priya Sharma", email: "priya.sharma@example.com", phone: "+91 98765 43210" });
    expect(doc.contact.location).toContain("Pune");
    expect(doc.experience.map((e) => [e.title, e.company])).toEqual([
      ["Senior Data Analyst", "Brightloom Retail"],
      ["Data Analyst", "Kalpaka Commerce"],
    ]);
    expect(doc.experience[0]!.bullets).toEqual(["Built Power BI dashboards used by 40 category managers", "Cut weekly reporting time from 2 days to 3 hours with SQL pipelines"]);
    expect(doc.certifications).toEqual(["Microsoft Certified: Power BI Data Analyst Associate"]);
    expect(doc.languages).toEqual(["English", "Hindi", "Marathi"]);
    expect(doc.skills).toEqual(expect.arrayContaining(["SQL", "Python", "Tableau", "Power BI"]));

    const got = await h.api().get(`/api/v1/resume/${up.resume_id}`).set(bearer(token));
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: up.resume_id, origin: "job_search", file_name: "priya.txt", file_kind: "txt", document: doc });

    // The builder takes the stored resume by id: nothing is uploaded or parsed again, and no second copy is kept.
    const ingested = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(token)).field("resume_id", up.resume_id).field("target_role", "Data Analyst");
    expect(ingested.status).toBe(200);
    expect(ingested.body.resume_id).toBe(up.resume_id);
    expect(ingested.body.document).toEqual(doc);
    expect(ingested.body.structured).toMatchObject({ name: "Priya Sharma", skills: doc.skills, education: doc.education, experience: doc.experience, target_role: "Data Analyst" });
    expect(Number((await h.db.database.knex("user_resumes").where({ user_id: session.user.id }).count<{ n: string }[]>({ n: "*" }))[0]!.n)).toBe(1);

    // Build, compare, job match and a cover letter by id.
    const built = await h.api().post("/api/v1/resume-builder/build").set(bearer(token)).send({ resume_id: up.resume_id, target_role: "Data Analyst", name: "Ignored When An Id Is Given" });
    expect(built.status).toBe(200);
    expect(built.body.markdown).toMatch(/^# Priya Sharma/);
    expect(built.body.markdown).toContain("Microsoft Certified: Power BI Data Analyst Associate");
    expect(built.body.document.name).toBe("Priya Sharma");
    expect(built.body.document.sections.map((s: { heading: string }) => s.heading)).toEqual(["Summary", "Skills", "Experience", "Education", "Certifications", "Languages"]);

    const compared = await h
      .api()
      .post("/api/v1/resume-builder/compare")
      .set(bearer(token))
      .attach("benchmark_file", Buffer.from(ANALYST.replace("PRIYA SHARMA", "RAHUL MEHTA").replace("priya.sharma", "rahul.mehta")), "benchmark.txt")
      .field("resume_id", up.resume_id);
    expect(compared.status).toBe(200);
    expect(compared.body.alignment_score).toBeGreaterThanOrEqual(80);

    const match = await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: JD, job_title: "Senior Data Analyst", resume_id: up.resume_id });
    expect(match.status).toBe(201);
    expect(match.body.resume_source).toBe("stored");
    expect(match.body.skills.required_present).toEqual(expect.arrayContaining(["SQL", "Python"]));

    const letter = await h.api().post("/api/v1/cover-letters").set(bearer(token)).send({ job_description: JD, job_title: "Senior Data Analyst", company: "Meesho", resume_id: up.resume_id });
    expect(letter.status).toBe(201);
    expect(letter.body.resume_source).toBe("stored");
    expect(letter.body.body).toContain("Brightloom Retail");
  });

  it("ranks job search for the resume the id names, not the latest upload", async () => {
    const { session } = await signUp(h);
    const token = session.access_token;
    const analyst = await upload(h, token, ANALYST, "priya.txt");
    await upload(h, token, NURSE, "anjali.txt");
    const byId = await h.api().get("/api/v1/jobs/search").query({ query: "sql,power bi,tableau", location: "Pune", resume_id: analyst.resume_id }).set(bearer(token));
    expect(byId.status).toBe(200);
    expect(byId.body.searched_for).toMatchObject({ from: "resume", title: "Senior Data Analyst" });
    const latest = await h.api().get("/api/v1/jobs/search").query({ query: "sql,power bi,tableau", location: "Pune" }).set(bearer(token));
    expect(latest.status).toBe(200);
    expect(latest.body.searched_for?.title ?? null).not.toBe("Senior Data Analyst");
  });

  it("stores an edit made in the builder as the document, reads it back unchanged, and builds and matches from it", async () => {
    const { session } = await signUp(h);
    const token = session.access_token;
    const up = await upload(h, token, ANALYST, "priya.txt");
    const edited: Document = {
      ...up.document,
      summary: "Senior Data Analyst who turns retail data into decisions.",
      experience: [
        { ...up.document.experience[0]!, bullets: ["Led a team of 4 analysts across 3 cities", ...up.document.experience[0]!.bullets] },
        ...up.document.experience.slice(1),
      ],
      projects: [{ name: "Store footfall forecast", link: "https://github.com/priya/footfall", bullets: ["Forecast footfall for 120 stores with Prophet"] }],
      certifications: [...up.document.certifications, "Google Data Analytics Certificate"],
      skills: ["Airflow", ...up.document.skills],
      languages: ["Marathi", "English"],
    };
    const saved = await h.api().put(`/api/v1/resume/${up.resume_id}`).set(bearer(token)).send({ document: edited });
    expect(saved.status).toBe(200);
    expect(saved.body.document).toEqual(edited);
    const again = await h.api().get(`/api/v1/resume/${up.resume_id}`).set(bearer(token));
    expect(again.body.document).toEqual(edited);
    // Saving what was read back changes nothing: document → store → document is the identity.
    const twice = await h.api().put(`/api/v1/resume/${up.resume_id}`).set(bearer(token)).send({ document: again.body.document });
    expect(twice.body.document).toEqual(edited);

    // Stray spaces and blank items are tidied, order is kept.
    const messy = await h
      .api()
      .put(`/api/v1/resume/${up.resume_id}`)
      .set(bearer(token))
      .send({ document: { ...edited, skills: ["  Airflow ", "", "SQL"], languages: ["Marathi", "  "], experience: [...edited.experience, { title: "", company: "", location: "", start: "", end: "", bullets: [" "] }] } });
    expect(messy.status).toBe(200);
    expect(messy.body.document).toEqual({ ...edited, skills: ["Airflow", "SQL"], languages: ["Marathi"] });
    await h.api().put(`/api/v1/resume/${up.resume_id}`).set(bearer(token)).send({ document: edited }).expect(200);

    const ingested = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(token)).field("resume_id", up.resume_id);
    expect(ingested.body.document).toEqual(edited);
    expect(ingested.body.review).toEqual([]);

    const built = await h.api().post("/api/v1/resume-builder/build").set(bearer(token)).send({ resume_id: up.resume_id });
    expect(built.status).toBe(200);
    expect(built.body.markdown).toContain("Led a team of 4 analysts across 3 cities");
    expect(built.body.markdown).toContain("### Store footfall forecast");
    expect(built.body.markdown).toContain("- Google Data Analytics Certificate");
    expect(built.body.markdown).toContain("## Languages\nMarathi, English");

    const match = await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: JD, job_title: "Senior Data Analyst", resume_id: up.resume_id });
    expect(match.status).toBe(201);
    expect(match.body.skills.nice_present).toContain("Airflow");

    const docx = await h.api().post("/api/v1/resume-builder/build/docx").set(bearer(token)).send({ resume_id: up.resume_id }).buffer(true);
    expect(docx.status).toBe(200);
    expect(docx.headers["content-disposition"]).toContain("Priya_Sharma_ATS_Resume.docx");
  });

  it("stores a resume typed in the builder from scratch, and refuses an empty one with a detail", async () => {
    const { session } = await signUp(h);
    const token = session.access_token;
    const document: Document = {
      contact: { name: "Arjun Rao", email: "arjun@example.com", phone: "", location: "Hyderabad", headline: "Store Manager", links: [] },
      summary: "",
      experience: [{ title: "Store Manager", company: "Reliance Trends", location: "Hyderabad", start: "2019", end: "Present", bullets: ["Grew store sales 18% in a year"] }],
      education: ["B.Com, Osmania University, 2014"],
      projects: [],
      certifications: [],
      skills: ["Retail operations", "Inventory management"],
      languages: ["Telugu", "Hindi", "English"],
    };
    const created = await h.api().post("/api/v1/resume").set(bearer(token)).send({ document });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ origin: "resume_builder", file_name: null, file_kind: null, document });
    const built = await h.api().post("/api/v1/resume-builder/build").set(bearer(token)).send({ resume_id: created.body.id });
    expect(built.status).toBe(200);
    expect(built.body.markdown).toContain("Grew store sales 18% in a year");

    const empty = await h
      .api()
      .post("/api/v1/resume")
      .set(bearer(token))
      .send({ document: { ...document, contact: { name: "", email: "", phone: "", location: "", headline: "", links: [] }, experience: [], education: [], skills: [], languages: [] } });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toMatch(/The resume is empty/);
  });

  it("answers another user's resume id with 404 and a detail everywhere, and a malformed one with 400", async () => {
    const owner = await signUp(h);
    const { resume_id } = await upload(h, owner.session.access_token, ANALYST, "priya.txt");
    const other = await signUp(h);
    const token = other.session.access_token;
    await upload(h, token, NURSE, "anjali.txt");
    const doc = (await h.api().get(`/api/v1/resume/${resume_id}`).set(bearer(owner.session.access_token))).body.document as Document;

    const answers = [
      await h.api().get(`/api/v1/resume/${resume_id}`).set(bearer(token)),
      await h.api().put(`/api/v1/resume/${resume_id}`).set(bearer(token)).send({ document: doc }),
      await h.api().post("/api/v1/resume-builder/ingest").set(bearer(token)).field("resume_id", resume_id),
      await h.api().post("/api/v1/resume-builder/compare").set(bearer(token)).attach("benchmark_file", Buffer.from(ANALYST), "b.txt").field("resume_id", resume_id),
      await h.api().post("/api/v1/resume-builder/build").set(bearer(token)).send({ resume_id }),
      await h.api().post("/api/v1/resume-builder/build/docx").set(bearer(token)).send({ resume_id }),
      await h.api().post("/api/v1/resume-builder/build/pdf").set(bearer(token)).send({ resume_id }),
      await h.api().get("/api/v1/jobs/search").query({ query: "sql", resume_id }).set(bearer(token)),
      await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: JD, resume_id }),
      await h.api().post("/api/v1/cover-letters").set(bearer(token)).send({ job_description: JD, resume_id }),
    ];
    answers.forEach((res, i) => {
      expect(res.status, `call ${i + 1}`).toBe(404);
      expect(res.body.detail, `call ${i + 1}`).toMatch(/That resume was not found/);
    });
    // The owner's resume is untouched, and the refused calls used none of the other user's quotas.
    expect((await h.api().get(`/api/v1/resume/${resume_id}`).set(bearer(owner.session.access_token))).body.document).toEqual(doc);
    const usage = await h.db.database.knex("usage_counters").where({ user_id: other.session.user.id }).select("feature", "count");
    expect(usage.filter((u: { count: number }) => Number(u.count) > 0)).toEqual([]);

    const malformed = await h.api().get("/api/v1/resume/not-an-id").set(bearer(token));
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBeTruthy();
    const neither = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(token)).field("target_role", "Nurse");
    expect(neither.status).toBe(400);
    expect(neither.body.detail).toMatch(/choose your resume file/);
  });
});
