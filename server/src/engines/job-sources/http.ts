import { JobSourceError, type FetchOptions } from "./types";

const MAX_BYTES = 30 * 1024 * 1024;

/** GET a JSON document with a timeout; any failure becomes a JobSourceError naming the URL. */
export async function getJson(url: string, options: FetchOptions = {}): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const signal = AbortSignal.timeout(timeoutMs);
  let res: Response | undefined;
  // A GET is safe to repeat: one more try when the connection failed (a board closing a kept-alive socket as it is
  // reused resets it), never after a timeout, and within the same time limit.
  for (let attempt = 1; !res; attempt += 1) {
    try {
      res = await doFetch(url, {
        headers: { accept: "application/json", "user-agent": "HirewiseJobIndex/1.0 (+https://hirewise.app)" },
        signal,
        redirect: "follow",
      });
    } catch (err) {
      const timedOut = (err as Error).name === "TimeoutError" || (err as Error).name === "AbortError";
      if (!timedOut && attempt < 2) continue;
      throw new JobSourceError(timedOut ? `${url} did not answer within ${timeoutMs} ms` : `${url} could not be reached: ${(err as Error).message}`, { cause: err });
    }
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new JobSourceError(`${url} answered ${res.status} ${res.statusText}`.trim());
  }
  const length = Number(res.headers.get("content-length") ?? 0);
  if (length > MAX_BYTES) {
    await res.body?.cancel().catch(() => undefined);
    throw new JobSourceError(`${url} sent ${length} bytes, more than the ${MAX_BYTES} allowed`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch (err) {
    throw new JobSourceError(`${url} stopped sending: ${(err as Error).message}`, { cause: err });
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new JobSourceError(`${url} did not send JSON`, { cause: err });
  }
}

/** Base URL + path, keeping any path prefix of the base ("http://127.0.0.1:4000/greenhouse"). */
export function joinUrl(base: string, pathAndQuery: string): string {
  return base.replace(/\/+$/, "") + pathAndQuery;
}

export function requireName(board: { connector: string; name?: string }): string {
  const name = board.name?.trim();
  if (!name) throw new JobSourceError(`A ${board.connector} board needs a "name" in config/job-boards.json`);
  return name;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
export const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
