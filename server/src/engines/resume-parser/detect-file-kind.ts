import type { FileKind } from "./types";

const startsWith = (bytes: Uint8Array, ascii: string, at = 0) =>
  bytes.length >= at + ascii.length && [...ascii].every((ch, i) => bytes[at + i] === ch.charCodeAt(0));

function indexOfAscii(bytes: Uint8Array, ascii: string, limit = bytes.length): number {
  const first = ascii.charCodeAt(0);
  const end = Math.min(limit, bytes.length - ascii.length + 1);
  for (let i = 0; i < end; i++) if (bytes[i] === first && startsWith(bytes, ascii, i)) return i;
  return -1;
}

const MARKDOWN = /^(#{1,6} \S|[-*+] \[[ x]\] |\*\*[^*\n]+\*\*|>\s\S)|\[[^\]\n]+\]\([^)\s]+\)|^(-{3,}|={3,})\s*$/m;

/**
 * The real type of an uploaded file, from its bytes (never its name). DOCX is a zip whose entries
 * include word/document.xml (entry names are stored uncompressed); text is valid UTF-8 without NULs.
 */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (bytes.length === 0) return null;
  // PDF readers accept junk before the header within the first KB.
  if (indexOfAscii(bytes, "%PDF-", 1024) >= 0) return "pdf";
  if (startsWith(bytes, "PK\u0003\u0004")) return indexOfAscii(bytes, "word/document.xml") >= 0 ? "docx" : null;
  const offset = startsWith(bytes, "\u00ef\u00bb\u00bf") ? 3 : 0;
  if (startsWith(bytes, "{\\rtf", offset)) return "rtf";
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(offset));
  } catch {
    return null;
  }
  // Reject binary that happens to decode: too many control characters.
  let control = 0;
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12) control++;
  }
  if (control > Math.max(2, text.length * 0.01)) return null;
  return MARKDOWN.test(text) ? "md" : "txt";
}
