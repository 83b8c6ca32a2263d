import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import mammoth from "mammoth";
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

const RESUME_TXT = [
  "Asha Verma",
  "asha.verma@example.com | +91 98450 12345 | Bengaluru",
  "",
  "SUMMARY",
  "Performance marketer running paid acquisition for consumer apps.",
  "",
  "EXPERIENCE",
  "Performance Marketing Manager, Swiggy (Jan 2021 – Present)",
  "- Ran Google Ads and Meta Ads budgets of ₹4 crore a month; cut CAC by 22%.",
  "- Built SQL and Google Analytics dashboards for weekly growth reviews.",
  "",
  "SKILLS",
  "Google Ads, Meta Ads, Google Analytics, SQL, SEO",
  "",
].join("\n");

/** Uploads the TXT resume through the API with the page's own access token (Auto-Apply applies with the latest resume). */
async function uploadResume(page: Page) {
  const token = await page.evaluate(() => (JSON.parse(window.localStorage.getItem("hirewise.auth") ?? "{}") as { accessToken?: string }).accessToken);
  expect(token).toBeTruthy();
  const res = await page.request.post("/api/v1/resume/upload?parse=true", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: "asha-verma.txt", mimeType: "text/plain", buffer: Buffer.from(RESUME_TXT) } },
  });
  expect(res.status()).toBe(200);
}

/** Postings on Naukri (no public application API: they come back 'ready for you') that fit the resume. */
async function insertNaukriPostings(titles: Array<{ title: string; company: string }>) {
  const rows = titles.map(({ title, company }) => {
    const id = crypto.randomUUID();
    return {
      id,
      source: "import",
      external_id: `e2e-${id}`,
      title,
      company,
      location: "Bengaluru, Karnataka, India",
      description: `${title} at ${company}: own paid acquisition across Google Ads and Meta Ads, report in SQL and Google Analytics.`,
      work_mode: "hybrid",
      skills: ["Google Ads", "Meta Ads", "Google Analytics", "SQL"],
      apply_link: `https://www.naukri.com/job-listings-${id}`,
      portal: "naukri",
      apply_meta: JSON.stringify({}),
      posted_at: new Date(),
    };
  });
  await app.database.knex("job_postings").insert(rows);
  return rows;
}

describe("Auto-Apply", () => {
  it("grants consent, enables Naukri, saves, runs and sees the log fill, then revokes", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Asha Verma");
    await uploadResume(page);
    const postings = await insertNaukriPostings([
      { title: "Performance Marketing Manager", company: "Kalpaka Retail E2E" },
      { title: "Senior Performance Marketing Manager", company: "Tarang Foods E2E" },
    ]);

    await page.getByRole("navigation").first().getByRole("link", { name: "Auto Apply", exact: true }).first().click();
    await page.waitForURL("**/auto-apply");
    await page.getByRole("heading", { level: 1, name: "Auto-Apply" }).waitFor();

    // Before consent: the enable switch is locked and the log invites a first run.
    const enable = page.getByRole("switch", { name: "Enable Auto-Apply" });
    await enable.waitFor({ state: "attached" });
    expect(await enable.isDisabled()).toBe(true);
    expect(await page.getByLabel("Min match %").inputValue()).toBe("75");
    expect(await page.getByLabel("Daily cap").inputValue()).toBe("10");
    await page.getByText("No applications yet").waitFor();

    // Grant consent.
    await page.getByRole("button", { name: "Grant Consent" }).click();
    await page.getByText("Consent granted.").waitFor();
    const consentCard = page.getByRole("region", { name: "Auto-Apply consent" });
    await consentCard.getByText("From IP").waitFor();
    expect(await consentCard.textContent()).toContain("2026-11");
    await expect.poll(() => enable.isDisabled()).toBe(false);

    // Enable with Naukri on, for the resume's role, and save.
    await page.getByText("Enable Auto-Apply", { exact: true }).click();
    await expect.poll(() => enable.isChecked()).toBe(true);
    await page.getByText("Naukri", { exact: true }).click();
    await expect.poll(() => page.getByRole("switch", { name: "Naukri" }).isChecked()).toBe(true);
    await page.getByLabel("Min match %").fill("50");
    await page.getByLabel("Daily cap").fill("50");
    await page.getByLabel("Roles", { exact: true }).fill("Performance Marketing Manager, ");
    await page.getByLabel("Locations", { exact: true }).fill("Bengaluru, Remote");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Auto-Apply settings saved.").waitFor();
    // Refreshed from the server's answer: the trailing comma is gone.
    expect(await page.getByLabel("Roles", { exact: true }).inputValue()).toBe("Performance Marketing Manager");
    await page.getByText("Auto-Apply is on", { exact: true }).waitFor();

    // Run now: the log fills with 'ready for you' attempts and their Apply links.
    await page.getByRole("button", { name: "Run now" }).click();
    await page.getByText(/^Auto-Apply (looked at|reached today)/).first().waitFor();
    const table = page.getByRole("table", { name: "Auto-Apply applications" });
    await table.waitFor();
    for (const posting of postings) {
      const row = table.getByRole("row").filter({ hasText: posting.company });
      await row.waitFor();
      expect(await row.textContent()).toContain("Ready for you");
      expect(await row.textContent()).toContain("Naukri");
      const apply = row.getByRole("link", { name: /^Apply/ });
      expect(await apply.getAttribute("href")).toBe(posting.apply_link);
      expect(await apply.getAttribute("target")).toBe("_blank");
    }
    expect(await page.getByTestId("last-run").textContent()).toMatch(/^Last run: /);

    // Revoke: the switch goes off and locks, and the server agrees after a reload.
    await page.getByRole("button", { name: "Pause & Revoke Consent" }).click();
    await page.getByText("Auto-Apply paused and consent revoked.").waitFor();
    await expect.poll(() => enable.isChecked()).toBe(false);
    expect(await enable.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Grant Consent" }).waitFor();

    await page.reload();
    await page.getByRole("form", { name: "Auto-Apply settings" }).waitFor();
    expect(await page.getByRole("switch", { name: "Enable Auto-Apply" }).isChecked()).toBe(false);
    expect(await page.getByRole("switch", { name: "Enable Auto-Apply" }).isDisabled()).toBe(true);
    expect(await page.getByRole("switch", { name: "Naukri" }).isChecked()).toBe(true);
    await page.getByText("Auto-Apply is off").waitFor();
    await page.context().close();
  }, 120_000);

  it("from switching Auto-Apply on to opening a ready-for-you application pack in the tracker", async () => {
    const page = await newPage(app);
    const origin = new URL(app.server.url).origin;
    // Postings link to real job boards; answer them locally so the test never leaves this machine.
    await page.context().route(
      (url) => url.origin !== origin,
      (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Job board</title>" }),
    );
    await signUpThroughUi(page, "Asha Verma");
    await page.goto("/auto-apply");
    await page.getByRole("form", { name: "Auto-Apply settings" }).waitFor();
    // A new user: the empty log asks for consent, and the run history is empty.
    await page.getByText("No applications yet").waitFor();
    await page.getByText(/^No runs yet\./).waitFor();

    await page.getByRole("button", { name: "Grant Consent" }).click();
    await page.getByText("Consent granted.").waitFor();
    // With consent but switched off, the log no longer asks for consent.
    await page.getByText("Auto-Apply is switched off").waitFor();
    await page.getByText("Enable Auto-Apply", { exact: true }).click();
    for (const portal of ["Naukri", "LinkedIn", "Greenhouse"]) await page.getByText(portal, { exact: true }).click();
    await page.getByLabel("Roles", { exact: true }).fill("Growth Hacker Astronaut");
    await page.getByLabel("Locations", { exact: true }).fill("Bengaluru");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Auto-Apply settings saved.").waitFor();

    // Run now without a resume: the run says so instead of "No applications yet" and nothing else.
    await page.getByRole("button", { name: "Run now" }).click();
    await page.getByText("Upload your resume in the job search workspace first: Auto-Apply applies with your latest resume.").first().waitFor();
    await page.getByRole("note", { name: "What to change" }).first().waitFor();

    // With a resume and roles nothing fits, the run explains why nothing was sent and what to change.
    await uploadResume(page);
    const [posting] = await insertNaukriPostings([{ title: "Performance Marketing Manager", company: "Pack Test Retail E2E" }]);
    await page.getByRole("button", { name: "Run now" }).click();
    await expect.poll(async () => (await page.getByRole("note", { name: "What to change" }).first().textContent()) ?? "", { timeout: 20_000 }).toContain('No postings on your portals match your roles ("Growth Hacker Astronaut")');

    // Fix the roles and run again: the posting is prepared for the user.
    await page.getByLabel("Roles", { exact: true }).fill("Performance Marketing Manager");
    await page.getByLabel("Min match %").fill("50");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Auto-Apply settings saved.").waitFor();
    await page.getByRole("button", { name: "Run now" }).click();
    const table = page.getByRole("table", { name: "Auto-Apply applications" });
    await table.getByRole("row").filter({ hasText: "Pack Test Retail E2E" }).waitFor({ timeout: 20_000 });
    const runs = page.getByRole("list", { name: "Auto-Apply runs" });
    expect(await runs.locator(":scope > li").count()).toBeGreaterThanOrEqual(3);
    expect(await runs.locator(":scope > li").first().textContent()).toMatch(/ready for you/);

    // The tracker: the posting is "ready for you" with its pack.
    await page.getByRole("navigation").first().getByRole("link", { name: "Applications", exact: true }).first().click();
    await page.waitForURL("**/applications");
    const card = page.getByRole("region", { name: "Application board" }).locator("[data-application]").filter({ hasText: "Pack Test Retail E2E" });
    await card.getByText("Ready for you").waitFor();
    await card.getByRole("button", { name: "Performance Marketing Manager" }).click();
    const pack = page.getByRole("region", { name: "Application pack" });
    await pack.waitFor();
    expect(await page.getByRole("link", { name: /Open posting/ }).getAttribute("href")).toBe(posting!.apply_link);
    const answers = pack.getByRole("list", { name: "Screening answers" });
    expect(await answers.textContent()).toContain("Your profile does not say your notice period.");

    const [docx] = await Promise.all([page.waitForEvent("download"), pack.getByRole("button", { name: /Download the tailored resume as Word/ }).click()]);
    expect(docx.suggestedFilename()).toBe("Asha_Verma_ATS_Resume.docx");
    const { value: word } = await mammoth.extractRawText({ buffer: readFileSync((await docx.path())!) });
    expect(word).toContain("Asha Verma");
    expect(word).toContain("Swiggy");
    const [pdf] = await Promise.all([page.waitForEvent("download"), pack.getByRole("button", { name: /Download the tailored resume as PDF/ }).click()]);
    expect(pdf.suggestedFilename()).toBe("Asha_Verma_ATS_Resume.pdf");
    expect(readFileSync((await pdf.path())!).subarray(0, 5).toString()).toBe("%PDF-");

    // The cover letter opens from the pack.
    await pack.getByRole("button", { name: /Cover letter/ }).click();
    await page.waitForURL(/tab=letters&letter=/);
    await page.getByRole("button", { name: "Download .docx" }).waitFor();
    await page.context().close();
  }, 180_000);

  it("refuses non-numeric numbers in the browser with the section 5 message", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Ravi Kumar");
    await page.goto("/auto-apply");
    await page.getByRole("form", { name: "Auto-Apply settings" }).waitFor();
    await page.getByLabel("Daily cap").fill("");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByText("Min match percentage and daily cap must be numbers.").waitFor();
    await page.context().close();
  });
});
