import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, customFetch, normalisePath, REFRESH_LOCK } from "../http";
import { session } from "../../lib/session";
import { server } from "../../testing/api-server";

type Handler = (url: string, request: Request) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": status >= 400 ? "application/problem+json" : "application/json" },
  });
}

/** Every request the server saw: path with query, and the request itself. */
let calls: Array<{ url: string; request: Request }> = [];
/** Answers every request with `handler` (MSW, at the network edge). */
function serve(handler: Handler) {
  calls = [];
  server.use(
    http.all("*", async ({ request }) => {
      const { pathname, search } = new URL(request.url);
      calls.push({ url: pathname + search, request });
      return handler(pathname + search, request);
    }),
  );
}
const authHeader = (request: Request) => request.headers.get("Authorization");
const expired = vi.fn();

beforeEach(() => {
  expired.mockReset();
  session.onExpired(expired);
  session.set({ email: "a@b.co", name: "A", id: "1", accessToken: "old-access", refreshToken: "old-refresh" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the fetch layer", () => {
  it("prefixes /api/v1, sends credentials and the bearer token", async () => {
    serve(() => json(200, { ok: true }));
    // The credentials mode is an option of the call itself, which the server cannot see: read it off fetch.
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await expect(customFetch("/auth/me")).resolves.toEqual({ ok: true });
    expect(calls[0]!.url).toBe("/api/v1/auth/me");
    expect(fetchSpy.mock.calls[0]![1]?.credentials).toBe("include");
    expect(authHeader(calls[0]!.request)).toBe("Bearer old-access");
  });

  it("sends no Authorization header when no token is stored", async () => {
    session.clear();
    serve(() => json(200, {}));
    await customFetch("/plans");
    expect(authHeader(calls[0]!.request)).toBeNull();
  });

  it("normalises a leading api/v1 away", () => {
    expect(normalisePath("api/v1/jobs/search?query=x")).toBe("/jobs/search?query=x");
    expect(normalisePath("/api/v1/notes/1/pdf")).toBe("/notes/1/pdf");
    expect(normalisePath("jobs/search")).toBe("/jobs/search");
    expect(normalisePath("/api/v1")).toBe("/");
  });

  it("treats every 2xx as success", async () => {
    serve(() => json(201, { id: 1 }));
    await expect(customFetch("/x", { method: "POST" })).resolves.toEqual({ id: 1 });
    serve(() => new Response(null, { status: 204 }));
    await expect(customFetch("/x", { method: "POST" })).resolves.toBeUndefined();
  });

  it("refreshes once on a 401, stores the new tokens and retries", async () => {
    serve(async (url, request) => {
      if (url.endsWith("/auth/refresh")) {
        expect(await request.clone().json()).toEqual({ refresh_token: "old-refresh" });
        return json(200, { access_token: "new-access", refresh_token: "new-refresh" });
      }
      return authHeader(request) === "Bearer new-access" ? json(200, { me: true }) : json(401, { detail: "expired" });
    });
    await expect(customFetch("/auth/me")).resolves.toEqual({ me: true });
    expect(session.get()).toMatchObject({ accessToken: "new-access", refreshToken: "new-refresh", email: "a@b.co" });
    expect(calls.map((c) => c.url)).toEqual(["/api/v1/auth/me", "/api/v1/auth/refresh", "/api/v1/auth/me"]);
  });

  it("makes concurrent 401s wait for exactly one refresh", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    serve(async (url, request) => {
      if (url.endsWith("/auth/refresh")) {
        await gate;
        return json(200, { accessToken: "new-access", refreshToken: "new-refresh" });
      }
      return authHeader(request) === "Bearer new-access" ? json(200, { url }) : json(401, {});
    });
    const pending = [customFetch("/a"), customFetch("/b"), customFetch("/c")];
    await new Promise((r) => setTimeout(r, 10));
    release();
    const results = await Promise.all(pending);
    expect(results).toEqual([{ url: "/api/v1/a" }, { url: "/api/v1/b" }, { url: "/api/v1/c" }]);
    expect(calls.filter((c) => c.url.endsWith("/auth/refresh"))).toHaveLength(1);
  });

  it("retries a 401 that arrives after another request's refresh with the new token, without a second refresh", async () => {
    let releaseSlow!: () => void;
    const slowGate = new Promise<void>((r) => (releaseSlow = r));
    serve(async (url, request) => {
      if (url.endsWith("/auth/refresh")) return json(200, { access_token: "new-access", refresh_token: "new-refresh" });
      if (authHeader(request) === "Bearer new-access") return json(200, { url });
      if (url.endsWith("/slow")) await slowGate; // sent with the old token, answered after the refresh
      return json(401, {});
    });
    const slow = customFetch("/slow");
    await expect(customFetch("/fast")).resolves.toEqual({ url: "/api/v1/fast" });
    releaseSlow();
    await expect(slow).resolves.toEqual({ url: "/api/v1/slow" });
    expect(calls.filter((c) => c.url.endsWith("/auth/refresh"))).toHaveLength(1);
    expect(expired).not.toHaveBeenCalled();
  });

  it("waits for another tab's refresh (Web Locks) and uses its tokens instead of reusing the rotated refresh token", async () => {
    // A lock manager like the browser's: one holder at a time per name, in request order.
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: (_name: string, fn: () => Promise<unknown>) => {
        const run = tail.then(fn);
        tail = run.catch(() => undefined);
        return run;
      },
    };
    Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
    try {
      let releaseOtherTab!: () => void;
      const otherTabHolds = new Promise<void>((r) => (releaseOtherTab = r));
      // The other tab is refreshing right now: it holds the lock until it has stored its new tokens.
      void locks.request(REFRESH_LOCK, async () => {
        await otherTabHolds;
        session.updateTokens("tab2-access", "tab2-refresh");
      });
      serve((url, request) => {
        if (url.endsWith("/auth/refresh")) return json(401, { detail: "reused" });
        return authHeader(request) === "Bearer tab2-access" ? json(200, { ok: true }) : json(401, {});
      });
      const pending = customFetch("/auth/me");
      await new Promise((r) => setTimeout(r, 10));
      releaseOtherTab();
      await expect(pending).resolves.toEqual({ ok: true });
      expect(calls.filter((c) => c.url.endsWith("/auth/refresh"))).toHaveLength(0);
      expect(session.get()).toMatchObject({ accessToken: "tab2-access", refreshToken: "tab2-refresh" });
      expect(expired).not.toHaveBeenCalled();
    } finally {
      delete (navigator as unknown as { locks?: unknown }).locks;
    }
  });

  it("clears the session and goes to /login when the refresh fails", async () => {
    serve((url) => (url.endsWith("/auth/refresh") ? json(401, { detail: "revoked" }) : json(401, {})));
    await expect(customFetch("/auth/me")).rejects.toBeInstanceOf(ApiError);
    expect(session.get()).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("does not retry more than once per request", async () => {
    serve((url) => (url.endsWith("/auth/refresh") ? json(200, { token: "t2", refresh_token: "r2" }) : json(401, {})));
    await expect(customFetch("/auth/me")).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url === "/api/v1/auth/me")).toHaveLength(2);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("clears the session on a 401 when there is no refresh token, without calling refresh", async () => {
    session.set({ email: "a@b.co", name: "", id: "1", accessToken: "x", refreshToken: "" });
    serve(() => json(401, {}));
    await expect(customFetch("/auth/me")).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(session.get()).toBeNull();
    expect(expired).toHaveBeenCalled();
  });

  it("surfaces detail, else message, else the call's fallback text", async () => {
    serve(() => json(422, { detail: "This PDF has no extractable text.", message: "ignored" }));
    await expect(customFetch("/resume/upload?parse=true", { method: "POST" })).rejects.toThrow("This PDF has no extractable text.");
    serve(() => json(500, { message: "Boom from server" }));
    await expect(customFetch("/jobs/search?query=x")).rejects.toThrow("Boom from server");
    serve(() => json(500, {}));
    await expect(customFetch("/jobs/search?query=x")).rejects.toThrow("Failed to fetch jobs. Please try again.");
    await expect(customFetch("/resume/upload?parse=true", { method: "POST" })).rejects.toThrow("Failed to extract resume data. Please try again.");
    await expect(customFetch("/notes/generate", { method: "POST" })).rejects.toThrow("Unable to generate notes right now.");
  });

  it("surfaces the network error's message", async () => {
    // The browser's own wording for a failed connection (here Firefox's), which a mocked network error cannot choose.
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("NetworkError when attempting to fetch resource."))));
    await expect(customFetch("/jobs/search?query=x")).rejects.toThrow("NetworkError when attempting to fetch resource.");
  });

  it("returns binary bodies as Blobs", async () => {
    serve(() => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { "content-type": "application/pdf" } }));
    const blob = await customFetch<Blob>("/api/v1/notes/1/pdf");
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.size).toBe(4);
  });
});
