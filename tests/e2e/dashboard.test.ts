import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, startE2e, type E2eApp, signUpThroughUi } from "../support/browser";
import { typedApi } from "../support/typed-api";

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

describe("dashboard", () => {
  it("invites a first action everywhere for a new account, with the plan's usage meters", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Ishaan Kapoor");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toMatch(/, Ishaan$/);
    await expect.poll(() => section(page, "Plan and usage").textContent(), { timeout: 15_000 }).toContain("Mock interviews");
    expect(await section(page, "Plan and usage").textContent()).toContain("Unlimited");
    expect(await page.textContent("body")).toContain("Nothing here yet");
    expect(await page.getByRole("link", { name: "Find matching jobs" }).getAttribute("href")).toBe("/jobs");
    expect(await page.getByRole("link", { name: "Start a mock interview" }).getAttribute("href")).toBe("/interview");
    expect(await page.getByRole("link", { name: "Create role notes" }).getAttribute("href")).toBe("/notes");
    expect(await section(page, "Auto-Apply").textContent()).toContain("Not run yet");
    await page.context().close();
  });

  it("shows a user's real activity: a playbook, a finished mock interview on the score chart, and the usage it counted", async () => {
    const page = await newPage(app);
    const { accessToken: token } = await signUpThroughUi(page, "Sana Qureshi");

    const api = typedApi(app.server.url, token);
    const playbook = await api.POST("/notes/generate", { body: { role: "Data Analyst", experience_level: "mid", focus_areas: ["sql", "dashboards"] } });
    expect(playbook.response.status, JSON.stringify(playbook.error)).toBe(201);
    const start = await api.POST("/interview/start", {
      body: {
        role: "Performance Marketing Manager",
        seniority: "mid",
        skills: ["Google Ads", "Meta Ads"],
        company: "Swiggy",
        resume_text: "",
        style: "behavioral+technical",
      },
    });
    expect(start.response.status, JSON.stringify(start.error)).toBeLessThan(300);
    const next = await api.POST("/interview/next", {
      body: {
        session_id: start.data!.session_id,
        answer: "I cut cost per acquisition by 22% in one quarter by moving budget from broad Meta audiences to Google search, measured with a holdout test.",
      },
    });
    expect(next.response.status, JSON.stringify(next.error)).toBe(200);
    const finish = await api.POST("/interview/finish", { body: { session_id: start.data!.session_id } });
    expect(finish.response.status, JSON.stringify(finish.error)).toBe(200);

    await page.reload();
    const playbooks = page.getByRole("list", { name: "Recent playbooks" });
    await expect.poll(() => playbooks.textContent(), { timeout: 15_000 }).toContain(playbook.data!.title);
    expect(await page.getByRole("list", { name: "Recent activity" }).textContent()).toContain("Role notes");
    const chart = page.getByRole("img", { name: /Interview scores over time/ });
    expect(await chart.getAttribute("aria-labelledby")).toBeTruthy();
    expect(await chart.locator("circle").count()).toBe(1);
    expect(await section(page, "Interview scores over time").textContent()).toContain(String(Math.round(finish.data!.overall)));
    expect(await page.getByRole("group", { name: /Mock interviews/ }).textContent()).toMatch(/1 used|1 of/);
    await page.context().close();
  });

  it("lists a job search made through the API under recent searches", async () => {
    const page = await newPage(app);
    const { accessToken: token } = await signUpThroughUi(page, "Vikram Nair");
    const search = await typedApi(app.server.url, token).GET("/jobs/search", { params: { query: { query: "sql,tableau", location: "Remote", max_pages: 1 } } });
    expect(search.response.status, JSON.stringify(search.error)).toBe(200);

    await page.reload();
    const searches = page.getByRole("list", { name: "Recent searches" });
    await expect.poll(() => searches.count(), { timeout: 15_000 }).toBe(1);
    expect((await searches.textContent())?.toLowerCase()).toContain("sql");
    expect(await page.getByRole("list", { name: "Recent activity" }).textContent()).toContain("Job search");
    await page.context().close();
  });
});
