/**
 * Shared by the web app (the keyword chips, Find Matches) and the server (GET /jobs/search cleans again, so every
 * caller gets the same rules). SPEC section 5, keyword cleaning, to the letter: split on comma, semicolon, pipe, slash and newline; lowercase;
 * drop characters other than letters, digits, + # / - and space; drop stop words; drop phrases over 4 words;
 * remove duplicates; drop a keyword contained in a longer one; keep at most 8 (section 9).
 */
export const MAX_KEYWORDS = 8;
export const MAX_PHRASE_WORDS = 4;

export const STOP_WORDS: ReadonlySet<string> = new Set([
  "and", "or", "the", "a", "an", "of", "to", "for", "with", "in", "on", "at", "from", "by", "as", "is", "are", "be", "was", "were", "i", "me", "my",
]);

/** SPEC section 5: Find Matches without one valid keyword. */
export const NO_KEYWORDS_MESSAGE = "Please enter at least one valid skill keyword (comma-separated).";

const SEPARATORS = /[,;|/\n]/;
const DISALLOWED = /[^\p{L}\p{N}+#/\- ]/gu;

/** One piece between separators, cleaned: lowercased, only allowed characters, stop words out, spaces collapsed. */
export function cleanPhrase(part: string, options: { keepStopWords?: boolean } = {}): string {
  return part
    .toLowerCase()
    .replace(DISALLOWED, "")
    .split(/\s+/)
    .filter((word) => word !== "" && (options.keepStopWords || !STOP_WORDS.has(word)))
    .join(" ");
}

/** The cleaned keyword list for free text (a skills field, pasted skills, or chips joined with commas). */
export function cleanKeywords(input: string | readonly string[]): string[] {
  const text = typeof input === "string" ? input : input.join(",");
  const phrases = text
    .split(SEPARATORS)
    .map((part) => cleanPhrase(part))
    .filter((phrase) => phrase !== "" && phrase.split(" ").length <= MAX_PHRASE_WORDS);
  const unique = [...new Set(phrases)];
  const kept = unique.filter((keyword) => !unique.some((other) => other.length > keyword.length && other.includes(keyword)));
  return kept.slice(0, MAX_KEYWORDS);
}

/** The chips after adding what was typed in the add-keyword input: the same cleaning over the old and new keywords. */
export function addKeywords(current: readonly string[], typed: string): string[] {
  return cleanKeywords([...current, typed].join(","));
}

export function removeKeyword(current: readonly string[], keyword: string): string[] {
  return current.filter((k) => k !== keyword);
}
