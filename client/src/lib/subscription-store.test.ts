import { describe, expect, it, vi } from "vitest";
import type { Subscription } from "../api/generated/model";
import { STORAGE_KEYS } from "./storage";
import {
  defaultRecord,
  localDate,
  localMonth,
  normaliseRecord,
  recordFromServer,
  remaining,
  subscriptionStore,
  withPlan,
  withUsage,
  type SubscriptionRecord,
} from "./subscription-store";

// Local time on purpose: counters follow the user's own calendar.
const MAY_10 = new Date(2026, 4, 10, 9, 30);
const MAY_11 = new Date(2026, 4, 11, 0, 5);
const JUNE_1 = new Date(2026, 5, 1, 8, 0);

function stored(overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    planId: "pro",
    activatedAt: "2026-05-01T10:00:00.000Z",
    usage: {
      jobMatches: { date: "2026-05-10", count: 4 },
      resumeScores: { date: "2026-05-10", count: 2 },
      mockInterviews: { month: "2026-05", count: 1 },
      resumeBuilds: { month: "2026-05", count: 3 },
    },
    ...overrides,
  };
}

describe("local periods", () => {
  it("uses the local date and month, zero-padded", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(localMonth(new Date(2026, 8, 30))).toBe("2026-09");
  });
});

describe("loading the record", () => {
  it("defaults to pro_plus with empty usage and the activation time", () => {
    const record = normaliseRecord(null, MAY_10);
    expect(record).toEqual(defaultRecord(MAY_10));
    expect(record.planId).toBe("pro_plus");
    expect(record.activatedAt).toBe(MAY_10.toISOString());
    expect(record.usage.jobMatches).toEqual({ date: "2026-05-10", count: 0 });
    expect(record.usage.mockInterviews).toEqual({ month: "2026-05", count: 0 });
  });

  it("migrates stored free and starter plans to pro_plus, keeps pro and pro_plus", () => {
    expect(normaliseRecord(stored({ planId: "free" }), MAY_10).planId).toBe("pro_plus");
    expect(normaliseRecord(stored({ planId: "starter" }), MAY_10).planId).toBe("pro_plus");
    expect(normaliseRecord(stored({ planId: "pro" }), MAY_10).planId).toBe("pro");
    expect(normaliseRecord(stored({ planId: "pro_plus" }), MAY_10).planId).toBe("pro_plus");
  });

  it("treats an unknown plan or corrupt values as the defaults", () => {
    const record = normaliseRecord({ planId: "gold", activatedAt: "not a date", usage: { jobMatches: { date: "2026-05-10", count: -3 } } }, MAY_10);
    expect(record.planId).toBe("pro_plus");
    expect(record.activatedAt).toBe(MAY_10.toISOString());
    expect(record.usage.jobMatches.count).toBe(0);
    expect(normaliseRecord("garbage", MAY_10)).toEqual(defaultRecord(MAY_10));
  });

  it("keeps today's counters on the same day", () => {
    expect(normaliseRecord(stored(), MAY_10).usage).toEqual(stored().usage);
  });

  it("resets daily counters when the local date changes, monthly ones only when the month changes", () => {
    const nextDay = normaliseRecord(stored(), MAY_11).usage;
    expect(nextDay.jobMatches).toEqual({ date: "2026-05-11", count: 0 });
    expect(nextDay.resumeScores).toEqual({ date: "2026-05-11", count: 0 });
    expect(nextDay.mockInterviews).toEqual({ month: "2026-05", count: 1 });
    expect(nextDay.resumeBuilds).toEqual({ month: "2026-05", count: 3 });

    const nextMonth = normaliseRecord(stored(), JUNE_1).usage;
    expect(nextMonth.mockInterviews).toEqual({ month: "2026-06", count: 0 });
    expect(nextMonth.resumeBuilds).toEqual({ month: "2026-06", count: 0 });
  });
});

describe("changing the record", () => {
  it("setting a plan resets usage and records the activation time", () => {
    const record = withPlan("starter", MAY_11);
    expect(record).toEqual({ planId: "starter", activatedAt: MAY_11.toISOString(), usage: defaultRecord(MAY_11).usage, source: "checkout" });
  });

  it("keeps a plan just paid for on the next load, even starter", () => {
    expect(normaliseRecord(withPlan("starter", MAY_10), MAY_11).planId).toBe("starter");
  });

  it("counts usage and caps it at the plan limit", () => {
    let record = normaliseRecord(stored(), MAY_10);
    record = withUsage(record, "mockInterviews", 3, 1, MAY_10);
    expect(record.usage.mockInterviews.count).toBe(2);
    record = withUsage(record, "mockInterviews", 3, 5, MAY_10);
    expect(record.usage.mockInterviews.count).toBe(3);
    expect(remaining(record, "mockInterviews", 3)).toBe(0);
  });

  it("never caps an unlimited counter", () => {
    const record = withUsage(normaliseRecord(stored(), MAY_10), "jobMatches", null, 10, MAY_10);
    expect(record.usage.jobMatches.count).toBe(14);
    expect(remaining(record, "jobMatches", null)).toBeNull();
  });

  it("counts from zero on a new day", () => {
    const record = withUsage(stored(), "jobMatches", 20, 1, MAY_11);
    expect(record.usage.jobMatches).toEqual({ date: "2026-05-11", count: 1 });
  });
});

describe("the server's subscription", () => {
  const server: Subscription = {
    planId: "starter",
    activatedAt: "2026-05-02T08:00:00.000Z",
    usage: {
      jobMatches: { date: "2026-05-10", count: 7, limit: null },
      resumeScores: { date: "2026-05-10", count: 1, limit: 5 },
      mockInterviews: { month: "2026-05", count: 2, limit: 2 },
      resumeBuilds: { month: "2026-05", count: 0, limit: 2 },
    },
  };

  it("becomes the stored record, plan as the server says (it applies any promotion itself)", () => {
    expect(recordFromServer(server, MAY_10)).toEqual({
      planId: "starter",
      activatedAt: "2026-05-02T08:00:00.000Z",
      usage: {
        jobMatches: { date: "2026-05-10", count: 7 },
        resumeScores: { date: "2026-05-10", count: 1 },
        mockInterviews: { month: "2026-05", count: 2 },
        resumeBuilds: { month: "2026-05", count: 0 },
      },
      source: "server",
    });
  });

  it("is read back as the server's plan, never migrated: the server decides whether a promotion runs", () => {
    subscriptionStore.syncFromServer({ ...server, planId: "free" }, MAY_10);
    expect(subscriptionStore.get(MAY_10).planId).toBe("free");
    expect(subscriptionStore.load(MAY_11).planId).toBe("free");
    subscriptionStore.syncFromServer(server, MAY_10);
    expect(subscriptionStore.get(MAY_10).planId).toBe("starter");
  });

  it("is written to storage and announced to subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscriptionStore.subscribe(listener);
    subscriptionStore.syncFromServer({ ...server, planId: "pro" }, MAY_10);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscription)!).planId).toBe("pro");
    expect(listener).toHaveBeenCalledTimes(1);
    subscriptionStore.syncFromServer({ ...server, planId: "pro" }, MAY_10); // nothing changed: no event
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe("the store in browser storage", () => {
  it("loads a default record into its own key and migrates on load", () => {
    expect(subscriptionStore.load(MAY_10).planId).toBe("pro_plus");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscription)!).planId).toBe("pro_plus");
    window.localStorage.setItem(STORAGE_KEYS.subscription, JSON.stringify(stored({ planId: "free" })));
    expect(subscriptionStore.load(MAY_10).planId).toBe("pro_plus");
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscription)!).planId).toBe("pro_plus");
  });

  it("setPlan and recordUsage persist", () => {
    subscriptionStore.setPlan("pro", MAY_10);
    subscriptionStore.recordUsage("resumeScores", 1, 3, MAY_10);
    const record = subscriptionStore.get(MAY_10);
    expect(record.planId).toBe("pro");
    expect(record.activatedAt).toBe(MAY_10.toISOString());
    expect(record.usage.resumeScores.count).toBe(1);
  });
});
