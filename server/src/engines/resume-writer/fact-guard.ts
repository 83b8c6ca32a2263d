/**
 * The fact guard for LLM rewording of resume text. The deterministic resume is the source of truth: a reworded
 * summary or bullet is accepted only when it says the same things in other words. It is rejected (and the
 * deterministic text kept) when it:
 * - is empty, over 1.6x the original's length, or starts with a first-person pronoun (unless allowed: cover letters);
 * - adds markdown or layout the original did not have (a line break, "#", "**", a table bar…);
 * - adds a number, percentage, amount, year or month the original did not have, or drops one it had (numbers are
 *   compared as normalised tokens: "1,200" = "1200", "18 percent" = "18%", "Rs 2 crore" = "₹2 cr", "six" = "6");
 *   numbers are checked against the original text alone, so a figure cannot move from one bullet to another;
 * - adds a currency the original did not name;
 * - adds a name (a run of capitalised words or an acronym, a web address), a job-title word ("senior", "director"…)
 *   or a skill/tool (by the skills extractor) found neither in the original nor in the user's facts (their own
 *   form input and the deterministic resume);
 * - drops a skill the original showed (the deterministic build placed it for ATS matching).
 */
import type { SkillExtractor } from "../skills/skill-extractor";
import { escapeRegExp } from "../../lib/regex";

export type RewriteRejection =
  | "empty"
  | "too_long"
  | "first_person"
  | "formatting"
  | "new_number"
  | "dropped_number"
  | "new_currency"
  | "new_date"
  | "new_name"
  | "new_title"
  | "new_skill"
  | "dropped_skill";

export type GuardVerdict = { ok: true; text: string } | { ok: false; reason: RewriteRejection };

export interface FactGuard {
  /** Whether `candidate` may replace `original`; an accepted text comes back with its whitespace tidied. */
  check(original: string, candidate: string): GuardVerdict;
}

/** A rewording may grow a little (a stronger verb, a clearer clause), never into new content. */
export const MAX_GROWTH = 1.6;

const FIRST_PERSON = /^(?:i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|i’ll|me|my|mine|myself|we|we're|we’re|we've|we’ve|our|ours|us)\b/i;
/** Characters that would change the layout of the markdown (or show as stray symbols in Word). */
const MARKUP = /[*`#<>|[\]_~]/g;

const NUMBER_WORDS: Record<string, string> = {
  two: "2", three: "3", four: "4", five: "5", six: "6", seven: "7", eight: "8", nine: "9", ten: "10", eleven: "11", twelve: "12",
  thirteen: "13", fourteen: "14", fifteen: "15", sixteen: "16", seventeen: "17", eighteen: "18", nineteen: "19", twenty: "20",
  thirty: "30", forty: "40", fifty: "50", sixty: "60", seventy: "70", eighty: "80", ninety: "90", hundred: "100",
  // "one" is left out: "one of the…" is not a figure.
};
const SCALE: Record<string, string> = {
  "%": "%", percent: "%",
  k: "k", thousand: "k",
  m: "m", mn: "m", million: "m",
  b: "b", bn: "b", billion: "b",
  l: "l", lakh: "l", lakhs: "l", lac: "l", lacs: "l",
  cr: "cr", crore: "cr", crores: "cr",
  x: "x",
};
const NUMBER =
  /(?<![\p{L}\p{N}.,])(\d+(?:[.,]\d+)*)(?:\s*(%|per\s?cent\b|percent\b|thousand\b|million\b|billion\b|lakhs?\b|lacs?\b|crores?\b|mn\b|bn\b|cr\b|[kmblx]\b))?/giu;
const NUMBER_WORD = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).join("|")})\\b`, "gi");

/** Normalised number tokens: "1,20,000" → "120000", "2.50" → "2.5", "18 percent" → "18%", "1.2M" → "1.2m". */
export function numberTokens(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(NUMBER)) {
    let value = m[1]!.replace(/,/g, "");
    if (value.includes(".")) value = value.replace(/0+$/, "").replace(/\.$/, "");
    value = value.replace(/^0+(?=\d)/, "");
    const scale = m[2] ? (SCALE[m[2].toLowerCase().replace(/\s+/g, "")] ?? "") : "";
    out.add(value + scale);
  }
  for (const m of text.matchAll(NUMBER_WORD)) out.add(NUMBER_WORDS[m[1]!.toLowerCase()]!);
  return out;
}

const CURRENCIES: Array<[RegExp, string]> = [
  [/₹|\brs\.?(?=\s|\d|$)|\binr\b|\brupees?\b/i, "inr"],
  [/\$|\busd\b|\bdollars?\b/i, "usd"],
  [/€|\beur\b|\beuros?\b/i, "eur"],
  [/£|\bgbp\b|\bpounds?\b/i, "gbp"],
];
function currencies(text: string): Set<string> {
  return new Set(CURRENCIES.filter(([re]) => re.test(text)).map(([, c]) => c));
}

const MONTHS = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/gi;
/** Month names, by their first three letters. "may" and "march" count only capitalised ("May 2021", not "may help"). */
function months(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(MONTHS)) {
    const word = m[0];
    if (/^(?:may|march)$/i.test(word) && word[0] !== word[0]!.toUpperCase()) continue;
    out.add(word.slice(0, 3).toLowerCase());
  }
  return out;
}

/** Words that name a job level; a rewording that adds one promotes the user. */
const TITLE_WORDS = new Set([
  "senior", "sr", "junior", "jr", "principal", "head", "chief", "director", "manager", "vp", "president", "founder", "cofounder", "co-founder", "intern", "trainee", "ceo", "cto", "cfo", "coo",
]);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&+.@/-]*/gu;
/** A word as a fact: possessive and trailing punctuation dropped, lower case. */
const norm = (w: string) => w.replace(/['’]s$/i, "").replace(/[.'’/-]+$/, "").toLowerCase();

function words(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const w = norm(m[0]);
    out.add(w);
    for (const part of w.split(/[-/]/)) if (part) out.add(part);
  }
  return out;
}

const isNameWord = (w: string) => /^\p{Lu}/u.test(w) || /^\p{L}.*\p{N}/u.test(w);

interface NameRun {
  phrase: string;
  /** The run opens a sentence, so its first word may be an ordinary capitalised word ("Grew Swiggy…"). */
  initial: boolean;
}

/**
 * What names look like: runs of capitalised words or acronyms ("Google Cloud", "GA4"; figures such as "1.2M" are the
 * number check's business), each run as one phrase, so "Google" alone is not vouched for by "Google Ads". Web and
 * email addresses are names too.
 */
function nameRuns(text: string): NameRun[] {
  const out: NameRun[] = [];
  let run: string[] = [];
  let initial = false;
  let end = 0;
  const flush = () => {
    if (run.length) out.push({ phrase: run.join(" "), initial });
    run = [];
  };
  for (const m of text.matchAll(WORD)) {
    const raw = m[0].replace(/['’]s$/i, "").replace(/[.'’/-]+$/, "");
    const gap = text.slice(end, m.index);
    end = m.index + m[0].length;
    if (/[@]|\w\.\w{2,}/.test(raw) && !/^\d/.test(raw)) out.push({ phrase: raw, initial: false });
    if (run.length && !/^\s+$/.test(gap)) flush();
    if (!isNameWord(raw)) {
      flush();
      continue;
    }
    if (!run.length) initial = /(?:^|[.!?:;])\s*$/.test(text.slice(0, m.index));
    run.push(raw);
  }
  flush();
  return out;
}

const phraseKey = (p: string) => p.toLowerCase().replace(/\s+/g, " ").trim();
const withoutFirst = (p: string) => p.split(" ").slice(1).join(" ");

/** The names a text vouches for: its name runs (with and without a sentence's first word) and its list items ("swiggy", "google ads"). */
function knownNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const r of nameRuns(text)) {
    out.add(phraseKey(r.phrase));
    if (r.initial) out.add(phraseKey(withoutFirst(r.phrase)));
  }
  for (const item of text.split(/[\n,;|]/)) out.add(phraseKey(item.replace(/[.]+$/, "")));
  return out;
}

const lowerSet = (xs: string[]) => new Set(xs.map((x) => x.toLowerCase()));
const tidy = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * A guard over the user's facts: `facts` is everything the user gave (their form input, without the
 * instructions or a reference resume, which are not facts about them) and the deterministic resume's text.
 */
export function createFactGuard(facts: string, skills: SkillExtractor, options: { allowFirstPerson?: boolean } = {}): FactGuard {
  const factWords = words(facts);
  const factNames = knownNames(facts);
  const factSkills = lowerSet([...skills.extract(facts), ...skills.extract(facts, { listContext: true })]);

  return {
    check(original, candidate) {
      const text = tidy(candidate);
      if (!text) return { ok: false, reason: "empty" };
      if (text.length > MAX_GROWTH * tidy(original).length) return { ok: false, reason: "too_long" };
      // Resume lines use the implied first person; a cover letter speaks as "I" (options.allowFirstPerson).
      if (!options.allowFirstPerson && FIRST_PERSON.test(text)) return { ok: false, reason: "first_person" };
      const markupBefore = new Set(original.match(MARKUP) ?? []);
      if (/[\r\n]/.test(candidate.trim()) || (text.match(MARKUP) ?? []).some((c) => !markupBefore.has(c))) return { ok: false, reason: "formatting" };

      const numsBefore = numberTokens(original);
      const numsAfter = numberTokens(text);
      if ([...numsAfter].some((n) => !numsBefore.has(n))) return { ok: false, reason: "new_number" };
      if ([...numsBefore].some((n) => !numsAfter.has(n))) return { ok: false, reason: "dropped_number" };
      const curBefore = currencies(original);
      if ([...currencies(text)].some((c) => !curBefore.has(c))) return { ok: false, reason: "new_currency" };
      const monthsBefore = months(original);
      if ([...months(text)].some((m) => !monthsBefore.has(m))) return { ok: false, reason: "new_date" };

      // Skills and titles first: a new tool is also a capitalised word, and the more precise reason helps the logs.
      const skillsBefore = lowerSet(skills.extract(original));
      const skillsAfter = lowerSet(skills.extract(text));
      if ([...skillsAfter].some((s) => !skillsBefore.has(s) && !factSkills.has(s))) return { ok: false, reason: "new_skill" };
      if ([...skillsBefore].some((s) => !skillsAfter.has(s))) return { ok: false, reason: "dropped_skill" };
      const own = words(original);
      const known = (w: string) => own.has(w) || factWords.has(w);
      if ([...words(text)].some((w) => TITLE_WORDS.has(w) && !known(w))) return { ok: false, reason: "new_title" };
      const ownNames = knownNames(original);
      const knownName = (p: string) => {
        const key = phraseKey(p);
        const skill = skills.canonicalize(p);
        // A name the original wrote in lower case ("looker studio") may be capitalised.
        const lowerInOriginal = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(key)}(?![\\p{L}\\p{N}])`, "u").test(original);
        return !key || ownNames.has(key) || factNames.has(key) || lowerInOriginal || (!!skill && (skillsBefore.has(skill.toLowerCase()) || factSkills.has(skill.toLowerCase())));
      };
      // A sentence's first word alone is just a capitalised word; with more after it, the rest must be a known name.
      const unknown = nameRuns(text).filter((r) => !knownName(r.phrase) && !(r.initial && knownName(withoutFirst(r.phrase))));
      if (unknown.length) return { ok: false, reason: "new_name" };
      return { ok: true, text };
    },
  };
}
