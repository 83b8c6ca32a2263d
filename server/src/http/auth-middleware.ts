import type { NextFunction, Request, RequestHandler, Response } from "express";
import { unauthorized } from "../lib/errors";
import type { OpenApiDocument, OpenApiOperation } from "../lib/openapi";
import { escapeRegExp } from "../lib/regex";

/** Who is calling: the user and the session (refresh-token family) their access token belongs to. */
export interface Principal {
  userId: string;
  sessionId: string;
}

/** Verifies an access token and that its session has not ended; null when either fails. */
export type Authenticate = (token: string) => Promise<Principal | null>;

const PRINCIPAL = Symbol("principal");
type AuthedRequest = Request & { [PRINCIPAL]?: Principal };

const LOG_IN = "Please log in to continue.";
const SESSION_EXPIRED = "Your session has expired. Please log in again.";

/** Whether the contract secures an operation with bearerAuth (its own `security`, else the document's). */
export function isSecured(op: OpenApiOperation, doc: Pick<OpenApiDocument, "security">): boolean {
  return (op.security ?? doc.security ?? []).some((s) => "bearerAuth" in s);
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);

/**
 * Finds the contract operation a method and path (relative to the server URL) would reach. Matching is as loose
 * as Express routing (any letter case, an optional trailing slash), and a literal path wins over a template, as
 * OpenAPI requires, so `/jobs/search` is never taken for `/jobs/{id}`.
 */
export function operationMatcher(doc: OpenApiDocument): (method: string, path: string) => OpenApiOperation | undefined {
  const routes = Object.entries(doc.paths)
    .map(([template, item]) => {
      const parts = template.split(/(\{[^}]+\})/);
      const params = parts.filter((p) => p.startsWith("{")).length;
      const source = parts.map((p) => (p.startsWith("{") ? "[^/]+" : escapeRegExp(p))).join("");
      return { regex: new RegExp(`^${source}/?$`, "i"), params, literal: template.length, item };
    })
    .sort((a, b) => a.params - b.params || b.literal - a.literal);
  return (method, path) => {
    const verb = method.toLowerCase() === "head" ? "get" : method.toLowerCase();
    if (!HTTP_METHODS.has(verb)) return undefined;
    for (const route of routes) {
      const op = route.item[verb];
      if (op && route.regex.test(path)) return op;
    }
    return undefined;
  };
}

function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match ? match[1]! : null;
}

/**
 * The one bearer check, mounted on the API base path before any body parser: an operation the contract secures
 * answers 401 before its JSON or multipart body is read, a file is sniffed or the request is validated.
 * Public operations and unknown paths pass through untouched.
 */
export function authenticateFirst(doc: OpenApiDocument, authenticate: Authenticate): RequestHandler {
  const find = operationMatcher(doc);
  return (req: Request, _res: Response, next: NextFunction) => {
    const op = find(req.method, req.path);
    if (!op || !isSecured(op, doc)) return next();
    const token = bearerToken(req.headers.authorization);
    if (!token) return next(unauthorized(LOG_IN));
    authenticate(token).then((principal) => {
      if (!principal) return next(unauthorized(SESSION_EXPIRED));
      (req as AuthedRequest)[PRINCIPAL] = principal;
      next();
    }, next);
  };
}

/**
 * In front of every secured handler: refuses a request `authenticateFirst` did not authenticate, so a path it
 * failed to recognise can never reach a handler anonymously.
 */
export const requireAuthenticated: RequestHandler = (req, _res, next) => {
  next((req as AuthedRequest)[PRINCIPAL] ? undefined : unauthorized(LOG_IN));
};

/** The signed-in user of a request `requireAuthenticated` let through (any operation's typed request). */
export function currentUserId(req: object): string {
  const principal = (req as AuthedRequest)[PRINCIPAL];
  if (!principal) throw unauthorized();
  return principal.userId;
}

export function currentSessionId(req: object): string {
  const principal = (req as AuthedRequest)[PRINCIPAL];
  if (!principal) throw unauthorized();
  return principal.sessionId;
}
