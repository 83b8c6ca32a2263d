// Characters that separate items of a skills list ("Python, R | SQL • Go; C (basics)").
const SEPARATORS = new Set([",", ";", "|", "/", "\\", "(", ")", "[", "]", "{", "}", ":", "\t", "•", "·", "●", "▪", "■", "◦", "➢", "►", "✓", "✔", "❖", "*", "–", "—", "+"]);
const LIST_MARK = /[,;|•·●▪■◦➢►✓✔❖\t]|^\s*[-*]\s|^\s*[\w &/]{1,40}:\s*\S/;
const CONJUNCTION_BEFORE = /(?:^|\s)(?:and|or|&)\s*$/i;
const CONJUNCTION_AFTER = /^\s*(?:and|or|&)(?:\s|$)/i;
const TRAILING_VERSION = /^\s*(?:v?\d[\w.]*\+?\s*)*/i;

/**
 * Is line[start, end) a whole item of a list? True for "R" in "Python, R, SQL" or "Languages: C, C++",
 * false for "Go" in "ready to go live". Without `listContext` the line itself must look like a list.
 */
export function isStandaloneListItem(line: string, start: number, end: number, listContext: boolean): boolean {
  if (!listContext && !LIST_MARK.test(line)) return false;
  const before = line.slice(0, start);
  const trimmedBefore = before.trimEnd();
  const leftOk =
    trimmedBefore.length === 0 ||
    SEPARATORS.has(trimmedBefore[trimmedBefore.length - 1]!) ||
    (trimmedBefore.endsWith("-") && before.endsWith(" ")) ||
    CONJUNCTION_BEFORE.test(before);
  if (!leftOk) return false;
  const after = line.slice(end).replace(TRAILING_VERSION, "");
  const trimmedAfter = after.trimStart();
  return (
    trimmedAfter.length === 0 ||
    SEPARATORS.has(trimmedAfter[0]!) ||
    (trimmedAfter.startsWith("-") && after.startsWith(" ")) ||
    CONJUNCTION_AFTER.test(after) ||
    trimmedAfter === "."
  );
}
