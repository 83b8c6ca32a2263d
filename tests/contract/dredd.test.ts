import path from "node:path";
import { createRequire } from "node:module";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../server/src/server";
import { openDatabase } from "../../server/src/db";
import { testConfig } from "../support/api-harness";
import { pgliteTemplate } from "../support/databases";
import { contractOperations } from "../support/contract";
import { ROOT } from "../support/processes";
import { checkoutResult, paymentCapturedEvent, signedWebhook, startFakeRazorpay, type FakeRazorpay } from "../support/fake-razorpay";

const require = createRequire(import.meta.url);
const Dredd = require("dredd") as new (config: Record<string, unknown>) => { run(cb: (err: Error | null, stats: DreddStats) => void): void };
interface DreddStats { tests: number; passes: number; failures: number; errors: number; skipped: number }

let server: RunningServer;
let razorpay: FakeRazorpay;

beforeAll(async () => {
  // Payments run for real against a local double of Razorpay's Orders API. No launch promotion, so the
  // example order (Pro) is a plan the contract owner can buy once they have paid for Pro Plus.
  razorpay = await startFakeRazorpay();
  const database = await openDatabase({ loadDataDir: pgliteTemplate() }); // migrated, with the demo job index
  server = await startServer(
    testConfig({
      PORT: "0",
      HOST: "127.0.0.1",
      LAUNCH_PROMO_PLAN: "none",
      RAZORPAY_API_URL: razorpay.url,
      RAZORPAY_KEY_ID: razorpay.keyId,
      RAZORPAY_KEY_SECRET: razorpay.keySecret,
      RAZORPAY_WEBHOOK_SECRET: razorpay.webhookSecret,
    }),
    { database },
  );
  await server.startupJobs;
});
afterAll(async () => {
  await server?.stop();
  await server?.db.close();
  await razorpay?.close();
});

async function post<T = { access_token: string; refresh_token: string }>(p: string, body: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}/api/v1${p}`, { method: "POST", headers, body: JSON.stringify(body) });
  return (await res.json()) as T;
}

type Order = { order_id: string; amount: number };

async function call<T>(method: string, p: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api/v1${p}`, { method, headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body) });
  return (await res.json()) as T;
}

/** Real saved jobs, applications, match reports and cover letters of the owner, for the issue 16 transactions. */
async function trackerResources(token: string) {
  const postings = (await server.db.knex("job_postings").orderBy("id").limit(2).select("id")) as Array<{ id: string }>;
  const [job, moved] = postings;
  const jd = "Performance Marketing Manager\nRequirements\n- 4+ years of performance marketing on Google Ads and Meta Ads\n- SQL and Excel for analysis\n- Run A/B tests and report ROAS every week";
  const resume = "Priya Sharma\npriya.sharma@example.com | +91 98765 43210 | Bengaluru\nPerformance Marketing Manager\nEXPERIENCE\nPerformance Marketing Manager, Zomato, Bengaluru, 2021 - Present\n- Cut cost per acquisition by 21% across Google Ads and Meta Ads\nSKILLS\nGoogle Ads, Meta Ads, SQL, Excel, A/B testing";
  const movedSaved = await call<{ application_id: string }>("PUT", `/saved-jobs/${moved!.id}`, token);
  await call("PATCH", `/applications/${movedSaved.application_id}`, token, { status: "applied" });
  const app = await call<{ id: string }>("POST", "/applications", token, { title: "Performance Marketing Manager", company: "Zestmoney Foods", job_description: jd });
  const deletable = await call<{ id: string }>("POST", "/applications", token, { title: "Growth Lead", company: "Acme" });
  const report = await call<{ id: string }>("POST", "/job-matches", token, { job_description: jd, resume_text: resume });
  const deletableReport = await call<{ id: string }>("POST", "/job-matches", token, { job_description: jd, resume_text: resume });
  const letter = await call<{ id: string }>("POST", "/cover-letters", token, { application_id: app.id, tone: "concise", resume_text: resume });
  const deletableLetter = await call<{ id: string }>("POST", "/cover-letters", token, { application_id: app.id, tone: "detailed", resume_text: resume });
  return {
    jobId: job!.id,
    movedJobId: moved!.id,
    applicationId: app.id,
    deletableApplicationId: deletable.id,
    reportId: report.id,
    deletableReportId: deletableReport.id,
    letterId: letter.id,
    deletableLetterId: deletableLetter.id,
  };
}

/** The contract's own draft example (createResumeDraft), so the draft transactions have a real draft to read. */
function draftExample(): unknown {
  return contractOperations().find((op) => op.operationId === "createResumeDraft")!.requestExample;
}

it("the live server honours every documented transaction Dredd can run", async () => {
  const email = `dredd.owner.${Date.now()}@example.com`;
  const password = "contract-pass";
  const first = await post("/auth/signup", { name: "Dredd Owner", email, password });
  const second = await post("/auth/login", { email, password });
  const third = await post("/auth/login", { email, password });
  // Pro Plus, paid: quotas never get in the way of the transactions that follow.
  const paid = await post<Order>("/billing/orders", { plan_id: "pro_plus" }, first.access_token);
  await post("/billing/verify", checkoutResult(paid.order_id, razorpay.keySecret), first.access_token);
  // A verified checkout for the verify transaction (an order of a Free account: the owner's Pro Plus would pay for
  // Pro outright), and a captured payment for the webhook (another buyer's order).
  const verifier = await post("/auth/signup", { name: "Checkout Verifier", email: `dredd.verifier.${Date.now()}@example.com`, password });
  const toVerify = await post<Order>("/billing/orders", { plan_id: "pro" }, verifier.access_token);
  // A Free account whose order transaction pays full price, and a paid Pro Plus account to move down to Starter.
  const orderer = await post("/auth/signup", { name: "Plan Orderer", email: `dredd.orderer.${Date.now()}@example.com`, password });
  const downgrader = await post("/auth/signup", { name: "Plan Downgrader", email: `dredd.downgrader.${Date.now()}@example.com`, password });
  const downgraderOrder = await post<Order>("/billing/orders", { plan_id: "pro_plus" }, downgrader.access_token);
  await post("/billing/verify", checkoutResult(downgraderOrder.order_id, razorpay.keySecret), downgrader.access_token);
  const buyerEmail = `dredd.buyer.${Date.now()}@example.com`;
  const buyer = await post("/auth/signup", { name: "Webhook Buyer", email: buyerEmail, password });
  const captured = await post<Order>("/billing/orders", { plan_id: "pro" }, buyer.access_token);
  const webhook = signedWebhook(paymentCapturedEvent({ id: captured.order_id, amount: captured.amount }), razorpay.webhookSecret);

  // Dredd names a transaction "<path> > <summary> > <status> > <media type>".
  const ops = contractOperations();
  const operationsByName: Record<string, unknown> = {};
  const doc = (await import("../support/contract")).loadContract() as { paths: Record<string, Record<string, { summary: string; responses: Record<string, { content?: Record<string, unknown>; $ref?: string }> }>> };
  for (const op of ops) {
    const raw = doc.paths[op.path]![op.method.toLowerCase()]!;
    for (const status of Object.keys(raw.responses)) {
      for (const suffix of ["", " > application/json", " > application/problem+json", ` > ${op.successContentType}`]) {
        operationsByName[`${op.path} > ${raw.summary} > ${status}${suffix}`] = { operationId: op.operationId, secured: op.secured };
      }
    }
  }
  // Operations on an existing resource get a real one: an interview session and a playbook of this user.
  const authed = { "Content-Type": "application/json", Authorization: `Bearer ${first.access_token}` };
  const started = (await (await fetch(`${server.url}/api/v1/interview/start`, { method: "POST", headers: authed, body: JSON.stringify({ role: "Data Analyst", seniority: "mid", skills: ["SQL"] }) })).json()) as { session_id: string };
  const playbook = (await (await fetch(`${server.url}/api/v1/notes/generate`, { method: "POST", headers: authed, body: JSON.stringify({ role: "Data Analyst", experience_level: "mid", focus_areas: ["sql"] }) })).json()) as { id: string };
  // A finished interview for Save Results (and an unfinished one it refuses), a Resume Builder draft, and an account of its own for the password change
  // (which ends the owner's other sessions, the logout and refresh transactions' among them).
  const finished = (await (await fetch(`${server.url}/api/v1/interview/start`, { method: "POST", headers: authed, body: JSON.stringify({ role: "Data Analyst", seniority: "mid", skills: ["SQL"] }) })).json()) as { session_id: string };
  await fetch(`${server.url}/api/v1/interview/finish`, { method: "POST", headers: authed, body: JSON.stringify({ session_id: finished.session_id }) });
  const open = (await (await fetch(`${server.url}/api/v1/interview/start`, { method: "POST", headers: authed, body: JSON.stringify({ role: "Data Analyst", seniority: "mid", skills: ["SQL"] }) })).json()) as { session_id: string };
  const draft = (await (await fetch(`${server.url}/api/v1/resume-builder/drafts`, { method: "POST", headers: authed, body: JSON.stringify(draftExample()) })).json()) as { id: string };
  const changer = await post("/auth/signup", { name: "Password Changer", email: `dredd.changer.${Date.now()}@example.com`, password });
  const tracker = await trackerResources(first.access_token);
  // A "ready for you" posting with its application pack, as an Auto-Apply run leaves them, for the pack downloads;
  // the tracker takes it in on its next read.
  const ownerId = ((await (await fetch(`${server.url}/api/v1/auth/me`, { headers: authed })).json()) as { id: string }).id;
  const [readyPosting] = (await server.db.knex("job_postings").orderBy("id").offset(5).limit(1).select("id", "title", "company")) as Array<{ id: string; title: string; company: string | null }>;
  const [ready] = (await server.db
    .knex("auto_apply_applications")
    .insert({ user_id: ownerId, job_id: readyPosting!.id, title: readyPosting!.title, company: readyPosting!.company, portal: "naukri", apply_link: "https://www.naukri.com/job-listings-example", score: 82, status: "ready_for_you" })
    .returning("id")) as Array<{ id: string }>;
  await server.db.knex("auto_apply_packs").insert({
    user_id: ownerId,
    auto_apply_id: ready!.id,
    job_title: readyPosting!.title,
    company: readyPosting!.company,
    resume_document: JSON.stringify({ name: "Dredd Owner", contact: ["dredd.owner@example.com"], headline: "", sections: [{ heading: "Summary", blocks: [{ kind: "paragraph", text: "Performance marketer." }] }] }),
    highlighted_skills: [],
    cover_letter_id: null,
    facts: JSON.stringify({ job_title: readyPosting!.title, company: readyPosting!.company, posting_location: null, posting_remote: false, in_saved_locations: false, saved_locations: [], resume_years: null, latest_title: null, latest_company: null, matched_skills: [] }),
  });
  await fetch(`${server.url}/api/v1/applications`, { headers: authed });
  const [packApplication] = (await server.db.knex("applications").where({ auto_apply_id: ready!.id }).select("id")) as Array<{ id: string }>;

  // A stored resume of the owner for the resume transactions (the contract's own typed-resume example).
  const createResume = contractOperations().find((op) => op.operationId === "createResume")!.requestExample;
  const storedResume = (await (await fetch(`${server.url}/api/v1/resume`, { method: "POST", headers: authed, body: JSON.stringify(createResume) })).json()) as { id: string };

  const pending = ops.map((o) => o.operationId).filter((id) => !server.implementedOperations.includes(id));
  process.env.DREDD_CONTEXT = JSON.stringify({
    email,
    password,
    accessToken: first.access_token,
    refreshTokenForRefresh: second.refresh_token,
    refreshTokenForLogout: third.refresh_token,
    accessTokenForLogout: third.access_token, // logout ends the session of its access token
    sessionId: started.session_id,
    noteId: playbook.id,
    finishedSessionId: finished.session_id,
    openSessionId: open.session_id,
    draftId: draft.id,
    tracker,
    passwordChanger: { accessToken: changer.access_token, password },
    buyerEmail: buyerEmail,
    checkout: checkoutResult(toVerify.order_id, razorpay.keySecret),
    verifierToken: verifier.access_token,
    ordererToken: orderer.access_token,
    downgraderToken: downgrader.access_token,
    resumeId: storedResume.id,
    packApplicationId: packApplication?.id,
    webhook,
    pending,
    operationsByName,
  });

  const stats = await new Promise<DreddStats>((resolve, reject) => {
    new Dredd({
      endpoint: `${server.url}/api/v1`,
      path: [path.join(ROOT, "openapi/generated/openapi.json")],
      hookfiles: [path.join(ROOT, "tests/contract/dredd-hooks.cjs")],
      reporter: [],
      output: [],
      loglevel: "error",
      color: false,
    }).run((err, s) => (err ? reject(err) : resolve(s)));
  });
  expect(stats.errors).toBe(0);
  expect(stats.failures).toBe(0);
  // A success transaction for every operation (uploads and payments included) and the deliberate error cases.
  expect(stats.passes).toBeGreaterThanOrEqual(48);
});
