import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, startE2e, type E2eApp, signUpThroughUi } from "../support/browser";

// An automated WCAG 2.1 A/AA check (axe-core) of every screen, in the states a user sees most: empty,
// with results, mid-interview, and on a phone with the menu open. Serious and critical findings fail
// the test; each is printed with its rule, the elements it found and axe's help text and link.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Nodes left out of the check, each with the reason. Keep this list short and specific: only nodes a
 * rule gets wrong and that the app cannot change.
 */
const EXCLUDE: string[][] = [];

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
const RESUME = path.join(fixtures, "resumes/two-column.pdf");

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

/** The app's Content-Security-Policy blocks inline scripts, so axe is served as a same-origin script instead (CSP stays on). */
const AXE_PATH = "/__axe-core/axe.min.js";

/**
 * Answers every request off the app's origin locally (Razorpay's script, job boards), so the check never
 * leaves this machine, and serves axe-core's script on the app's origin.
 */
async function prepare(page: Page) {
  const origin = new URL(app.server.url).origin;
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "" }),
  );
  await page.context().route(`${origin}${AXE_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: AXE_SOURCE }),
  );
}

/** Runs axe on the page as it is now and returns one readable line block per serious or critical violation. */
async function audit(page: Page, screen: string): Promise<string[]> {
  // Let entrance animations (opacity fades) finish, or colour contrast is measured mid-fade.
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ url: AXE_PATH });
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
      const result = await axe.run({ exclude }, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return result.violations;
    },
    { tags: WCAG_TAGS, exclude: EXCLUDE },
  );
  return (violations as AxeViolation[])
    .filter((v) => FAILING_IMPACTS.has(v.impact ?? ""))
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => {
          const html = n.html.replace(/\s+/g, " ").slice(0, 200);
          return `    - ${n.target.map(String).join(" > ")}\n      ${html}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`;
        })
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `[${screen}] ${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${nodes}${more}`;
    });
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name }).waitFor();

/** Opens a screen, waits for what shows it is ready, and adds its findings to `found`. */
async function visit(page: Page, url: string, ready: () => Promise<unknown>, found: string[], label = url) {
  await page.goto(url);
  await ready();
  found.push(...(await audit(page, label)));
}

function expectNoViolations(found: string[]) {
  expect(found, `\n${found.join("\n\n")}\n`).toEqual([]);
}

describe("Accessibility (axe-core, WCAG 2.1 A/AA): no serious or critical violations", () => {
  it("signed out: login, sign-up and pricing", async () => {
    const page = await newPage(app);
    await prepare(page);
    const found: string[] = [];

    await visit(page, "/login", () => h1(page, "Welcome back"), found);

    await visit(page, "/signup", () => h1(page, "Create your account"), found);

    await visit(page, "/pricing", () => page.getByRole("article", { name: "Pro", exact: true }).waitFor(), found);

    await page.context().close();
    expectNoViolations(found);
  });

  it("signed in at desktop width: every screen, empty and with results", async () => {
    const page = await newPage(app);
    await prepare(page);
    const found: string[] = [];
    await signUpThroughUi(page, "Axe Tester");
    found.push(...(await audit(page, "/dashboard")));

    await visit(page, "/jobs", () => page.getByRole("heading", { name: "Resume intake" }).waitFor(), found);
    await page.getByLabel("Resume file").setInputFiles(RESUME);
    await page.getByText("Ready", { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Find Matches" }).click();
    await page.getByRole("list", { name: "Job matches" }).waitFor({ timeout: 20_000 });
    found.push(...(await audit(page, "/jobs with matches")));

    await visit(page, "/interview", () => h1(page, "Interview AI"), found, "/interview setup");
    await page.getByRole("button", { name: "Start Interview" }).click();
    await page.getByTestId("current-question").waitFor();
    found.push(...(await audit(page, "/interview in progress")));

    await visit(page, "/resume-builder", () => h1(page, "Resume Builder"), found);

    await page.goto("/notes");
    await page.getByText("Request a playbook to see guided notes").waitFor();
    await page.getByLabel("Target role").fill("Data Analyst");
    await page.getByRole("button", { name: "Generate playbook" }).click();
    await page.getByRole("list", { name: "Playbook sections" }).waitFor({ timeout: 20_000 });
    found.push(...(await audit(page, "/notes with a playbook")));

    await visit(page, "/auto-apply", () => page.getByRole("form", { name: "Auto-Apply settings" }).waitFor(), found);

    await visit(page, "/checkout?plan=pro", () => page.getByRole("group", { name: "Amount due" }).waitFor(), found);

    await visit(page, "/profile", () => h1(page, "Axe Tester"), found);
    // Each Account tab as it loads from the server: switches, the billing summary and catalogue, the notification form.
    const panel = page.locator('[role="tabpanel"]:not([hidden])');
    for (const [tab, ready] of [
      ["Settings", () => panel.getByRole("checkbox", { name: /Private Profile/ }).waitFor({ state: "attached" })],
      ["Billing", () => panel.getByRole("article", { name: "Pro Plus", exact: true }).waitFor()],
      ["Notifications", () => panel.getByRole("button", { name: "Save Preferences" }).waitFor()],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await ready();
      found.push(...(await audit(page, `/profile ${tab}`)));
    }

    await visit(page, "/coming-soon", () => page.getByRole("heading", { level: 1 }).waitFor(), found);

    await page.context().close();
    expectNoViolations(found);
  });

  it("the job hunt: the applications board and list, an application's details, a match report and a cover letter", async () => {
    const page = await newPage(app);
    await prepare(page);
    const found: string[] = [];
    await signUpThroughUi(page, "Axe Tracker");
    await page.goto("/jobs");
    await page.getByLabel("Resume file").setInputFiles(RESUME);
    await page.getByText("Ready", { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole("button", { name: "Find Matches" }).click();
    const card = page.getByRole("list", { name: "Job matches" }).getByRole("article").first();
    await card.getByRole("button", { name: "Save" }).click();
    await card.getByRole("button", { name: "Saved" }).waitFor();
    found.push(...(await audit(page, "/jobs with a saved job")));

    await visit(page, "/applications", () => page.getByRole("region", { name: "Application board" }).waitFor(), found, "/applications board");
    await page.getByRole("region", { name: "Application board" }).getByRole("button").first().click();
    await page.getByRole("form", { name: "Application details" }).waitFor();
    found.push(...(await audit(page, "/applications with details open")));
    await page.getByRole("button", { name: "List" }).click();
    await page.getByRole("table", { name: "Applications" }).waitFor();
    found.push(...(await audit(page, "/applications list")));

    await page.getByRole("region", { name: "Application", exact: true }).getByRole("button", { name: "Match my resume" }).click();
    // The details panel may still be closing beside the Job match tab, so press the tab's own button.
    await page.getByRole("tabpanel", { name: "Job match" }).getByRole("button", { name: "Match my resume" }).click();
    await page.getByTestId("match-report").waitFor({ timeout: 20_000 });
    found.push(...(await audit(page, "/applications match report")));

    await page.goto("/applications?tab=letters");
    await page.getByRole("button", { name: "Write cover letter" }).click();
    await page.getByRole("region", { name: "Cover letter", exact: true }).waitFor({ timeout: 20_000 });
    found.push(...(await audit(page, "/applications cover letter")));

    await page.context().close();
    expectNoViolations(found);
  });

  it("signed in on a phone (390x844): dashboard with the menu open, job search, interview, pricing", async () => {
    const page = await newPage(app);
    await prepare(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const found: string[] = [];
    await signUpThroughUi(page, "Axe Phone");
    found.push(...(await audit(page, "phone /dashboard")));

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).waitFor();
    found.push(...(await audit(page, "phone /dashboard, menu open")));

    await visit(page, "/jobs", () => page.getByRole("heading", { name: "Resume intake" }).waitFor(), found, "phone /jobs");

    await visit(page, "/interview", () => h1(page, "Interview AI"), found, "phone /interview");

    await visit(page, "/pricing", () => page.getByRole("article", { name: "Pro", exact: true }).waitFor(), found, "phone /pricing");

    await page.context().close();
    expectNoViolations(found);
  });
});
