import mammoth from "mammoth";
import { decodeEntities } from "../../lib/html-text";

/**
 * Text of a DOCX. Converting to HTML (rather than raw text) keeps each table cell, paragraph and
 * list item on its own line, and marks list items with a bullet so the parser sees them as bullets.
 */
export async function docxToText(bytes: Uint8Array, headers: string[] = []): Promise<string> {
  // Pictures are never opened: only text is wanted, and an image can be a bomb of its own.
  const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: "" }));
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) }, { convertImage: skipImages });
  // A name and contact line kept in the page header come first, as they appear on the page.
  const top = [...new Set(headers.map(headerText).filter(Boolean))].join("\n");
  const body = htmlToLines(mainCellFirst(html));
  return top ? `${top}\n${body}` : body;
}

/**
 * A page laid out as a one-row table (a sidebar cell beside the main cell) is read main cell first:
 * the cell with more text holds the name, summary and experience, as the widest column of a PDF does.
 */
export function mainCellFirst(html: string): string {
  const start = html.indexOf("<table");
  if (start < 0) return html;
  const end = closingTag(html, start, "table");
  if (end < 0) return html;
  const table = html.slice(start, end);
  const rows = topLevel(table, "tr");
  if (rows.length !== 1) return html;
  const cells = topLevel(rows[0]!, "td");
  if (cells.length !== 2) return html;
  const text = (cell: string) => cell.replace(/<[^>]+>/g, "").length;
  if (text(cells[1]!) <= text(cells[0]!)) return html;
  return `${html.slice(0, start)}<table><tr>${cells[1]}${cells[0]}</tr></table>${html.slice(end)}`;
}

/** Index just past the tag that closes the one opened at `from`, counting nested tags of the same name. */
function closingTag(html: string, from: number, tag: string): number {
  const pattern = new RegExp(`<(/?)${tag}[\\s>]`, "g");
  pattern.lastIndex = from;
  let depth = 0;
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.indexOf(">", m.index) + 1;
  }
  return -1;
}

/** The elements named `tag` directly inside `html` (nested tables' rows and cells are left inside their parents). */
function topLevel(html: string, tag: string): string[] {
  const out: string[] = [];
  const inner = html.replace(/^<[^>]+>/, "");
  const open = new RegExp(`<${tag}[\\s>]|<table[\\s>]`, "g");
  for (let m = open.exec(inner); m; m = open.exec(inner)) {
    const name = m[0].startsWith("<table") ? "table" : tag;
    const end = closingTag(inner, m.index, name);
    if (end < 0) break;
    if (name === tag) out.push(inner.slice(m.index, end));
    open.lastIndex = end;
  }
  return out;
}

/** The paragraphs of a header part (WordprocessingML), one per line; tabs between runs become spaces. */
export function headerText(xml: string): string {
  const paragraphs = xml.match(/<w:p[\s>][\s\S]*?<\/w:p>/g) ?? [];
  const lines = paragraphs.map((p) =>
    decodeEntities(
      (p.match(/<w:t(?:\s[^>]*)?>[^<]*<\/w:t>|<w:tab\/>|<w:br\/>/g) ?? [])
        .map((t) => (t.startsWith("<w:t") && !t.startsWith("<w:tab") ? t.replace(/<[^>]+>/g, "") : " "))
        .join(""),
    )
      .replace(/\s+/g, " ")
      .trim(),
  );
  return lines.filter(Boolean).join("\n");
}

export function htmlToLines(html: string): string {
  return html
    .replace(/<li[^>]*>/gi, "\n• ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|li|h[1-6]|td|th|tr|table|ul|ol|div)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (m) => decodeEntities(m))
    .split("\n")
    .map((l) => l.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
