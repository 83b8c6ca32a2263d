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

/** SPEC section 7: the Word file is saved as '{name}_ATS_Resume.docx', spaces becoming underscores. */
export function docxFileName(name: string): string {
  const base =
    name
      .trim()
      .replace(/\s+/g, "_")
      .replace(/[\\/:*?"<>|]+/g, "") || "Resume";
  return `${base}_ATS_Resume.docx`;
}
