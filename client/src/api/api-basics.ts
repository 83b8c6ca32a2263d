/**
 * What every call to the API shares and nothing else: the base path, path normalising, ApiError and how an
 * error body becomes the message the UI shows (SPEC section 8). Imports nothing, so the fetch layer
 * (http.ts) and the auth calls (auth-endpoints.ts) can both build on it without importing each other.
 */
export const API_BASE = "/api/v1";

export class ApiError<E = unknown> extends Error {
  readonly status: number;
  readonly body: E | undefined;
  constructor(message: string, status: number, body?: E) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** `api/v1/jobs`, `/api/v1/jobs` and `/jobs` all mean `/jobs` below the base. */
export function normalisePath(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const path = url.replace(/^\/?api\/v1(?=\/|$|\?)/, "");
  if (path === "") return "/";
  return path.startsWith("/") || path.startsWith("?") ? path : `/${path}`;
}

export function apiUrl(url: string): string {
  const path = normalisePath(url);
  return /^https?:\/\//i.test(path) ? path : `${API_BASE}${path}`;
}

interface ProblemLike {
  detail?: unknown;
  message?: unknown;
}

/** detail, else message, else the fallback (SPEC section 8). */
export function messageFromBody(body: unknown, fallback: string): string {
  if (body && typeof body === "object") {
    const { detail, message } = body as ProblemLike;
    if (typeof detail === "string" && detail.trim()) return detail;
    if (typeof message === "string" && message.trim()) return message;
  }
  return fallback;
}
