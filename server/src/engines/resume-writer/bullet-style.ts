/**
 * Bullet-level resume style: strong action verbs, weak openings and their rewrites, quantified results.
 * Rewrites only change the opening words; the facts after them are kept verbatim.
 */

/** Past-tense action verbs recruiters and ATS guides recommend (lower case). */
export const ACTION_VERBS = new Set(
  (
    "accelerated achieved acquired added administered advised analysed analyzed architected arranged assessed audited authored automated " +
    "boosted budgeted built calculated campaigned championed closed coached collaborated completed composed conceived conceptualised conceptualized " +
    "conducted configured consolidated constructed consulted contributed converted coordinated counselled counseled created cultivated cut " +
    "debugged decreased defined delivered deployed designed detected developed devised diagnosed directed discovered documented doubled drafted drove " +
    "edited educated eliminated enabled engineered enhanced established evaluated executed expanded expedited facilitated forecasted formulated founded " +
    "generated grew guided halved handled headed hired identified implemented improved increased influenced initiated innovated inspected installed " +
    "instituted instructed integrated interviewed introduced invented launched led leveraged maintained managed mapped maximised maximized measured mentored merged " +
    "migrated minimised minimized modelled modeled modernised modernized monitored motivated negotiated onboarded operated optimised optimized orchestrated organised organized " +
    "oversaw owned partnered performed piloted pioneered planned prepared presented prioritised prioritized processed produced programmed projected promoted proposed " +
    "prototyped provided published purchased raised rebuilt recommended reconciled recruited redesigned reduced refactored refined registered remodelled " +
    "reorganised reorganized replaced reported represented researched resolved restructured revamped reviewed revitalised saved scaled scheduled secured " +
    "segmented served set shaped shipped simplified sold solved sourced spearheaded standardised standardized started steered streamlined strengthened " +
    "structured supervised supported surpassed synthesised taught tested tracked trained transformed translated tripled troubleshot tuned uncovered " +
    "unified upgraded upsold used validated verified won wrote"
  ).split(/\s+/),
);

/** Base forms of common verbs, so "Manage payroll" in a finished role can become "Managed payroll". */
const IRREGULAR_PAST: Record<string, string> = {
  build: "built", lead: "led", write: "wrote", make: "made", take: "took", drive: "drove", run: "ran", set: "set",
  teach: "taught", sell: "sold", grow: "grew", win: "won", cut: "cut", oversee: "oversaw", troubleshoot: "troubleshot",
  buy: "bought", give: "gave", hold: "held", bring: "brought", begin: "began", speak: "spoke", think: "thought",
  upsell: "upsold", rebuild: "rebuilt", do: "did", get: "got", keep: "kept", meet: "met", pay: "paid", send: "sent",
};
const IRREGULAR_ING: Record<string, string> = {
  building: "built", leading: "led", writing: "wrote", making: "made", taking: "took", driving: "drove", running: "ran",
  setting: "set", teaching: "taught", selling: "sold", growing: "grew", winning: "won", cutting: "cut", overseeing: "oversaw",
  troubleshooting: "troubleshot", buying: "bought", giving: "gave", holding: "held", bringing: "brought", doing: "did",
  getting: "got", keeping: "kept", meeting: "met", paying: "paid", sending: "sent", using: "used", upselling: "upsold",
  rebuilding: "rebuilt", handling: "handled", managing: "managed", creating: "created", preparing: "prepared",
  coordinating: "coordinated", ensuring: "ensured", analysing: "analysed", analyzing: "analyzed", resolving: "resolved",
  producing: "produced", organising: "organised", organizing: "organized", optimising: "optimised", optimizing: "optimized",
  improving: "improved", reducing: "reduced", increasing: "increased", automating: "automated", scheduling: "scheduled",
  generating: "generated", executing: "executed", designing: "designed", serving: "served", planning: "planned",
  scaling: "scaled", shipping: "shipped", mapping: "mapped", tuning: "tuned", validating: "validated",
  identifying: "identified", supplying: "supplied", applying: "applied", modifying: "modified", deploying: "deployed",
  migrating: "migrated", facilitating: "facilitated", mentoring: "mentored", negotiating: "negotiated", onboarding: "onboarded",
};

/** Weak openings and what replaces them. `verb` means: turn the following -ing/base verb into the past tense. */
const WEAK_OPENINGS: Array<{ re: RegExp; replace: string | "verb" }> = [
  { re: /^(?:i\s+was\s+|was\s+)?responsible\s+for\s+(?=\w+ing\b)/i, replace: "verb" },
  { re: /^(?:i\s+was\s+|was\s+)?responsible\s+for\s+(?:the\s+)?/i, replace: "Managed " },
  { re: /^(?:i\s+was\s+|was\s+)?in\s+charge\s+of\s+(?=\w+ing\b)/i, replace: "verb" },
  { re: /^(?:i\s+was\s+|was\s+)?in\s+charge\s+of\s+/i, replace: "Managed " },
  { re: /^(?:i\s+)?worked\s+on\s+(?=\w+ing\b)/i, replace: "verb" },
  { re: /^(?:i\s+)?worked\s+on\s+/i, replace: "Contributed to " },
  { re: /^(?:i\s+was\s+|was\s+)?involved\s+in\s+/i, replace: "Contributed to " },
  { re: /^(?:i\s+)?(?:was\s+)?tasked\s+with\s+(?=\w+ing\b)/i, replace: "verb" },
  { re: /^(?:i\s+)?(?:was\s+)?tasked\s+with\s+/i, replace: "Handled " },
  { re: /^(?:i\s+)?(?:have\s+)?(?:assisted|helped)\s+(?:in|with)\s+(?=\w+ing\b)/i, replace: "Contributed to " },
  { re: /^(?:i\s+)?(?:have\s+)?(?:assisted|helped)\s+(?:in|with)\s+/i, replace: "Supported " },
  // "Helped the team with dashboards": the people helped stay, the weak verb goes.
  { re: /^(?:i\s+)?(?:have\s+)?(?:assisted|helped)\s+(?=(?:the|our|my)\s+\w+\s+(?:in|with)\s)/i, replace: "Supported " },
  { re: /^duties\s+included\s+(?=\w+ing\b)/i, replace: "verb" },
  { re: /^(?:my\s+)?(?:role|job)\s+(?:was|involved)\s+(?:to\s+)?(?=\w+\b)/i, replace: "verb" },
  { re: /^(?:i\s+)?(?:have\s+)?(?:worked|served)\s+as\s+/i, replace: "Served as " },
];

/**
 * Tone-dependent choices for the same weak openings, tried before the neutral ones. Each stays a faithful reading:
 * being responsible for something is owning it; having worked on or helped with it is collaborating on it.
 */
export type BulletVoice = "ownership" | "collaborative";
const VOICE_OPENINGS: Record<BulletVoice, Array<{ re: RegExp; replace: string }>> = {
  ownership: [{ re: /^(?:i\s+was\s+|was\s+)?(?:responsible\s+for|in\s+charge\s+of)\s+(?!\w+ing\b)/i, replace: "Owned " }],
  collaborative: [
    { re: /^(?:i\s+)?(?:worked\s+on|(?:was\s+)?involved\s+in)\s+(?!\w+ing\b)/i, replace: "Collaborated on " },
    { re: /^(?:i\s+)?(?:have\s+)?(?:assisted|helped)\s+(?:in|with)\s+(?!\w+ing\b)/i, replace: "Collaborated on " },
  ],
};

export const WEAK_OPENING_TEST = /^(?:i\s+was\s+|was\s+)?(?:responsible\s+for|in\s+charge\s+of|worked\s+on|involved\s+in|tasked\s+with|duties\s+included|(?:assisted|helped)\s+(?:(?:the|our|my)\s+\w+\s+)?(?:in|with))\b/i;

/** A number with meaning: 12%, ₹5 crore, 1.2M, 3x, 40 stores. Years on their own ("2019") do not count. */
const QUANTITY = /(?:[₹$€£]\s?\d|\d+(?:[.,]\d+)?\s?(?:%|x\b|k\b|m\b|mn\b|cr\b|crore|lakh|lac|million|billion|bn\b|\+)|\b\d+(?:[.,]\d+)?\b|\b(?:doubled|tripled|halved)\b)/i;

export function isQuantified(bullet: string): boolean {
  const withoutYears = bullet.replace(/\b(?:19|20)\d{2}\b/g, "");
  return QUANTITY.test(withoutYears);
}

const firstWord = (s: string) => (/^[A-Za-z-]+/.exec(s.trim())?.[0] ?? "").toLowerCase();

export function startsWithActionVerb(bullet: string): boolean {
  return ACTION_VERBS.has(firstWord(bullet));
}

function pastOf(word: string): string | null {
  const w = word.toLowerCase();
  if (IRREGULAR_ING[w]) return IRREGULAR_ING[w]!;
  if (IRREGULAR_PAST[w]) return IRREGULAR_PAST[w]!;
  if (ACTION_VERBS.has(w)) return w;
  if (w.endsWith("ing") && w.length > 5) {
    // "developing" → "developed", "creating" → "created", "planning" → "planned", "identifying" → "identified";
    // only trusted when the result is a verb we know, so "everything" never becomes "everythed".
    const stem = w.slice(0, -3);
    for (const cand of [`${stem}ed`, `${stem.replace(/y$/, "i")}ed`]) if (ACTION_VERBS.has(cand)) return cand;
    return null;
  }
  // Base form ("manage", "develop") → past.
  for (const cand of [`${w}d`, `${w}ed`, `${w.replace(/y$/, "i")}ed`, `${w}${w.slice(-1)}ed`]) if (ACTION_VERBS.has(cand)) return cand;
  return null;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface RewriteResult {
  text: string;
  changed: boolean;
}

/**
 * Tidies one bullet: strong past-tense opening instead of "Responsible for"/"Worked on", capital first letter,
 * no trailing full stop. `ongoing` keeps present-tense verbs in a current role.
 */
export function rewriteBullet(raw: string, options: { ongoing?: boolean; voice?: BulletVoice; dropFirstPerson?: boolean } = {}): RewriteResult {
  let text = raw.replace(/\s+/g, " ").trim().replace(/^[-*•·▪◦●➢✓✔>]+\s*/, "");
  const original = text;
  // "I led the audit" → "Led the audit": resumes use the implied first person. Only a leading "I" is safe to drop.
  if (options.dropFirstPerson) text = text.replace(/^i\s+(?:have\s+|had\s+)?(?=[a-z]+\b)(?!was\b|am\b)/i, "");
  const start = text;
  const voiced = options.voice ? VOICE_OPENINGS[options.voice].find((r) => r.re.test(text)) : undefined;
  if (voiced) text = voiced.replace + text.replace(voiced.re, "");
  for (const rule of voiced ? [] : WEAK_OPENINGS) {
    const m = rule.re.exec(text);
    if (!m) continue;
    const rest = text.slice(m[0].length);
    if (rule.replace === "verb") {
      const verb = /^[A-Za-z-]+/.exec(rest)?.[0] ?? "";
      // "testing of mobile apps" is a noun phrase, not a verb: keep it whole.
      const nounUse = /^\w+ing\s+of\b/i.test(rest);
      const past = nounUse ? null : pastOf(verb);
      text = past ? cap(past) + rest.slice(verb.length) : `${/ing$/i.test(verb) ? "Contributed to" : "Handled"} ${rest}`;
    } else {
      text = rule.replace + rest;
    }
    break;
  }
  if (!options.ongoing && text === start) {
    // "Manage payroll for 200 staff" in a finished role reads better in the past tense.
    const w = /^[A-Za-z]+/.exec(text)?.[0] ?? "";
    const lower = w.toLowerCase();
    if (w && !ACTION_VERBS.has(lower) && !lower.endsWith("ed")) {
      const past = pastOf(lower);
      if (past && (IRREGULAR_PAST[lower] || ACTION_VERBS.has(past)) && !lower.endsWith("ing")) text = cap(past) + text.slice(w.length);
    }
  }
  text = cap(text).replace(/[.;,\s]+$/, "");
  return { text, changed: text !== original.replace(/[.;,\s]+$/, "") };
}

/** Filler words a concise tone drops ("successfully", "various"); never touches numbers or names. */
export function trimFiller(text: string): string {
  return text
    .replace(/\b(?:successfully|effectively|efficiently|various|different|numerous|actively|basically|really|very)\s+/gi, "")
    .replace(/\s{2,}/g, " ")
    .trim()
    .replace(/^[a-z]/, (c) => c.toUpperCase());
}
