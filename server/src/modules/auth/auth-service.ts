import crypto from "node:crypto";
import { transaction, type Db } from "../../db/handle";
import type { Config } from "../../config";
import { AppError, badRequest, conflict, problemType, tooManyRequests, unauthorized } from "../../lib/errors";
import { effectivePlanId, heldPlanId } from "../plans";
import type { LoginRefusal, LoginThrottle, ThrottleRepository } from "../throttle";
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
  db: Db;
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  throttle: ThrottleRepository;
  loginThrottle: LoginThrottle;
  sessions: Pick<SessionGuard, "ended" | "endedAllOf">;
  config: Pick<Config, "jwtSecret" | "accessTokenTtlSeconds" | "refreshTokenTtlDays" | "throttle" | "launchPromoPlan">;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user as the API shows them: `plan` is the plan in effect (a lapsed paid period and the launch promotion applied). */
export function toPublicUser(u: UserRow, promo: Config["launchPromoPlan"]): PublicUser {
  return { id: u.id, email: u.email, name: u.name, plan: effectivePlanId(heldPlanId(u, new Date()), promo), created_at: new Date(u.created_at).toISOString() };
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

/** Wrong current passwords (email or password change) allowed per account in a window, whatever the address. */
export const PASSWORD_CHECKS = { limit: 5, windowSeconds: 15 * 60 };
const WRONG_PASSWORD = "That is not your current password. Please check it and try again.";
const SHORT_PASSWORD = "Password must be at least 6 characters";

const tooManyLogins = (r: LoginRefusal) =>
  tooManyRequests(`Too many failed login attempts. Please wait ${waitText(r.retryAfterSeconds)} and try again.`, r.retryAfterSeconds);

/**
 * How long a used refresh token may be presented again while nothing issued after it has been used: its answer was
 * lost, not stolen (Okta's refresh token grace period, Auth0's rotation overlap). Past it, or once the newer token is
 * used, presenting it again revokes the session.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, users, refreshTokens, throttle, loginThrottle, sessions, config } = deps;

  async function issueSession(user: UserRow, familyId: string, trx: Db = db): Promise<Session> {
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

  /**
   * Confirms a change with the account's password. Every check is counted before the password is looked at and
   * a right one is given back, so at most PASSWORD_CHECKS.limit wrong guesses fit in a window, however many
   * arrive at once: a stolen access token cannot be used to guess the password (or to take the account's email).
   */
  async function confirmPassword(user: UserRow, password: string | undefined): Promise<void> {
    if (!password) {
      throw badRequest("Please enter your current password to confirm this change.", { errors: [{ path: "/body/current_password", message: "is required" }] });
    }
    const key = `password-check:user:${user.id}`;
    const { count } = await throttle.hit(key, PASSWORD_CHECKS.windowSeconds);
    if (count > PASSWORD_CHECKS.limit) {
      const { retryAfterSeconds } = await throttle.peek(key, PASSWORD_CHECKS.windowSeconds);
      throw tooManyRequests(`Too many wrong passwords. Please wait ${waitText(retryAfterSeconds)} and try again.`, retryAfterSeconds);
    }
    if (!(await verifyPassword(user.password_hash, password))) {
      throw new AppError(403, WRONG_PASSWORD, { type: problemType(403, "wrong-password"), errors: [{ path: "/body/current_password", message: "is not the current password" }] });
    }
    await throttle.release(key);
  }

  async function currentUser(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw unauthorized(SESSION_EXPIRED);
    return user;
  }

  return {
    async signup(input: { name: string; email: string; password: string }, ip: string): Promise<Session> {
      const name = input.name.trim();
      if (!name) throw new AppError(400, "Please enter your full name.", { errors: [{ path: "/body/name", message: "must not be blank" }] });
      if (input.password.length < 6) {
        throw new AppError(400, SHORT_PASSWORD, { errors: [{ path: "/body/password", message: "must NOT have fewer than 6 characters" }] });
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

    /**
     * Rotates the token. A token presented again means it leaked, and the whole family is revoked, unless its answer
     * was lost on the way (REFRESH_REUSE_GRACE_SECONDS: a phone that lost its connection, a page reloaded while the
     * refresh was in flight): then, as long as nobody has used what the first rotation issued, it is rotated again.
     */
    async refresh(token: string): Promise<Session> {
      const hash = hashToken(token);
      const outcome = await transaction(db, async (trx) => {
        const row = await refreshTokens.findForUpdate(hash, trx);
        if (!row) return { kind: "invalid" as const };
        if (row.revoked_at) return { kind: "invalid" as const };
        if (row.used_at && !(await refreshTokens.answerLost(row, REFRESH_REUSE_GRACE_SECONDS, trx))) {
          await refreshTokens.revokeFamily(row.family_id, trx);
          return { kind: "reused" as const, userId: row.user_id, familyId: row.family_id };
        }
        if (new Date(row.expires_at).getTime() <= Date.now()) return { kind: "invalid" as const };
        const user = await users.findById(row.user_id, trx);
        if (!user) return { kind: "invalid" as const };
        if (!row.used_at) await refreshTokens.markUsed(row.id, trx);
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

    /**
     * "Log out everywhere": every session of the user ends, or every one but `exceptSessionId` (a password change
     * keeps the session that made it). Access tokens stop working at once in this process and within
     * SESSION_CACHE_SECONDS in the others; refresh tokens are refused from now on. Returns how many sessions ended.
     */
    async revokeAllSessions(userId: string, options: { exceptSessionId?: string } = {}): Promise<number> {
      const ended = await refreshTokens.revokeAllForUser(userId, db, options.exceptSessionId);
      sessions.endedAllOf(userId, options.exceptSessionId);
      return ended;
    },

    async me(userId: string): Promise<PublicUser> {
      return toPublicUser(await currentUser(userId), config.launchPromoPlan);
    },

    /**
     * PATCH /account/profile: a new name, a new email (confirmed by the current password), or both. An email another
     * account has is a 409; the unique index decides, so two accounts racing for one address cannot both get it.
     */
    async updateProfile(userId: string, input: { name?: string; email?: string; current_password?: string }): Promise<PublicUser> {
      const user = await currentUser(userId);
      const changes: { name?: string; email?: string } = {};
      if (input.name !== undefined) {
        const name = input.name.trim();
        if (!name) throw badRequest("Please enter your full name.", { errors: [{ path: "/body/name", message: "must not be blank" }] });
        if (name !== user.name) changes.name = name;
      }
      if (input.email !== undefined) {
        const email = normaliseEmail(input.email);
        if (email !== user.email) {
          await confirmPassword(user, input.current_password);
          changes.email = email;
        }
      }
      if (!changes.name && !changes.email) return toPublicUser(user, config.launchPromoPlan);
      const updated = await users.updateProfile(userId, changes);
      if (updated === "taken") throw conflict(`Another account already uses ${changes.email}. Please use a different email address.`);
      if (!updated) throw unauthorized(SESSION_EXPIRED);
      return toPublicUser(updated, config.launchPromoPlan);
    },

    /**
     * POST /account/password: checks the current password, applies the policy (SPEC section 9: at least 6
     * characters) and ends every other session of the account; the caller's own session stays signed in.
     */
    async changePassword(userId: string, sessionId: string, input: { current_password: string; new_password: string }): Promise<{ other_sessions_ended: number }> {
      const user = await currentUser(userId);
      if (input.new_password.length < 6) {
        throw badRequest(SHORT_PASSWORD, { errors: [{ path: "/body/new_password", message: "must NOT have fewer than 6 characters" }] });
      }
      await confirmPassword(user, input.current_password);
      if (input.new_password === input.current_password) {
        throw badRequest("Please choose a new password that is different from your current one.", { errors: [{ path: "/body/new_password", message: "must differ from the current password" }] });
      }
      const passwordHash = await hashPassword(input.new_password);
      const ended = await transaction(db, async (trx) => {
        await users.setPasswordHash(userId, passwordHash, trx);
        return refreshTokens.revokeAllForUser(userId, trx, sessionId);
      });
      // After the commit: this process stops accepting the other sessions at once (the rest read the revocation).
      sessions.endedAllOf(userId, sessionId);
      return { other_sessions_ended: ended };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
