import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, startE2e, type E2eApp, signUpThroughUi } from "../support/browser";

// Without the launch promotion a new account is on the free plan: a short, timed interview and one a month,
// so the same journey also reaches the section 8 limit callout.
let app: E2eApp;
beforeAll(async () => {
  app = await startE2e({ LAUNCH_PROMO_PLAN: "none" });
});
afterAll(async () => {
  await app?.stop();
});

const ROLE = "Data Analyst";

const STRONG =
  "Situation: at Meesho our weekly sales dashboard took two days to build and leadership did not trust the numbers. " +
  "Task: I was responsible for rebuilding the reporting pipeline and making one source of truth for revenue and retention. " +
  "Action: I wrote SQL models in BigQuery for orders, returns and cohorts, added data quality checks on row counts and null rates, " +
  "built a Tableau dashboard with the category and region managers, and ran an A/B test of a new returns nudge that I analysed myself. " +
  "Result: report preparation fell from 2 days to 20 minutes, data errors dropped by 90%, and the returns nudge cut return rates by 12%, " +
  "which saved about ₹1.8 crore a year. I presented the analysis to the leadership team, and the dashboard is now used by 40 managers every week.";
const WEAK = "I don't know.";
const MEDIUM =
  "I would start by understanding the business question, then pull the data with SQL, check it for quality, analyse it in Python or Excel, " +
  "and share a clear chart with the stakeholders, explaining what I found and what I would recommend they do next.";

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const selected = async (page: Page, name: string) => (await tab(page, name).getAttribute("aria-selected")) === "true";

describe("Interview AI in the browser", () => {
  it("runs a whole interview: setup, scored answers with toasts, results with section bars, restart, then the plan limit", async () => {
    const page = await newPage(app);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signUpThroughUi(page, "Kavya Nair");
    await page.getByRole("navigation").first().getByRole("link", { name: "Interview AI", exact: true }).first().click();
    await page.waitForURL("**/interview");

    // Setup, with its defaults.
    await page.getByRole("heading", { level: 1, name: "Interview AI" }).waitFor();
    expect(await page.getByLabel("Role").inputValue()).toBe("Performance Marketing Manager");
    expect(await page.getByLabel("Seniority").inputValue()).toBe("mid");
    expect(await tab(page, "Interview").isDisabled()).toBe(true);
    expect(await tab(page, "Results").isDisabled()).toBe(true);
    expect(await page.getByTestId("average-score").textContent()).toBe("–/10");

    await page.getByLabel("Role").fill(ROLE);
    await page.getByLabel("Seniority").selectOption("senior");
    await page.getByLabel("Company (optional)").fill("Flipkart");
    await page.getByLabel("Skills (comma separated)").fill("SQL, , Tableau ,Python,");
    await page.getByRole("button", { name: "Start Interview" }).click();

    // Interview: the first question at Turn 1, with the free plan's timer.
    await expect.poll(() => selected(page, "Interview")).toBe(true);
    expect(await page.getByTestId("turn-badge").textContent()).toBe("Turn 1");
    const firstQuestion = (await page.getByTestId("current-question").textContent()) ?? "";
    expect(firstQuestion.length).toBeGreaterThan(10);
    expect(await page.getByRole("timer", { name: "Time left" }).textContent()).toMatch(/Time left [45]:\d\d/);

    // A blank answer is ignored: nothing is sent, nothing changes.
    await page.getByLabel("Your answer").fill("   ");
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.waitForTimeout(300);
    expect(await page.getByTestId("turn-badge").textContent()).toBe("Turn 1");
    expect(await page.getByRole("list", { name: "Questions and answers" }).count()).toBe(0);

    const transcriptItems = page.getByRole("list", { name: "Questions and answers" }).getByRole("listitem");
    const answers = [STRONG, WEAK];
    let answered = 0;
    while (!(await selected(page, "Results"))) {
      expect(answered, "the interview should end within 12 answers").toBeLessThan(12);
      const answer = answers[answered] ?? MEDIUM;
      await page.getByLabel("Your answer").fill(answer);
      await page.getByRole("button", { name: "Submit Answer" }).click();
      answered += 1;
      // The answer is scored: it joins the transcript, or the interview ends and Results opens.
      await expect
        .poll(async () => (await selected(page, "Results")) || (await transcriptItems.count()) === answered, { timeout: 15_000 })
        .toBe(true);
      if (answered === 1) {
        // The toast for the strong answer, and the running average in the header.
        const toast = page.getByText(/^Feedback • Score \d+(\.\d)?\/10$/).first();
        await toast.waitFor();
        const average = await page.getByTestId("average-score").textContent();
        expect(average).toMatch(/^\d+\.\d\/10$/);
      }
      await expect
        .poll(async () => (await selected(page, "Results")) || (await page.getByTestId("turn-badge").textContent()) === `Turn ${answered + 1}`, { timeout: 15_000 })
        .toBe(true);
    }
    expect(answered).toBeGreaterThanOrEqual(2);

    // Results: overall out of 100, five labelled section bars, a summary and the tips.
    await page.getByTestId("overall-score").waitFor({ timeout: 15_000 });
    expect(await page.getByTestId("overall-score").textContent()).toMatch(/^\d{1,3}\/100$/);
    const meters = page.getByRole("meter");
    expect(await meters.count()).toBe(5);
    for (const name of ["Communication", "Structure", "Role knowledge", "Impact & evidence", "Confidence"]) {
      const value = Number(await page.getByRole("meter", { name }).getAttribute("aria-valuenow"));
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(10);
    }
    expect(((await page.getByTestId("summary").textContent()) ?? "").length).toBeGreaterThan(20);
    for (const tip of ["Use the STAR method", "Quantify your achievements", "Be concise: 60–90 second answers", "Ask questions"]) {
      await page.getByText(tip, { exact: true }).waitFor();
    }

    // The question became '(finished)', every answer is in the transcript, and the strong STAR answer
    // with numbers clearly beats the weak one.
    await tab(page, "Interview").click();
    expect(await page.getByTestId("current-question").textContent()).toBe("(finished)");
    expect(await page.getByTestId("turn-badge").textContent()).toBe("Finished");
    expect(await transcriptItems.count()).toBe(answered);
    const score = async (i: number) => Number((await transcriptItems.nth(i).getByLabel(/^Score .* out of 10$/).textContent())?.split("/")[0]);
    const strongScore = await score(0);
    const weakScore = await score(1);
    expect(strongScore).toBeGreaterThan(weakScore + 3);
    expect(await transcriptItems.nth(1).getByLabel(/^Score .* out of 10$/).getAttribute("data-band")).toBe("red");

    // Restart clears everything and returns to Setup.
    await page.getByRole("button", { name: "Restart" }).click();
    await expect.poll(() => selected(page, "Setup")).toBe(true);
    expect(await tab(page, "Interview").isDisabled()).toBe(true);
    expect(await tab(page, "Results").isDisabled()).toBe(true);
    expect(await page.getByTestId("average-score").textContent()).toBe("–/10");

    // The free plan has one mock interview a month: the next start shows the limit callout.
    await page.getByRole("button", { name: "Start Interview" }).click();
    const callout = page.getByRole("alert").filter({ hasText: "Mock interviews limit reached" });
    await callout.waitFor();
    expect(await callout.textContent()).toContain(
      "You've used all mock interviews included in the Free plan. Upgrade to unlock more practice sessions and advanced coaching.",
    );
    expect(await callout.getByRole("link").getAttribute("href")).toBe("/pricing");
    expect(dialogs).toEqual([]);
    await page.context().close();
  });
});
