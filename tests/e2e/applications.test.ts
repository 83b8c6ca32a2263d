import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import mammoth from "mammoth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

describe("The job hunt in one place, in Chromium against the real server", () => {
  it("goes from a job card to a tracked application with a match report, a tailored resume and a cover letter, all on the dashboard", async () => {
    const page = await newPage(app);
    const context = page.context();
    const origin = new URL(app.server.url).origin;
    // Postings link to real job boards; answer them locally so the test never leaves this machine.
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Job board</title>" }),
    );
    await signUpThroughUi(page, "Priya Tracker");
    const nav = page.getByRole("navigation").first();

    // Job Search: upload the resume (it is stored: matches and letters use it), find matches, save the first card.
    await nav.getByRole("link", { name: "Job Search", exact: true }).first().click();
    await page.waitForURL("**/jobs");
    await page.getByLabel("Resume file").setInputFiles(RESUME);
    await page.getByText("Ready", { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Find Matches" }).click();
    const results = page.getByRole("list", { name: "Job matches" });
    await results.waitFor({ timeout: 20_000 });
    const card = results.getByRole("article").first();
    const jobTitle = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    const save = card.getByRole("button", { name: "Save" });
    expect(await save.getAttribute("aria-pressed")).toBe("false");
    await save.click();
    await expect.poll(() => card.getByRole("button", { name: "Saved" }).getAttribute("aria-pressed"), { timeout: 10_000 }).toBe("true");
    // Saved, the card offers a mock interview for that job (a link to the interview set up from its application).
    expect(await card.getByRole("link", { name: `Practise interview for ${jobTitle}` }).getAttribute("href")).toMatch(/^\/interview\?application=[0-9a-f-]{36}$/);
    // The saved state survives a reload.
    await page.reload();
    await page.getByRole("list", { name: "Job matches" }).getByRole("article").first().getByRole("button", { name: "Saved" }).waitFor();

    // Applications: the saved job is on the board; move it to Applied from the keyboard, then give it a next step.
    await nav.getByRole("link", { name: "Applications", exact: true }).first().click();
    await page.waitForURL("**/applications");
    const board = page.getByRole("region", { name: "Application board" });
    const savedColumn = board.getByRole("list", { name: "Saved applications" });
    const cardButton = savedColumn.getByRole("button", { name: jobTitle, exact: true });
    await cardButton.focus();
    await page.keyboard.press("Alt+ArrowRight");
    await board.getByRole("list", { name: "Applied applications" }).getByRole("button", { name: jobTitle, exact: true }).waitFor();
    await page.getByText(`${jobTitle} moved to Applied.`).waitFor({ state: "attached" });
    expect(await page.getByRole("group", { name: "Applications by status" }).textContent()).toContain("Applied: 1");

    await board.getByRole("button", { name: jobTitle, exact: true }).click();
    const details = page.getByRole("form", { name: "Application details" });
    await details.getByLabel("Next step").fill("Call with the hiring manager");
    await details.getByLabel("Due on").fill("2026-12-10");
    await details.getByLabel("CTC (LPA)").fill("18");
    await details.getByRole("button", { name: "Save details" }).click();
    const history = page.getByRole("list", { name: "History" });
    await expect.poll(() => history.textContent()).toContain("Updated salary and next step");
    expect(await history.textContent()).toContain("Saved → Applied");

    // Match the resume against the saved job: the report explains the score.
    await page.getByRole("region", { name: "Application", exact: true }).getByRole("button", { name: "Match my resume" }).click();
    await page.waitForURL(/tab=match/);
    await page.getByRole("tab", { name: "Job match", selected: true }).waitFor();
    await page.getByRole("tabpanel", { name: "Job match" }).getByRole("button", { name: "Match my resume" }).click();
    const report = page.getByTestId("match-report");
    await report.waitFor({ timeout: 20_000 });
    expect(await report.getByRole("list", { name: "Score parts" }).getByRole("listitem").count()).toBe(6);
    const scoreLabel = await report.getByLabel(/^Match score \d+ out of 100$/).getAttribute("aria-label");
    expect(Number(/(\d+)/.exec(scoreLabel ?? "")?.[1])).toBeGreaterThanOrEqual(0);

    // Tailor my resume: the Resume Builder opens the stored resume the match read (no upload again), with the job as the target.
    await report.getByRole("button", { name: "Tailor my resume" }).click();
    await page.waitForURL(/\/resume-builder\?match=/);
    await page.getByTestId("tailor-banner").waitFor();
    await expect.poll(() => page.getByLabel("Full name").inputValue(), { timeout: 20_000 }).toMatch(/priya sharma/i);
    await expect.poll(() => page.getByLabel("Target role").inputValue()).not.toBe("");
    await page.getByRole("button", { name: "Build Resume" }).click();
    const built = page.getByRole("article", { name: "Built resume" });
    await built.waitFor({ timeout: 20_000 });
    expect((await built.textContent())!.toLowerCase()).toContain("priya sharma");

    // A cover letter for the tracked application, in the friendly tone, downloaded as Word.
    await page.goto("/applications?tab=letters");
    await page.getByRole("tab", { name: "Cover letters", selected: true }).waitFor();
    await page.getByText("Friendly", { exact: true }).click();
    await page.getByRole("button", { name: "Write cover letter" }).click();
    const letter = page.getByRole("region", { name: "Cover letter", exact: true });
    await letter.waitFor({ timeout: 20_000 });
    const body = await letter.getByLabel("Letter").inputValue();
    expect(body).toMatch(/^Dear /);
    expect(body).toContain(jobTitle);
    expect(body.toLowerCase()).toContain("priya sharma");
    await letter.getByLabel("Letter").fill(`${body}\n\nP.S. Edited by me.`);
    await letter.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Edited by you").waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), letter.getByRole("button", { name: "Download .docx" }).click()]);
    expect(download.suggestedFilename()).toMatch(/_Cover_Letter\.docx$/);
    const { value: docxText } = await mammoth.extractRawText({ buffer: readFileSync((await download.path())!) });
    expect(docxText).toContain("P.S. Edited by me.");

    // Everything reopens, and the dashboard shows it: Applied 1, the application, its match report and the letter.
    await nav.getByRole("link", { name: "Dashboard", exact: true }).first().click();
    await page.waitForURL("**/dashboard");
    const panel = page.getByRole("region", { name: "Applications", exact: true });
    const counts = panel.getByRole("list", { name: "Applications by status" });
    await counts.waitFor();
    expect(await counts.locator('[data-status="applied"]').textContent()).toBe("1Applied");
    await panel.getByRole("link", { name: new RegExp(`^${jobTitle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) }).first().waitFor();
    expect(await panel.getByRole("list", { name: "Latest match reports" }).getByRole("link").count()).toBe(1);
    expect(await panel.getByRole("list", { name: "Latest applications" }).getByRole("link", { name: `Practise interview for ${jobTitle}` }).getAttribute("href")).toMatch(/^\/interview\?application=/);
    // Nothing from Auto-Apply yet: Ready for you says so and points to it.
    const ready = page.getByRole("region", { name: "Ready for you" });
    await ready.getByText("Nothing waiting for you").waitFor();
    expect(await ready.getByRole("link", { name: "Open Auto-Apply" }).getAttribute("href")).toBe("/auto-apply");
    await panel.getByRole("list", { name: "Latest cover letters" }).getByRole("link").first().click();
    await page.waitForURL(/tab=letters&letter=/);
    await expect.poll(() => page.getByRole("region", { name: "Cover letter", exact: true }).getByLabel("Letter").inputValue()).toContain("P.S. Edited by me.");
    await context.close();
  });
});
