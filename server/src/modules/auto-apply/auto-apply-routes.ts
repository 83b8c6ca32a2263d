import type { OperationHandlers } from "../../http/operations";
import { send } from "../../http/operations";
import { currentUserId } from "../../http/auth-middleware";
import type { AutoApplyService } from "./auto-apply-service";

export function autoApplyHandlers(service: AutoApplyService): OperationHandlers {
  return {
    getAutoApplyConsent: async (req, res) => {
      send(res, "getAutoApplyConsent", 200, await service.getConsent(currentUserId(req)));
    },
    updateAutoApplyConsent: async (req, res) => {
      const body = req.body;
      // req.ip honours the configured trust proxy, so behind a proxy it is the client's address.
      send(res, "updateAutoApplyConsent", 200, await service.updateConsent(currentUserId(req), body, req.ip ?? null));
    },
    getAutoApplySettings: async (req, res) => {
      send(res, "getAutoApplySettings", 200, await service.getSettings(currentUserId(req)));
    },
    updateAutoApplySettings: async (req, res) => {
      const body = req.body;
      send(res, "updateAutoApplySettings", 200, await service.saveSettings(currentUserId(req), { ...body, portals: body.portals ?? {}, pause_until: body.pause_until ?? null }));
    },
    listAutoApplyApplications: async (req, res) => {
      const query = req.query;
      send(res, "listAutoApplyApplications", 200, await service.listApplications(currentUserId(req), query.limit ?? 50));
    },
    listAutoApplyRuns: async (req, res) => {
      const query = req.query;
      res.setHeader("Cache-Control", "no-store");
      send(res, "listAutoApplyRuns", 200, await service.listRuns(currentUserId(req), query.limit ?? 20));
    },
    getScreeningProfile: async (req, res) => {
      send(res, "getScreeningProfile", 200, await service.getScreening(currentUserId(req)));
    },
    updateScreeningProfile: async (req, res) => {
      send(res, "updateScreeningProfile", 200, await service.saveScreening(currentUserId(req), req.body));
    },
    runAutoApplyNow: async (req, res) => {
      send(res, "runAutoApplyNow", 202, await service.runNow(currentUserId(req)));
    },
  };
}
