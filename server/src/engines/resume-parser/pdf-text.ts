import { readPdfPages, type TextRun } from "./pdf-items";

type Item = Pick<TextRun, "str" | "x" | "y" | "w" | "size">;

/** A line of text rebuilt from positioned items. */
interface Line {
  y: number;
  x: number;
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
  if (gap === null) return buildLines(items).map((l) => l.text).join("\n");
  const crosses = (it: Item) => it.x < gap && it.x + it.w > gap;
  const columnItems = items.filter((it) => !crosses(it));
  const topOfColumns = Math.max(...columnItems.map((it) => it.y));
  const header = items.filter((it) => crosses(it) && it.y > topOfColumns);
  const footer = items.filter((it) => crosses(it) && it.y <= topOfColumns);
  const left = columnItems.filter((it) => it.x + it.w / 2 < gap);
  const right = columnItems.filter((it) => it.x + it.w / 2 >= gap);
  return [header, left, right, footer]
    .filter((group) => group.length > 0)
    .map((group) => buildLines(group).map((l) => l.text).join("\n"))
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
    for (const it of parts) {
      const gapWidth = it.x - prevEnd;
      if (text && gapWidth > it.size * 1.5) text += "   ";
      else if (text && gapWidth > it.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(it.str)) text += " ";
      text += it.str;
      prevEnd = it.x + it.w;
    }
    return { y: line.y, x: parts[0]?.x ?? 0, text: text.replace(/\s+$/, "") };
  });
}
