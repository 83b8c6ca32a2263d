/** "21 Nov 2026" in the user's locale and time zone; the raw text when it is not a date. */
export function formatPlaybookDate(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale ?? "en-IN", { day: "numeric", month: "short", year: "numeric" }).format(date);
}
