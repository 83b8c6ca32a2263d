import type { Db } from "../../db/handle";
import type { Config } from "../../config";
import { createLoginThrottle, createLoginThrottleRepository, createThrottleRepository } from "../throttle";
import { authHandlers } from "./auth-routes";
import { createAuthService } from "./auth-service";
import { createRefreshTokenRepository } from "./refresh-token-repository";
import { sessionGuardFor } from "./sessions";
import { createUserRepository } from "./user-repository";

export { accessTokenAuthenticator } from "./sessions";
export type { UserRepository, UserRow } from "./user-repository";

export function createAuthModule(db: Db, config: Config) {
  const users = createUserRepository(db);
  const service = createAuthService({
    db,
    users,
    refreshTokens: createRefreshTokenRepository(db),
    throttle: createThrottleRepository(db),
    loginThrottle: createLoginThrottle(createLoginThrottleRepository(db), config.throttle),
    sessions: sessionGuardFor(db, config),
    config,
  });
  return { users, service, handlers: authHandlers(service) };
}
