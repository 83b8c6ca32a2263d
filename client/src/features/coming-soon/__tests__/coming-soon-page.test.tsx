import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRIYA, renderApp, signIn, stubApi, userFrom } from "../../../testing/test-utils";

describe("Coming soon", () => {
  it("says which flows are coming and links back to the dashboard", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)] });
    renderApp("/coming-soon");
    expect(await screen.findByText(/Interview AI, Resume AI and Auto-Apply flows are coming soon/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Dashboard" }).getAttribute("href")).toBe("/dashboard");
  });
});
