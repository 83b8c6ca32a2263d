import { decodeHTMLStrict } from "entities";
import { isTag, isText, type ChildNode, type Document } from "domhandler";
import { parseDocument } from "htmlparser2";

/**
 * HTML to plain text, in one place: job boards' descriptions (engines/job-sources), an operator's feed
 * (jobs:import) and Word documents (engines/resume-parser, through mammoth's HTML). htmlparser2 reads the markup
 * (comments, scripts, attributes holding ">", broken tags) and `entities` decodes character references (the
 * WHATWG table); this file only decides what each element becomes: a line break, a bullet, a space or nothing.
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

/** A parsed HTML fragment (htmlparser2's DOM), for a reader that rearranges it before it becomes text. */
export type HtmlDocument = Document;

/**
 * Parses HTML without decoding character references: htmlToText decodes them once, after the tags are gone, so an
 * escaped "&lt;script&gt;" stays text and never becomes markup.
 */
export function parseHtml(html: string): HtmlDocument {
  return parseDocument(html, { decodeEntities: false });
}

/** What an element's opening and closing tags become in the text. */
export interface TagText {
  open: string;
  close: string;
}

/** What each element (by lower-case tag name) becomes; `other` for elements not named. */
export interface TextStyle {
  tags: Record<string, TagText>;
  other: TagText;
}

const LINE: TagText = { open: "\n", close: "\n" };
const BLOCKS = ["p", "div", "br", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "section", "article", "header", "footer", "blockquote", "pre", "hr", "dd", "dt", "dl"];

/**
 * A web page's text (job boards, feeds): block elements begin and end a line, list items are bullets, and any
 * other element is a space, so words in neighbouring inline elements never run together.
 */
export const WEB_PAGE: TextStyle = {
  tags: { ...Object.fromEntries(BLOCKS.map((tag) => [tag, LINE])), li: { open: "\n• ", close: "\n" } },
  other: { open: " ", close: " " },
};

/** Never text: their content is code, styling or pictures. */
const DROPPED = new Set(["script", "style", "noscript", "template", "iframe", "svg"]);
/** Elements without content or a closing tag: only their opening counts. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/**
 * HTML to plain text for the index and the job card: scripts, styles and comments are dropped whole, block
 * elements become line breaks, list items get a bullet, entities are decoded once (after the tags are gone, so
 * an escaped "&lt;script&gt;" stays text and never becomes markup). The result is only ever rendered as text.
 */
export function htmlToText(html: string): string {
  // A description cut off inside a tag ("… <p class=") loses the broken tag rather than showing it.
  return domToText(parseHtml(html.replace(/<[^>]*$/, "")), WEB_PAGE);
}

/**
 * A parsed page as text, each element becoming what `style` says; scripts, styles and comments are dropped whole,
 * entities are decoded once, and spaces and blank lines are tidied.
 */
export function domToText(page: HtmlDocument, style: TextStyle): string {
  const out: string[] = [];
  // A stack rather than recursion: a hostile page nests elements deeper than the call stack goes.
  const stack: Array<ChildNode | string> = [...page.children].reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === "string") out.push(item);
    else if (isText(item)) out.push(item.data);
    else if (isTag(item)) {
      const tag = item.name.toLowerCase();
      if (DROPPED.has(tag)) continue;
      const text = style.tags[tag] ?? style.other;
      out.push(text.open);
      if (VOID.has(tag)) continue;
      stack.push(text.close);
      for (let i = item.children.length - 1; i >= 0; i--) stack.push(item.children[i]!);
    }
    // Comments, <!DOCTYPE> and processing instructions are not text.
  }
  return tidy(decodeEntities(out.join("")));
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
