import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AutoApplyApplicationList, AutoApplyConsent, AutoApplySettings } from "../../../api/generated/model";
import { PRIYA, deferred, renderApp, sentBodies, signIn, stubApi, userFrom, type Handler, type Reply } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";
const CONSENT = "GET /api/v1/auto-apply/consent";
const SET_CONSENT = "POST /api/v1/auto-apply/consent";
const SETTINGS = "GET /api/v1/auto-apply/settings";
const SAVE = "POST /api/v1/auto-apply/settings";
const LOG = "GET /api/v1/auto-apply/applications?limit=50";
const RUN = "POST /api/v1/auto-apply/run";

const ALL_OFF = { linkedin: false, greenhouse: false, lever: false, workable: false, successfactors: false, naukri: false, shine: false };
const DEFAULTS: AutoApplySettings = { enabled: false, min_match_pct: 75, daily_cap: 10, portals: ALL_OFF, locations: [], roles: [], pause_until: null };
const NOT_GRANTED: AutoApplyConsent = { accepted: false, granted_at: null, ip: null, consent_version: null };
const GRANTED: AutoApplyConsent = { accepted: true, granted_at: "2026-11-22T04:00:00.000Z", ip: "203.0.113.24", consent_version: "2026-11" };
const EMPTY_LOG: AutoApplyApplicationList = { applications: [], last_run_at: null };
const LOG_WITH_ALL: AutoApplyApplicationList = {
  applications: [
    { id: "a1", job_id: "j1", title: "Performance Marketing Manager", company: "Meesho", portal: "greenhouse", status: "submitted", reason: null, score: 91, apply_link: "https://boards.greenhouse.io/meesho/jobs/1", created_at: "2026-11-22T04:00:00.000Z", applied_at: null },
    { id: "a2", job_id: "j2", title: "Growth Marketing Lead", company: "Nykaa", portal: "naukri", status: "ready_for_you", reason: "Naukri has no public application API. Finish this one in a click.", score: 84, apply_link: "https://www.naukri.com/job-listings-growth-lead", created_at: "2026-11-22T04:00:01.000Z", applied_at: null },
    { id: "a3", job_id: "j3", title: "Marketing Analyst", company: "Zepto", portal: "lever", status: "failed", reason: "Lever refused the application: the posting is closed.", score: 77, apply_link: "https://jobs.lever.co/zepto/3", created_at: "2026-11-22T04:00:02.000Z", applied_at: null },
    { id: "a4", job_id: "j4", title: "Brand Manager", company: null, portal: "successfactors", status: "skipped", reason: "Applied to this company in the last 30 days.", score: 80, apply_link: "https://jobs.example.com/4", created_at: "2026-11-22T04:00:03.000Z", applied_at: null },
  ],
  last_run_at: "2026-11-22T04:00:03.000Z",
};

type Handlers = Record<string, Handler | Reply>;

function stub(overrides: Handlers = {}) {
  return stubApi({
    [ME]: [200, userFrom(PRIYA)],
    [CONSENT]: [200, NOT_GRANTED],
    [SETTINGS]: [200, DEFAULTS],
    [LOG]: [200, EMPTY_LOG],
    ...overrides,
  });
}

async function open(overrides: Handlers = {}) {
  signIn();
  const api = stub(overrides);
  const app = renderApp("/auto-apply");
  await screen.findByRole("heading", { level: 1, name: "Auto-Apply" });
  await screen.findByRole("form", { name: "Auto-Apply settings" });
  return { api, ...app };
}

const enableSwitch = () => screen.getByRole("switch", { name: "Enable Auto-Apply" }) as HTMLInputElement;
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const callsTo = (api: ReturnType<typeof stubApi>, key: string) => {
  const [method, path] = key.split(" ");
  return api.mock.calls.filter(([url, init]) => String(url) === path && ((init as RequestInit | undefined)?.method ?? "GET") === method).length;
};

describe("Auto-Apply screen: loading", () => {
  it("shows the loader, then the consent card, the form with the section 9 defaults and the empty log", async () => {
    const consent = deferred<Reply>();
    signIn();
    stub({ [CONSENT]: () => consent.promise });
    renderApp("/auto-apply");
    expect(await screen.findByText("Loading Auto-Apply settings...")).toBeTruthy();
    await act(async () => consent.resolve([200, NOT_GRANTED]));
    await screen.findByRole("form", { name: "Auto-Apply settings" });

    const consentCard = screen.getByRole("region", { name: "Auto-Apply consent" });
    expect(within(consentCard).getByLabelText("Consent text").textContent).toMatch(/submit job applications on my behalf/);
    expect(within(consentCard).getByText("Consent text version 2026-11")).toBeTruthy();
    expect(within(consentCard).getByText("Not granted")).toBeTruthy();
    expect(within(consentCard).getByRole("button", { name: "Grant Consent" })).toBeTruthy();

    expect(enableSwitch().checked).toBe(false);
    expect(enableSwitch().disabled).toBe(true);
    expect(input("Min match %").value).toBe("75");
    expect(input("Min match %").min).toBe("0");
    expect(input("Min match %").max).toBe("100");
    expect(input("Daily cap").value).toBe("10");
    expect(input("Daily cap").min).toBe("1");
    expect(input("Daily cap").max).toBe("200");
    expect(input("Pause until").type).toBe("datetime-local");
    expect(input("Pause until").value).toBe("");
    for (const label of ["LinkedIn", "Greenhouse", "Lever", "Workable", "SuccessFactors", "Naukri", "Shine"]) {
      expect((screen.getByRole("switch", { name: label }) as HTMLInputElement).checked).toBe(false);
    }
    expect(screen.getByLabelText("Locations")).toBeTruthy();
    expect(screen.getByLabelText("Roles")).toBeTruthy();
    expect(await screen.findByText("No applications yet")).toBeTruthy();
    expect(screen.getByText("Not run yet")).toBeTruthy();
  });

  it("shows enabled only when the server says enabled AND consent is accepted", async () => {
    await open({ [SETTINGS]: [200, { ...DEFAULTS, enabled: true }], [CONSENT]: [200, NOT_GRANTED] });
    expect(enableSwitch().checked).toBe(false);
    expect(enableSwitch().disabled).toBe(true);
  });

  it("shows saved settings and an enabled switch when both say so", async () => {
    await open({
      [CONSENT]: [200, GRANTED],
      [SETTINGS]: [200, { ...DEFAULTS, enabled: true, min_match_pct: 60, daily_cap: 25, portals: { ...ALL_OFF, naukri: true }, locations: ["Bengaluru", "Remote"], roles: ["Growth Lead"] }],
    });
    expect(enableSwitch().checked).toBe(true);
    expect(enableSwitch().disabled).toBe(false);
    expect(input("Min match %").value).toBe("60");
    expect(input("Daily cap").value).toBe("25");
    expect((screen.getByRole("switch", { name: "Naukri" }) as HTMLInputElement).checked).toBe(true);
    expect(input("Locations").value).toBe("Bengaluru, Remote");
    expect(input("Roles").value).toBe("Growth Lead");
    expect(screen.getByText("Auto-Apply is on")).toBeTruthy();
    const status = screen.getByRole("region", { name: "Auto-Apply consent" });
    expect(within(status).getByText("203.0.113.24")).toBeTruthy();
    expect(within(status).getByText("Granted at")).toBeTruthy();
  });

  it("says 'Failed to load Auto-Apply settings.' when loading fails without a detail, and can try again", async () => {
    let fail = true;
    signIn();
    stub({ [SETTINGS]: () => (fail ? [500, {}] : [200, DEFAULTS]) });
    const { user } = renderApp("/auto-apply");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Failed to load Auto-Apply settings.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("form", { name: "Auto-Apply settings" })).toBeTruthy();
  });
});

describe("Auto-Apply screen: consent", () => {
  it("grants consent with the text's version, says 'Consent granted.', shows when and from where, and unlocks the switch", async () => {
    const { api, user } = await open({ [SET_CONSENT]: [200, GRANTED] });
    await user.click(screen.getByRole("button", { name: "Grant Consent" }));
    expect(await screen.findByText("Consent granted.")).toBeTruthy();
    expect(sentBodies(api, SET_CONSENT)).toEqual([{ accept: true, consent_version: "2026-11" }]);
    expect(screen.getByText("203.0.113.24")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pause & Revoke Consent" })).toBeTruthy();
    expect(enableSwitch().disabled).toBe(false);
    await user.click(enableSwitch());
    expect(enableSwitch().checked).toBe(true);
  });

  it("revokes: says 'Auto-Apply paused and consent revoked.' and switches enabled off and locks it", async () => {
    const { api, user } = await open({
      [CONSENT]: [200, GRANTED],
      [SETTINGS]: [200, { ...DEFAULTS, enabled: true }],
      [SET_CONSENT]: [200, NOT_GRANTED],
    });
    expect(enableSwitch().checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Pause & Revoke Consent" }));
    expect(await screen.findByText("Auto-Apply paused and consent revoked.")).toBeTruthy();
    expect(sentBodies(api, SET_CONSENT)).toEqual([{ accept: false }]);
    expect(enableSwitch().checked).toBe(false);
    expect(enableSwitch().disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Grant Consent" })).toBeTruthy();
  });

  it("says 'Unable to update consent.' when the call fails without a detail, and the server's detail when there is one", async () => {
    let reply: Reply = [500, {}];
    const { user } = await open({ [SET_CONSENT]: () => reply });
    await user.click(screen.getByRole("button", { name: "Grant Consent" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Unable to update consent.");
    reply = [400, { title: "Bad Request", status: 400, detail: "Consent could not be recorded right now." }];
    await user.click(screen.getByRole("button", { name: "Grant Consent" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Consent could not be recorded right now."));
    expect(enableSwitch().disabled).toBe(true);
  });
});

describe("Auto-Apply screen: settings", () => {
  it("refuses non-numeric numbers with the section 5 message, sending nothing", async () => {
    const { api, user } = await open();
    await user.clear(input("Min match %"));
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Min match percentage and daily cap must be numbers.");
    expect(input("Min match %").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(api, SAVE)).toBe(0);
  });

  it("saves the whole form, says 'Auto-Apply settings saved.' and shows what the server stored", async () => {
    const stored: AutoApplySettings = {
      enabled: true,
      min_match_pct: 60,
      daily_cap: 20,
      portals: { ...ALL_OFF, naukri: true, greenhouse: true },
      locations: ["Bengaluru", "Remote"],
      roles: ["Product Manager"],
      pause_until: null,
    };
    const { api, user } = await open({ [CONSENT]: [200, GRANTED], [SAVE]: [200, stored] });
    await user.click(enableSwitch());
    await user.clear(input("Min match %"));
    await user.type(input("Min match %"), "60");
    await user.clear(input("Daily cap"));
    await user.type(input("Daily cap"), "20");
    await user.click(screen.getByRole("switch", { name: "Naukri" }));
    await user.click(input("Locations"));
    await user.paste(" Bengaluru, ,remote ,");
    await user.click(input("Roles"));
    await user.paste("Product Manager,  product manager");
    await user.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText("Auto-Apply settings saved.")).toBeTruthy();
    expect(sentBodies(api, SAVE)).toEqual([
      {
        enabled: true,
        min_match_pct: 60,
        daily_cap: 20,
        portals: { ...ALL_OFF, naukri: true },
        locations: ["Bengaluru", "remote"],
        roles: ["Product Manager", "product manager"],
        pause_until: null,
      },
    ]);
    // Refreshed from the server's answer, not from what was typed.
    expect(input("Locations").value).toBe("Bengaluru, Remote");
    expect(input("Roles").value).toBe("Product Manager");
    expect((screen.getByRole("switch", { name: "Greenhouse" }) as HTMLInputElement).checked).toBe(true);
  });

  it("sends pause until as a full ISO timestamp", async () => {
    const { api, user } = await open({ [SAVE]: ({ body }) => [200, body] });
    await user.click(input("Pause until"));
    await user.paste("2026-12-01T09:30");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await screen.findByText("Auto-Apply settings saved.");
    const [sent] = sentBodies(api, SAVE) as AutoApplySettings[];
    expect(sent!.pause_until).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(input("Pause until").value).toBe("2026-12-01T09:30");
  });

  it("shows the server's detail when saving is refused, and 'Failed to update settings.' otherwise", async () => {
    let reply: Reply = [422, { title: "Unprocessable Entity", status: 422, detail: "Please grant consent before enabling Auto-Apply." }];
    const { user } = await open({ [SAVE]: () => reply });
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Please grant consent before enabling Auto-Apply.");
    reply = [500, {}];
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Failed to update settings."));
  });

  it("reset reloads consent and settings from the server", async () => {
    let settings: AutoApplySettings = DEFAULTS;
    const { api, user } = await open({ [SETTINGS]: () => [200, settings] });
    await user.clear(input("Daily cap"));
    await user.type(input("Daily cap"), "150");
    await user.click(input("Roles"));
    await user.paste("Designer");
    settings = { ...DEFAULTS, daily_cap: 12, roles: ["Data Analyst"] };
    const consentCalls = callsTo(api, CONSENT);
    const settingsCalls = callsTo(api, SETTINGS);
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(input("Daily cap").value).toBe("12"));
    expect(input("Roles").value).toBe("Data Analyst");
    expect(callsTo(api, CONSENT)).toBe(consentCalls + 1);
    expect(callsTo(api, SETTINGS)).toBe(settingsCalls + 1);
  });
});

describe("Auto-Apply screen: applications log", () => {
  it("lists each attempt with its status badge, reasons, score, time and an Apply link for ready-for-you", async () => {
    await open({ [LOG]: [200, LOG_WITH_ALL] });
    const table = await screen.findByRole("table", { name: "Auto-Apply applications" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]!.textContent).toContain("Performance Marketing Manager");
    expect(rows[0]!.textContent).toContain("Meesho");
    expect(rows[0]!.textContent).toContain("Greenhouse");
    expect(rows[0]!.textContent).toContain("Submitted");
    expect(rows[0]!.textContent).toContain("91%");
    expect(within(rows[0]!).queryByRole("link")).toBeNull();

    const apply = within(rows[1]!).getByRole("link", { name: /^Apply/ });
    expect(apply.getAttribute("href")).toBe("https://www.naukri.com/job-listings-growth-lead");
    expect(apply.getAttribute("target")).toBe("_blank");
    expect(apply.getAttribute("rel")).toContain("noopener");
    expect(rows[1]!.textContent).toContain("Ready for you");

    expect(rows[2]!.textContent).toContain("Failed");
    expect(rows[2]!.textContent).toContain("Lever refused the application: the posting is closed.");
    expect(rows[3]!.textContent).toContain("Skipped");
    expect(rows[3]!.textContent).toContain("Applied to this company in the last 30 days.");
    expect(rows[3]!.textContent).toContain("SuccessFactors");

    expect(screen.getByTestId("last-run").textContent).toMatch(/^Last run: /);
    const summary = screen.getByRole("group", { name: "Applications by status" });
    expect(summary.textContent).toContain("Submitted: 1");
    expect(summary.textContent).toContain("Ready for you: 1");
  });

  it("Run now calls the run, shows its message and refreshes the log", async () => {
    let log = EMPTY_LOG;
    const { api, user } = await open({
      [LOG]: () => [200, log],
      [RUN]: () => {
        log = LOG_WITH_ALL;
        return [202, { status: "completed", message: "Auto-Apply finished: 1 submitted, 1 ready for you, 1 failed, 1 skipped.", submitted: 1, ready_for_you: 1, failed: 1, skipped: 1 }];
      },
    });
    await screen.findByText("No applications yet");
    await user.click(screen.getByRole("button", { name: "Run now" }));
    expect(await screen.findByText("Auto-Apply finished: 1 submitted, 1 ready for you, 1 failed, 1 skipped.")).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Auto-Apply applications" })).toBeTruthy();
    expect(callsTo(api, RUN)).toBe(1);
  });

  it("after a queued run, keeps re-reading the log until the attempts arrive", async () => {
    let reads = 0;
    const { user } = await open({
      [LOG]: () => {
        reads += 1;
        return [200, reads >= 3 ? LOG_WITH_ALL : EMPTY_LOG];
      },
      [RUN]: [202, { status: "queued", message: "Auto-Apply is running. Results appear in the log below as they come in.", submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 }],
    });
    await screen.findByText("No applications yet");
    await user.click(screen.getByRole("button", { name: "Run now" }));
    expect(await screen.findByText("Auto-Apply is running. Results appear in the log below as they come in.")).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Auto-Apply applications" })).toBeTruthy();
    expect(reads).toBeGreaterThanOrEqual(3);
  });

  it("shows why a run was refused", async () => {
    const { user } = await open({
      [RUN]: [422, { title: "Unprocessable Entity", status: 422, detail: "Auto-Apply is switched off. Enable it and save your settings first." }],
    });
    await user.click(screen.getByRole("button", { name: "Run now" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Auto-Apply is switched off. Enable it and save your settings first.");
  });
});
