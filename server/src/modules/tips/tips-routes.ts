import { currentUserId } from "../../http/auth-middleware";
import { send, type OperationHandlers } from "../../http/operations";
import type { TipsService } from "./tips-service";

export function tipsHandlers(tips: TipsService): OperationHandlers {
  return {
    async getWeeklyTips(req, res) {
      const { digest, emailed_at, created_at } = await tips.digestFor(currentUserId(req));
      send(res, "getWeeklyTips", 200, { ...digest, created_at: new Date(created_at).toISOString(), emailed: emailed_at !== null });
    },
  };
}
