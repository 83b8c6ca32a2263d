import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import type { PreferencesService } from "./preferences-service";

/** Preferences. The profile and password operations of the Account tag live in the auth module (auth-routes.ts). */
export function accountHandlers(preferences: PreferencesService): OperationHandlers {
  return {
    getPreferences: async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      send(res, "getPreferences", 200, await preferences.preferencesFor(currentUserId(req)));
    },
    updatePreferences: async (req, res) => {
      send(res, "updatePreferences", 200, await preferences.update(currentUserId(req), req.body));
    },
  };
}
