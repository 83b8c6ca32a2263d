import { analyseAnswer, type AnalysisContext, type AnswerAnalysis } from "./answer-analysis";
import type { AnswerDimensions, AnswerScore, InterviewQuestion } from "./interviewer";
import { clamp, round1 } from "./text";

// The documented rubric (docs/quality/interview.md). Weights sum to 1.
export const DIMENSION_WEIGHTS: Readonly<AnswerDimensions> = {
  relevance: 0.3,
  structure: 0.2,
  evidence: 0.2,
  length: 0.15,
  clarity: 0.15,
};

/** Questions answered with a story (STAR) rather than an explanation. */
export function expectsStory(q: Pick<InterviewQuestion, "kind">): boolean {
  return q.kind === "behavioural" || q.kind === "resume" || q.kind === "leadership" || q.kind === "job";
}

function relevanceScore(a: AnswerAnalysis): number {
  return 10 * clamp(0.55 * a.conceptCoverage + 0.2 * Math.min(1, a.questionOverlap / 0.4) + 0.25 * Math.min(1, a.domainHits / 4), 0, 1);
}

function structureScore(a: AnswerAnalysis, q: InterviewQuestion): number {
  const s = a.signals;
  let score: number;
  if (q.kind === "follow_up") {
    // A follow-up asks for one missing piece; judge whether it was supplied, not a full STAR arc.
    score = 4 + (s.star.result ? 2 : 0) + (a.resultWithFigure ? 2 : 0) + (a.actionCount > 0 ? 1 : 0) + (a.reasoning ? 1 : 0);
  } else if (q.expectsStory) {
    score =
      (s.star.situation ? 2 : 0) +
      (s.star.task ? 1.5 : 0) +
      Math.min(3, a.actionCount * 1.2) +
      (a.resultWithFigure ? 3 : s.star.result ? 2 : 0) +
      (a.reflection ? 0.5 : 0);
    if (s.teamOnly) score = Math.max(0, score - 1); // a team story without "I" hides the candidate's part
  } else {
    score =
      2.5 * Math.min(1, a.sequenceCount / 2) +
      (a.reasoning ? 2 : 0) +
      (s.mentionsTradeoff ? 2 : 0) +
      (s.hasExample ? 2.5 : 0) +
      (s.star.result || a.resultWithFigure ? 1 : 0);
  }
  if (a.sentenceCount <= 1) score = Math.min(score, 4); // one sentence has no structure to speak of
  return clamp(score, 0, 10);
}

function evidenceScore(a: AnswerAnalysis): number {
  const f = a.signals.figures.length;
  const t = a.signals.toolsMentioned.length;
  const figurePts = f === 0 ? 0 : f === 1 ? 3 : f === 2 ? 4.5 : 5.5;
  const toolPts = t === 0 ? 0 : t === 1 ? 1.5 : t === 2 ? 2.5 : 3;
  const namedPts = Math.min(1.5, a.namedEntities * 0.4);
  const outcomePts = a.resultWithFigure ? 1 : 0;
  return clamp(figurePts + toolPts + namedPts + outcomePts, 0, 10);
}

/** 130–300 words is a 60–120 second spoken answer. */
export function lengthScore(wc: number, brief = false): number {
  if (wc === 0) return 0;
  if (brief) {
    // Follow-ups want a focused 20–60 second addition: 40–200 words.
    if (wc < 10) return 1;
    if (wc < 40) return 2 + ((wc - 10) / 30) * 6;
    if (wc <= 200) return 10;
    return Math.max(5, 10 - ((wc - 200) / 100) * 2);
  }
  if (wc < 20) return 1;
  if (wc < 60) return 2 + ((wc - 20) / 40) * 3;
  if (wc < 130) return 5 + ((wc - 60) / 70) * 5;
  if (wc <= 300) return 10;
  if (wc <= 400) return 10 - ((wc - 300) / 100) * 3;
  if (wc <= 600) return 7 - ((wc - 400) / 200) * 3;
  return 4;
}

function clarityScore(a: AnswerAnalysis): number {
  const s = a.signals;
  const wc = Math.max(1, s.wordCount);
  let score = 10;
  score -= Math.min(5, (a.fillerCount / wc) * 60);
  score -= Math.min(4, Math.max(0, s.repetitionRatio - 0.05) * 20);
  score -= Math.min(1.5, s.hedgeCount * 0.3);
  if (a.avgSentenceLength > 50) score -= 2;
  else if (a.avgSentenceLength > 35) score -= 1;
  if (!a.hasPunctuation && wc > 60) score -= 1;
  if (wc < 20) score = Math.min(score, 5); // too little text to judge clarity
  return clamp(score, 0, 10);
}

export function scoreWithRubric(answer: string, ctx: AnalysisContext): AnswerScore {
  const a = analyseAnswer(answer, ctx);
  const s = a.signals;
  const dims: AnswerDimensions = {
    relevance: relevanceScore(a),
    structure: structureScore(a, ctx.question),
    evidence: evidenceScore(a),
    length: lengthScore(s.wordCount, ctx.question.kind === "follow_up"),
    clarity: clarityScore(a),
  };
  let score =
    dims.relevance * DIMENSION_WEIGHTS.relevance +
    dims.structure * DIMENSION_WEIGHTS.structure +
    dims.evidence * DIMENSION_WEIGHTS.evidence +
    dims.length * DIMENSION_WEIGHTS.length +
    dims.clarity * DIMENSION_WEIGHTS.clarity;

  // Caps: a short or off-target answer cannot be rescued by polish on other dimensions.
  const wc = s.wordCount;
  if (ctx.question.kind === "follow_up") {
    if (wc < 8) score = Math.min(score, 2);
    else if (wc < 20) score = Math.min(score, 5);
  } else if (wc < 15) score = Math.min(score, 2);
  else if (wc < 30) score = Math.min(score, 3.5);
  else if (wc < 50) score = Math.min(score, 6.5);
  else if (wc < 80) score = Math.min(score, 8);
  if (dims.relevance < 3) score = Math.min(score, 4);
  if (s.figures.length === 0 && s.toolsMentioned.length === 0) score = Math.min(score, 7);
  if (ctx.question.expectsStory && !s.star.result) score = Math.min(score, 7.5);
  // A story whose result has no number at all, or an explanation with no real example, stays below "strong".
  if (ctx.question.expectsStory && s.figures.length === 0) score = Math.min(score, 6.5);
  if ((ctx.question.kind === "technical" || ctx.question.kind === "situational") && !s.hasExample) score = Math.min(score, 7);
  if (s.flags.includes("generic")) score = Math.min(score, 3.5);

  // Non-answers score at most 2 whatever else they contain.
  if (s.flags.includes("empty")) score = 0;
  if (s.flags.includes("gibberish")) score = Math.min(score, 0.5);
  if (s.flags.includes("copy_of_question")) score = Math.min(score, 1);
  if (s.flags.includes("off_topic")) score = Math.min(score, 1.5);
  if (s.flags.includes("dont_know")) score = Math.min(score, 1.5);
  if (s.flags.includes("repeated_answer")) score = Math.min(score, 2);

  const rounded: AnswerDimensions = {
    relevance: round1(dims.relevance),
    structure: round1(dims.structure),
    evidence: round1(dims.evidence),
    length: round1(dims.length),
    clarity: round1(dims.clarity),
  };
  const finalScore = round1(clamp(score, 0, 10));
  return { score: finalScore, dimensions: rounded, signals: s, feedback: buildFeedback(a, rounded, ctx, finalScore) };
}

function list(items: readonly string[], n: number): string {
  const xs = items.slice(0, n);
  if (xs.length <= 1) return xs.join("");
  return `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
}

/** Tool names as a person writes them: "sql" -> "SQL", "google ads" -> "Google Ads". */
const TOOL_NAMES: Record<string, string> = { jira: "Jira", ga4: "GA4", csat: "CSAT", nps: "NPS", sql: "SQL", excel: "Excel", tally: "Tally", figma: "Figma", react: "React", java: "Java", kafka: "Kafka", redis: "Redis", maze: "Maze", ieee: "IEEE" };
function displayTool(t: string): string {
  if (TOOL_NAMES[t]) return TOOL_NAMES[t] as string;
  if (t !== t.toLowerCase()) return t;
  if (t.length <= 4 && !t.includes(" ")) return t.toUpperCase();
  return t.replace(/(^|[\s/-])(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
}

// Concept entries are written as stems so they match word variants; show whole words instead.
const STEM_WORDS: Record<string, string> = {
  analys: "analysis", assess: "assessment", automat: "automation", communicat: "communication", consisten: "consistency",
  dependenc: "dependencies", diagnos: "diagnosis", differentiat: "differentiation", efficien: "efficiency", engag: "engagement",
  escalat: "escalation", hypothes: "hypothesis", imbalanc: "class imbalance", implement: "implementation", improv: "improvement",
  indemn: "indemnity", iterat: "iteration", "load balanc": "load balancing", mitigat: "mitigation", negotiat: "negotiation",
  priorit: "prioritisation", profil: "profiling", reconcil: "reconciliation", regularis: "regularisation", reproduc: "reproduction steps",
  resolv: "resolution", rightsiz: "rightsizing", scal: "scaling", sourc: "sourcing", visuali: "visualisation", measur: "measurement",
  qualif: "qualification", discrepanc: "discrepancy", triangulat: "triangulation", categor: "categorisation", investigat: "investigation",
  empath: "empathy", reassur: "reassurance", inefficien: "inefficiency", responsib: "responsibility", opportunit: "opportunity",
  decid: "decision", optimis: "optimisation", segment: "segmentation", forecast: "forecasting", auction: "auction pressure",
  accura: "accuracy", allerg: "allergies", identif: "identification", isolat: "isolation", oversampl: "oversampling",
  validat: "validation",
  // Verbs and bare words read as instructions ("address listen"): name the point instead.
  listen: "listening", explain: "a clear explanation", calm: "staying calm", advise: "your advice", compare: "a comparison",
  learn: "what you learned", iterate: "iteration", recommend: "your recommendation", reteach: "reteaching",
  understand: "checking understanding", delegate: "delegation", deliver: "delivery", fix: "the fix", build: "what you built",
  close: "the close", measure: "measurement", plan: "your plan", monitor: "monitoring", recover: "recovery", renew: "renewal",
  reorder: "reorder points", retry: "retries", wait: "waiting time", prospect: "prospecting", need: "the customer's need",
  changed: "what changed", before: "the before and after", fixed: "what you fixed", missing: "what was missing",
  next: "next steps", shipped: "what shipped", simple: "keeping it simple", clean: "data cleaning", time: "timing",
  parent: "parents", rights: "the five rights", teachers: "fellow teachers", users: "the users", goals: "goals",
  "a/b": "A/B testing", abc: "ABC (airway, breathing, circulation)", ci: "CI", kpi: "KPIs", cpa: "CPA", csat: "CSAT",
  seo: "SEO", sla: "SLAs", slo: "SLOs", tat: "turnaround time (TAT)", mmp: "an MMP", crm: "CRM", cfo: "the CFO",
  ltv: "LTV", raci: "RACI", rice: "RICE", wcag: "WCAG", aria: "ARIA", nosql: "NoSQL", mvvm: "MVVM",
  crashlytics: "Crashlytics", lighthouse: "Lighthouse",
  external: "external factors", functional: "functional and edge-case tests", global: "global state",
  horizontal: "horizontal scaling", historical: "historical and seasonal patterns", incremental: "incremental impact",
  individual: "individual attention", lean: "lean methods", relational: "relational databases", render: "re-renders",
  seasonal: "seasonality", sync: "syncing", tag: "tagging", vital: "vital signs", flaky: "flaky tests",
  overfit: "overfitting", pause: "pausing or shifting spend", proxy: "a proxy estimate", drift: "model drift",
  penetration: "penetration rate", population: "the population", bet: "the bets you chose", buddy: "a buddy or mentor",
  image: "image size and caching", app: "the app", extension: "extension work", battery: "battery use",
  index: "indexes", keyboard: "keyboard access", language: "language and localisation", signal: "usage signals",
  stage: "pipeline stage", value: "value (ROI)", reason: "the reason why", question: "the question you asked",
  option: "the options", idea: "the idea", group: "group work", stakeholder: "the stakeholders",
  product: "its products or customers",
};

/** Concept entries are "a|b|c" alternatives; show the first alternative to the candidate. */
export function conceptLabel(c: string): string {
  const first = (c.split("|")[0] ?? c).trim();
  return STEM_WORDS[first] ?? first;
}

function buildFeedback(a: AnswerAnalysis, d: AnswerDimensions, ctx: AnalysisContext, score: number): string {
  const s = a.signals;
  const q = ctx.question;
  const topic = q.topic;

  if (s.flags.includes("empty")) return "No answer was given. Answer in 130–300 words: the situation, what you did and the result.";
  if (s.flags.includes("gibberish"))
    return "This does not read as an answer. Write full sentences that describe a real situation, what you did and the result.";
  if (s.flags.includes("copy_of_question"))
    return "You repeated the question back. Answer it: describe a real situation, the actions you took and the result in numbers.";
  if (s.flags.includes("repeated_answer"))
    return `This is the same answer you gave earlier. Use a different example that fits this question about ${topic}.`;
  if (s.flags.includes("dont_know"))
    return `If you lack direct experience of ${topic}, say so in one line, then describe the closest thing you have done, or how you would approach it step by step.`;
  if (s.flags.includes("off_topic"))
    return `This answer does not address the question about ${topic}. Cover ${list(s.conceptsMissed.map(conceptLabel), 2)} with an example from your own work.`;

  const genericNote = s.flags.includes("generic")
    ? "This describes you in general terms rather than one real example. Pick one specific situation: where you were, what you did and the result in numbers."
    : null;
  const good: string[] = [];
  if (a.resultWithFigure && s.figures.length > 0) good.push(`you quantified the outcome (${list(a.resultFigures.length ? a.resultFigures : s.figures, 2)})`);
  else if (s.figures.length >= 2) good.push(`you backed it with numbers (${list(s.figures, 2)})`);
  if (s.toolsMentioned.length >= 1) good.push(`you named specific tools and skills (${list(s.toolsMentioned.map(displayTool), 3)})`);
  if (q.expectsStory && s.star.situation && s.star.action && s.star.result) good.push("a clear situation, action and result");
  if (!q.expectsStory && a.sequenceCount >= 2 && s.mentionsTradeoff) good.push("a stepwise approach that weighs trade-offs");
  if (s.conceptsHit.length >= 3) good.push(`you covered the key points (${list(s.conceptsHit.map(conceptLabel), 3)})`);
  if (q.expectsStory && a.actionCount >= 2 && !s.teamOnly) good.push("your own actions are clear");
  if (d.length >= 9 && d.clarity >= 8) good.push("a well-paced length for a 1–2 minute answer");

  // Improvements ranked by how much each gap costs; the two biggest are named.
  const add: Array<{ w: number; text: string }> = [];
  const missed = s.conceptsMissed.map(conceptLabel);
  if (d.relevance < 5 && missed.length > 0) add.push({ w: (10 - d.relevance) * 1.1, text: `Answer the question asked: address ${list(missed, 2)}.` });
  else if (d.relevance < 8 && missed.length > 0) add.push({ w: (10 - d.relevance) * 0.7, text: `Also cover ${list(missed, 2)}.` });
  if (q.expectsStory) {
    if (!s.star.result) add.push({ w: 6, text: "Add the result in numbers: what changed and by how much." });
    else if (!a.resultWithFigure) add.push({ w: 4, text: "Put a number on the result (%, ₹, time saved, users or customers affected)." });
    if (s.teamOnly) add.push({ w: 5.5, text: "Say what you personally did: use 'I' for your own decisions and actions, not only 'we'." });
    else if (a.actionCount === 0) add.push({ w: 4.5, text: "Describe the specific actions you took, step by step." });
    if (!s.star.situation) add.push({ w: 2.5, text: "Open with one line of context: where you were and what was at stake." });
  } else if (q.kind === "follow_up") {
    if (!a.resultWithFigure && s.figures.length === 0) add.push({ w: 5, text: "Give the concrete number: the before and after, and how you measured it." });
    if (s.teamOnly) add.push({ w: 5, text: "Name your own part: which decisions and actions were yours ('I ...')." });
  } else {
    if (!s.hasExample) add.push({ w: 4, text: "Ground it in one real example from your own work." });
    if (a.sequenceCount < 2) add.push({ w: 2.5, text: "Lay out your approach in steps (first…, then…, finally…)." });
    if (!s.mentionsTradeoff) add.push({ w: 2.2, text: "Mention a trade-off or when you would choose differently." });
  }
  if (s.figures.length === 0 && s.toolsMentioned.length === 0) {
    const examples = ctx.family.tools.slice(0, 3);
    add.push({ w: 4.2, text: `Name the tools or methods you used${examples.length ? ` (e.g. ${list(examples, 3)})` : ""} and one concrete number.` });
  } else if (s.figures.length === 0 && !q.expectsStory && q.kind !== "follow_up") {
    add.push({ w: 2, text: "Add one concrete number from your experience (a metric, volume or time saved)." });
  }
  if (q.kind === "follow_up" && s.wordCount < 30) add.push({ w: (10 - d.length) * 0.75, text: "Give a fuller reply (40–150 words) that answers the follow-up directly." });
  else if (q.kind !== "follow_up" && s.wordCount < 100)
    add.push({ w: (10 - d.length) * 0.75, text: "Expand to about 130–300 words (60–120 seconds spoken): context, your actions and the outcome." });
  if (s.wordCount > 350) add.push({ w: (10 - d.length) * 0.8 + 1, text: "Trim to the key story: under 300 words, about two minutes spoken." });
  if (a.fillerCount >= 2) add.push({ w: 2 + a.fillerCount * 0.5, text: `Cut filler words (${list(s.fillerWords, 3)}).` });
  if (s.repetitionRatio > 0.12) add.push({ w: 3, text: "Avoid repeating the same phrases; make each sentence add something new." });
  if (s.hedgeCount >= 3) add.push({ w: 2.5, text: "Replace hedges like 'I think' and 'maybe' with direct statements of what you did." });

  add.sort((x, y) => y.w - x.w);
  const adds = add.slice(0, 2).map((x) => x.text);
  if (adds.length === 0) {
    adds.push(
      a.reflection
        ? "Keep this shape; to stand out, link the result to the wider business goal."
        : "Close with one line on what you learned or would do differently next time.",
    );
  }

  if (genericNote) return `${genericNote} ${adds.find((t) => !/result in numbers/.test(t)) ?? ""}`.trim();
  const parts: string[] = [];
  if (good.length > 0) parts.push(`${score >= 7.5 ? "Strong" : "Good"}: ${list(good, 2)}.`);
  parts.push(`To improve: ${adds.join(" ")}`);
  return parts.join(" ");
}
