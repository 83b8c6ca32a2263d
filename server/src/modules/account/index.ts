import type { AppModule, ModuleContext } from "../module";
import { accountHandlers } from "./account-routes";
import { createPreferencesRepository } from "./preferences-repository";
import { createPreferencesService } from "./preferences-service";

export { DEFAULT_PREFERENCES, wantsEmail, type EmailKind, type Preferences } from "./preferences-service";

/**
 * Account preferences: the notification and privacy switches of the Account screen, stored per user.
 * `preferences.preferencesFor(userId)` is the one way to read them on the server (with `wantsEmail` before
 * sending any email); the name, email and password operations are the auth module's.
 */
export function createAccountModule(ctx: Pick<ModuleContext, "knex">): AppModule & { preferences: ReturnType<typeof createPreferencesService> } {
  const preferences = createPreferencesService({ repo: createPreferencesRepository(ctx.knex) });
  return { name: "account", handlers: accountHandlers(preferences), preferences };
}
