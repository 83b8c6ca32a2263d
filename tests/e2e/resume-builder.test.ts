import { readFileSync } from "node:fs";
import mammoth from "mammoth";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, startE2e, type E2eApp, signUpThroughUi } from "../support/browser";
import { readResume } from "../../server/src/engines/resume-parser/read-resume";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const RESUME = path.join(fixtures, "resumes/heading-variants.txt"); // Vikram Iyer, logistics coordinator
const BENCHMARK = path.join(fixtures, "resume-pairs/benchmarks/supply-chain-manager.txt");

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

const selected = (page: Page, name: string) => page.getByRole("tab", { name }).getAttribute("aria-selected");

describe("Resume Builder in Chromium against the real server", () => {
  it("uploads a resume, edits it, compares with a benchmark, builds, previews and downloads the .docx", async () => {
    const page = await newPage(app);
    const { email } = await signUpThroughUi(page, "Resume Tester");
    await page.getByRole("navigation").first().getByRole("link", { name: "Resume Builder", exact: true }).first().click();
    await page.waitForURL("**/resume-builder");
    await page.getByRole("heading", { level: 1, name: "Resume Builder" }).waitFor();
    expect(await page.getByRole("tab", { name: "Preview" }).isDisabled()).toBe(true);
    expect(await page.getByRole("tab", { name: "Export" }).isDisabled()).toBe(true);

    // Upload: the ingest fills the form with the resume's details.
    await page.getByLabel("Target role").fill("Supply Chain Manager");
    await page.getByLabel("Resume file").setInputFiles(RESUME);
    await page.getByRole("button", { name: "Upload resume" }).click();
    await expect.poll(() => page.getByLabel("Full name").inputValue(), { timeout: 20_000 }).toMatch(/vikram iyer/i);
    expect(await page.getByLabel("Email").inputValue()).toBe("vikram.iyer@example.org");
    expect(await page.getByLabel("Skills").inputValue()).toMatch(/Logistics/i);
    const firstRole = page.getByRole("group", { name: "Experience 1" });
    expect(await firstRole.getByLabel("Company").inputValue()).toMatch(/Swift Freight/);
    await expect.poll(() => page.getByRole("group", { name: "Resume contents" }).textContent()).toMatch(/[1-9]\d* skills?/);
    await page.getByRole("heading", { name: "Strengths" }).waitFor();
    expect(await selected(page, "Edit")).toBe("true");

    // Edit a field and take the insights into the instructions.
    await page.getByLabel("Headline").fill("Supply chain professional cutting freight and inventory costs");
    await page.getByRole("button", { name: "Add to instructions" }).click();
    expect(await page.getByLabel("Instructions").inputValue()).not.toBe("");

    // Compare with a benchmark: a successful compare moves the edit tab to Preview.
    await page.getByLabel("Benchmark resume").setInputFiles(BENCHMARK);
    await page.getByLabel("Focus role").fill("Supply Chain Manager");
    await page.getByRole("button", { name: "Compare resumes" }).click();
    await expect.poll(() => selected(page, "Preview"), { timeout: 20_000 }).toBe("true");
    const comparison = page.getByRole("region", { name: "Comparison result" });
    await comparison.waitFor();
    const scoreLabel = await comparison.getByLabel(/^Alignment score: \d+ out of 100$/).getAttribute("aria-label");
    const score = Number(/(\d+)/.exec(scoreLabel ?? "")?.[1]);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
    expect(await comparison.getByRole("heading", { name: "Priority gaps" }).count()).toBe(1);

    // Build: back on Edit, 'Build Resume' moves to Preview with the rendered resume.
    await page.getByRole("tab", { name: "Edit" }).click();
    await page.getByRole("button", { name: "Build Resume" }).click();
    await expect.poll(() => selected(page, "Preview"), { timeout: 20_000 }).toBe("true");
    const resume = page.getByRole("article", { name: "Built resume" });
    await resume.waitFor();
    expect(await resume.getByRole("heading").first().textContent()).toMatch(/vikram iyer/i);
    expect(await resume.textContent()).toContain("Supply chain professional cutting freight and inventory costs");
    expect(await resume.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await page.getByRole("list", { name: "Keywords" }).getByRole("listitem").count()).toBeGreaterThan(0);
    // The edit is stored in the resume the upload made (parsed once, then edited in place as a document), and the
    // build, the comparison and the downloads all named it by id.
    const stored = await app.database.knex("user_resumes as r").join("users as u", "u.id", "r.user_id").where({ "u.email": email }).select("r.document");
    expect(stored).toHaveLength(1);
    const document = (typeof stored[0]!.document === "string" ? JSON.parse(stored[0]!.document) : stored[0]!.document) as { contact: { headline: string } };
    expect(document.contact.headline).toBe("Supply chain professional cutting freight and inventory costs");

    // Export: the Word file downloads as '{name}_ATS_Resume.docx' and is a real zip (PK header).
    await page.getByRole("tab", { name: "Export" }).click();
    await page.getByText(/_ATS_Resume\.docx$/).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download Word" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^[A-Za-z_]+_ATS_Resume\.docx$/);
    expect(download.suggestedFilename().toLowerCase()).toBe("vikram_iyer_ats_resume.docx");
    const file = await download.path();
    const bytes = readFileSync(file);
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    // It is the resume just previewed, readable as a Word document.
    const { value: text } = await mammoth.extractRawText({ buffer: bytes });
    expect(text).toMatch(/vikram iyer/i);
    expect(text).toContain("Supply chain professional cutting freight and inventory costs");
    for (const heading of ["Skills", "Experience"]) expect(text).toContain(heading);
    // Building the resume and downloading it used one monthly build, not two.
    const builds = await app.database
      .knex("usage_counters as c")
      .join("users as u", "u.id", "c.user_id")
      .where({ "u.email": email, "c.feature": "resumeBuilds" })
      .sum<{ total: string | number }[]>({ total: "c.count" });
    expect(Number(builds[0]!.total)).toBe(1);

    // The PDF of the same resume, in another template, is a real PDF that reads back, and uses no other build.
    await page.getByText("Modern", { exact: true }).click();
    expect(await page.getByRole("radio", { name: /Modern/ }).isChecked()).toBe(true);
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(pdf.suggestedFilename().toLowerCase()).toBe("vikram_iyer_ats_resume.pdf");
    const pdfBytes = readFileSync((await pdf.path())!);
    expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const read = await readResume(new Uint8Array(pdfBytes));
    expect(read.parsed.name.toLowerCase()).toBe("vikram iyer");
    expect(read.text).toContain("Supply chain professional cutting freight and inventory costs");
    const after = await app.database
      .knex("usage_counters as c")
      .join("users as u", "u.id", "c.user_id")
      .where({ "u.email": email, "c.feature": "resumeBuilds" })
      .sum<{ total: string | number }[]>({ total: "c.count" });
    expect(Number(after[0]!.total)).toBe(1);
    await page.context().close();
  });
});
