import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db";
import { createLogger } from "../lib/logger";
import { ensureQueue, startQueue, type Queue } from "./queue";

describe("the job queue on embedded PGlite", () => {
  let db: Database | undefined;
  let boss: Queue | undefined;
  afterEach(async () => {
    await boss?.stop({ graceful: false, wait: true });
    await db?.close();
  });

  it("delivers a sent job to a worker once, even while a knex transaction rolls back", { timeout: 30_000 }, async () => {
    db = await openDatabase({});
    boss = await startQueue(db, createLogger("silent"));
    await ensureQueue(boss, "echo");
    const seen: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      void boss!.work<{ n: number }>("echo", { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        seen.push(job!.data.n);
        resolve();
      });
    });
    // A knex transaction running at the same time must not swallow the queue's statements:
    // the send waits for the transaction to end, then commits on its own.
    const rolledBack = db.knex.transaction(async (trx) => {
      await trx.raw("select pg_sleep(0.2)");
      throw new Error("roll back");
    }).catch(() => undefined);
    await boss.send("echo", { n: 42 });
    await rolledBack;
    await done;
    await new Promise((r) => setTimeout(r, 800));
    expect(seen).toEqual([42]);
  });
});
