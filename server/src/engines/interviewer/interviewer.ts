// The Interviewer engine contract. Everything here is plain JSON-serialisable data so the
// server can store a plan and its turns in PostgreSQL (jsonb) between HTTP calls and hand
// them back unchanged. Implementations must be pure: same inputs, same outputs.

export type Seniority = "junior" | "mid" | "senior";
export type PlanId = "free" | "starter" | "pro" | "pro_plus";

export type QuestionKind =
  | "behavioural" // STAR story about something the candidate did
  | "technical" // role knowledge: how would you / how does X work
  | "situational" // hypothetical: what would you do if
  | "motivation" // why this company / role
  | "resume" // about an item named in the pasted resume
  | "job" // about a duty quoted from the saved job's posting
  | "leadership" // senior: strategy, people, influence
  | "follow_up"; // reacts to the previous answer

/** A saved job the interview practises for, as the job-match engine reads its posting (job-focus.ts). */
export interface InterviewJobContext {
  applicationId: string;
  title: string;
  company: string | null;
  /** Skills the posting requires, most important first. */
  requiredSkills: string[];
  /** Skills it only prefers. */
  niceSkills: string[];
  /** Lines of the posting that say what the job involves, verbatim, with the skills each names. */
  duties: Array<{ text: string; skills: string[] }>;
}

export interface InterviewSetup {
  role: string;
  seniority?: Seniority;
  company?: string;
  skills?: string[];
  resumeText?: string;
  /**
   * Names read from a stored (already parsed) resume: its companies and projects, most recent first. When given,
   * questions ask about these instead of guessing names from `resumeText`.
   */
  resumeItems?: string[];
  /** Subscription plan; sets the question count and time limit unless questionCount is given. */
  planId?: PlanId;
  /** Explicit number of planned (main) questions, clamped to 1..12. */
  questionCount?: number;
  /** Practise for a saved job: its duties and required skills lead the questions. */
  job?: InterviewJobContext;
}

export interface InterviewQuestion {
  /** Stable id: bank template id, or `follow_up:<reason>:<turn>`. */
  id: string;
  kind: QuestionKind;
  text: string;
  /** Short label used in summaries, e.g. "a campaign you owned end to end". */
  topic: string;
  /** What a good answer should touch. Each entry may list alternatives separated by "|". */
  concepts: string[];
  /** Whether the answer is expected to be a STAR story (drives structure scoring). */
  expectsStory: boolean;
}

export interface InterviewPlan {
  version: 1;
  role: string;
  /** Detected role family id, e.g. "performance_marketing"; "general" when unknown. */
  family: string;
  familyLabel: string;
  seniority: Seniority;
  company: string | null;
  skills: string[];
  /** Items found in the pasted resume that questions may refer to (companies, projects). */
  resumeItems: string[];
  planId: PlanId | null;
  /** The planned main questions, in order. Follow-ups are added on top by nextQuestion. */
  questions: InterviewQuestion[];
  /** How many follow-up questions nextQuestion may insert. */
  maxFollowUps: number;
  /** Minutes for timed plans (free: 5, starter: 15), else null. */
  timeLimitMinutes: number | null;
  /** Hash of the setup; seeds any variety so it is reproducible. */
  seed: number;
  /** The saved job the interview practises for (absent otherwise). */
  job?: { applicationId: string; title: string; company: string | null; skills: string[] } | null;
}

export interface AnswerDimensions {
  relevance: number;
  structure: number;
  evidence: number;
  length: number;
  clarity: number;
}

export type AnswerFlag =
  | "empty"
  | "gibberish"
  | "copy_of_question"
  | "repeated_answer"
  | "off_topic"
  | "dont_know"
  /** Talks about the candidate in general terms ("I always...") instead of one real example. */
  | "generic"
  | "too_short"
  | "too_long";

export interface AnswerSignals {
  wordCount: number;
  flags: AnswerFlag[];
  conceptsHit: string[];
  conceptsMissed: string[];
  /** Tools, skills and named things mentioned (evidence). */
  toolsMentioned: string[];
  /** Numbers, percentages and money amounts found. */
  figures: string[];
  star: { situation: boolean; task: boolean; action: boolean; result: boolean };
  /** True when the candidate describes team actions ("we") but never their own ("I"). */
  teamOnly: boolean;
  hasExample: boolean;
  mentionsTradeoff: boolean;
  fillerWords: string[];
  hedgeCount: number;
  repetitionRatio: number;
}

export interface AnswerScore {
  /** 0–10, one decimal. */
  score: number;
  feedback: string;
  dimensions: AnswerDimensions;
  signals: AnswerSignals;
}

export interface InterviewTurn {
  question: InterviewQuestion;
  answer: string;
  /** The stored result of scoreAnswer for this turn, if already computed. */
  result?: AnswerScore;
}

export interface ScoreAnswerInput {
  plan: InterviewPlan;
  /** 0-based index of this turn in the session (follow-ups included). */
  turnIndex: number;
  /** The question object (preferred) or just its text; text is matched against the plan. */
  question: InterviewQuestion | string;
  answer: string;
  /** Answers given earlier in the same session (repeat detection). */
  previousAnswers?: string[];
}

export type SectionName = "communication" | "structure" | "role_knowledge" | "impact_evidence" | "confidence";

export interface InterviewSummary {
  /** 0–100, integer. */
  overall: number;
  section_scores: Record<SectionName, number>;
  summary: string;
}

export interface Interviewer {
  planInterview(setup: InterviewSetup): InterviewPlan;
  /** The question to ask after `turns` (answered turns, in order), or null when the interview is over. */
  nextQuestion(plan: InterviewPlan, turns: InterviewTurn[]): InterviewQuestion | null;
  scoreAnswer(input: ScoreAnswerInput): AnswerScore;
  summarise(input: { plan: InterviewPlan; turns: InterviewTurn[] }): InterviewSummary;
}
