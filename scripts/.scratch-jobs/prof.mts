import { openDatabase } from "/work/main/server/src/db";
import { createJobRepository } from "/work/main/server/src/modules/jobs/job-repository";
import { createJobService } from "/work/main/server/src/modules/jobs/job-service";
const db = await openDatabase({ url: "postgres://postgres@127.0.0.1:5432/hw_bench_dev" });
const jobs = createJobRepository(db.knex);
const svc = createJobService({ jobs, usage: { consume: async () => ({ count: 1, limit: null }), release: async () => {} } as any, users: { findById: async () => ({ plan: "pro_plus" }) } as any });
const Q = ["sql, python, data analysis, excel, tableau","data analyst","java, spring boot, microservices","react, typescript, javascript","python, django, aws","kubernetes, docker, terraform, aws","google ads, meta ads, performance marketing","seo, content writing","sales, business development, lead generation","nursing, patient care","teaching, lesson planning","accounting, gst, tally"];
const L = ["", "Remote", "Bengaluru", "Delhi NCR", "India", "London"];
const res: any[] = [];
for (const q of Q) for (const l of L) {
  await svc.search("u", { query: q, location: l });
  const t = process.hrtime.bigint();
  const r = await svc.search("u", { query: q, location: l });
  res.push([Number(process.hrtime.bigint() - t) / 1e6, q, l, r.total]);
}
res.sort((a, b) => b[0] - a[0]);
for (const r of res.slice(0, 12)) console.log(r[0].toFixed(1), "ms |", r[1], "|", r[2], "| total", r[3]);
console.log("median", res[Math.floor(res.length / 2)][0].toFixed(1));
await db.close();
