import { ResumeReadError, type ResumeReadErrorCode } from "../errors";
import { readResume, type ReadResumeResult } from "../read-resume";
import type { FileKind } from "../types";

export interface ParseTask {
  bytes: Uint8Array;
  accept?: readonly FileKind[];
}

export type ParseOutcome = { ok: true; result: ReadResumeResult } | { ok: false; code: ResumeReadErrorCode; message: string };

/** Runs in a pool thread: errors cross back as data (a thrown class would arrive as a plain Error). */
export default async function parseInWorker(task: ParseTask): Promise<ParseOutcome> {
  try {
    return { ok: true, result: await readResume(task.bytes, task.accept ? { accept: task.accept } : {}) };
  } catch (error) {
    if (error instanceof ResumeReadError) return { ok: false, code: error.code, message: error.message };
    return { ok: false, code: "corrupt", message: new ResumeReadError("corrupt").message };
  }
}
