import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";
import { readResume } from "../../server/src/engines/resume-parser/read-resume";
import { binary, RESUME_FORM } from "../support/resume-builder";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const fixture = (rel: string) => readFileSync(path.join(fixtures, rel));
const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

const FORM = RESUME_FORM;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function makeFree(h: Harness, userId: string) {
  await h.db.database.knex("users").where({ id: userId }).update({ plan: "free" });
}

describeEachDatabase("resume builder", (kind) => {
  const h = useApi(kind);

  describe("POST /resume-builder/ingest", () => {
    it("fills the form from an uploaded resume and explains its strengths and gaps for the target role", async () => {
      const { session } = await signUp(h);
      const res = await h
        .api()
        .post("/api/v1/resume-builder/ingest")
        .set(bearer(session.access_token))
        .attach("resume_file", fixture("resume-pairs/candidates/data-analyst.txt"), "sneha.txt")
        .field("target_role", "Data Analyst")
        .field("target_company", "Flipkart");
      expect(res.status).toBe(200);
      const s = res.body.structured;
      expect(s).toMatchObject({ name: "Sneha Kulkarni", email: "sneha.k@example.com", target_role: "Data Analyst", target_company: "Flipkart" });
      expect(s.location).toContain("Hyderabad");
      expect(s.skills).toEqual(expect.arrayContaining(["SQL", "Power BI", "Python"]));
      expect(s.experience[0]).toMatchObject({ title: "Data Analyst", company: "RetailNext", start: "Aug 2022", end: "Present" });
      expect(s.experience[0].bullets.length).toBe(3);
      expect(s.education[0]).toContain("Statistics");
      expect(res.body.raw_text).toContain("RetailNext");
      expect(res.body.insights.strengths.join(" ")).toMatch(/core skills for Data Analyst roles/);
      expect(res.body.insights.gaps.join(" ")).toMatch(/Tableau/);
      expect(res.body.insights.tone).toBe("analytical and metric-led");

      const stored = await h.db.database.knex("user_resumes").where({ user_id: session.user.id }).first();
      expect(stored).toMatchObject({ origin: "resume_builder", file_name: "sneha.txt", file_kind: "txt" });
    });

    it("asks the person to check the parts it could not read, instead of calling them missing", async () => {
      const { session } = await signUp(h);
      // Headings spelled out letter by letter and roles written as "Employer ~ Title ~ dates".
      const text = [
        "Meena Pillai",
        "meena.pillai@example.com | +91 98400 12345 | Chennai",
        "",
        "C A R E E R   O B J E C T I V E",
        "Staff nurse with six years in cardiac care, looking for a senior role.",
        "",
        "M Y   J O U R N E Y",
        "Apollo Hospitals, Chennai ~ Staff Nurse ~ June 2019 to date",
        "Cared for 30 patients a shift in the cardiac ward and trained 6 new nurses.",
        "Fortis Malar ~ Junior Nurse ~ 2017 - 2019",
        "Assisted in 400 cardiac procedures.",
      ].join("\n");
      const res = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(session.access_token)).attach("resume_file", Buffer.from(text), "meena.txt");
      expect(res.status).toBe(200);
      expect(res.body.review).toEqual(expect.arrayContaining([expect.objectContaining({ part: "experience", message: expect.stringMatching(/could not read them as roles/) })]));
      expect(res.body.insights.gaps.join(" ")).not.toMatch(/Missing sections?:[^.]*Experience/);
      expect(res.body.insights.gaps.join(" ")).not.toMatch(/No bullet points under your roles/);
    });

    it("has nothing to check when the structure was read", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(session.access_token)).attach("resume_file", fixture("resume-pairs/candidates/data-analyst.txt"), "sneha.txt");
      expect(res.status).toBe(200);
      expect(res.body.review).toEqual([]);
    });

    it("reads a Word resume by its bytes whatever the file is called", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(session.access_token)).attach("resume_file", fixture("resumes/tables.docx"), "resume.bin");
      expect(res.status).toBe(200);
      expect(res.body.structured.name).not.toBe("");
      expect(res.body.raw_text.length).toBeGreaterThan(100);
    });

    it("refuses a file that is not a resume format with 415 and a detail", async () => {
      const { session } = await signUp(h);
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
      const res = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(session.access_token)).attach("resume_file", png, "resume.pdf");
      expect(res.status).toBe(415);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.body.detail).toBe("This file type is not supported. Please upload a PDF, DOCX, TXT, MD or RTF file.");
    });

    it("answers an unreadable PDF with 422 and the ingest message, and a scanned one with its own", async () => {
      const { session } = await signUp(h);
      const broken = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage without xref");
      const res = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(session.access_token)).attach("resume_file", broken, "cv.pdf");
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe("Unable to analyse resume. Please try a PDF or DOCX file.");
      const scanned = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(session.access_token)).attach("resume_file", fixture("resumes/scanned.pdf"), "scan.pdf");
      expect(scanned.status).toBe(422);
      expect(scanned.body.detail).toBe("This PDF has no extractable text (it looks scanned). Please upload a text-based PDF or a DOCX file.");
    });

    it("refuses a file over 6 MB with 413 and a detail", async () => {
      const { session } = await signUp(h);
      const big = Buffer.alloc(6 * 1024 * 1024 + 10, "a");
      const res = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(session.access_token)).attach("resume_file", big, "big.txt");
      expect(res.status).toBe(413);
      expect(res.body.detail).toBe("That file is larger than 6 MB. Please upload a smaller PDF, DOCX or TXT file.");
    });

    it("asks for the file when the upload has none", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/ingest").set(bearer(session.access_token)).field("resume_file", "not a file");
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("Please choose your resume file (PDF, DOCX, TXT, MD or RTF) to upload.");
    });

    it("needs a login", async () => {
      const res = await h.api().post("/api/v1/resume-builder/ingest").attach("resume_file", fixture("resume-pairs/candidates/data-analyst.txt"), "a.txt");
      expect(res.status).toBe(401);
    });
  });

  describe("POST /resume-builder/compare", () => {
    it("scores a same-role benchmark well above a different-role one, with gaps in priority order", async () => {
      const { session } = await signUp(h);
      const candidate = fixture("resume-pairs/candidates/performance-marketer.txt").toString("utf8");
      const same = await h
        .api()
        .post("/api/v1/resume-builder/compare")
        .set(bearer(session.access_token))
        .attach("benchmark_file", fixture("resume-pairs/benchmarks/growth-marketer.txt"), "benchmark.txt")
        .field("candidate_text", candidate)
        .field("focus_role", "Growth Marketing Lead");
      expect(same.status).toBe(200);
      const cross = await h
        .api()
        .post("/api/v1/resume-builder/compare")
        .set(bearer(session.access_token))
        .attach("benchmark_file", fixture("resume-pairs/benchmarks/senior-accountant.txt"), "benchmark.txt")
        .field("candidate_text", candidate);
      expect(cross.status).toBe(200);
      expect(same.body.alignment_score).toBeGreaterThan(cross.body.alignment_score + 20);
      expect(same.body.gaps[0]).toMatch(/Marketing Automation|Conversion Rate Optimization|HubSpot|Google Tag Manager/);
      expect(same.body.strengths.join(" ")).toContain("Google Ads");
      expect(same.body.overview).toMatch(/^Alignment \d+\/100/);
      expect(same.body.benchmark_excerpt).toContain("Growth Marketing Lead");
      expect(same.body.recommendations.length).toBeGreaterThan(0);
      expect(same.body).not.toHaveProperty("breakdown");

      const saved = await h.db.database.knex("resume_comparisons").where({ user_id: session.user.id }).orderBy("created_at");
      expect(saved.map((r: { alignment_score: number }) => r.alignment_score)).toEqual([same.body.alignment_score, cross.body.alignment_score]);
    });

    it("refuses blank resume text before using a comparison", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/compare").set(bearer(session.access_token)).attach("benchmark_file", fixture("resume-pairs/benchmarks/data-analyst.txt"), "b.txt").field("candidate_text", "   ");
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/Paste your resume text/);
    });

    it("refuses an unsupported benchmark with 415 and an oversized one with 413", async () => {
      const { session } = await signUp(h);
      const gif = Buffer.from("GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000", "latin1");
      const res = await h.api().post("/api/v1/resume-builder/compare").set(bearer(session.access_token)).attach("benchmark_file", gif, "b.pdf").field("candidate_text", "My resume");
      expect(res.status).toBe(415);
      const big = await h
        .api()
        .post("/api/v1/resume-builder/compare")
        .set(bearer(session.access_token))
        .attach("benchmark_file", Buffer.alloc(6 * 1024 * 1024 + 1, "b"), "b.txt")
        .field("candidate_text", "My resume");
      expect(big.status).toBe(413);
    });
  });

  describe("POST /resume-builder/build", () => {
    it("returns ATS markdown with standard headings, consistent dates and action-verb bullets", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/build").set(bearer(session.access_token)).send(FORM);
      expect(res.status).toBe(200);
      const md: string = res.body.markdown;
      expect(md.startsWith("# Priya Sharma\n")).toBe(true);
      expect(md.split("\n").filter((l) => l.startsWith("## "))).toEqual(["## Summary", "## Skills", "## Experience", "## Projects", "## Education"]);
      expect(md).toContain("Bengaluru | Jan 2021 – Present");
      expect(md).toContain("- Managed a monthly budget of Rs 2 crore");
      expect(md).toContain("- Contributed to Google Ads search campaigns for 3 products");
      expect(md).not.toMatch(/Responsible for|Worked on/);
      const build = await h.db.database.knex("resume_builds").where({ user_id: session.user.id }).first();
      expect(build).toMatchObject({ format: "markdown", target_role: "Growth Marketing Lead", markdown: md });
    });

    it("with focus_gaps and the benchmark's text, brings forward the skills both share and leads with numbers", async () => {
      const { session } = await signUp(h);
      const form = {
        name: "Kavya Rao",
        headline: "Marketing Executive",
        skills: ["Canva"],
        experience: [{ title: "Marketing Executive", company: "Nykaa", start: "2022", end: "Present", bullets: ["Ran the newsletter calendar", "Built lifecycle emails in HubSpot", "Grew newsletter list by 30%"] }],
        reference_resume_text: fixture("resume-pairs/benchmarks/growth-marketer.txt").toString("utf8"),
      };
      const build = (focus_gaps: boolean) => h.api().post("/api/v1/resume-builder/build").set(bearer(session.access_token)).send({ ...form, focus_gaps });
      const plain: string = (await build(false)).body.markdown;
      const focused: string = (await build(true)).body.markdown;
      expect(plain).not.toContain("Key Skills");
      expect(focused).toContain("- **Key Skills:** HubSpot\n");
      expect(focused).toContain("### Marketing Executive, Nykaa\n2022 – Present\n- Built lifecycle emails in HubSpot\n- Grew newsletter list by 30%\n- Ran the newsletter calendar");
      // Nothing of the benchmark's own career comes across.
      expect(focused).not.toMatch(/Razorpay|Groww|crore|Google Ads/);
    });

    it("refuses a form with nothing to build before using a build", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/build").set(bearer(session.access_token)).send({ name: "Priya" });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe("Add your name and at least one of a summary, skills, experience, projects or education before building.");
    });

    it("refuses invalid fields with 400", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/build").set(bearer(session.access_token)).send({ ...FORM, skills: "Google Ads" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].path).toBe("/body/skills");
    });
  });

  describe("plan limits, without the launch promotion", () => {
    const free = useApi(kind, { LAUNCH_PROMO_PLAN: "none" });

    it("has no resume builds: build and Word export answer 402 with the tailoring message", async () => {
      const { session } = await signUp(free);
      await makeFree(free, session.user.id);
      const message = "You've used every resume tailoring slot included in the Free plan. Upgrade for more monthly builds and premium templates.";
      const md = await free.api().post("/api/v1/resume-builder/build").set(bearer(session.access_token)).send(FORM);
      expect(md.status).toBe(402);
      expect(md.body.detail).toBe(message);
      const docx = await free.api().post("/api/v1/resume-builder/build/docx").set(bearer(session.access_token)).send(FORM);
      expect(docx.status).toBe(402);
      expect(docx.body.detail).toBe(message);
      expect(await free.db.database.knex("resume_builds").where({ user_id: session.user.id })).toHaveLength(0);
    });

    it("on Starter, building a resume and downloading its Word file use one of the two monthly builds", async () => {
      const { session } = await signUp(free);
      await free.db.database.knex("users").where({ id: session.user.id }).update({ plan: "starter" });
      const auth = bearer(session.access_token);
      const builds = async () => (await free.api().get("/api/v1/subscription").set(auth)).body.usage.resumeBuilds.count as number;
      const build = (form: object) => free.api().post("/api/v1/resume-builder/build").set(auth).send(form);
      const docx = (form: object) => free.api().post("/api/v1/resume-builder/build/docx").set(auth).send(form).buffer(true).parse(binary);

      expect((await build(FORM)).status).toBe(200);
      expect(await builds()).toBe(1);
      const word = await docx(FORM);
      expect(word.status).toBe(200);
      expect(word.headers["content-type"]).toBe(DOCX_TYPE);
      expect(await builds()).toBe(1);
      // Pressing Build again on the unchanged form is the same build too.
      expect((await build(FORM)).status).toBe(200);
      expect(await builds()).toBe(1);

      // A changed resume is a new build, and its download is free again.
      const retargeted = { ...FORM, summary: "Growth marketer owning paid acquisition and lifecycle for consumer apps." };
      expect((await build(retargeted)).status).toBe(200);
      expect((await docx(retargeted)).status).toBe(200);
      expect(await builds()).toBe(2);

      // Both builds used: any other resume is refused, whichever call asks for it, and uses nothing.
      const third = { ...FORM, target_company: "Zepto", summary: "Performance marketer scaling installs for quick commerce." };
      const refusedWord = await free.api().post("/api/v1/resume-builder/build/docx").set(auth).send(third);
      expect(refusedWord.status).toBe(402);
      expect(refusedWord.body.detail).toBe("You've used every resume tailoring slot included in the Starter plan. Upgrade for more monthly builds and premium templates.");
      expect((await build(third)).status).toBe(402);
      expect(await builds()).toBe(2);
      // The resumes already built can still be downloaded.
      expect((await docx(FORM)).status).toBe(200);
      expect(await free.db.database.knex("resume_builds").where({ user_id: session.user.id })).toHaveLength(2);

      // Only recent builds count as the same build: one from two months ago would need a build of its own.
      await free.db.database.knex("resume_builds").where({ user_id: session.user.id }).update({ created_at: new Date(Date.now() - 62 * 86_400_000) });
      expect((await free.api().post("/api/v1/resume-builder/build/docx").set(auth).send(FORM)).status).toBe(402);
    });

    it("on Starter, offers the first two templates; a PDF of the resume just built uses no build; a third template answers 402 and uses nothing", async () => {
      const { session } = await signUp(free);
      await free.db.database.knex("users").where({ id: session.user.id }).update({ plan: "starter" });
      const auth = bearer(session.access_token);
      const templates = await free.api().get("/api/v1/resume-builder/templates").set(auth);
      expect(templates.status).toBe(200);
      expect(templates.body.templates.map((t: { id: string; available: boolean; plan_required: string }) => [t.id, t.available, t.plan_required])).toEqual([
        ["classic", true, "free"],
        ["modern", true, "starter"],
        ["compact", false, "pro"],
        ["executive", false, "pro"],
        ["minimal", false, "pro"],
      ]);
      const builds = async () => (await free.api().get("/api/v1/subscription").set(auth)).body.usage.resumeBuilds.count as number;
      const pdf = (template: string) => free.api().post("/api/v1/resume-builder/build/pdf").set(auth).send({ ...FORM, template }).buffer(true).parse(binary);

      expect((await free.api().post("/api/v1/resume-builder/build").set(auth).send(FORM)).status).toBe(200);
      const modern = await pdf("modern");
      expect(modern.status).toBe(200);
      expect(await builds()).toBe(1);
      const locked = await free.api().post("/api/v1/resume-builder/build/pdf").set(auth).send({ ...FORM, template: "executive" });
      expect(locked.status).toBe(402);
      expect(locked.body.detail).toBe("The Executive template comes with Pro and above. Your Starter plan includes 2 templates.");
      const lockedWord = await free.api().post("/api/v1/resume-builder/build/docx").set(auth).send({ ...FORM, template: "compact" });
      expect(lockedWord.status).toBe(402);
      expect(await builds()).toBe(1);
    });

    it("uses one resume score a day on the free plan and gives it back when the benchmark is unreadable", async () => {
      const { session } = await signUp(free);
      await makeFree(free, session.user.id);
      const compare = (file: Buffer, name: string) =>
        free.api().post("/api/v1/resume-builder/compare").set(bearer(session.access_token)).attach("benchmark_file", file, name).field("candidate_text", "Data analyst with SQL and Excel.");
      const unreadable = await compare(Buffer.from("%PDF-1.4\nbroken"), "b.pdf");
      expect(unreadable.status).toBe(422);
      expect(unreadable.body.detail).toBe("Unable to read the benchmark resume. Please try a PDF or DOCX file.");
      const ok = await compare(fixture("resume-pairs/benchmarks/data-analyst.txt"), "b.txt");
      expect(ok.status).toBe(200);
      const limited = await compare(fixture("resume-pairs/benchmarks/data-analyst.txt"), "b.txt");
      expect(limited.status).toBe(402);
      expect(limited.body.detail).toBe("You've used today's resume comparisons included in the Free plan. Upgrade to compare more resumes.");
    });
  });

  describe("POST /resume-builder/build/pdf", () => {
    it("returns a real PDF named after the user that the parser reads back: name, contact, roles and bullets", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/build/pdf").set(bearer(session.access_token)).send({ ...FORM, instructions: "", template: "modern" }).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe('attachment; filename="Priya_Sharma_ATS_Resume.pdf"');
      const bytes = res.body as Buffer;
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const read = await readResume(new Uint8Array(bytes));
      expect(read.parsed).toMatchObject({ name: "Priya Sharma", email: "priya.sharma@example.com" });
      expect(read.parsed.experienceEntries.map((e) => e.company)).toEqual(expect.arrayContaining(["Swiggy"]));
      expect(read.text).toContain("Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI");
      const build = await h.db.database.knex("resume_builds").where({ user_id: session.user.id }).first();
      expect(build.format).toBe("pdf");
    });
  });

  describe("POST /resume-builder/build/docx", () => {
    it("returns a real Word file named after the user with every section and bullet in it", async () => {
      const { session } = await signUp(h);
      const res = await h.api().post("/api/v1/resume-builder/build/docx").set(bearer(session.access_token)).send({ ...FORM, instructions: "" }).buffer(true).parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe(DOCX_TYPE);
      expect(res.headers["content-disposition"]).toBe('attachment; filename="Priya_Sharma_ATS_Resume.docx"');
      const bytes = res.body as Buffer;
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");

      const { value: html } = await mammoth.convertToHtml({ buffer: bytes });
      for (const heading of ["Summary", "Skills", "Experience", "Projects", "Education"]) expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain("<h2>Performance Marketing Manager, Swiggy</h2>");
      const { value: text } = await mammoth.extractRawText({ buffer: bytes });
      for (const b of [
        "Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI",
        "Managed a monthly budget of Rs 2 crore",
        "Contributed to Google Ads search campaigns for 3 products",
        "Built a Looker Studio dashboard joining Appsflyer and GA4 data",
        "MBA (Marketing), NMIMS Mumbai, 2018",
        "Jan 2021 – Present",
      ]) {
        expect(text).toContain(b);
      }
      // Bullets are real list items, not typed characters.
      expect(html).toMatch(/<ul><li>Scaled paid acquisition/);
      const build = await h.db.database.knex("resume_builds").where({ user_id: session.user.id }).first();
      expect(build.format).toBe("docx");
    });

    it("falls back to Resume_ATS_Resume.docx when neither the form nor the pasted resume gives a name", async () => {
      const { session } = await signUp(h);
      const res = await h
        .api()
        .post("/api/v1/resume-builder/build/docx")
        .set(bearer(session.access_token))
        .send({ existing_resume_text: "EXPERIENCE\nSales Executive | Acme | 2020 - Present\n- Closed 40 deals" })
        .buffer(true)
        .parse(binary);
      expect(res.status).toBe(200);
      expect(res.headers["content-disposition"]).toBe('attachment; filename="Resume_ATS_Resume.docx"');
    });
  });
});
