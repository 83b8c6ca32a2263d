import { isoWeek, weeklyDigest, type WeeklyDigest } from "../../engines/tips/weekly-digest";
import type { Logger } from "../../lib/logger";
import { wantsEmail, type Preferences } from "../account";
import type { Mailer } from "./mailer";
import type { TipsRepository } from "./tips-repository";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The email of a digest: plain text and simple HTML, each tip with its link, and how to stop the emails. */
export function digestEmail(digest: WeeklyDigest, publicUrl: string): { subject: string; text: string; html: string } {
  const link = (href: string) => new URL(href, publicUrl).toString();
  const unsubscribe = link("/profile?tab=notifications");
  const subject = `Your Hirewise tips for the week (${digest.week})`;
  const text = [
    digest.headline,
    "",
    ...digest.tips.flatMap((t, i) => [`${i + 1}. ${t.title}`, `   ${t.body}`, ...(t.action ? [`   ${t.action.label}: ${link(t.action.href)}`] : []), ""]),
    `You get this because Weekly Career Tips is on in your notification settings. Turn it off: ${unsubscribe}`,
  ].join("\n");
  const html = `<div style="font-family:Arial,sans-serif;max-width:560px;color:#1f2937">
<p style="font-size:16px">${escapeHtml(digest.headline)}</p>
${digest.tips
  .map(
    (t) =>
      `<h3 style="margin:18px 0 4px;font-size:15px">${escapeHtml(t.title)}</h3><p style="margin:0;font-size:14px;line-height:1.5">${escapeHtml(t.body)}</p>${t.action ? `<p style="margin:6px 0 0"><a href="${escapeHtml(link(t.action.href))}">${escapeHtml(t.action.label)}</a></p>` : ""}`,
  )
  .join("\n")}
<p style="margin-top:24px;font-size:12px;color:#6b7280">You get this because Weekly Career Tips is on in your notification settings. <a href="${escapeHtml(unsubscribe)}">Turn it off</a>.</p>
</div>`;
  return { subject, text, html };
}

export function createTipsService(deps: {
  repo: TipsRepository;
  preferences: { preferencesFor(userId: string): Promise<Preferences> };
  mailer: Mailer | null;
  publicUrl: string;
  logger: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  /** This week's digest for the user: the stored one, or written now from their activity and stored. */
  async function digestFor(userId: string): Promise<{ digest: WeeklyDigest; emailed_at: Date | null; created_at: Date }> {
    const at = now();
    const week = isoWeek(at);
    const stored = await deps.repo.find(userId, week);
    if (stored) return stored;
    await deps.repo.save(userId, weeklyDigest(await deps.repo.facts(userId, at), week));
    return (await deps.repo.find(userId, week))!;
  }

  return {
    digestFor,

    /**
     * The weekly job: every recently active user gets this week's digest stored, and by email when SMTP is set
     * and their Weekly Career Tips switch is on. Each email is claimed first, so a retried or doubled job sends once.
     */
    async runWeekly(): Promise<{ users: number; emailed: number; skipped: number }> {
      const users = await deps.repo.activeUsers(now());
      let emailed = 0;
      let skipped = 0;
      for (const user of users) {
        const { digest } = await digestFor(user.id);
        if (!deps.mailer || !wantsEmail(await deps.preferences.preferencesFor(user.id), "weekly_tips")) {
          skipped += 1;
          continue;
        }
        if (!(await deps.repo.claimEmail(user.id, digest.week))) continue;
        try {
          await deps.mailer.send({ to: user.email, ...digestEmail(digest, deps.publicUrl) });
          emailed += 1;
        } catch (err) {
          // Give the claim back so the next run tries again.
          await deps.repo.releaseEmail(user.id, digest.week);
          deps.logger.warn({ err: (err as Error).message, userId: user.id }, "weekly tips email failed");
        }
      }
      deps.logger.info({ users: users.length, emailed, skipped }, "weekly tips sent");
      return { users: users.length, emailed, skipped };
    },
  };
}

export type TipsService = ReturnType<typeof createTipsService>;
