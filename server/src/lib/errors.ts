/**
 * One error type for the whole server. Services throw AppError(status, detail); the problem handler turns
 * it into RFC 9457 problem+json. `detail` is written for the person using the product.
 */
const TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  501: "Not Implemented",
  503: "Service Unavailable",
};

const SLUGS: Record<number, string> = {
  400: "validation",
  401: "unauthorized",
  402: "quota-exceeded",
  403: "forbidden",
  404: "not-found",
  405: "method-not-allowed",
  409: "conflict",
  413: "payload-too-large",
  415: "unsupported-media-type",
  422: "unprocessable",
  429: "too-many-requests",
  500: "internal",
  501: "not-implemented",
  503: "service-unavailable",
};

export const PROBLEM_BASE = "https://hirewise.app/problems/";

export function titleFor(status: number): string {
  return TITLES[status] ?? (status >= 500 ? "Server Error" : "Error");
}

export function problemType(status: number, slug?: string): string {
  return PROBLEM_BASE + (slug ?? SLUGS[status] ?? "error");
}

export interface ProblemExtras {
  type?: string;
  errors?: Array<{ path: string; message: string }>;
  headers?: Record<string, string>;
  [key: string]: unknown;
}

export class AppError extends Error {
  readonly status: number;
  readonly extras: ProblemExtras;
  constructor(status: number, detail: string, extras: ProblemExtras = {}) {
    super(detail);
    this.name = "AppError";
    this.status = status;
    this.extras = extras;
  }
}

export const badRequest = (detail: string, extras?: ProblemExtras) => new AppError(400, detail, extras);
export const unauthorized = (detail = "Please log in to continue.", extras?: ProblemExtras) => new AppError(401, detail, extras);
export const notFound = (detail: string) => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const unprocessable = (detail: string, extras?: ProblemExtras) => new AppError(422, detail, extras);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new AppError(429, detail, { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
