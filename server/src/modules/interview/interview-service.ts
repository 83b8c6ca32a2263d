import type { Interviewer, InterviewTurn, PlanId, Seniority } from "../../engines/interviewer/interviewer";
import { readJobForInterview, type SavedJob } from "../../engines/interviewer/job-focus";
import type { FeedbackPolisher } from "../../engines/interviewer/llm-feedback";
import { analyseSpeaking, summariseSpeaking, type SpeakingMetrics } from "../../engines/interviewer/speaking";
import type { JsonBody, Schemas } from "../../http/operations";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import type { ResumeLookup, UsableResume } from "../resume";
import type { UsageService } from "../usage";
import type { InterviewRepository, InterviewSession, SessionSummary, StoredTurn, StoredVoice } from "./interview-repository";

export interface InterviewServiceDeps {
  repo: InterviewRepository;
  interviewer: Interviewer;
  polisher: FeedbackPolisher;
  usage: Pick<UsageService, "consume" | "release" | "currentPlan" | "consumeVoice" | "releaseVoice" | "voiceAllowance">;
  /** The user's saved jobs (the application tracker), to practise for one. */
  jobs: { find(userId: string, applicationId: string): Promise<SavedJob | undefined> };
  /** The user's stored resumes (parsed once at upload), to base the questions on one. */
  resumes: Pick<ResumeLookup, "byId">;
  logger: Pick<Logger, "warn">;
}

export const JOB_NOT_FOUND = "That saved job was not found. It may have been removed from your applications.";

const NOT_FOUND = "That interview session was not found.";
const BLANK_ANSWER = "Please type an answer before submitting.";
const BLANK_ROLE = "Please enter the role you are practising for, e.g. Performance Marketing Manager.";
const SAME_TURN = "Another answer to this question was saved at the same moment. Refresh the interview and answer the next question.";
const OVER = "This interview is over. Finish it to see your summary, or start a new interview.";
const timeUp = (minutes: number) =>
  `Time is up: this ${minutes}-minute interview has ended, so this answer was not scored. Finish to see your summary of the answers you gave.`;

/**
 * Timed plans (free: five minutes) are enforced here, not only by the client's countdown. An answer that
 * arrives within this grace after the limit still counts (it was being typed when the clock ran out, and the
 * client's countdown starts a little after the server's) and ends the interview; a later one is not scored.
 */
export const TIME_LIMIT_GRACE_SECONDS = 30;

function clean(text: string | undefined): string {
  return (text ?? "").trim().replace(/\s+/g, " ");
}

/** What the planner reads from a stored resume: its text, skills and the companies/projects it names (newest first). */
export function resumeSetup(resume: UsableResume): { resumeText: string; resumeItems: string[]; skills: string[] } {
  const doc = resume.document;
  const resumeItems = [...doc.experience.map((e) => e.company), ...doc.projects.map((p) => p.name)].map(clean).filter((s) => s.length > 0);
  return { resumeText: resume.text, resumeItems, skills: resume.skills.length ? resume.skills : doc.skills };
}

const asTurn = (t: StoredTurn): InterviewTurn => ({ question: t.question, answer: t.answer, result: t.result });

/** Speaking feedback over the spoken answers of a session, or nothing when none was spoken. */
function speakingOf(turns: readonly StoredTurn[]): { speaking?: Schemas["SpeakingSummary"] } {
  const summary = summariseSpeaking(turns.flatMap((t) => (t.voice ? [t.voice.metrics] : [])));
  return summary ? { speaking: summary } : {};
}

function jobOf(session: Pick<InterviewSession, "plan">): { job?: Schemas["InterviewJob"] } {
  const job = session.plan.job;
  return job ? { job: { application_id: job.applicationId, title: job.title, company: job.company, skills: job.skills } } : {};
}

function voiceOf(answer: string, voice: NonNullable<JsonBody<"answerInterviewQuestion">["voice"]>, charged: number): StoredVoice {
  const metrics: SpeakingMetrics = analyseSpeaking(answer, {
    durationSeconds: voice.duration_seconds,
    speechStartSeconds: voice.speech_start_seconds ?? null,
    speechEndSeconds: voice.speech_end_seconds ?? null,
    pauses: (voice.pauses ?? []).map((p) => ({ startSeconds: p.start_seconds, endSeconds: p.end_seconds })),
  });
  return { timing: voice, charged_seconds: charged, metrics };
}

/** How many saved interviews the list returns (the dashboard shows the latest few). */
export const SAVED_LIST_LIMIT = 50;
const NOT_FINISHED = "This interview is not finished yet. Finish it to see your summary, then save the results.";

/** The title a session is saved under when the user gives none: "Data Analyst mock interview at Flipkart". */
export function defaultTitle(session: Pick<SessionSummary, "role" | "company">): string {
  const title = `${session.role} mock interview${session.company ? ` at ${session.company}` : ""}`;
  return title.length > 120 ? `${title.slice(0, 119)}…` : title;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSummary(s: SessionSummary): Schemas["InterviewSessionSummary"] {
  return {
    session_id: s.id,
    title: s.title ?? defaultTitle(s),
    role: s.role,
    seniority: s.seniority,
    company: s.company,
    overall: s.overall,
    answers: s.answers,
    started_at: s.startedAt.toISOString(),
    finished_at: iso(s.finishedAt),
    saved_at: iso(s.savedAt),
  };
}

export function createInterviewService(deps: InterviewServiceDeps) {
  const { repo, interviewer, polisher, usage, logger } = deps;

  return {
    async start(userId: string, body: JsonBody<"startInterview">): Promise<Schemas["InterviewStartResponse"]> {
      // Practising for a saved job: its posting shapes the questions, and its title and company are the defaults.
      const saved = body.application_id ? await deps.jobs.find(userId, body.application_id) : undefined;
      if (body.application_id && !saved) throw notFound(JOB_NOT_FOUND);
      const job = saved ? readJobForInterview(saved) : undefined;
      const role = clean(body.role) || clean(job?.title);
      if (!role) throw badRequest(BLANK_ROLE, { errors: [{ path: "/body/role", message: "must not be blank" }] });
      const seniority: Seniority = body.seniority ?? "mid";
      const company = clean(body.company) || clean(job?.company ?? undefined) || null;
      // Questions from a stored resume: its facts as parsed at upload (404 when the id is not one of the user's).
      const stored = body.resume_id ? resumeSetup(await deps.resumes.byId(userId, body.resume_id)) : undefined;
      const typed = (body.skills ?? []).map(clean).filter((s) => s.length > 0);
      const skills = [...typed, ...(stored?.skills ?? []).filter((s) => !typed.some((t) => t.toLowerCase() === s.toLowerCase()))].slice(0, 30);
      const resume = stored ? { resumeText: stored.resumeText, resumeItems: stored.resumeItems } : { resumeText: body.resume_text };

      // The plan in effect (launch promotion applied) shapes the session, the same plan the quota uses.
      const planId: PlanId = (await usage.currentPlan(userId)).id;
      await usage.consume(userId, "mockInterviews");
      try {
        const plan = interviewer.planInterview({ role, seniority, company: company ?? undefined, skills, ...resume, planId, ...(job ? { job } : {}) });
        const first = interviewer.nextQuestion(plan, []);
        if (!first) throw new Error("the interview plan has no questions");
        const session = await repo.createSession({ userId, role, seniority, company, plan, currentQuestion: first });
        return {
          session_id: session.id,
          first_question: first.text,
          total_questions: plan.questions.length,
          time_limit_minutes: plan.timeLimitMinutes,
          ...jobOf(session),
        };
      } catch (err) {
        // No session was created, so the use goes back to the user.
        await usage.release(userId, "mockInterviews").catch((e: unknown) => logger.warn({ err: String(e) }, "could not release a mock interview use"));
        throw err;
      }
    },

    async answer(userId: string, body: JsonBody<"answerInterviewQuestion">): Promise<Schemas["InterviewNextResponse"]> {
      const answer = body.answer.trim();
      if (!answer) throw badRequest(BLANK_ANSWER, { errors: [{ path: "/body/answer", message: "must not be blank" }] });

      // A spoken answer takes its seconds from today's voice minutes first (402 when the plan has none or they are
      // used up); they go back when the answer is not scored.
      const spoken = body.voice;
      const charge = spoken ? await usage.consumeVoice(userId, spoken.duration_seconds) : null;
      const refund = async () => {
        if (charge) await usage.releaseVoice(userId, charge.day, charge.charged).catch((e: unknown) => logger.warn({ err: String(e) }, "could not release voice seconds"));
      };

      const outcome = await repo.transaction(async (tx) => {
        // The row lock makes a second concurrent answer wait and then see this one's turn.
        const session = await tx.lockSession(userId, body.session_id);
        if (!session) throw notFound(NOT_FOUND);
        const turns = await tx.listTurns(session.id);
        const question = session.currentQuestion;
        if (!question) {
          const last = turns.at(-1);
          return { kind: "over" as const, last };
        }
        const limitMinutes = session.plan.timeLimitMinutes;
        const overtime = limitMinutes ? session.elapsedSeconds - limitMinutes * 60 : Number.NEGATIVE_INFINITY;
        if (limitMinutes && overtime > TIME_LIMIT_GRACE_SECONDS) {
          // Nothing more is asked: later calls see a finished interview, and finish summarises what was answered.
          await tx.setCurrentQuestion(session.id, null);
          return { kind: "time_up" as const, last: turns.at(-1), limitMinutes };
        }
        const result = interviewer.scoreAnswer({
          plan: session.plan,
          turnIndex: turns.length,
          question,
          answer,
          previousAnswers: turns.map((t) => t.answer),
        });
        const turn: StoredTurn = {
          turnNo: turns.length + 1,
          question,
          answer,
          score: result.score,
          feedback: result.feedback,
          result,
          voice: spoken && charge ? voiceOf(answer, spoken, charge.charged) : null,
        };
        if (!(await tx.insertTurn(session.id, turn))) throw conflict(SAME_TURN);
        // Past the limit (inside the grace) this answer is the last one.
        const next = overtime > 0 ? null : interviewer.nextQuestion(session.plan, [...turns.map(asTurn), asTurn(turn)]);
        await tx.setCurrentQuestion(session.id, next);
        return { kind: "answered" as const, session, turn, next };
      }).catch(async (err: unknown) => {
        await refund();
        throw err;
      });

      if (outcome.kind !== "answered") await refund();
      if (outcome.kind === "over") {
        const last = outcome.last;
        return { finished: true, next_question: null, score: last?.score ?? 0, feedback: last?.feedback ?? OVER, turn: last?.turnNo ?? 0 };
      }
      if (outcome.kind === "time_up") {
        const last = outcome.last;
        return { finished: true, next_question: null, score: last?.score ?? 0, feedback: timeUp(outcome.limitMinutes), turn: last?.turnNo ?? 0 };
      }

      const { session, turn, next } = outcome;
      // Wording polish runs after commit so a slow LLM never holds the session lock; the answer is already safe.
      let feedback = turn.feedback;
      const polished = await polisher.feedback({ plan: session.plan, question: turn.question, answer, result: turn.result });
      if (polished) {
        feedback = polished;
        await repo.updateTurnFeedback(session.id, turn.turnNo, polished);
      }
      return {
        finished: next === null,
        next_question: next?.text ?? null,
        score: turn.score,
        feedback,
        turn: turn.turnNo,
        ...(turn.voice && charge ? { speaking: turn.voice.metrics, voice_seconds_left: charge.remaining } : {}),
      };
    },

    async finish(userId: string, body: JsonBody<"finishInterview">): Promise<Schemas["InterviewFinishResponse"]> {
      const outcome = await repo.transaction(async (tx) => {
        const session = await tx.lockSession(userId, body.session_id);
        if (!session) throw notFound(NOT_FOUND);
        if (session.finishedAt) return { fresh: false as const, session, answered: 0 };
        const turns = await tx.listTurns(session.id);
        const result = interviewer.summarise({ plan: session.plan, turns: turns.map(asTurn) });
        const saved = await tx.saveSummary(session.id, result);
        await tx.recordActivity({
          userId,
          kind: "interview_finished",
          summary: `Finished a ${session.role} mock interview: ${result.overall}/100`,
          data: { session_id: session.id, overall: result.overall, answers: turns.length },
        });
        return { fresh: true as const, session: saved, answered: turns.length };
      });

      const { session } = outcome;
      const sectionScores = session.sectionScores;
      if (session.overall === null || sectionScores === null || session.summary === null) {
        throw new AppError(500, "This interview's result could not be read. Please try finishing it again.");
      }
      let summary = session.summary;
      if (outcome.fresh) {
        const polished = await polisher.summary({
          plan: session.plan,
          result: { overall: session.overall, section_scores: sectionScores, summary },
          answered: outcome.answered,
        });
        if (polished) {
          summary = polished;
          await repo.updateSummaryText(session.id, polished);
        }
      }
      return { overall: session.overall, section_scores: sectionScores, summary, ...speakingOf(await repo.listTurns(session.id)) };
    },

    /** GET /interview/voice: the plan's daily voice minutes and what is left today. */
    voiceAllowance(userId: string): Promise<Schemas["VoiceAllowance"]> {
      return usage.voiceAllowance(userId);
    },

    /** GET /interview/sessions: the saved results, the most recently saved first. */
    async listSaved(userId: string): Promise<Schemas["InterviewSessionList"]> {
      return { sessions: (await repo.listSaved(userId, SAVED_LIST_LIMIT)).map(toSummary) };
    },

    /** GET /interview/sessions/{id}: one of the user's interviews with every answer, as Results shows it. */
    async detail(userId: string, sessionId: string): Promise<Schemas["InterviewSessionDetail"]> {
      const summary = await repo.findSummary(userId, sessionId);
      if (!summary) throw notFound(NOT_FOUND);
      const session = (await repo.findSession(userId, sessionId))!;
      const turns = await repo.listTurns(sessionId);
      return {
        ...toSummary(summary),
        section_scores: session.sectionScores,
        summary: session.summary,
        turns: turns.map((t) => ({
          turn: t.turnNo,
          question: t.question.text,
          answer: t.answer,
          score: t.score,
          feedback: t.feedback,
          ...(t.voice ? { speaking: t.voice.metrics } : {}),
        })),
        ...speakingOf(turns),
        ...jobOf(session),
      };
    },

    /** POST /interview/sessions/{id}/save (Save Results): a finished interview, under the title given or its own. */
    async save(userId: string, sessionId: string, body: { title?: string } | undefined): Promise<Schemas["InterviewSessionSummary"]> {
      const summary = await repo.findSummary(userId, sessionId);
      if (!summary) throw notFound(NOT_FOUND);
      if (!summary.finishedAt) throw conflict(NOT_FINISHED);
      const given = clean(body?.title);
      if (body?.title !== undefined && !given) {
        throw badRequest("Please give the results a name, or leave the name out to use the role's.", { errors: [{ path: "/body/title", message: "must not be blank" }] });
      }
      await repo.markSaved(sessionId, given || summary.title || defaultTitle(summary));
      return toSummary((await repo.findSummary(userId, sessionId))!);
    },

    /** DELETE /interview/sessions/{id}/save: out of the saved list; the interview and its score stay. */
    async unsave(userId: string, sessionId: string): Promise<void> {
      if (!(await repo.findSummary(userId, sessionId))) throw notFound(NOT_FOUND);
      await repo.unmarkSaved(sessionId);
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
