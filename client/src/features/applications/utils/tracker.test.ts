import { describe, expect, it } from "vitest";
import type { TrackedApplication } from "../../../api/generated/model";
import { byStatus, detailsBody, detailsFormOf, formatDay, formatLpa, isOverdue, neighbourStatus } from "./tracker";

const app = (over: Partial<TrackedApplication> = {}): TrackedApplication => ({
  id: "a",
  job_id: null,
  origin: "manual",
  status: "saved",
  ready_for_you: false,
  title: "Data Analyst",
  company: "Meesho",
  location: null,
  work_mode: null,
  source: null,
  apply_link: null,
  notes: "",
  contact_name: null,
  contact_email: null,
  contact_phone: null,
  salary_lpa: null,
  salary_note: null,
  next_step: null,
  next_step_due: null,
  applied_at: null,
  status_changed_at: "2026-11-22T06:30:00.000Z",
  created_at: "2026-11-22T06:30:00.000Z",
  updated_at: "2026-11-22T06:30:00.000Z",
  ...over,
});

describe("tracker helpers", () => {
  it("moves one column at a time and stops at the ends", () => {
    expect(neighbourStatus("saved", 1)).toBe("applied");
    expect(neighbourStatus("applied", -1)).toBe("saved");
    expect(neighbourStatus("saved", -1)).toBeNull();
    expect(neighbourStatus("withdrawn", 1)).toBeNull();
  });

  it("groups by status in board order", () => {
    const groups = byStatus([app({ id: "1", status: "offer" }), app({ id: "2" }), app({ id: "3", status: "offer" })]);
    expect(Object.keys(groups)).toEqual(["saved", "applied", "interviewing", "offer", "rejected", "withdrawn"]);
    expect(groups.offer.map((a) => a.id)).toEqual(["1", "3"]);
  });

  it("formats CTC in LPA, due days without shifting them, and overdue steps", () => {
    expect(formatLpa(24)).toBe("24 LPA");
    expect(formatLpa(12.5)).toBe("12.5 LPA");
    expect(formatLpa(null)).toBe("");
    expect(formatDay("2026-12-03", "en-IN")).toBe("3 Dec 2026");
    expect(isOverdue("2026-11-20", new Date(2026, 10, 25))).toBe(true);
    expect(isOverdue("2026-11-25", new Date(2026, 10, 25))).toBe(false);
  });

  it("turns the details form into the PATCH body, checking email and CTC", () => {
    const form = { ...detailsFormOf(app()), contact_email: " meera@example.com ", salary_lpa: "18.5", notes: "  Referral " };
    expect(detailsBody(form)).toEqual({
      body: { next_step: null, next_step_due: null, contact_name: null, contact_email: "meera@example.com", contact_phone: null, salary_lpa: 18.5, salary_note: null, notes: "Referral" },
    });
    expect(detailsBody({ ...form, contact_email: "meera" })).toEqual({ error: { field: "contact_email", message: "Contact email must be an email address, like name@company.com." } });
    expect(detailsBody({ ...form, salary_lpa: "lots" })).toMatchObject({ error: { field: "salary_lpa" } });
  });
});
