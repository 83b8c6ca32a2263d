/**
 * The network edge of client tests: MSW answers the app's real `fetch` calls. `setup.ts` starts the one server for
 * every test file and drops each test's handlers after it; a test declares its routes with `stubApi`, which adds
 * MSW handlers through `server.use(...)` and records every request, so the test can check what was sent.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

export const server = setupServer();

/** `[status, JSON body]`; no body (or 204) answers without one. */
export type Reply = [status: number, body?: unknown];

/** One request as the server saw it. `body` is parsed JSON, FormData for multipart, else text; undefined without a body. */
export interface SentRequest {
  method: string;
  /** Path and query, as the app called it: "/api/v1/notes?limit=5". */
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A route's answer: a fixed reply, or a function of the request (it may hold the reply open, or answer raw bytes). */
export type Handler = (request: SentRequest) => Reply | Response | Promise<Reply | Response>;
export type Routes = Record<string, Handler | Reply>;

const NOT_FOUND: Reply = [404, { title: "Not Found", status: 404, detail: "Not Found" }];

function toResponse(reply: Reply | Response): Response {
  if (reply instanceof Response) return reply;
  const [status, payload] = reply;
  if (status === 204 || payload === undefined) return new HttpResponse(null, { status });
  return HttpResponse.json(payload as never, { status, headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" } });
}

async function readBody(request: Request): Promise<unknown> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("multipart/form-data")) return request.clone().formData();
  const text = await request.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** True when `key` ("METHOD /path" or "METHOD /path?query") names this request; a key without a query matches any query. */
function matches(key: string, request: Pick<SentRequest, "method" | "path" | "url">): boolean {
  const [method, path = ""] = key.split(" ");
  if (method !== request.method) return false;
  return path.includes("?") ? path === request.path : path === request.url.pathname;
}

/**
 * Serves `routes` (keys "METHOD /path" as the app calls them, e.g. "GET /api/v1/auth/me"; a key with a query string
 * matches only that query) for the current test. Anything else answers 404 problem+json. Returns the requests made.
 */
export function stubApi(routes: Routes) {
  const calls: SentRequest[] = [];
  // Keys naming a query go first, so that they win over the same path without one.
  const keys = Object.keys(routes).sort((a, b) => Number(b.includes("?")) - Number(a.includes("?")));
  server.use(
    http.all("*", async ({ request }) => {
      const url = new URL(request.url);
      const sent: SentRequest = { method: request.method.toUpperCase(), path: url.pathname + url.search, url, headers: request.headers, body: await readBody(request) };
      calls.push(sent);
      const key = keys.find((k) => matches(k, sent));
      const route = key === undefined ? NOT_FOUND : routes[key]!;
      return toResponse(typeof route === "function" ? await route(sent) : route);
    }),
  );
  return { calls };
}

export type Api = ReturnType<typeof stubApi>;

/** The requests made to one "METHOD /path" (with a query in the key, to that query only). */
export function callsTo(api: Api, key: string): SentRequest[] {
  return api.calls.filter((call) => matches(key, call));
}

/** The JSON bodies sent to one "METHOD /path". */
export function sentBodies(api: Api, key: string): unknown[] {
  return callsTo(api, key).map((call) => call.body);
}
