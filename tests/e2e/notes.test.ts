import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, startE2e, type E2eApp, signUpThroughUi } from "../support/browser";

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

describe("Role Playbook", () => {
  it("generates a playbook for a non-default role and downloads it as a PDF", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Kavya Menon");
    await page.goto("/notes");
    await expect.poll(() => page.getByText("Request a playbook to see guided notes").isVisible()).toBe(true);

    await page.getByLabel("Target role").fill("Data Analyst");
    await page.getByLabel("Experience level").selectOption("senior");
    await page.getByLabel("Target company (optional)").fill("Swiggy");
    await page.getByLabel("Tone").selectOption("friendly");
    const focus = page.getByLabel("Focus areas", { exact: true });
    await focus.fill("SQL; dashboards");
    await focus.press("Enter");
    const chips = page.getByRole("list", { name: "Focus areas added" }).getByRole("listitem");
    // The default focus areas (product strategy, analytics) left with the default role.
    await expect.poll(() => chips.allTextContents()).toEqual(["SQL", "dashboards"]);

    await page.getByRole("button", { name: "Generate playbook" }).click();
    const title = page.getByRole("heading", { level: 2, name: /Data Analyst/ });
    await title.waitFor();
    const headings = page.getByRole("list", { name: "Playbook sections" }).getByRole("heading", { level: 3 });
    const headingTexts = await headings.allTextContents();
    expect(headingTexts.length).toBeGreaterThanOrEqual(6);
    expect(headingTexts.some((h) => h.includes("SQL"))).toBe(true);
    expect(headingTexts.some((h) => h.includes("Swiggy"))).toBe(true);
    expect(await page.getByRole("heading", { name: "Suggested resources" }).isVisible()).toBe(true);

    // The new playbook joins the recent list.
    await expect.poll(() => page.getByRole("region", { name: "Recent playbooks" }).textContent()).toContain(await title.textContent());

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await fs.readFile((await download.path())!);
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
    await expect.poll(() => page.getByRole("button", { name: "Download PDF" }).isEnabled()).toBe(true);
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.context().close();
  });
});
