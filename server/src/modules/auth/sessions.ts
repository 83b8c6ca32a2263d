import type { Db } from "../../db/handle";
import type { Config } from "../../config";
import type { Authenticate } from "../../http/auth-middleware";
import { createRefreshTokenRepository, type RefreshTokenRepository } from "./refresh-token-repository";
import { verifyAccessToken } from "./tokens";

export interface SessionGuardDeps {
  refreshTokens: Pick<RefreshTokenRepository, "isSessionLive">;
  /** How long one process trusts an answer; another process's logout is honoured within this time. */
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Whether the session behind an access token is still live, asked on every authenticated request. Answers are
 * cached in this process for `ttlMs`, so a busy user costs one query per TTL rather than one per call; the process
 * that ends a session forgets it at once, and every other process follows within the TTL.
 */
export function createSessionGuard(deps: SessionGuardDeps) {
  const { refreshTokens, ttlMs, maxEntries = 50_000, now = Date.now } = deps;
  const cache = new Map<string, { userId: string; live: boolean; until: number }>();
  // One query per session at a time, however many requests arrive together.
  const pending = new Map<string, { userId: string; lookup: Promise<boolean> }>();

  function remember(sessionId: string, userId: string, live: boolean) {
    cache.delete(sessionId); // re-inserted last, so the oldest entries are evicted first
    cache.set(sessionId, { userId, live, until: now() + ttlMs });
    for (const key of cache.keys()) {
      if (cache.size <= maxEntries) break;
      cache.delete(key);
    }
  }

  return {
    async isLive(userId: string, sessionId: string): Promise<boolean> {
      const hit = cache.get(sessionId);
      if (hit && hit.until > now()) return hit.live && hit.userId === userId;
      let entry = pending.get(sessionId);
      if (!entry) {
        const mine = { userId, lookup: refreshTokens.isSessionLive(userId, sessionId) };
        pending.set(sessionId, (entry = mine));
        mine.lookup.then(
          (live) => {
            // A session ended while the query ran stays ended: ended() took it out of `pending`.
            if (pending.get(sessionId) !== mine) return;
            pending.delete(sessionId);
            if (ttlMs > 0) remember(sessionId, userId, live);
          },
          () => {
            if (pending.get(sessionId) === mine) pending.delete(sessionId);
          },
        );
      }
      const live = await entry.lookup;
      return live && entry.userId === userId && cache.get(sessionId)?.live !== false;
    },

    /** This process stops accepting the session at once (the caller revokes it in the database). */
    ended(userId: string, sessionId: string): void {
      pending.delete(sessionId);
      remember(sessionId, userId, false);
    },

    /**
     * Every session of the user this process knows of ends at once ("log out everywhere"), except `exceptSessionId`
     * when given (the session that changed the password stays signed in).
     */
    endedAllOf(userId: string, exceptSessionId?: string): void {
      const theirs = [...cache].filter(([sessionId, entry]) => entry.userId === userId && sessionId !== exceptSessionId).map(([sessionId]) => sessionId);
      for (const sessionId of theirs) remember(sessionId, userId, false);
      for (const [sessionId, entry] of pending) if (entry.userId === userId && sessionId !== exceptSessionId) pending.delete(sessionId);
    },
  };
}

export type SessionGuard = ReturnType<typeof createSessionGuard>;

// One guard per database handle, i.e. per API process: the bearer check in app.ts and the logout in the auth
// module must share its cache, and two apps on separate pools in one test behave like two processes.
const guards = new WeakMap<Db, SessionGuard>();

export function sessionGuardFor(db: Db, config: Pick<Config, "sessionCacheSeconds">): SessionGuard {
  let guard = guards.get(db);
  if (!guard) guards.set(db, (guard = createSessionGuard({ refreshTokens: createRefreshTokenRepository(db), ttlMs: config.sessionCacheSeconds * 1000 })));
  return guard;
}

/** The bearer check's verifier: a valid signature, then a live session. */
export function accessTokenAuthenticator(db: Db, config: Pick<Config, "jwtSecret" | "sessionCacheSeconds">): Authenticate {
  const guard = sessionGuardFor(db, config);
  return async (token) => {
    const claims = verifyAccessToken(token, config.jwtSecret);
    if (!claims) return null;
    return (await guard.isLive(claims.userId, claims.sessionId)) ? claims : null;
  };
}
