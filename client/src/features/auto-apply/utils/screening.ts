/** The screening profile form: text in, the API's body out (blank = not given). */
import type { ScreeningProfile } from "../../../api/generated/model";

export interface ScreeningFormValues {
  notice_period: string;
  current_ctc_lpa: string;
  expected_ctc_lpa: string;
  years_of_experience: string;
  work_authorisation: string;
  willing_to_relocate: "" | "yes" | "no";
}

export function screeningForm(p: ScreeningProfile): ScreeningFormValues {
  const num = (v: number | null) => (v === null ? "" : String(v));
  return {
    notice_period: p.notice_period ?? "",
    current_ctc_lpa: num(p.current_ctc_lpa),
    expected_ctc_lpa: num(p.expected_ctc_lpa),
    years_of_experience: num(p.years_of_experience),
    work_authorisation: p.work_authorisation ?? "",
    willing_to_relocate: p.willing_to_relocate === null ? "" : p.willing_to_relocate ? "yes" : "no",
  };
}

/** The body to save, or the first field that is not a number. */
export function screeningBody(v: ScreeningFormValues): { body: ScreeningProfile } | { error: { field: keyof ScreeningFormValues; message: string } } {
  const fields = [
    ["current_ctc_lpa", "Current CTC must be a number of lakhs, like 18 or 18.5."],
    ["expected_ctc_lpa", "Expected CTC must be a number of lakhs, like 24 or 24.5."],
    ["years_of_experience", "Years of experience must be a number, like 5."],
  ] as const;
  const nums: Record<string, number | null> = {};
  for (const [field, message] of fields) {
    const raw = v[field].trim().replace(/,/g, "");
    if (!raw) {
      nums[field] = null;
      continue;
    }
    const n = Number(raw);
    if (!Number.isFinite(n) || n < 0) return { error: { field, message } };
    nums[field] = n;
  }
  const text = (s: string) => s.replace(/\s+/g, " ").trim() || null;
  return {
    body: {
      notice_period: text(v.notice_period),
      current_ctc_lpa: nums.current_ctc_lpa ?? null,
      expected_ctc_lpa: nums.expected_ctc_lpa ?? null,
      years_of_experience: nums.years_of_experience ?? null,
      work_authorisation: text(v.work_authorisation),
      willing_to_relocate: v.willing_to_relocate === "" ? null : v.willing_to_relocate === "yes",
    },
  };
}
