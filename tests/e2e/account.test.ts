import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { newPage, startE2e, type E2eApp, signUpThroughUi, uniqueEmail } from "../support/browser";

/**
 * An account that saves (issue 17), in Chromium against the real server and the built app: profile, password,
 * preferences and billing on the Account screen; interview results and Resume Builder drafts saved on the server
 * and reopened from the dashboard. Every check after a change reloads the page, so what is shown comes from the server.
 */
let app: E2eApp;
beforeAll(async () => {
  app = await startE2e();
});
afterAll(async () => {
  await app?.stop();
});

const tabPanel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');

async function openAccountTab(page: Page, tab: string) {
  await page.goto("/profile");
  await page.getByRole("tablist", { name: "Account sections" }).waitFor();
  await page.getByRole("tab", { name: tab }).click();
  await expect.poll(() => page.getByRole("tab", { name: tab }).getAttribute("aria-selected")).toBe("true");
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL("**/dashboard");
}

describe("the Account screen saves", () => {
  it("updates the name and (with the password) the email, and both hold after a reload and a new login", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Meera Iyer");
    await openAccountTab(page, "Profile");
    const form = page.getByRole("form", { name: "Update Profile" });
    await form.getByLabel("Name").fill("Meera K. Iyer");
    // Keyboard only: Enter submits the form.
    await form.getByLabel("Name").press("Enter");
    await page.getByText("Profile updated").waitFor();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Meera K. Iyer");
    await page.reload();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Meera K. Iyer");

    const next = uniqueEmail("moved");
    await form.getByLabel("Email").fill(next);
    await form.getByRole("button", { name: "Update Profile" }).click();
    await form.getByText("Enter your current password to change your email.").waitFor();
    await form.getByLabel("Current Password").fill("wrong-password");
    await form.getByRole("button", { name: "Update Profile" }).click();
    await form.getByText("That is not your current password. Please check it and try again.").waitFor();
    await form.getByLabel("Current Password").fill("secret-pass");
    await form.getByRole("button", { name: "Update Profile" }).click();
    await page.getByText(`Log in with ${next} from now on.`).waitFor();

    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.waitForURL("**/login");
    await logIn(page, next, "secret-pass");
    await expect.poll(() => page.getByRole("navigation").first().textContent()).toContain("Meera K. Iyer");
    await page.context().close();
  });

  it("changes the password, signs out the other browser and keeps this one", async () => {
    const page = await newPage(app);
    const { email } = await signUpThroughUi(page, "Kabir Rao");
    const other = await newPage(app);
    await logIn(other, email, "secret-pass");

    await openAccountTab(page, "Settings");
    const form = page.getByRole("form", { name: "Change Password" });
    await form.getByLabel("Current Password").fill("secret-pass");
    await form.getByLabel("New Password").fill("12345");
    await form.getByRole("button", { name: "Update Password" }).click();
    await form.getByText("Password must be at least 6 characters").waitFor();
    await form.getByLabel("New Password").fill("brand-new-pass");
    await form.getByRole("button", { name: "Update Password" }).click();
    await page.getByText("You're still signed in here; 1 other session was signed out.").waitFor();

    // The other browser's session has ended: its next screen sends it to /login.
    await other.goto("/dashboard");
    await other.waitForURL("**/login", { timeout: 15_000 });
    // This one carries on.
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Your toolkit" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    // The new password logs in; the old one does not.
    await other.getByLabel("Email").fill(email);
    await other.getByLabel("Password").fill("secret-pass");
    await other.getByRole("button", { name: "Login" }).click();
    await other.getByRole("alert").waitFor();
    await logIn(other, email, "brand-new-pass");
    await other.context().close();
    await page.context().close();
  });

  it("stores the privacy and notification switches, shows two-factor sign-in as not available, and reads them back", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Anita Desai");
    await openAccountTab(page, "Settings");
    const privateProfile = tabPanel(page).getByRole("checkbox", { name: /Private Profile/ });
    expect(await privateProfile.isChecked()).toBe(false);
    // Keyboard: Space on the focused switch toggles it, and it is saved at once.
    await privateProfile.focus();
    await page.keyboard.press("Space");
    await page.getByText("Private Profile is on.").waitFor();
    expect(await tabPanel(page).getByRole("checkbox", { name: /Two-Factor/ }).count()).toBe(0);
    expect(await tabPanel(page).getByText("Not available yet").isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Notifications" }).click();
    await tabPanel(page).getByRole("checkbox", { name: /^Product News/ }).check({ force: true });
    await tabPanel(page).getByRole("checkbox", { name: /^Messages/ }).uncheck({ force: true });
    await tabPanel(page).getByRole("button", { name: "Save Preferences" }).click();
    await page.getByText("Preferences saved").waitFor();

    await openAccountTab(page, "Notifications");
    await tabPanel(page).getByRole("checkbox", { name: /^Product News/ }).waitFor({ state: "attached" });
    expect(await tabPanel(page).getByRole("checkbox", { name: /^Product News/ }).isChecked()).toBe(true);
    expect(await tabPanel(page).getByRole("checkbox", { name: /^Messages/ }).isChecked()).toBe(false);
    expect(await tabPanel(page).getByRole("checkbox", { name: /^Job Alert Notifications/ }).isChecked()).toBe(true);
    await page.getByRole("tab", { name: "Settings" }).click();
    await expect.poll(() => tabPanel(page).getByRole("checkbox", { name: /Private Profile/ }).isChecked()).toBe(true);
    await page.context().close();
  });

  it("shows the real plan, this period's usage, the payment history and the rupee catalogue on the Billing tab", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Ravi Menon");
    await openAccountTab(page, "Billing");
    const current = tabPanel(page).getByRole("region", { name: "Pro Plus" });
    await current.waitFor();
    expect(await current.textContent()).toContain("Launch promotion");
    expect(await current.getByTestId("plan-period").textContent()).toBe("Pro Plus is free for you during our launch promotion; nothing to pay.");
    const usage = tabPanel(page).getByRole("region", { name: "Usage this period" });
    expect(await usage.getByRole("progressbar").count()).toBe(5);
    expect(await usage.getByRole("progressbar", { name: "Voice practice today" }).getAttribute("aria-valuetext")).toBe("0 of 60 min used");
    expect(await tabPanel(page).getByText("No payments yet").isVisible()).toBe(true);
    const compare = tabPanel(page).getByRole("region", { name: "Compare plans" });
    await compare.getByRole("article", { name: "Starter" }).waitFor();
    for (const [name, price] of [["Free", "₹0/mo"], ["Starter", "₹79/mo"], ["Pro", "₹199/mo"], ["Pro Plus", "₹399/mo"]] as const) {
      expect(await compare.getByRole("article", { name, exact: true }).textContent()).toContain(price);
    }
    expect(await tabPanel(page).textContent()).not.toContain("$");
    expect(await compare.getByRole("article", { name: "Pro Plus", exact: true }).getByRole("button", { name: "Current Plan" }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe("saved work reopens from the dashboard", () => {
  it("saves an interview's results and reopens them from the dashboard", async () => {
    const page = await newPage(app);
    page.on("dialog", (dialog) => void dialog.dismiss());
    await signUpThroughUi(page, "Dev Anand");
    await page.goto("/interview");
    await page.getByLabel("Role").fill("Data Analyst");
    await page.getByRole("button", { name: "Start Interview" }).click();
    await page.getByLabel("Your answer").fill(
      "At Meesho I rebuilt the weekly sales reporting in SQL and Tableau. Report preparation fell from two days to twenty minutes, and data errors dropped by 90% after I added quality checks.",
    );
    await page.getByRole("button", { name: "Submit Answer" }).click();
    await page.getByRole("list", { name: "Questions and answers" }).waitFor();
    await page.getByRole("button", { name: "Finish & Summary" }).click();
    const overall = (await page.getByTestId("overall-score").textContent()) ?? "";
    expect(overall).toMatch(/^\d+\/100$/);

    await page.getByRole("button", { name: "Save Results" }).click();
    await page.getByText("Results saved").waitFor();
    expect(await page.getByRole("button", { name: "Saved" }).isDisabled()).toBe(true);

    await page.getByTestId("saved-note").getByRole("link", { name: "dashboard" }).click();
    await page.waitForURL("**/dashboard");
    const saved = page.getByRole("region", { name: "Saved interview results" });
    await saved.getByRole("link", { name: "Data Analyst mock interview" }).click();
    await page.waitForURL(/\/interview\?session=/);
    await expect.poll(() => page.getByTestId("overall-score").textContent()).toBe(overall);
    expect(await page.getByTestId("saved-note").textContent()).toContain("Data Analyst mock interview");
    await page.getByRole("tab", { name: "Interview", exact: true }).click();
    expect(await page.getByRole("list", { name: "Questions and answers" }).textContent()).toContain("Report preparation fell from two days");
    await page.context().close();
  });

  it("saves the Resume Builder form as a draft and reopens it from the dashboard exactly as typed", async () => {
    const page = await newPage(app);
    await signUpThroughUi(page, "Sneha Kulkarni");
    await page.goto("/resume-builder");
    await page.getByRole("heading", { level: 1, name: "Resume Builder" }).waitFor();
    const typed = {
      "Full name": "  Sneha   Kulkarni ",
      "Target role": "Data Analyst",
      "Target company": "Swiggy",
      Skills: "SQL,, Power BI , Python",
      Education: "B.Sc Statistics, Osmania University\n\nPG Diploma, IIIT Hyderabad",
    };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole("button", { name: "Add experience" }).click();
    const role = page.getByRole("group", { name: "Experience 1" });
    await role.getByLabel("Job title").fill("Data Analyst");
    await role.getByLabel("Company").fill("RetailNext");
    await role.getByLabel("Bullets").fill("- Built 12 dashboards\n• Cut reporting time 40%\n");
    await page.getByRole("region", { name: "Drafts" }).getByLabel("Draft name").fill("Swiggy application");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await page.getByText("Saved as “Swiggy application”. Open it again from here or from your dashboard.").waitFor();

    await page.goto("/dashboard");
    await page.getByRole("region", { name: "Resume drafts" }).getByRole("link", { name: "Swiggy application" }).click();
    await page.waitForURL("**/resume-builder");
    await expect.poll(() => page.getByLabel("Full name", { exact: true }).inputValue()).toBe(typed["Full name"]);
    for (const [label, value] of Object.entries(typed)) expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe(value);
    const reopened = page.getByRole("group", { name: "Experience 1" });
    expect(await reopened.getByLabel("Company").inputValue()).toBe("RetailNext");
    expect(await reopened.getByLabel("Bullets").inputValue()).toBe("- Built 12 dashboards\n• Cut reporting time 40%\n");
    expect(await page.getByRole("region", { name: "Drafts" }).getByTestId("draft-status").textContent()).toMatch(/^“Swiggy application” saved/);
    await page.context().close();
  });
});
