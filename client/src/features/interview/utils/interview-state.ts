// The Interview AI screen's transitions (SPEC section 4) as a pure reducer:
// setup → interview on a successful start; interview → results when the server says finished or gives
// no next question (the question becomes '(finished)'), or on Finish & Summary; Restart clears everything.
import type {
  InterviewFinishResponse,
  InterviewJob,
  InterviewNextResponse,
  InterviewSessionDetail,
  InterviewStartResponse,
  SpeakingMetrics,
} from "../../../api/generated/model";
import { FINISHED_QUESTION } from "./interview-helpers";

export type InterviewTab = "setup" | "interview" | "results";

export interface TranscriptEntry {
  turn: number;
  question: string;
  answer: string;
  score: number;
  feedback: string;
  /** Speaking feedback, when the answer was spoken. */
  speaking?: SpeakingMetrics;
}

export interface InterviewState {
  tab: InterviewTab;
  sessionId: string | null;
  role: string;
  /** The question on screen; FINISHED_QUESTION once the interview is over. */
  question: string;
  /** The number of the question on screen (1 for the first). */
  turn: number;
  finished: boolean;
  totalQuestions: number;
  timeLimitMinutes: number | null;
  /** When the session started (ms since the epoch), for the timer. */
  startedAt: number | null;
  transcript: TranscriptEntry[];
  result: InterviewFinishResponse | null;
  /** Save Results: the title the results are saved under, once saved (or when reopened saved). */
  saved: { title: string; savedAt: string } | null;
  /** The saved job the interview practises for, if any. */
  job: InterviewJob | null;
}

export const initialInterviewState: InterviewState = {
  tab: "setup",
  sessionId: null,
  role: "",
  question: "",
  turn: 0,
  finished: false,
  totalQuestions: 0,
  timeLimitMinutes: null,
  startedAt: null,
  transcript: [],
  result: null,
  saved: null,
  job: null,
};

export type InterviewAction =
  | { type: "started"; role: string; response: InterviewStartResponse; now: number }
  | { type: "answered"; sessionId: string; question: string; answer: string; response: InterviewNextResponse }
  | { type: "finish-requested"; sessionId: string }
  | { type: "finish-failed"; sessionId: string }
  | { type: "finished"; sessionId: string; result: InterviewFinishResponse }
  | { type: "select-tab"; tab: InterviewTab }
  | { type: "saved"; sessionId: string; title: string; savedAt: string }
  /** A stored interview reopened (a saved result from the dashboard): its answers and result, on Results. */
  | { type: "loaded"; session: InterviewSessionDetail }
  | { type: "restart" };

/**
 * The turn an answer was for. Hirewise says it (`turn`, which after the end repeats the last answered one); SPEC
 * section 3's next response has no turn, so then it is the client's own count: the one after the last answered.
 */
export function answeredTurn(response: Pick<InterviewNextResponse, "turn">, lastAnswered: number): number {
  return response.turn ?? lastAnswered + 1;
}

function isCurrent(state: InterviewState, sessionId: string): boolean {
  return state.sessionId !== null && state.sessionId === sessionId;
}

export function interviewReducer(state: InterviewState, action: InterviewAction): InterviewState {
  switch (action.type) {
    case "started": {
      const { response } = action;
      return {
        ...initialInterviewState,
        tab: "interview",
        sessionId: response.session_id,
        role: action.role,
        question: response.first_question,
        turn: 1,
        // Not in SPEC section 3: 0 means "not said", and the progress line then counts answers only.
        totalQuestions: response.total_questions ?? 0,
        timeLimitMinutes: response.time_limit_minutes ?? null,
        startedAt: action.now,
        job: response.job ?? null,
      };
    }
    case "answered": {
      // A reply for a session that was restarted away is dropped.
      if (!isCurrent(state, action.sessionId)) return state;
      const { response } = action;
      const last = state.transcript.at(-1)?.turn ?? 0;
      const turn = answeredTurn(response, last);
      // `turn` is the turn just answered; after the end the server repeats the last one, which is already listed.
      const scored = turn > last;
      const transcript = scored
        ? [
            ...state.transcript,
            {
              turn,
              question: action.question,
              answer: action.answer,
              score: response.score,
              feedback: response.feedback,
              ...(response.speaking ? { speaking: response.speaking } : {}),
            },
          ]
        : state.transcript;
      const next = response.next_question?.trim() ? response.next_question : null;
      if (response.finished || next === null) {
        return { ...state, transcript, question: FINISHED_QUESTION, finished: true, tab: "results" };
      }
      return { ...state, transcript, question: next, turn: scored ? turn + 1 : state.turn };
    }
    case "finish-requested":
      return isCurrent(state, action.sessionId) ? { ...state, tab: "results" } : state;
    case "finish-failed":
      return isCurrent(state, action.sessionId) ? { ...state, tab: "interview" } : state;
    case "finished":
      return isCurrent(state, action.sessionId)
        ? { ...state, result: action.result, finished: true, question: FINISHED_QUESTION, tab: "results" }
        : state;
    case "select-tab":
      // Interview and Results exist only once a session does.
      if (action.tab !== "setup" && !state.sessionId) return state;
      return { ...state, tab: action.tab };
    case "saved":
      return isCurrent(state, action.sessionId) ? { ...state, saved: { title: action.title, savedAt: action.savedAt } } : state;
    case "loaded":
      return fromStoredSession(action.session);
    case "restart":
      return initialInterviewState;
  }
}

/**
 * A stored interview as the screen shows it: every answer in the transcript and, once finished, the result on the
 * Results tab (an unfinished one opens on Results too, where Finish & Summary scores the answers given).
 */
export function fromStoredSession(session: InterviewSessionDetail): InterviewState {
  const finished = session.finished_at !== null && session.overall !== null && session.section_scores !== null && session.summary !== null;
  return {
    ...initialInterviewState,
    tab: "results",
    sessionId: session.session_id,
    role: session.role,
    question: FINISHED_QUESTION,
    turn: session.turns.length,
    finished: true,
    totalQuestions: session.turns.length,
    transcript: session.turns.map((t) => ({
      turn: t.turn,
      question: t.question,
      answer: t.answer,
      score: t.score,
      feedback: t.feedback,
      ...(t.speaking ? { speaking: t.speaking } : {}),
    })),
    result: finished
      ? { overall: session.overall!, section_scores: session.section_scores!, summary: session.summary!, ...(session.speaking ? { speaking: session.speaking } : {}) }
      : null,
    saved: session.saved_at ? { title: session.title, savedAt: session.saved_at } : null,
    job: session.job ?? null,
  };
}

/** The scores of the answers so far, in order. */
export function transcriptScores(state: Pick<InterviewState, "transcript">): number[] {
  return state.transcript.map((t) => t.score);
}
