import type { Knex } from "knex";

/** The switches as stored (user_preferences columns). */
export interface PreferenceSwitches {
  private_profile: boolean;
  email_notifications: boolean;
  job_alert_emails: boolean;
  application_update_emails: boolean;
  product_news_emails: boolean;
  weekly_tips_emails: boolean;
  push_job_alerts: boolean;
  push_messages: boolean;
}

export type PreferenceName = keyof PreferenceSwitches;

export const PREFERENCE_NAMES: readonly PreferenceName[] = [
  "private_profile",
  "email_notifications",
  "job_alert_emails",
  "application_update_emails",
  "product_news_emails",
  "weekly_tips_emails",
  "push_job_alerts",
  "push_messages",
];

export interface PreferencesRow extends PreferenceSwitches {
  user_id: string;
  updated_at: Date;
}

export function createPreferencesRepository(db: Knex) {
  return {
    async find(userId: string, trx: Knex = db): Promise<PreferencesRow | undefined> {
      return trx<PreferencesRow>("user_preferences").where({ user_id: userId }).first();
    },

    /**
     * Writes the switches given and keeps the rest: a first save starts from `defaults`, later ones change only the
     * columns sent. One atomic upsert, so two saves at once never lose each other's switches.
     */
    async save(userId: string, changes: Partial<PreferenceSwitches>, defaults: PreferenceSwitches, trx: Knex = db): Promise<PreferencesRow> {
      const names = PREFERENCE_NAMES.filter((n) => changes[n] !== undefined);
      const insert = { user_id: userId, ...defaults, ...changes, updated_at: trx.fn.now() };
      const q = trx("user_preferences").insert(insert).onConflict("user_id");
      const rows: PreferencesRow[] = await q.merge([...names, "updated_at"]).returning("*");
      return rows[0]!;
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
