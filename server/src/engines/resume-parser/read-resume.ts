import { detectFileKind } from "./detect-file-kind";
import { ResumeReadError } from "./errors";
import { extractText } from "./extract-text";
import { parseResume, type ParseOptions } from "./parse-resume";
import type { FileKind, ParsedResume } from "./types";

export interface ReadResumeOptions extends ParseOptions {
  /** Kinds the caller accepts; others throw `unsupported`. Default: all. */
  accept?: readonly FileKind[];
}

export interface ReadResumeResult {
  kind: FileKind;
  text: string;
  pages?: number;
  parsed: ParsedResume;
}

/** Sniff → extract → parse, for an uploaded file. Throws ResumeReadError with a user-facing message. */
export async function readResume(bytes: Uint8Array, options: ReadResumeOptions = {}): Promise<ReadResumeResult> {
  if (bytes.length === 0) throw new ResumeReadError("empty");
  const kind = detectFileKind(bytes);
  if (!kind || (options.accept && !options.accept.includes(kind))) throw new ResumeReadError("unsupported");
  const { text, pages } = await extractText(bytes, kind);
  const parsed = parseResume(text, options);
  return pages === undefined ? { kind, text, parsed } : { kind, text, pages, parsed };
}
