import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach } from "vitest";

/**
 * A local OpenAI-compatible chat-completions endpoint (POST {baseUrl}/chat/completions), the network edge the
 * optional LLM client talks to. Each test picks how it behaves:
 * - "reply": answers with the JSON object `reply(call)` returns, as the message content;
 * - "garbage": answers 200 with prose instead of the JSON that was asked for;
 * - "down": answers 503.
 */
export type FakeLlmMode = "reply" | "garbage" | "down";

export interface FakeLlmCall {
  model: string;
  /** The system message. */
  system: string;
  /** The user message, parsed (the app sends JSON). */
  user: Record<string, unknown>;
}

export interface FakeLlm {
  /** What to give LLM_BASE_URL. */
  baseUrl: string;
  mode: FakeLlmMode;
  /** Every request received, in order. */
  calls: FakeLlmCall[];
  close(): Promise<void>;
}

const GARBAGE = "Sure! Here is a nicer version: well done";

export async function startFakeLlm(reply: (call: FakeLlmCall) => Record<string, unknown>): Promise<FakeLlm> {
  const fake = { mode: "reply" as FakeLlmMode, calls: [] as FakeLlmCall[] } as FakeLlm;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      res.setHeader("Content-Type", "application/json");
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return res.writeHead(404).end('{"error":{"message":"not found"}}');
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { model: string; messages: Array<{ role: string; content: string }> };
      const call: FakeLlmCall = {
        model: body.model,
        system: body.messages.find((m) => m.role === "system")?.content ?? "",
        user: JSON.parse(body.messages.find((m) => m.role === "user")?.content ?? "{}") as Record<string, unknown>,
      };
      fake.calls.push(call);
      if (fake.mode === "down") return res.writeHead(503).end('{"error":{"message":"overloaded"}}');
      const content = fake.mode === "garbage" ? GARBAGE : JSON.stringify(reply(call));
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/**
 * Starts the fake for a suite and fills `env` with LLM_BASE_URL and LLM_MODEL before the app is built.
 * Call it BEFORE useApi(kind, env): hooks run in the order they are registered. Before each test the calls are
 * cleared and the mode goes back to "reply".
 */
export function useFakeLlm(env: Record<string, string>, reply: (call: FakeLlmCall) => Record<string, unknown>, model = "fake-model"): { current: FakeLlm } {
  const handle = {} as { current: FakeLlm };
  beforeAll(async () => {
    handle.current = await startFakeLlm(reply);
    env.LLM_BASE_URL = handle.current.baseUrl;
    env.LLM_MODEL = model;
  });
  beforeEach(() => {
    handle.current.calls.length = 0;
    handle.current.mode = "reply";
  });
  afterAll(async () => {
    await handle.current?.close();
  });
  return handle;
}
