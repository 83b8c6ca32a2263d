import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

// The fake sits at the network edge: an OpenAI-compatible chat-completions endpoint whose behaviour each test picks.
type Mode = "polish" | "garbage" | "down";
let mode: Mode = "polish";
let calls: Array<{ system: string; user: Record<string, unknown> }> = [];

const POLISHED_FEEDBACK = "Great story: you gave the numbers that prove it worked. Next time, close by linking the result to the wider business goal.";
const POLISHED_SUMMARY = "You tell clear, measured stories about your campaigns. Keep ending every answer with a number, and practise budget-split questions out loud before your next interview.";

const STRONG =
  "At Zomato I owned the Diwali acquisition campaign. The situation: installs had plateaued and our CPA had crept up to ₹110 against a target of ₹90. " +
  "My task was to bring in 200k new users in six weeks within a ₹2 crore budget. I restructured our Google App campaigns by intent, split Meta Ads into prospecting and retargeting, " +
  "and ran 14 creative tests, moving 30% of the budget to the winners. I set up a geo holdout to measure incrementality. As a result we acquired 236k users at ₹71 CPA, 21% below target.";

function startFake(): Promise<{ server: http.Server; baseUrl: string }> {
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw) as { messages: Array<{ role: string; content: string }> };
      const system = body.messages[0]?.content ?? "";
      calls.push({ system, user: JSON.parse(body.messages[1]?.content ?? "{}") });
      res.setHeader("content-type", "application/json");
      if (mode === "down") return res.writeHead(503).end("{}");
      const content =
        mode === "garbage"
          ? "Sure! Here is a nicer version: well done"
          : JSON.stringify(system.includes('{"summary"') ? { summary: POLISHED_SUMMARY } : { feedback: POLISHED_FEEDBACK });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` })),
  );
}

describeEachDatabase("interview with the optional LLM", (kind) => {
  // Filled in before useApi's own beforeAll builds the app (hooks run in the order they are registered).
  const env: Record<string, string> = { LAUNCH_PROMO_PLAN: "pro_plus", LLM_MODEL: "fake-coach" };
  let fake: http.Server | undefined;
  beforeAll(async () => {
    const started = await startFake();
    fake = started.server;
    env.LLM_BASE_URL = started.baseUrl;
  });
  const h: Harness = useApi(kind, env);
  afterAll(() => new Promise<void>((r) => (fake ? fake.close(() => r()) : r())));
  beforeEach(() => {
    calls = [];
  });

  async function interview() {
    const auth = `Bearer ${(await signUp(h)).session.access_token}`;
    const id = (await h.api().post("/api/v1/interview/start").set("Authorization", auth).send({ role: "Performance Marketing Manager", skills: ["Google Ads"] })).body
      .session_id as string;
    return {
      id,
      next: (answer: string) => h.api().post("/api/v1/interview/next").set("Authorization", auth).send({ session_id: id, answer }),
      finish: () => h.api().post("/api/v1/interview/finish").set("Authorization", auth).send({ session_id: id }),
    };
  }

  it("rewords feedback and summary naturally while the rubric keeps the score, and stores what the candidate saw", async () => {
    mode = "polish";
    const s = await interview();
    const answered = await s.next(STRONG);
    expect(answered.status).toBe(200);
    expect(answered.body.feedback).toBe(POLISHED_FEEDBACK);
    expect(answered.body.score).toBeGreaterThanOrEqual(8);
    // The model saw the rubric's result, and the rubric's own result is kept alongside the wording.
    expect(calls[0]?.user).toMatchObject({ rubric_score_out_of_10: answered.body.score, answer: STRONG });
    const turn = await h.db.database.knex("interview_turns").where({ session_id: s.id, turn_no: 1 }).first();
    expect(turn.feedback).toBe(POLISHED_FEEDBACK);
    const result = typeof turn.result === "string" ? JSON.parse(turn.result) : turn.result;
    expect(result.feedback).toMatch(/^Strong/);
    expect(Number(turn.score)).toBe(answered.body.score);

    const finished = await s.finish();
    expect(finished.status).toBe(200);
    expect(finished.body.summary).toBe(POLISHED_SUMMARY);
    expect(finished.body.overall).toBe(Math.round(answered.body.score * 10));
    const again = await s.finish();
    expect(again.body).toEqual(finished.body);
  });

  it.each([
    ["text that is not the JSON asked for", "garbage"],
    ["an error status", "down"],
  ] as const)("keeps the rubric's own wording when the model answers with %s", async (_label, m) => {
    mode = m;
    const s = await interview();
    const answered = await s.next(STRONG);
    expect(answered.status).toBe(200);
    expect(answered.body.feedback).toMatch(/^Strong: you quantified the outcome/);
    const finished = await s.finish();
    expect(finished.status).toBe(200);
    expect(finished.body.summary).not.toBe(POLISHED_SUMMARY);
    expect(finished.body.summary.length).toBeGreaterThan(40);
    expect(calls.length).toBe(2);
  });

  it("does not ask the model to reword the summary of an interview with no answers", async () => {
    mode = "polish";
    const s = await interview();
    const finished = await s.finish();
    expect(finished.body.summary).toMatch(/No answers were recorded/);
    expect(calls).toHaveLength(0);
  });
});
