import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { createLlmClient } from "./llm-client";

// The fake sits at the network edge: an OpenAI-compatible endpoint whose behaviour each test picks.
let mode: "ok" | "fenced" | "bad-json" | "wrong-shape" | "error" | "slow" = "ok";
let lastBody: { model?: string; messages?: Array<{ role: string; content: string }> } = {};
let server: http.Server;
let baseUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      lastBody = JSON.parse(raw);
      const reply = (content: string) => res.end(JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      res.setHeader("content-type", "application/json");
      if (mode === "error") return res.writeHead(503).end("{}");
      if (mode === "slow") return setTimeout(() => reply('{"summary":"late"}'), 500);
      if (mode === "bad-json") return reply("Sure! Here is your summary: great job");
      if (mode === "wrong-shape") return reply('{"text": 42}');
      if (mode === "fenced") return reply('```json\n{"summary":"Polished"}\n```');
      reply('{"summary":"Polished"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const schema = z.object({ summary: z.string() });
const logger = { warn: vi.fn() };
const prompt = { system: "You polish career advice.", user: "Polish: good" };

describe("the optional LLM client", () => {
  it("is disabled without a base URL and model, and never touches the network", async () => {
    const client = createLlmClient({}, logger);
    expect(client.enabled).toBe(false);
    await expect(client.completeJson(prompt, schema)).resolves.toBeNull();
  });

  it("returns the schema-checked JSON the model answers", async () => {
    mode = "ok";
    const client = createLlmClient({ baseUrl, model: "any-model", apiKey: "k" }, logger);
    await expect(client.completeJson(prompt, schema)).resolves.toEqual({ summary: "Polished" });
    expect(lastBody.model).toBe("any-model");
    expect(lastBody.messages?.[0]?.content).toContain("JSON");
  });

  it("accepts JSON inside a code fence", async () => {
    mode = "fenced";
    const client = createLlmClient({ baseUrl, model: "m" }, logger);
    await expect(client.completeJson(prompt, schema)).resolves.toEqual({ summary: "Polished" });
  });

  it.each(["bad-json", "wrong-shape", "error"] as const)("falls back (null) when the endpoint answers %s", async (m) => {
    mode = m;
    const client = createLlmClient({ baseUrl, model: "m" }, logger);
    await expect(client.completeJson(prompt, schema)).resolves.toBeNull();
  });

  it("falls back (null) on a timeout", async () => {
    mode = "slow";
    const client = createLlmClient({ baseUrl, model: "m" }, logger);
    await expect(client.completeJson(prompt, schema, { timeoutMs: 100 })).resolves.toBeNull();
  });

  it("lets LLM_TIMEOUT_MS (config) override a call's own wait, both shorter and longer", async () => {
    mode = "slow"; // answers after 500 ms
    const impatient = createLlmClient({ baseUrl, model: "m", timeoutMs: 100 }, logger);
    await expect(impatient.completeJson(prompt, schema, { timeoutMs: 5_000 })).resolves.toBeNull();
    const patient = createLlmClient({ baseUrl, model: "m", timeoutMs: 3_000 }, logger);
    await expect(patient.completeJson(prompt, schema, { timeoutMs: 100 })).resolves.toEqual({ summary: "late" });
  });

  it("falls back (null) when nothing listens", async () => {
    const client = createLlmClient({ baseUrl: "http://127.0.0.1:9/v1", model: "m" }, logger);
    await expect(client.completeJson(prompt, schema, { timeoutMs: 2000 })).resolves.toBeNull();
  });
});
