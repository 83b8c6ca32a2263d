import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BillingSummary, Plan, Preferences } from "../../../api/generated/model";
import { toaster } from "../../../components/ui/toaster";
import { session } from "../../../lib/session";
import { PRIYA, deferred, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";
const PROFILE = "PATCH /api/v1/account/profile";
const PASSWORD = "POST /api/v1/account/password";
const GET_PREFS = "GET /api/v1/account/preferences";
const SAVE_PREFS = "PATCH /api/v1/account/preferences";
const SUMMARY = "GET /api/v1/billing/summary";
const PLANS = "GET /api/v1/plans";

const DEFAULTS: Preferences = {
  private_profile: false,
  email_notifications: true,
  job_alert_emails: true,
  application_update_emails: true,
  product_news_emails: false,
  weekly_tips_emails: true,
  push_job_alerts: true,
  push_messages: true,
  updated_at: null,
};

const limits = { job_matches_daily: null, mock_interviews_monthly: 3, resume_builds_monthly: null, resume_scores_daily: null };
const plan = (id: Plan["id"], name: string, amount: number, features: string[]): Plan => ({
  id,
  name,
  subtext: "",
  highlight: `₹${amount}/mo`,
  amount,
  currency: "INR",
  features,
  popular: false,
  badge: null,
  cta: `Choose ${name}`,
  meta: [],
  metaHeading: "Insights",
  limits,
});
const CATALOGUE = {
  plans: [
    plan("free", "Free", 0, ["Basic resume parsing", "Weekly AI career tips"]),
    plan("starter", "Starter", 79, ["2 ATS resume templates"]),
    plan("pro", "Pro", 199, ["5 ATS resume templates", "30-minute daily voice coach"]),
    plan("pro_plus", "Pro Plus", 399, ["Unlimited mock interviews"]),
  ],
  default_plan: "pro_plus",
  payments: { provider: "razorpay", key_id: null },
};

function summary(overrides: Partial<BillingSummary> = {}): BillingSummary {
  return {
    plan: CATALOGUE.plans[2]!,
    subscription: {
      planId: "pro",
      activatedAt: "2026-11-18T09:30:00.000Z",
      promotional: false,
      usage: {
        jobMatches: { date: "2026-11-22", count: 4, limit: null },
        resumeScores: { date: "2026-11-22", count: 1, limit: null },
        mockInterviews: { month: "2026-11", count: 2, limit: 3 },
        resumeBuilds: { month: "2026-11", count: 1, limit: null },
      },
    },
    status: "paid",
    period_start: "2026-11-18T09:30:00.000Z",
    paid_through: "2026-12-18T09:30:00.000Z",
    payments: [
      { id: "pay_NZ8kx3b7TqLm2P", order_id: "order_1", plan_id: "pro", plan_name: "Pro", amount: 19900, currency: "INR", paid_at: "2026-11-18T09:30:00.000Z" },
      { id: "pay_AB12", order_id: "order_0", plan_id: "starter", plan_name: "Starter", amount: 7900, currency: "INR", paid_at: "2026-10-02T09:30:00.000Z" },
    ],
    ...overrides,
  };
}

function problem(status: number, detail: string, extra: Record<string, unknown> = {}): Reply {
  return [status, { type: "https://hirewise.app/problems/x", title: "Error", status, detail, ...extra }];
}

async function openProfile(handlers: Record<string, Handler | Reply> = {}, tab?: string) {
  signIn();
  const api = stubApi({ [ME]: [200, userFrom(PRIYA, { plan: "pro_plus" })], [GET_PREFS]: [200, DEFAULTS], [SUMMARY]: [200, summary()], [PLANS]: [200, CATALOGUE], ...handlers });
  const app = renderApp("/profile");
  await screen.findByRole("tablist", { name: "Account sections" });
  if (tab) {
    await app.user.click(screen.getByRole("tab", { name: tab }));
    // The old panel leaves as the new one opens.
    await waitFor(() => expect(screen.getAllByRole("tabpanel")).toHaveLength(1));
  }
  return { ...app, api, panel: () => screen.getByRole("tabpanel") };
}

afterEach(() => {
  toaster.remove();
});

describe("Account (profile) screen: Profile tab", () => {
  it("shows the name and email in the header, and the Profile tab's details with the plan's display name", async () => {
    const { panel } = await openProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Priya Sharma" })).toBeTruthy();
    expect(await within(panel()).findByText("Pro Plus")).toBeTruthy();
    expect(within(panel()).getAllByText("priya@example.in").length).toBeGreaterThan(0);
    expect(within(panel()).getByText(PRIYA.id)).toBeTruthy();
    expect((within(panel()).getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Sharma");
    expect((within(panel()).getByLabelText("Email") as HTMLInputElement).value).toBe("priya@example.in");
  });

  it.each([
    ["free", "Free"],
    ["starter", "Starter"],
    ["pro", "Pro"],
  ] as const)("names plan %s as %s", async (planId, label) => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA, { plan: planId })] });
    renderApp("/profile");
    await screen.findByRole("tablist", { name: "Account sections" });
    expect(await within(screen.getByRole("tabpanel")).findByText(label)).toBeTruthy();
  });

  it("falls back to 'User', 'Not provided' and 'N/A'", async () => {
    signIn({ ...PRIYA, name: "", id: "" });
    stubApi({ [ME]: [200, { id: "", email: PRIYA.email, name: "", plan: "free", created_at: "2026-01-05T10:00:00Z" }] });
    renderApp("/profile");
    await screen.findByRole("tablist", { name: "Account sections" });
    expect(screen.getByRole("heading", { level: 1, name: "User" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("Not provided")).toBeTruthy();
    expect(within(panel).getByText("N/A")).toBeTruthy();
  });

  it("saves a new name without a password; the header, the form and the stored record follow", async () => {
    const { api, user, panel } = await openProfile({ [PROFILE]: ({ body }) => [200, userFrom(PRIYA, { name: (body as { name: string }).name })] });
    await within(panel()).findByText("Pro Plus");
    const update = within(panel()).getByRole("button", { name: "Update Profile" }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    const name = within(panel()).getByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Priya R. Sharma");
    expect(within(panel()).queryByLabelText("Current Password")).toBeNull();
    await user.click(within(panel()).getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("Profile updated")).toBeTruthy();
    expect(sentBodies(api, PROFILE)).toEqual([{ name: "Priya R. Sharma" }]);
    expect(screen.getByRole("heading", { level: 1, name: "Priya R. Sharma" })).toBeTruthy();
    expect(session.get()?.name).toBe("Priya R. Sharma");
    expect(session.get()?.accessToken).toBe(PRIYA.accessToken);
  });

  it("asks for the current password when the email changes, and sends it along", async () => {
    const { api, user, panel } = await openProfile({ [PROFILE]: ({ body }) => [200, userFrom(PRIYA, { email: (body as { email: string }).email })] });
    await within(panel()).findByText("Pro Plus");
    const email = within(panel()).getByLabelText("Email");
    await user.clear(email);
    await user.type(email, "Priya.New@Example.in");
    await user.click(within(panel()).getByRole("button", { name: "Update Profile" }));
    // Refused in the browser: no password yet.
    expect(await within(panel()).findByText("Enter your current password to change your email.")).toBeTruthy();
    expect(sentBodies(api, PROFILE)).toEqual([]);
    await user.type(within(panel()).getByLabelText("Current Password"), "s3cure-pass");
    await user.click(within(panel()).getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByText("Log in with priya.new@example.in from now on.")).toBeTruthy();
    expect(sentBodies(api, PROFILE)).toEqual([{ name: "Priya Sharma", email: "priya.new@example.in", current_password: "s3cure-pass" }]);
    expect(session.get()?.email).toBe("priya.new@example.in");
  });

  it("puts a wrong password on the password field and a taken email on the email field", async () => {
    const replies: Reply[] = [problem(403, "That is not your current password. Please check it and try again."), problem(409, "Another account already uses taken@example.in. Please use a different email address.")];
    const { user, panel } = await openProfile({ [PROFILE]: () => replies.shift()! });
    await within(panel()).findByText("Pro Plus");
    await user.clear(within(panel()).getByLabelText("Email"));
    await user.type(within(panel()).getByLabelText("Email"), "taken@example.in");
    await user.type(within(panel()).getByLabelText("Current Password"), "wrong-pass");
    await user.click(within(panel()).getByRole("button", { name: "Update Profile" }));
    const password = within(panel()).getByLabelText("Current Password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(within(panel()).getByText("That is not your current password. Please check it and try again.")).toBeTruthy();
    await user.click(within(panel()).getByRole("button", { name: "Update Profile" }));
    expect(await within(panel()).findByText("Another account already uses taken@example.in. Please use a different email address.")).toBeTruthy();
    expect(within(panel()).getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("says 'Updating…' while the change is on its way", async () => {
    const held = deferred<Reply>();
    const { user, panel } = await openProfile({ [PROFILE]: () => held.promise });
    await within(panel()).findByText("Pro Plus");
    await user.type(within(panel()).getByLabelText("Name"), " Jr");
    await user.click(within(panel()).getByRole("button", { name: "Update Profile" }));
    expect(await within(panel()).findByText("Updating…")).toBeTruthy();
    held.resolve([200, userFrom(PRIYA, { name: "Priya Sharma Jr" })]);
    expect(await screen.findByText("Profile updated")).toBeTruthy();
  });
});

describe("Account screen: Settings tab", () => {
  it("shows the stored switches, saves one as soon as it is switched, and says two-factor sign-in is not available", async () => {
    const { api, user, panel } = await openProfile({ [SAVE_PREFS]: ({ body }) => [200, { ...DEFAULTS, ...(body as object), updated_at: "2026-11-25T10:00:00.000Z" }] }, "Settings");
    const privateProfile = (await within(panel()).findByRole("checkbox", { name: /Private Profile/ })) as HTMLInputElement;
    expect(privateProfile.checked).toBe(false);
    expect((within(panel()).getByRole("checkbox", { name: /Email Notifications/ }) as HTMLInputElement).checked).toBe(true);
    expect(within(panel()).queryByRole("checkbox", { name: /Two-Factor/ })).toBeNull();
    expect(within(panel()).getByText("Not available yet")).toBeTruthy();

    await user.click(privateProfile);
    expect(await screen.findByText("Private Profile is on.")).toBeTruthy();
    expect(sentBodies(api, SAVE_PREFS)).toEqual([{ private_profile: true }]);
    expect((within(panel()).getByRole("checkbox", { name: /Private Profile/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("puts a switch back and says so when saving it fails", async () => {
    const { user, panel } = await openProfile({ [SAVE_PREFS]: problem(500, "The server is having a moment.") }, "Settings");
    const emails = (await within(panel()).findByRole("checkbox", { name: /Email Notifications/ })) as HTMLInputElement;
    await user.click(emails);
    expect(await screen.findByText("Email Notifications was not changed")).toBeTruthy();
    await waitFor(() => expect((within(panel()).getByRole("checkbox", { name: /Email Notifications/ }) as HTMLInputElement).checked).toBe(true));
  });

  it("shows an error with a retry when the settings cannot be loaded", async () => {
    let calls = 0;
    const { user, panel } = await openProfile({ [GET_PREFS]: () => (++calls === 1 ? problem(503, "Settings are resting.") : [200, DEFAULTS]) }, "Settings");
    expect(await within(panel()).findByText("Settings are resting.")).toBeTruthy();
    await user.click(within(panel()).getByRole("button", { name: /Try again/ }));
    expect(await within(panel()).findByRole("checkbox", { name: /Private Profile/ })).toBeTruthy();
  });

  it("changes the password: checks the rules first, then says how many other sessions were signed out", async () => {
    const { api, user, panel } = await openProfile({ [PASSWORD]: [200, { other_sessions_ended: 2 }] }, "Settings");
    const form = await within(panel()).findByRole("form", { name: "Change Password" });
    await user.type(within(form).getByLabelText("Current Password"), "s3cure-pass");
    await user.type(within(form).getByLabelText("New Password"), "short");
    await user.click(within(form).getByRole("button", { name: "Update Password" }));
    expect(await within(form).findByText("Password must be at least 6 characters")).toBeTruthy();
    expect(sentBodies(api, PASSWORD)).toEqual([]);

    await user.type(within(form).getByLabelText("New Password"), "-enough");
    await user.click(within(form).getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("You're still signed in here; 2 other sessions were signed out.")).toBeTruthy();
    expect(sentBodies(api, PASSWORD)).toEqual([{ current_password: "s3cure-pass", new_password: "short-enough" }]);
    expect((within(form).getByLabelText("Current Password") as HTMLInputElement).value).toBe("");
    expect((within(form).getByLabelText("New Password") as HTMLInputElement).value).toBe("");
  });

  it("puts a wrong current password on its field", async () => {
    const { user, panel } = await openProfile({ [PASSWORD]: problem(403, "That is not your current password. Please check it and try again.") }, "Settings");
    const form = await within(panel()).findByRole("form", { name: "Change Password" });
    await user.type(within(form).getByLabelText("Current Password"), "wrong-pass");
    await user.type(within(form).getByLabelText("New Password"), "n3w-s3cure-pass");
    await user.click(within(form).getByRole("button", { name: "Update Password" }));
    expect(await within(form).findByText("That is not your current password. Please check it and try again.")).toBeTruthy();
    expect(within(form).getByLabelText("Current Password").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("Account screen: Notifications tab", () => {
  it("shows the stored switches and 'Save Preferences' stores them", async () => {
    const stored = { ...DEFAULTS, push_job_alerts: false, updated_at: "2026-11-20T10:00:00.000Z" };
    const { api, user, panel } = await openProfile({ [GET_PREFS]: [200, stored], [SAVE_PREFS]: ({ body }) => [200, { ...stored, ...(body as object), updated_at: "2026-11-25T10:00:00.000Z" }] }, "Notifications");
    const isOn = (label: string) => (within(panel()).getByRole("checkbox", { name: new RegExp(`^${label}`) }) as HTMLInputElement).checked;
    await within(panel()).findByRole("checkbox", { name: /^Job Alert Notifications/ });
    expect(isOn("Job Alert Notifications")).toBe(true);
    expect(isOn("Application Updates")).toBe(true);
    expect(isOn("Product News & Updates")).toBe(false);
    expect(isOn("Weekly Career Tips")).toBe(true);
    expect(isOn("Job Alerts")).toBe(false);
    expect(isOn("Messages")).toBe(true);

    await user.click(within(panel()).getByRole("checkbox", { name: /^Product News/ }));
    await user.click(within(panel()).getByRole("checkbox", { name: /^Weekly Career Tips/ }));
    expect(within(panel()).getByText("You have unsaved changes.")).toBeTruthy();
    await user.click(within(panel()).getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Preferences saved")).toBeTruthy();
    expect(sentBodies(api, SAVE_PREFS)).toEqual([
      { job_alert_emails: true, application_update_emails: true, product_news_emails: true, weekly_tips_emails: false, push_job_alerts: false, push_messages: true },
    ]);
    expect(within(panel()).getByText("All changes saved.")).toBeTruthy();
  });

  it("says no email goes out while Email Notifications is off", async () => {
    const { panel } = await openProfile({ [GET_PREFS]: [200, { ...DEFAULTS, email_notifications: false }] }, "Notifications");
    expect(await within(panel()).findByText("Email Notifications is off")).toBeTruthy();
  });

  it("keeps the choices on screen and shows why when saving fails", async () => {
    const { user, panel } = await openProfile({ [SAVE_PREFS]: problem(400, "private_profile: must be boolean") }, "Notifications");
    await user.click(await within(panel()).findByRole("checkbox", { name: /^Messages/ }));
    await user.click(within(panel()).getByRole("button", { name: "Save Preferences" }));
    expect(await within(panel()).findByText("Your preferences were not saved")).toBeTruthy();
    expect((within(panel()).getByRole("checkbox", { name: /^Messages/ }) as HTMLInputElement).checked).toBe(false);
  });
});

describe("Account screen: Billing tab", () => {
  it("shows the real plan, its paid month, this period's usage and the payments, then the catalogue in rupees", async () => {
    const { panel } = await openProfile({}, "Billing");
    const current = await within(panel()).findByRole("region", { name: "Pro" });
    expect(within(current).getByText("Paid")).toBeTruthy();
    expect(within(current).getByTestId("plan-period").textContent).toContain("Paid through 18 Dec 2026");
    expect(within(current).getByText(/₹199\/mo · active since 18 Nov 2026/)).toBeTruthy();

    const meters = within(panel()).getByRole("region", { name: "Usage this period" });
    expect(within(meters).getByRole("progressbar", { name: "Mock interviews this month" }).getAttribute("aria-valuetext")).toBe("2 of 3 used");

    const history = within(panel()).getByRole("table", { name: "Payment history" });
    const rows = within(history).getAllByRole("row").slice(1).map((r) => r.textContent);
    expect(rows).toEqual(["18 Nov 2026Pro₹199pay_NZ8kx3b7TqLm2P", "2 Oct 2026Starter₹79pay_AB12"]);

    const compare = within(panel()).getByRole("region", { name: "Compare plans" });
    await within(compare).findByRole("article", { name: "Free" });
    for (const [name, price] of [["Free", "₹0/mo"], ["Starter", "₹79/mo"], ["Pro", "₹199/mo"], ["Pro Plus", "₹399/mo"]] as const) {
      expect(within(within(compare).getByRole("article", { name })).getByText(price)).toBeTruthy();
    }
    expect(within(compare).queryByText(/\$/)).toBeNull();
    const pro = within(compare).getByRole("article", { name: "Pro" });
    expect((within(pro).getByRole("button", { name: "Current Plan" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(within(compare).getByRole("article", { name: "Pro Plus" })).getByRole("link", { name: "Choose Pro Plus" }).getAttribute("href")).toBe("/checkout?plan=pro_plus");
  });

  it("says when the plan comes from the launch promotion and when no payment was made", async () => {
    const promo = summary({ plan: CATALOGUE.plans[3]!, status: "promotion", paid_through: null, payments: [] });
    const { panel } = await openProfile({ [SUMMARY]: [200, promo] }, "Billing");
    const current = await within(panel()).findByRole("region", { name: "Pro Plus" });
    expect(within(current).getByText("Launch promotion")).toBeTruthy();
    expect(within(current).getByTestId("plan-period").textContent).toBe("Pro Plus is free for you during our launch promotion; nothing to pay.");
    expect(within(panel()).getByText("No payments yet")).toBeTruthy();
  });

  it("says which paid plan ended, and when, once its month was not paid again", async () => {
    const ended = summary({
      plan: CATALOGUE.plans[0]!,
      status: "free",
      paid_through: null,
      lapsed: { plan_id: "pro", plan_name: "Pro", ended_at: "2026-12-18T09:30:00.000Z" },
    });
    const { panel } = await openProfile({ [SUMMARY]: [200, ended] }, "Billing");
    const current = await within(panel()).findByRole("region", { name: "Free" });
    expect(within(current).getByTestId("plan-period").textContent).toBe(
      "Your Pro plan ended on 18 Dec 2026, so you're on the free toolkit. Choose a plan on the pricing page to continue.",
    );
  });

  it("shows an error with a retry when the billing details cannot be loaded", async () => {
    let calls = 0;
    const { user, panel } = await openProfile({ [SUMMARY]: () => (++calls === 1 ? problem(503, "Billing is resting.") : [200, summary()]) }, "Billing");
    expect(await within(panel()).findByText("Billing is resting.")).toBeTruthy();
    await user.click(within(panel()).getByRole("button", { name: /Try again/ }));
    expect(await within(panel()).findByRole("table", { name: "Payment history" })).toBeTruthy();
  });
});

describe("Account screen: a server that sends only SPEC section 3's fields", () => {
  it("shows the profile from a user record without plan or created_at, naming the stored plan (pro_plus by default)", async () => {
    // Spec-minimal: /auth/me {id, email, name}; preferences, billing summary and plans do not exist (404).
    signIn();
    stubApi({ [ME]: [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }] });
    renderApp("/profile");
    await screen.findByRole("tablist", { name: "Account sections" });
    const panel = screen.getByRole("tabpanel");
    expect(screen.getByRole("heading", { level: 1, name: "Priya Sharma" })).toBeTruthy();
    expect(await within(panel).findByText("Pro Plus")).toBeTruthy();
    expect(within(panel).getByText(PRIYA.id)).toBeTruthy();
    expect((within(panel).getByLabelText("Email") as HTMLInputElement).value).toBe("priya@example.in");
  });
});
