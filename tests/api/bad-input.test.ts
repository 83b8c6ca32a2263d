import { expect, it } from "vitest";
import { contractOperations, type ContractOperation } from "../support/contract";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi, type Harness } from "../support/api-harness";

/**
 * Bad input gets a clear 4xx problem with a `detail` the UI can show, never a 5xx: every operation of the
 * contract, fed the malformed requests a buggy client or a curious user sends.
 */
const ops = contractOperations();

/** The example's values swapped for values of another type: strings become numbers, numbers strings, ... */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return { not: "a list" };
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, wrongTypes(v)]));
  if (typeof value === "string") return 12345;
  if (typeof value === "number") return "not a number";
  if (typeof value === "boolean") return "yes";
  return ["unexpected"];
}

/** The example with every string replaced by `text` (lists of strings too). */
function oddText(value: unknown, text: string): unknown {
  if (Array.isArray(value)) return value.map((v) => oddText(v, text));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, oddText(v, text)]));
  return typeof value === "string" ? text : value;
}

/** Each string in an example (at any depth), with a function that returns the example with only it replaced. */
function stringLeaves(example: unknown): Array<{ path: string[]; replace: (text: string) => unknown }> {
  const out: Array<{ path: string[]; replace: (text: string) => unknown }> = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "string") out.push({ path, replace: (text) => setAt(example, path, text) });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, String(i)]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  walk(example, []);
  return out;
}

function setAt(value: unknown, path: string[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (String(i) === head ? setAt(v, rest, text) : v));
  return { ...(value as Record<string, unknown>), [head!]: setAt((value as Record<string, unknown>)[head!], rest, text) };
}

function pathFor(op: ContractOperation, param: (name: string) => string): string {
  return `/api/v1${op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(param(name)))}`;
}

type Attempt = { label: string; path: string; contentType?: string; body?: string };

function attempts(op: ContractOperation): Attempt[] {
  const normal = pathFor(op, (name) => op.pathParams[name] ?? "x");
  const list: Attempt[] = [];
  if (Object.keys(op.pathParams).length) {
    list.push({ label: "a path id that is not an id", path: pathFor(op, () => "not-an-id'; DROP TABLE users;--") });
    list.push({ label: "a path id that names nothing", path: pathFor(op, () => "00000000-0000-4000-8000-000000000000") });
  }
  if (op.method === "GET") {
    list.push({ label: "query values of the wrong type and unknown parameters", path: `${normal}?max_pages=lots&query=${"%F0%9F%92%A9".repeat(50)}&zzz=1` });
    return list;
  }
  const json = "application/json";
  list.push({ label: "a body that is not JSON", path: normal, contentType: json, body: '{"role": "Data Analyst",' });
  list.push({ label: "a JSON array instead of an object", path: normal, contentType: json, body: "[1, 2, 3]" });
  list.push({ label: "an empty object", path: normal, contentType: json, body: "{}" });
  if (op.requestExample && typeof op.requestExample === "object") {
    list.push({ label: "every field of the wrong type", path: normal, contentType: json, body: JSON.stringify(wrongTypes(op.requestExample)) });
    list.push({ label: "every text field very long, with control characters", path: normal, contentType: json, body: JSON.stringify(oddText(op.requestExample, "\u0000\u0007 ≠ ✓ 𝔘 ".repeat(3000))) });
    list.push({ label: "a body over the JSON size limit", path: normal, contentType: json, body: JSON.stringify(oddText(op.requestExample, "x".repeat(1_100_000))) });
  }
  if (op.multipartFields) {
    list.push({ label: "multipart with no parts", path: normal, contentType: "multipart/form-data; boundary=xyz", body: "--xyz--\r\n" });
    list.push({ label: "a broken multipart body", path: normal, contentType: "multipart/form-data; boundary=xyz", body: "--xyz\r\nContent-Disposition: form-data; name=" });
  }
  list.push({ label: "a content type the operation does not take", path: normal, contentType: "text/csv", body: "a,b\n1,2" });
  return list;
}

async function send(h: Harness, op: ContractOperation, a: Attempt, token: string) {
  let req = h.api()[op.method.toLowerCase() as "get" | "post"](a.path);
  if (op.secured) req = req.set("Authorization", `Bearer ${token}`);
  if (op.operationId === "handleRazorpayWebhook") req = req.set("X-Razorpay-Signature", "0".repeat(64));
  if (a.contentType) req = req.set("Content-Type", a.contentType);
  return a.body === undefined ? req : req.send(a.body);
}

describeEachDatabase("bad input", (kind) => {
  const h = useApi(kind, { RAZORPAY_KEY_ID: "rzp_test_BadInput", RAZORPAY_KEY_SECRET: "bad-input-secret", RAZORPAY_WEBHOOK_SECRET: "bad-input-webhook" });

  it("every operation answers malformed requests with a 4xx problem and a detail, never a 5xx", async () => {
    const { session } = await signUp(h, { name: "Curious Tester" });
    const failures: string[] = [];
    let checked = 0;
    for (const op of ops) {
      for (const a of attempts(op)) {
        const res = await send(h, op, a, session.access_token);
        checked += 1;
        const problem = res.headers["content-type"]?.includes("application/problem+json") && typeof res.body?.detail === "string" && res.body.detail.length > 0;
        // 2xx is fine where the input is optional (an empty settings body keeps the saved values, say).
        if (res.status >= 500 || (res.status >= 400 && !problem)) failures.push(`${op.operationId} with ${a.label}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(ops.length * 2);
  }, 180_000); // hundreds of requests over the whole contract

  it("refuses text the database cannot store (NUL, half a surrogate pair) in any string field, multipart field or query parameter with a 400 naming the field", async () => {
    const { session } = await signUp(h, { name: "Curious Tester" });
    const failures: string[] = [];
    let checked = 0;
    const expectNamed = (what: string, field: string, res: { status: number; body: { detail?: string } }) => {
      checked += 1;
      if (res.status !== 400 || !String(res.body?.detail ?? "").includes(field)) failures.push(`${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    };
    for (const op of ops) {
      const normal = pathFor(op, (name) => op.pathParams[name] ?? "x");
      const auth = (req: ReturnType<ReturnType<Harness["api"]>["get"]>) => (op.secured ? req.set("Authorization", `Bearer ${session.access_token}`) : req);
      for (const [name, example] of Object.entries(op.queryParams)) {
        const query = new URLSearchParams({ ...op.queryExample, [name]: `${example}\u0000` }).toString();
        const req = h.api()[op.method.toLowerCase() as "get" | "post"](`${normal}?${query}`);
        const res = await (op.method === "GET" ? auth(req) : auth(req).send({}));
        expectNamed(`${op.operationId} query ${name} with NUL`, name, res);
      }
      if (op.requestContentType === "application/json" && op.requestExample && typeof op.requestExample === "object") {
        for (const { path, replace } of stringLeaves(op.requestExample)) {
          for (const [label, bad] of [["NUL", "Priya\u0000Sharma"], ["a lone surrogate", "Priya \uD800 Sharma"]] as const) {
            let req = auth(h.api().post(normal));
            if (op.operationId === "handleRazorpayWebhook") req = req.set("X-Razorpay-Signature", "0".repeat(64));
            const res = await req.set("Content-Type", "application/json").send(JSON.stringify(replace(bad)));
            expectNamed(`${op.operationId} ${path.join(".")} with ${label}`, path[path.length - 1]!, res);
          }
        }
      }
      if (op.multipartFields) {
        const text = Object.entries(op.multipartFields).filter(([, f]) => !f.binary).map(([k]) => k);
        for (const field of text) {
          let req = auth(h.api().post(normal));
          for (const [name, f] of Object.entries(op.multipartFields)) {
            req = f.binary ? req.attach(name, Buffer.from("Priya Sharma\nStaff Nurse at Apollo Hospitals, 2019 - Present\nSkills: patient care, BLS"), "cv.txt") : req.field(name, name === field ? "Data\u0000Analyst" : name.endsWith("_id") ? "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c" : "Data Analyst");
          }
          expectNamed(`${op.operationId} multipart ${field} with NUL`, field, await req);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  }, 180_000); // every string field of the contract, twice

  it("says a JSON body is too large in words about text, not files; a cut-off upload is the client's 400", async () => {
    const { session } = await signUp(h);
    const auth = { Authorization: `Bearer ${session.access_token}` };
    const big = await h.api().post("/api/v1/notes/generate").set(auth).send({ role: "x".repeat(1_100_000), experience_level: "mid", focus_areas: [] });
    expect(big.status).toBe(413);
    expect(big.body.detail).toBe("The request is too large (over 1 MB of JSON). Please shorten the text you sent.");
    const cut = await h
      .api()
      .post("/api/v1/resume/upload?parse=true")
      .set(auth)
      .set("Content-Type", "multipart/form-data; boundary=xyz")
      .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\nPriya Sharma, SQL');
    expect(cut.status).toBe(400);
    expect(cut.body.detail).toMatch(/^The upload did not arrive complete/);
  });

  it("keeps what was saved when a later request is malformed", async () => {
    const { session } = await signUp(h);
    const auth = { Authorization: `Bearer ${session.access_token}` };
    expect((await h.api().post("/api/v1/auto-apply/consent").set(auth).send({ accept: true })).status).toBe(200);
    const saved = { enabled: true, min_match_pct: 80, daily_cap: 12, portals: { naukri: true }, locations: ["Pune"], roles: ["Data Analyst"], pause_until: null };
    expect((await h.api().post("/api/v1/auto-apply/settings").set(auth).send(saved)).status).toBe(200);
    const bad = await h.api().post("/api/v1/auto-apply/settings").set(auth).send({ ...saved, min_match_pct: 140, daily_cap: "ten" });
    expect(bad.status).toBe(400);
    const now = await h.api().get("/api/v1/auto-apply/settings").set(auth);
    expect(now.body).toMatchObject({ enabled: true, min_match_pct: 80, daily_cap: 12, locations: ["Pune"], roles: ["Data Analyst"] });
  });
});
