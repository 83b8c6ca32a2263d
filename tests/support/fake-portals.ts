import http from "node:http";
import crypto from "node:crypto";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for the two public application APIs Auto-Apply uses, implementing their documented
 * request shapes (Greenhouse Job Board API: POST /v1/boards/{board_token}/jobs/{id}, Basic auth with the
 * board key as user name, first_name/last_name/email required; Lever Postings API:
 * POST /v0/postings/{site}/{posting_id}?key=..., name/email required, resume only as a multipart file,
 * answers {ok, applicationId} or {ok:false, error}). Tests can script failures per posting.
 */
export type Scripted = "429" | "404" | "500" | "422";

export interface ReceivedApplication {
  portal: "greenhouse" | "lever";
  /** Greenhouse board token or Lever site. */
  owner: string;
  postingId: string;
  fields: Record<string, string>;
  resume: { name: string; type: string; text: string } | null;
  authorization: string | null;
  query: Record<string, string>;
}

export interface FakePortals {
  url: string;
  /** Applications the fake accepted (2xx). */
  accepted: ReceivedApplication[];
  /** Every application request that reached the fake, accepted or not. */
  requests: Array<{ portal: string; postingId: string; status: number }>;
  /** The next answers for a posting id, used before normal handling (e.g. ["429"] rate-limits once). */
  script(postingId: string, answers: Scripted[]): void;
  /** Awaited after an application is accepted and before the answer goes back (e.g. to revoke consent mid-run). */
  onApplication?: (postingId: string) => Promise<void>;
  close(): Promise<void>;
}

export async function startFakePortals(options: { greenhouseKeys?: Record<string, string>; leverKeys?: Record<string, string> } = {}): Promise<FakePortals> {
  const accepted: ReceivedApplication[] = [];
  const requests: FakePortals["requests"] = [];
  const scripts = new Map<string, Scripted[]>();
  const sockets = new Set<import("node:net").Socket>();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const reply = (portal: string, postingId: string, status: number, body: unknown) => {
      requests.push({ portal, postingId, status });
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    };
    const gh = /^\/v1\/boards\/([^/]+)\/jobs\/([^/]+)$/.exec(url.pathname);
    const lv = /^\/v0\/postings\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (req.method !== "POST" || (!gh && !lv)) return reply("none", "", 404, { error: "Not found" });
    const portal = gh ? "greenhouse" : "lever";
    const owner = decodeURIComponent((gh ?? lv)![1]!);
    const postingId = decodeURIComponent((gh ?? lv)![2]!);

    const next = scripts.get(postingId)?.shift();
    if (next === "429") return reply(portal, postingId, 429, portal === "lever" ? { ok: false, error: "Too many requests" } : { status: 429, error: "Too Many Requests" });
    if (next === "404") return reply(portal, postingId, 404, portal === "lever" ? { ok: false, error: "Posting not found" } : { status: 404, error: "Job not found" });
    if (next === "500") return reply(portal, postingId, 500, { error: "Internal Server Error" });
    if (next === "422") return reply(portal, postingId, 422, portal === "lever" ? { ok: false, error: "This posting is no longer accepting applications" } : { error: "Job post is not live" });

    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const contentType = String(req.headers["content-type"] ?? "");
    const fields: Record<string, string> = {};
    let resume: ReceivedApplication["resume"] = null;
    try {
      if (contentType.startsWith("multipart/form-data") || contentType.startsWith("application/x-www-form-urlencoded")) {
        const form = await new Request("http://fake/", { method: "POST", headers: { "content-type": contentType }, body }).formData();
        for (const [k, v] of form.entries()) {
          if (typeof v === "string") fields[k] = v;
          else if (k === "resume") resume = { name: v.name, type: v.type, text: await v.text() };
        }
      } else if (contentType.startsWith("application/json")) {
        for (const [k, v] of Object.entries(JSON.parse(body.toString("utf8")) as Record<string, unknown>)) fields[k] = String(v);
      }
    } catch {
      return reply(portal, postingId, 400, { error: "Malformed body" });
    }
    const query = Object.fromEntries(url.searchParams.entries());
    const authorization = req.headers.authorization ?? null;

    if (portal === "greenhouse") {
      const key = options.greenhouseKeys?.[owner];
      const expected = key ? `Basic ${Buffer.from(`${key}:`).toString("base64")}` : null;
      if (!expected || authorization !== expected) return reply(portal, postingId, 401, { status: 401, error: "Unauthorized" });
      const missing = ["first_name", "last_name", "email"].filter((f) => !fields[f]);
      if (missing.length) return reply(portal, postingId, 400, { error: `Invalid attributes: ${missing.join(", ")}` });
      if (!/@/.test(fields.email!)) return reply(portal, postingId, 400, { error: "Invalid attributes: email" });
      accepted.push({ portal, owner, postingId, fields, resume, authorization, query });
      await fake.onApplication?.(postingId);
      return reply(portal, postingId, 200, { success: "Candidate saved successfully" });
    }
    const key = options.leverKeys?.[owner];
    if (!key || query.key !== key) return reply(portal, postingId, 401, { ok: false, error: "Invalid API key" });
    if (resume && !contentType.startsWith("multipart/form-data")) return reply(portal, postingId, 400, { ok: false, error: "Resumes are accepted only as multipart form data" });
    if (!fields.name) return reply(portal, postingId, 400, { ok: false, error: "Missing field: name" });
    if (!fields.email || !fields.email.includes("@")) return reply(portal, postingId, 400, { ok: false, error: "Missing field: email" });
    accepted.push({ portal, owner, postingId, fields, resume, authorization, query });
    await fake.onApplication?.(postingId);
    return reply(portal, postingId, 200, { ok: true, applicationId: crypto.randomUUID() });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakePortals = {
    url: `http://127.0.0.1:${port}`,
    accepted,
    requests,
    script(postingId, answers) {
      scripts.set(postingId, [...(scripts.get(postingId) ?? []), ...answers]);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
