// Dredd hooks: run every documented success transaction against the live server (multipart uploads and
// payments against a Razorpay double included), plus the error cases a client can trigger on purpose.
// Operations the build does not implement yet must answer their 501.
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
  "uploadResume:415": (t) => multipart(t, [{ name: "file", filename: "photo.png", type: "image/png", content: "GIF89a\u0000\u0001\u0000\u0001not a resume" }]),
  "uploadResume:422": (t) => multipart(t, [{ name: "file", filename: "empty.txt", type: "text/plain", content: "   " }]),
  "ingestResume:415": (t) => multipart(t, [{ name: "resume_file", filename: "photo.png", type: "image/png", content: "GIF89a\u0000\u0001\u0000\u0001not a resume" }]),
  "compareResume:400": (t) => multipart(t, [{ name: "candidate_text", content: RESUME }]),
  "createPaymentOrder:400": (t) => { t.request.body = JSON.stringify({ plan_id: "gold" }); },
  "createPaymentOrder:409": (t) => { t.request.body = JSON.stringify({ plan_id: "pro_plus" }); },
  "verifyPayment:400": (t) => { t.request.body = JSON.stringify({ razorpay_order_id: "order_x" }); },
  "verifyPayment:404": (t) => { t.request.body = JSON.stringify({ ...ctx.checkout, razorpay_order_id: "order_NoSuchOrder0001" }); },
  "updateProfile:400": (t) => { t.request.body = JSON.stringify({ name: "   " }); },
  "updateProfile:403": (t) => { t.request.body = JSON.stringify({ email: `dredd.moved.${Date.now()}@example.com`, current_password: "definitely-wrong" }); },
  "updateProfile:409": (t) => { t.request.body = JSON.stringify({ email: ctx.buyerEmail, current_password: ctx.password }); },
  "updateProfile:401": (t) => { delete t.request.headers.Authorization; },
  "changePassword:400": (t) => { t.request.body = JSON.stringify({ current_password: ctx.password, new_password: "short" }); },
  "changePassword:401": (t) => { delete t.request.headers.Authorization; },
  "getPreferences:401": (t) => { delete t.request.headers.Authorization; },
  "updatePreferences:400": (t) => { t.request.body = JSON.stringify({ two_factor: true }); },
  "getInterviewSession:404": () => {},
  "saveInterviewResults:409": (t) => usePathId(t, "sessions", ctx.openSessionId),
  "getResumeDraft:404": () => {},
  "startInterview:404": (t) => { t.request.body = JSON.stringify({ role: "Data Analyst", resume_id: "00000000-0000-4000-8000-000000000000" }); },
  "createResumeDraft:400": (t) => { t.request.body = JSON.stringify({ name: "No form" }); },
  "getBillingSummary:401": (t) => { delete t.request.headers.Authorization; },
  "saveJob:404": () => {},
  "unsaveJob:409": (t) => usePathId(t, "saved-jobs", ctx.tracker.movedJobId),
  "getApplication:404": () => {},
  "updateApplication:404": (t) => { t.request.body = JSON.stringify({ notes: "Not there" }); },
  "getJobMatch:404": () => {},
  "createJobMatch:404": (t) => { t.request.body = JSON.stringify({ application_id: "00000000-0000-4000-8000-000000000000" }); },
  "getCoverLetter:404": () => {},
  "handleRazorpayWebhook:400": (t) => {
    // Without the signature header the request is refused before any verification.
    t.request.body = ctx.webhook.raw;
    delete t.request.headers["X-Razorpay-Signature"];
  },
};

// A plain-text resume, uploaded as a real file part: the server sniffs the bytes, not the name.
const RESUME = [
  "Priya Sharma",
  "priya.sharma@example.com | +91 98765 43210 | Bengaluru",
  "Performance Marketing Manager",
  "EXPERIENCE",
  "Performance Marketing Manager, Zomato, Bengaluru, 2021 - Present",
  "- Cut cost per acquisition by 21% across Google Ads and Meta Ads while scaling spend 3x",
  "- Built the attribution dashboard in SQL and Tableau used by 40 marketers",
  "SKILLS",
  "Google Ads, Meta Ads, SQL, Tableau, A/B testing, Excel",
].join("\n");

// A job description for the match transactions.
const JD = [
  "Performance Marketing Manager",
  "Requirements",
  "- 4+ years of performance marketing on Google Ads and Meta Ads",
  "- SQL and Excel for analysis; Tableau a plus",
  "- Run A/B tests on landing pages and report ROAS every week",
].join("\n");

/** Points a transaction at a real resource: the example id after `/<collection>/` becomes `id`. */
function usePathId(t, collection, id) {
  const exampleId = new RegExp(`${collection}/([^/?]+)`).exec(t.request.uri)[1];
  t.request.uri = t.request.uri.replace(exampleId, id);
  t.fullPath = t.fullPath.replace(exampleId, id);
}

/** Replaces the transaction's body with multipart/form-data built from text parts and files. */
function multipart(t, parts) {
  const boundary = `----dredd${Date.now().toString(16)}`;
  const body = parts
    .map((p) =>
      p.filename
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n${p.content}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.content}\r\n`,
    )
    .join("");
  t.request.body = `${body}--${boundary}--\r\n`;
  t.request.headers["Content-Type"] = `multipart/form-data; boundary=${boundary}`;
  delete t.request.headers["Content-Length"];
}

const MULTIPART_SUCCESS = {
  uploadResume: (t) => multipart(t, [{ name: "file", filename: "priya.txt", type: "text/plain", content: RESUME }]),
  ingestResume: (t) =>
    multipart(t, [
      { name: "resume_file", filename: "priya.txt", type: "text/plain", content: RESUME },
      { name: "target_role", content: "Performance Marketing Manager" },
    ]),
  createJobMatchFromFile: (t) =>
    multipart(t, [
      { name: "job_file", filename: "jd.txt", type: "text/plain", content: JD },
      { name: "company", content: "Zestmoney Foods" },
      { name: "resume_text", content: RESUME },
    ]),
  compareResume: (t) =>
    multipart(t, [
      { name: "benchmark_file", filename: "benchmark.txt", type: "text/plain", content: RESUME.replace("Priya Sharma", "Benchmark Candidate") },
      { name: "candidate_text", content: RESUME },
      { name: "focus_role", content: "Performance Marketing Manager" },
    ]),
};

// Saved jobs, applications, match reports and cover letters: each transaction gets a real resource of the owner
// (a delete gets one of its own, so the reads that follow still find theirs).
const TRACKER_SUCCESS = {
  saveJob: (t) => usePathId(t, "saved-jobs", ctx.tracker.jobId),
  unsaveJob: (t) => usePathId(t, "saved-jobs", ctx.tracker.jobId),
  getApplication: (t) => usePathId(t, "applications", ctx.tracker.applicationId),
  updateApplication: (t) => usePathId(t, "applications", ctx.tracker.applicationId),
  deleteApplication: (t) => usePathId(t, "applications", ctx.tracker.deletableApplicationId),
  createJobMatch: (t) => { t.request.body = JSON.stringify({ job_description: JD, company: "Zestmoney Foods", resume_text: RESUME }); },
  getJobMatch: (t) => usePathId(t, "job-matches", ctx.tracker.reportId),
  deleteJobMatch: (t) => usePathId(t, "job-matches", ctx.tracker.deletableReportId),
  createCoverLetter: (t) => { t.request.body = JSON.stringify({ application_id: ctx.tracker.applicationId, tone: "friendly", resume_text: RESUME }); },
  getCoverLetter: (t) => usePathId(t, "cover-letters", ctx.tracker.letterId),
  updateCoverLetter: (t) => usePathId(t, "cover-letters", ctx.tracker.letterId),
  deleteCoverLetter: (t) => usePathId(t, "cover-letters", ctx.tracker.deletableLetterId),
  downloadCoverLetterDocx: (t) => usePathId(t, "cover-letters", ctx.tracker.letterId),
};

hooks.beforeEach((t) => {
  const op = operationOf(t);
  const status = statusOf(t);
  if (op.secured) t.request.headers.Authorization = `Bearer ${ctx.accessToken}`;

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
      usePathId(t, "notes", ctx.noteId);
    } else if (["getInterviewSession", "saveInterviewResults", "unsaveInterviewResults"].includes(op.operationId)) {
      usePathId(t, "sessions", ctx.finishedSessionId);
    } else if (["getResumeDraft", "updateResumeDraft", "deleteResumeDraft"].includes(op.operationId)) {
      usePathId(t, "drafts", ctx.draftId);
    } else if (op.operationId === "updateProfile") {
      // The example changes the email with Priya's password; the owner keeps theirs (login runs after).
      t.request.body = JSON.stringify({ name: "Dredd Owner" });
    } else if (op.operationId === "changePassword") {
      // An account of its own: a password change ends every other session of the account.
      t.request.headers.Authorization = `Bearer ${ctx.passwordChanger.accessToken}`;
      t.request.body = JSON.stringify({ current_password: ctx.passwordChanger.password, new_password: `${ctx.passwordChanger.password}-2` });
    } else if (ctx.tracker && TRACKER_SUCCESS[op.operationId]) {
      TRACKER_SUCCESS[op.operationId](t);
    } else if (MULTIPART_SUCCESS[op.operationId]) {
      MULTIPART_SUCCESS[op.operationId](t);
    } else if (op.operationId === "verifyPayment") {
      // Signed as Razorpay's checkout signs it, for an order the test created against the Razorpay double.
      t.request.headers.Authorization = `Bearer ${ctx.verifierToken}`;
      t.request.body = JSON.stringify(ctx.checkout);
    } else if (op.operationId === "createPaymentOrder") {
      // A Free account pays the full price (the owner's Pro Plus would already pay for Pro).
      t.request.headers.Authorization = `Bearer ${ctx.ordererToken}`;
    } else if (op.operationId === "getPlanChangeQuote") {
      // The owner holds Pro Plus: price the move down to Starter.
      t.request.uri = t.request.uri.replace("plan_id=pro_plus", "plan_id=starter");
      t.fullPath = t.fullPath.replace("plan_id=pro_plus", "plan_id=starter");
    } else if (op.operationId === "changePlan") {
      // An account of its own whose paid Pro Plus month pays for Starter (the owner keeps Pro Plus for the rest).
      t.request.headers.Authorization = `Bearer ${ctx.downgraderToken}`;
    } else if (["downloadApplicationPackDocx", "downloadApplicationPackPdf"].includes(op.operationId)) {
      usePathId(t, "applications", ctx.packApplicationId);
    } else if (["getResume", "updateResume"].includes(op.operationId)) {
      usePathId(t, "resume", ctx.resumeId);
    } else if (op.operationId === "startInterview") {
      // An example that names a stored resume names the owner's.
      const body = JSON.parse(t.request.body || "{}");
      if (body.resume_id) t.request.body = JSON.stringify({ ...body, resume_id: ctx.resumeId });
    } else if (op.operationId === "handleRazorpayWebhook") {
      t.request.body = ctx.webhook.raw;
      t.request.headers["X-Razorpay-Signature"] = ctx.webhook.signature;
      t.request.headers["X-Razorpay-Event-Id"] = ctx.webhook.eventId;
    } else if (op.operationId === "logout") {
      t.request.headers.Authorization = `Bearer ${ctx.accessTokenForLogout}`;
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
