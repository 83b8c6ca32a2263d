import { decodeHTMLStrict } from "entities";

/**
 * HTML to plain text, in one place: job boards' descriptions (engines/job-sources), an operator's feed
 * (jobs:import) and Word documents (engines/resume-parser). Character references are decoded by `entities`
 * (the WHATWG table, also used by parse5 and htmlparser2); this file only decides what becomes a line break.
 */

/** Not an HTML entity, but job boards write it. */
const EXTRA: Record<string, string> = { rupee: "₹" };

function named(reference: string): string | undefined {
  for (const candidate of [reference, reference.toLowerCase()]) {
    const text = `&${candidate};`;
    const decoded = decodeHTMLStrict(text);
    if (decoded !== text) return decoded;
  }
  return EXTRA[reference.toLowerCase()];
}

/**
 * Decodes HTML character references (named, decimal, hex); unknown names are left as written. A no-break space
 * becomes a plain space and a soft hyphen disappears, so the text indexes and matches like what a reader sees.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (m, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      // Invalid or control code points would smuggle junk into the index.
      return Number.isFinite(code) && code > 31 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : " ";
    }
    const decoded = named(ref);
    if (decoded === undefined) return m;
    return decoded === "\u00a0" ? " " : decoded === "\u00ad" ? "" : decoded;
  });
}

const BLOCK = /^(p|div|br|li|ul|ol|h[1-6]|tr|table|section|article|header|footer|blockquote|pre|hr|dd|dt|dl)$/i;

/**
 * HTML to plain text for the index and the job card: scripts, styles and comments are dropped whole,
 * block elements become line breaks, list items get a bullet, entities are decoded once (after the tags
 * are gone, so an escaped "&lt;script&gt;" stays text and never becomes markup). The result is only
 * ever rendered as text.
 */
export function htmlToText(html: string): string {
  let s = html.replace(/<!--[\s\S]*?-->/g, " ");
  s = s.replace(/<(script|style|noscript|template|iframe|svg)\b[\s\S]*?<\/\1\s*>/gi, " ");
  s = s.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_m, tag: string) => {
    if (tag.toLowerCase() === "li") return _m.startsWith("</") ? "\n" : "\n• ";
    return BLOCK.test(tag) ? "\n" : " ";
  });
  // Stray angle brackets of broken markup ("<p class=") are dropped.
  s = s.replace(/<[^>]*$/g, " ");
  s = decodeEntities(s);
  return tidy(s);
}

/** Collapses runs of spaces, trims lines and keeps at most one blank line between paragraphs. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\u00a0\u200b]+/g, " ")
    .split("\n")
    .map((l) => l.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Greenhouse returns `content` with its HTML itself entity-escaped ("&lt;p&gt;"). Unescape that one layer
 * when the text has no real tags but does have escaped ones, then strip.
 */
export function greenhouseContentToText(content: string): string {
  const escaped = !/<[a-z/!]/i.test(content) && /&lt;\/?[a-z]/i.test(content);
  return htmlToText(escaped ? decodeEntities(content) : content);
}
