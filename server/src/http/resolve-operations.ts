import type { RequestHandler } from "express";
import { AppError } from "../lib/errors";
import { isSecured } from "./auth-middleware";
import type { OpenApiDocument } from "../lib/openapi";
import type { OperationHandlers } from "./operations";

/** The 501 detail for each tag's feature, until the feature lands on this server. */
const NOT_YET: Record<string, string> = {
  Resume: "Resume parsing is not available on this server yet.",
  Jobs: "Job search is not available on this server yet.",
  Interview: "Mock interviews are not available on this server yet.",
  "Resume Builder": "The Resume Builder is not available on this server yet.",
  Notes: "Role playbooks are not available on this server yet.",
  "Auto-Apply": "Auto-Apply is not available on this server yet.",
  Billing: "Payments are not available on this server yet.",
};

interface RouteMetadata {
  basePath: string;
  openApiRoute: string;
  method: string;
}

/**
 * express-openapi-validator calls this for every operation in the contract. Handlers come from a
 * statically built map keyed by operationId (the default resolver's require() fails under vitest).
 * Secured operations get `requireAuthenticated` in front (the token itself was checked before the body was read:
 * authenticateFirst); unknown operations answer 501 with a detail.
 */
export function operationResolver(handlers: OperationHandlers, requireAuthenticated: RequestHandler, afterAuth: RequestHandler[] = []) {
  return (_handlersPath: string, route: RouteMetadata, apiDoc: unknown): RequestHandler[] => {
    const doc = apiDoc as OpenApiDocument;
    const op = doc.paths[route.openApiRoute.substring(route.basePath.length)]?.[route.method.toLowerCase()];
    if (!op) throw new Error(`No operation for ${route.method} ${route.openApiRoute}`);
    const secured = isSecured(op, doc);
    const notYet: RequestHandler = (_req, _res, next) => {
      next(new AppError(501, NOT_YET[op.tags?.[0] ?? ""] ?? "This feature is not available on this server yet."));
    };
    // The validator has checked and coerced the request against this operation before the handler runs.
    const handler = (handlers[op.operationId as keyof OperationHandlers] as RequestHandler | undefined) ?? notYet;
    return secured ? [requireAuthenticated, ...afterAuth, handler] : [handler];
  };
}
