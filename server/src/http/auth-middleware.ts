import type { NextFunction, Request, Response } from "express";
import { unauthorized } from "../lib/errors";
import { verifyAccessToken } from "../modules/auth/tokens";

const USER_ID = Symbol("userId");
type AuthedRequest = Request & { [USER_ID]?: string };

/** Checks the Bearer token of operations the contract secures; stateless, so any API process can answer. */
export function requireBearer(secret: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization ?? "";
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) return next(unauthorized("Please log in to continue."));
    const userId = verifyAccessToken(match[1]!.trim(), secret);
    if (!userId) return next(unauthorized("Your session has expired. Please log in again."));
    (req as AuthedRequest)[USER_ID] = userId;
    next();
  };
}

export function currentUserId(req: Request): string {
  const id = (req as AuthedRequest)[USER_ID];
  if (!id) throw unauthorized();
  return id;
}
