import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PRIYA, renderApp, signIn, stubApi, userFrom } from "../../../testing/test-utils";

describe("Job search placeholder", () => {
  it("shows the welcome hero and the footer with the current year", async () => {
    signIn();
    stubApi({ "GET /api/v1/auth/me": [200, userFrom(PRIYA)] });
    renderApp("/jobs");
    const hero = await screen.findByRole("heading", { level: 1 });
    expect(hero.textContent).toBe("Find your next role with Hirewise");
    expect(screen.getByRole("contentinfo").textContent).toContain(String(new Date().getFullYear()));
  });
});
