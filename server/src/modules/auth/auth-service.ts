import crypto from "node:crypto";
import type { Knex } from "knex";
import type { Config } from "../../config";
import { AppError, conflict, tooManyRequests, unauthorized } from "../../lib/errors";
import { effectivePlanId } from "../billing/plans";
import type { ThrottleRepository } from "../throttle/throttle-repository";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords";
import type { RefreshTokenRepository } from "./refresh-token-repository";
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
  config: Pick<Config, "jwtSecret" | "accessTokenTtlSeconds" | "refreshTokenTtlDays" | "throttle" | "launchPromoPlan">;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The user as the API shows them: `plan` is the plan in effect (the launch promotion applied). */
export function toPublicUser(u: UserRow, promo: Config["launchPromoPlan"]): PublicUser {
  return { id: u.id, email: u.email, name: u.name, plan: effectivePlanId(u.plan, promo), created_at: new Date(u.created_at).toISOString() };
}

const INVALID_CREDENTIALS = "Incorrect email or password.";
const SESSION_EXPIRED = "Your session has expired. Please log in again.";

export function createAuthService(deps: AuthServiceDeps) {
  const { db, users, refreshTokens, throttle, config } = deps;
  const loginWindow = config.throttle.loginWindowMinutes * 60;

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
      access_token: signAccessToken(user.id, config.jwtSecret, config.accessTokenTtlSeconds),
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
      const email = normaliseEmail(input.email);
      const keys = { pair: `login:ip-email:${ip}:${email}`, ip: `login:ip:${ip}` };
      // Every attempt takes its slot atomically BEFORE the password is checked, so a burst of concurrent
      // guesses cannot all slip under the limit; attempts refused unchecked give their slots back. The
      // address is asked only once the email has room: taken side by side, a request could hold an early
      // email slot yet be refused by the address count, leaving the email limit short of its attempts.
      const refuse = async (taken: string[]) => {
        await Promise.all(taken.map((key) => throttle.release(key))); // refused unchecked: not a failure
        const [p, i] = await Promise.all([throttle.peek(keys.pair, loginWindow), throttle.peek(keys.ip, loginWindow)]);
        const wait = Math.max(1, p.count >= config.throttle.loginFailuresPerEmail ? p.retryAfterSeconds : 0, i.count >= config.throttle.loginFailuresPerIp ? i.retryAfterSeconds : 0);
        const minutes = Math.max(1, Math.ceil(wait / 60));
        return tooManyRequests(`Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`, wait);
      };
      if ((await throttle.hit(keys.pair, loginWindow)).count > config.throttle.loginFailuresPerEmail) throw await refuse([keys.pair]);
      if ((await throttle.hit(keys.ip, loginWindow)).count > config.throttle.loginFailuresPerIp) throw await refuse([keys.pair, keys.ip]);
      const user = await users.findByEmail(email);
      const ok = user ? await verifyPassword(user.password_hash, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS, { type: "https://hirewise.app/problems/invalid-credentials" });
      // A successful login is never counted: it clears this email's failures and gives the address its slot back.
      await Promise.all([throttle.reset(keys.pair), throttle.release(keys.ip)]);
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
          return { kind: "reused" as const };
        }
        if (new Date(row.expires_at).getTime() <= Date.now()) return { kind: "invalid" as const };
        const user = await users.findById(row.user_id, trx);
        if (!user) return { kind: "invalid" as const };
        await refreshTokens.markUsed(row.id, trx);
        return { kind: "ok" as const, session: await issueSession(user, row.family_id, trx) };
      });
      if (outcome.kind !== "ok") throw unauthorized(SESSION_EXPIRED);
      return outcome.session;
    },

    /** Revokes the presented refresh token's family, if it is the caller's. */
    async logout(userId: string, token: string | undefined): Promise<void> {
      if (!token) return;
      const row = await refreshTokens.findByHash(hashToken(token));
      if (row && row.user_id === userId) await refreshTokens.revokeFamily(row.family_id);
    },

    async me(userId: string): Promise<PublicUser> {
      const user = await users.findById(userId);
      if (!user) throw unauthorized(SESSION_EXPIRED);
      return toPublicUser(user, config.launchPromoPlan);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
