// Small text helpers shared by matching, writing and rendering.
import { normalize } from "../roles/title-text";

export function slugify(text: string): string {
  return normalize(text)
    .replace(/[./]/g, " ")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .slice(0, 80)
    .replace(/-$/, "");
}

/** Collapse whitespace and control characters, and cap the length. */
export function clean(text: string | null | undefined, max = 120): string {
  return (text ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max)
    .trim();
}

const SMALL_WORDS = new Set(["a", "an", "and", "the", "of", "in", "for", "to", "at", "on", "or", "with", "by"]);

/** "chief happiness officer" -> "Chief Happiness Officer"; keeps acronyms and mixed case the user typed (SRE, iOS). */
export function titleCase(text: string): string {
  return text
    .split(" ")
    .map((w, i) => {
      if (!w) return w;
      if (/[A-Z]/.test(w.slice(1)) || /\d/.test(w)) return w;
      const lower = w.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(" ");
}

/** Lower-case the first letter so a sentence can continue with it, unless it starts an acronym (SQL, PRDs). */
export function lcFirst(text: string): string {
  if (text.length > 1 && /[A-Z]/.test(text.charAt(1))) return text;
  // Two capitalised words open a name ("Power Query", "Google Ads"): a sentence keeps it as it is.
  if (/^\p{Lu}\p{Ll}+ \p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function ucFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Head — detail" -> ["Head", "detail"]; the detail is optional extra explanation. */
export function splitDetail(text: string): [string, string | undefined] {
  const i = text.indexOf(" — ");
  if (i < 0) return [text.trim(), undefined];
  return [text.slice(0, i).trim(), text.slice(i + 3).trim()];
}

export function endSentence(text: string): string {
  const t = text.trim();
  return /[.!?…]$/.test(t) || /\)$/.test(t) && /[.!?]\)$/.test(t) ? t : `${t}.`;
}

export function stripEnd(text: string): string {
  return text.trim().replace(/[.]+$/, "");
}

/** FNV-1a: a stable, tiny hash used to pick phrasing variants deterministically (no Math.random). */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function pick<T>(options: readonly T[], key: string): T {
  const value = options[hash(key) % options.length];
  if (value === undefined) throw new Error("pick from an empty list");
  return value;
}

export function uniqueBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** "a product manager", "an underwater welder". */
export function withArticle(noun: string): string {
  return `${articleFor(noun)} ${noun}`;
}

/**
 * "a" or "an" by sound, not spelling: "an underwater welder", "a urologist", "a UX designer", "an SEO specialist".
 * Short capitalised acronyms are read letter by letter.
 */
export function articleFor(phrase: string): "a" | "an" {
  const trimmed = phrase.trim();
  const word = trimmed.split(/[\s/-]+/)[0] ?? "";
  // A whole phrase in capitals is shouting, not an acronym; a lone "SDE" is one.
  const acronym = /^[A-Z]{2,4}$/.test(word) && (trimmed !== trimmed.toUpperCase() || word === trimmed);
  if (acronym) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  if (/^(uni|use|usu|uti|ura|uro|euro|one)/i.test(word)) return "a";
  if (/^(hour|honest|honou?r|heir)/i.test(word)) return "an";
  return /^[aeiou]/i.test(word) ? "an" : "a";
}
