/** File rules of the builder (SPEC sections 2, 5 and 7). */

/** Both the resume upload and the benchmark upload accept these (SPEC section 5). */
export const ACCEPTED_EXTENSIONS = [".pdf", ".docx", ".txt", ".md", ".rtf"] as const;

/** The `accept` attribute of the file inputs. */
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(",");

/** SPEC section 9: the 6 MB limit is stated in this hint only; the client does not check sizes (the server does). */
export const UPLOAD_HINT = "PDF, DOCX, TXT up to 6 MB";

/** True when the name ends in an accepted extension (case-insensitive). */
export function hasAcceptedExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** The drop zones' filter: the spec names the accepted types; the server still checks the bytes. */
export const isAcceptedFile = (file: Pick<File, "name">): boolean => hasAcceptedExtension(file.name);

export function rejectionMessage(fileName: string): string {
  return `${fileName} is not a supported file. Choose a ${ACCEPTED_EXTENSIONS.join(", ")} file.`;
}

/** Uploads the browser can read as text; PDF, DOCX and RTF need the server's parser. */
const PLAIN_TEXT_EXTENSIONS = [".txt", ".md"];
/** The contract's limit on reference_resume_text. */
export const REFERENCE_TEXT_MAX = 100_000;

/**
 * A benchmark's full text when the browser can read it (.txt, .md), else "": the build then falls back to the
 * compare's excerpt. The full text lets the build weigh every skill and bullet of the benchmark, not 300 characters.
 */
export async function readPlainText(file: File): Promise<string> {
  if (!PLAIN_TEXT_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) return "";
  try {
    const text = await file.text();
    // A binary file renamed to .txt is no text to send; the server reads it by its bytes for the compare anyway.
    return text.includes("\u0000") ? "" : text.slice(0, REFERENCE_TEXT_MAX);
  } catch {
    return "";
  }
}

const fileBase = (name: string) =>
  name
    .trim()
    .replace(/\s+/g, "_")
    .replace(/[\\/:*?"<>|]+/g, "") || "Resume";

/** SPEC section 7: the Word file is saved as '{name}_ATS_Resume.docx', spaces becoming underscores. */
export function docxFileName(name: string): string {
  return `${fileBase(name)}_ATS_Resume.docx`;
}

/** The PDF of the same resume, named like the Word file. */
export function pdfFileName(name: string): string {
  return `${fileBase(name)}_ATS_Resume.pdf`;
}
