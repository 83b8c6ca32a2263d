/**
 * Auth calls (SPEC sections 3, 7, 8): login, signup and logout over the endpoints in auth-endpoints.ts
 * (each tries the configured path, then the fallback paths). Token field spellings of section 3 are all accepted.
 */
import type { LoginRequest, SignupRequest } from "./generated/model";
import { postWithFallbacks, readAuthPayload } from "./auth-endpoints";
import { customFetch } from "./http";
import { session, type AuthRecord } from "../lib/session";

export { AUTH_FALLBACK_MESSAGES, AUTH_PATHS, readAuthPayload, readTokens, refreshTokens, type Tokens } from "./auth-endpoints";

export async function login(credentials: LoginRequest): Promise<AuthRecord> {
  const record = readAuthPayload(await postWithFallbacks("login", credentials));
  session.set(record);
  return record;
}

/** The confirmation field never leaves the form: only name, email and password are sent. */
export async function signup({ name, email, password }: SignupRequest): Promise<AuthRecord> {
  const record = readAuthPayload(await postWithFallbacks("signup", { name, email, password }));
  session.set(record);
  return record;
}

/** Revoke the refresh token on the server (best effort), then forget the session locally. */
export async function logout(): Promise<void> {
  const refreshToken = session.refreshToken();
  try {
    if (session.accessToken()) {
      await customFetch<void>("/auth/logout", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(refreshToken ? { refresh_token: refreshToken } : {}),
      });
    }
  } catch {
    // Logging out must always work locally, even offline.
  } finally {
    session.clear();
  }
}
