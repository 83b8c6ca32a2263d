import { describe, expect, it } from "vitest";
import type { AutoApplySettings } from "../../../api/generated/model";
import {
  MESSAGES,
  PORTALS,
  allPortals,
  defaultFormValues,
  enabledOnLoad,
  formFromServer,
  isoToLocalInput,
  joinList,
  localInputToIso,
  outOfBounds,
  parseNumber,
  splitList,
  toSettingsPayload,
  type SettingsFormValues,
} from "./settings-form";

const ALL_OFF = { linkedin: false, greenhouse: false, lever: false, workable: false, successfactors: false, naukri: false, shine: false };

const saved: AutoApplySettings = {
  enabled: true,
  min_match_pct: 82.5,
  daily_cap: 25,
  portals: { greenhouse: true, naukri: true },
  locations: ["Bengaluru", "Remote"],
  roles: ["Growth Lead"],
  pause_until: null,
};

const form = (overrides: Partial<SettingsFormValues> = {}): SettingsFormValues => ({ ...defaultFormValues(), ...overrides });

describe("the seven portals", () => {
  it("are linkedin, greenhouse, lever, workable, successfactors, naukri and shine, in that order, with labels", () => {
    expect(PORTALS.map((p) => p.id)).toEqual(["linkedin", "greenhouse", "lever", "workable", "successfactors", "naukri", "shine"]);
    expect(PORTALS.map((p) => p.label)).toEqual(["LinkedIn", "Greenhouse", "Lever", "Workable", "SuccessFactors", "Naukri", "Shine"]);
  });

  it("are all off by default, and only an explicit true turns one on", () => {
    expect(allPortals()).toEqual(ALL_OFF);
    expect(allPortals({ naukri: true, lever: false })).toEqual({ ...ALL_OFF, naukri: true });
  });
});

describe("splitList (locations and roles)", () => {
  it("splits on commas, trims, and drops empties", () => {
    expect(splitList(" Bengaluru ,Remote,, ,  Pune  ")).toEqual(["Bengaluru", "Remote", "Pune"]);
    expect(splitList("")).toEqual([]);
    expect(splitList(" , ,")).toEqual([]);
  });

  it("keeps spaces inside an item and does not split on other separators", () => {
    expect(splitList("Product Manager; Lead, New Delhi")).toEqual(["Product Manager; Lead", "New Delhi"]);
  });

  it("joins a list back for its input", () => {
    expect(joinList(["Bengaluru", "Remote"])).toBe("Bengaluru, Remote");
    expect(joinList([])).toBe("");
    expect(joinList(undefined)).toBe("");
  });
});

describe("parseNumber", () => {
  it("reads whole and decimal numbers, trimmed", () => {
    expect(parseNumber("75")).toBe(75);
    expect(parseNumber(" 82.5 ")).toBe(82.5);
    expect(parseNumber("0")).toBe(0);
  });

  it("gives null for blank or non-numeric text", () => {
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("   ")).toBeNull();
    expect(parseNumber("abc")).toBeNull();
    expect(parseNumber("12abc")).toBeNull();
    expect(parseNumber("Infinity")).toBeNull();
  });

  it("flags values outside the input bounds", () => {
    expect(outOfBounds("101", { min: 0, max: 100 })).toBe(true);
    expect(outOfBounds("-1", { min: 0, max: 100 })).toBe(true);
    expect(outOfBounds("0", { min: 1, max: 200 })).toBe(true);
    expect(outOfBounds("200", { min: 1, max: 200 })).toBe(false);
    expect(outOfBounds("", { min: 1, max: 200 })).toBe(false);
  });
});

describe("pause until: datetime-local ⇄ ISO", () => {
  it("turns a local date-time into the full ISO timestamp of the same instant", () => {
    const iso = localInputToIso("2026-12-01T09:30");
    expect(iso).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(localInputToIso("2026-12-01T09:30:15")).toBe(new Date(2026, 11, 1, 9, 30, 15).toISOString());
  });

  it("sends null for an empty, malformed or impossible value", () => {
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("  ")).toBeNull();
    expect(localInputToIso("tomorrow")).toBeNull();
    expect(localInputToIso("2026-12-01")).toBeNull();
    expect(localInputToIso("2026-02-31T10:00")).toBeNull();
  });

  it("shows a stored timestamp as a local datetime-local value, and round-trips", () => {
    const iso = new Date(2026, 10, 22, 18, 5).toISOString();
    expect(isoToLocalInput(iso)).toBe("2026-11-22T18:05");
    expect(localInputToIso(isoToLocalInput(iso))).toBe(iso);
    expect(isoToLocalInput(null)).toBe("");
    expect(isoToLocalInput("not a date")).toBe("");
  });
});

describe("enabled on load (SPEC section 4)", () => {
  it("is true only when the server says enabled AND consent is accepted", () => {
    expect(enabledOnLoad({ enabled: true }, { accepted: true })).toBe(true);
    expect(enabledOnLoad({ enabled: true }, { accepted: false })).toBe(false);
    expect(enabledOnLoad({ enabled: false }, { accepted: true })).toBe(false);
    expect(enabledOnLoad(undefined, { accepted: true })).toBe(false);
    expect(enabledOnLoad({ enabled: true }, undefined)).toBe(false);
  });
});

describe("the form from the server", () => {
  it("has the section 9 defaults: min 75, cap 10, off, no pause, every portal off", () => {
    expect(defaultFormValues()).toEqual({ enabled: false, minMatchPct: "75", dailyCap: "10", portals: ALL_OFF, locations: "", roles: "", pauseUntil: "" });
  });

  it("fills every field from saved settings, with enabled gated by consent", () => {
    expect(formFromServer(saved, { accepted: true })).toEqual({
      enabled: true,
      minMatchPct: "82.5",
      dailyCap: "25",
      portals: { ...ALL_OFF, greenhouse: true, naukri: true },
      locations: "Bengaluru, Remote",
      roles: "Growth Lead",
      pauseUntil: "",
    });
    expect(formFromServer(saved, { accepted: false }).enabled).toBe(false);
    const paused = formFromServer({ ...saved, pause_until: new Date(2026, 11, 24, 8, 0).toISOString() }, { accepted: true });
    expect(paused.pauseUntil).toBe("2026-12-24T08:00");
  });
});

describe("the payload on submit (SPEC section 5)", () => {
  it("refuses enabling without consent", () => {
    expect(toSettingsPayload(form({ enabled: true }), false)).toEqual({ ok: false, message: "Please grant consent before enabling Auto-Apply." });
    expect(MESSAGES.consentRequired).toBe("Please grant consent before enabling Auto-Apply.");
  });

  it("refuses non-numeric min match or daily cap", () => {
    const notNumbers = { ok: false, message: "Min match percentage and daily cap must be numbers." };
    expect(toSettingsPayload(form({ minMatchPct: "" }), true)).toEqual(notNumbers);
    expect(toSettingsPayload(form({ dailyCap: "ten" }), true)).toEqual(notNumbers);
    expect(toSettingsPayload(form({ minMatchPct: "abc", dailyCap: "" }), false)).toEqual(notNumbers);
  });

  it("builds the full body: numbers, every portal, split lists, ISO or null pause", () => {
    const result = toSettingsPayload(
      form({
        enabled: true,
        minMatchPct: "60",
        dailyCap: " 20 ",
        portals: { ...ALL_OFF, naukri: true },
        locations: "Bengaluru, , Remote ",
        roles: " Product Manager,",
        pauseUntil: "2026-12-01T09:30",
      }),
      true,
    );
    expect(result).toEqual({
      ok: true,
      payload: {
        enabled: true,
        min_match_pct: 60,
        daily_cap: 20,
        portals: { ...ALL_OFF, naukri: true },
        locations: ["Bengaluru", "Remote"],
        roles: ["Product Manager"],
        pause_until: new Date(2026, 11, 1, 9, 30).toISOString(),
      },
    });
  });

  it("sends disabled settings without consent, and null for an empty pause", () => {
    const result = toSettingsPayload(form(), false);
    expect(result).toEqual({
      ok: true,
      payload: { enabled: false, min_match_pct: 75, daily_cap: 10, portals: ALL_OFF, locations: [], roles: [], pause_until: null },
    });
  });

  it("leaves the bounds to the input element and the server (out-of-range numbers are sent as typed)", () => {
    const result = toSettingsPayload(form({ minMatchPct: "150", dailyCap: "0" }), true);
    expect(result.ok && result.payload.min_match_pct).toBe(150);
    expect(result.ok && result.payload.daily_cap).toBe(0);
  });
});
