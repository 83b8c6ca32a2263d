import { afterAll, beforeAll } from "vitest";
import request from "supertest";
import type { Express } from "express";
import { buildApp } from "../../server/src/app";
import { loadConfig, type Config } from "../../server/src/config";
import { migrateLatest } from "../../server/src/db";
import { createLogger } from "../../server/src/lib/logger";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./databases";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    SERVE_CLIENT: "false",
    RUN_WORKERS: "false",
    VALIDATE_RESPONSES: "true",
    DATA_DIR: "/tmp/hirewise-test-data",
    ...overrides,
  });
}

export interface Harness {
  app: Express;
  db: TestDatabase;
  config: Config;
  api: () => ReturnType<typeof request>;
}

/**
 * The app in-process over a fresh, migrated database, with response validation on: a response that
 * breaks the contract fails the test as a 500.
 */
export function useApi(kind: DatabaseKind, env: Record<string, string> = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.db = await createTestDatabase(kind);
    await migrateLatest(harness.db.database.knex);
    harness.config = testConfig(env);
    harness.app = buildApp({ config: harness.config, db: harness.db.database.knex, logger: createLogger("silent") });
    harness.api = () => request(harness.app);
  });
  afterAll(async () => {
    await harness.db?.drop();
  });
  return harness;
}

let counter = 0;
/** A unique email for each account a test creates, so tests never share data. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function signUp(h: Harness, overrides: Partial<{ name: string; email: string; password: string }> = {}) {
  const body = { name: "Asha Verma", email: uniqueEmail(), password: "correct-horse", ...overrides };
  const res = await h.api().post("/api/v1/auth/signup").send(body);
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...body, session: res.body as { access_token: string; refresh_token: string; user: { id: string; email: string; name: string; plan: string } } };
}
