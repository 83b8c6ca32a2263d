import { structureDoubts } from "../../engines/resume-parser/doubts";
import { parseResume } from "../../engines/resume-parser/parse-resume";
import { ResumeReadError } from "../../engines/resume-parser/errors";
import type { ResumeDoc } from "../../engines/resume-parser/document";
import { formFromDocument } from "../../engines/resume-writer/document-form";
import type { ParsePool } from "../../engines/resume-parser/sandbox/parse-pool";
import { documentRefusal } from "../../lib/document-refusal";
import { renderDocx, docxFileName } from "../../engines/resume-writer/docx";
import { pdfFileName, renderResumePdf } from "../../engines/resume-writer/resume-pdf";
import { findTemplate, RESUME_TEMPLATES, templatesAllowed, type ResumeTemplateId } from "../../engines/resume-writer/templates";
import { PLANS } from "../plans";
import type { ResumeForm, ResumeWriter } from "../../engines/resume-writer/types";
import { AppError, badRequest } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ActivityRepository } from "../activity";
import type { UsageService } from "../usage";
import type { ResumeLookup, UsableResume } from "../resume";
import type { ResumeBuilderRepository } from "./resume-builder-repository";
import type { ResumePolisher } from "./resume-polisher";

export interface UploadedFile {
  name: string;
  bytes: Uint8Array;
}

/** SPEC section 8: the ingest failure message. */
export const INGEST_FAILED = "Unable to analyse resume. Please try a PDF or DOCX file.";
const UNSUPPORTED = "This file type is not supported. Please upload a PDF, DOCX, TXT, MD or RTF file.";
const BENCHMARK_UNREADABLE = "Unable to read the benchmark resume. Please try a PDF or DOCX file.";
/** How long a built resume can be downloaded or rebuilt unchanged without using another monthly build. */
export const SAME_BUILD_DAYS = 31;
const NO_RESUME = "Please choose your resume file (PDF, DOCX, TXT, MD or RTF) to upload.";
const NOTHING_TO_BUILD = "Add your name and at least one of a summary, skills, experience, projects or education before building.";

/** Upload errors as the user should see them: 415 for other file types, 422 for files we cannot read. */
async function readUpload(documents: Pick<ParsePool, "read">, file: UploadedFile, unreadable: string) {
  try {
    const read = await documents.read(file.bytes);
    // A file with a few stray characters is not a resume we can analyse.
    if (read.text.replace(/\s+/g, "").length < 40) throw new AppError(422, unreadable);
    return read;
  } catch (err) {
    // A scanned PDF, and a file over a limit, have more useful messages of their own.
    if (err instanceof ResumeReadError) throw documentRefusal(err, { unsupported: UNSUPPORTED, corrupt: unreadable, empty: unreadable });
    throw err;
  }
}

const trimmed = (s: string | undefined) => (s ?? "").trim();

/** SPEC section 3's `structured`: the document's fields with the targets (the document is the whole of it). */
function structured(d: ResumeDoc, targetRole: string, targetCompany: string) {
  return {
    name: d.contact.name,
    email: d.contact.email,
    phone: d.contact.phone,
    location: d.contact.location,
    headline: d.contact.headline,
    summary: d.summary,
    skills: [...d.skills],
    education: [...d.education],
    target_role: targetRole,
    target_company: targetCompany,
    experience: d.experience.map((e) => ({ title: e.title, company: e.company, location: e.location, start: e.start, end: e.end, bullets: [...e.bullets] })),
    projects: d.projects.map((x) => ({ name: x.name, link: x.link, bullets: [...x.bullets] })),
  };
}

// The build's input from a stored document (the request's form fields are not read); Auto-Apply's packs use it too.
export { formFromDocument };

/** A build request: the stored resume (`resume_id`, preferred) or the form fields, with the build's own settings. */
export type BuildRequest = ResumeForm & { resume_id?: string; template?: ResumeTemplateId };

function hasContent(form: ResumeForm): boolean {
  const some = (xs: unknown[] | undefined) => (xs ?? []).length > 0;
  const material =
    trimmed(form.summary) ||
    (form.skills ?? []).some((s) => s.trim()) ||
    (form.education ?? []).some((s) => s.trim()) ||
    (some(form.experience) && form.experience!.some((e) => trimmed(e.title) || trimmed(e.company) || (e.bullets ?? []).some((b) => b.trim()))) ||
    (some(form.projects) && form.projects!.some((p) => trimmed(p.name) || (p.bullets ?? []).some((b) => b.trim())));
  return !!(trimmed(form.name) && material) || trimmed(form.existing_resume_text).length > 0;
}

export function createResumeBuilderService(deps: {
  writer: ResumeWriter;
  polisher: Pick<ResumePolisher, "polish">;
  repo: ResumeBuilderRepository;
  activity: Pick<ActivityRepository, "record">;
  usage: Pick<UsageService, "consume" | "release" | "currentPlan">;
  logger: Logger;
  documents: Pick<ParsePool, "read">;
  resumes: Pick<ResumeLookup, "byId" | "storeParsed">;
  now?: () => Date;
}) {
  const { writer, polisher, repo, activity, usage, logger } = deps;
  const now = deps.now ?? (() => new Date());

  /** Takes one use of `feature`, runs `work`, and gives the use back if the work fails. */
  async function metered<T>(userId: string, feature: "resumeScores" | "resumeBuilds", work: () => Promise<T>): Promise<T> {
    await usage.consume(userId, feature);
    try {
      return await work();
    } catch (err) {
      await usage.release(userId, feature).catch((e: unknown) => logger.error({ err: e }, "could not release a resume builder use"));
      throw err;
    }
  }

  /** The template asked for, if the plan includes it (checked before any build is used). */
  async function allowedTemplate(userId: string, id: ResumeTemplateId | undefined): Promise<ResumeTemplateId> {
    const template = findTemplate(id);
    const plan = await usage.currentPlan(userId);
    const count = plan.limits.resume_templates ?? 1;
    if (templatesAllowed(count).includes(template.id)) return template.id;
    const needed = PLANS.find((p) => templatesAllowed(p.limits.resume_templates ?? 1).includes(template.id));
    throw new AppError(402, `The ${template.name} template comes with ${needed?.name ?? "a paid plan"} and above. Your ${plan.name} plan includes ${count === 1 ? "the Classic template" : `${count} templates`}.`, {
      type: "https://hirewise.app/problems/quota-exceeded",
    });
  }

  /** With `resume_id`, the stored document is the resume; the targets, instructions, reference and focus still come from the request. */
  async function formFor(userId: string, request: BuildRequest): Promise<ResumeForm> {
    const { resume_id: resumeId, template: _template, ...form } = request;
    if (!resumeId) return form;
    const stored = await deps.resumes.byId(userId, resumeId);
    return {
      ...formFromDocument(stored.document),
      target_role: form.target_role,
      target_company: form.target_company,
      instructions: form.instructions,
      reference_resume_text: form.reference_resume_text,
      focus_gaps: form.focus_gaps,
    };
  }

  async function build(userId: string, request: BuildRequest, format: "markdown" | "docx" | "pdf") {
    const form = await formFor(userId, request);
    if (!hasContent(form)) throw badRequest(NOTHING_TO_BUILD);
    // The resume is written before a use is taken, because what it says decides whether this is a new build: the
    // same resume again (the Word download of the resume just built, or Build pressed twice) is the build already
    // paid for. Only an identical resume matches, so every different resume still takes one build.
    // The deterministic resume is the build's identity (what is stored and matched), so whether a build is new never
    // depends on the optional LLM's wording, and no LLM call is made for a build the plan refuses. The user gets the
    // polished wording, stored with the build, so the same resume again (Build, then the Word download) gets the
    // same words from any API process without asking the LLM again.
    const built = await writer.build(form);
    const since = new Date(now().getTime() - SAME_BUILD_DAYS * 86_400_000);
    const earlier = await repo.findBuildSince(userId, built.markdown, since);
    if (earlier) return { form, built: earlier.polished ?? built };
    const polished = await metered(userId, "resumeBuilds", async () => {
      const polished = await polisher.polish(form, built);
      await repo.saveBuild({
        user_id: userId,
        format,
        target_role: trimmed(form.target_role) || null,
        target_company: trimmed(form.target_company) || null,
        markdown: built.markdown,
        polished: polished === built ? null : polished,
      });
      const role = trimmed(form.target_role);
      await activity.record({
        userId,
        kind: "resume_built",
        summary: `Built an ATS resume${role ? ` for ${role}` : ""}${format === "docx" ? " (Word)" : format === "pdf" ? " (PDF)" : ""}`,
        data: { format, target_role: role || null },
      });
      return polished;
    });
    return { form, built: polished };
  }

  return {
    /** Reads and analyses the user's own resume. Not metered: SPEC 9 counts comparisons, not analyses. */
    async ingest(userId: string, source: { file?: UploadedFile; resumeId?: string }, target: { role?: string; company?: string }) {
      let resume: UsableResume;
      if (source.resumeId) resume = await deps.resumes.byId(userId, source.resumeId);
      else if (source.file) {
        const file = source.file;
        const read = await readUpload(deps.documents, file, INGEST_FAILED);
        resume = await deps.resumes.storeParsed(userId, { origin: "resume_builder", fileName: file.name || null, fileKind: read.kind, text: read.text, parsed: read.parsed });
      } else throw badRequest(NO_RESUME, { errors: [{ path: "/body/resume_file", message: "is required without resume_id" }] });
      const role = trimmed(target.role);
      const company = trimmed(target.company);
      // Doubts are about how a file was read: a resume already checked and saved in the builder has none.
      const edited = resume.updatedAt.getTime() > resume.createdAt.getTime() || !resume.fileKind;
      const review = edited ? [] : structureDoubts(resume.parsed, resume.text);
      const insights = await writer.analyse({
        parsed: resume.parsed,
        rawText: resume.text,
        targetRole: role || undefined,
        targetCompany: company || undefined,
        doubtful: new Set(review.map((d) => d.part)),
      });
      const name = resume.fileName || "a resume";
      await activity.record({ userId, kind: "resume_analysed", summary: `Analysed ${name}${role ? ` for ${role}` : ""}`, data: { skills: resume.skills.length } });
      return { structured: structured(resume.document, role, company), raw_text: resume.text, insights, review, resume_id: resume.id, document: resume.document };
    },

    /** Compares the candidate's text with a benchmark resume: one resume score. */
    async compare(userId: string, benchmark: UploadedFile, candidateSource: { resumeId?: string; text?: string }, focusRole?: string) {
      const candidateText = candidateSource.text ?? "";
      // The stored resume is preferred: its document as last saved, never its text parsed again.
      const stored = candidateSource.resumeId ? await deps.resumes.byId(userId, candidateSource.resumeId) : null;
      if (!stored && !candidateText.trim()) throw badRequest("Paste your resume text (or upload your resume first) to compare it with the benchmark.");
      const candidate = stored ? { parsed: stored.parsed, text: stored.text } : { parsed: parseResume(candidateText), text: candidateText };
      return metered(userId, "resumeScores", async () => {
        const read = await readUpload(deps.documents, benchmark, BENCHMARK_UNREADABLE);
        const result = await writer.compare({
          benchmark: { parsed: read.parsed, text: read.text },
          candidate,
          focusRole: trimmed(focusRole) || undefined,
        });
        await repo.saveComparison({
          user_id: userId,
          focus_role: trimmed(focusRole) || null,
          alignment_score: result.alignment_score,
          gaps: result.gaps,
          breakdown: { ...result.breakdown },
        });
        await activity.record({ userId, kind: "resume_compared", summary: `Compared your resume with a benchmark: ${result.alignment_score}/100`, data: { alignment_score: result.alignment_score } });
        const { breakdown: _internal, ...body } = result;
        return body;
      });
    },

    async buildMarkdown(userId: string, request: BuildRequest) {
      const { built } = await build(userId, request, "markdown");
      return { markdown: built.markdown, document: built.document };
    },

    async buildDocx(userId: string, request: BuildRequest) {
      const template = await allowedTemplate(userId, request.template);
      const { form, built } = await build(userId, request, "docx");
      return { bytes: await renderDocx(built.document, template), fileName: docxFileName(built.document.name || trimmed(form.name)) };
    },

    async buildPdf(userId: string, request: BuildRequest) {
      const template = await allowedTemplate(userId, request.template);
      const { form, built } = await build(userId, request, "pdf");
      return { bytes: await renderResumePdf(built.document, template), fileName: pdfFileName(built.document.name || trimmed(form.name)) };
    },

    /** Every template in order, with whether the user's plan includes it and the cheapest plan that does. */
    async templates(userId: string) {
      const plan = await usage.currentPlan(userId);
      const allowed = new Set(templatesAllowed(plan.limits.resume_templates ?? 1));
      return {
        templates: RESUME_TEMPLATES.map((t, i) => ({
          id: t.id,
          name: t.name,
          description: t.description,
          available: allowed.has(t.id),
          plan_required: PLANS.find((p) => (p.limits.resume_templates ?? 1) > i)?.id ?? "pro_plus",
        })),
      };
    },
  };
}

export type ResumeBuilderService = ReturnType<typeof createResumeBuilderService>;
