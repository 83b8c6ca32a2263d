import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from ".";

/** Several knex connections share the embedded database's one session (pglite-knex.ts, pglite-proxy.ts). */
describe("knex connections on embedded PGlite", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
  }, 60_000); // a new PGlite takes seconds on a busy machine
  beforeEach(async () => {
    await db.knex.raw("DROP TABLE IF EXISTS log");
    await db.knex.raw("CREATE TABLE log (id serial PRIMARY KEY, who text NOT NULL)");
  });
  afterAll(async () => {
    await db?.close();
  });

  const whoRows = async () => (await db.knex("log").orderBy("id").select("who")).map((r: { who: string }) => r.who);
  const plainInserts = (count: number, who = "plain") =>
    Promise.all(Array.from({ length: count }, () => db.knex("log").insert({ who })));

  it("answers many statements sent at once, each with its own result, on several connections", async () => {
    const connections = new Set<string>();
    const seen = (query: { __knexUid: string }) => connections.add(query.__knexUid);
    db.knex.on("query", seen);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => db.knex.raw("SELECT ?::int * 2 AS n, pg_sleep(0.002)", [i]).then((r) => r.rows[0].n as number)),
    );
    db.knex.off("query", seen);
    expect(answers).toEqual(Array.from({ length: 40 }, (_, i) => i * 2));
    // Not one statement at a time: the next ones were already queued in the thread while each ran.
    expect(connections.size).toBeGreaterThan(1);
  });

  it("keeps other connections' statements out of an open transaction, which sees only its own rows", async () => {
    let sent!: Promise<unknown>;
    const counts = await db.knex.transaction(async (trx) => {
      const before = Number((await trx("log").count({ n: "*" }))[0]!.n);
      sent = plainInserts(10);
      for (let i = 0; i < 3; i++) {
        await trx("log").insert({ who: "trx" });
        await trx.raw("SELECT pg_sleep(0.01)");
      }
      return { before, after: Number((await trx("log").count({ n: "*" }))[0]!.n) };
    });
    await sent;
    expect(counts).toEqual({ before: 0, after: 3 });
    // The transaction's rows came first and together: nothing ran between its statements.
    expect(await whoRows()).toEqual([...Array(3).fill("trx"), ...Array(10).fill("plain")]);
  });

  it("rolls a transaction back without a trace while statements sent meanwhile succeed", async () => {
    let sent!: Promise<unknown>;
    const failed = db.knex
      .transaction(async (trx) => {
        await trx("log").insert({ who: "trx" });
        sent = plainInserts(8);
        await trx.raw("SELECT pg_sleep(0.02)");
        await trx("log").insert({ who: "trx" });
        throw new Error("changed my mind");
      })
      .catch((error: Error) => error.message);
    expect(await failed).toBe("changed my mind");
    await sent;
    expect(await whoRows()).toEqual(Array(8).fill("plain"));
  });

  it("lets a transaction whose statement failed roll back, and the others go on", async () => {
    let sent!: Promise<unknown>;
    const failed = db.knex
      .transaction(async (trx) => {
        await trx("log").insert({ who: "trx" });
        sent = plainInserts(5);
        await trx.raw("SELECT 1 / 0");
      })
      .catch((error: Error) => error.message);
    expect(await failed).toMatch(/division by zero/);
    await sent;
    expect(await whoRows()).toEqual(Array(5).fill("plain"));
  });

  it("rolls back to a savepoint inside a transaction while other statements wait for its end", async () => {
    let sent!: Promise<unknown>;
    await db.knex.transaction(async (trx) => {
      await trx("log").insert({ who: "outer" });
      sent = plainInserts(4);
      await trx
        .transaction(async (inner) => {
          await inner("log").insert({ who: "inner" });
          throw new Error("inner only");
        })
        .catch(() => undefined);
      await trx("log").insert({ who: "outer" });
    });
    await sent;
    expect(await whoRows()).toEqual(["outer", "outer", ...Array(4).fill("plain")]);
  });

  it("runs transactions from several connections one after another, each whole", async () => {
    await Promise.all(
      ["a", "b", "c", "d"].map((who) =>
        db.knex.transaction(async (trx) => {
          for (let i = 0; i < 3; i++) {
            await trx("log").insert({ who });
            await trx.raw("SELECT pg_sleep(0.005)");
          }
        }),
      ),
    );
    const rows = await whoRows();
    expect(rows).toHaveLength(12);
    for (let i = 0; i < 12; i += 3) expect(new Set(rows.slice(i, i + 3)).size).toBe(1);
  });

  it("rolls back a multi-statement script that failed half-way (pg-boss's BEGIN; ...; COMMIT;) and stays usable", async () => {
    const connection = await db.knex.client.acquireConnection();
    try {
      await expect(connection.exec("BEGIN; INSERT INTO log (who) VALUES ('script'); SELECT 1 / 0; COMMIT;")).rejects.toThrow(/division by zero/);
    } finally {
      await db.knex.client.releaseConnection(connection);
    }
    await plainInserts(2);
    expect(await whoRows()).toEqual(["plain", "plain"]);
  });

  it("keeps a statement sent straight to the database thread out of an open knex transaction", async () => {
    let direct!: Promise<unknown>;
    await db.knex
      .transaction(async (trx) => {
        await trx("log").insert({ who: "trx" });
        direct = db.pglite!.query("INSERT INTO log (who) VALUES ('direct')");
        await trx.raw("SELECT pg_sleep(0.02)");
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await direct;
    expect(await whoRows()).toEqual(["direct"]);
  });
});
