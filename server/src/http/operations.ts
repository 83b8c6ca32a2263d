import type { NextFunction, Request, Response } from "express";
import type { components, operations } from "../generated/openapi";

export type OperationId = keyof operations;
export type Schemas = components["schemas"];

export type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/** Each module exports its handlers keyed by the contract's operationIds. */
export type OperationHandlers = Partial<Record<OperationId, Handler>>;

/** The JSON request body an operation declares. */
export type JsonBody<Op extends OperationId> = operations[Op] extends {
  requestBody?: { content: { "application/json": infer B } };
}
  ? B
  : never;

/** The JSON body of a given response status. */
export type JsonResponse<Op extends OperationId, S extends keyof operations[Op]["responses"]> =
  operations[Op]["responses"][S] extends { content: { "application/json": infer R } } ? R : never;

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
