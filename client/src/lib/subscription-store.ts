/**
 * The client-side subscription record (SPEC sections 3 and 4), kept in browser storage under its own key.
 * - the plan defaults to pro_plus; stored free and starter values are migrated to pro_plus on load (records
 *   the server or a payment wrote are exempt: the server applies the promotion itself, and can end it);
 * - daily counters (job matches, resume scores) reset when the local date changes, monthly counters
 *   (mock interviews, resume builds) when the local month changes;
 * - setting a plan resets usage and records the activation time;
 * - usage is counted and capped at the plan limit (the limit comes from the server's plan catalogue).
 * When signed in, `useSubscription()` keeps it in step with `GET /subscription` (the server is the source of truth).
 */
import { useEffect, useSyncExternalStore } from "react";
import { getGetSubscriptionQueryKey, useGetSubscription } from "../api/generated/endpoints/billing/billing";
import type { PlanId, Subscription } from "../api/generated/model";
import { useAccessToken } from "../hooks/use-session";
import { readJson, STORAGE_KEYS, writeJson } from "./storage";

export interface DailyCounter {
  date: string;
  count: number;
}

export interface MonthlyCounter {
  month: string;
  count: number;
}

export interface SubscriptionUsageRecord {
  jobMatches: DailyCounter;
  resumeScores: DailyCounter;
  mockInterviews: MonthlyCounter;
  resumeBuilds: MonthlyCounter;
}

export interface SubscriptionRecord {
  planId: PlanId;
  /** ISO timestamp of the last plan change. */
  activatedAt: string;
  usage: SubscriptionUsageRecord;
  /**
   * Where the plan came from: the server (`GET /subscription`, which has already applied its launch promotion)
   * or a payment just made in the checkout. Only a record with neither, one the browser kept from before,
   * is migrated on load; a plan the server or a payment set is never rewritten by the browser.
   */
  source?: "server" | "checkout";
  /** The server says the plan comes from its launch promotion, not a payment (GET /subscription). */
  promotional?: boolean;
}

export type UsageKind = keyof SubscriptionUsageRecord;
export const DAILY_KINDS = ["jobMatches", "resumeScores"] as const satisfies readonly UsageKind[];
export const MONTHLY_KINDS = ["mockInterviews", "resumeBuilds"] as const satisfies readonly UsageKind[];

export const DEFAULT_PLAN_ID: PlanId = "pro_plus";
const PLAN_IDS: readonly PlanId[] = ["free", "starter", "pro", "pro_plus"];
/** SPEC section 4: the launch promotion lifts these stored values to the default plan on load. */
const MIGRATED_TO_DEFAULT: readonly PlanId[] = ["free", "starter"];

const pad = (n: number) => String(n).padStart(2, "0");

/** The local calendar date, YYYY-MM-DD (not UTC: counters reset at the user's own midnight). */
export function localDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The local month, YYYY-MM. */
export function localMonth(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
}

export function emptyUsage(now: Date = new Date()): SubscriptionUsageRecord {
  const date = localDate(now);
  const month = localMonth(now);
  return {
    jobMatches: { date, count: 0 },
    resumeScores: { date, count: 0 },
    mockInterviews: { month, count: 0 },
    resumeBuilds: { month, count: 0 },
  };
}

export function defaultRecord(now: Date = new Date()): SubscriptionRecord {
  return { planId: DEFAULT_PLAN_ID, activatedAt: now.toISOString(), usage: emptyUsage(now) };
}

const isPlanId = (value: unknown): value is PlanId => typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
const count = (value: unknown): number => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** A counter for today (or this month): the stored count if it is from the same period, else zero. */
function daily(stored: unknown, date: string): DailyCounter {
  const c = stored as Partial<DailyCounter> | undefined;
  return c && c.date === date ? { date, count: count(c.count) } : { date, count: 0 };
}

function monthly(stored: unknown, month: string): MonthlyCounter {
  const c = stored as Partial<MonthlyCounter> | undefined;
  return c && c.month === month ? { month, count: count(c.count) } : { month, count: 0 };
}

/**
 * Any stored value (possibly old, partial or corrupt) → a valid record for `now`:
 * unknown, free and starter plans become pro_plus; counters from an earlier day or month start again at zero.
 */
export function normaliseRecord(stored: unknown, now: Date = new Date()): SubscriptionRecord {
  if (!stored || typeof stored !== "object") return defaultRecord(now);
  const raw = stored as Partial<SubscriptionRecord>;
  const source = raw.source === "server" || raw.source === "checkout" ? raw.source : undefined;
  const planId = isPlanId(raw.planId) && (source || !MIGRATED_TO_DEFAULT.includes(raw.planId)) ? raw.planId : DEFAULT_PLAN_ID;
  const activatedAt = typeof raw.activatedAt === "string" && !Number.isNaN(Date.parse(raw.activatedAt)) ? raw.activatedAt : now.toISOString();
  const usage = (raw.usage ?? {}) as Partial<SubscriptionUsageRecord>;
  const date = localDate(now);
  const month = localMonth(now);
  return {
    planId,
    activatedAt,
    usage: {
      jobMatches: daily(usage.jobMatches, date),
      resumeScores: daily(usage.resumeScores, date),
      mockInterviews: monthly(usage.mockInterviews, month),
      resumeBuilds: monthly(usage.resumeBuilds, month),
    },
    ...(source ? { source } : {}),
    ...(source === "server" && raw.promotional === true ? { promotional: true } : {}),
  };
}

/** Setting a plan (after a payment) resets usage and records the activation time. */
export function withPlan(planId: PlanId, now: Date = new Date()): SubscriptionRecord {
  return { planId, activatedAt: now.toISOString(), usage: emptyUsage(now), source: "checkout" };
}

/** Count one use (or `by`), capped at `limit` (null = unlimited). */
export function withUsage(record: SubscriptionRecord, kind: UsageKind, limit: number | null, by = 1, now: Date = new Date()): SubscriptionRecord {
  const current = normaliseRecord(record, now);
  const counter = current.usage[kind];
  const next = counter.count + Math.max(0, Math.floor(by));
  const capped = limit === null ? next : Math.min(next, Math.max(0, limit));
  return { ...current, usage: { ...current.usage, [kind]: { ...counter, count: capped } } };
}

/** How many uses remain (null = unlimited). */
export function remaining(record: SubscriptionRecord, kind: UsageKind, limit: number | null): number | null {
  if (limit === null) return null;
  return Math.max(0, limit - record.usage[kind].count);
}

/**
 * The server's subscription (`GET /subscription`, `POST /billing/verify`, the dashboard) as the stored record.
 * The server has already applied the launch promotion, so its plan is taken as is.
 */
export function recordFromServer(subscription: Subscription, now: Date = new Date()): SubscriptionRecord {
  const { usage } = subscription;
  const date = localDate(now);
  const month = localMonth(now);
  return {
    planId: isPlanId(subscription.planId) ? subscription.planId : DEFAULT_PLAN_ID,
    activatedAt: subscription.activatedAt,
    usage: {
      jobMatches: { date: usage.jobMatches.date ?? date, count: count(usage.jobMatches.count) },
      resumeScores: { date: usage.resumeScores.date ?? date, count: count(usage.resumeScores.count) },
      mockInterviews: { month: usage.mockInterviews.month ?? month, count: count(usage.mockInterviews.count) },
      resumeBuilds: { month: usage.resumeBuilds.month ?? month, count: count(usage.resumeBuilds.count) },
    },
    source: "server",
    ...(subscription.promotional ? { promotional: true } : {}),
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cachedRaw: string | null | undefined;
let cachedRecord: SubscriptionRecord | undefined;
let cachedDay: string | undefined;

function notify() {
  listeners.forEach((l) => l());
}

function save(record: SubscriptionRecord) {
  writeJson(STORAGE_KEYS.subscription, record);
  notify();
}

export const subscriptionStore = {
  /** The record as of now (loaded, migrated and reset as needed). */
  get(now: Date = new Date()): SubscriptionRecord {
    return normaliseRecord(readJson<unknown>(STORAGE_KEYS.subscription), now);
  },
  /** Load once: writes back the migrated/reset record so storage always holds a valid one. */
  load(now: Date = new Date()): SubscriptionRecord {
    const record = this.get(now);
    writeJson(STORAGE_KEYS.subscription, record);
    return record;
  },
  setPlan(planId: PlanId, now: Date = new Date()): SubscriptionRecord {
    const record = withPlan(planId, now);
    save(record);
    return record;
  },
  recordUsage(kind: UsageKind, limit: number | null, by = 1, now: Date = new Date()): SubscriptionRecord {
    const record = withUsage(this.get(now), kind, limit, by, now);
    save(record);
    return record;
  },
  syncFromServer(subscription: Subscription, now: Date = new Date()): SubscriptionRecord {
    const record = recordFromServer(subscription, now);
    const current = readJson<unknown>(STORAGE_KEYS.subscription);
    if (JSON.stringify(current) !== JSON.stringify(record)) save(record);
    return record;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** One object per stored value (and per day), so React sees a stable snapshot. */
function getSnapshot(): SubscriptionRecord {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.subscription);
  } catch {
    raw = null;
  }
  const day = localDate();
  if (raw !== cachedRaw || day !== cachedDay || !cachedRecord) {
    cachedRaw = raw;
    cachedDay = day;
    cachedRecord = subscriptionStore.get();
  }
  return cachedRecord;
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = subscriptionStore.subscribe(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.subscription) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored record, re-rendering when it changes (in this tab or another). */
export function useSubscriptionRecord(): SubscriptionRecord {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

export interface SubscriptionState {
  record: SubscriptionRecord;
  planId: PlanId;
  /** True while a signed-in user's subscription is being read from the server for the first time. */
  isSyncing: boolean;
}

/**
 * The current subscription: the stored record, refreshed from `GET /subscription` when signed in.
 * Logged out, the stored record (default pro_plus) is the plan state.
 */
export function useSubscription(): SubscriptionState {
  const token = useAccessToken();
  const query = useGetSubscription({ query: { queryKey: getGetSubscriptionQueryKey(), enabled: Boolean(token), staleTime: 30_000 } });
  const data = token ? query.data : undefined;
  useEffect(() => {
    if (data) subscriptionStore.syncFromServer(data);
  }, [data]);
  const record = useSubscriptionRecord();
  return { record, planId: record.planId, isSyncing: Boolean(token) && query.isPending };
}
