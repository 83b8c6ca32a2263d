import { statusForReadError, type ResumeReadError } from "../engines/resume-parser/errors";
import { AppError } from "./errors";

/** Seconds a caller refused with 503 (every document reader busy) should wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * A document the reader refused, as the HTTP answer: 415 wrong type, 413 too big once opened,
 * 422 unreadable or too slow to read, 503 with Retry-After when every reader is busy.
 * `overrides` replace the detail for some codes (a screen's own wording from the spec).
 */
export function documentRefusal(err: ResumeReadError, overrides: Partial<Record<ResumeReadError["code"], string>> = {}): AppError {
  const status = statusForReadError(err.code);
  const detail = overrides[err.code] ?? err.message;
  return new AppError(status, detail, status === 503 ? { headers: { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } } : {});
}
