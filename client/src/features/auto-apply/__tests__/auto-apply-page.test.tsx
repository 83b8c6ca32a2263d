import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AutoApplyApplicationList, AutoApplyConsent, AutoApplySettings } from "../../../api/generated/model";
import { PRIYA, callsTo as countCalls, deferred, renderApp, sentBodies, signIn, stubApi, userFrom, type Api, type Handler, type Reply } from "../../../testing/test-utils";

const ME = "GET /api/v1/auth/me";
const CONSENT = "GET /api/v1/auto-apply/consent";
const SET_CONSENT = "POST /api/v1/auto-apply/consent";
const SETTINGS = "GET /api/v1/auto-apply/settings";
const SAVE = "POST /api/v1/auto-apply/settings";
const LOG = "GET /api/v1/auto-apply/applications?limit=50";
const RUN = "POST /api/v1/auto-apply/run";
const RUNS = "GET /api/v1/auto-apply/runs?limit=10";
const SCREENING = "GET /api/v1/auto-apply/screening";
const SAVE_SCREENING = "PUT /api/v1/auto-apply/screening";
const NO_SCREENING = { notice_period: null, current_ctc_lpa: null, expected_ctc_lpa: null, years_of_experience: null, work_authorisation: null, willing_to_relocate: null };

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
    [RUNS]: [200, { runs: [] }],
    [SCREENING]: [200, NO_SCREENING],
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
const callsTo = (api: Api, key: string) => countCalls(api, key).length;

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
      [CONSENT]: [200, GRANTED],
      [SETTINGS]: [200, { ...DEFAULTS, enabled: true, portals: { ...ALL_OFF, naukri: true } }],
      [LOG]: () => [200, log],
      [RUN]: () => {
        log = LOG_WITH_ALL;
        return [202, { status: "completed", message: "Auto-Apply finished: 1 submitted, 1 ready for you, 1 failed, 1 skipped.", submitted: 1, ready_for_you: 1, failed: 1, skipped: 1 }];
      },
    });
    await screen.findByText("No runs yet");
    await user.click(screen.getByRole("button", { name: "Run now" }));
    expect(await screen.findByText("Auto-Apply finished: 1 submitted, 1 ready for you, 1 failed, 1 skipped.")).toBeTruthy();
    expect(await screen.findByRole("table", { name: "Auto-Apply applications" })).toBeTruthy();
    expect(callsTo(api, RUN)).toBe(1);
  });

  it("after a queued run, keeps re-reading the log until the attempts arrive", async () => {
    let reads = 0;
    const { user } = await open({
      [CONSENT]: [200, GRANTED],
      [SETTINGS]: [200, { ...DEFAULTS, enabled: true, portals: { ...ALL_OFF, naukri: true } }],
      [LOG]: () => {
        reads += 1;
        return [200, reads >= 3 ? LOG_WITH_ALL : EMPTY_LOG];
      },
      [RUN]: [202, { status: "queued", message: "Auto-Apply is running. Results appear in the log below as they come in.", submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 }],
    });
    await screen.findByText("No runs yet");
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

const ON = { ...DEFAULTS, enabled: true, portals: { ...ALL_OFF, naukri: true, linkedin: true, greenhouse: true }, roles: ["Astronaut"], locations: ["Bengaluru"] };
const EMPTY_RUN = {
  id: "r1",
  trigger: "manual" as const,
  outcome: "completed" as const,
  started_at: "2026-11-22T04:00:00.000Z",
  finished_at: "2026-11-22T04:00:02.000Z",
  considered: 120,
  submitted: 0,
  ready_for_you: 0,
  failed: 0,
  skipped: 120,
  message: "Auto-Apply looked at 120 new postings and none fitted your settings (120 skipped).",
  hint: 'No postings on your portals match your roles ("Astronaut"). Try a broader role name (for example "Marketing Manager" rather than a specific title) or add more roles.',
  skips: [
    { reason: "outside_roles" as const, count: 96, message: '96 postings on your portals fit none of your roles ("Astronaut").', examples: [{ job_id: "j9", title: "Growth Marketing Manager", company: "Vistara Retail", portal: "naukri", score: null }] },
    { reason: "portal_off" as const, count: 24, message: "24 postings are on portals you have switched off (Shine 24).", examples: [] },
  ],
};

describe("Auto-Apply screen: what the log and the runs say", () => {
  it("the empty log follows the saved state: consent, switched off, on without runs", async () => {
    await open();
    expect(await screen.findByText("No applications yet")).toBeTruthy();
    expect(screen.getByText(/^Grant consent, switch Auto-Apply on/)).toBeTruthy();
  });

  it("with consent but switched off, it does not ask for consent again", async () => {
    await open({ [CONSENT]: [200, GRANTED] });
    expect(await screen.findByText("Auto-Apply is switched off")).toBeTruthy();
    expect(screen.queryByText(/^Grant consent/)).toBeNull();
  });

  it("on and never run, it says so; after a run that found nothing, it shows why and what to change", async () => {
    let log: AutoApplyApplicationList = EMPTY_LOG;
    const { user } = await open({
      [CONSENT]: [200, GRANTED],
      [SETTINGS]: [200, ON],
      [LOG]: () => [200, log],
      [RUN]: () => {
        log = { applications: [], last_run_at: EMPTY_RUN.finished_at, latest_run: EMPTY_RUN };
        return [202, { status: "completed", message: EMPTY_RUN.message, considered: 120, submitted: 0, ready_for_you: 0, failed: 0, skipped: 120, run: EMPTY_RUN }];
      },
    });
    expect(await screen.findByText("No runs yet")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Run now" }));
    expect(await screen.findByText("No applications yet: here is what the last run found")).toBeTruthy();
    const report = screen.getAllByTestId("run-report")[0]!;
    expect(within(report).getByRole("note", { name: "What to change" }).textContent).toBe(EMPTY_RUN.hint);
    expect(report.textContent).toContain("Looked at 120 new postings · 120 skipped");
    expect(report.textContent).toContain('Outside your roles (96): 96 postings on your portals fit none of your roles ("Astronaut").');
    expect(report.textContent).toContain("For example: Growth Marketing Manager at Vistara Retail (Naukri)");
    expect(report.textContent).toContain("Portal switched off (24)");
  });

  it("the 'running' banner goes as soon as consent is revoked", async () => {
    let consent = GRANTED;
    const { user } = await open({
      [CONSENT]: () => [200, consent],
      [SETTINGS]: () => [200, consent.accepted ? ON : { ...ON, enabled: false }],
      [SET_CONSENT]: () => {
        consent = NOT_GRANTED;
        return [200, NOT_GRANTED];
      },
      [RUN]: [202, { status: "queued", message: "Auto-Apply is running. Results appear in the log below as they come in.", considered: 0, submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 }],
    });
    await user.click(await screen.findByRole("button", { name: "Run now" }));
    expect(await screen.findByText("Auto-Apply is running. Results appear in the log below as they come in.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Pause & Revoke Consent" }));
    expect(await screen.findByText("Auto-Apply paused and consent revoked.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Auto-Apply is running. Results appear in the log below as they come in.")).toBeNull());
    expect(await screen.findByText("No applications yet")).toBeTruthy();
    expect(screen.getByText("Auto-Apply is off")).toBeTruthy();
  });

  it("lists past runs, newest open, each with its reasons", async () => {
    const older = { ...EMPTY_RUN, id: "r0", trigger: "schedule" as const, started_at: "2026-11-21T04:00:00.000Z", message: "Auto-Apply looked at 3 new postings: 0 submitted, 2 ready for you, 0 failed, 1 skipped.", considered: 3, ready_for_you: 2, skipped: 1, hint: null, skips: [{ reason: "below_min_match" as const, count: 1, message: "1 posting scored below your minimum match of 75% (the best scored 70%).", examples: [] }] };
    await open({ [RUNS]: [200, { runs: [EMPTY_RUN, older] }] });
    const list = await screen.findByRole("list", { name: "Auto-Apply runs" });
    const items = Array.from(list.children);
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain("Run now");
    expect(items[1]!.textContent).toContain("Scheduled");
    expect(items[1]!.textContent).toContain("Looked at 3 new postings · 2 ready for you · 1 skipped");
    expect(items[1]!.textContent).toContain("Below min match (1): 1 posting scored below your minimum match of 75% (the best scored 70%).");
  });

  it("saves screening answers, refusing a CTC that is not a number", async () => {
    const { api, user } = await open({ [SAVE_SCREENING]: ({ body }) => [200, body as object] });
    const form = await screen.findByRole("form", { name: "Screening answers" });
    await user.type(within(form).getByLabelText("Notice period"), "30 days");
    await user.type(within(form).getByLabelText("Current CTC (LPA)"), "lots");
    await user.click(within(form).getByRole("button", { name: "Save screening answers" }));
    expect(await within(form).findByText("Current CTC must be a number of lakhs, like 18 or 18.5.")).toBeTruthy();
    expect(sentBodies(api, SAVE_SCREENING)).toEqual([]);
    await user.clear(within(form).getByLabelText("Current CTC (LPA)"));
    await user.type(within(form).getByLabelText("Current CTC (LPA)"), "18");
    await user.selectOptions(within(form).getByLabelText("Willing to relocate"), "yes");
    await user.click(within(form).getByRole("button", { name: "Save screening answers" }));
    expect(await within(form).findByText("Screening answers saved. Every application pack uses them.")).toBeTruthy();
    expect(sentBodies(api, SAVE_SCREENING)).toEqual([{ ...NO_SCREENING, notice_period: "30 days", current_ctc_lpa: 18, willing_to_relocate: true }]);
  });
});

describe("Auto-Apply screen: a server that sends only SPEC section 3's fields", () => {
  it("grants consent and saves settings when consent has no version and the log, runs and screening calls do not exist", async () => {
    // Spec-minimal: /auth/me without plan, consent {accepted, granted_at, ip} only; applications, runs and screening answer 404.
    signIn();
    const api = stubApi({
      [ME]: [200, { id: PRIYA.id, email: PRIYA.email, name: PRIYA.name }],
      [CONSENT]: [200, { accepted: false, granted_at: null, ip: null }],
      [SET_CONSENT]: [200, { accepted: true, granted_at: "2026-11-22T04:00:00.000Z", ip: "203.0.113.24" }],
      [SETTINGS]: [200, DEFAULTS],
      [SAVE]: [200, { ...DEFAULTS, enabled: true, daily_cap: 20 }],
    });
    const { user } = renderApp("/auto-apply");
    await screen.findByRole("form", { name: "Auto-Apply settings" });
    await user.click(screen.getByRole("button", { name: "Grant Consent" }));
    expect(await screen.findByText("Consent granted.")).toBeTruthy();
    expect(screen.getByText("203.0.113.24")).toBeTruthy();
    await user.click(enableSwitch());
    await user.clear(input("Daily cap"));
    await user.type(input("Daily cap"), "20");
    await user.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("Auto-Apply settings saved.")).toBeTruthy();
    expect(sentBodies(api, SAVE)).toEqual([{ ...DEFAULTS, enabled: true, daily_cap: 20 }]);
    expect(enableSwitch().checked).toBe(true);
    expect(input("Daily cap").value).toBe("20");
  });
});
