/**
 * A small, safe markdown parser for the built resume: headings, paragraphs, bullet and numbered lists,
 * rules, bold, italic, inline code and links. It returns a tree of plain data that a component turns into
 * React elements, so no HTML string is ever injected: raw HTML stays visible text, and only
 * http(s) and mailto links become links.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "break" };

export type Block =
  | { type: "heading"; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "rule" };

/** Only these link targets are kept; anything else (javascript:, data:, relative) renders as plain text. */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (/^(https?:\/\/|mailto:)/i.test(href) && !/[\s<>"]/.test(href)) return href;
  if (/^www\.[^\s<>"]+$/i.test(href)) return `https://${href}`;
  return null;
}

function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === "text") last.text += text;
  else out.push({ type: "text", text });
}

/** Finds the closing delimiter, not escaped, after `from`. */
function findClose(src: string, delim: string, from: number): number {
  let i = src.indexOf(delim, from);
  while (i !== -1 && src[i - 1] === "\\") i = src.indexOf(delim, i + 1);
  return i;
}

/** Inline markup of one line or paragraph. Unmatched markers stay as text. */
export function parseInline(src: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    const rest = src.slice(i);

    if (ch === "\\" && i + 1 < src.length && /[\\`*_[\]()#+\-.!>]/.test(src[i + 1]!)) {
      pushText(out, src[i + 1]!);
      i += 2;
      continue;
    }
    if (ch === "\n") {
      out.push({ type: "break" });
      i += 1;
      continue;
    }
    if (ch === "`") {
      const close = src.indexOf("`", i + 1);
      if (close > i + 1) {
        out.push({ type: "code", text: src.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    }
    if (rest.startsWith("**") || rest.startsWith("__")) {
      const delim = rest.slice(0, 2);
      const close = findClose(src, delim, i + 2);
      if (close > i + 2) {
        out.push({ type: "strong", children: parseInline(src.slice(i + 2, close)) });
        i = close + 2;
        continue;
      }
    }
    if (ch === "*" || ch === "_") {
      const close = findClose(src, ch, i + 1);
      const inner = close > i + 1 ? src.slice(i + 1, close) : "";
      // `snake_case_words` are not emphasis: an underscore needs a non-word character outside it.
      const wordy = ch === "_" && (/\w/.test(src[i - 1] ?? "") || /\w/.test(src[close + 1] ?? ""));
      if (inner && !/^\s|\s$/.test(inner) && !wordy) {
        out.push({ type: "em", children: parseInline(inner) });
        i = close + 1;
        continue;
      }
    }
    if (ch === "[") {
      const m = /^\[([^\]\n]+)\]\(([^)\s]+)\)/.exec(rest);
      if (m) {
        const href = safeHref(m[2]!);
        const children = parseInline(m[1]!);
        if (href) out.push({ type: "link", href, children });
        else
          for (const c of children) {
            if (c.type === "text") pushText(out, c.text);
            else out.push(c);
          }
        i += m[0].length;
        continue;
      }
    }
    if (ch === "h" || ch === "w") {
      // Bare URLs (a project link the user typed) become links too.
      const m = /^(https?:\/\/[^\s<>"()]+[^\s<>"().,;:!?])/i.exec(rest) ?? /^(www\.[^\s<>"()]+[^\s<>"().,;:!?])/i.exec(rest);
      const before = src[i - 1] ?? "";
      if (m && !/\w/.test(before)) {
        const href = safeHref(m[1]!);
        if (href) {
          out.push({ type: "link", href, children: [{ type: "text", text: m[1]! }] });
          i += m[1]!.length;
          continue;
        }
      }
    }
    pushText(out, ch);
    i += 1;
  }
  return out;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+•]\s+(.*)$/u;
const ORDERED = /^\s{0,3}\d{1,3}[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

/** Splits markdown into blocks; soft line breaks inside a paragraph are kept as breaks (a resume's contact lines). */
export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", children: parseInline(paragraph.join("\n")) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ type: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const line of lines) {
    if (!line.trim()) {
      flushParagraph();
      flushList();
      continue;
    }
    if (RULE.test(line)) {
      flushParagraph();
      flushList();
      blocks.push({ type: "rule" });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ type: "heading", level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6, children: parseInline(heading[2]!) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const ordered = bullet ? null : ORDERED.exec(line);
    const item = bullet ?? ordered;
    if (item) {
      flushParagraph();
      const isOrdered = Boolean(ordered);
      if (list && list.ordered !== isOrdered) flushList();
      if (!list) list = { ordered: isOrdered, items: [] };
      list.items.push(item[1]!.trim());
      continue;
    }
    if (list && /^\s{2,}\S/.test(line)) {
      // An indented continuation line belongs to the list item above it.
      const items = list.items;
      items[items.length - 1] = `${items[items.length - 1]} ${line.trim()}`;
      continue;
    }
    flushList();
    paragraph.push(line.trim());
  }
  flushParagraph();
  flushList();
  return blocks;
}
