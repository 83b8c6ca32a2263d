import type { Config } from "../../config";
import type { LoginKeys, LoginState, LoginThrottleRepository } from "./login-throttle-repository";

export type LoginLimits = Pick<
  Config["throttle"],
  "loginFailuresPerAddressAndAccount" | "loginFailuresPerAddress" | "loginWindowMinutes" | "loginFailuresPerAccount" | "loginBackoffBaseSeconds" | "loginBackoffMaxSeconds"
>;

/** A refused attempt: how long to wait before the next one is looked at. */
export interface LoginRefusal {
  retryAfterSeconds: number;
}

/**
 * How long the n-th remembered failure of an account blocks it: nothing before `perAccount` failures, then the
 * base delay doubling with each further failure, never more than the cap.
 */
export function accountBackoffSeconds(failures: number, limits: Pick<LoginLimits, "loginFailuresPerAccount" | "loginBackoffBaseSeconds" | "loginBackoffMaxSeconds">): number {
  if (failures < limits.loginFailuresPerAccount) return 0;
  const doublings = Math.min(failures - limits.loginFailuresPerAccount, 40);
  return Math.min(limits.loginBackoffMaxSeconds, limits.loginBackoffBaseSeconds * 2 ** doublings);
}

/**
 * Login throttling, three ways: failures per address+account and per address (fixed windows), and per account
 * from every address (a backoff that grows; an address the account logged in from lately is exempt, so a
 * stranger cannot keep the owner out). Only checked, wrong passwords count; a login that succeeds never does.
 *
 * The password is checked only when no limit is in force. A burst of guesses can all pass that first look, so
 * every outcome is settled after the check by atomic counts: a wrong password that lands beyond a limit, or a
 * right one once a limit came into force meanwhile, is answered 429 like any refused attempt, and the burst
 * learns nothing more than the limits allow.
 */
export function createLoginThrottle(repo: LoginThrottleRepository, limits: LoginLimits) {
  const windowSeconds = limits.loginWindowMinutes * 60;

  const after = (...waits: number[]): LoginRefusal | null => {
    const wait = Math.max(...waits);
    return wait > 0 ? { retryAfterSeconds: wait } : null;
  };
  /** The limits in force before an attempt: a window that is full, or the account's backoff. */
  const inForce = (state: LoginState, accountBlockedFor: number) =>
    after(
      state.pair.count >= limits.loginFailuresPerAddressAndAccount ? state.pair.endsIn : 0,
      state.address.count >= limits.loginFailuresPerAddress ? state.address.endsIn : 0,
      accountBlockedFor,
    );

  return {
    /** Before the password is checked: a refusal, or whether the address is one the account logged in from. */
    async check(keys: LoginKeys): Promise<{ refusal: LoginRefusal | null; knownAddress: boolean }> {
      const state = await repo.state(keys, windowSeconds);
      return { refusal: inForce(state, state.knownAddress ? 0 : state.accountBlockedFor), knownAddress: state.knownAddress };
    },

    /** A wrong password: counted everywhere; a refusal when the attempt landed beyond a limit. */
    async failed(keys: LoginKeys, knownAddress: boolean): Promise<LoginRefusal | null> {
      const [counts, account] = await Promise.all([
        repo.countAddressFailure(keys, windowSeconds),
        repo.countAccountFailure(keys.email, !knownAddress, (n) => accountBackoffSeconds(n, limits)),
      ]);
      return after(
        counts.pair.count > limits.loginFailuresPerAddressAndAccount ? counts.pair.endsIn : 0,
        counts.address.count > limits.loginFailuresPerAddress ? counts.address.endsIn : 0,
        account.counted ? 0 : account.blockedFor,
      );
    },

    /** The right password: refused if a limit came into force while it was checked; otherwise remembered. */
    async succeeded(keys: LoginKeys, knownAddress: boolean): Promise<LoginRefusal | null> {
      const state = await repo.state(keys, windowSeconds);
      const refused = inForce(state, knownAddress || state.knownAddress ? 0 : state.accountBlockedFor);
      if (refused) return refused;
      await repo.recordSuccess(keys);
      return null;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
