export type ResumeReadErrorCode =
  | "unsupported"
  | "scanned"
  | "corrupt"
  | "empty"
  /** Bigger than any resume once opened: too many pages, too much text, or inflates past the budget. */
  | "too-large"
  /** Took longer than the time limit, or needed more memory than the reader may use. */
  | "too-complex"
  /** Every reader is busy and the queue is full: try again in a few seconds. */
  | "busy";

const MESSAGES: Record<ResumeReadErrorCode, string> = {
  unsupported: "This file type is not supported. Please upload a PDF, DOCX or TXT file.",
  scanned: "This PDF has no extractable text (it looks scanned). Please upload a text-based PDF or a DOCX file.",
  corrupt: "This file could not be read (it may be damaged or password-protected). Please upload another copy.",
  empty: "This file has no text in it. Please upload a resume with text content.",
  "too-large": "This file is far larger than a resume once opened, so it was not read. Please upload a shorter PDF, DOCX or TXT file.",
  "too-complex": "This file took too long to read, so it was not read. Please save it again from your editor (or as a PDF) and upload that copy.",
  busy: "We are reading a lot of resumes right now. Please try again in a few seconds.",
};

/** A resume file that cannot be turned into text; `message` is safe to show to the user. */
export class ResumeReadError extends Error {
  readonly code: ResumeReadErrorCode;
  constructor(code: ResumeReadErrorCode, message: string = MESSAGES[code], options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ResumeReadError";
    this.code = code;
  }
}

/** The HTTP status each refusal maps to: 415 wrong type, 413 too big, 503 busy, 422 otherwise. */
export function statusForReadError(code: ResumeReadErrorCode): 413 | 415 | 422 | 503 {
  if (code === "unsupported") return 415;
  if (code === "too-large") return 413;
  if (code === "busy") return 503;
  return 422;
}
