/**
 * SPEC section 5 keyword cleaning, applied again on the server so every caller (not only the web app)
 * gets the same rules: split on , ; | / and new lines; lowercase; keep letters, digits, + # / - and
 * spaces; drop stop words; drop phrases over 4 words; drop duplicates and keywords contained in a
 * longer one; keep at most 8.
 */
export const MAX_KEYWORDS = 8;
export const MAX_PHRASE_WORDS = 4;

const STOP_WORDS = new Set("and or the a an of to for with in on at from by as is are be was were i me my".split(" "));

export function cleanKeywords(input: string): string[] {
  const phrases = input
    .split(/[,;|/\n]+/)
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^\p{L}\p{N}+#/\- ]+/gu, "")
        .split(/\s+/)
        .filter((w) => w && !STOP_WORDS.has(w))
        .join(" "),
    )
    .filter((p) => p && p.split(" ").length <= MAX_PHRASE_WORDS);
  const unique = [...new Set(phrases)];
  const kept = unique.filter((k) => !unique.some((other) => other !== k && other.length > k.length && other.includes(k)));
  return kept.slice(0, MAX_KEYWORDS);
}
