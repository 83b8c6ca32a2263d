import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRIYA, renderApp, signIn, stubApi, userFrom } from "../../../testing/test-utils";
import { greetingFor } from "../components/dashboard-page";

describe("Dashboard", () => {
  it("greets the user by first name and shows their plan", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA, { plan: "starter" })] });
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: /, Priya$/ })).toBeTruthy();
    expect(await within(screen.getByRole("group", { name: "Your plan" })).findByText("Starter")).toBeTruthy();
  });

  it("has a card per tool with a button that opens it", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)] });
    renderApp("/dashboard");
    await screen.findByRole("heading", { level: 2, name: "Your toolkit" });
    const expected: Array<[string, string, string]> = [
      ["Job Search", "Find jobs", "/jobs"],
      ["Interview AI", "Start practising", "/interview"],
      ["Resume Builder", "Build a resume", "/resume-builder"],
      ["Role Notes", "Create notes", "/notes"],
      ["Auto-Apply", "Set up Auto-Apply", "/auto-apply"],
      ["Pricing", "View plans", "/pricing"],
    ];
    for (const [title, action, href] of expected) {
      const card = screen.getByRole("article", { name: title });
      expect(within(card).getByRole("link", { name: action }).getAttribute("href")).toBe(href);
    }
  });

  it("invites a first action in the empty recent-activity area", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)] });
    renderApp("/dashboard");
    expect(await screen.findByText("Nothing here yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find matching jobs" }).getAttribute("href")).toBe("/jobs");
  });

  it("picks a greeting for the time of day", () => {
    expect(greetingFor(3)).toBe("Hello");
    expect(greetingFor(9)).toBe("Good morning");
    expect(greetingFor(14)).toBe("Good afternoon");
    expect(greetingFor(20)).toBe("Good evening");
  });
});
