// Small text helpers shared by the planner and the rubric.
import { seededRandom } from "../../../../common/seeded-random";

export { seededRandom };

/** FNV-1a 32-bit: a stable hash so "random" choices are reproducible from the inputs. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const rnd = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

export function normalise(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Word tokens, lower-case. Keeps currency signs and % attached to numbers. */
export function words(text: string): string[] {
  return normalise(text).match(/[₹$]?[\p{L}\p{N}]+(?:['.,-][\p{L}\p{N}]+)*%?/gu) ?? [];
}

export const STOPWORDS = new Set(
  (
    "a an the and or but if then so of to in on at by for with from as is are was were be been being am i me my mine we our ours " +
    "you your yours he she it its they them their this that these those there here what which who whom whose when where why how " +
    "do does did done doing have has had having will would shall should can could may might must not no nor than too very just " +
    "about into over under again further once all any both each few more most other some such only own same also up down out off " +
    "us him her his hers myself ourselves yourself itself themselves let lets s t don doesn didn isn wasn aren weren won wouldn " +
    "shouldn couldn can't i'm i've i'd i'll we're we've it's that's there's"
  ).split(" "),
);

/** Light suffix stripping: enough to match "optimised"/"optimizing"/"optimisation". */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  if (w.length <= 3) return w;
  w = w.replace(/isation$|ization$/, "is").replace(/ise$|ize$|ised$|ized$|ising$|izing$/, "is");
  const rules: Array<[RegExp, string]> = [
    [/ational$/, "ate"],
    [/ations?$/, "ate"],
    [/iveness$/, "ive"],
    [/fulness$/, "ful"],
    [/ments?$/, ""],
    [/ities$|ity$/, ""],
    [/ies$/, "y"],
    [/ied$/, "y"],
    [/ing$/, ""],
    [/ers?$/, ""],
    [/ed$/, ""],
    [/ly$/, ""],
    [/es$/, ""],
    [/s$/, ""],
  ];
  for (const [re, rep] of rules) {
    if (re.test(w)) {
      const next = w.replace(re, rep);
      if (next.length >= 3) {
        w = next;
        break;
      }
    }
  }
  // Collapse a doubled final consonant ("planned" -> "plann" -> "plan").
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && w.length > 3) w = w.slice(0, -1);
  return w.replace(/e$/, "");
}

export function contentStems(text: string): string[] {
  return words(text)
    .filter((w) => !STOPWORDS.has(w) && !/^[₹$]?\d/.test(w))
    .map(stem)
    .filter((s) => s.length >= 2);
}

/**
 * True when `phrase` (one or more words) occurs in the stemmed token list.
 * Multi-word phrases must appear as a contiguous run of stems.
 */
export function containsPhrase(
  stems: readonly string[],
  stemSet: ReadonlySet<string>,
  phrase: string,
  norm: (w: string) => string = stem,
): boolean {
  const p = words(phrase).map(norm);
  if (p.length === 0) return false;
  if (p.length === 1) return stemSet.has(p[0] as string);
  outer: for (let i = 0; i + p.length <= stems.length; i++) {
    for (let j = 0; j < p.length; j++) if (stems[i + j] !== p[j]) continue outer;
    return true;
  }
  return false;
}

/** All-words stems (stopwords kept) for phrase matching. */
export function allStems(text: string): string[] {
  return words(text).map(stem);
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function shingles(tokens: readonly string[], n: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + n <= tokens.length; i++) out.add(tokens.slice(i, i + n).join(" "));
  return out;
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  return inter / (a.size + b.size - inter);
}

export function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

export function titleCase(s: string): string {
  return s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

/**
 * "a" or "an" for a typed phrase, by sound: "an Underwater Welder", "a UX Designer", "an SEO Executive",
 * "a University Lecturer". Short capitalised acronyms are read letter by letter.
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const trimmed = phrase.trim();
  const word = trimmed.split(/[\s/-]+/)[0] ?? "";
  // A whole phrase in capitals ("SALES MANAGER") is shouting, not an acronym; a lone "SDE" is one.
  const acronym = /^[A-Z]{2,4}$/.test(word) && (trimmed !== trimmed.toUpperCase() || word === trimmed);
  if (acronym) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  if (/^(uni|use|usu|uti|ura|euro|one)/i.test(word)) return "a";
  if (/^(hour|honest|honou?r|heir)/i.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/**
 * "Patient care" → "patient care" (a phrase in sentence case is a common noun); one word, a name in title case
 * ("Google Ads") or anything with an acronym ("IV therapy") is left alone, since we cannot tell it is not a name.
 */
export function commonNounCase(phrase: string): string {
  const parts = phrase.trim().split(/\s+/);
  if (parts.length < 2) return phrase;
  const [first, ...rest] = parts;
  const sentenceCase = /^\p{Lu}\p{Ll}+$/u.test(first!) && rest.every((w) => /^[\p{Ll}\p{N}-]+$/u.test(w));
  return sentenceCase ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}
