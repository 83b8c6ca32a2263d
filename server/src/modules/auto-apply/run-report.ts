/**
 * How a run explains itself: every new posting it considered lands in exactly one bucket (submitted, ready for you,
 * failed, or one skip reason), and the skip reasons are told in the user's words with what they can change.
 */
import type { SkipGroup, SkipReason } from "./auto-apply-repository";
import { portalName } from "./portal-names";

export const MAX_EXAMPLES = 5;
type Example = SkipGroup["examples"][number];

export interface RunContext {
  minMatch: number;
  dailyCap: number;
  roles: string[];
  locations: string[];
  /** Portals switched on. */
  portals: string[];
  cooldownDays: number;
}

/** Counts and examples per reason, filled while the run goes. */
export class SkipTally {
  private readonly groups = new Map<SkipReason, { count: number; examples: Example[] }>();
  /** The best score among postings below min match (for the hint). */
  bestBelow: number | null = null;
  /** Off-portal counts by portal (for the message). */
  offPortals: Array<{ portal: string; count: number }> = [];

  add(reason: SkipReason, count: number, examples: Example[] = []): void {
    if (count <= 0) return;
    const g = this.groups.get(reason) ?? { count: 0, examples: [] };
    g.count += count;
    g.examples.push(...examples);
    if (reason === "below_min_match") {
      g.examples.sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
      for (const e of examples) if (e.score !== null && (this.bestBelow === null || e.score > this.bestBelow)) this.bestBelow = e.score;
    }
    g.examples = g.examples.slice(0, MAX_EXAMPLES);
    this.groups.set(reason, g);
  }

  count(reason: SkipReason): number {
    return this.groups.get(reason)?.count ?? 0;
  }

  total(): number {
    let n = 0;
    for (const g of this.groups.values()) n += g.count;
    return n;
  }

  groupsFor(ctx: RunContext): SkipGroup[] {
    return [...this.groups.entries()]
      .map(([reason, g]) => ({ reason, count: g.count, message: skipMessage(reason, g.count, ctx, this), examples: g.examples }))
      .sort((a, b) => b.count - a.count || ORDER.indexOf(a.reason) - ORDER.indexOf(b.reason));
  }
}

/** The funnel's order: a posting is skipped for the first of these it fails. */
export const ORDER: readonly SkipReason[] = ["portal_off", "outside_roles", "outside_locations", "below_min_match", "company_cooldown", "daily_cap", "deferred"];

const n = (count: number, one: string, many = `${one}s`) => `${count.toLocaleString("en-IN")} ${count === 1 ? one : many}`;
const list = (xs: string[]) => (xs.length <= 1 ? (xs[0] ?? "") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`);
const quoted = (xs: string[]) => list(xs.map((x) => `"${x}"`));

export function skipMessage(reason: SkipReason, count: number, ctx: RunContext, tally: Pick<SkipTally, "bestBelow" | "offPortals">): string {
  const postings = n(count, "posting");
  const is = count === 1 ? "is" : "are";
  switch (reason) {
    case "portal_off": {
      const top = tally.offPortals.slice(0, 3).map((p) => `${portalName(p.portal)} ${p.count.toLocaleString("en-IN")}`);
      return `${postings} ${is} on portals you have switched off${top.length ? ` (${top.join(", ")})` : ""}.`;
    }
    case "outside_roles":
      return `${postings} on your portals fit none of your roles (${quoted(ctx.roles)}).`;
    case "outside_locations":
      return `${postings} for your roles ${is} outside your locations (${list(ctx.locations)}).`;
    case "below_min_match":
      return `${postings} scored below your minimum match of ${ctx.minMatch}%${tally.bestBelow !== null ? ` (the best scored ${Math.round(tally.bestBelow)}%)` : ""}.`;
    case "company_cooldown":
      return `${postings} ${is} at companies you applied to in the last ${ctx.cooldownDays} days, so they were skipped.`;
    case "daily_cap":
      return `${postings} ${count === 1 ? "was" : "were"} left for tomorrow: today's cap of ${ctx.dailyCap} applications is used.`;
    case "deferred":
      return `${postings} ${count === 1 ? "was" : "were"} left for the next run (a portal asked Auto-Apply to slow down, or the run read as many postings as one run may).`;
  }
}

/**
 * What to change, when the run applied to nothing: the stage of the funnel after which no posting was left, and
 * the setting that stage reads. Null when something was submitted or prepared.
 */
export function hintFor(considered: number, done: number, tally: SkipTally, ctx: RunContext): string | null {
  if (done > 0) return null;
  if (considered === 0) return "There are no new postings in the job index to look at. New postings arrive every few hours; Auto-Apply looks again on its next run.";
  let left = considered;
  for (const reason of ORDER) {
    const c = tally.count(reason);
    left -= c;
    if (c === 0 || left > 0) continue;
    switch (reason) {
      case "portal_off": {
        const names = tally.offPortals.slice(0, 3).map((p) => portalName(p.portal));
        return `No new postings are on the portals you switched on${ctx.portals.length ? ` (${list(ctx.portals.map(portalName))})` : ""}. Switch on ${list(names) || "more portals"} in your settings.`;
      }
      case "outside_roles":
        return `No postings on your portals match your roles (${quoted(ctx.roles)}). Try a broader role name (for example "Marketing Manager" rather than a specific title) or add more roles.`;
      case "outside_locations":
        return `No postings match your roles in your locations (${list(ctx.locations)}). Add more locations, or "Remote".`;
      case "below_min_match":
        return tally.bestBelow !== null
          ? `The best posting scored ${Math.round(tally.bestBelow)}%, below your minimum match of ${ctx.minMatch}%. Lower min match to ${Math.floor(tally.bestBelow)} to include it, or add the skills these postings ask for to your resume.`
          : `Every posting scored below your minimum match of ${ctx.minMatch}%. Lower min match to include more.`;
      case "company_cooldown":
        return `Every matching posting is at a company you applied to in the last ${ctx.cooldownDays} days; Auto-Apply applies to each company once a month.`;
      case "daily_cap":
        return `Today's cap of ${ctx.dailyCap} applications is used. Raise the daily cap, or Auto-Apply continues tomorrow.`;
      case "deferred":
        return "The remaining postings are left for the next run; Auto-Apply tries again within the hour.";
    }
  }
  return null;
}
