import type { AnswerScore, InterviewPlan, InterviewSummary, InterviewTurn, SectionName } from "./interviewer";
import { clamp, round1 } from "./text";

// Turns scored answers into the finish response: overall 0–100, five section scores 0–10 and
// a summary that names the best and weakest areas and one concrete next step.

const SECTION_LABEL: Record<SectionName, string> = {
  communication: "communication",
  structure: "structure",
  role_knowledge: "role knowledge",
  impact_evidence: "impact and evidence",
  confidence: "confidence",
};

const PRACTICE: Record<SectionName, string> = {
  communication:
    "Practise answering out loud in 60–120 seconds (about 130–300 words): record yourself on two questions, cut filler words and say each point once.",
  structure:
    "Write out two stories in STAR form this week: one line of situation, your goal, three things you did, and the result. Then tell them without notes.",
  role_knowledge: "Make a one-page list of the concepts this role is judged on and practise explaining two of them with an example from your own work.",
  impact_evidence:
    "Before your next interview, add a number to every story: the %, ₹ amount, time saved or people affected, and name the tools you used.",
  confidence: "Own your stories: say 'I decided', 'I built', 'I led' for your part, drop 'I think' and 'maybe', and give a full answer to every question.",
};

const NON_ANSWER = ["empty", "gibberish", "copy_of_question", "repeated_answer", "off_topic", "dont_know"] as const;

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length;
}

function confidenceOf(r: AnswerScore): number {
  const s = r.signals;
  if (s.flags.some((f) => (NON_ANSWER as readonly string[]).includes(f))) return 0;
  let c = 7;
  if (s.star.action) c += 1.5;
  if (s.figures.length > 0) c += 1;
  if (s.wordCount >= 100) c += 0.5;
  c -= Math.min(3, s.hedgeCount * 0.75);
  if (s.teamOnly) c -= 1.5;
  if (s.wordCount < 40) c -= 3;
  return clamp(c, 0, 10);
}

export function summariseTurns(
  plan: InterviewPlan,
  turns: readonly InterviewTurn[],
  score: (turn: InterviewTurn, index: number) => AnswerScore,
): InterviewSummary {
  const answered = turns
    .map((t, i) => ({ turn: t, result: t.result ?? score(t, i) }))
    .filter((x) => x.turn.answer.trim().length > 0);

  if (answered.length === 0) {
    return {
      overall: 0,
      section_scores: { communication: 0, structure: 0, role_knowledge: 0, impact_evidence: 0, confidence: 0 },
      summary: `No answers were recorded for this ${plan.role} interview. Start a new interview and answer each question in 60–120 seconds: the situation, what you did and the result.`,
    };
  }

  const results = answered.map((x) => x.result);
  const sections: Record<SectionName, number> = {
    communication: round1(mean(results.map((r) => (r.dimensions.clarity + r.dimensions.length) / 2))),
    structure: round1(mean(results.map((r) => r.dimensions.structure))),
    role_knowledge: round1(mean(results.map((r) => r.dimensions.relevance))),
    impact_evidence: round1(mean(results.map((r) => r.dimensions.evidence))),
    confidence: round1(mean(results.map(confidenceOf))),
  };
  // Overall follows the per-answer scores the candidate saw, so the two never contradict.
  const overall = Math.round(clamp(mean(results.map((r) => r.score)) * 10, 0, 100));

  const order = (Object.keys(sections) as SectionName[]).sort((a, b) => sections[b] - sections[a] || a.localeCompare(b));
  const best = order[0] as SectionName;
  const weakest = order[order.length - 1] as SectionName;
  const byScore = [...answered].sort((a, b) => b.result.score - a.result.score);
  const top = byScore[0];
  const bottom = byScore[byScore.length - 1];
  const nonAnswers = answered.filter((x) => x.result.signals.flags.some((f) => (NON_ANSWER as readonly string[]).includes(f))).length;

  const parts: string[] = [];
  const level = overall >= 80 ? "strong" : overall >= 60 ? "solid" : overall >= 40 ? "developing" : "early-stage";
  parts.push(`Overall ${overall}/100 across ${answered.length} answer${answered.length === 1 ? "" : "s"} for ${plan.role}: ${level === "early-stage" ? "an" : "a"} ${level} performance.`);
  parts.push(`Best area: ${SECTION_LABEL[best]} (${sections[best]}/10). Weakest: ${SECTION_LABEL[weakest]} (${sections[weakest]}/10).`);
  if (top && bottom && answered.length > 1 && top.result.score - bottom.result.score >= 0.5) {
    parts.push(`Your best answer was on ${top.turn.question.topic} (${top.result.score}/10); the weakest on ${bottom.turn.question.topic} (${bottom.result.score}/10).`);
  }
  if (nonAnswers > 0) {
    parts.push(
      `${nonAnswers} answer${nonAnswers === 1 ? " was" : "s were"} empty, off-topic or repeated and scored near zero; a short honest answer with your closest experience always scores better.`,
    );
  }
  parts.push(`Practise next: ${PRACTICE[weakest]}`);
  return { overall, section_scores: sections, summary: parts.join(" ") };
}
