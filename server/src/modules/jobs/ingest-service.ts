import { connectorFor } from "../../engines/job-sources";
import type { BoardConfig, FetchOptions, NormalisedPosting } from "../../engines/job-sources/types";
import type { Logger } from "../../lib/logger";
import { boardLabel } from "./board-config";
import { DEFAULT_DEMO_COUNT, demoPostings } from "./demo/demo-corpus";
import { parseFeed } from "./feed-import";
import type { JobRepository, UpsertResult } from "./job-repository";

export interface BoardRunReport {
  board: string;
  fetched: number;
  inserted: number;
  updated: number;
  error?: string;
}

/** Filling the index: public job boards, operator feeds and the demo corpus all end in the same upsert. */
export function createIngestService(deps: { jobs: Pick<JobRepository, "upsert" | "tidy">; logger: Pick<Logger, "info" | "warn"> }) {
  const { jobs, logger } = deps;

  return {
    /** Reads each board and upserts its postings. One failing board is reported and does not stop the others. */
    async ingestBoards(boards: readonly BoardConfig[], options: FetchOptions = {}): Promise<BoardRunReport[]> {
      const reports: BoardRunReport[] = [];
      for (const board of boards) {
        const label = boardLabel(board);
        const connector = connectorFor(board.connector);
        if (!connector) {
          reports.push({ board: label, fetched: 0, inserted: 0, updated: 0, error: `Unknown connector "${board.connector}"` });
          continue;
        }
        try {
          const postings = await connector.fetchPostings(board, options);
          const saved = await jobs.upsert(postings);
          reports.push({ board: label, fetched: postings.length, ...saved });
          logger.info({ board: label, fetched: postings.length, ...saved }, "job board ingested");
        } catch (err) {
          const message = (err as Error).message;
          reports.push({ board: label, fetched: 0, inserted: 0, updated: 0, error: message });
          logger.warn({ board: label, err: message }, "job board ingestion failed");
        }
      }
      if (reports.some((r) => r.inserted + r.updated > 0)) await jobs.tidy();
      return reports;
    },

    async importFeed(content: string, format: "json" | "csv") {
      const report = parseFeed(content, format);
      const saved = await jobs.upsert(report.postings);
      if (saved.inserted + saved.updated > 0) await jobs.tidy();
      return { ...saved, skipped: report.skipped, warnings: report.warnings };
    },

    /** See JobRepository.tidy: run once after a batch of writes (seeding calls it at the end, not per batch). */
    tidy: () => jobs.tidy(),

    /** Upserts demo postings [0, count) in batches (the repository batches inserts). */
    async seedDemo(options: { count?: number; now?: Date; from?: number } = {}): Promise<UpsertResult> {
      const count = options.count ?? DEFAULT_DEMO_COUNT;
      const now = options.now ?? new Date();
      const total: UpsertResult = { inserted: 0, updated: 0 };
      const chunk = 2000;
      for (let from = options.from ?? 0; from < (options.from ?? 0) + count; from += chunk) {
        const n = Math.min(chunk, (options.from ?? 0) + count - from);
        const batch: NormalisedPosting[] = [...demoPostings(n, now, { from })];
        const r = await jobs.upsert(batch);
        total.inserted += r.inserted;
        total.updated += r.updated;
      }
      return total;
    },
  };
}

export type IngestService = ReturnType<typeof createIngestService>;
