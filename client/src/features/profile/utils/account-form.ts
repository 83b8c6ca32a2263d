/**
 * The Account screen's form rules and messages, as pure functions (SPEC sections 5 and 9: passwords of at least
 * 6 characters, with the signup form's wording).
 */
import type { Preferences } from "../../../api/generated/model";
import { ApiError } from "../../../api/http";

export const PASSWORD_MIN = 6;
export const SHORT_PASSWORD = "Password must be at least 6 characters";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export interface ProfileValues {
  name: string;
  email: string;
  currentPassword: string;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Whether the email typed is another address than the account's (case and spaces aside). */
export function emailChanged(values: Pick<ProfileValues, "email">, currentEmail: string): boolean {
  return normaliseEmail(values.email) !== normaliseEmail(currentEmail);
}

export function validateProfile(values: ProfileValues, currentEmail: string): FieldErrors<keyof ProfileValues> {
  const errors: FieldErrors<keyof ProfileValues> = {};
  if (!values.name.trim()) errors.name = "Please enter your full name.";
  if (!EMAIL.test(values.email.trim())) errors.email = "Please enter a valid email address.";
  else if (emailChanged(values, currentEmail) && !values.currentPassword) errors.currentPassword = "Enter your current password to change your email.";
  return errors;
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

export function validatePassword(values: PasswordValues): FieldErrors<keyof PasswordValues> {
  const errors: FieldErrors<keyof PasswordValues> = {};
  if (!values.currentPassword) errors.currentPassword = "Please enter your current password.";
  if (values.newPassword.length < PASSWORD_MIN) errors.newPassword = SHORT_PASSWORD;
  else if (values.newPassword === values.currentPassword) errors.newPassword = "Please choose a new password that is different from your current one.";
  return errors;
}

/** After a password change: what happened to the other sessions, in words. */
export function passwordChangedText(otherSessionsEnded: number): string {
  if (otherSessionsEnded === 0) return "You're still signed in here.";
  const sessions = otherSessionsEnded === 1 ? "1 other session was" : `${otherSessionsEnded} other sessions were`;
  return `You're still signed in here; ${sessions} signed out.`;
}

/**
 * Where a failed call's message belongs: on a field (403 wrong password, 409 taken email, a 400 naming a field),
 * else above the form.
 */
export function placeError<K extends string>(error: unknown, fieldFor: Record<string, K>, byStatus: Partial<Record<number, K>>): { field?: K; message: string } {
  const message = error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
  if (!(error instanceof ApiError)) return { message };
  const status = byStatus[error.status];
  if (status) return { field: status, message };
  const path = (error.body as { errors?: Array<{ path?: string }> } | undefined)?.errors?.[0]?.path ?? "";
  const name = path.replace(/^\/body\//, "");
  return fieldFor[name] ? { field: fieldFor[name], message } : { message };
}

/** The switches of the Notifications tab, in screen order. */
export const NOTIFICATION_SWITCHES = [
  "job_alert_emails",
  "application_update_emails",
  "product_news_emails",
  "weekly_tips_emails",
  "push_job_alerts",
  "push_messages",
] as const satisfies ReadonlyArray<keyof Preferences>;

export type NotificationSwitch = (typeof NOTIFICATION_SWITCHES)[number];
export type NotificationValues = Record<NotificationSwitch, boolean>;

export function notificationValues(preferences: Preferences): NotificationValues {
  return Object.fromEntries(NOTIFICATION_SWITCHES.map((k) => [k, preferences[k]])) as NotificationValues;
}

/** The switches that differ from what is stored (what Save Preferences sends). */
export function changedSwitches(values: NotificationValues, stored: Preferences): Partial<NotificationValues> {
  return Object.fromEntries(NOTIFICATION_SWITCHES.filter((k) => values[k] !== stored[k]).map((k) => [k, values[k]]));
}
