import { readPdfPages, type TextRun } from "./pdf-items";

type Item = Pick<TextRun, "str" | "x" | "y" | "w" | "size" | "marker"> & { bold?: boolean };

/** A line of text rebuilt from positioned items. */
interface Line {
  y: number;
  x: number;
  right: number;
  size: number;
  /** Every part of the line is bold (a role title, a heading). */
  bold: boolean;
  /** Separate cells on one line (a table row, a date in a gutter): never joined with another line. */
  cells: number;
  text: string;
}

/** Text of a PDF, rebuilt line by line from positioned runs; two-column pages are read column by column. */
export async function pdfToText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const { pages, pageCount } = await readPdfPages(bytes);
  return { text: pages.map((page) => layoutPage(page.runs, page.width)).join("\n\n"), pages: pageCount };
}

/** Orders a page's items: full-width header, then the left column, then the right one. */
export function layoutPage(items: Item[], pageWidth: number): string {
  if (items.length === 0) return "";
  const gap = findColumnGap(items, pageWidth);
  if (gap === null) return paragraphs(buildLines(items), pageWidth).join("\n");
  const crosses = (it: Item) => it.x < gap && it.x + it.w > gap;
  const columnItems = items.filter((it) => !crosses(it));
  const topOfColumns = Math.max(...columnItems.map((it) => it.y));
  const header = items.filter((it) => crosses(it) && it.y > topOfColumns);
  const footer = items.filter((it) => crosses(it) && it.y <= topOfColumns);
  const left = columnItems.filter((it) => it.x + it.w / 2 < gap);
  const right = columnItems.filter((it) => it.x + it.w / 2 >= gap);
  // The column with the page's largest text (the person's name) is read first, so the name, title
  // and summary lead whether the sidebar is on the left or the right.
  const largest = (group: Item[]) => Math.max(0, ...group.map((it) => it.size));
  const columns = largest(right) > largest(left) + 0.5 ? [right, left] : [left, right];
  return [header, ...columns, footer]
    .filter((group) => group.length > 0)
    .map((group) => paragraphs(buildLines(group), pageWidth).join("\n"))
    .join("\n\n");
}

/**
 * Finds an empty vertical band in the middle of the page with text on both sides over most of its
 * height: the gutter of a two-column layout. A few items crossing it (a full-width name or
 * header) are allowed.
 */
function findColumnGap(items: Item[], pageWidth: number): number | null {
  const cells = 200;
  const cover = new Array<number>(cells).fill(0);
  const cellOf = (x: number) => Math.min(cells - 1, Math.max(0, Math.floor((x / pageWidth) * cells)));
  for (const it of items) for (let c = cellOf(it.x); c <= cellOf(it.x + it.w); c++) cover[c]! += 1;
  const limit = Math.max(1, Math.floor(items.length * 0.06));
  let best: { mid: number; width: number } | null = null;
  let runStart = -1;
  for (let c = Math.floor(cells * 0.2); c <= Math.ceil(cells * 0.8); c++) {
    const empty = (cover[c] ?? 0) <= limit;
    if (empty && runStart < 0) runStart = c;
    if ((!empty || c === Math.ceil(cells * 0.8)) && runStart >= 0) {
      const width = c - runStart;
      // The gutter is placed where the right column starts: a long line of the left column (a name,
      // a heading) may reach into the empty band without crossing it.
      if (!best || width > best.width) best = { mid: (c / cells) * pageWidth - 0.5, width };
      runStart = -1;
    }
  }
  if (!best || (best.width / cells) * pageWidth < 10) return null;
  const mid = best.mid;
  const left = items.filter((it) => it.x + it.w <= mid);
  const right = items.filter((it) => it.x >= mid);
  // Both sides must hold real text spread over several lines, or this is just a ragged margin.
  const lines = (side: Item[]) => new Set(side.map((it) => Math.round(it.y / 4))).size;
  if (lines(left) < 4 || lines(right) < 4) return null;
  return mid;
}

/** Groups items into lines by baseline, left to right, inserting spaces where the gap is wide. */
function buildLines(items: Item[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Array<{ y: number; items: Item[] }> = [];
  for (const it of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line.y - it.y) <= Math.max(2, it.size * 0.45)) line.items.push(it);
    else lines.push({ y: it.y, items: [it] });
  }
  return lines.map((line) => {
    const parts = line.items.sort((a, b) => a.x - b.x);
    let text = "";
    let prevEnd = -Infinity;
    let cells = 1;
    let afterMarker = false;
    for (const it of parts) {
      const gapWidth = it.x - prevEnd;
      if (afterMarker) text += " "; // a shape marker and its text are one cell
      else if (text && gapWidth > it.size * 1.5) {
        text += "   ";
        cells += 1;
      } else if (text && gapWidth > it.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(it.str)) text += " ";
      text += it.str;
      prevEnd = Math.max(prevEnd, it.x + it.w);
      afterMarker = it.marker === true;
    }
    const size = Math.max(...parts.map((p) => p.size));
    const bold = parts.every((p) => p.bold === true || p.marker === true);
    return { y: line.y, x: parts[0]?.x ?? 0, right: prevEnd, size, bold, cells, text: text.replace(/\s+$/, "") };
  });
}

const BULLET_START = /^[•●▪■◦○▸►▶✓✔➤➢→\-–—*·]\s/;

/**
 * Joins the lines of a wrapped paragraph or bullet into one line: a line that reaches the right edge
 * of its column (so its next word did not fit) continues on the next line when that line follows at
 * normal spacing, in the same size, and does not start a new bullet or sentence after a full stop.
 * Bullets whose markers are drawn as shapes (CSS list markers) come out whole this way.
 */
function paragraphs(lines: Line[], pageWidth: number): string[] {
  if (lines.length === 0) return [];
  const edge = Math.max(...lines.map((l) => l.right));
  const start = Math.min(...lines.map((l) => l.x));
  // In a narrow sidebar short list items can look like wrapped lines; there only an evident
  // continuation (a lower-case start, a trailing comma or hyphen) is joined.
  const narrow = edge - start < pageWidth * 0.35;
  const out: string[] = [];
  let current = lines[0]!;
  let text = current.text;
  for (let i = 1; i < lines.length; i++) {
    const next = lines[i]!;
    // Wrapped: the next line's first word would not have fitted at the end of this one.
    const firstWord = /^\S+/.exec(next.text)?.[0] ?? "";
    const wordWidth = ((next.right - next.x) * firstWord.length) / Math.max(1, next.text.length);
    const full = current.right + current.size * 0.3 + wordWidth > edge - current.size * 0.5;
    const evident = /^[a-z0-9(&]/.test(next.text) || /[,\-/&]$/.test(text);
    const close = current.y - next.y <= Math.max(current.size, next.size) * 1.75 && current.y > next.y;
    // A change of size or weight starts something else: a bold role title after a bullet that filled its line.
    const sameSize = Math.abs(current.size - next.size) <= 0.3 && current.bold === next.bold;
    const startsNew = BULLET_START.test(next.text) || (/[.!?:]$/.test(text) && /^[A-Z]/.test(next.text));
    const aligned = next.x >= current.x - current.size * 1.2;
    if (full && close && sameSize && aligned && !startsNew && current.cells === 1 && next.cells === 1 && (!narrow || evident)) {
      text = text.endsWith("-") && /^[a-z]/.test(next.text) && !/\s\S-$/.test(text) ? `${text}${next.text}` : `${text} ${next.text}`;
    } else {
      out.push(text);
      text = next.text;
    }
    current = next;
  }
  out.push(text);
  return out;
}
