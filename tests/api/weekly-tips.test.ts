import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../server/src/app";
import { createLogger } from "../../server/src/lib/logger";
import { createIngestService } from "../../server/src/modules/jobs/ingest-service";
import { createJobRepository } from "../../server/src/modules/jobs/job-repository";
import type { AppModule } from "../../server/src/modules/registry";
import type { TipsService } from "../../server/src/modules/tips/tips-service";
import { describeEachDatabase } from "../support/databases";
import { signUp, testConfig, useApi, type Harness } from "../support/api-harness";

const DAY = 86_400_000;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A local SMTP server (the network edge): every message it receives, raw. */
function fakeSmtp() {
  const received: Array<{ to: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () => {
        // Quoted-printable bodies: soft line breaks and =XX escapes undone, so the test reads the text as sent.
        const text = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: text });
        callback();
      });
    },
  });
  return { server, received };
}

/** Activity of the kinds the tips read, written straight to the tables their features own. */
async function activity(h: Harness, userId: string) {
  const db = h.db.database.knex;
  await db("resume_comparisons").insert([
    { user_id: userId, alignment_score: 58, gaps: JSON.stringify(["Tableau (the benchmark lists it)", "Power BI (the benchmark lists it)", "Role focus: the benchmark is a BI resume"]), breakdown: "{}" },
    { user_id: userId, alignment_score: 61, gaps: JSON.stringify(["Tableau (the benchmark lists it)"]), breakdown: "{}" },
  ]);
  await db("interview_sessions").insert({
    user_id: userId,
    role: "Data Analyst",
    seniority: "mid",
    plan: "[]",
    overall: 6.1,
    section_scores: JSON.stringify({ communication: 7.9, structure: 6.8, role_knowledge: 7.1, impact_evidence: 4.9, confidence: 7.2 }),
    finished_at: new Date(),
  });
  // The application tracker, where this build has it.
  if (await db.schema.hasTable("applications")) {
    await db("applications").insert({ user_id: userId, origin: "manual", status: "applied", title: "Data Analyst", company: "Swiggy", status_changed_at: new Date(Date.now() - 20 * DAY) });
  }
  await db("user_resumes").insert({ user_id: userId, origin: "job_search", file_kind: "txt", raw_text: "Data analyst: SQL, Excel", parsed: "{}", skills: ["SQL", "Excel"] });
  const ingest = createIngestService({ jobs: createJobRepository(db), logger: createLogger("silent") });
  await ingest.importFeed(
    JSON.stringify([
      { title: "Senior Data Analyst", company: "Flipkart", location: "Bengaluru", work_mode: "hybrid", description: "SQL and Excel every day for the growth team.", posted_at: new Date().toISOString(), apply_link: "https://careers.example.com/tips/1" },
    ]),
    "json",
  );
}

describeEachDatabase("weekly career tips", (kind) => {
  const h = useApi(kind);
  const smtp = fakeSmtp();
  let tips: TipsService;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.server.address() as AddressInfo).port;
    // A second app on the same database with SMTP configured: the weekly job's mailer.
    const app = buildApp({ config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: "https://hirewise.example" }), db: h.db.database.knex, logger: createLogger("silent") });
    tips = (app.locals.modules as Array<AppModule & { tips?: TipsService }>).find((m) => m.name === "tips")!.tips!;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.server.close(() => resolve())));

  it("writes this week's tips from the person's own activity and keeps them for the week", async () => {
    const { session } = await signUp(h, { name: "Priya Sharma" });
    await activity(h, session.user.id);
    const res = await h.api().get("/api/v1/tips/weekly").set(bearer(session.access_token));
    expect(res.status).toBe(200);
    expect(res.body.week).toMatch(/^\d{4}-W\d{2}$/);
    const tracker = await h.db.database.knex.schema.hasTable("applications");
    const kinds = tracker ? ["skill_gap", "follow_up", "interview", "new_jobs"] : ["skill_gap", "interview", "new_jobs"];
    expect(res.body.headline).toBe(`Priya, here are this week's ${kinds.length} tips, from your own activity.`);
    expect(res.body.tips.map((t: { kind: string }) => t.kind)).toEqual(kinds);
    const title = (kind: string) => res.body.tips.find((t: { kind: string }) => t.kind === kind)!;
    expect(title("skill_gap").title).toBe("Close the gap: Tableau");
    if (tracker) expect(title("follow_up").title).toBe("Follow up on Data Analyst at Swiggy");
    expect(title("interview").title).toBe("Practise evidence of impact (numbers and outcomes)");
    expect(title("new_jobs").body).toContain("Senior Data Analyst at Flipkart (Bengaluru)");
    expect(res.body.emailed).toBe(false);
    // Later activity does not rewrite the week's digest: the dashboard and the email agree.
    await h.db.database.knex("resume_comparisons").insert({ user_id: session.user.id, alignment_score: 40, gaps: JSON.stringify(["Python (the benchmark lists it)"]), breakdown: "{}" });
    const again = await h.api().get("/api/v1/tips/weekly").set(bearer(session.access_token));
    expect(again.body.tips).toEqual(res.body.tips);
  });

  it("emails the digest once a week to those who want it, with a way to stop, and to no one who turned it off", async () => {
    const wants = await signUp(h, { name: "Kavya Menon" });
    await activity(h, wants.session.user.id);
    const off = await signUp(h, { name: "Ravi Iyer" });
    const pref = await h.api().patch("/api/v1/account/preferences").set(bearer(off.session.access_token)).send({ weekly_tips_emails: false });
    expect(pref.status).toBe(200);

    const first = await tips.runWeekly();
    expect(first.emailed).toBeGreaterThanOrEqual(1);
    const toKavya = smtp.received.filter((m) => m.to.includes(wants.email));
    expect(toKavya).toHaveLength(1);
    expect(toKavya[0]!.raw).toContain("Close the gap: Tableau");
    expect(toKavya[0]!.raw).toContain("https://hirewise.example/profile?tab=notifications");
    expect(smtp.received.some((m) => m.to.includes(off.email))).toBe(false);

    // The job running again (a retry, a second worker) sends nothing new.
    await tips.runWeekly();
    expect(smtp.received.filter((m) => m.to.includes(wants.email))).toHaveLength(1);
    const res = await h.api().get("/api/v1/tips/weekly").set(bearer(wants.session.access_token));
    expect(res.body.emailed).toBe(true);
  });
});
