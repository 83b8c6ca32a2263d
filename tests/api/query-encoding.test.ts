import { beforeAll, expect, it } from "vitest";
import { createLogger } from "../../server/src/lib/logger";
import { createIngestService } from "../../server/src/modules/jobs/ingest-service";
import { createJobRepository } from "../../server/src/modules/jobs/job-repository";
import { contractOperations, loadContract, type ContractOperation } from "../support/contract";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

/**
 * Every query parameter of the contract is read the way browsers and HTTP libraries send it: the same
 * values built with URLSearchParams (`+` for spaces, `%2C` for commas), with encodeURIComponent (`%20`),
 * and with commas left raw give the same answer, for real places people type.
 */
const doc = loadContract();
const ops = contractOperations(doc).filter((op) => Object.keys(op.queryParams).length > 0);

interface ParamSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
}

function schemaOf(op: ContractOperation, name: string): ParamSchema {
  const item = (doc.paths as Record<string, Record<string, { parameters?: Array<{ name: string; in: string; schema?: ParamSchema }> }>>)[op.path]!;
  const param = item[op.method.toLowerCase()]!.parameters!.find((p) => p.name === name && p.in === "query");
  return param?.schema ?? {};
}

/** Free-text values with spaces, commas and non-ASCII letters, as people type them. */
const PLACES = ["New Delhi", "Bengaluru, Karnataka", "Navi Mumbai, Maharashtra 400703", "São Paulo", "Thiruvananthapuram", "बेंगलुरु"];

function queries(op: ContractOperation): Array<Record<string, string>> {
  const textParams = Object.keys(op.queryParams).filter((n) => {
    const s = schemaOf(op, n);
    return s.type === "string" && !s.enum && !s.format;
  });
  if (textParams.length === 0) return [op.queryExample];
  return PLACES.map((place, i) => ({
    ...op.queryExample,
    // A keyword list for `query`; a place for everything else.
    ...Object.fromEntries(textParams.map((n) => [n, n === "query" ? ["data analysis, sql", "staff nurse,patient care", "tally erp, gst"][i % 3]! : place])),
  }));
}

const byUrlSearchParams = (q: Record<string, string>) => new URLSearchParams(q).toString();
const byEncodeURIComponent = (q: Record<string, string>) =>
  Object.entries(q)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&");
const withRawCommas = (q: Record<string, string>) => byEncodeURIComponent(q).replace(/%2C/g, ",");

/** The answer without what differs between any two calls (ids, times, request ids). */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !/(^id$|_id$|_at$|_through$|^instance$|token|^used|^remaining)/.test(k))
        .map(([k, v]) => [k, stable(v)]),
    );
  }
  return value;
}

async function call(h: Harness, op: ContractOperation, query: string, token: string) {
  const path = `/api/v1${op.path.replace(/\{(\w+)\}/g, (_, n: string) => encodeURIComponent(op.pathParams[n] ?? "x"))}?${query}`;
  let req = h.api()[op.method.toLowerCase() as "get" | "post"](path);
  if (op.secured) req = req.set("Authorization", `Bearer ${token}`);
  if (op.multipartFields) {
    for (const [name, f] of Object.entries(op.multipartFields)) {
      req = f.binary ? req.attach(name, Buffer.from("Priya Sharma\npriya@example.com\nStaff Nurse, Apollo Hospitals, 2019 - Present\nSkills: patient care, BLS"), "cv.txt") : req.field(name, "Staff Nurse");
    }
    return req;
  }
  return op.method === "GET" ? req : req.send((op.requestExample as object) ?? {});
}

/** Postings in the places the test types, so equal answers are not just equally empty. */
const POSTINGS = [
  { title: "Data Analyst", company: "Brightloom Analytics", location: "New Delhi, Delhi, India", description: "Data analysis with SQL and Excel dashboards." },
  { title: "Staff Nurse", company: "Neelgiri Hospitals", location: "Bengaluru, Karnataka, India", description: "Patient care in the ICU, staff nurse shifts." },
  { title: "Accountant", company: "Kovai Traders", location: "Navi Mumbai, Maharashtra", description: "Tally ERP, GST returns and bank reconciliation." },
  { title: "Analista de Dados", company: "Ipê Dados", location: "São Paulo, Brazil", description: "Data analysis, SQL and Power BI." },
  { title: "Staff Nurse", company: "Ananthapuri Hospital", location: "Thiruvananthapuram, Kerala", description: "Patient care and medication rounds for a staff nurse." },
].map((p, i) => ({ ...p, work_mode: "onsite", posted_at: new Date().toISOString(), apply_link: `https://careers.example.com/query-encoding/${i}` }));

describeEachDatabase("query strings as browsers send them", (kind) => {
  const h = useApi(kind);
  beforeAll(async () => {
    await createIngestService({ jobs: createJobRepository(h.db.database.knex), logger: createLogger("silent") }).importFeed(JSON.stringify(POSTINGS), "json");
  });

  it("every operation answers a query built with URLSearchParams, with encodeURIComponent and with raw commas the same way", async () => {
    const { session } = await signUp(h);
    // Everyone is on Pro Plus during the launch promotion, so there is no plan to price a change to; someone
    // holding Pro can price Pro Plus.
    const holder = await signUp(h);
    await h.db.database.knex("users").where({ id: holder.session.user.id }).update({ plan: "pro" });
    const tokenFor = (op: ContractOperation) => (op.operationId === "getPlanChangeQuote" ? holder.session.access_token : session.access_token);
    const failures: string[] = [];
    let compared = 0;
    for (const op of ops) {
      for (const q of queries(op)) {
        const [a, b, c] = [byUrlSearchParams(q), byEncodeURIComponent(q), withRawCommas(q)];
        const answers = [];
        for (const query of [a, b, c]) answers.push(await call(h, op, query, tokenFor(op)));
        compared += 1;
        const [first, ...rest] = answers;
        if (first!.status >= 400) failures.push(`${op.operationId} ?${a}: ${first!.status} ${JSON.stringify(first!.body).slice(0, 200)}`);
        for (const [i, other] of rest.entries()) {
          if (other.status !== first!.status || JSON.stringify(stable(other.body)) !== JSON.stringify(stable(first!.body))) {
            failures.push(`${op.operationId}: ?${a} gave ${first!.status}, ?${[b, c][i]} gave ${other.status} ${JSON.stringify(other.body).slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(ops.length);
  });

  it("finds jobs for a place with a space and a comma sent as a browser sends it", async () => {
    const { session } = await signUp(h);
    const res = await h.api().get("/api/v1/jobs/search?query=sql%2Cexcel&location=New+Delhi").set("Authorization", `Bearer ${session.access_token}`);
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((j: { company: string }) => j.company)).toContain("Brightloom Analytics");
    const comma = await h.api().get("/api/v1/jobs/search?query=patient+care,staff+nurse&location=Bengaluru%2C+Karnataka").set("Authorization", `Bearer ${session.access_token}`);
    expect(comma.status).toBe(200);
    expect(comma.body.jobs.map((j: { company: string }) => j.company)).toContain("Neelgiri Hospitals");
  });
});
