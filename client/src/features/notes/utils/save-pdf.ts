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
  const pdf = blob.type === "application/pdf" ? blob : new Blob([blob], { type: "application/pdf" });
  const url = URL.createObjectURL(pdf);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
