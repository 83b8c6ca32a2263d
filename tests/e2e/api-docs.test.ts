import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, startE2e, type E2eApp } from "../support/browser";

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

describe("the published API reference", () => {
  it("renders the operations at /api/docs with every request to another host refused", async () => {
    const page = await newPage(app);
    const origin = new URL(app.server.url).origin;
    // Offline means offline: the page must work when nothing outside our origin answers.
    await page.route("**/*", (route) => {
      const url = route.request().url();
      return url.startsWith(origin) || url.startsWith("data:") || url.startsWith("blob:") ? route.continue() : route.abort();
    });
    await page.goto("/api/docs");
    await page.getByText("Hirewise API (1.0.0)").waitFor({ timeout: 20_000 });
    await page.getByText("Jobs", { exact: true }).first().click();
    await expect.poll(() => page.getByText("Search the job index for postings that match the given skills").count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.context().close();
  });

  it("serves the contract itself as JSON", async () => {
    const res = await fetch(`${app.server.url}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.0.3");
    expect(Object.keys(doc.paths)).toContain("/jobs/search");
  });
});
