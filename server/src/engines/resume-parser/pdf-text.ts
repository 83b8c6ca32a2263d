import { getDocumentProxy } from "unpdf";
import { ResumeReadError } from "./errors";
import { DOCUMENT_LIMITS, formatCount } from "./limits";

interface Item {
  str: string;
  x: number;
  y: number;
  w: number;
  size: number;
}

/** A line of text rebuilt from positioned items. */
interface Line {
  y: number;
  x: number;
  text: string;
}

/** Text of a PDF, rebuilt line by line from item positions; two-column pages are read column by column. */
export async function pdfToText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  // pdf.js takes ownership of (detaches) the buffer it is given.
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const pages: string[] = [];
  try {
    // The page count comes from the document's page tree, before any page is parsed.
    if (doc.numPages > DOCUMENT_LIMITS.maxPdfPages) {
      throw new ResumeReadError(
        "too-large",
        `This PDF has ${formatCount(doc.numPages)} pages; resumes up to ${DOCUMENT_LIMITS.maxPdfPages} pages are read. Please upload your resume on its own.`,
      );
    }
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p);
      const width = page.getViewport({ scale: 1 }).width;
      const content = await page.getTextContent();
      const items: Item[] = [];
      for (const raw of content.items) {
        if (!("str" in raw) || raw.str.trim() === "") continue;
        const [a = 0, b = 0, , d = 0, e = 0, f = 0] = raw.transform as number[];
        items.push({ str: raw.str, x: e, y: f, w: raw.width, size: Math.max(Math.hypot(a, b), Math.abs(d), 1) });
      }
      pages.push(layoutPage(items, width));
      page.cleanup();
    }
  } finally {
    await doc.destroy();
  }
  return { text: pages.join("\n\n"), pages: doc.numPages };
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
      if (!best || width > best.width) best = { mid: ((runStart + c) / 2 / cells) * pageWidth, width };
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
