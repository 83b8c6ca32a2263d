import crypto from "node:crypto";
import mammoth from "mammoth";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { createLogger } from "../../server/src/lib/logger";
import { createUserRepository } from "../../server/src/modules/auth/user-repository";
import { createAutoApplyWorker } from "../../server/src/modules/auto-apply";
import { placeKeys } from "../../server/src/modules/jobs/location-match";
import { parseResume } from "../../server/src/engines/resume-parser/parse-resume";

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MISSING = "00000000-0000-4000-8000-000000000000";

const RESUME = [
  "Priya Sharma",
  "priya.sharma@example.com | +91 98765 43210 | Bengaluru, Karnataka",
  "",
  "Performance Marketing Manager",
  "",
  "SUMMARY",
  "Performance marketer with six years of paid acquisition across food delivery and fintech.",
  "",
  "EXPERIENCE",
  "Performance Marketing Manager | Swiggy | Bengaluru | Jan 2021 - Present",
  "- Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI",
  "- Managed a monthly budget of Rs 2 crore across Google Ads and Meta Ads",
  "- Ran A/B testing on landing pages, lifting conversion rate by 11%",
  "",
  "Digital Marketing Executive | PaySafe | Bengaluru | Jul 2018 - Dec 2020",
  "- Built Google Analytics dashboards to track campaign ROAS",
  "",
  "SKILLS",
  "Google Ads, Meta Ads, Google Analytics, A/B Testing, Performance Marketing, SQL, Excel",
  "",
  "EDUCATION",
  "MBA (Marketing), NMIMS Mumbai, 2018",
].join("\n");

const JD = [
  "Performance Marketing Manager",
  "Zestmoney Foods · Bengaluru · 4-7 years",
  "",
  "What you'll do",
  "- Plan and run campaigns on Google Ads and Meta Ads",
  "- Run A/B tests on creatives and landing pages",
  "- Track performance in Google Analytics 4 and build reports with SQL",
  "",
  "What you need",
  "- 4-7 years of hands-on performance marketing",
  "- Google Analytics 4 and attribution tools such as AppsFlyer",
  "- SQL and Excel for analysis",
  "",
  "Good to have: experience in food delivery or consumer apps; MBA",
].join("\n");

async function posting(h: Harness, p: { title: string; company: string; portal?: string; description?: string; skills?: string[] }): Promise<string> {
  const id = crypto.randomUUID();
  const location = "Bengaluru, Karnataka, India";
  await h.db.database.knex("job_postings").insert({
    id,
    source: "import",
    external_id: id,
    title: p.title,
    company: p.company,
    location,
    place_keys: placeKeys(location, "hybrid"),
    description: p.description ?? JD,
    work_mode: "hybrid",
    skills: p.skills ?? ["Google Ads", "Meta Ads", "SQL"],
    apply_link: `https://jobs.example.com/${id}`,
    portal: p.portal ?? "other",
    apply_meta: JSON.stringify({}),
    posted_at: new Date(),
  });
  return id;
}

/** Stores a resume for the user as an upload would; answers its id. */
async function withResume(h: Harness, userId: string, text = RESUME): Promise<string> {
  const parsed = parseResume(text);
  const [row] = await h.db.database
    .knex("user_resumes")
    .insert({ user_id: userId, origin: "resume_builder", file_name: "priya.txt", file_kind: "txt", raw_text: text, parsed: JSON.stringify(parsed), skills: parsed.skills })
    .returning("id");
  return (row as { id: string }).id;
}

describeEachDatabase("applications: saved jobs and the tracker", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("saves a posting as a snapshot that survives the posting, shows it saved, and unsaves it", async () => {
    const { session } = await signUp(h);
    const token = session.access_token;
    const jobId = await posting(h, { title: "Growth Marketing Manager", company: "Zepto" });

    const saved = await h.api().put(`/api/v1/saved-jobs/${jobId}`).set(bearer(token));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ job_id: jobId, status: "saved", title: "Growth Marketing Manager", company: "Zepto" });
    // Saving again answers the same application.
    const again = await h.api().put(`/api/v1/saved-jobs/${jobId}`).set(bearer(token));
    expect(again.body.application_id).toBe(saved.body.application_id);

    // Re-ingestion may change or drop the posting; the saved snapshot stays as it was.
    await h.db.database.knex("job_postings").where({ id: jobId }).delete();
    const list = await h.api().get("/api/v1/saved-jobs").set(bearer(token));
    expect(list.body.saved_jobs).toEqual([saved.body]);
    const detail = await h.api().get(`/api/v1/applications/${saved.body.application_id}`).set(bearer(token));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ origin: "saved", status: "saved", title: "Growth Marketing Manager", company: "Zepto", apply_link: `https://jobs.example.com/${jobId}`, description: JD });
    expect(detail.body.history).toEqual([expect.objectContaining({ kind: "created", to_status: "saved", summary: "Saved from Job Search" })]);

    expect((await h.api().delete(`/api/v1/saved-jobs/${jobId}`).set(bearer(token))).status).toBe(204);
    expect((await h.api().get("/api/v1/saved-jobs").set(bearer(token))).body.saved_jobs).toEqual([]);
    // Unsaving what is not saved is fine; saving a posting that is gone is a 404.
    expect((await h.api().delete(`/api/v1/saved-jobs/${jobId}`).set(bearer(token))).status).toBe(204);
    const gone = await h.api().put(`/api/v1/saved-jobs/${jobId}`).set(bearer(token));
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe("That job posting is no longer in the job index. Search again to find it.");
  });

  it("moves an application through its statuses with dates, details and history, and refuses to unsave it then", async () => {
    const { session } = await signUp(h);
    const token = session.access_token;
    const jobId = await posting(h, { title: "Performance Marketing Manager", company: "Kalpaka Commerce" });
    const { application_id: id } = (await h.api().put(`/api/v1/saved-jobs/${jobId}`).set(bearer(token))).body;

    const applied = await h.api().patch(`/api/v1/applications/${id}`).set(bearer(token)).send({ status: "applied" });
    expect(applied.status).toBe(200);
    expect(applied.body.status).toBe("applied");
    expect(Date.parse(applied.body.applied_at)).toBeGreaterThan(Date.now() - 60_000);

    const moved = await h
      .api()
      .patch(`/api/v1/applications/${id}`)
      .set(bearer(token))
      .send({ status: "interviewing", next_step: "Panel interview", next_step_due: "2026-12-03", contact_name: "Meera Iyer", contact_email: "meera.iyer@example.com", salary_lpa: 24.5, notes: "Wants ROAS examples" });
    expect(moved.body).toMatchObject({ status: "interviewing", next_step: "Panel interview", next_step_due: "2026-12-03", contact_name: "Meera Iyer", salary_lpa: 24.5, notes: "Wants ROAS examples", applied_at: applied.body.applied_at });
    expect(moved.body.history.map((e: { summary: string }) => e.summary)).toEqual(["Saved from Job Search", "Saved → Applied", "Interviewing".replace(/^/, "Applied → "), "Updated notes, contact, salary and next step"]);

    const refused = await h.api().delete(`/api/v1/saved-jobs/${jobId}`).set(bearer(token));
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("This job is in your tracker as Interviewing. To remove it, delete it from Applications.");
    expect((await h.api().get("/api/v1/saved-jobs").set(bearer(token))).body.saved_jobs[0]).toMatchObject({ job_id: jobId, status: "interviewing" });

    const badEmail = await h.api().patch(`/api/v1/applications/${id}`).set(bearer(token)).send({ contact_email: "meera at example" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.detail).toBe("Contact email must be an email address, like name@company.com.");
    // Nothing changed: no history entry.
    const same = await h.api().patch(`/api/v1/applications/${id}`).set(bearer(token)).send({ notes: "Wants ROAS examples" });
    expect(same.body.history).toHaveLength(4);

    // Another user sees none of it.
    const other = await signUp(h);
    expect((await h.api().get(`/api/v1/applications/${id}`).set(bearer(other.session.access_token))).status).toBe(404);
    expect((await h.api().patch(`/api/v1/applications/${id}`).set(bearer(other.session.access_token)).send({ status: "offer" })).status).toBe(404);

    expect((await h.api().delete(`/api/v1/applications/${id}`).set(bearer(token))).status).toBe(204);
    expect((await h.api().get(`/api/v1/applications/${id}`).set(bearer(token))).status).toBe(404);
    expect((await h.api().delete(`/api/v1/applications/${MISSING}`).set(bearer(token))).status).toBe(404);
  });

  it("lists with filters, search and sorting, counts every status, and exports the same list as CSV", async () => {
    const { session } = await signUp(h);
    const token = session.access_token;
    const create = (body: Record<string, unknown>) => h.api().post("/api/v1/applications").set(bearer(token)).send(body);
    const a = await create({ title: "Data Analyst", company: "Meesho", status: "applied", notes: "Referred by Ankit" });
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({ origin: "manual", status: "applied", title: "Data Analyst", company: "Meesho" });
    expect(a.body.history[0].summary).toBe("Added by you as Applied");
    await create({ title: "Senior Data Analyst", company: "Flipkart" });
    await create({ title: "Analytics Manager", company: "=HYPERLINK(\"http://evil\")", status: "offer" });
    await h.api().patch(`/api/v1/applications/${a.body.id}`).set(bearer(token)).send({ salary_lpa: 18 });
    expect((await create({ title: "   " })).status).toBe(400);

    const all = await h.api().get("/api/v1/applications").set(bearer(token));
    expect(all.body.total).toBe(3);
    expect(all.body.counts).toEqual({ saved: 1, applied: 1, interviewing: 0, offer: 1, rejected: 0, withdrawn: 0 });
    // Most recently changed first by default.
    expect(all.body.applications[0].title).toBe("Data Analyst");

    const byTitle = await h.api().get("/api/v1/applications?sort=title&order=asc").set(bearer(token));
    expect(byTitle.body.applications.map((x: { title: string }) => x.title)).toEqual(["Analytics Manager", "Data Analyst", "Senior Data Analyst"]);
    const applied = await h.api().get("/api/v1/applications?status=applied").set(bearer(token));
    expect(applied.body.applications.map((x: { title: string }) => x.title)).toEqual(["Data Analyst"]);
    expect(applied.body.counts.saved).toBe(1); // counts are over everything
    const search = await h.api().get("/api/v1/applications?q=ankit").set(bearer(token));
    expect(search.body.applications.map((x: { title: string }) => x.title)).toEqual(["Data Analyst"]);
    const manual = await h.api().get("/api/v1/applications?origin=auto_apply").set(bearer(token));
    expect(manual.body.applications).toEqual([]);
    const bySalary = await h.api().get("/api/v1/applications?sort=salary_lpa&order=desc").set(bearer(token));
    expect(bySalary.body.applications[0].salary_lpa).toBe(18);

    const csv = await h.api().get("/api/v1/applications/export?sort=title&order=asc").set(bearer(token)).buffer(true);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="hirewise-applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.text.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(lines[0]).toBe("Title,Company,Location,Status,Origin,Saved on,Applied on,Next step,Due,CTC (LPA),Salary note,Contact,Contact email,Contact phone,Link,Notes");
    expect(lines).toHaveLength(4);
    // A value that looks like a formula never runs as one in a spreadsheet.
    expect(lines[1]).toMatch(/^Analytics Manager,"'=HYPERLINK\(""http:\/\/evil""\)",,Offer,Added by you,/);
    expect(lines[2]).toMatch(/^Data Analyst,Meesho,,Applied,Added by you,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},,,18,/);
    expect(lines[2]!.endsWith(",Referred by Ankit")).toBe(true);
  });

  it("takes in Auto-Apply's ready-for-you postings, and marking one applied marks the Auto-Apply log too", async () => {
    const u = await signUp(h);
    const token = u.session.access_token;
    const userId = u.session.user.id;
    await withResume(h, userId);
    const knex = h.db.database.knex;
    // Clear other tests' postings: this run should see only its own.
    await knex("job_postings").del();
    const savedFirst = await posting(h, { title: "Performance Marketing Manager", company: "Nykaa", portal: "naukri" });
    const other = await posting(h, { title: "Performance Marketing Manager", company: "Swiggy Instamart", portal: "naukri" });
    // The user saved one of them before Auto-Apply ran.
    await h.api().put(`/api/v1/saved-jobs/${savedFirst}`).set(bearer(token));
    expect((await h.api().post("/api/v1/auto-apply/consent").set(bearer(token)).send({ accept: true })).status).toBe(200);
    const settings = { enabled: true, min_match_pct: 40, daily_cap: 10, portals: { linkedin: false, greenhouse: false, lever: false, workable: false, successfactors: false, naukri: true, shine: false }, locations: [], roles: [], pause_until: null };
    expect((await h.api().post("/api/v1/auto-apply/settings").set(bearer(token)).send(settings)).status).toBe(200);
    const run = await createAutoApplyWorker({ knex, config: h.config, logger: createLogger("silent"), users: createUserRepository(knex) }).runForUser(userId);
    expect(run.counts.ready_for_you).toBe(2);

    const list = await h.api().get("/api/v1/applications").set(bearer(token));
    expect(list.body.total).toBe(2);
    const byJob = Object.fromEntries(list.body.applications.map((a: { job_id: string }) => [a.job_id, a])) as Record<string, { id: string; origin: string; status: string; ready_for_you: boolean }>;
    expect(byJob[savedFirst]).toMatchObject({ origin: "saved", status: "saved", ready_for_you: true });
    expect(byJob[other]).toMatchObject({ origin: "auto_apply", status: "saved", ready_for_you: true });
    const detail = await h.api().get(`/api/v1/applications/${byJob[other]!.id}`).set(bearer(token));
    expect(detail.body.history[0].summary).toBe("Auto-Apply prepared this posting for you: finish it on Naukri");
    // Taking in twice adds nothing.
    expect((await h.api().get("/api/v1/applications").set(bearer(token))).body.total).toBe(2);

    // The dashboard lists both as ready for you until one is sent.
    const ready = (await h.api().get("/api/v1/applications/summary").set(bearer(token))).body.ready_for_you as Array<{ id: string; apply_link: string | null }>;
    expect(ready.map((a) => a.id).sort()).toEqual([byJob[savedFirst]!.id, byJob[other]!.id].sort());
    expect(ready.every((a) => Boolean(a.apply_link))).toBe(true);

    const marked = await h.api().patch(`/api/v1/applications/${byJob[other]!.id}`).set(bearer(token)).send({ status: "applied" });
    expect(marked.body).toMatchObject({ status: "applied", ready_for_you: false });
    const log = await h.api().get("/api/v1/auto-apply/applications").set(bearer(token));
    const entry = log.body.applications.find((a: { job_id: string }) => a.job_id === other);
    expect(entry).toMatchObject({ status: "ready_for_you", applied_at: marked.body.applied_at });
    expect(log.body.applications.find((a: { job_id: string }) => a.job_id === savedFirst).applied_at).toBeNull();
    expect((await h.api().get("/api/v1/applications/summary").set(bearer(token))).body.ready_for_you.map((a: { id: string }) => a.id)).toEqual([byJob[savedFirst]!.id]);

    // Removed from the tracker, it is not brought back by the next look.
    await h.api().delete(`/api/v1/applications/${byJob[savedFirst]!.id}`).set(bearer(token));
    expect((await h.api().get("/api/v1/applications").set(bearer(token))).body.total).toBe(1);
  });

  it("summarises counts, the latest changes, upcoming next steps and the latest reports and letters for the dashboard", async () => {
    const { session } = await signUp(h);
    const token = session.access_token;
    const empty = await h.api().get("/api/v1/applications/summary").set(bearer(token));
    expect(empty.body).toEqual({ counts: { saved: 0, applied: 0, interviewing: 0, offer: 0, rejected: 0, withdrawn: 0 }, total: 0, latest: [], upcoming: [], match_reports: [], cover_letters: [], ready_for_you: [] });
    const a = (await h.api().post("/api/v1/applications").set(bearer(token)).send({ title: "Data Analyst", company: "Meesho", status: "applied" })).body;
    const b = (await h.api().post("/api/v1/applications").set(bearer(token)).send({ title: "BI Analyst", company: "Swiggy" })).body;
    await h.api().patch(`/api/v1/applications/${a.id}`).set(bearer(token)).send({ next_step: "HR call", next_step_due: "2026-12-10" });
    await h.api().patch(`/api/v1/applications/${b.id}`).set(bearer(token)).send({ next_step: "Send portfolio", next_step_due: "2026-12-01" });
    const summary = await h.api().get("/api/v1/applications/summary").set(bearer(token));
    expect(summary.body.counts).toMatchObject({ saved: 1, applied: 1 });
    expect(summary.body.latest.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    expect(summary.body.upcoming.map((x: { next_step: string }) => x.next_step)).toEqual(["Send portfolio", "HR call"]);
  });
});

describeEachDatabase("applications: match against a job description", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("scores a pasted job description with its parts explained, stores the report, and reopens it", async () => {
    const u = await signUp(h);
    const token = u.session.access_token;
    const res = await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: JD, resume_text: RESUME });
    expect(res.status).toBe(201);
    const r = res.body;
    expect(r).toMatchObject({ job_title: "Performance Marketing Manager", company: "Zestmoney Foods", band: "good", resume_source: "pasted", application_id: null });
    expect(r.score).toBeGreaterThanOrEqual(70);
    expect(r.parts.map((p: { key: string }) => p.key)).toEqual(["required_skills", "title_seniority", "keywords", "experience", "nice_to_have", "education"]);
    expect(r.parts.reduce((s: number, p: { weight: number }) => s + p.weight, 0)).toBeCloseTo(1, 2);
    expect(r.skills.required_present).toEqual(expect.arrayContaining(["Google Ads", "Meta Ads", "SQL", "Excel"]));
    expect(r.skills.required_missing).toContain("AppsFlyer");
    expect(r.experience).toEqual({ years_required: 4, years_shown: expect.any(Number) });
    expect(r.experience.years_shown).toBeGreaterThan(6);
    expect(r.keyword_gaps[0]).toMatchObject({ reason: expect.stringMatching(/^A required skill/) });
    // A pasted resume is no stored one: the Resume Builder has none to open.
    expect(r.tailor).toEqual({ target_role: "Performance Marketing Manager", target_company: "Zestmoney Foods", focus_gaps: true, resume_id: null });

    const again = await h.api().get(`/api/v1/job-matches/${r.id}`).set(bearer(token));
    expect(again.body).toEqual(r);
    const list = await h.api().get("/api/v1/job-matches").set(bearer(token));
    expect(list.body.reports).toEqual([{ id: r.id, application_id: null, job_title: r.job_title, company: r.company, score: r.score, band: r.band, created_at: r.created_at }]);
    expect((await h.api().delete(`/api/v1/job-matches/${r.id}`).set(bearer(token))).status).toBe(204);
    expect((await h.api().get(`/api/v1/job-matches/${r.id}`).set(bearer(token))).status).toBe(404);
  });

  it("matches a saved job with the stored resume, and an uploaded description read by the document reader", async () => {
    const u = await signUp(h);
    const token = u.session.access_token;
    const none = await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: JD });
    expect(none.status).toBe(422);
    expect(none.body.detail).toMatch(/^Upload your resume first/);
    const resumeId = await withResume(h, u.session.user.id);
    const jobId = await posting(h, { title: "Performance Marketing Manager", company: "Zestmoney Foods" });
    const { application_id } = (await h.api().put(`/api/v1/saved-jobs/${jobId}`).set(bearer(token))).body;
    const saved = await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ application_id });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ application_id, resume_source: "stored", job_title: "Performance Marketing Manager", company: "Zestmoney Foods" });
    // Tailor my resume starts from the resume the match read: the builder opens it by id (nothing parsed again).
    expect(saved.body.tailor.resume_id).toBe(resumeId);
    expect((await h.api().get(`/api/v1/job-matches/${saved.body.id}`).set(bearer(token))).body.tailor.resume_id).toBe(resumeId);
    const opened = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(token)).field("resume_id", resumeId).field("target_role", saved.body.tailor.target_role);
    expect(opened.status).toBe(200);
    expect(opened.body.resume_id).toBe(resumeId);
    const detail = await h.api().get(`/api/v1/applications/${application_id}`).set(bearer(token));
    expect(detail.body.match_reports.map((m: { id: string }) => m.id)).toEqual([saved.body.id]);

    const upload = await h.api().post("/api/v1/job-matches/upload").set(bearer(token)).attach("job_file", Buffer.from(JD), "jd.txt").field("company", "Zestmoney Foods");
    expect(upload.status).toBe(201);
    expect(upload.body).toMatchObject({ job_title: "Performance Marketing Manager", company: "Zestmoney Foods", score: saved.body.score });
    const png = await h.api().post("/api/v1/job-matches/upload").set(bearer(token)).attach("job_file", Buffer.from("GIF89a\u0000\u0001\u0000\u0001not a document"), "jd.gif");
    expect(png.status).toBe(415);
    expect((await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ application_id: MISSING })).status).toBe(404);
    expect((await h.api().post("/api/v1/job-matches").set(bearer(token)).send({})).status).toBe(400);
    expect((await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: "Data analyst wanted" })).status).toBe(422);
  });

});

describeEachDatabase("applications: match quota", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000", LAUNCH_PROMO_PLAN: "none" });

  it("counts against the plan's daily resume scores (free: 1) and gives the use back when the match fails", async () => {
    const u = await signUp(h);
    const token = u.session.access_token;
    // A failed match (no resume) uses nothing.
    expect((await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: JD })).status).toBe(422);
    const first = await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: JD, resume_text: RESUME });
    expect(first.status).toBe(201);
    const second = await h.api().post("/api/v1/job-matches").set(bearer(token)).send({ job_description: JD, resume_text: RESUME });
    expect(second.status).toBe(402);
    expect(second.body.type).toBe("https://hirewise.app/problems/quota-exceeded");
  });
});

describeEachDatabase("applications: cover letters", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("writes a letter in each tone from the resume and the job only, saves edits, and exports it to Word", async () => {
    const u = await signUp(h);
    const token = u.session.access_token;
    await withResume(h, u.session.user.id);
    const jobId = await posting(h, { title: "Performance Marketing Manager", company: "Zestmoney Foods" });
    const { application_id } = (await h.api().put(`/api/v1/saved-jobs/${jobId}`).set(bearer(token))).body;

    const bodies: string[] = [];
    for (const tone of ["concise", "friendly", "detailed", "coach-like"]) {
      const res = await h.api().post("/api/v1/cover-letters").set(bearer(token)).send({ application_id, tone });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ application_id, tone, job_title: "Performance Marketing Manager", company: "Zestmoney Foods", polished: false, edited: false, resume_source: "stored" });
      expect(res.body.body).toContain("Priya Sharma");
      expect(res.body.body).toContain("Zestmoney Foods");
      bodies.push(res.body.body);
    }
    expect(new Set(bodies).size).toBe(4);
    expect(bodies[3]).toMatch(/You also mention .*AppsFlyer/);

    const list = await h.api().get("/api/v1/cover-letters").set(bearer(token));
    expect(list.body.cover_letters).toHaveLength(4);
    const id = list.body.cover_letters[0].id as string;
    const edited = await h.api().patch(`/api/v1/cover-letters/${id}`).set(bearer(token)).send({ title: "For Zestmoney", body: "Dear Hiring Manager,\n\nMy own words.\n\nKind regards,\nPriya Sharma" });
    expect(edited.body).toMatchObject({ title: "For Zestmoney", edited: true });
    expect((await h.api().get(`/api/v1/cover-letters/${id}`).set(bearer(token))).body.body).toBe("Dear Hiring Manager,\n\nMy own words.\n\nKind regards,\nPriya Sharma");
    expect((await h.api().patch(`/api/v1/cover-letters/${id}`).set(bearer(token)).send({ body: "   " })).status).toBe(400);

    const docx = await h.api().get(`/api/v1/cover-letters/${id}/docx`).set(bearer(token)).buffer(true).parse((res, cb) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => cb(null, Buffer.concat(chunks)));
    });
    expect(docx.status).toBe(200);
    expect(docx.headers["content-disposition"]).toBe('attachment; filename="Zestmoney_Foods_Cover_Letter.docx"');
    const { value: text } = await mammoth.extractRawText({ buffer: docx.body as Buffer });
    expect(text).toContain("My own words.");
    expect(text).toContain("Kind regards,");

    const detail = await h.api().get(`/api/v1/applications/${application_id}`).set(bearer(token));
    expect(detail.body.cover_letters).toHaveLength(4);
    const summary = await h.api().get("/api/v1/applications/summary").set(bearer(token));
    expect(summary.body.cover_letters).toHaveLength(3);
    expect((await h.api().delete(`/api/v1/cover-letters/${id}`).set(bearer(token))).status).toBe(204);
    expect((await h.api().get(`/api/v1/cover-letters/${id}/docx`).set(bearer(token))).status).toBe(404);
  });

  it("writes from a pasted job and pasted resume, and asks for a resume when there is none", async () => {
    const u = await signUp(h);
    const token = u.session.access_token;
    const none = await h.api().post("/api/v1/cover-letters").set(bearer(token)).send({ job_description: JD, tone: "concise" });
    expect(none.status).toBe(422);
    const res = await h.api().post("/api/v1/cover-letters").set(bearer(token)).send({ job_description: JD, job_title: "Growth Lead", company: "Acme Foods", resume_text: RESUME, tone: "detailed" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ job_title: "Growth Lead", company: "Acme Foods", resume_source: "pasted", application_id: null });
    expect(res.body.body).toContain("I am writing to apply for the Growth Lead role at Acme Foods.");
  });
});
