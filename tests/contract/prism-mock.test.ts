import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, freePort, startChild, waitForHttp, type Child } from "../support/processes";
import { contractOperations, fillPath } from "../support/contract";

/**
 * Frontend developers work against `npm run mock`. Every operation must answer there with its
 * documented success status and its named example, so the whole UI runs before the server does.
 */
const operations = contractOperations();
let prism: Child;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = startChild(BIN("prism"), ["mock", "openapi/generated/openapi.json", "--port", String(port), "--host", "127.0.0.1"]);
  await waitForHttp(`${base}/health`, 90_000);
});
afterAll(async () => {
  await prism?.stop();
});

describe("the Prism mock", () => {
  it("covers every operation of the contract", () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))("%s answers with its example", async (_id, op) => {
    const headers: Record<string, string> = { ...op.headerExample };
    if (op.secured) headers.Authorization = "Bearer mock-token";
    let body: RequestInit["body"];
    if (op.requestContentType === "application/json") {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(op.requestExample ?? {});
    } else if (op.multipartFields) {
      const form = new FormData();
      for (const [name, field] of Object.entries(op.multipartFields)) {
        // A stored resume's id is the alternative to the file: a client sends one or the other.
        if (field.uuid) continue;
        if (field.binary) form.append(name, new Blob(["Priya Sharma\npriya@example.com\nSkills: SQL, Excel"], { type: "text/plain" }), "resume.txt");
        else form.append(name, name === "candidate_text" ? "Priya Sharma, SQL and Excel" : "Growth Marketing Lead");
      }
      body = form;
    }
    const res = await fetch(`${base}${fillPath(op)}`, { method: op.method, headers, body });
    expect(res.status, prism.output().slice(-2000)).toBe(op.successStatus);
    if (op.successContentType === "application/json") {
      expect(await res.json()).toEqual(op.successExample);
    } else if (op.successContentType) {
      expect(res.headers.get("content-type")).toContain(op.successContentType);
    }
  });

  it("refuses a request that breaks the contract with the contract's own 400 problem", async () => {
    const res = await fetch(`${base}/auth/signup`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "nope" }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { detail?: string }).detail).toBeTruthy();
  });
});
