import { saveBlob } from "../../../lib/save-blob";

/** SPEC section 9: the download name when the server gives none. */
export const DEFAULT_PDF_FILENAME = "role-notes.pdf";

/** The name to save under: the server's filename, else 'role-notes.pdf'; always ending in .pdf. */
export function pdfFileName(filename: string | null | undefined): string {
  const name = (filename ?? "").trim().replace(/[\\/]/g, "-");
  if (!name) return DEFAULT_PDF_FILENAME;
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** Hands the bytes to the browser as an application/pdf download with the given name. */
export function savePdf(blob: Blob, filename: string): void {
  saveBlob(blob.type === "application/pdf" ? blob : new Blob([blob], { type: "application/pdf" }), filename);
}
