/**
 * `npm run screenshots`: the README's pictures of the product, taken from the real thing. The built app and API
 * on an in-memory database with the demo job index, a new account that uploads the two-column sample resume and
 * searches, then Chromium photographs the dashboard and the job search at 1280 px (docs/images/*.png).
 * Needs `npm run build` and Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { openDatabase, migrateLatest } from "../server/src/db";
import { startServer } from "../server/src/server";
import { loadConfig } from "../server/src/config";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "docs/images");
const RESUME = path.join(ROOT, "tests/fixtures/resumes/two-column.pdf");

const database = await openDatabase({});
await migrateLatest(database.knex);
const server = await startServer(
  loadConfig({ NODE_ENV: "development", LOG_LEVEL: "silent", PORT: "0", HOST: "127.0.0.1", SERVE_CLIENT: "true", RUN_WORKERS: "false", DATA_DIR: "/tmp/hirewise-screenshots" }),
  { database },
);
await server.startupJobs;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ baseURL: server.url, viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });
  await page.goto("/signup");
  await page.getByLabel("Full name").fill("Priya Sharma");
  await page.getByLabel("Email", { exact: true }).fill("priya.sharma@example.com");
  await page.getByLabel("Password", { exact: true }).fill("a-long-passphrase");
  await page.getByLabel("Confirm Password").fill("a-long-passphrase");
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("heading", { name: "Your toolkit" }).waitFor();

  await page.goto("/jobs");
  await page.getByLabel("Resume file").setInputFiles(RESUME);
  await page.getByText("Ready", { exact: true }).waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Find Matches" }).click();
  const first = page.getByRole("list", { name: "Job matches" }).getByRole("article").first();
  await first.waitFor({ timeout: 30_000 });
  await first.getByRole("button", { name: "Save" }).click();
  await first.getByRole("button", { name: "Saved" }).waitFor();
  await page.mouse.move(0, 0);
  await page.evaluate("window.scrollTo(0, 0)"); // a string: this script is typed for Node, not the DOM
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT, "jobs.png") });

  await page.goto("/dashboard");
  await page.getByRole("heading", { name: "Your toolkit" }).waitFor();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(OUT, "dashboard.png") });
  for (const f of ["jobs.png", "dashboard.png"]) console.log(`${path.relative(ROOT, path.join(OUT, f))}: ${fs.statSync(path.join(OUT, f)).size} bytes`);
} finally {
  await browser.close();
  await server.stop();
  await database.close();
}
