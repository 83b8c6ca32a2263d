import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, startE2e, type E2eApp, signUpThroughUi } from "../support/browser";

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.server.url}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

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

    const playbook = await api(token, "POST", "/notes/generate", { role: "Data Analyst", experience_level: "mid", focus_areas: ["sql", "dashboards"] });
    expect(playbook.status, JSON.stringify(playbook.body)).toBe(201);
    const start = await api(token, "POST", "/interview/start", {
      role: "Performance Marketing Manager",
      seniority: "mid",
      skills: ["Google Ads", "Meta Ads"],
      company: "Swiggy",
      resume_text: "",
      style: "behavioral+technical",
    });
    expect(start.status, JSON.stringify(start.body)).toBeLessThan(300);
    const next = await api(token, "POST", "/interview/next", {
      session_id: start.body.session_id,
      answer: "I cut cost per acquisition by 22% in one quarter by moving budget from broad Meta audiences to Google search, measured with a holdout test.",
    });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    const finish = await api(token, "POST", "/interview/finish", { session_id: start.body.session_id });
    expect(finish.status, JSON.stringify(finish.body)).toBe(200);

    await page.reload();
    const playbooks = page.getByRole("list", { name: "Recent playbooks" });
    await expect.poll(() => playbooks.textContent(), { timeout: 15_000 }).toContain(playbook.body.title);
    expect(await page.getByRole("list", { name: "Recent activity" }).textContent()).toContain("Role notes");
    const chart = page.getByRole("img", { name: /Interview scores over time/ });
    expect(await chart.getAttribute("aria-labelledby")).toBeTruthy();
    expect(await chart.locator("circle").count()).toBe(1);
    expect(await section(page, "Interview scores over time").textContent()).toContain(String(Math.round(finish.body.overall)));
    expect(await page.getByRole("group", { name: /Mock interviews/ }).textContent()).toMatch(/1 used|1 of/);
    await page.context().close();
  });

  it("lists a job search made through the API under recent searches", async () => {
    const page = await newPage(app);
    const { accessToken: token } = await signUpThroughUi(page, "Vikram Nair");
    const search = await api(token, "GET", `/jobs/search?query=${encodeURIComponent("sql,tableau")}&location=Remote&max_pages=1`);
    expect(search.status, JSON.stringify(search.body)).toBe(200);

    await page.reload();
    const searches = page.getByRole("list", { name: "Recent searches" });
    await expect.poll(() => searches.count(), { timeout: 15_000 }).toBe(1);
    expect((await searches.textContent())?.toLowerCase()).toContain("sql");
    expect(await page.getByRole("list", { name: "Recent activity" }).textContent()).toContain("Job search");
    await page.context().close();
  });
});
