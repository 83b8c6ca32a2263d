import type { Knex } from "knex";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateDown, migrateLatest, openDatabase } from "../../server/src/db";
import { migrationSource } from "../../server/src/db/migrations";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../support/databases";

/** Our tables (knex's own bookkeeping tables aside), so a down that forgets one is caught. */
async function tables(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ table_name: string }> }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT LIKE 'knex_migrations%'
      ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

async function indexes(knex: Knex): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ indexname: string }> }>(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename NOT LIKE 'knex_migrations%' ORDER BY indexname`,
  );
  return rows.map((r) => r.indexname);
}

describeEachDatabase("migrations", (kind) => {
  let db: TestDatabase;
  let knex: Knex;

  beforeAll(async () => {
    db = await createTestDatabase(kind, { empty: true });
    knex = db.database.knex;
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("apply from nothing, and a second run has nothing left to do", async () => {
    const applied = await migrateLatest(knex);
    expect(applied).toEqual(await migrationSource.getMigrations([]));
    expect(await tables(knex)).toEqual(expect.arrayContaining(["users", "job_postings", "interview_sessions", "playbooks", "payment_orders"]));
    expect(await migrateLatest(knex)).toEqual([]);
  });

  it("each down undoes its own up: stepping back one at a time, each step can be re-applied to the same schema", async () => {
    const names = await migrationSource.getMigrations([]);
    const full = { tables: await tables(knex), indexes: await indexes(knex) };
    for (let i = names.length; i > 0; i--) {
      const before = { tables: await tables(knex), indexes: await indexes(knex) };
      await knex.migrate.down({ migrationSource });
      // Up again from here: the down left nothing behind that its up would trip over, and took all it made.
      await knex.migrate.up({ migrationSource });
      expect({ tables: await tables(knex), indexes: await indexes(knex) }).toEqual(before);
      await knex.migrate.down({ migrationSource });
    }
    expect(await tables(knex)).toEqual([]);
    expect(await indexes(knex)).toEqual([]);
    await migrateLatest(knex);
    expect({ tables: await tables(knex), indexes: await indexes(knex) }).toEqual(full);
  });

  it("roll back all at once, keeping no table of ours, and return with data written after", async () => {
    await migrateDown(knex);
    expect(await tables(knex)).toEqual([]);
    await migrateLatest(knex);
    await knex("users").insert({ email: "after.rollback@example.com", name: "Asha", password_hash: "x", plan: "free" });
    expect(await knex("users").pluck("email")).toEqual(["after.rollback@example.com"]);
  });
});


// Two API processes starting together on one empty database (compose.yaml, a rolling deploy) must both come up.
it.runIf(Boolean(process.env.TEST_DATABASE_URL))("several processes migrating one empty PostgreSQL database at once: one migrates, the others find it done", async () => {
  const db = await createTestDatabase("postgres", { empty: true });
  const others = await Promise.all([1, 2, 3].map(() => openDatabase({ url: db.url!, poolMax: 3 })));
  try {
    const results = await Promise.all([db.database, ...others].map((d) => migrateLatest(d.knex)));
    const all = await migrationSource.getMigrations([]);
    expect(results.filter((applied) => applied.length > 0)).toEqual([all]);
    expect(results.filter((applied) => applied.length === 0)).toHaveLength(3);
    expect(await tables(db.database.knex)).toEqual(expect.arrayContaining(["users", "job_postings"]));
  } finally {
    await Promise.all(others.map((d) => d.close()));
    await db.drop();
  }
});
