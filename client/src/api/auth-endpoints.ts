/**
 * Auth calls (SPEC sections 3, 7, 8): each tries the configured path, then the fallback paths,
 * moving on only when a path answers 404 or 405. Token field spellings of section 3 are all accepted.
 */
import { ApiError, apiUrl, messageFromBody } from "./api-basics";
import type { AuthRecord } from "../lib/session";

export type AuthCall = "login" | "signup" | "refresh";

const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export const AUTH_PATHS: Record<AuthCall, string[]> = {
  login: [apiUrl(env.VITE_AUTH_LOGIN_PATH ?? "/auth/login"), "/api/auth/login", "/auth/login", "/users/login", "/login", "/token"],
  signup: [apiUrl(env.VITE_AUTH_SIGNUP_PATH ?? "/auth/signup"), "/api/auth/signup", "/auth/signup", "/auth/register", "/users/signup", "/register"],
  refresh: [apiUrl(env.VITE_AUTH_REFRESH_PATH ?? "/auth/refresh"), "/api/auth/refresh", "/auth/refresh", "/token/refresh", "/refresh"],
};

export const AUTH_FALLBACK_MESSAGES = {
  login: "Login failed. Please check your credentials.",
  signup: "Signup failed. Please try again.",
  refresh: "Your session has expired. Please log in again.",
} as const;

export interface Tokens {
  accessToken: string;
  refreshToken: string | null;
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === "string" && v ? v : undefined);

/** Reads any of the token spellings: access_token | accessToken | token | jwt; refresh_token | refreshToken. */
export function readTokens(body: unknown): Tokens | null {
  if (!body || typeof body !== "object") return null;
  const b = body as Raw;
  const accessToken = str(b.access_token) ?? str(b.accessToken) ?? str(b.token) ?? str(b.jwt);
  if (!accessToken) return null;
  return { accessToken, refreshToken: str(b.refresh_token) ?? str(b.refreshToken) ?? null };
}

/** A user object, or top-level email/name/id. Fails with 'Invalid auth payload' without a token or email. */
export function readAuthPayload(body: unknown): AuthRecord {
  const tokens = readTokens(body);
  const b = (body && typeof body === "object" ? body : {}) as Raw;
  const user = (b.user && typeof b.user === "object" ? b.user : b) as Raw;
  const email = str(user.email) ?? str(b.email);
  if (!tokens || !email) throw new Error("Invalid auth payload");
  return {
    email,
    name: str(user.name) ?? str(b.name) ?? "",
    id: str(user.id) ?? str(b.id) ?? (typeof user.id === "number" ? String(user.id) : ""),
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? "",
  };
}

export async function postWithFallbacks(call: AuthCall, payload: unknown): Promise<unknown> {
  const tried: string[] = [];
  for (const path of AUTH_PATHS[call]) {
    tried.push(path);
    let res: Response;
    try {
      res = await fetch(path, {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(payload),
      });
    } catch (err) {
      throw new ApiError(err instanceof Error && err.message ? err.message : AUTH_FALLBACK_MESSAGES[call], 0);
    }
    if (res.status === 404 || res.status === 405) continue;
    const text = await res.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    if (!res.ok) throw new ApiError(messageFromBody(body, AUTH_FALLBACK_MESSAGES[call]), res.status, body);
    return body;
  }
  throw new ApiError(`Auth route not found. Tried: ${tried.join(", ")}`, 404);
}

export async function refreshTokens(refreshToken: string): Promise<Tokens> {
  const tokens = readTokens(await postWithFallbacks("refresh", { refresh_token: refreshToken }));
  if (!tokens) throw new Error("Invalid auth payload");
  return tokens;
}
