import fs from "node:fs";
import { createRequire } from "node:module";
import { init, type WrappedPdfiumModule } from "@embedpdf/pdfium";
import { ResumeReadError } from "./errors";
import { DOCUMENT_LIMITS, formatCount } from "./limits";

/** A run of text on one baseline in one font, in PDF points (origin bottom-left, y up). */
export interface TextRun {
  str: string;
  /** Left edge and baseline of the first character. */
  x: number;
  y: number;
  /** Width from the first character's left edge to the last one's right edge. */
  w: number;
  /** Font size in points, as rendered (text matrix included). */
  size: number;
  bold: boolean;
  /** A list marker drawn as a shape (a CSS disc or square), given to the text as "•". */
  marker?: boolean;
}

export interface PdfPage {
  width: number;
  height: number;
  runs: TextRun[];
}

let engine: Promise<WrappedPdfiumModule> | undefined;

/** PDFium (the engine in Chrome) as WebAssembly, loaded once per thread (about 40 ms). */
function pdfium(): Promise<WrappedPdfiumModule> {
  engine ??= (async () => {
    const wasm = createRequire(import.meta.url).resolve("@embedpdf/pdfium/pdfium.wasm");
    const module = await init({ wasmBinary: fs.readFileSync(wasm) } as never);
    module.PDFiumExt_Init();
    return module;
  })();
  return engine;
}

const FPDF_ERR_PASSWORD = 4;
const utf16 = new TextDecoder("utf-16le");

/**
 * Every page's text as runs with position, size and weight. Characters come from PDFium's text page
 * (its Unicode mapping, in content order); a run ends at a line break, a jump backwards or a wide gap,
 * so separate columns, table cells and tab stops stay separate runs for the layout step.
 */
export async function readPdfPages(bytes: Uint8Array): Promise<{ pages: PdfPage[]; pageCount: number }> {
  const P = await pdfium();
  // Emscripten's heap views exist at run time but are not in the package's types; they are replaced when
  // memory grows, so they are read afresh each time.
  const M = P.pdfium as typeof P.pdfium & { HEAPU8: Uint8Array; HEAP32: Int32Array; HEAPF32: Float32Array; HEAPF64: Float64Array };
  const heap = () => M.HEAPU8;
  const malloc = (n: number) => M.wasmExports.malloc(n) as number;
  const free = (p: number) => M.wasmExports.free(p);

  const data = malloc(bytes.length);
  heap().set(bytes, data);
  const scratch = malloc(72);
  const doc = P.FPDF_LoadMemDocument(data, bytes.length, "");
  try {
    if (!doc) {
      const code = P.FPDF_GetLastError();
      throw new ResumeReadError("corrupt", code === FPDF_ERR_PASSWORD ? "This PDF is password-protected. Please upload a copy without a password." : undefined);
    }
    const pageCount = P.FPDF_GetPageCount(doc);
    if (pageCount > DOCUMENT_LIMITS.maxPdfPages) {
      throw new ResumeReadError(
        "too-large",
        `This PDF has ${formatCount(pageCount)} pages; resumes up to ${DOCUMENT_LIMITS.maxPdfPages} pages are read. Please upload your resume on its own.`,
      );
    }
    const pages: PdfPage[] = [];
    for (let i = 0; i < pageCount; i++) {
      const page = P.FPDF_LoadPage(doc, i);
      if (!page) continue;
      const textPage = P.FPDFText_LoadPage(page);
      try {
        const runs = textPage ? pageRuns(P, textPage, scratch) : [];
        pages.push({ width: P.FPDF_GetPageWidthF(page), height: P.FPDF_GetPageHeightF(page), runs: [...runs, ...shapeMarkers(P, page, runs, scratch)] });
      } finally {
        if (textPage) P.FPDFText_ClosePage(textPage);
        P.FPDF_ClosePage(page);
      }
    }
    return { pages, pageCount };
  } finally {
    if (doc) P.FPDF_CloseDocument(doc);
    free(scratch);
    free(data);
  }

  /**
   * List markers drawn as shapes (Chromium draws CSS discs and squares as paths, Word's symbol bullets are
   * text): a small square-ish filled path just left of a line of text, at its x-height, becomes a "•" run,
   * so the bullet it starts is known to be one, and is never joined to the bullet before it.
   */
  function shapeMarkers(P: WrappedPdfiumModule, page: number, runs: TextRun[], box: number): TextRun[] {
    const PATH = 2;
    const count = Math.min(P.FPDFPage_CountObjects(page), 5_000);
    const f = () => M.HEAPF32;
    const markers: TextRun[] = [];
    for (let k = 0; k < count; k++) {
      const obj = P.FPDFPage_GetObject(page, k);
      if (!obj || P.FPDFPageObj_GetType(obj) !== PATH) continue;
      if (!P.FPDFPageObj_GetBounds(obj, box, box + 4, box + 8, box + 12)) continue;
      const a = box >> 2;
      const [left, bottom, right, top] = [f()[a]!, f()[a + 1]!, f()[a + 2]!, f()[a + 3]!];
      const w = right - left;
      const h = top - bottom;
      if (w < 1.2 || h < 1.2 || w > 6.5 || h > 6.5 || Math.abs(w - h) > 1.5) continue;
      const middle = (top + bottom) / 2;
      const text = runs.find((r) => !r.marker && r.x - right > 0.5 && r.x - right < r.size * 3 && Math.abs(middle - (r.y + r.size * 0.3)) <= r.size * 0.35);
      if (text) markers.push({ str: "•", x: left, y: text.y, w, size: text.size, bold: false, marker: true });
    }
    return markers;
  }

  function pageRuns(P: WrappedPdfiumModule, textPage: number, box: number): TextRun[] {
    const count = P.FPDFText_CountChars(textPage);
    if (count <= 0) return [];
    const buffer = malloc((count + 1) * 2);
    let text: string;
    try {
      const written = P.FPDFText_GetText(textPage, 0, count, buffer);
      text = utf16.decode(heap().subarray(buffer, buffer + Math.max(0, written - 1) * 2));
    } finally {
      free(buffer);
    }
    // One UTF-16 unit per character index is what GetText promises; if not, read code points one by one.
    const charAt = text.length === count ? (k: number) => text[k]! : (k: number) => String.fromCodePoint(P.FPDFText_GetUnicode(textPage, k));
    const f32 = () => M.HEAPF32;
    // The two calls made for every character go straight to the wasm exports (cwrap's argument
    // conversion would double their cost); everything else uses the wrapped API.
    const exports = M.wasmExports as unknown as Record<string, (...args: number[]) => number>;
    const looseBox = exports.FPDFText_GetLooseCharBox!;
    const charOrigin = exports.FPDFText_GetCharOrigin!;
    const fontName = malloc(128);
    const runs: TextRun[] = [];
    let spaceHint = 0;
    let run: { chars: string[]; gaps: number[]; hints: number[]; x: number; y: number; size: number; bold: boolean; right: number } | null = null;
    const close = () => {
      if (!run) return;
      const str = joinGlyphs(run.chars, run.gaps, run.size, run.hints);
      if (str) runs.push({ str, x: run.x, y: run.y, w: Math.max(0, run.right - run.x), size: run.size, bold: run.bold });
      run = null;
    };
    try {
      for (let k = 0; k < count; k++) {
        const ch = charAt(k);
        // Spaces and line breaks (written or inferred by PDFium) are ignored: spacing is decided from the
        // gaps between glyph boxes below, which keeps letter-spaced headings whole.
        if (ch === " " || ch === "\r" || ch === "\n") {
          // Remembered as a hint: a space in the file, or one PDFium inferred, between two glyphs.
          if (run && ch === " ") spaceHint = Math.max(spaceHint, P.FPDFText_IsGenerated(textPage, k) === 1 ? 1 : 2);
          continue;
        }
        // The baseline comes from the origin: a ligature's loose box sits on the baseline, not the descent.
        if (!looseBox(textPage, k, box) || !charOrigin(textPage, k, box + 48, box + 56)) continue;
        const f = f32();
        const at = box >> 2;
        const left = f[at]!;
        const right = f[at + 2]!;
        const bottom = M.HEAPF64[(box + 56) >> 3]!;
        if (run) {
          const gap = left - run.right;
          const sameLine = Math.abs(bottom - run.y) <= Math.max(1, run.size * 0.3);
          // Backwards, or a gap wider than a tab stop: another line, column or table cell.
          if (!sameLine || gap < -run.size * 0.5 || gap > run.size * 1.5) close();
          else {
            run.gaps.push(gap);
            run.hints.push(spaceHint);
          }
        }
        if (!run) {
          // The size PDFium reports leaves out the page's scale (Chromium draws at 0.75 pt per px);
          // the character's matrix has it.
          const scale = P.FPDFText_GetMatrix(textPage, k, box + 16) ? Math.hypot(f32()[(box + 16) >> 2]!, f32()[((box + 16) >> 2) + 1]!) : 1;
          const size = P.FPDFText_GetFontSize(textPage, k) * (scale > 0 ? scale : 1);
          const flags = box + 40;
          const nameLength = P.FPDFText_GetFontInfo(textPage, k, fontName, 128, flags);
          const name = nameLength > 1 ? new TextDecoder().decode(heap().subarray(fontName, fontName + Math.min(127, nameLength - 1))) : "";
          // Bold by weight, by name ("Arial-BoldMT", "Lato-Black") or by the ForceBold flag.
          const bold = P.FPDFText_GetFontWeight(textPage, k) >= 600 || /bold|black|heavy|semibold|demi/i.test(name) || (M.HEAP32[flags >> 2]! & 0x40000) !== 0;
          run = { chars: [], gaps: [], hints: [], x: left, y: bottom, size: size > 0 ? size : 10, bold, right };
        }
        run.chars.push(ch);
        spaceHint = 0;
        run.right = Math.max(run.right, right);
      }
    } finally {
      free(fontName);
    }
    close();
    return runs;
  }
}

/**
 * The glyphs of a run as text, with a space wherever the gap before a glyph is a word gap. Ordinary
 * text has glyphs touching (gaps near 0) and word gaps of about a quarter em; letter-spaced text
 * ("S U M M A R Y" in CSS or drawn letter by letter) has every gap wide, so a word gap is one clearly
 * wider than the typical letter gap.
 */
export function joinGlyphs(chars: string[], gaps: number[], size: number, hints: number[] = []): string {
  if (chars.length === 0) return "";
  const sorted = [...gaps].sort((a, b) => a - b);
  const typical = sorted.length >= 3 ? sorted[Math.floor(sorted.length / 2)]! : 0;
  const letterSpaced = typical > size * 0.12;
  const wordGap = letterSpaced ? typical + size * 0.15 : size * 0.2;
  let out = chars[0]!;
  for (let i = 1; i < chars.length; i++) {
    const gap = gaps[i - 1]!;
    // Outside letter-spaced text a space in the file wins, and one PDFium inferred lowers the bar
    // (a kerned pair such as "t A" leaves a narrow word gap).
    const hint = letterSpaced ? 0 : (hints[i - 1] ?? 0);
    const space = hint === 2 ? gap > -size * 0.1 : hint === 1 ? gap > size * 0.08 : gap > wordGap;
    out += (space ? " " : "") + chars[i];
  }
  return out.trim();
}
