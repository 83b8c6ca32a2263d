import type { NextFunction, Request, Response } from "express";
import type { components, operations } from "../../../common/generated/openapi";

export type OperationId = keyof operations;
export type Schemas = components["schemas"];

export type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/**
 * A request as the validator hands it to an operation's handler: path, query and body typed from the contract
 * (validated and coerced before the handler runs), so handlers read them without casts.
 */
export type OperationRequest<Op extends OperationId> = Request<PathParams<Op>, unknown, RequestBody<Op>, QueryParams<Op>>;

export type OperationHandler<Op extends OperationId> = (req: OperationRequest<Op>, res: Response, next: NextFunction) => unknown;

/** Each module exports its handlers keyed by the contract's operationIds; each handler is typed by its operation. */
export type OperationHandlers = { [Op in OperationId]?: OperationHandler<Op> };

/** The JSON request body an operation declares. */
export type JsonBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { "application/json": infer B } };
}
  ? B
  : never;

/** The JSON body of a given response status. */
export type JsonResponse<Op extends OperationId, S extends keyof operations[Op]["responses"]> =
  operations[Op]["responses"][S] extends { content: { "application/json": infer R } } ? R : never;

/**
 * The request body an operation declares: its JSON body, or its multipart form (files arrive through multer);
 * undefined is possible when the contract makes the body optional.
 */
export type RequestBody<Op extends OperationId> =
  | DeclaredBody<Op>
  | ([DeclaredBody<Op>] extends [never] ? never : operations[Op] extends { requestBody: unknown } ? never : undefined);

type DeclaredBody<Op extends OperationId> = operations[Op] extends { requestBody?: { content: infer C } }
  ? C extends { "application/json": infer B }
    ? B
    : C extends { "multipart/form-data": infer M }
      ? Partial<M>
      : never
  : never;

/** The path parameters an operation declares. */
export type PathParams<Op extends OperationId> = operations[Op] extends { parameters: { path: infer P } }
  ? [P] extends [never]
    ? Record<string, never>
    : NonNullable<P>
  : Record<string, never>;

/** The query parameters an operation declares (validated and coerced by the validator). */
export type QueryParams<Op extends OperationId> = operations[Op] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Send a JSON body typed by the contract. */
export function send<Op extends OperationId, S extends keyof operations[Op]["responses"] & number>(
  res: Response,
  _op: Op,
  status: S,
  body: JsonResponse<Op, S>,
): void {
  res.status(status).json(body);
}
