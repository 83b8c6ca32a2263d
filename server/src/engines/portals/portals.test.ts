import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePortals, type FakePortals } from "../../../../tests/support/fake-portals";
import { createPortalAdapters } from "./index";
import { errorMessage, outcomeOf } from "./http";
import { linkLabels } from "./lever";
import type { Applicant, PostingTarget } from "./types";

const applicant: Applicant = {
  firstName: "Priya",
  lastName: "Sharma",
  fullName: "Priya Sharma",
  email: "priya@example.com",
  phone: "+91 98765 43210",
  resumeText: "Priya Sharma\nPerformance Marketing Manager",
  resumeFileName: "Priya_Sharma_Resume.txt",
  currentCompany: "Swiggy",
  links: ["linkedin.com/in/priya", "https://github.com/priya", "https://priya.dev"],
};
const target = (portal: PostingTarget["portal"], applyMeta: Record<string, unknown>): PostingTarget => ({ id: "p", title: "PMM", company: "Kalpaka", applyLink: "https://example.com/apply", portal, applyMeta });

describe("portal adapters against Greenhouse- and Lever-shaped servers", () => {
  let fake: FakePortals;
  let adapters: ReturnType<typeof createPortalAdapters>;
  beforeAll(async () => {
    fake = await startFakePortals({ greenhouseKeys: { kalpaka: "ghk" }, leverKeys: { nimbus: "lvk" } });
    adapters = createPortalAdapters({ greenhouseApiUrl: fake.url, leverApiUrl: fake.url, greenhouseBoardKeys: { kalpaka: "ghk" }, leverApiKeys: { nimbus: "lvk" } });
  });
  afterAll(() => fake.close());

  it("submits to Greenhouse with Basic auth and the documented fields", async () => {
    expect(await adapters.greenhouse.apply(target("greenhouse", { board_token: "kalpaka", job_id: 4012345 }), applicant)).toEqual({ status: "submitted", reference: null });
    const got = fake.accepted.find((a) => a.postingId === "4012345")!;
    expect(got.authorization).toBe(`Basic ${Buffer.from("ghk:").toString("base64")}`);
    expect(got.fields).toMatchObject({ first_name: "Priya", last_name: "Sharma", email: "priya@example.com", phone: "+91 98765 43210" });
  });

  it("submits to Lever with the key, a resume file and labelled urls, and keeps the applicationId", async () => {
    const out = await adapters.lever.apply(target("lever", { company: "nimbus", posting_id: "5ac21346" }), applicant);
    expect(out.status).toBe("submitted");
    expect(out.status === "submitted" && out.reference).toMatch(/^[0-9a-f-]{36}$/);
    const got = fake.accepted.find((a) => a.postingId === "5ac21346")!;
    expect(got.query.key).toBe("lvk");
    expect(got.resume).toMatchObject({ name: "Priya_Sharma_Resume.txt", type: expect.stringContaining("text/plain") });
    expect(got.fields).toMatchObject({ name: "Priya Sharma", org: "Swiggy", "urls[LinkedIn]": "https://linkedin.com/in/priya", "urls[GitHub]": "https://github.com/priya" });
  });

  it("turns a 429 into a retryable failure and other refusals into final ones", async () => {
    fake.script("gh-429", ["429"]);
    fake.script("lv-422", ["422"]);
    expect(await adapters.greenhouse.apply(target("greenhouse", { board_token: "kalpaka", job_id: "gh-429" }), applicant)).toEqual({
      status: "failed",
      reason: "Greenhouse is rate limiting applications (rate limited, will retry).",
      retryable: true,
    });
    expect(await adapters.lever.apply(target("lever", { company: "nimbus", posting_id: "lv-422" }), applicant)).toEqual({
      status: "failed",
      reason: "Lever rejected the application (422): This posting is no longer accepting applications",
      retryable: false,
    });
  });

  it("hands the posting to the user when the employer's key is missing", async () => {
    const out = await adapters.lever.apply(target("lever", { company: "unknown-site", posting_id: "x1" }), applicant);
    expect(out.status).toBe("ready_for_you");
  });

  it("reports an unreachable portal as a failure, without throwing", async () => {
    const offline = createPortalAdapters({ greenhouseApiUrl: "http://127.0.0.1:9", leverApiUrl: "http://127.0.0.1:9", greenhouseBoardKeys: {}, leverApiKeys: {} });
    const out = await offline.greenhouse.apply(target("greenhouse", { board_token: "kalpaka", job_id: "1" }), applicant);
    expect(out).toMatchObject({ status: "failed", retryable: false });
    expect(out.status === "failed" && out.reason).toMatch(/^Could not reach Greenhouse: /);
  });

  it("never sends anything for portals without a public application API", async () => {
    const before = fake.requests.length;
    for (const portal of ["linkedin", "naukri", "shine", "workable", "successfactors"] as const) {
      const out = await adapters[portal].apply(target(portal, {}), applicant);
      expect(out.status).toBe("ready_for_you");
    }
    expect(fake.requests.length).toBe(before);
  });
});

describe("portal answer helpers", () => {
  it("reads the error out of common error bodies", () => {
    expect(errorMessage({ ok: false, error: "Missing field: name" })).toBe("Missing field: name");
    expect(errorMessage({ errors: [{ message: "a" }, "b"] })).toBe("a; b");
    expect(errorMessage("<html><body>Bad  gateway</body></html>")).toBe("Bad gateway");
    expect(errorMessage("<html><head><style>body { color: red }</style></head><body><h1>502</h1><p>Bad &amp; gone</p></body></html>")).toBe("502 Bad & gone");
    expect(errorMessage("x".repeat(500))).toHaveLength(200);
  });

  it("does not resend after a server error, since the portal may have stored the application", () => {
    expect(outcomeOf("Lever", { ok: true, status: 503, body: null }, true, () => null)).toMatchObject({ status: "failed", retryable: false });
  });

  it("labels profile links the way Lever expects", () => {
    expect(linkLabels(["linkedin.com/in/a", "https://github.com/a", "https://a.dev", "https://b.dev"])).toEqual({
      LinkedIn: "https://linkedin.com/in/a",
      GitHub: "https://github.com/a",
      "Link 1": "https://a.dev",
      "Link 2": "https://b.dev",
    });
  });
});
