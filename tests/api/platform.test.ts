import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/databases";
import { signUp, useApi } from "../support/api-harness";

describeEachDatabase("platform", (kind) => {
  const h = useApi(kind);

  it("reports health", async () => {
    const res = await h.api().get("/api/v1/health");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", database: "ok" });
  });

  it("refuses a query parameter an operation does not take with a 400 problem, even on public reads", async () => {
    for (const path of ["/api/v1/health?verbose=1", "/api/v1/plans?currency=USD"]) {
      const res = await h.api().get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.body.detail).toMatch(/verbose|currency/);
    }
  });

  it("publishes the contract", async () => {
    const res = await h.api().get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe("3.0.3");
    expect(Object.keys(res.body.paths)).toContain("/jobs/search");
  });

  it("echoes a request id and puts it in problems", async () => {
    const res = await h.api().get("/api/v1/auth/me").set("x-request-id", "test-req-12345");
    expect(res.headers["x-request-id"]).toBe("test-req-12345");
    expect(res.body.instance).toBe("test-req-12345");
  });

  it("answers unknown API paths with a 404 problem", async () => {
    const res = await h.api().get("/api/v1/does-not-exist");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toContain("application/problem+json");
    expect(res.body.detail).toContain("/api/v1/does-not-exist");
  });

  it("serves the plan catalogue publicly, in rupees", async () => {
    const res = await h.api().get("/api/v1/plans");
    expect(res.status).toBe(200);
    expect(res.body.default_plan).toBe("pro_plus");
    expect(res.body.plans.map((p: { id: string; amount: number }) => [p.id, p.amount])).toEqual([
      ["free", 0], ["starter", 79], ["pro", 199], ["pro_plus", 399],
    ]);
    for (const plan of res.body.plans) {
      expect(plan.currency).toBe("INR");
      expect(plan.highlight).toMatch(/\/mo$/);
    }
  });

  it("returns the user's subscription with usage counters", async () => {
    const { session } = await signUp(h);
    const res = await h.api().get("/api/v1/subscription").set("Authorization", `Bearer ${session.access_token}`);
    expect(res.status).toBe(200);
    expect(res.body.planId).toBe("pro_plus");
    expect(res.body.usage.mockInterviews).toMatchObject({ count: 0, limit: null });
    expect(res.body.usage.jobMatches.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("validates query parameters before any handler runs", async () => {
    const { session } = await signUp(h);
    const res = await h.api().get("/api/v1/jobs/search?query=sql&max_pages=9").set("Authorization", `Bearer ${session.access_token}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toContain("max_pages");
  });

  it("requires a token on secured operations even when the feature is not built yet", async () => {
    const res = await h.api().post("/api/v1/interview/start").send({ role: "Analyst" });
    expect(res.status).toBe(401);
  });
});
