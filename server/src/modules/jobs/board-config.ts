import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { BoardConfig } from "../../engines/job-sources/types";

/** config/job-boards.json at the repository root. */
export const DEFAULT_BOARDS_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../config/job-boards.json");

const board = z.object({
  connector: z.enum(["greenhouse", "lever", "ashby", "smartrecruiters", "workable", "recruitee", "remotive", "arbeitnow"]),
  name: z.string().min(1).optional(),
  company: z.string().min(1).optional(),
  base_url: z.string().url().optional(),
  params: z.record(z.string(), z.string()).optional(),
  max_pages: z.number().int().min(1).max(20).optional(),
  enabled: z.boolean().default(true),
});

const file = z.object({
  /** A cron expression for the scheduled `jobs.ingest` run; null turns the schedule off. */
  schedule: z.string().min(9).nullable().default(null),
  timezone: z.string().default("Asia/Kolkata"),
  /** Per request, in milliseconds. */
  timeout_ms: z.number().int().min(1000).max(120_000).default(15_000),
  boards: z.array(board).default([]),
});

export type BoardsFile = z.infer<typeof file>;

export function parseBoardsFile(json: unknown, where = "config/job-boards.json"): BoardsFile {
  const parsed = file.safeParse(json);
  if (!parsed.success) {
    throw new Error(`${where} is invalid: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`);
  }
  for (const b of parsed.data.boards) {
    if (["greenhouse", "lever", "ashby", "smartrecruiters", "workable", "recruitee"].includes(b.connector) && !b.name) throw new Error(`${where} is invalid: a ${b.connector} board needs a "name"`);
  }
  return parsed.data;
}

export function loadBoardsFile(filePath: string = DEFAULT_BOARDS_FILE): BoardsFile {
  let text: string;
  try {
    text = readFileSync(filePath, "utf8");
  } catch {
    // No file means no boards: the index still has the demo corpus and imports.
    return parseBoardsFile({});
  }
  return parseBoardsFile(JSON.parse(text), filePath);
}

export const boardLabel = (b: BoardConfig) => (b.name ? `${b.connector}/${b.name}` : b.connector);
