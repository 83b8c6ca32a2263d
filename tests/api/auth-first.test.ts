import fs from "node:fs";
import jwt from "jsonwebtoken";
import { describe, expect, it } from "vitest";
import type { Response } from "supertest";
import { OPENAPI_PATH } from "../../server/src/lib/openapi";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";

interface Operation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, { type?: string; format?: string }> } }> };
}

/** Every operation the contract secures with bearerAuth, read from the document itself (not from the server). */
function securedOperations() {
  const doc = JSON.parse(fs.readFileSync(OPENAPI_PATH, "utf8")) as { security?: Operation["security"]; paths: Record<string, Record<string, Operation>> };
  const ops: Array<{ method: "get" | "post" | "put" | "patch" | "delete"; path: string; op: Operation; multipartFiles: string[] }> = [];
  for (const [template, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method) || !op.operationId) continue;
      if (!(op.security ?? doc.security ?? []).some((s) => "bearerAuth" in s)) continue;
      const path = `/api/v1${template.replace(/\{[^}]+\}/g, "6f1c2b0e-4d3a-4c5b-9e8f-7a6b5c4d3e2f")}`;
      const multipart = op.requestBody?.content["multipart/form-data"]?.schema?.properties ?? {};
      const multipartFiles = Object.entries(multipart).filter(([, p]) => p.format === "binary").map(([name]) => name);
      ops.push({ method: method as "get", path, op, multipartFiles });
    }
  }
  return ops;
}

const OPERATIONS = securedOperations();
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function expectRefused(res: Response, what: string) {
  expect(res.status, `${what}: ${res.status} ${JSON.stringify(res.body)}`).toBe(401);
  expect(res.headers["content-type"], what).toContain("application/problem+json");
  expect(res.body.status, what).toBe(401);
  expect(typeof res.body.detail, what).toBe("string");
  expect(res.body.detail.length, what).toBeGreaterThan(0);
}

describeEachDatabase("authentication comes first", (kind) => {
  const h = useApi(kind, { SIGNUPS_PER_IP_PER_HOUR: "1000" });

  it("the contract secures the operations this suite is about", () => {
    const ids = OPERATIONS.map((o) => o.op.operationId);
    expect(ids).toEqual(expect.arrayContaining(["uploadResume", "ingestResume", "compareResume", "generateNotes", "logout", "getMe", "getPlaybook"]));
    expect(OPERATIONS.filter((o) => o.multipartFiles.length > 0).map((o) => o.op.operationId).sort()).toEqual(["compareResume", "createJobMatchFromFile", "ingestResume", "uploadResume"]);
  });

  const forged = () => jwt.sign({ sid: "6f1c2b0e-4d3a-4c5b-9e8f-7a6b5c4d3e2f" }, "not-the-server-secret-0123456789abcdef", { subject: "6f1c2b0e-4d3a-4c5b-9e8f-7a6b5c4d3e2f", issuer: "hirewise", audience: "hirewise-api" });
  const credentials: Array<[string, Record<string, string>]> = [
    ["no token", {}],
    ["a garbage token", { Authorization: "Bearer garbage" }],
    ["a token signed with another secret", { Authorization: `Bearer ${forged()}` }],
    ["another scheme", { Authorization: "Basic dXNlcjpwYXNz" }],
  ];

  for (const [label, headers] of credentials) {
    it(`answers every secured operation with 401 problem+json given ${label}, with or without a body`, async () => {
      for (const { method, path, op, multipartFiles } of OPERATIONS) {
        const what = `${method.toUpperCase()} ${path} (${op.operationId})`;
        expectRefused(await h.api()[method](path).set(headers), `${what} without a body`);
        if (method === "get") continue;
        // A JSON body that is invalid for every operation: validation would answer 400 if it ran first.
        expectRefused(await h.api()[method](path).set(headers).send({ unexpected: "\u0000", nested: { deep: [1, 2, 3] } }), `${what} with JSON`);
        expectRefused(await h.api()[method](path).set(headers).set("Content-Type", "application/json").send("{not json"), `${what} with broken JSON`);
        // A file that is not what the operation reads: sniffing would answer 415 if it ran first.
        let multipart = h.api()[method](path).set(headers).attach(multipartFiles[0] ?? "file", Buffer.from("GIF89a not a resume"), "resume.pdf").field("candidate_text", "x");
        expectRefused(await multipart, `${what} with a multipart file`);
        multipart = h.api()[method](path).set(headers).attach(multipartFiles[0] ?? "file", PDF, "resume.pdf");
        expectRefused(await multipart, `${what} with a PDF`);
      }
    });
  }

  it("refuses a large anonymous upload without taking it in", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 0x41);
    for (const path of ["/api/v1/resume/upload?parse=true", "/api/v1/resume-builder/ingest", "/api/v1/resume-builder/compare"]) {
      const res = await h.api().post(path).attach(path.includes("compare") ? "benchmark_file" : path.includes("ingest") ? "resume_file" : "file", big, "resume.txt");
      expectRefused(res, path);
      expect(res.body.detail).toBe("Please log in to continue.");
    }
  });

  it("recognises a secured path however Express would route it (letter case, trailing slash, HEAD)", async () => {
    expectRefused(await h.api().get("/api/v1/auth/me/"), "trailing slash");
    expectRefused(await h.api().get("/api/v1/AUTH/ME"), "upper case");
    expect((await h.api().head("/api/v1/auth/me")).status).toBe(401);
    expectRefused(await h.api().post("/api/v1/notes/generate/").send({}), "POST with a trailing slash");
  });

  it("still validates and reads bodies once the caller is signed in", async () => {
    const { session } = await signUp(h);
    const auth = { Authorization: `Bearer ${session.access_token}` };
    const notes = await h.api().post("/api/v1/notes/generate").set(auth).send({});
    expect(notes.status).toBe(400);
    expect(notes.body.errors.length).toBeGreaterThan(0);
    const upload = await h.api().post("/api/v1/resume/upload?parse=true").set(auth).attach("file", Buffer.from("GIF89a not a resume"), "resume.pdf");
    expect([415, 422]).toContain(upload.status); // the file was read and judged
  });

  describe("public operations need no token", () => {
    it("answers them as before, token or not", async () => {
      expect((await h.api().get("/api/v1/health")).status).toBe(200);
      expect((await h.api().get("/api/v1/plans")).status).toBe(200);
      const login = await h.api().post("/api/v1/auth/login").send({ email: "not-an-email" });
      expect(login.status).toBe(400);
      const withGarbage = await h.api().post("/api/v1/auth/login").set("Authorization", "Bearer garbage").send({ email: "nobody@example.com", password: "whatever-1" });
      expect(withGarbage.status).toBe(401);
      expect(withGarbage.body.detail).toBe("Incorrect email or password.");
    });
  });
});
