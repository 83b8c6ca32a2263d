import crypto from "node:crypto";
import knexFactory from "knex";
import { describe } from "vitest";
import { openDatabase, type Database } from "../../server/src/db";

/**
 * API suites run against embedded PGlite always, and against the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set (CI sets it). Each suite gets a database of its own.
 */
export type DatabaseKind = "pglite" | "postgres";

export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export interface TestDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `hw_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = knexFactory({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolMax: 5 });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/** `describe` once per database kind, e.g. "auth [pglite]" and "auth [postgres]". */
export function describeEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  for (const kind of databaseKinds()) describe(`${title} [${kind}]`, () => body(kind));
}
