import fs from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";
import { openDatabase, type Database } from "../../server/src/db";
import { startServer, type RunningServer } from "../../server/src/server";
import { CLIENT_DIST } from "../../server/src/app";
import { testConfig } from "./api-harness";
import { pgliteTemplate } from "./databases";

/** Debian's Chromium (installed by .ci/run); playwright's own browser download does not work here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

export interface E2eApp {
  server: RunningServer;
  database: Database;
  browser: Browser;
  stop(): Promise<void>;
}

/** The whole product on one origin (built web app + API) over a fresh in-memory database, and a browser. */
export async function startE2e(env: Record<string, string> = {}): Promise<E2eApp> {
  if (!fs.existsSync(`${CLIENT_DIST}/index.html`)) throw new Error("client/dist is missing: run `npm run build` first (npm test does)");
  const database = await openDatabase({ loadDataDir: pgliteTemplate() }); // migrated, with the demo job index
  const server = await startServer(testConfig({ PORT: "0", HOST: "127.0.0.1", SERVE_CLIENT: "true", ...env }), { database });
  await server.startupJobs; // the demo job index is in before the first screen loads
  const browser = await launchBrowser();
  return {
    server,
    database,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
      await database.close();
    },
  };
}

/** Fails the test on any uncaught page error, so a broken screen cannot pass by accident. */
export async function newPage(app: E2eApp): Promise<Page> {
  const context = await app.browser.newContext({ baseURL: app.server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (err) => {
    throw err;
  });
  return page;
}

export const uniqueEmail = (tag = "e2e") => `${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/**
 * Signs up through the real form and waits for the dashboard. Returns the email and the stored access
 * token, for tests that then drive the API as that user.
 */
export async function signUpThroughUi(
  page: Page,
  name: string,
  email: string = uniqueEmail(),
  password = "secret-pass",
): Promise<{ email: string; accessToken: string }> {
  await page.goto("/signup");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.waitForURL("**/dashboard");
  // The URL changes before the lazily loaded screen commits; wait for the screen itself, or a later
  // route commit (which closes menus and resets state) can land in the middle of the next step.
  await page.getByRole("heading", { name: "Your toolkit" }).waitFor();
  const accessToken = await page.evaluate(() => {
    const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage;
    return JSON.parse(storage.getItem("hirewise.auth") ?? "{}").accessToken as string;
  });
  return { email, accessToken };
}
