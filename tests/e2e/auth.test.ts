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

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret-pass");
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForURL("**/dashboard");
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
    await page.goto("/interview");
    await page.waitForURL("**/login");
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

  it("lets a signed-in user reach every screen from the navigation", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Navigator", uniqueEmail());
    for (const [label, path] of [
      ["Auto Apply", "/auto-apply"],
      ["Resume Builder", "/resume-builder"],
      ["Interview AI", "/interview"],
      ["Job Search", "/jobs"],
      ["Role Notes", "/notes"],
      ["Dashboard", "/dashboard"],
    ] as const) {
      await page.getByRole("navigation").first().getByRole("link", { name: label, exact: true }).first().click();
      await page.waitForURL(`**${path}`);
    }
    await page.goto("/profile");
    await expect.poll(() => page.textContent("body")).toContain("Navigator");
    await page.context().close();
  });
});
