import crypto from "node:crypto";
import type { Response } from "superagent";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeEach, describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";
import { createLogger } from "../../server/src/lib/logger";
import { createUserRepository } from "../../server/src/modules/auth/user-repository";
import { createAutoApplyWorker } from "../../server/src/modules/auto-apply";
import { placeKeys } from "../../server/src/modules/jobs/location-match";

/**
 * Issue 16, Auto-Apply as a new user tried it: every run explains itself (what it considered and why each posting was
 * skipped), and every posting it cannot submit gets an application pack in the tracker (tailored resume as .docx
 * and PDF, a cover letter, screening answers).
 */
const ALL_OFF = { linkedin: false, greenhouse: false, lever: false, workable: false, successfactors: false, naukri: false, shine: false };
/** What the user in the report switched on. */
const REPORTED = { portals: { ...ALL_OFF, naukri: true, linkedin: true, greenhouse: true }, roles: ["Performance Marketing Manager"], locations: ["Bengaluru"] };

const RESUME_TXT = [
  "Asha Verma",
  "asha.verma@example.com | +91 98450 12345 | Bengaluru",
  "",
  "SUMMARY",
  "Performance marketer running paid acquisition for consumer apps.",
  "",
  "EXPERIENCE",
  "Performance Marketing Manager, Swiggy (Jan 2021 – Present)",
  "- Ran Google Ads and Meta Ads budgets of ₹4 crore a month; cut CAC by 22%.",
  "- Built SQL and Google Analytics dashboards for weekly growth reviews.",
  "Digital Marketing Executive, Nykaa (Jun 2018 – Dec 2020)",
  "- Managed SEO and email campaigns for 2 million subscribers.",
  "",
  "EDUCATION",
  "B.Com, Christ University, 2018",
  "",
  "SKILLS",
  "Google Ads, Meta Ads, Google Analytics, SQL, SEO",
  "",
].join("\n");

function binary(res: Response, cb: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => cb(null, Buffer.concat(chunks)));
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

interface Run {
  id: string;
  trigger: string;
  outcome: string;
  considered: number;
  submitted: number;
  ready_for_you: number;
  failed: number;
  skipped: number;
  message: string;
  hint: string | null;
  finished_at: string | null;
  skips: Array<{ reason: string; count: number; message: string; examples: Array<{ job_id: string; title: string; company: string | null; portal: string; score: number | null }> }>;
}

describeEachDatabase("auto-apply runs and application packs", (kind) => {
  const h = useApi(kind);
  const knex = () => h.db.database.knex;
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const worker = () => createAutoApplyWorker({ knex: knex(), config: h.config, logger: createLogger("silent"), users: createUserRepository(knex()) });

  beforeEach(async () => {
    if (h.db) await knex()("job_postings").del();
  });

  async function newUser(settings: Record<string, unknown>, options: { resume?: boolean } = {}) {
    const u = await signUp(h);
    const token = u.session.access_token;
    if (options.resume !== false) {
      const up = await h.api().post("/api/v1/resume/upload?parse=true").set(auth(token)).attach("file", Buffer.from(RESUME_TXT), "asha-verma.txt");
      expect(up.status).toBe(200);
    }
    expect((await h.api().post("/api/v1/auto-apply/consent").set(auth(token)).send({ accept: true })).status).toBe(200);
    const saved = await h.api().post("/api/v1/auto-apply/settings").set(auth(token)).send({ enabled: true, min_match_pct: 60, daily_cap: 10, portals: ALL_OFF, locations: [], roles: [], pause_until: null, ...settings });
    expect(saved.status).toBe(200);
    return { id: u.session.user.id, token };
  }

  async function posting(p: { title: string; company: string; portal: string; location?: string; work_mode?: string; skills?: string[]; age?: number }) {
    const id = crypto.randomUUID();
    const location = p.location ?? "Bengaluru, Karnataka, India";
    const workMode = p.work_mode ?? "hybrid";
    await knex()("job_postings").insert({
      id,
      source: "import",
      external_id: id,
      title: p.title,
      company: p.company,
      location,
      place_keys: placeKeys(location, workMode),
      description: `${p.company} is hiring a ${p.title} to run paid acquisition. You will own budgets, report weekly and work with the growth team. Skills: ${(p.skills ?? []).join(", ")}.`,
      work_mode: workMode,
      skills: p.skills ?? ["Google Ads", "Meta Ads", "SQL"],
      apply_link: `https://www.${p.portal === "other" ? "example" : p.portal}.com/job/${id}`,
      portal: p.portal,
      apply_meta: JSON.stringify({}),
      posted_at: new Date(Date.now() - (p.age ?? 1) * 3_600_000),
    });
    return id;
  }

  async function runNow(token: string) {
    const res = await h.api().post("/api/v1/auto-apply/run").set(auth(token));
    expect(res.status).toBe(202);
    return res.body as { status: string; message: string; considered: number; submitted: number; ready_for_you: number; failed: number; skipped: number; run?: Run };
  }

  const group = (run: Run, reason: string) => run.skips.find((s) => s.reason === reason);

  describe("a run explains itself", () => {
    it("puts every new posting in one bucket, and says why each skipped posting was skipped", async () => {
      const u = await newUser({ ...REPORTED, daily_cap: 2 });
      const best = await posting({ title: "Performance Marketing Manager", company: "Kalpaka Retail", portal: "naukri", skills: ["Google Ads", "Meta Ads", "SQL"] });
      const senior = await posting({ title: "Senior Performance Marketing Manager", company: "Tarang Foods", portal: "linkedin", skills: ["Google Ads", "Meta Ads", "Google Analytics"] });
      const overCap = await posting({ title: "Performance Marketing Manager", company: "Cinder Labs", portal: "naukri", skills: ["Google Ads", "Meta Ads", "Excel"] });
      const sameCompany = await posting({ title: "Performance Marketing Manager", company: "Kalpaka Retail", portal: "naukri", skills: ["Google Ads", "Python", "Java"], age: 2 });
      const offPortal = await posting({ title: "Performance Marketing Manager", company: "Shine Co", portal: "shine" });
      const otherRole = await posting({ title: "Data Entry Operator", company: "Ledger Works", portal: "naukri" });
      const elsewhere = await posting({ title: "Performance Marketing Manager", company: "Mumbai Mart", portal: "naukri", location: "Mumbai, Maharashtra, India" });
      const weak = await posting({ title: "Performance Marketing Manager", company: "Byte Forge", portal: "linkedin", skills: ["Java", "Kubernetes", "Golang", "Rust", "Scala", "C++"] });

      const result = await runNow(u.token);
      expect(result).toMatchObject({ status: "completed", considered: 8, submitted: 0, ready_for_you: 2, failed: 0, skipped: 6 });
      expect(result.message).toBe("Auto-Apply reached today's limit of 2 applications (0 submitted, 2 ready for you, 0 failed, 6 skipped). It continues tomorrow.");
      const run = result.run!;
      expect(run).toMatchObject({ trigger: "manual", outcome: "cap_reached", considered: 8, ready_for_you: 2, skipped: 6, hint: null });
      expect(run.finished_at).not.toBeNull();
      expect(run.considered).toBe(run.submitted + run.ready_for_you + run.failed + run.skipped);
      expect(run.skips.reduce((a, s) => a + s.count, 0)).toBe(run.skipped);

      const expectOne = (reason: string, jobId: string, text: string) => {
        const g = group(run, reason);
        expect(g, reason).toBeDefined();
        expect(g!.count).toBe(1);
        expect(g!.examples.map((e) => e.job_id)).toEqual([jobId]);
        expect(g!.message).toContain(text);
      };
      expectOne("portal_off", offPortal, "on portals you have switched off (Shine 1)");
      expectOne("outside_roles", otherRole, 'fit none of your roles ("Performance Marketing Manager")');
      expectOne("outside_locations", elsewhere, "outside your locations (Bengaluru)");
      expectOne("below_min_match", weak, "below your minimum match of 60%");
      expectOne("company_cooldown", sameCompany, "companies you applied to in the last 30 days");
      expectOne("daily_cap", overCap, "today's cap of 2 applications");
      expect(group(run, "below_min_match")!.examples[0]!.score).toBeLessThan(60);

      // The log shows the ready postings and the company skip, and carries the run.
      const log = await h.api().get("/api/v1/auto-apply/applications").set(auth(u.token));
      expect(log.status).toBe(200);
      const byJob = new Map((log.body.applications as Array<{ job_id: string; status: string }>).map((a) => [a.job_id, a.status]));
      expect(byJob.get(best)).toBe("ready_for_you");
      expect(byJob.get(senior)).toBe("ready_for_you");
      expect(byJob.get(sameCompany)).toBe("skipped");
      expect(log.body.latest_run.id).toBe(run.id);

      // The history reopens it, newest first.
      const again = await runNow(u.token);
      expect(again.run!.ready_for_you).toBe(0);
      const runs = await h.api().get("/api/v1/auto-apply/runs").set(auth(u.token));
      expect(runs.status).toBe(200);
      expect((runs.body.runs as Run[]).map((r) => r.id)).toEqual([again.run!.id, run.id]);
      expect((runs.body.runs as Run[])[1]).toEqual(run);
      const limited = await h.api().get("/api/v1/auto-apply/runs?limit=1").set(auth(u.token));
      expect(limited.body.runs).toHaveLength(1);
      expect((await h.api().get("/api/v1/auto-apply/runs?limit=0").set(auth(u.token))).status).toBe(400);
    });

    it("a new user without a resume gets a stored run that says to upload one (the reported 'submitted 0, ready_for_you 0, skipped 0')", async () => {
      const u = await newUser(REPORTED, { resume: false });
      await posting({ title: "Performance Marketing Manager", company: "Kalpaka Retail", portal: "naukri" });
      const result = await runNow(u.token);
      expect(result.run).toMatchObject({ outcome: "no_resume", considered: 0, skipped: 0, skips: [] });
      expect(result.run!.hint).toContain("Upload it in Job Search");
      const log = await h.api().get("/api/v1/auto-apply/applications").set(auth(u.token));
      expect(log.body.applications).toEqual([]);
      expect(log.body.latest_run.outcome).toBe("no_resume");
    });

    it("says which setting left nothing to apply to, and what to change", async () => {
      // Roles that fit no posting.
      const roles = await newUser({ ...REPORTED, roles: ["Astronaut"] });
      await posting({ title: "Performance Marketing Manager", company: "Kalpaka Retail", portal: "naukri" });
      await posting({ title: "Growth Marketing Manager", company: "Tarang Foods", portal: "linkedin" });
      const r1 = (await runNow(roles.token)).run!;
      expect(r1).toMatchObject({ considered: 2, skipped: 2, ready_for_you: 0 });
      expect(group(r1, "outside_roles")!.count).toBe(2);
      expect(r1.hint).toBe('No postings on your portals match your roles ("Astronaut"). Try a broader role name (for example "Marketing Manager" rather than a specific title) or add more roles.');
      expect(r1.message).toBe("Auto-Apply looked at 2 new postings and none fitted your settings (2 skipped).");

      // Postings only on portals that are off.
      const portals = await newUser({ ...REPORTED, portals: { ...ALL_OFF, greenhouse: true } });
      const r2 = (await runNow(portals.token)).run!;
      expect(group(r2, "portal_off")!.count).toBe(2);
      expect(r2.hint).toMatch(/^No new postings are on the portals you switched on \(Greenhouse\)\. Switch on (Naukri and LinkedIn|LinkedIn and Naukri) in your settings\.$/);

      // Locations with no posting for the roles.
      const places = await newUser({ ...REPORTED, roles: ["Marketing Manager"], locations: ["Chennai"] });
      const r3 = (await runNow(places.token)).run!;
      expect(group(r3, "outside_locations")!.count).toBe(2);
      expect(r3.hint).toBe("No postings match your roles in your locations (Chennai). Add more locations, or \"Remote\".");

      // Everything below min match: the hint names the best score.
      const strict = await newUser({ ...REPORTED, roles: ["Marketing Manager"], min_match_pct: 100 });
      const r4 = (await runNow(strict.token)).run!;
      expect(group(r4, "below_min_match")!.count).toBe(2);
      const best = Math.max(...group(r4, "below_min_match")!.examples.map((e) => e.score!));
      expect(r4.hint).toContain(`The best posting scored ${Math.round(best)}%, below your minimum match of 100%. Lower min match to ${Math.floor(best)}`);

      // No portals at all.
      const none = await newUser({ ...REPORTED, portals: ALL_OFF });
      const r5 = (await runNow(none.token)).run!;
      expect(r5).toMatchObject({ outcome: "no_portals", considered: 2 });
      expect(r5.hint).toMatch(/^Switch on at least one portal in your settings: most new postings are on /);
    });

    it("stores scheduled runs too, and runs for nobody who is off", async () => {
      const u = await newUser(REPORTED);
      await posting({ title: "Performance Marketing Manager", company: "Kalpaka Retail", portal: "naukri" });
      const summary = await worker().runForUser(u.id);
      expect(summary.runId).not.toBeNull();
      const runs = (await h.api().get("/api/v1/auto-apply/runs").set(auth(u.token))).body.runs as Run[];
      expect(runs[0]).toMatchObject({ id: summary.runId, trigger: "schedule", ready_for_you: 1 });

      await h.api().post("/api/v1/auto-apply/consent").set(auth(u.token)).send({ accept: false });
      const off = await worker().runForUser(u.id);
      expect(off).toMatchObject({ outcome: "inactive", runId: null });
      expect(((await h.api().get("/api/v1/auto-apply/runs").set(auth(u.token))).body.runs as Run[]).length).toBe(1);
      // What the page's banner and empty state read after a revoke: switched off, no consent, the last run kept.
      expect((await h.api().get("/api/v1/auto-apply/settings").set(auth(u.token))).body.enabled).toBe(false);
      expect((await h.api().get("/api/v1/auto-apply/consent").set(auth(u.token))).body.accepted).toBe(false);
      expect((await h.api().get("/api/v1/auto-apply/applications").set(auth(u.token))).body.latest_run.id).toBe(summary.runId);
    });
  });

  describe("application packs", () => {
    it("puts each ready-for-you posting in the tracker with a tailored resume (.docx and PDF), a cover letter and screening answers", async () => {
      const u = await newUser(REPORTED);
      const jobId = await posting({ title: "Performance Marketing Manager", company: "Kalpaka Retail", portal: "naukri", skills: ["Google Ads", "Meta Ads", "SQL", "Tableau"] });
      expect((await runNow(u.token)).ready_for_you).toBe(1);

      const list = await h.api().get("/api/v1/applications").set(auth(u.token));
      const app = (list.body.applications as Array<{ id: string; job_id: string; ready_for_you: boolean; status: string; apply_link: string }>).find((a) => a.job_id === jobId)!;
      expect(app).toMatchObject({ ready_for_you: true, status: "saved" });
      expect(app.apply_link).toContain("naukri.com");

      const detail = await h.api().get(`/api/v1/applications/${app.id}`).set(auth(u.token));
      expect(detail.status).toBe(200);
      const pack = detail.body.pack;
      expect(pack).toMatchObject({ job_title: "Performance Marketing Manager", company: "Kalpaka Retail", resume_docx_name: "Asha_Verma_ATS_Resume.docx", resume_pdf_name: "Asha_Verma_ATS_Resume.pdf" });
      // Skills the posting asks for that the resume shows; Tableau is not on the resume, so it is not claimed.
      expect(pack.highlighted_skills).toEqual(["Google Ads", "Meta Ads", "SQL"]);

      // The cover letter is in Cover Letters too, attached to this application.
      expect(pack.cover_letter).toMatchObject({ application_id: app.id, company: "Kalpaka Retail", tone: "concise" });
      const letters = await h.api().get("/api/v1/cover-letters").set(auth(u.token));
      expect((letters.body.cover_letters as Array<{ id: string }>).map((l) => l.id)).toContain(pack.cover_letter.id);
      expect(detail.body.cover_letters.map((l: { id: string }) => l.id)).toContain(pack.cover_letter.id);
      const letter = await h.api().get(`/api/v1/cover-letters/${pack.cover_letter.id}`).set(auth(u.token));
      expect(letter.body.body).toContain("Asha Verma");
      expect(letter.body.body).not.toContain("Tableau");

      // Screening answers: from the resume and settings where they can be, and said to be missing where not.
      const answer = (key: string) => (pack.answers as Array<{ key: string; answer: string | null; source: string | null; missing: boolean; missing_hint: string | null }>).find((a) => a.key === key)!;
      expect(answer("years_of_experience")).toMatchObject({ answer: "8 years (from the dates of the roles on my resume)", source: "resume", missing: false });
      expect(answer("relocation")).toMatchObject({ source: "settings", missing: false });
      expect(answer("relocation").answer).toContain("Bengaluru");
      expect(answer("why_this_role").answer).toBe("I work as a Performance Marketing Manager at Swiggy, and this role asks for Google Ads, Meta Ads and SQL, which my resume shows I use.");
      for (const key of ["notice_period", "current_ctc", "expected_ctc", "work_authorisation"]) {
        expect(answer(key)).toMatchObject({ answer: null, source: null, missing: true });
        expect(answer(key).missing_hint).toContain("Add it under Screening answers on the Auto-Apply page");
      }
      expect(pack.missing_answers).toBe(4);

      // The resume files are real documents with the user's own facts only.
      const docx = await h.api().get(`/api/v1/applications/${app.id}/pack/resume.docx`).set(auth(u.token)).buffer(true).parse(binary);
      expect(docx.status).toBe(200);
      expect(docx.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
      expect(docx.headers["content-disposition"]).toBe('attachment; filename="Asha_Verma_ATS_Resume.docx"');
      const { value: word } = await mammoth.extractRawText({ buffer: docx.body as Buffer });
      for (const fact of ["Asha Verma", "Swiggy", "Nykaa", "Christ University", "Google Ads", "22%"]) expect(word).toContain(fact);
      expect(word).not.toContain("Tableau");
      const pdf = await h.api().get(`/api/v1/applications/${app.id}/pack/resume.pdf`).set(auth(u.token)).buffer(true).parse(binary);
      expect(pdf.status).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe("%PDF-");
      const text = await pdfText(pdf.body as Buffer);
      for (const fact of ["Asha Verma", "Swiggy", "Nykaa"]) expect(text).toContain(fact);
      expect(text).not.toContain("Tableau");

      // Filling the screening profile answers every pack.
      const put = await h.api().put("/api/v1/auto-apply/screening").set(auth(u.token)).send({
        notice_period: "  30 days ",
        current_ctc_lpa: 18,
        expected_ctc_lpa: 24.5,
        years_of_experience: null,
        work_authorisation: "Indian citizen; no sponsorship needed",
        willing_to_relocate: null,
      });
      expect(put.status).toBe(200);
      expect(put.body.notice_period).toBe("30 days");
      expect((await h.api().get("/api/v1/auto-apply/screening").set(auth(u.token))).body).toEqual(put.body);
      const filled = (await h.api().get(`/api/v1/applications/${app.id}`).set(auth(u.token))).body.pack;
      expect(filled.missing_answers).toBe(0);
      const filledAnswer = (key: string) => (filled.answers as Array<{ key: string; answer: string | null }>).find((a) => a.key === key)!.answer;
      expect(filledAnswer("notice_period")).toBe("30 days");
      expect(filledAnswer("current_ctc")).toBe("₹18 LPA");
      expect(filledAnswer("expected_ctc")).toBe("₹24.5 LPA");

      // The dashboard's summary lists it as ready for you.
      const summary = await h.api().get("/api/v1/applications/summary").set(auth(u.token));
      expect((summary.body.ready_for_you as Array<{ id: string }>).map((a) => a.id)).toEqual([app.id]);

      // Once marked applied it leaves that list; the pack stays with the application.
      await h.api().patch(`/api/v1/applications/${app.id}`).set(auth(u.token)).send({ status: "applied" });
      expect((await h.api().get("/api/v1/applications/summary").set(auth(u.token))).body.ready_for_you).toEqual([]);
      expect((await h.api().get(`/api/v1/applications/${app.id}`).set(auth(u.token))).body.pack.id).toBe(pack.id);
    });

    it("tailors the pack's resume from the stored document (as edited in the Resume Builder), not from the upload's text parsed again", async () => {
      const u = await newUser(REPORTED);
      const latest = await h.api().get("/api/v1/resume").set(auth(u.token));
      expect(latest.status).toBe(200);
      const doc = latest.body.document as { experience: Array<{ company: string; bullets: string[] }>; certifications: string[] };
      const edited = {
        ...doc,
        experience: doc.experience.map((e, i) => (i === 0 ? { ...e, company: "Zepto", bullets: [...e.bullets, "Launched referral offers that brought 300k installs in a quarter."] } : e)),
        certifications: ["Google Ads Search Certification"],
      };
      expect((await h.api().put(`/api/v1/resume/${latest.body.id}`).set(auth(u.token)).send({ document: edited })).status).toBe(200);
      // Even were the stored text still the upload's, the document is what the pack is built from.
      await knex()("user_resumes").where({ id: latest.body.id }).update({ raw_text: RESUME_TXT });

      const jobId = await posting({ title: "Performance Marketing Manager", company: "Kalpaka Retail", portal: "naukri", skills: ["Google Ads", "Meta Ads", "SQL"] });
      expect((await runNow(u.token)).ready_for_you).toBe(1);
      const app = ((await h.api().get("/api/v1/applications").set(auth(u.token))).body.applications as Array<{ id: string; job_id: string }>).find((a) => a.job_id === jobId)!;
      const docx = await h.api().get(`/api/v1/applications/${app.id}/pack/resume.docx`).set(auth(u.token)).buffer(true).parse(binary);
      expect(docx.status).toBe(200);
      const { value: word } = await mammoth.extractRawText({ buffer: docx.body as Buffer });
      for (const fact of ["Asha Verma", "Zepto", "Nykaa", "300k installs", "Google Ads Search Certification"]) expect(word).toContain(fact);
      expect(word).not.toContain("Swiggy");
    });

    it("answers 404 with a detail for an application without a pack, and keeps packs private", async () => {
      const u = await newUser(REPORTED);
      const jobId = await posting({ title: "Performance Marketing Manager", company: "Kalpaka Retail", portal: "naukri" });
      const saved = await h.api().put(`/api/v1/saved-jobs/${jobId}`).set(auth(u.token));
      expect(saved.status).toBe(200);
      // Saved by hand first, then prepared by Auto-Apply: the saved application gets the pack.
      await runNow(u.token);
      const detail = await h.api().get(`/api/v1/applications/${saved.body.application_id}`).set(auth(u.token));
      expect(detail.body.ready_for_you).toBe(true);
      expect(detail.body.pack.cover_letter.application_id).toBe(saved.body.application_id);

      const manual = await h.api().post("/api/v1/applications").set(auth(u.token)).send({ title: "Brand Manager" });
      const none = await h.api().get(`/api/v1/applications/${manual.body.id}/pack/resume.docx`).set(auth(u.token));
      expect(none.status).toBe(404);
      expect(none.body.detail).toContain("This application has no application pack.");
      expect(manual.body.pack).toBeUndefined();

      const other = await newUser(REPORTED, { resume: false });
      expect((await h.api().get(`/api/v1/applications/${saved.body.application_id}/pack/resume.pdf`).set(auth(other.token))).status).toBe(404);
    });

    it("refuses impossible screening facts with a detail", async () => {
      const u = await newUser(REPORTED, { resume: false });
      const base = { notice_period: null, current_ctc_lpa: null, expected_ctc_lpa: null, years_of_experience: null, work_authorisation: null, willing_to_relocate: null };
      const years = await h.api().put("/api/v1/auto-apply/screening").set(auth(u.token)).send({ ...base, years_of_experience: 70 });
      expect(years.status).toBe(422);
      expect(years.body.detail).toBe("Years of experience must be between 0 and 60.");
      const ctc = await h.api().put("/api/v1/auto-apply/screening").set(auth(u.token)).send({ ...base, expected_ctc_lpa: -1 });
      expect(ctc.status).toBe(400);
      expect(ctc.body.detail).toBeTruthy();
      const text = await h.api().put("/api/v1/auto-apply/screening").set(auth(u.token)).send({ ...base, current_ctc_lpa: "lots" });
      expect(text.status).toBe(400);
      expect((await h.api().get("/api/v1/auto-apply/screening").set(auth(u.token))).body).toEqual(base);
    });
  });
});
