import { describe, expect, it } from "vitest";
import { structureDoubts } from "./doubts";
import { parseResume } from "./parse-resume";

const HEADER = "Meena Pillai\nmeena.pillai@example.com | +91 98400 12345 | Chennai\n";

describe("structure doubts: what the person should check", () => {
  it("asks to check Experience when the text has dates of roles but no role was read", () => {
    const text = `${HEADER}\nM Y   J O U R N E Y\nApollo Hospitals, Chennai ~ Staff Nurse ~ June 2019 to date\nCared for 30 patients a shift.\nFortis Malar ~ Junior Nurse ~ 2017 - 2019\n`;
    const parsed = parseResume(text);
    expect(parsed.experienceEntries).toHaveLength(0);
    const doubts = structureDoubts(parsed, text);
    expect(doubts.map((d) => d.part)).toContain("experience");
    expect(doubts.find((d) => d.part === "experience")!.message).toMatch(/date ranges? but we could not read them as roles/);
  });

  it("asks to check Education when a degree is in the text but no education was read", () => {
    const parsed = { ...parseResume(HEADER), education: [] };
    expect(structureDoubts(parsed, `${HEADER}B.Sc Nursing from Madras Medical College`).map((d) => d.part)).toContain("education");
  });

  it("asks to check the name when what was read is not a name", () => {
    const parsed = { ...parseResume(HEADER), name: "meena@example.com" };
    expect(structureDoubts(parsed, HEADER).map((d) => d.part)).toContain("name");
  });

  it("has no doubts about a resume whose structure was read", () => {
    const text = `${HEADER}\nEXPERIENCE\nStaff Nurse, Apollo Hospitals, Chennai, Jun 2019 - Present\n• Cared for 30 patients a shift in the cardiac ward\n\nEDUCATION\nB.Sc Nursing, Madras Medical College, 2017\n\nSKILLS\nPatient care, BLS, IV therapy\n`;
    expect(structureDoubts(parseResume(text), text)).toEqual([]);
  });
});
