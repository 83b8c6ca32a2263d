/**
 * The ONE fetch layer (SPEC sections 4 and 7). Every generated hook calls `customFetch`.
 * - base /api/v1, credentials sent, `Authorization: Bearer` when a token is stored;
 * - a leading `api/v1` in a path is normalised away; any 2xx is success;
 * - on a 401: one refresh per request, concurrent requests share the same refresh (other tabs too, through a
 *   Web Lock), then one retry;
 *   refresh failure (or no refresh token) clears the session and goes to /login;
 * - errors carry `detail`, else the body's message, else the network message, else the call's fallback text.
 */
import { ApiError, apiUrl, messageFromBody, normalisePath } from "./api-basics";
import { refreshTokens } from "./auth-endpoints";
import { fallbackMessageFor } from "./error-messages";
import { session } from "../lib/session";

export { API_BASE, ApiError, apiUrl, messageFromBody, normalisePath } from "./api-basics";

/** orval types each hook's error as ErrorType<ProblemResponse> (declared here, in the mutator's own file, where orval looks for it). */
export type ErrorType<E> = ApiError<E>;

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return undefined;
  const type = res.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    const text = await res.text();
    return text ? JSON.parse(text) : undefined;
  }
  if (type.startsWith("text/")) return res.text();
  return res.blob();
}

/** The browser's IANA time zone, so daily quotas reset at the user's own midnight. */
function timeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function withAuth(init: RequestInit | undefined, token: string | null): RequestInit {
  const headers = new Headers(init?.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const zone = timeZone();
  if (zone && !headers.has("X-Time-Zone")) headers.set("X-Time-Zone", zone);
  return { ...init, headers, credentials: "include" };
}

async function send(url: string, init: RequestInit | undefined, fallback: string, token: string | null): Promise<Response> {
  try {
    return await fetch(url, withAuth(init, token));
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : fallback;
    throw new ApiError(message, 0);
  }
}

async function toError(res: Response, fallback: string): Promise<ApiError> {
  let body: unknown;
  try {
    body = await readBody(res);
  } catch {
    body = undefined;
  }
  return new ApiError(messageFromBody(body, fallback), res.status, body);
}

let inFlightRefresh: Promise<boolean> | null = null;

/** The name of the Web Lock that lets only one tab of this origin refresh at a time. */
export const REFRESH_LOCK = "hirewise.auth.refresh";

/**
 * Runs `fn` holding the cross-tab refresh lock when the browser has Web Locks. Refresh tokens are rotated
 * and a reused one revokes its whole family on the server, so two tabs refreshing the same token at once
 * would log both out: the second tab waits, then finds the first tab's new tokens in shared storage.
 */
async function withRefreshLock(fn: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator !== "undefined" ? (navigator as Navigator & { locks?: LockManager | null }).locks : undefined;
  return locks ? await locks.request(REFRESH_LOCK, fn) : fn();
}

/**
 * Exchange the stored refresh token once, however many requests (of this tab, and of other tabs through
 * the lock) are waiting for it. Resolves true when new tokens are stored.
 */
export function refreshSession(): Promise<boolean> {
  if (!inFlightRefresh) {
    const presented = session.refreshToken();
    inFlightRefresh = withRefreshLock(async () => {
      const refreshToken = session.refreshToken();
      if (!refreshToken) return false;
      if (presented && refreshToken !== presented) return true; // another tab refreshed while we waited
      try {
        const tokens = await refreshTokens(refreshToken);
        session.updateTokens(tokens.accessToken, tokens.refreshToken);
        return true;
      } catch {
        return false;
      }
    }).finally(() => {
      inFlightRefresh = null;
    });
  }
  return inFlightRefresh;
}

/** The orval mutator. Throws ApiError on anything but 2xx; returns the parsed body. */
export async function customFetch<T>(url: string, init?: RequestInit): Promise<T> {
  const path = normalisePath(url);
  const target = apiUrl(path);
  const fallback = fallbackMessageFor(init?.method ?? "GET", path);

  const sentWith = session.accessToken();
  let res = await send(target, init, fallback, sentWith);
  if (res.status === 401) {
    const current = session.accessToken();
    // A request that was in flight while another one refreshed comes back 401 with the old token:
    // it joins that refresh by retrying with the new token instead of starting a second refresh.
    const alreadyRefreshed = Boolean(sentWith && current && current !== sentWith);
    if (!alreadyRefreshed) {
      if (!session.refreshToken()) {
        const error = await toError(res, fallback);
        session.expire();
        throw error;
      }
      const refreshed = await refreshSession();
      if (!refreshed) {
        const error = await toError(res, fallback);
        session.expire();
        throw error;
      }
    }
    res = await send(target, init, fallback, session.accessToken()); // the one retry
    if (res.status === 401) {
      const error = await toError(res, fallback);
      session.expire();
      throw error;
    }
  }
  if (!res.ok) throw await toError(res, fallback);
  return (await readBody(res)) as T;
}

/** Download a binary the API serves (e.g. a playbook's `pdf_url`), with the same auth rules. */
export async function fetchBlob(url: string): Promise<Blob> {
  const body = await customFetch<unknown>(url, { method: "GET" });
  if (body instanceof Blob) return body;
  throw new ApiError(fallbackMessageFor("GET", normalisePath(url)), 200, body);
}
