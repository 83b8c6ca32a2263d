export type ResumeReadErrorCode = "unsupported" | "scanned" | "corrupt" | "empty";

const MESSAGES: Record<ResumeReadErrorCode, string> = {
  unsupported: "This file type is not supported. Please upload a PDF, DOCX or TXT file.",
  scanned: "This PDF has no extractable text (it looks scanned). Please upload a text-based PDF or a DOCX file.",
  corrupt: "This file could not be read (it may be damaged or password-protected). Please upload another copy.",
  empty: "This file has no text in it. Please upload a resume with text content.",
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
