import crypto from "node:crypto";
import type { Knex } from "knex";
import type { Config } from "../../config";
import { AppError, conflict, tooManyRequests, unauthorized } from "../../lib/errors";
import { effectivePlanId } from "../billing/plans";
import type { LoginRefusal, LoginThrottle } from "../throttle/login-throttle";
import type { ThrottleRepository } from "../throttle/throttle-repository";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";
import type { RefreshTokenRepository } from "./refresh-token-repository";
import type { SessionGuard } from "./sessions";
import { hashToken, newRefreshToken, signAccessToken } from "./tokens";
import type { PlanId, UserRepository, UserRow } from "./user-repository";

export interface PublicUser {
  id: string;
  email: string;
  name: string;
  plan: PlanId;
  created_at: string;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  token_type: "Bearer";
  expires_in: number;
  user: PublicUser;
}

export interface AuthServiceDeps {
  db: Knex;
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  throttle: ThrottleRepository;
  loginThrottle: LoginThrottle;
  sessions: Pick<SessionGuard, "ended" | "endedAllOf">;
  config: Pick<Config, "jwtSecret" | "accessTokenTtlSeconds" | "refreshTokenTtlDays" | "throttle" | "launchPromoPlan">;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user as the API shows them: `plan` is the plan in effect (the launch promotion applied). */
export function toPublicUser(u: UserRow, promo: Config["launchPromoPlan"]): PublicUser {
  return { id: u.id, email: u.email, name: u.name, plan: effectivePlanId(u.plan, promo), created_at: new Date(u.created_at).toISOString() };
}

const INVALID_CREDENTIALS = "Incorrect email or password.";
const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** "8 seconds", "1 minute", "15 minutes": the wait, rounded up, in the unit a person would use. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? "" : "s"}`;
  const m = Math.ceil(s / 60);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

const tooManyLogins = (r: LoginRefusal) =>
  tooManyRequests(`Too many failed login attempts. Please wait ${waitText(r.retryAfterSeconds)} and try again.`, r.retryAfterSeconds);

export function createAuthService(deps: AuthServiceDeps) {
  const { db, users, refreshTokens, throttle, loginThrottle, sessions, config } = deps;

  async function issueSession(user: UserRow, familyId: string, trx: Knex = db): Promise<Session> {
    const refresh = newRefreshToken();
    await refreshTokens.insert(
      {
        userId: user.id,
        familyId,
        tokenHash: hashToken(refresh),
        expiresAt: new Date(Date.now() + config.refreshTokenTtlDays * 86_400_000),
      },
      trx,
    );
    return {
      access_token: signAccessToken(user.id, familyId, config.jwtSecret, config.accessTokenTtlSeconds),
      refresh_token: refresh,
      token_type: "Bearer",
      expires_in: config.accessTokenTtlSeconds,
      user: toPublicUser(user, config.launchPromoPlan),
    };
  }

  return {
    async signup(input: { name: string; email: string; password: string }, ip: string): Promise<Session> {
      const name = input.name.trim();
      if (!name) throw new AppError(400, "Please enter your full name.", { errors: [{ path: "/body/name", message: "must not be blank" }] });
      if (input.password.length < 6) {
        throw new AppError(400, "Password must be at least 6 characters", { errors: [{ path: "/body/password", message: "must NOT have fewer than 6 characters" }] });
      }
      const { count } = await throttle.hit(`signup:ip:${ip}`, 3600);
      if (count > config.throttle.signupsPerIpPerHour) {
        const { retryAfterSeconds } = await throttle.peek(`signup:ip:${ip}`, 3600);
        throw tooManyRequests("Too many accounts were created from this network. Please try again later.", retryAfterSeconds);
      }
      const passwordHash = await hashPassword(input.password);
      // Accounts are stored on Free; while the launch promotion runs they are served as its plan
      // (effectivePlanId), so ending the promotion moves everyone who has not paid back to Free.
      const user = await users.create({ email: normaliseEmail(input.email), name, passwordHash, plan: "free" });
      if (!user) throw conflict("An account with this email already exists. Try logging in instead.");
      return issueSession(user, crypto.randomUUID());
    },

    async login(input: { email: string; password: string }, ip: string): Promise<Session> {
      const keys = { email: normaliseEmail(input.email), address: ip };
      // The password is checked first and only failures are counted, so correct logins never use up a limit;
      // loginThrottle settles afterwards what a burst of concurrent attempts may learn.
      const gate = await loginThrottle.check(keys);
      if (gate.refusal) throw tooManyLogins(gate.refusal);
      const user = await users.findByEmail(keys.email);
      const ok = user ? await verifyPassword(user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) {
        const refused = await loginThrottle.failed(keys, gate.knownAddress);
        if (refused) throw tooManyLogins(refused);
        throw unauthorized(INVALID_CREDENTIALS, { type: "https://hirewise.app/problems/invalid-credentials" });
      }
      const refused = await loginThrottle.succeeded(keys, gate.knownAddress);
      if (refused) throw tooManyLogins(refused);
      return issueSession(user, crypto.randomUUID());
    },

    /** Rotates the token. A token presented twice means it leaked: the whole family is revoked. */
    async refresh(token: string): Promise<Session> {
      const hash = hashToken(token);
      const outcome = await db.transaction(async (trx) => {
        const row = await refreshTokens.findForUpdate(hash, trx);
        if (!row) return { kind: "invalid" as const };
        if (row.revoked_at) return { kind: "invalid" as const };
        if (row.used_at) {
          await refreshTokens.revokeFamily(row.family_id, trx);
          return { kind: "reused" as const, userId: row.user_id, familyId: row.family_id };
        }
        if (new Date(row.expires_at).getTime() <= Date.now()) return { kind: "invalid" as const };
        const user = await users.findById(row.user_id, trx);
        if (!user) return { kind: "invalid" as const };
        await refreshTokens.markUsed(row.id, trx);
        return { kind: "ok" as const, session: await issueSession(user, row.family_id, trx) };
      });
      // A leaked refresh token ends its session: the access tokens of the family stop working too.
      if (outcome.kind === "reused") sessions.ended(outcome.userId, outcome.familyId);
      if (outcome.kind !== "ok") throw unauthorized(SESSION_EXPIRED);
      return outcome.session;
    },

    /**
     * Ends the caller's session: its access token stops working at once in this process and within
     * SESSION_CACHE_SECONDS in the others. A refresh token sent along ends its own session too, if it is the caller's.
     */
    async logout(userId: string, sessionId: string, token: string | undefined): Promise<void> {
      const ending = new Set([sessionId]);
      if (token) {
        const row = await refreshTokens.findByHash(hashToken(token));
        if (row && row.user_id === userId) ending.add(row.family_id);
      }
      for (const familyId of ending) {
        await refreshTokens.revokeUserFamily(userId, familyId);
        sessions.ended(userId, familyId);
      }
    },

    /** "Log out everywhere" (e.g. after a password change): every session of the user ends. */
    async revokeAllSessions(userId: string): Promise<void> {
      await refreshTokens.revokeAllForUser(userId);
      sessions.endedAllOf(userId);
    },

    async me(userId: string): Promise<PublicUser> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized(SESSION_EXPIRED);
      return toPublicUser(user, config.launchPromoPlan);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
