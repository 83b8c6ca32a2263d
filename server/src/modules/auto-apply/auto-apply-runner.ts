import type { Logger } from "../../lib/logger";
import { isPortalId, type Applicant, type ApplyOutcome, type PortalAdapter, type PortalId, type PostingTarget } from "../../engines/portals/types";
import type { AutoApplyRepository, CandidateCursor, CandidateFilter, CandidateRow, NewApplication, RunTrigger, SkipGroup } from "./auto-apply-repository";
import type { ResumeLookup } from "../resume";
import type { PackBuilder } from "./application-pack";
import { hintFor, SkipTally, type RunContext } from "./run-report";
import { isActive } from "./auto-apply-service";
import { matchesAnyLocation, matchesAnyRole, resumeProfile, scorePosting } from "./match-score";
import { portalName } from "./portal-names";

/** Candidates read (and scored) per page; a run pages on until the cap is filled or they run out. */
export const CANDIDATE_WINDOW = 2000;
/**
 * At most this many candidates are scored in one run. Roles and locations are already applied in SQL, so only a
 * user with very broad settings and a high min match gets near it; it keeps such a run from reading the whole index
 * every half hour.
 */
export const MAX_CANDIDATES_PER_RUN = 20 * CANDIDATE_WINDOW;
/** A company applied to within this many days is not applied to again. */
export const COMPANY_COOLDOWN_DAYS = 30;
/** Examples kept per skip reason. */
const MAX_EXAMPLES = 5;
/** A row still 'pending' after this long belongs to a run that died mid-way. */
const STALE_PENDING_MS = 15 * 60_000;

export interface RunSummary {
  outcome: "completed" | "inactive" | "no_resume" | "no_portals" | "stopped" | "cap_reached";
  counts: { submitted: number; ready_for_you: number; failed: number; skipped: number };
  /** A portal answered 429: the queue should retry the run later (the rows are kept retryable). */
  rateLimited: boolean;
  message: string;
  /** New postings the run looked at; each is in one bucket: submitted, ready for you, failed or a skip reason. */
  considered: number;
  skips: SkipGroup[];
  /** What to change when nothing was submitted or prepared. */
  hint: string | null;
  /** The stored run (null when the run did not go ahead: off, paused or without consent). */
  runId: string | null;
}

export interface RunnerDeps {
  repo: AutoApplyRepository;
  /** The user's stored resumes (the resume module owns them): a run uses the latest. */
  resumes: Pick<ResumeLookup, "latest">;
  users: { findById(id: string): Promise<{ id: string; name: string; email: string; time_zone: string } | undefined> };
  adapters: Record<PortalId, PortalAdapter>;
  logger: Logger;
  now?: () => Date;
  /** Page size (tests lower it). */
  candidateWindow?: number;
  /** Scan budget per run (tests lower it). */
  maxCandidates?: number;
  /** Prepares the application pack of each "ready for you" posting; absent, none is made. */
  packs?: Pick<PackBuilder, "prepare">;
}

/** The stored time zone when it is a valid IANA name, else India's (the product's home market). */
export function safeTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone });
    return timeZone;
  } catch {
    return "Asia/Kolkata";
  }
}

/** The user's calendar day (YYYY-MM-DD) in their time zone. */
export function localDay(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: safeTimeZone(timeZone), year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}

/** Name, contact details and resume text for the portal forms, from the account and the latest resume. */
export function applicantFrom(user: { name: string; email: string }, resume: { text: string; parsed: unknown }): Applicant {
  const parsed = (resume.parsed ?? {}) as Partial<{ name: string; email: string; phone: string; links: string[]; experienceEntries: Array<{ company?: string }> }>;
  const fullName = (user.name || parsed.name || "").replace(/\s+/g, " ").trim();
  const parts = fullName.split(" ");
  const firstName = parts[0] ?? fullName;
  // Portals require a last name; a single-word name is sent as both, as Indian forms commonly expect.
  const lastName = parts.length > 1 ? parts.slice(1).join(" ") : firstName;
  return {
    firstName,
    lastName,
    fullName,
    email: (typeof parsed.email === "string" && parsed.email.includes("@") ? parsed.email : user.email).trim(),
    phone: typeof parsed.phone === "string" ? parsed.phone.trim() : "",
    resumeText: resume.text,
    resumeFileName: `${fullName.replace(/[^\p{L}\p{N}]+/gu, "_").replace(/^_+|_+$/g, "") || "Resume"}_Resume.txt`,
    currentCompany: (Array.isArray(parsed.experienceEntries) ? (parsed.experienceEntries[0]?.company ?? "") : "").trim(),
    links: Array.isArray(parsed.links) ? parsed.links.filter((l): l is string => typeof l === "string") : [],
  };
}

function message(summary: Omit<RunSummary, "message" | "runId" | "skips" | "hint">, cap: number): string {
  const c = summary.counts;
  const done = `${c.submitted} submitted, ${c.ready_for_you} ready for you, ${c.failed} failed, ${c.skipped} skipped`;
  const looked = `${summary.considered.toLocaleString("en-IN")} new posting${summary.considered === 1 ? "" : "s"}`;
  switch (summary.outcome) {
    case "inactive":
      return "Auto-Apply is off, paused or without consent, so nothing was sent.";
    case "no_resume":
      return "Upload your resume in the job search workspace first: Auto-Apply applies with your latest resume.";
    case "no_portals":
      return "Switch on at least one portal in your Auto-Apply settings.";
    case "stopped":
      return `Auto-Apply stopped because it was paused or consent was revoked (${done}).`;
    case "cap_reached":
      return c.submitted + c.ready_for_you + c.failed
        ? `Auto-Apply reached today's limit of ${cap} applications (${done}). It continues tomorrow.`
        : `You've reached today's limit of ${cap} applications. Auto-Apply continues tomorrow.`;
    default:
      if (summary.considered === 0) return "There were no new postings to look at this time.";
      return c.submitted + c.ready_for_you + c.failed ? `Auto-Apply looked at ${looked}: ${done}.` : `Auto-Apply looked at ${looked} and none fitted your settings (${c.skipped} skipped).`;
  }
}

/**
 * One Auto-Apply run for one user: latest resume → unseen postings on the enabled portals that fit the roles
 * and locations (in SQL), a page at a time → score and filter (min match) → best first within the page,
 * skipping companies applied to in the last 30 days →
 * at most the daily cap (the user's local day) → apply through each portal's adapter. Consent, enabled
 * and pause are checked again right before every submission, in the same transaction that claims the
 * posting, so a revoke or pause stops the run at the next posting.
 */
export function createAutoApplyRunner(deps: RunnerDeps) {
  const { repo, logger, adapters } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * In one transaction, under the user's consent row lock (so revokes and other runs wait): still allowed
   * to apply, and still under today's cap? Then claim the posting as 'pending'. Counting here, not only
   * at the start of the run, keeps overlapping runs within the cap together.
   */
  async function claim(userId: string, a: NewApplication, existing: { id: string; status: CandidateRow["existing_status"] } | null, slot: { needed: boolean; timeZone: string }) {
    return repo.transaction(async (trx) => {
      const consent = await repo.lockConsent(userId, trx);
      const settings = await repo.getSettings(userId, trx);
      if (!settings || !isActive(consent, settings, now())) return { state: "inactive" as const, id: null };
      if (slot.needed && (await repo.attemptsToday(userId, slot.timeZone, now(), trx)) >= settings.daily_cap) return { state: "cap" as const, id: null };
      const id = existing?.status ? await repo.claimExisting(existing.id, existing.status, a, trx) : await repo.insertPending(a, trx);
      return { state: "claimed" as const, id };
    });
  }

  async function runForUser(userId: string, trigger: RunTrigger = "schedule"): Promise<RunSummary> {
    const counts = { submitted: 0, ready_for_you: 0, failed: 0, skipped: 0 };
    const tally = new SkipTally();
    const [consent, settings, user] = await Promise.all([repo.getConsent(userId), repo.getSettings(userId), deps.users.findById(userId)]);
    if (!user || !settings || !isActive(consent, settings, now())) {
      const s = { outcome: "inactive" as const, counts, rateLimited: false, considered: 0 };
      return { ...s, message: message(s, settings?.daily_cap ?? 0), skips: [], hint: null, runId: null };
    }

    const runId = await repo.startRun(userId, trigger);
    const portals = Object.entries(settings.portals ?? {})
      .filter(([p, on]) => on === true && isPortalId(p))
      .map(([p]) => p as PortalId);
    const ctx: RunContext = {
      minMatch: Number(settings.min_match_pct),
      dailyCap: settings.daily_cap,
      roles: settings.roles ?? [],
      locations: settings.locations ?? [],
      portals,
      cooldownDays: COMPANY_COOLDOWN_DAYS,
    };
    let considered = 0;
    const finish = async (outcome: RunSummary["outcome"], rateLimited = false, hint?: string | null): Promise<RunSummary> => {
      counts.skipped = tally.total();
      const skips = tally.groupsFor(ctx);
      const base = { outcome, counts, rateLimited, considered };
      const text = message(base, settings.daily_cap);
      const why = hint !== undefined ? hint : hintFor(considered, counts.submitted + counts.ready_for_you + counts.failed, tally, ctx);
      await repo.markRun(userId);
      await repo.finishRun(runId, { outcome: outcome === "inactive" ? "stopped" : outcome, considered, ...counts, skips, message: text, hint: why });
      logger.info({ userId, runId, trigger, outcome, considered, ...counts }, "auto-apply run finished");
      return { ...base, message: text, skips, hint: why, runId };
    };

    await repo.closeStalePending(
      userId,
      new Date(now().getTime() - STALE_PENDING_MS),
      "This attempt was interrupted before the portal confirmed it, so it was not resent. Check the posting before applying again.",
    );

    const resume = await deps.resumes.latest(userId);
    if (!resume) {
      logger.info({ userId }, "auto-apply run skipped: the user has no parsed resume yet");
      return finish("no_resume", false, "Auto-Apply reads your latest resume to match and tailor applications. Upload it in Job Search (or the Resume Builder), then press Run now.");
    }

    // The funnel, counted in SQL: every new posting, by portal; those on the user's portals that fit the roles; and
    // those that fit the locations too. What SQL leaves out is explained from these counts; the rest row by row.
    const filter: CandidateFilter = { portals, roles: ctx.roles, locations: ctx.locations };
    const funnel = await repo.funnel(userId, filter);
    const total = funnel.byPortal.reduce((a, p) => a + p.count, 0);
    const onPortals = funnel.byPortal.filter((p) => portals.includes(p.portal as PortalId)).reduce((a, p) => a + p.count, 0);
    tally.offPortals = funnel.byPortal.filter((p) => !portals.includes(p.portal as PortalId)).sort((a, b) => b.count - a.count);
    const example = (r: { id: string; title: string; company: string | null; portal: string }, score: number | null = null) => ({ job_id: r.id, title: r.title, company: r.company, portal: r.portal, score });
    const fromSql = async (stage: "portal_off" | "outside_roles" | "outside_locations", count: number) => {
      if (count > 0) tally.add(stage, count, (await repo.funnelExamples(userId, filter, stage, MAX_EXAMPLES)).map((r) => example(r)));
    };
    await fromSql("portal_off", total - onPortals);
    considered = total;
    if (!portals.length) return finish("no_portals", false, `Switch on at least one portal in your settings${tally.offPortals.length ? `: most new postings are on ${tally.offPortals.slice(0, 3).map((p) => portalName(p.portal)).join(", ")}` : ""}.`);
    await fromSql("outside_roles", onPortals - funnel.fitRoles);
    await fromSql("outside_locations", funnel.fitRoles - funnel.fitBoth);

    const timeZone = safeTimeZone(user.time_zone);
    const today = localDay(now(), timeZone);
    const cooldownStart = new Date(now().getTime() - COMPANY_COOLDOWN_DAYS * 86_400_000);
    const recent = await repo.recentApplications(userId, cooldownStart);
    const counted = new Set(["pending", "submitted", "ready_for_you", "failed"]);
    const attemptsToday = recent.filter((r) => counted.has(r.status) && localDay(r.created_at, timeZone) === today).length;
    let remaining = settings.daily_cap - attemptsToday;
    // Applied (or handed to the user) in the last 30 days; failures do not count.
    const cooledCompanies = new Set(recent.filter((r) => r.company_key && ["pending", "submitted", "ready_for_you"].includes(r.status)).map((r) => r.company_key!));

    const profile = resumeProfile(resume);
    const prefs = { roles: ctx.roles, locations: ctx.locations };
    const minScore = ctx.minMatch;
    const rank = (page: CandidateRow[]) => {
      const ranked: Array<{ posting: CandidateRow; score: number }> = [];
      for (const p of page) {
        if (!matchesAnyRole(p.title, prefs.roles)) tally.add("outside_roles", 1, [example(p)]);
        else if (!matchesAnyLocation(p, prefs.locations)) tally.add("outside_locations", 1, [example(p)]);
        else {
          const score = scorePosting(profile, p, prefs).score;
          if (score >= minScore) ranked.push({ posting: p, score });
          else tally.add("below_min_match", 1, [example(p, score)]);
        }
      }
      return ranked.sort((a, b) => b.score - a.score || (b.posting.posted_at?.getTime() ?? 0) - (a.posting.posted_at?.getTime() ?? 0));
    };

    const applicant = applicantFrom(user, resume);
    const throttledPortals = new Set<PortalId>();
    let rateLimited = false;
    let outcome: RunSummary["outcome"] = "completed";
    let capReached = false;

    /** One candidate: skip, claim and apply. False when the run must stop (consent revoked, disabled or paused). */
    async function attempt(posting: CandidateRow, score: number): Promise<boolean> {
      // A retry of today's rate-limited attempt already holds one of today's slots.
      const reusesTodaysSlot = posting.existing_status === "failed" && posting.existing_created_at !== null && localDay(posting.existing_created_at, timeZone) === today;
      const portal = posting.portal as PortalId;
      const record: NewApplication = { userId, jobId: posting.id, title: posting.title, company: posting.company, portal, applyLink: posting.apply_link, score };
      const existing = posting.existing_id ? { id: posting.existing_id, status: posting.existing_status } : null;
      const key = posting.company?.trim().toLowerCase() || null;

      if (key && cooledCompanies.has(key)) {
        tally.add("company_cooldown", 1, [example(posting, score)]);
        // Shown once per posting in the log; an already-skipped row stays as it is.
        if (existing?.status !== "skipped") {
          const reason = `You applied to ${posting.company} in the last ${COMPANY_COOLDOWN_DAYS} days, so this posting was skipped.`;
          const recorded = await repo.recordSkipped(record, reason, existing?.status ? { id: existing.id, status: existing.status } : null);
          if (recorded) {
            const row = await repo.findApplication(userId, posting.id);
            if (row) await repo.setRunId(row.id, runId);
          }
        }
        return true;
      }
      if (remaining <= 0 && !reusesTodaysSlot) {
        capReached = true;
        tally.add("daily_cap", 1, [example(posting, score)]);
        return true;
      }
      // Do not keep knocking on a portal that just rate-limited us; the retry picks these up.
      if (throttledPortals.has(portal)) {
        tally.add("deferred", 1, [example(posting, score)]);
        return true;
      }

      const claimed = await claim(userId, record, existing, { needed: !reusesTodaysSlot, timeZone });
      if (claimed.state === "inactive") {
        outcome = "stopped";
        logger.info({ userId }, "auto-apply run stopped: consent revoked, disabled or paused mid-run");
        return false;
      }
      if (claimed.state === "cap") {
        // Another run used the rest of today's cap; only retries of today's attempts may still go.
        remaining = 0;
        capReached = true;
        tally.add("daily_cap", 1, [example(posting, score)]);
        return true;
      }
      if (!claimed.id) {
        tally.add("deferred", 1, [example(posting, score)]); // another run claimed it first
        return true;
      }
      await repo.setRunId(claimed.id, runId);

      if (!reusesTodaysSlot) remaining -= 1;

      const target: PostingTarget = { id: posting.id, title: posting.title, company: posting.company, applyLink: posting.apply_link, portal, applyMeta: posting.apply_meta ?? {} };
      let result: ApplyOutcome;
      try {
        result = await adapters[portal].apply(target, applicant);
      } catch (err) {
        logger.error({ err, userId, jobId: posting.id, portal }, "portal adapter threw");
        result = { status: "failed", reason: "Something went wrong while applying; it was not resent.", retryable: false };
      }
      if (result.status === "ready_for_you" && deps.packs) {
        // The pack is ready before the log shows the posting, so the tracker never shows it without one.
        try {
          await deps.packs.prepare({ userId, userName: user!.name, autoApplyId: claimed.id, resume: resume!, posting: { id: posting.id, title: posting.title, company: posting.company }, locations: ctx.locations });
        } catch (err) {
          logger.error({ err, userId, jobId: posting.id }, "could not prepare the application pack");
        }
      }
      await repo.finish(claimed.id, {
        status: result.status,
        reason: result.status === "submitted" ? null : result.reason,
        retryable: result.status === "failed" && result.retryable,
        externalRef: result.status === "submitted" ? result.reference : null,
      });
      counts[result.status] += 1;
      if (result.status === "submitted" || result.status === "ready_for_you") {
        if (key) cooledCompanies.add(key);
      } else if (result.retryable) {
        rateLimited = true;
        throttledPortals.add(portal);
      }
      logger.info({ userId, jobId: posting.id, portal, status: result.status }, "auto-apply attempt recorded");
      return true;
    }

    // Newest first, a page at a time, best score first within a page: a page whose postings all fall below min
    // match (or are used up) leads to the next, so older matching postings are reached. Once the cap is used, the
    // remaining pages are read only for retries of today's rate-limited attempts, which hold a slot already; the
    // postings left unread are counted as over the daily cap.
    const window = Math.max(1, deps.candidateWindow ?? CANDIDATE_WINDOW);
    const budget = deps.maxCandidates ?? MAX_CANDIDATES_PER_RUN;
    let after: CandidateCursor | null = null;
    let scanned = 0;
    let stoppedEarly = false;
    pages: for (;;) {
      const retriesOnly = remaining <= 0;
      // The cap is used with postings left unread: the run says so, as when a page held more than the cap.
      if (retriesOnly) capReached = true;
      const page = await repo.candidatePostings(userId, filter, { limit: window, after, retriesOnly });
      if (!retriesOnly) {
        scanned += page.length;
      }
      for (const { posting, score } of rank(page)) {
        if (!(await attempt(posting, score))) {
          stoppedEarly = true;
          break pages;
        }
      }
      if (page.length < window) break;
      if (scanned >= budget) {
        logger.warn({ userId, scanned }, "auto-apply run stopped reading candidates at its per-run budget");
        stoppedEarly = true;
        break;
      }
      const last = page[page.length - 1]!;
      after = { postedAt: last.cursor_posted_at, id: last.id };
    }

    if (outcome === "completed" && capReached) outcome = "cap_reached";
    // Everything considered is in one bucket: what the pages did not reach (cap used, run stopped or at its budget,
    // postings that arrived during the run) is counted here.
    const bucketed = counts.submitted + counts.ready_for_you + counts.failed + tally.total();
    considered = Math.max(considered, bucketed);
    const unread = considered - bucketed;
    if (unread > 0) tally.add(capReached && !stoppedEarly ? "daily_cap" : "deferred", unread);
    return finish(outcome, rateLimited);
  }

  return {
    runForUser,
    /** Users the schedule should run now. */
    activeUserIds: () => repo.activeUserIds(now()),
  };
}

export type AutoApplyRunner = ReturnType<typeof createAutoApplyRunner>;
