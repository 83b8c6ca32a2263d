import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, startE2e, type E2eApp, signUpThroughUi } from "../support/browser";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const RESUME = path.join(fixtures, "resumes/two-column.pdf"); // Priya Sharma, Senior Data Analyst, Pune

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

const chipTexts = (page: Page, list: string) => page.getByRole("list", { name: list }).getByRole("listitem").allTextContents();

describe("Job search workspace in Chromium against the real server", () => {
  it("uploads a PDF resume, finds matches in the demo index, filters Remote, opens Apply in a new tab, and keeps it all after a reload", async () => {
    const page = await newPage(app);
    const context = page.context();
    // Apply links point at real job boards; answer them locally so the test never leaves this machine.
    const origin = new URL(app.server.url).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Job board</title><p>Job board</p>" }),
    );

    await signUpThroughUi(page, "Jobs Tester");
    await page.getByRole("navigation").first().getByRole("link", { name: "Job Search", exact: true }).first().click();
    await page.waitForURL("**/jobs");
    await page.getByRole("heading", { level: 1, name: "Find your next role with Hirewise" }).waitFor();
    await expect.poll(() => page.getByTestId("matches-remaining").textContent()).toMatch(/remaining today|Unlimited matches today/);

    // Upload: choosing the file parses it; the details and keyword chips fill in and the welcome goes.
    await page.getByLabel("Resume file").setInputFiles(RESUME);
    await expect.poll(() => page.getByLabel("Name", { exact: true }).inputValue(), { timeout: 20_000 }).toMatch(/priya sharma/i);
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe("priya.sharma@example.com");
    expect(await page.getByLabel("Location", { exact: true }).inputValue()).toMatch(/pune/i);
    expect(await page.getByLabel("Experience", { exact: true }).inputValue()).toMatch(/data analyst/i);
    expect(await page.getByLabel("Skills", { exact: true }).inputValue()).toMatch(/Python/);
    await page.getByText("Ready", { exact: true }).waitFor();
    const chips = await chipTexts(page, "Search keywords");
    expect(chips.length).toBeGreaterThan(1);
    expect(chips.length).toBeLessThanOrEqual(8);
    expect(chips).toEqual(expect.arrayContaining(["python", "sql"]));
    expect(await page.getByText("Find your next role with").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Job search workspace");

    // Find Matches with the location left blank: the search asks for 'Remote' (SPEC section 5).
    await page.getByLabel("Location", { exact: true }).fill("");
    await page.getByRole("button", { name: "Find Matches" }).click();
    const results = page.getByRole("list", { name: "Job matches" });
    await results.waitFor({ timeout: 20_000 });
    const total = await results.getByRole("article").count();
    expect(total).toBeGreaterThan(0);
    expect(await page.getByTestId("result-counter").textContent()).toBe(`${total} ${total === 1 ? "match" : "matches"}`);
    expect(await chipTexts(page, "Active query")).toEqual(chips);
    expect(await page.getByTestId("place-used").textContent()).toMatch(/^Showing remote roles/);
    const first = results.getByRole("article").first();
    expect(await first.getByRole("heading", { level: 3 }).textContent()).not.toBe("");
    expect(await first.getByText(/^(Relevant match|General)$/).count()).toBe(1);
    expect(await first.getByText(/ago$|^just now$/).count()).toBe(1);
    expect((await first.getByTestId("job-description").textContent())!.length).toBeLessThanOrEqual(221);
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem("hirewise.workspace") ?? "null"));
    expect(stored).toMatchObject({ activeTab: "matches", saved: true });
    expect(stored.jobs).toHaveLength(total);

    // Filter Remote: only remote postings stay.
    await page.getByRole("group", { name: "Work mode" }).getByRole("button", { name: "Remote" }).click();
    expect(await page.getByRole("button", { name: "Remote" }).getAttribute("aria-pressed")).toBe("true");
    const remote = results.getByRole("article");
    const remoteCount = await remote.count();
    expect(remoteCount).toBeGreaterThan(0);
    expect(remoteCount).toBeLessThanOrEqual(total);
    for (const text of await remote.allTextContents()) expect(text.toLowerCase()).toMatch(/remote|work from home/);
    if (remoteCount < total) expect(await page.getByTestId("result-counter").textContent()).toBe(`${remoteCount} of ${total} matches`);

    // Apply opens the posting's link in a new tab.
    const apply = remote.first().getByRole("link", { name: /^Apply/ });
    const href = await apply.getAttribute("href");
    expect(href).toMatch(/^https:\/\//);
    expect(await apply.getAttribute("target")).toBe("_blank");
    expect(await apply.getAttribute("rel")).toContain("noopener");
    const [popup] = await Promise.all([context.waitForEvent("page"), apply.click()]);
    await popup.waitForLoadState("domcontentloaded");
    expect(popup.url()).toBe(href);
    expect(context.pages()).toContain(page);
    await popup.close();

    // Find Matches in the resume's own city (as the parse filled it): the panel says which place was used and whom
    // the results are ranked for; cards say why, mark demo postings and say where Apply leads; and Remote still has
    // postings, because a city search takes remote roles open to candidates in India, labelled.
    await page.getByRole("group", { name: "Work mode" }).getByRole("button", { name: "Any" }).click();
    await page.getByLabel("Location", { exact: true }).fill("Pune, Maharashtra");
    await page.getByRole("button", { name: "Find Matches" }).click();
    await expect.poll(() => page.getByTestId("place-used").textContent(), { timeout: 20_000 }).toMatch(/^Showing roles in Pune/);
    expect(await page.getByTestId("ranked-for").textContent()).toBe("Ranked for your resume: Senior Data Analyst · Data analytics and BI");
    const cards = page.getByRole("list", { name: "Job matches" }).getByRole("article");
    const top = cards.first();
    expect(await top.getByTestId("job-why").textContent()).toMatch(/^Why this job: Data analytics and BI family · .*\d+ of \d+ skills/);
    expect(await top.getByText("Relevant match", { exact: true }).count()).toBe(1);
    expect(await top.getByText("Demo posting", { exact: true }).count()).toBe(1);
    expect(await top.getByTestId("apply-note").textContent()).toMatch(/^Opens a (Naukri|LinkedIn) search for .* jobs/);
    const titles = await cards.getByRole("heading", { level: 3 }).allTextContents();
    expect(titles.slice(0, 5).every((t) => /Analyst|Analytics|Intelligence|BI /.test(t))).toBe(true);
    await page.getByRole("group", { name: "Work mode" }).getByRole("button", { name: "Remote" }).click();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.first().getByTestId("place-note").textContent()).toMatch(/^Remote — open to candidates (in India|anywhere)$/);
    // Back to the blank location for the reload check below.
    await page.getByLabel("Location", { exact: true }).fill("");
    await page.getByRole("button", { name: "Find Matches" }).click();
    await expect.poll(() => page.getByTestId("place-used").textContent(), { timeout: 20_000 }).toMatch(/^Showing remote roles/);
    await page.getByRole("list", { name: "Job matches" }).waitFor();
    const remoteAfter = await page.getByRole("list", { name: "Job matches" }).getByRole("article").count();

    // The workspace survives a reload: details, chips, results and the Remote filter.
    await page.reload();
    await page.getByRole("list", { name: "Job matches" }).waitFor();
    expect(await page.getByLabel("Name", { exact: true }).inputValue()).toMatch(/priya sharma/i);
    expect(await chipTexts(page, "Search keywords")).toEqual(chips);
    expect(await page.getByRole("button", { name: "Remote" }).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("list", { name: "Job matches" }).getByRole("article").count()).toBe(remoteAfter);
    await context.close();
  });

  it("asks for a keyword before searching", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Empty Seeker");
    await page.goto("/jobs");
    await page.getByRole("heading", { name: "Resume intake" }).waitFor();
    await page.getByRole("button", { name: "Find Matches" }).click();
    await page.getByText("Please enter at least one valid skill keyword (comma-separated).").waitFor();
    expect(await page.getByText("Your matches will appear here").count()).toBe(1);
    await page.context().close();
  });
});
