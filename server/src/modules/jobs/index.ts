import { ensureQueue, type Queue } from "../../jobs/queue";
import type { AppModule, ModuleContext } from "../module";
import { loadBoardsFile, type BoardsFile } from "./board-config";
import { classificationSignature } from "./classification";
import { DEFAULT_DEMO_COUNT, DEMO_SOURCE, demoPosting } from "./demo/demo-corpus";
import { createIngestService } from "./ingest-service";
import { createJobRepository } from "./job-repository";
import { jobHandlers } from "./job-routes";
import { createResumeLookup } from "../resume";
import { createJobService } from "./job-service";
import { createIndexedSearch } from "./indexed-search";

export { isIndexedPlaceSet, parseLocation, placeKeys, placesRegex, REMOTE_KEY } from "./location-match";

export const INGEST_QUEUE = "jobs.ingest";
/**
 * Demo postings per seeding step. Embedded PGlite runs each statement on the main thread: steps of 250 (about 0.1 s
 * each), with the event loop let through between them, keep requests answering while the index fills.
 */
const SEED_BATCH = 250;

/**
 * The job index: search (GET /jobs/search), the demo corpus seeded on first start, and scheduled
 * ingestion of the public boards listed in config/job-boards.json as the pg-boss job `jobs.ingest`.
 */
export function createJobsModule(
  ctx: Pick<ModuleContext, "knex" | "config" | "logger" | "usage" | "users">,
  options: { boards?: () => BoardsFile } = {},
): AppModule & { ingest: ReturnType<typeof createIngestService>; seeding(): Promise<void> } {
  const jobs = createJobRepository(ctx.knex);
  const resumes = createResumeLookup(ctx.knex);
  // Searches rank through this process's in-process index of the postings (PostgreSQL stays the one store).
  const searchIndex = createIndexedSearch({ jobs, logger: ctx.logger });
  const service = createJobService({
    jobs: searchIndex,
    usage: ctx.usage,
    resumes: {
      // Only what ranking reads (the resume module's narrow read), so a search stays fast.
      latest: (userId) => resumes.latestRankingFacts(userId),
      byId: async (userId, resumeId) => {
        const resume = await resumes.byId(userId, resumeId);
        return { parsed: resume.parsed, skills: resume.skills };
      },
    },
    account: async (userId) => {
      const { user, also } = await ctx.users.findByIdWith(userId, resumes.rankingFactsSql);
      return { user, resume: resumes.rankingFactsFrom(also) };
    },
  });
  const ingest = createIngestService({ jobs, logger: ctx.logger });
  const boards = options.boards ?? (() => loadBoardsFile(ctx.config.jobBoardsFile));
  let seeding: Promise<void> = Promise.resolve();

  return {
    name: "jobs",
    handlers: jobHandlers(service),
    ingest,
    /** Settles when demo seeding and reading stored postings again (when their readings are stale) have finished or stopped. */
    seeding: () => seeding,
    onStart(signal?: AbortSignal) {
      seeding = (async () => {
        // The search index loads behind the listening server, so the first search does not wait for it.
        void searchIndex.warm();
        const wroteAll = await seedDemo();
        // Readings of the stored postings made with an older taxonomy, gazetteer or reading code are made again,
        // unless the seeding just wrote every posting there is (with this code's readings).
        const signature = classificationSignature();
        if ((await jobs.classifiedWith()) === signature) return;
        if (wroteAll) return jobs.recordClassified(signature);
        const started = Date.now();
        const changed = await jobs.reclassify(signature, { signal });
        if (changed !== null) ctx.logger.info({ changed, ms: Date.now() - started }, "job postings' roles and places read again");
      })();
      return seeding.catch((err: Error) => {
        ctx.logger.warn({ err: err.message }, "a start-up job of the job index (demo seeding, reading postings again) stopped; it resumes at the next start");
      });

      /** Seeds or rewrites the demo corpus when it is missing or stale; true when it wrote every posting in the table. */
      async function seedDemo(): Promise<boolean> {
        if (!ctx.config.demoData) return false;
        // The demo corpus fills an index that holds nothing else (first start, or a start that was cut short).
        const [all, demo] = [await jobs.count(), await jobs.count(DEMO_SOURCE)];
        // A corpus written by an older generator (other templates, descriptions or apply links) is written again in
        // place, first to last (the upsert updates the same postings); the last posting says whether that finished.
        const last = demoPosting(DEFAULT_DEMO_COUNT - 1, new Date());
        const stale = demo >= DEFAULT_DEMO_COUNT && (await jobs.postingText(DEMO_SOURCE, last.external_id)) !== last.description;
        if (!stale && (all !== demo || demo >= DEFAULT_DEMO_COUNT)) return false;
        // The server is already listening (start-up jobs run behind it): searches answer over what is in so far.
        const now = new Date();
        const started = Date.now();
        for (let from = stale ? 0 : demo; from < DEFAULT_DEMO_COUNT; from += SEED_BATCH) {
          if (signal?.aborted) {
            ctx.logger.info({ postings: from }, "demo job corpus seeding paused; it resumes at the next start");
            return false;
          }
          await ingest.seedDemo({ from, count: Math.min(SEED_BATCH, DEFAULT_DEMO_COUNT - from), now });
          await new Promise((resolve) => setImmediate(resolve)); // requests that arrived meanwhile go first
        }
        await ingest.tidy();
        void searchIndex.warm();
        ctx.logger.info({ postings: stale ? DEFAULT_DEMO_COUNT : DEFAULT_DEMO_COUNT - demo, ms: Date.now() - started }, stale ? "demo job corpus rewritten by the current generator" : "demo job corpus seeded");
        // Every posting of the table when it held only demo postings and all of them were (re)written now.
        return all === demo && (stale || demo === 0);
      }
    },
    async startWorkers(queue: Queue) {
      const file = boards();
      const enabled = file.boards.filter((b) => b.enabled);
      await ensureQueue(queue, INGEST_QUEUE, { policy: "singleton", retryLimit: 1, expireInSeconds: 30 * 60 });
      await queue.work(INGEST_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
        // Re-read the file on every run, so an operator's edits apply without a restart.
        const current = boards();
        await ingest.ingestBoards(current.boards.filter((b) => b.enabled), { timeoutMs: current.timeout_ms });
      });
      if (file.schedule && enabled.length) {
        await queue.schedule(INGEST_QUEUE, file.schedule, {}, { tz: file.timezone });
        ctx.logger.info({ schedule: file.schedule, boards: enabled.length }, "job ingestion scheduled");
      } else {
        await queue.unschedule(INGEST_QUEUE).catch(() => undefined);
      }
    },
  };
}
