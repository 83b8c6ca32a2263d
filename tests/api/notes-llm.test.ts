import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

// The fake sits at the network edge: an OpenAI-compatible chat-completions endpoint whose behaviour each test picks.
type Mode = "polish" | "garbage" | "down";
let mode: Mode = "polish";
let calls: Array<Record<string, unknown>> = [];

const POLISHED =
  "You are preparing for a senior Data Analyst role at Swiggy. This guide walks you through SQL, dashboards and stakeholder communication, with questions to rehearse and a plan for your first 90 days.";

function startFake(): Promise<{ server: http.Server; baseUrl: string }> {
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw) as { messages: Array<{ role: string; content: string }> };
      calls.push(JSON.parse(body.messages[1]?.content ?? "{}") as Record<string, unknown>);
      res.setHeader("content-type", "application/json");
      if (mode === "down") return res.writeHead(503).end("{}");
      const content = mode === "garbage" ? "Here you go: a lovely summary" : JSON.stringify({ summary: POLISHED });
      res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` })),
  );
}

const REQUEST = {
  role: "Data Analyst",
  experience_level: "senior",
  focus_areas: ["SQL", "dashboards", "stakeholder communication"],
  target_company: "Swiggy",
  writing_style: "friendly",
};

describeEachDatabase("notes with the optional LLM", (kind) => {
  // Filled in before useApi's own beforeAll builds the app (hooks run in the order they are registered).
  const env: Record<string, string> = { LLM_MODEL: "fake-writer" };
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

  async function generate() {
    const { session } = await signUp(h);
    const res = await h.api().post("/api/v1/notes/generate").set("Authorization", `Bearer ${session.access_token}`).send(REQUEST);
    expect(res.status).toBe(201);
    return res.body as { summary: string; sections: Array<{ heading: string; bullets: string[] }> };
  }

  it("uses the model's reworded summary and keeps the deterministic sections", async () => {
    mode = "polish";
    const body = await generate();
    expect(body.summary).toBe(POLISHED);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ role: "Data Analyst", experience_level: "senior", target_company: "Swiggy", tone: "friendly" });
    expect(body.sections.length).toBeGreaterThan(4);
  });

  it("keeps the offline summary when the model answers nonsense or is down", async () => {
    mode = "garbage";
    const garbage = await generate();
    mode = "down";
    const down = await generate();
    expect(garbage.summary).not.toBe(POLISHED);
    expect(garbage.summary.length).toBeGreaterThan(40);
    expect(down.summary).toBe(garbage.summary);
    expect(calls).toHaveLength(2);
  });
});
