import crypto from "node:crypto";
import fs from "node:fs";
import knexFactory from "knex";
import { describe, inject } from "vitest";
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

/** The embedded template of this run (tests/support/global-setup.ts), as PGlite's `loadDataDir` wants it. */
export function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  return file && fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

/**
 * A database of the suite's own: a copy of the run's migrated template where there is one, or with `empty`
 * a database with no schema at all (for tests of migrating itself).
 */
export async function createTestDatabase(kind: DatabaseKind, options: { empty?: boolean } = {}): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase({ loadDataDir: options.empty ? undefined : pgliteTemplate() });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `hw_test_${Date.now().toString(36)}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = knexFactory({ client: "pg", connection: adminUrl, pool: { min: 0, max: 1 } });
  const template = options.empty ? null : inject("postgresTemplate");
  await admin.raw(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
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
