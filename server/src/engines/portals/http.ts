import { htmlToText } from "../../lib/html-text";
import type { ApplyOutcome } from "./types";

export const PORTAL_TIMEOUT_MS = 20_000;

export type PortalResponse = { ok: true; status: number; body: unknown } | { ok: false; error: string };

/** POSTs a form to a portal; network problems and time-outs come back as `{ ok: false }`, never as a throw. */
export async function postForm(url: string, form: FormData, headers: Record<string, string> = {}, timeoutMs = PORTAL_TIMEOUT_MS): Promise<PortalResponse> {
  try {
    const res = await fetch(url, { method: "POST", body: form, headers: { Accept: "application/json", ...headers }, signal: AbortSignal.timeout(timeoutMs), redirect: "error" });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an HTML error page, say): keep the text for the reason.
    }
    return { ok: true, status: res.status, body };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const why = e.name === "TimeoutError" ? "it did not answer in time" : (e.cause?.code ?? e.message ?? "network error");
    return { ok: false, error: why };
  }
}

/** A short, single-line message from a portal's error body ({error}, {message}, {errors: [...]}, or text). */
export function errorMessage(body: unknown): string {
  let msg = "";
  // An HTML error page: its text, without its styles and scripts.
  if (typeof body === "string") msg = htmlToText(body);
  else if (body && typeof body === "object") {
    const b = body as Record<string, unknown>;
    const candidate = b.error ?? b.message ?? b.errors;
    if (typeof candidate === "string") msg = candidate;
    else if (Array.isArray(candidate)) msg = candidate.map((x) => (typeof x === "string" ? x : ((x as { message?: string })?.message ?? ""))).filter(Boolean).join("; ");
    else if (candidate && typeof candidate === "object") msg = JSON.stringify(candidate);
  }
  msg = msg.replace(/\s+/g, " ").trim();
  return msg.length > 200 ? `${msg.slice(0, 197)}...` : msg;
}

/**
 * The common mapping of a portal's answer: 2xx submitted, 429 retryable, 401/403 without our key means
 * the employer's key is needed (the user finishes it), other 4xx failed with the portal's reason, 5xx failed
 * and not retried (the portal may have stored it; resending could apply twice), network error failed.
 */
export function outcomeOf(name: string, res: PortalResponse, hasKey: boolean, reference: (body: unknown) => string | null): ApplyOutcome {
  if (!res.ok) return { status: "failed", reason: `Could not reach ${name}: ${res.error}.`, retryable: false };
  const { status, body } = res;
  if (status >= 200 && status < 300) return { status: "submitted", reference: reference(body) };
  if (status === 429) return { status: "failed", reason: `${name} is rate limiting applications (rate limited, will retry).`, retryable: true };
  const detail = errorMessage(body);
  if ((status === 401 || status === 403) && !hasKey) {
    return {
      status: "ready_for_you",
      reason: `${name} only accepts API applications with the employer's key, which this server does not have. Finish this one in a click.`,
    };
  }
  if (status === 401 || status === 403) return { status: "failed", reason: `${name} refused the employer key configured for this posting (${status}).`, retryable: false };
  if (status === 404) return { status: "failed", reason: `The posting is no longer open on ${name} (404).`, retryable: false };
  if (status >= 400 && status < 500) return { status: "failed", reason: `${name} rejected the application (${status})${detail ? `: ${detail}` : "."}`, retryable: false };
  return { status: "failed", reason: `${name} had a server error (${status}); not resent, so it cannot arrive twice.`, retryable: false };
}
