import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRIYA, renderApp, signIn, stubApi, userFrom } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";

async function openProfile() {
  const app = renderApp("/profile");
  await screen.findByRole("tablist", { name: "Account sections" });
  return app;
}

describe("Account (profile) screen", () => {
  it("shows the name and email in the header, and the Profile tab's details with the plan's display name", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA, { plan: "pro_plus" })] });
    await openProfile();
    expect(screen.getByRole("heading", { level: 1, name: "Priya Sharma" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel");
    expect(await within(panel).findByText("Pro Plus")).toBeTruthy();
    expect(within(panel).getAllByText("priya@example.in").length).toBeGreaterThan(0);
    expect(within(panel).getByText(PRIYA.id)).toBeTruthy();
    expect((within(panel).getByLabelText("Name") as HTMLInputElement).value).toBe("Priya Sharma");
    expect(within(panel).getByRole("button", { name: "Update Profile" })).toBeTruthy();
  });

  it.each([
    ["free", "Free"],
    ["starter", "Starter"],
    ["pro", "Pro"],
  ] as const)("names plan %s as %s", async (plan, label) => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA, { plan })] });
    await openProfile();
    expect(await within(screen.getByRole("tabpanel")).findByText(label)).toBeTruthy();
  });

  it("falls back to 'User', 'Not provided' and 'N/A'", async () => {
    signIn({ ...PRIYA, name: "", id: "" });
    stubApi({ [ME]: [200, { id: "", email: PRIYA.email, name: "", plan: "free", created_at: "2026-01-05T10:00:00Z" }] });
    await openProfile();
    expect(screen.getByRole("heading", { level: 1, name: "User" })).toBeTruthy();
    const panel = screen.getByRole("tabpanel");
    expect(within(panel).getByText("Not provided")).toBeTruthy();
    expect(within(panel).getByText("N/A")).toBeTruthy();
  });

  it("has the Settings switches with their defaults and a Change Password form", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    const { user } = await openProfile();
    await user.click(screen.getByRole("tab", { name: "Settings" }));
    const panel = screen.getByRole("tabpanel");
    const isOn = (label: string) => (within(panel).getByRole("checkbox", { name: label }) as HTMLInputElement).checked;
    expect(isOn("Private Profile")).toBe(false);
    expect(isOn("Email Notifications")).toBe(true);
    expect(isOn("Two-Factor Authentication")).toBe(false);
    expect(within(panel).getByLabelText("Current Password")).toBeTruthy();
    expect(within(panel).getByLabelText("New Password")).toBeTruthy();
    expect(within(panel).getByRole("button", { name: "Update Password" })).toBeTruthy();
    await user.click(within(panel).getByRole("checkbox", { name: "Private Profile" }));
    expect(isOn("Private Profile")).toBe(true);
  });

  it("has the static Billing cards", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    const { user } = await openProfile();
    await user.click(screen.getByRole("tab", { name: "Billing" }));
    const panel = screen.getByRole("tabpanel");
    for (const text of ["Free Plan", "$0", "5 job matches daily", "Basic resume analysis", "3 interview sessions", "No advanced AI"]) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }
    for (const text of ["Pro Plan", "$19", "Unlimited matches", "Advanced analysis", "Unlimited interviews", "All AI features"]) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }
    expect((within(panel).getByRole("button", { name: "Current Plan" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(panel).getByRole("button", { name: "Upgrade Now" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("has the Notifications toggles with their defaults", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    const { user } = await openProfile();
    await user.click(screen.getByRole("tab", { name: "Notifications" }));
    const panel = screen.getByRole("tabpanel");
    const isOn = (label: string) => (within(panel).getByRole("checkbox", { name: label }) as HTMLInputElement).checked;
    expect(isOn("Job Alert Notifications")).toBe(true);
    expect(isOn("Application Updates")).toBe(true);
    expect(isOn("Product News & Updates")).toBe(false);
    expect(isOn("Job Alerts")).toBe(true);
    expect(isOn("Messages")).toBe(true);
    expect(within(panel).getByRole("button", { name: "Save Preferences" })).toBeTruthy();
  });

  it("makes no call from its do-nothing buttons", async () => {
    signIn();
    const api = stubApi({ [ME]: [200, userFrom(PRIYA)] });
    const { user } = await openProfile();
    await within(screen.getByRole("tabpanel")).findByText("Pro Plus");
    await user.click(screen.getByRole("button", { name: "Update Profile" }));
    await user.click(screen.getByRole("tab", { name: "Notifications" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(api.mock.calls.map(([url]) => url)).toEqual(["/api/v1/auth/me"]);
  });
});
