import { afterAll, beforeAll, expect, it } from "vitest";
import { createUserRepository } from "../../server/src/modules/auth/user-repository";
import { prepared } from "../../server/src/db/prepared";
import { createTestDatabase, describeEachDatabase, type TestDatabase } from "../support/databases";

/**
 * The statements every search runs (the user, the counter, the resume, the ranking, the activity entry) are prepared
 * once per connection (db/prepared.ts), so PostgreSQL parses and plans them once. A prepared statement must keep
 * working when a migration adds a column while it is cached, which is why none of them reads `*`.
 */
describeEachDatabase("prepared statements", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await db?.drop();
  });

  it("names a statement by its text: the same text one name, another text another", () => {
    const a = "SELECT id FROM users WHERE id = ?";
    expect(prepared(a)).toEqual(prepared(`${a}`));
    expect(prepared(a).name).not.toBe(prepared(`${a} LIMIT 1`).name);
  });

  it("reads a user through a statement prepared on the connection, and still does after a migration adds a column", async () => {
    const users = createUserRepository(db.database.knex);
    const created = await users.create({ email: "prepared@example.com", name: "Prepared Person", passwordHash: "x", plan: "free" });
    // One transaction is one connection: what it prepares, it can see and reuse.
    await db.database.knex.transaction(async (trx) => {
      const first = await users.findById(created!.id, trx);
      expect(first?.email).toBe("prepared@example.com");
      if (kind === "postgres") {
        const result = await trx.raw("SELECT statement FROM pg_prepared_statements WHERE name LIKE 'hw\\_%'");
        const statements = ((result.rows ?? result) as Array<{ statement: string }>).map((r) => r.statement);
        expect(statements.some((s) => s.includes('from "users"'))).toBe(true);
      }
      await trx.raw("ALTER TABLE users ADD COLUMN prepared_probe text");
      const again = await users.findById(created!.id, trx);
      expect(again).toEqual(first);
      // Rolled back with the transaction: the column exists only here.
      throw new Error("rollback");
    }).catch((error: Error) => {
      if (error.message !== "rollback") throw error;
    });
  });
});
