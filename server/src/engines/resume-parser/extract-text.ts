import { checkDocxInflation } from "./docx-guard";
import { docxToText } from "./docx-text";
import { ResumeReadError } from "./errors";
import { DOCUMENT_LIMITS, formatCount } from "./limits";
import { checkPdfInflation } from "./pdf-guard";
import { pdfToText } from "./pdf-text";
import { rtfToText } from "./rtf-text";
import type { FileKind } from "./types";

export interface ExtractedText {
  text: string;
  pages?: number;
}

/** Normalises line endings, strips a BOM, NULs and zero-width characters, trims trailing spaces. */
export function normaliseText(text: string): string {
  return text
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- removing NUL (a control character) is this line's job
    .replace(/[\u0000\u200B-\u200D\u2060\uFEFF]/g, "")
    .replace(/\u00A0/g, " ")
    .split("\n")
    .map((l) => l.replace(/\s+$/, ""))
    .join("\n")
    .trim();
}

/** Turns a file of a known kind into plain text. Throws ResumeReadError; never makes text up. */
export async function extractText(bytes: Uint8Array, kind: FileKind): Promise<ExtractedText> {
  let result: ExtractedText;
  try {
    switch (kind) {
      case "pdf":
        checkPdfInflation(bytes);
        result = await pdfToText(bytes);
        break;
      case "docx":
        result = { text: await docxToText(bytes, (await checkDocxInflation(bytes)).headers) };
        break;
      case "rtf":
        result = { text: rtfToText(new TextDecoder("latin1").decode(bytes)) };
        break;
      case "txt":
      case "md":
        result = { text: new TextDecoder("utf-8").decode(bytes) };
        break;
      default:
        throw new ResumeReadError("unsupported");
    }
  } catch (error) {
    if (error instanceof ResumeReadError) throw error;
    throw new ResumeReadError("corrupt", undefined, { cause: error });
  }
  if (result.text.length > DOCUMENT_LIMITS.maxTextChars) {
    throw new ResumeReadError(
      "too-large",
      `This file holds ${formatCount(result.text.length)} characters of text; resumes up to ${formatCount(DOCUMENT_LIMITS.maxTextChars)} are read. Please upload your resume on its own.`,
    );
  }
  const text = normaliseText(result.text);
  // Scanned PDFs have pages but (almost) no text layer.
  if (text.replace(/\s/g, "").length < 20) throw new ResumeReadError(kind === "pdf" ? "scanned" : "empty");
  return result.pages === undefined ? { text } : { text, pages: result.pages };
}
