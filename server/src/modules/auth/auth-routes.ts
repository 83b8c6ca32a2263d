import type { JsonBody, OperationHandlers } from "../../http/operations";
import { send } from "../../http/operations";
import { currentSessionId, currentUserId } from "../../http/auth-middleware";
import type { AuthService } from "./auth-service";

export function authHandlers(auth: AuthService): OperationHandlers {
  return {
    signup: async (req, res) => {
      const body = req.body;
      send(res, "signup", 201, await auth.signup(body, req.ip ?? "unknown"));
    },
    login: async (req, res) => {
      const body = req.body;
      send(res, "login", 200, await auth.login(body, req.ip ?? "unknown"));
    },
    refreshSession: async (req, res) => {
      const body = req.body;
      send(res, "refreshSession", 200, await auth.refresh(body.refresh_token));
    },
    logout: async (req, res) => {
      const body = (req.body ?? {}) as JsonBody<"logout">;
      await auth.logout(currentUserId(req), currentSessionId(req), body.refresh_token);
      res.status(204).end();
    },
    getMe: async (req, res) => {
      send(res, "getMe", 200, await auth.me(currentUserId(req)));
    },
    updateProfile: async (req, res) => {
      send(res, "updateProfile", 200, await auth.updateProfile(currentUserId(req), req.body));
    },
    changePassword: async (req, res) => {
      const body = req.body;
      send(res, "changePassword", 200, await auth.changePassword(currentUserId(req), currentSessionId(req), body));
    },
  };
}
