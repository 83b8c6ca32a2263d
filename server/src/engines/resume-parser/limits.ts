/**
 * How much of an untrusted document the reader will take in. A real resume is one to three pages and a
 * few hundred kilobytes once opened; these limits sit far above that and far below what hurts the server.
 * docs/SECURITY.md lists them with what each refusal says.
 */
export const DOCUMENT_LIMITS = {
  /** Pages of a PDF that are read; a PDF with more is refused (before any page is parsed). */
  maxPdfPages: 20,
  /** Bytes all of a PDF's compressed streams (fonts, content, object streams) may inflate to. */
  maxPdfInflatedBytes: 64 * 1024 * 1024,
  /** Bytes a DOCX's text parts (everything but media) may inflate to, by their headers and in fact. */
  maxDocxInflatedBytes: 32 * 1024 * 1024,
  /** Entries in a DOCX zip (a real one has 10–40). */
  maxDocxEntries: 2_000,
  /** Characters of text kept from any file: about 100 pages of dense text. */
  maxTextChars: 300_000,
} as const;

const formatter = new Intl.NumberFormat("en-IN");
export const formatCount = (n: number) => formatter.format(n);
export const formatMegabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
