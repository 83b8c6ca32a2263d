import type { Express } from "express";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../../server/src/app";
import { migrateLatest, openDatabase, type Database } from "../../server/src/db";
import { createLogger } from "../../server/src/lib/logger";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./databases";
import { testConfig } from "./api-harness";

export interface TwoApps {
  a: Express;
  b: Express;
  db: TestDatabase;
}

/**
 * Two API processes behind a load balancer on one fresh database: each app has its own connection pool on
 * PostgreSQL (embedded PGlite is one process by nature) and every process shares JWT_SECRET, as the configuration
 * requires with DATABASE_URL. `env` is read when the apps start, so an earlier beforeAll may still fill it.
 */
export function useTwoApps(kind: DatabaseKind, env: Record<string, string> = {}): TwoApps {
  const apps = {} as TwoApps;
  let second: Database | undefined;
  beforeAll(async () => {
    apps.db = await createTestDatabase(kind);
    await migrateLatest(apps.db.database.knex);
    second = apps.db.url ? await openDatabase({ url: apps.db.url, poolMax: 5 }) : undefined;
    const config = testConfig({ JWT_SECRET: "two-processes-share-this-secret-0123456789", ...env });
    apps.a = buildApp({ config, db: apps.db.database.knex, logger: createLogger("silent") });
    apps.b = buildApp({ config, db: (second ?? apps.db.database).knex, logger: createLogger("silent") });
  });
  afterAll(async () => {
    await second?.close();
    await apps.db?.drop();
  });
  return apps;
}
