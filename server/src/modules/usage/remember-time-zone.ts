import type { Request, Response, NextFunction } from "express";
import type { Handler } from "../../http/operations";
import { currentUserId } from "../../http/auth-middleware";
import type { UsageService } from "./usage-service";

/**
 * Saves the X-Time-Zone header on the user before a secured handler runs, so quotas reset at the user's
 * local midnight. Wraps one handler; `rememberTimeZoneMiddleware` is the same as Express middleware for
 * every authenticated call (mount it right after the bearer check).
 */
export function withTimeZone<R extends Pick<Request, "get">>(
  usage: Pick<UsageService, "rememberTimeZone">,
  handler: (req: R, res: Response, next: NextFunction) => unknown,
): (req: R, res: Response, next: NextFunction) => unknown {
  return async (req, res, next) => {
    const header = req.get("x-time-zone");
    if (header) await usage.rememberTimeZone(currentUserId(req), header);
    return handler(req, res, next);
  };
}

export function rememberTimeZoneMiddleware(usage: Pick<UsageService, "rememberTimeZone">): Handler {
  return (req, _res, next) => {
    const header = req.get("x-time-zone");
    if (!header) return next();
    usage.rememberTimeZone(currentUserId(req), header).then(() => next(), next);
  };
}
