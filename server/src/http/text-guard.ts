import type { NextFunction, Request, Response } from "express";
import { badRequest } from "../lib/errors";

/** NUL (PostgreSQL text cannot hold it) and UTF-16 surrogates without their other half (not valid UTF-8). */
// eslint-disable-next-line no-control-regex -- finding NUL is this pattern's job
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function findUnstorable(value: unknown, path: string[], depth = 0): { path: string[]; nul: boolean } | null {
  if (depth > 64) return null; // the JSON and query parsers bound depth well below this
  if (typeof value === "string") {
    const m = UNSTORABLE.exec(value);
    return m ? { path, nul: m[0] === "\u0000" } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) return { path: [...path, key], nul: key.includes("\u0000") };
      const found = findUnstorable(v, [...path, key], depth + 1);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Refuses text the database cannot store, naming the field, before any of it reaches a service: a
 * NUL or a broken character would otherwise fail deep in an INSERT as a 500 (and on PGlite, in-process).
 * Runs on JSON bodies and queries before validation, and again on multipart fields once they are parsed.
 */
export function rejectUnstorableText(req: Request, _res: Response, next: NextFunction) {
  for (const [where, value] of [
    ["query", req.query],
    ["body", req.body],
  ] as const) {
    const found = findUnstorable(value, []);
    if (!found) continue;
    const field = found.path.join(".") || where;
    const what = found.nul ? "a NUL character (U+0000)" : "a broken character (half of a UTF-16 surrogate pair)";
    const message = `contains ${what}, which cannot be stored. Please remove it and try again.`;
    return next(badRequest(`${field}: ${message}`, { errors: [{ path: `/${where}/${found.path.join("/")}`, message }] }));
  }
  next();
}
