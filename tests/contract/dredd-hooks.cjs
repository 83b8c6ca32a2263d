// Dredd hooks: run every documented success transaction against the live server, plus the error cases
// a client can trigger on purpose. Operations the build does not implement yet must answer their 501.
const hooks = require("hooks");

const ctx = JSON.parse(process.env.DREDD_CONTEXT || "{}");
const pending = new Set(ctx.pending || []);
const operationOf = (t) => ctx.operationsByName[t.name];
const statusOf = (t) => Number(t.expected.statusCode);
let signupCounter = 0;

// Deliberate error cases: transaction name fragment -> how to provoke it.
const ERROR_CASES = {
  "signup:400": (t) => { t.request.body = JSON.stringify({ email: "not-an-email" }); },
  "signup:409": (t) => { t.request.body = JSON.stringify({ name: "Dup", email: ctx.email, password: "another-pass" }); },
  "login:400": (t) => { t.request.body = JSON.stringify({ email: "nope" }); },
  "login:401": (t) => { t.request.body = JSON.stringify({ email: ctx.email, password: "definitely-wrong" }); },
  "refreshSession:401": (t) => { t.request.body = JSON.stringify({ refresh_token: "rt_not_a_real_token" }); },
  "getMe:401": (t) => { delete t.request.headers.Authorization; },
  "logout:401": (t) => { delete t.request.headers.Authorization; },
  "getSubscription:401": (t) => { delete t.request.headers.Authorization; },
};

const PAYMENTS = new Set(["createPaymentOrder", "verifyPayment", "handleRazorpayWebhook"]);

// Multipart bodies cannot be expressed as Dredd transactions; the API tests upload real files instead.
const MULTIPART = new Set(["uploadResume", "ingestResume", "compareResume"]);

hooks.beforeEach((t) => {
  const op = operationOf(t);
  const status = statusOf(t);
  if (op.secured) t.request.headers.Authorization = `Bearer ${ctx.accessToken}`;

  if (MULTIPART.has(op.operationId)) {
    t.skip = true;
    return;
  }
  if (PAYMENTS.has(op.operationId)) {
    // No Razorpay keys on a test server: payments must say so with their documented 503.
    t.skip = status !== 503;
    return;
  }
  if (pending.has(op.operationId)) {
    // Not built yet: only its 501 transaction runs.
    t.skip = status !== 501;
    return;
  }
  if (status >= 200 && status < 300) {
    if (op.operationId === "signup") {
      signupCounter += 1;
      t.request.body = JSON.stringify({ name: "Dredd Contract", email: `dredd.${Date.now()}.${signupCounter}@example.com`, password: "contract-pass" });
    } else if (op.operationId === "login") {
      t.request.body = JSON.stringify({ email: ctx.email, password: ctx.password });
    } else if (op.operationId === "refreshSession") {
      t.request.body = JSON.stringify({ refresh_token: ctx.refreshTokenForRefresh });
    } else if (op.operationId === "answerInterviewQuestion") {
      t.request.body = JSON.stringify({ session_id: ctx.sessionId, answer: "At my last job I cut report time by 40% by rewriting our SQL." });
    } else if (op.operationId === "finishInterview") {
      t.request.body = JSON.stringify({ session_id: ctx.sessionId });
    } else if (op.operationId === "getPlaybook" || op.operationId === "downloadNotesPdf") {
      // The example id names no playbook on a live server: use the one the test generated.
      const exampleId = /notes\/([^/?]+)/.exec(t.request.uri)[1];
      t.request.uri = t.request.uri.replace(exampleId, ctx.noteId);
      t.fullPath = t.fullPath.replace(exampleId, ctx.noteId);
    } else if (op.operationId === "logout") {
      t.request.body = JSON.stringify({ refresh_token: ctx.refreshTokenForLogout });
    }
    return;
  }
  const provoke = ERROR_CASES[`${op.operationId}:${status}`];
  if (provoke) provoke(t);
  else t.skip = true;
});

// Express adds "; charset=utf-8"; Dredd compares media types exactly.
hooks.beforeEachValidation((t) => {
  const type = t.real.headers["content-type"];
  if (type) t.real.headers["content-type"] = type.replace(/;\s*charset=utf-8/i, "");
});
