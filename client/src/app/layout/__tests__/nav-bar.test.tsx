import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session } from "../../../lib/session";
import { callsTo, deferred, PRIYA, renderApp, signIn, stubApi, userFrom, type Reply } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";
const mainNav = () => screen.getByRole("navigation", { name: "Main" });

describe("top navigation, logged out", () => {
  it("shows Home, Pricing, Login and Sign Up, and the brand links to /", async () => {
    stubApi({});
    renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    const nav = within(mainNav());
    expect(nav.getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(nav.getByRole("link", { name: "Pricing" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull(); // exact match only
    expect(nav.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    expect(nav.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe("/signup");
    expect(nav.getByRole("link", { name: "Hirewise home" }).getAttribute("href")).toBe("/");
    expect(nav.queryByRole("button", { name: "Logout" })).toBeNull();
    expect(nav.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });
});

describe("top navigation, logged in", () => {
  it("lists the tools with the active one marked", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    renderApp("/notes");
    await screen.findByRole("heading", { level: 1, name: "Role Playbook" });
    const nav = within(mainNav());
    const expected: Array<[string, string]> = [
      ["Dashboard", "/dashboard"],
      ["Auto Apply", "/auto-apply"],
      ["Resume Builder", "/resume-builder"],
      ["Interview AI", "/interview"],
      ["Job Search", "/jobs"],
      ["Applications", "/applications"],
      ["Role Notes", "/notes"],
    ];
    for (const [label, href] of expected) expect(nav.getByRole("link", { name: label }).getAttribute("href")).toBe(href);
    expect(nav.getByRole("link", { name: "Role Notes" }).getAttribute("aria-current")).toBe("page");
    expect(nav.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
    expect(nav.queryByRole("link", { name: "Login" })).toBeNull();
  });

  it("shows the user's name, linking to /profile", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    renderApp("/dashboard");
    const link = await within(mainNav()).findByRole("link", { name: "Priya Sharma" });
    expect(link.getAttribute("href")).toBe("/profile");
    // Her initials in a circle beside the name, hidden from the link's accessible name.
    expect(link.textContent).toBe("PSPriya Sharma");
  });

  it("falls back to the email when there is no name", async () => {
    signIn({ ...PRIYA, name: "" });
    stubApi({ [ME]: [200, userFrom(PRIYA, { name: "" })] });
    renderApp("/dashboard");
    expect(await within(mainNav()).findByRole("link", { name: "priya@example.in" })).toBeTruthy();
  });

  it("falls back to 'Account' with neither name nor email", async () => {
    signIn({ ...PRIYA, name: "", email: "" });
    const never = deferred<Reply>();
    stubApi({ [ME]: () => never.promise });
    renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    expect(within(mainNav()).getByRole("link", { name: "Account" }).getAttribute("href")).toBe("/profile");
  });

  it("prefers the server's name once /auth/me answers", async () => {
    signIn({ ...PRIYA, name: "" });
    stubApi({ [ME]: [200, userFrom(PRIYA, { name: "Priya S." })] });
    renderApp("/dashboard");
    expect(await within(mainNav()).findByRole("link", { name: "Priya S." })).toBeTruthy();
  });

  it("logs out: revokes the refresh token, clears the session and goes to /login", async () => {
    signIn();
    const api = stubApi({ [ME]: [200, userFrom(PRIYA)], "POST /api/v1/auth/logout": [204] });
    const { router, user } = renderApp("/dashboard");
    await within(mainNav()).findByRole("link", { name: "Priya Sharma" });
    await user.click(within(mainNav()).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(session.get()).toBeNull();
    expect(callsTo(api, "POST /api/v1/auth/logout")).toHaveLength(1);
    expect(within(mainNav()).getByRole("link", { name: "Sign Up" })).toBeTruthy();
  });
});

// happy-dom applies the responsive CSS: the hamburger only exists below the lg breakpoint.
type HappyWindow = Window & { happyDOM?: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number, height: number) => (window as HappyWindow).happyDOM?.setViewport({ width, height });

describe("switching accounts", () => {
  it("drops the previous user's data when another account signs in", async () => {
    signIn();
    const ravi = { ...PRIYA, id: "u-ravi", email: "ravi@example.in", name: "Ravi Kumar", accessToken: "ravi-token" };
    stubApi({
      [ME]: ({ headers }) => {
        const token = headers.get("Authorization");
        return [200, token === "Bearer ravi-token" ? userFrom(ravi) : userFrom(PRIYA)];
      },
    });
    renderApp("/pricing");
    await within(mainNav()).findByRole("link", { name: "Priya Sharma" });
    act(() => session.set({ ...ravi, name: "" })); // the stored record has no name: the nav must not keep Priya's
    expect(await within(mainNav()).findByRole("link", { name: "Ravi Kumar" })).toBeTruthy();
    expect(within(mainNav()).queryByRole("link", { name: "Priya Sharma" })).toBeNull();
  });
});

describe("mobile menu", () => {
  beforeEach(() => setViewport(390, 844));
  afterEach(() => setViewport(1024, 768));

  it("opens from the hamburger and closes when a link in it changes the route", async () => {
    signIn();
    stubApi({ [ME]: [200, userFrom(PRIYA)] });
    const { router, user } = renderApp("/dashboard");
    await screen.findByRole("heading", { level: 1, name: /Priya/ });
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();

    await user.click(toggle);
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(screen.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-controls")).toBe(menu.id);
    expect(within(menu).getByRole("link", { name: "Priya Sharma" })).toBeTruthy();
    expect(within(menu).getByRole("button", { name: "Logout" })).toBeTruthy();

    await user.click(within(menu).getByRole("link", { name: "Interview AI" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/interview"));
    await screen.findByRole("heading", { level: 1, name: "Interview AI" });
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on any route change, not only its own links", async () => {
    stubApi({});
    const { router, user } = renderApp("/login");
    await screen.findByRole("heading", { name: "Welcome back" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeTruthy();
    await act(() => router.navigate("/signup"));
    await waitFor(() => expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull());
  });

  it("closes on Escape and gives focus back to the toggle", async () => {
    stubApi({});
    const { user } = renderApp("/pricing");
    await screen.findByRole("heading", { level: 1, name: "Pricing" });
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    within(menu).getByRole("link", { name: "Pricing" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open menu" }));
  });
});
