import type { Job } from "pg-boss";
import { ensureQueue, type Queue } from "../../jobs/queue";
import { createPortalAdapters } from "../../engines/portals";
import type { AppModule, ModuleContext } from "../module";
import { createResumeLookup } from "../resume";
import { createRuleBasedResumeWriter } from "../../engines/resume-writer/rule-based-writer";
import { createCoverLetterStore } from "../applications";
import { createPackBuilder } from "./application-pack";
import { createAutoApplyRepository, type RunTrigger } from "./auto-apply-repository";
import { createAutoApplyRunner, type RunnerDeps } from "./auto-apply-runner";
import { createAutoApplyService } from "./auto-apply-service";
import { autoApplyHandlers } from "./auto-apply-routes";

export { createAutoApplyStatus, type AutoApplyStatus } from "./auto-apply-status-repository";
export { createAutoApplyRepository, type AutoApplyRepository, type PackRow } from "./auto-apply-repository";

export const RUN_QUEUE = "auto-apply.run";
export const SWEEP_QUEUE = "auto-apply.sweep";
/** Every 30 minutes, every user with consent, enabled and not paused gets a run. */
export const SWEEP_CRON = "*/30 * * * *";

/** The runner on its own (what the queue worker calls); tests call it directly against a real database. */
export function createAutoApplyWorker(
  ctx: Pick<ModuleContext, "knex" | "config" | "logger" | "users">,
  options: Pick<RunnerDeps, "candidateWindow" | "maxCandidates"> = {},
) {
  const repo = createAutoApplyRepository(ctx.knex);
  const logger = ctx.logger.child({ module: "auto-apply" });
  return createAutoApplyRunner({
    repo,
    resumes: createResumeLookup(ctx.knex),
    users: ctx.users,
    adapters: createPortalAdapters(ctx.config.portals),
    logger,
    packs: createPackBuilder({ repo, writer: createRuleBasedResumeWriter(), letters: createCoverLetterStore(ctx.knex), logger }),
    ...options,
  });
}

export function createAutoApplyModule(ctx: Pick<ModuleContext, "knex" | "config" | "logger" | "users" | "queue">): AppModule {
  const logger = ctx.logger.child({ module: "auto-apply" });
  const runner = createAutoApplyWorker(ctx);
  const queue = ctx.queue;
  // One queued and one running job per user at most ("stately"); a run that hit a 429 fails and is retried.
  const enqueueRun = queue
    ? async (userId: string, trigger: RunTrigger) => {
        await queue.send(RUN_QUEUE, { userId, trigger }, { singletonKey: userId });
        return true; // null means a run for this user is already waiting, which is just as good
      }
    : undefined;
  const service = createAutoApplyService({ repo: createAutoApplyRepository(ctx.knex), logger, runInline: runner.runForUser, enqueueRun });

  return {
    name: "auto-apply",
    handlers: autoApplyHandlers(service),
    async startWorkers(boss: Queue) {
      await ensureQueue(boss, RUN_QUEUE, { policy: "stately", retryLimit: 5, retryDelay: 120, retryBackoff: true, expireInSeconds: 30 * 60 });
      await ensureQueue(boss, SWEEP_QUEUE, { policy: "singleton" });
      await boss.work<{ userId: string; trigger?: RunTrigger }>(RUN_QUEUE, { batchSize: 1 }, async (jobs: Job<{ userId: string; trigger?: RunTrigger }>[]) => {
        for (const job of jobs) {
          const summary = await runner.runForUser(job.data.userId, job.data.trigger ?? "schedule");
          logger.info({ userId: job.data.userId, runId: summary.runId, outcome: summary.outcome, considered: summary.considered, ...summary.counts }, "auto-apply run finished");
          // Throwing makes pg-boss retry the run later; the rate-limited rows are kept retryable.
          if (summary.rateLimited) throw new Error("A portal rate-limited Auto-Apply; the run will be retried.");
        }
      });
      await boss.work(SWEEP_QUEUE, { batchSize: 1 }, async () => {
        const userIds = await runner.activeUserIds();
        for (const userId of userIds) await boss.send(RUN_QUEUE, { userId, trigger: "schedule" }, { singletonKey: userId });
        logger.info({ users: userIds.length }, "auto-apply sweep queued runs");
      });
      await boss.schedule(SWEEP_QUEUE, SWEEP_CRON);
    },
  };
}
