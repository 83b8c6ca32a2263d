import zlib from "node:zlib";
import { ResumeReadError } from "./errors";
import { DOCUMENT_LIMITS, formatMegabytes } from "./limits";

const STREAM = /stream\r?\n/g;

/**
 * Inflates every Flate stream pdf.js would inflate to read text (content, fonts, object streams; not
 * images) with a hard cap on the total, before pdf.js sees the file: a deflate bomb is refused after
 * at most the budget of work and memory. Streams that do not inflate cleanly are left to pdf.js.
 */
export function checkPdfInflation(bytes: Uint8Array, budget: number = DOCUMENT_LIMITS.maxPdfInflatedBytes): void {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
  let remaining = budget;
  STREAM.lastIndex = 0;
  for (let m = STREAM.exec(text); m; m = STREAM.exec(text)) {
    const keyword = m.index;
    if (text.slice(keyword - 3, keyword) === "end") continue; // "endstream\n"
    const objStart = text.lastIndexOf(" obj", keyword);
    const dict = text.slice(Math.max(objStart, keyword - 4096), keyword);
    const start = keyword + m[0].length;
    const endKeyword = text.indexOf("endstream", start);
    const end = endKeyword < 0 ? text.length : endKeyword;
    STREAM.lastIndex = end;
    if (!/FlateDecode|\/Fl\b/.test(dict) || /\/Subtype\s*\/Image/.test(dict)) continue;
    try {
      const out = zlib.inflateSync(Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start), {
        maxOutputLength: Math.max(1, remaining),
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
      remaining -= out.length;
    } catch (error) {
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
        throw new ResumeReadError(
          "too-large",
          `This PDF expands to more than ${formatMegabytes(budget)} when opened (a resume is far smaller), so it was not read. Please export it again or upload a DOCX file.`,
        );
      }
      // A damaged or encrypted stream: pdf.js decides what it can read.
    }
  }
}
