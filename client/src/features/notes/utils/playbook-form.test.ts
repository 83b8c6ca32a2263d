import { describe, expect, it } from "vitest";
import { EXPERIENCE_LEVEL_OPTIONS, INITIAL_FORM, ROLE_REQUIRED, TONE_OPTIONS, toPlaybookRequest, validateForm, withRole } from "./playbook-form";
import { pdfFileName } from "./save-pdf";
import { formatPlaybookDate } from "./format-date";

describe("playbook form", () => {
  it("defaults to Product Manager, mid level, concise tone, no company and two topics", () => {
    expect(INITIAL_FORM).toEqual({ role: "Product Manager", experienceLevel: "mid", company: "", topics: ["product strategy", "analytics"], tone: "concise" });
  });

  it("offers the four levels and the four tones in the SPEC's order", () => {
    expect(EXPERIENCE_LEVEL_OPTIONS.map((o) => o.value)).toEqual(["entry", "mid", "senior", "lead"]);
    expect(TONE_OPTIONS.map((o) => o.value)).toEqual(["concise", "friendly", "detailed", "coach-like"]);
  });

  it("requires a target role", () => {
    expect(validateForm({ ...INITIAL_FORM, role: "   " })).toBe(ROLE_REQUIRED);
    expect(validateForm(INITIAL_FORM)).toBeNull();
  });

  it("builds the request with trimmed values and leaves a blank company out", () => {
    expect(toPlaybookRequest({ ...INITIAL_FORM, role: "  Data   Analyst ", company: "  " })).toEqual({
      role: "Data Analyst",
      experience_level: "mid",
      focus_areas: ["product strategy", "analytics"],
      writing_style: "concise",
    });
    expect(toPlaybookRequest({ ...INITIAL_FORM, company: " Swiggy ", tone: "friendly", experienceLevel: "senior" })).toMatchObject({
      target_company: "Swiggy",
      writing_style: "friendly",
      experience_level: "senior",
    });
  });
});

describe("pdfFileName", () => {
  it("uses the server's name, else role-notes.pdf, always ending in .pdf", () => {
    expect(pdfFileName("data-analyst-playbook.pdf")).toBe("data-analyst-playbook.pdf");
    expect(pdfFileName("")).toBe("role-notes.pdf");
    expect(pdfFileName(undefined)).toBe("role-notes.pdf");
    expect(pdfFileName("notes")).toBe("notes.pdf");
    expect(pdfFileName("a/b.PDF")).toBe("a-b.PDF");
  });
});

describe("formatPlaybookDate", () => {
  it("shows a short date, or the text as is when it is not a date", () => {
    expect(formatPlaybookDate("2026-11-21T11:05:00.000Z", "en-GB")).toBe("21 Nov 2026");
    expect(formatPlaybookDate("soon")).toBe("soon");
  });
});

describe("withRole: the default focus areas belong to the default role", () => {
  it("drops the untouched defaults when the role changes, and brings them back with the default role", () => {
    const nurse = withRole(INITIAL_FORM, "Staff Nurse");
    expect(nurse).toMatchObject({ role: "Staff Nurse", topics: [] });
    expect(withRole(nurse, "product manager").topics).toEqual(["product strategy", "analytics"]);
  });

  it("keeps focus areas the person chose, whatever the role", () => {
    const chosen = { ...INITIAL_FORM, topics: ["product strategy", "analytics", "SQL"] };
    expect(withRole(chosen, "Data Analyst").topics).toEqual(["product strategy", "analytics", "SQL"]);
    const own = { ...INITIAL_FORM, role: "Nurse", topics: ["patient safety"] };
    expect(withRole(own, "Product Manager").topics).toEqual(["patient safety"]);
  });
});
