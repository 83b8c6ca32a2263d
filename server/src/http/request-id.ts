import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { requestContext } from "../lib/request-context";

const SAFE = /^[\w.-]{8,128}$/;

/**
 * Runs first: every log line and every problem carries this id, and it is echoed in x-request-id. The rest of the
 * request runs inside its request context, so the logger stamps `reqId` on every line written while serving it.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && SAFE.test(incoming) ? incoming : crypto.randomUUID();
  res.setHeader("x-request-id", id);
  (req as { id?: string }).id = id;
  requestContext.run({ id }, next);
};

/**
 * Body parsers (JSON, multipart) call `next` from the request stream's events, outside the context set above:
 * placed after them, this puts the request's context back for the middleware and handlers that follow.
 */
export const restoreRequestContext: RequestHandler = (req, _res, next) => {
  const id = (req as { id?: string }).id;
  if (!id || requestContext.getStore()?.id === id) return next();
  requestContext.run({ id }, next);
};

/** The given middleware with the request context put back after each one (for stacks that parse bodies). */
export function keepRequestContext(handlers: RequestHandler | RequestHandler[]): RequestHandler[] {
  return [handlers].flat().flatMap((h) => [h, restoreRequestContext]);
}
