import crypto from "node:crypto";
import type { RequestHandler } from "express";

const SAFE = /^[\w.-]{8,128}$/;

/** Runs first: every log line and every problem carries this id, and it is echoed in x-request-id. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && SAFE.test(incoming) ? incoming : crypto.randomUUID();
  res.setHeader("x-request-id", id);
  (req as { id?: string }).id = id;
  next();
};
