// How job titles are read: normalised, split into words, lightly stemmed, with seniority words set aside.
// Shared by the role resolver and the engines built on it, so "Sr. Data Analyst" reads the same everywhere.

const STOPWORDS = new Set([
  "a", "an", "and", "the", "of", "in", "for", "to", "with", "at", "on", "or", "by", "as", "from", "into",
  "i", "ii", "iii", "iv", "my", "our", "role", "job", "position", "work",
]);

/** Seniority words say nothing about which role is meant; the experience level carries that. */
const LEVEL_WORDS = new Set([
  "senior", "sr", "junior", "jr", "principal", "staff", "trainee", "intern", "internship", "fresher", "graduate",
  "entry", "level", "mid", "experienced", "assistant", "deputy", "head", "chief", "vp", "director", "lead",
]);

export function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\+\+/g, "pp")
    .replace(/#/g, "sharp")
    .replace(/[^a-z0-9./ ]+/g, " ")
    .replace(/(^|\s)[./]+|[./]+(\s|$)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const SUFFIXES = ["ations", "ation", "ments", "ment", "ings", "ing", "ers", "er", "ors", "or", "ists", "ist", "ians", "ian", "ies", "es", "s", "e"];

/** A light suffix stripper: welder/welders/welding -> weld, engineer/engineering -> engine. Two passes at most. */
export function stem(token: string): string {
  let t = token;
  for (let pass = 0; pass < 2; pass++) {
    const suffix = SUFFIXES.find((s) => t.endsWith(s) && t.length - s.length >= 4);
    if (!suffix) break;
    t = t.slice(0, t.length - suffix.length);
  }
  return t;
}

export function tokens(text: string, opts: { keepLevelWords?: boolean } = {}): string[] {
  return normalize(text)
    .split(" ")
    .filter((t, i, all) => t && !STOPWORDS.has(t) && (opts.keepLevelWords || !LEVEL_WORDS.has(t) || isPartOfTitle(t, i, all)));
}

/**
 * Level words that name the job itself: "Data entry operator" is not an entry-level data job, and a trailing
 * "assistant" ("Executive assistant", "Medical assistant") is the role, unlike a leading one ("Assistant manager").
 */
function isPartOfTitle(word: string, i: number, all: string[]): boolean {
  if (word === "entry") return all[i - 1] === "data";
  return word === "assistant" && i > 0 && i === all.length - 1;
}

export function stems(text: string): string[] {
  return [...new Set(tokens(text).map(stem))];
}

/** The role text with seniority words removed, used for exact alias matches ("Senior PM" -> "pm"). */
export function roleKey(text: string): string {
  return tokens(text).join(" ");
}

/**
 * The job of a title without its employer, place or lead-in: "Senior System Engineer at Infosys Limited", "FI/CO
 * Consultant in Tech Mahindra", "Working as Escalation Engineer". A capital must follow "at"/"in" ("Officer in charge"
 * keeps its words).
 */
export function jobPart(title: string): string {
  return title.replace(/^(?:working|worked|employed)\s+as\s+(?:an?\s+)?/i, "").split(/\s+(?:at|in|with|for|@)\s+(?=[A-Z0-9])/)[0]!;
}
