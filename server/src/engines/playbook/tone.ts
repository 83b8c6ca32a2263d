// The four writing styles. Knowledge-base lines are neutral ("Write clear PRDs — engineers can build from them");
// each style reshapes them: concise keeps the head only, friendly writes warm second-person sentences, detailed
// adds the reasons and interview hints, coach-like turns them into self-checks, challenges and encouragement.
import type { ExperienceLevel } from "./kb-types";
import type { WritingStyle } from "./types";
import { endSentence, lcFirst, pick, splitDetail, stripEnd, ucFirst } from "./text";

export type ItemKind = "action" | "competency" | "concept" | "metric" | "question" | "practice" | "plan";

export type SectionKind = "overview" | "competencies" | "tools" | "metrics" | "focus" | "interview" | "plan" | "company";

export interface ToneContext {
  role: string; // lower-case role noun for sentences, e.g. "product manager"
  level: ExperienceLevel;
  company?: string;
}

/** Caps per list; undefined means "everything the knowledge base has". */
export interface ToneLimits {
  responsibilities?: number;
  competencies?: number;
  tools?: number;
  metrics?: number;
  concepts?: number;
  focusQuestions?: number;
  practice?: number;
  interviewQuestions?: number;
  planPerPhase?: number;
}

export interface Tone {
  style: WritingStyle;
  limits: ToneLimits;
  item(kind: ItemKind, text: string): string;
  intro(section: SectionKind, ctx: ToneContext): string | undefined;
  outro(section: SectionKind, ctx: ToneContext): string | undefined;
}

/** Interview coaching that depends on the shape of the question; used by the detailed style. */
export function questionHint(q: string): string {
  const s = q.toLowerCase();
  if (/^(tell me about|describe|walk me through a time|give an example)/.test(s) || s.includes("a time you"))
    return "answer with STAR (situation, task, action, result) and put a number in the result";
  if (/^(design|build|implement|write|model|find|compute|calculate|solve|return|merge|detect|redesign|plan)/.test(s))
    return "clarify requirements and constraints first, sketch the whole solution, then go deep on one part and its trade-offs";
  if (/^estimate/.test(s)) return "state assumptions aloud, split the problem top-down or bottom-up, and sanity-check the final number";
  if (/^(sell|pitch|teach|critique|show)/.test(s)) return "keep it under two minutes, start with the listener's need and end with a clear ask or takeaway";
  if (/^(what|explain|when|why|which)/.test(s)) return "define it simply, give one example from your work, and say when it does not apply";
  if (/^(how|your|a |an |our |the )/.test(s)) return "give a structure first (three or four steps), then an example from your experience";
  return "answer in about two minutes with one concrete example";
}

function detailSentence(detail: string | undefined): string {
  return detail ? ` ${endSentence(ucFirst(detail))}` : "";
}

const concise: Tone = {
  style: "concise",
  limits: {
    responsibilities: 4,
    competencies: 3,
    tools: 8,
    metrics: 4,
    concepts: 3,
    focusQuestions: 2,
    practice: 1,
    interviewQuestions: 5,
    planPerPhase: 2,
  },
  item(kind, text) {
    const [head, detail] = splitDetail(text);
    switch (kind) {
      case "concept":
      case "metric":
        return detail ? `${head}: ${stripEnd(detail)}` : stripEnd(head);
      case "question":
        return `Q: ${text}`;
      case "practice":
        return `Practice: ${stripEnd(head)}`;
      default:
        return stripEnd(head);
    }
  },
  intro: () => undefined,
  outro: () => undefined,
};

const friendly: Tone = {
  style: "friendly",
  limits: {
    responsibilities: 5,
    competencies: 4,
    tools: 10,
    metrics: 5,
    concepts: 4,
    focusQuestions: 3,
    practice: 1,
    interviewQuestions: 6,
    planPerPhase: 3,
  },
  item(kind, text) {
    const [head, detail] = splitDetail(text);
    const body = lcFirst(stripEnd(head)) + (detail ? ` — ${stripEnd(detail)}` : "");
    switch (kind) {
      case "action":
        return pick(["You'll {x}.", "Day to day, you'll {x}.", "Expect to {x}."], text).replace("{x}", body);
      case "competency":
        return pick(["Aim to {x}.", "You'll want to {x}.", "It really helps to {x}."], text).replace("{x}", body);
      case "concept":
        return pick(["Worth knowing: {h}{d}", "{H}{d}", "Good to know: {h}{d}"], text)
          .replace("{h}", lcFirst(head))
          .replace("{H}", head)
          .replace("{d}", detail ? ` — ${endSentence(detail)}` : ".");
      case "metric":
        return `${head}${detail ? ` — ${endSentence(detail)}` : "."}`;
      case "question":
        return pick(["You might hear: “{q}”", "A common one: “{q}”", "Be ready for: “{q}”"], text).replace("{q}", text);
      case "practice":
        return `Try this: ${body}. It's the fastest way to make it stick.`;
      case "plan":
        return endSentence(ucFirst(body));
    }
  },
  intro(section, ctx) {
    switch (section) {
      case "overview":
        return `Here's the big picture of the ${ctx.role} role, in plain words.`;
      case "competencies":
        return `This is what good looks like at ${ctx.level} level — nobody ticks every box on day one.`;
      case "interview":
        return "Interviews are conversations. Prepare stories and examples, not memorised scripts.";
      case "plan":
        return "A gentle plan for settling in and earning trust early.";
      case "company":
        return `A little homework on ${ctx.company ?? "the company"} goes a long way — here's how to do it well.`;
      default:
        return undefined;
    }
  },
  outro(section) {
    switch (section) {
      case "competencies":
        return "Pick the one that feels hardest and give it a little time each week — it adds up quickly.";
      case "plan":
        return "Don't try to do everything at once; small, steady wins build trust fast.";
      case "interview":
        return "Good luck — you've prepared more than most candidates will!";
      default:
        return undefined;
    }
  },
};

const LEVEL_NEXT: Record<ExperienceLevel, string> = { entry: "mid", mid: "senior", senior: "lead", lead: "lead" };

const detailed: Tone = {
  style: "detailed",
  limits: {},
  item(kind, text) {
    const [head, detail] = splitDetail(text);
    switch (kind) {
      case "action":
      case "plan":
      case "competency":
        // The detail is usually a list ("— posture, movement, strength") and sometimes a reason; after the dash
        // both read as one sentence, where a separate sentence or "Why it matters:" would not.
        return detail ? `${stripEnd(head)} — ${endSentence(detail)}` : endSentence(head);
      case "concept":
        return `${head}: ${detail ? endSentence(detail) : "know the definition, one example and one limitation."}`;
      case "metric":
        return `${head}${detail ? `: ${endSentence(detail)}` : "."}`;
      case "question":
        return `${text} How to answer: ${questionHint(text)}.`;
      case "practice":
        return `Practice task: ${endSentence(lcFirst(head))}${detailSentence(detail)} Time-box it to a few hours, then write down what you would do differently.`;
    }
  },
  intro(section, ctx) {
    switch (section) {
      case "overview":
        return "Titles vary between employers, so compare this description with each job post and note where the emphasis differs.";
      case "competencies":
        return `Expectations at ${ctx.level} level. Interviewers probe these with examples, so prepare one story per item; the last items show the stretch toward ${LEVEL_NEXT[ctx.level]} level.`;
      case "tools":
        return "Employers screen resumes for tool names. List the ones you have used, with a result next to each, and learn the basics of the rest.";
      case "metrics":
        return "These are the numbers the role is judged on. In interviews, describe your impact as before → after, with the time frame and your specific contribution.";
      case "focus":
        return "Study the concepts first, then rehearse the questions aloud, and finish with the practice task to turn knowledge into evidence.";
      case "interview":
        // Worded to fit every field: a gym's practical session and a software team's coding round are both skill rounds.
        return `Most ${ctx.role} interviews combine a screening call, one or two rounds that test your skills (a practical task, demo, case or assignment) and a final round with the hiring manager. Prepare for each.`;
      case "plan":
        return "A 30-60-90-day plan shows interviewers that you think about impact, and helps you start strong once you join.";
      case "company":
        return "Use only facts you can verify from primary sources; never guess at numbers, strategy or internal details.";
    }
  },
  outro(section) {
    switch (section) {
      case "interview":
        return "After every interview, write down the questions you were asked and how you answered; patterns appear after three or four interviews.";
      default:
        return undefined;
    }
  },
};

const coach: Tone = {
  style: "coach-like",
  limits: {
    responsibilities: 5,
    competencies: 4,
    tools: 10,
    metrics: 5,
    concepts: 4,
    focusQuestions: 3,
    practice: 2,
    interviewQuestions: 6,
    planPerPhase: 3,
  },
  item(kind, text) {
    const [head, detail] = splitDetail(text);
    const h = lcFirst(stripEnd(head));
    // The detail stays attached to the item it explains ("... clients — health history, posture ..."), so it
    // never trails after "Write the example down." as a fragment.
    const hd = h + (detail ? ` — ${stripEnd(detail)}` : "");
    switch (kind) {
      case "action":
        return pick(["Your move: {h}.", "Ask yourself where you have already shown you can {h}.", "Picture your first month: you {h}."], text).replace(
          "{h}",
          hd,
        );
      case "competency":
        return pick(
          ["Self-check: can you {h}? Score yourself 1–5.", "Your move this week: {h}.", "Ask yourself: where have I shown I can {h}? Write the example down."],
          text,
        ).replace("{h}", hd);
      case "concept":
        return pick(["Teach it back: {h}.{d}", "Test yourself — explain {h} in two sentences.{d}"], text)
          .replace("{h}", h)
          .replace("{d}", detail ? ` Hint: ${endSentence(detail)}` : "");
      case "metric":
        return `Know your number — ${h}${detail ? ` (${stripEnd(detail)})` : ""}. How have you moved it, or how would you?`;
      case "question":
        return pick(["Practise out loud: {q}", "Record yourself answering: {q}", "Answer in under two minutes, then tighten it: {q}"], text).replace(
          "{q}",
          text,
        );
      case "practice":
        return `Your challenge: ${h}. When you finish, ask yourself what you would do differently next time.`;
      case "plan":
        return pick(["Commit to this: {h}.", "Put it on your calendar: {h}."], text).replace("{h}", h);
    }
  },
  intro(section, ctx) {
    switch (section) {
      case "overview":
        return "Read this once, then close it and explain the role to a friend in one minute. If you can, you're ready to go deeper.";
      case "competencies":
        return "Be honest with yourself: mark each item green, amber or red, and spend your study time on the reds.";
      case "tools":
        return "You don't need every tool — you need proof you can learn fast. Pick the two you know least and build something small with each.";
      case "metrics":
        return "For each metric, write one sentence on how you moved it, or how you would.";
      case "focus":
        return "Block 45 minutes for this topic: concepts first, then answer the questions aloud, then do the challenge.";
      case "interview":
        return "Rehearse out loud. Answers you have only thought through come out messy under pressure.";
      case "plan":
        return "Put these on your calendar the day you accept the offer.";
      case "company":
        return `Go in knowing more about ${ctx.company ?? "the company"} than the other candidates — it shows.`;
    }
  },
  outro(section) {
    switch (section) {
      case "competencies":
        return "Progress beats perfection. Revisit this list every Sunday and move one item from red to amber.";
      case "focus":
        return "Done? Great — tell someone what you learned today. Teaching it is the best test.";
      case "interview":
        return "You've got this. Every practice answer makes the real one easier.";
      case "plan":
        return "Before you move on, write down the one thing you will do in the next 48 hours.";
      default:
        return undefined;
    }
  },
};

const TONES: Record<WritingStyle, Tone> = { concise, friendly, detailed, "coach-like": coach };

export function toneFor(style: WritingStyle): Tone {
  return TONES[style];
}
