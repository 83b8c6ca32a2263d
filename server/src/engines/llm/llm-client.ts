import type { z } from "zod";
import type { Logger } from "../../lib/logger";

export interface LlmConfig {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  /** Longest wait per call in ms; replaces each call's own default (8 s; 12 s for a resume build) when set. */
  timeoutMs?: number;
}

export interface JsonPrompt {
  system: string;
  user: string;
}

/**
 * The optional LLM: any OpenAI-compatible chat-completions endpoint. It only ever improves wording on top of a
 * deterministic result. Every call returns null on any failure (not configured, network, timeout, non-2xx,
 * non-JSON, schema mismatch) and logs why, so callers always have their offline answer to fall back to.
 */
export interface LlmClient {
  readonly enabled: boolean;
  completeJson<T>(prompt: JsonPrompt, schema: z.ZodType<T>, options?: { timeoutMs?: number; maxTokens?: number }): Promise<T | null>;
}

export const DISABLED_LLM: LlmClient = {
  enabled: false,
  completeJson: async () => null,
};

function stripFences(text: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}

export function createLlmClient(config: LlmConfig, logger: Pick<Logger, "warn">): LlmClient {
  if (!config.baseUrl || !config.model) return DISABLED_LLM;
  const url = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    enabled: true,
    async completeJson(prompt, schema, options = {}) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), config.timeoutMs ?? options.timeoutMs ?? 8_000);
      try {
        const res = await fetch(url, {
          method: "POST",
          signal: controller.signal,
          headers: { "Content-Type": "application/json", ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
          body: JSON.stringify({
            model: config.model,
            temperature: 0,
            max_tokens: options.maxTokens ?? 800,
            response_format: { type: "json_object" },
            messages: [
              { role: "system", content: `${prompt.system}\nAnswer with one JSON object only.` },
              { role: "user", content: prompt.user },
            ],
          }),
        });
        if (!res.ok) {
          logger.warn({ status: res.status }, "LLM call failed; using the offline engine");
          return null;
        }
        const body = (await res.json()) as { choices?: Array<{ message?: { content?: string } }> };
        const content = body.choices?.[0]?.message?.content;
        if (!content) {
          logger.warn("LLM answered without content; using the offline engine");
          return null;
        }
        const parsed = schema.safeParse(JSON.parse(stripFences(content)));
        if (!parsed.success) {
          logger.warn({ issues: parsed.error.issues.slice(0, 3) }, "LLM answer did not match the schema; using the offline engine");
          return null;
        }
        return parsed.data;
      } catch (err) {
        logger.warn({ err: err instanceof Error ? err.message : String(err) }, "LLM call errored; using the offline engine");
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
