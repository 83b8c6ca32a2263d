import type { Schemas } from "../../http/operations";
import { PREFERENCE_NAMES, type PreferenceSwitches, type PreferencesRepository, type PreferencesRow } from "./preferences-repository";

export type Preferences = Schemas["Preferences"];

/** SPEC section 2: Private Profile off, Email Notifications on, Job Alert Notifications and Application Updates on,
 * Product News off, push Job Alerts and Messages on; the weekly career tips (free toolkit) on. */
export const DEFAULT_PREFERENCES: Readonly<PreferenceSwitches> = Object.freeze({
  private_profile: false,
  email_notifications: true,
  job_alert_emails: true,
  application_update_emails: true,
  product_news_emails: false,
  weekly_tips_emails: true,
  push_job_alerts: true,
  push_messages: true,
});

/** The kinds of email the product may send; each has its own switch under the Email Notifications master switch. */
export type EmailKind = "job_alerts" | "application_updates" | "product_news" | "weekly_tips";

const EMAIL_SWITCH: Record<EmailKind, keyof PreferenceSwitches> = {
  job_alerts: "job_alert_emails",
  application_updates: "application_update_emails",
  product_news: "product_news_emails",
  weekly_tips: "weekly_tips_emails",
};

/**
 * Whether the user wants this kind of email: the master switch (Email Notifications) and the kind's own switch
 * both on. Anything that sends email must ask this first, e.g. the weekly tips digest:
 * `if (wantsEmail(await account.preferences.preferencesFor(userId), "weekly_tips")) send(...)`.
 */
export function wantsEmail(preferences: PreferenceSwitches, kind: EmailKind): boolean {
  return preferences.email_notifications && preferences[EMAIL_SWITCH[kind]];
}

function toPreferences(row: PreferencesRow | undefined): Preferences {
  const out = { ...DEFAULT_PREFERENCES, updated_at: null as string | null };
  if (!row) return out;
  for (const name of PREFERENCE_NAMES) out[name] = Boolean(row[name]);
  out.updated_at = new Date(row.updated_at).toISOString();
  return out;
}

export function createPreferencesService(deps: { repo: PreferencesRepository }) {
  const { repo } = deps;

  /** The user's notification and privacy preferences: what they saved, the defaults for anything they never saved. */
  async function preferencesFor(userId: string): Promise<Preferences> {
    return toPreferences(await repo.find(userId));
  }

  return {
    preferencesFor,

    /** Changes the switches given (PATCH semantics) and answers with all of them. */
    async update(userId: string, changes: Partial<PreferenceSwitches>): Promise<Preferences> {
      const known: Partial<PreferenceSwitches> = {};
      for (const name of PREFERENCE_NAMES) if (typeof changes[name] === "boolean") known[name] = changes[name];
      if (Object.keys(known).length === 0) return preferencesFor(userId);
      return toPreferences(await repo.save(userId, known, DEFAULT_PREFERENCES));
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
