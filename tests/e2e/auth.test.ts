import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, startE2e, type E2eApp, signUpThroughUi, uniqueEmail } from "../support/browser";

let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

describe("signing up, logging out and in", () => {
  it("signs up, lands on the dashboard with the name in the nav, logs out to /login, and logs back in", async () => {
    const page = await newPage(app);
    const email = uniqueEmail();
    await signUpThroughUi(page, "Meera Iyer", email);
    await expect.poll(() => page.getByRole("navigation").first().textContent()).toContain("Meera Iyer");

    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL("**/login");
    expect(await page.evaluate(() => window.localStorage.getItem("hirewise.auth"))).toBeNull();
    // The plan and usage record belongs to the person who left.
    expect(await page.evaluate(() => window.localStorage.getItem("hirewise.subscription"))).toBeNull();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret-pass");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/dashboard");
    await page.context().close();
  });

  it("refreshes an expired access token once for two tabs at the same time, and both stay signed in", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Two Tabs", uniqueEmail());
    const second = await page.context().newPage();
    await second.goto("/pricing");
    const refreshes: string[] = [];
    page.context().on("request", (req) => {
      if (req.url().endsWith("/api/v1/auth/refresh")) refreshes.push(req.url());
    });
    // An access token the server no longer accepts, as after it expired; the refresh token is still good.
    await page.evaluate(() => {
      const auth = JSON.parse(window.localStorage.getItem("hirewise.auth")!);
      window.localStorage.setItem("hirewise.auth", JSON.stringify({ ...auth, accessToken: "expired.access.token" }));
    });
    await Promise.all([page.goto("/profile"), second.goto("/dashboard")]);
    await expect.poll(() => page.textContent("main"), { timeout: 15_000 }).toContain("Two Tabs");
    await expect.poll(() => second.textContent("main"), { timeout: 15_000 }).toContain("Your toolkit");
    // The two tabs share one refresh (the Web Lock): the second finds the first's new tokens. (A second refresh with
    // the same token is forgiven only within 30 s and while its successor is unused; past that it logs both out.)
    expect(refreshes).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe("/profile");
    expect(new URL(second.url()).pathname).toBe("/dashboard");
    await page.context().close();
  });

  it("shows the server's message in a red alert when login fails", async () => {
    const page = await newPage(app);
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect.poll(() => page.getByRole("alert").first().textContent()).toContain("Incorrect email or password.");
    expect(new URL(page.url()).pathname).toBe("/login");
    await page.context().close();
  });

  it("shows the signup validation messages, match check first", async () => {
    const page = await newPage(app);
    await page.goto("/signup");
    await page.getByLabel("Full name").fill("Short Pass");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm Password").fill("abd");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect.poll(() => page.textContent("body")).toContain("Passwords do not match");
    await page.getByLabel("Confirm Password").fill("abc");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect.poll(() => page.textContent("body")).toContain("Password must be at least 6 characters");
    expect(new URL(page.url()).pathname).toBe("/signup");
    await page.context().close();
  });
});

describe("routing", () => {
  it("sends a signed-out visitor from a guarded screen to /login, replacing history", async () => {
    const page = await newPage(app);
    await page.goto("/pricing");
    await page.goto("/interview");
    await page.waitForURL("**/login");
    // /interview was replaced by /login: Back returns to the page before it, not to the guard again.
    await page.goBack();
    await page.waitForURL("**/pricing");
    await page.goto("/jobs");
    await page.waitForURL("**/login");
    await page.context().close();
  });

  it("sends unknown paths to /, which goes to /login when signed out and /dashboard when signed in", async () => {
    const page = await newPage(app);
    await page.goto("/no/such/page");
    await page.waitForURL("**/login");
    await signUpThroughUi(page, "Ravi Kumar", uniqueEmail());
    await page.goto("/definitely-not-a-route");
    await page.waitForURL("**/dashboard");
    await page.context().close();
  });

  it("on a phone, the menu opens from its button and closes on every route change", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Phone User", uniqueEmail());
    await page.setViewportSize({ width: 390, height: 844 });
    // Let the dashboard's own requests settle first: the menu is opened once the app is idle, as a person would.
    await page.waitForLoadState("networkidle");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await mobileNav.waitFor();
    await mobileNav.getByRole("link", { name: "Job Search", exact: true }).click();
    await page.waitForURL("**/jobs");
    await mobileNav.waitFor({ state: "detached" });
    // A route change that does not come from the menu closes it too.
    await page.getByRole("button", { name: "Open menu" }).click();
    await mobileNav.waitFor();
    await page.evaluate(() => window.history.back());
    await page.waitForURL("**/dashboard");
    await mobileNav.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("lets a signed-in user reach every screen from the navigation", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Navigator", uniqueEmail());
    for (const [label, path] of [
      ["Auto Apply", "/auto-apply"],
      ["Resume Builder", "/resume-builder"],
      ["Interview AI", "/interview"],
      ["Job Search", "/jobs"],
      ["Applications", "/applications"],
      ["Role Notes", "/notes"],
      ["Dashboard", "/dashboard"],
    ] as const) {
      await page.getByRole("navigation").first().getByRole("link", { name: label, exact: true }).first().click();
      await page.waitForURL(`**${path}`);
    }
    await page.goto("/profile");
    await expect.poll(() => page.textContent("body")).toContain("Navigator");
    await page.getByRole("navigation").first().getByRole("link", { name: "Navigator" }).first().waitFor();
    await page.goto("/coming-soon");
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL("**/dashboard");
    await page.context().close();
  });
});
