import { describe, expect, it } from "vitest";
import { activityKind } from "./activity";
import { fullDateTime, relativeTime } from "./relative-time";

const NOW = new Date("2026-11-22T12:00:00.000Z");

describe("relative time", () => {
  it("says 'just now' under a minute and counts up from there", () => {
    expect(relativeTime("2026-11-22T11:59:30.000Z", NOW)).toBe("just now");
    expect(relativeTime("2026-11-22T11:55:00.000Z", NOW)).toBe("5 minutes ago");
    expect(relativeTime("2026-11-22T09:00:00.000Z", NOW)).toBe("3 hours ago");
    expect(relativeTime("2026-11-21T12:00:00.000Z", NOW)).toBe("yesterday");
    expect(relativeTime("2026-11-01T12:00:00.000Z", NOW)).toBe("3 weeks ago");
  });
  it("is empty for a missing or bad time", () => {
    expect(relativeTime(null, NOW)).toBe("");
    expect(relativeTime("not a date", NOW)).toBe("");
    expect(fullDateTime("not a date")).toBe("");
  });
});

describe("activity kinds", () => {
  it("labels known kinds and links to their tool", () => {
    expect(activityKind("job_search")).toMatchObject({ label: "Job search", to: "/jobs" });
    expect(activityKind("interview_finished")).toMatchObject({ label: "Mock interview", to: "/interview" });
    expect(activityKind("playbook_generated")).toMatchObject({ label: "Role notes", to: "/notes" });
    expect(activityKind("plan_activated")).toMatchObject({ label: "Plan", to: "/pricing" });
  });
  it("groups unknown kinds by prefix, else a generic look", () => {
    expect(activityKind("auto_apply_submitted").label).toBe("Auto-Apply");
    expect(activityKind("resume_exported").label).toBe("Resume");
    expect(activityKind("something_new")).toMatchObject({ label: "Activity", to: "/dashboard" });
  });
});
