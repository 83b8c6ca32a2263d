import { ensureQueue, type Queue } from "../../jobs/queue";
import type { Preferences } from "../account";
import type { AppModule, ModuleContext } from "../module";
import { createResumeLookup } from "../resume";
import { createMailer, type Mailer } from "./mailer";
import { createTipsRepository } from "./tips-repository";
import { tipsHandlers } from "./tips-routes";
import { createTipsService } from "./tips-service";

export const TIPS_QUEUE = "tips.weekly";

/**
 * Weekly career tips: GET /tips/weekly for the dashboard, and a pg-boss job every Monday at 09:00 India time
 * that stores each active user's digest and emails it when SMTP_URL is set and their switch is on.
 */
export function createTipsModule(
  ctx: Pick<ModuleContext, "knex" | "config" | "logger">,
  preferences: { preferencesFor(userId: string): Promise<Preferences> },
  mailer: Mailer | null = createMailer({ smtpUrl: ctx.config.mail.smtpUrl, from: ctx.config.mail.from }),
): AppModule & { tips: ReturnType<typeof createTipsService> } {
  const logger = ctx.logger.child({ module: "tips" });
  const tips = createTipsService({ repo: createTipsRepository(ctx.knex, createResumeLookup(ctx.knex)), preferences, mailer, publicUrl: ctx.config.mail.publicUrl, logger });
  return {
    name: "tips",
    handlers: tipsHandlers(tips),
    tips,
    async startWorkers(queue: Queue) {
      await ensureQueue(queue, TIPS_QUEUE, { policy: "singleton", retryLimit: 2, expireInSeconds: 60 * 60 });
      await queue.work(TIPS_QUEUE, async () => {
        await tips.runWeekly();
      });
      await queue.schedule(TIPS_QUEUE, "0 9 * * 1", {}, { tz: "Asia/Kolkata" });
    },
  };
}
