import { openDatabase } from "/work/main/server/src/db";
import { createJobRepository } from "/work/main/server/src/modules/jobs/job-repository";
import { createJobService } from "/work/main/server/src/modules/jobs/job-service";
const db = await openDatabase({ url: "postgres://postgres@127.0.0.1:5432/hw_bench_dev" });
const fake = new Proxy(db.knex, { get(t, p) { if (p === "raw") return async (sql: string, b: any) => { const r = await db.knex.raw("EXPLAIN (ANALYZE, BUFFERS) " + sql, b); console.log(r.rows.map((x: any) => x["QUERY PLAN"]).join("\n")); return { rows: [] }; }; return (t as any)[p]; } });
const jobs = createJobRepository(fake as any);
const svc = createJobService({ jobs, usage: { consume: async () => ({ count: 1, limit: null }), release: async () => {} } as any, users: { findById: async () => ({ plan: "pro_plus" }) } as any });
await svc.search("u", { query: process.argv[2]!, location: process.argv[3] ?? "" });
await db.close();
