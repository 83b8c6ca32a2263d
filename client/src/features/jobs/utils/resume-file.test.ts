import { describe, expect, it } from "vitest";
import { ACCEPT_ATTRIBUTE, isAcceptedResume, looksLikeSkillList, pastedTextFile, rejectionMessage, resumeDataFromParsed } from "./resume-file";

describe("resume files (SPEC section 5)", () => {
  it("accepts pdf, docx and txt by name, in any case", () => {
    expect(isAcceptedResume({ name: "cv.pdf" })).toBe(true);
    expect(isAcceptedResume({ name: "CV.DOCX" })).toBe(true);
    expect(isAcceptedResume({ name: "notes.txt" })).toBe(true);
    expect(isAcceptedResume({ name: "cv.doc" })).toBe(false);
    expect(isAcceptedResume({ name: "photo.png" })).toBe(false);
    expect(isAcceptedResume({ name: "pdf" })).toBe(false);
    expect(ACCEPT_ATTRIBUTE).toContain(".pdf");
    expect(ACCEPT_ATTRIBUTE).toContain(".docx");
    expect(ACCEPT_ATTRIBUTE).toContain(".txt");
    expect(rejectionMessage("photo.png")).toBe("photo.png is not a PDF, DOCX or TXT file. Choose one of those.");
  });
});

describe("resumeDataFromParsed (SPEC section 3)", () => {
  it("fills name, email, location, experience and skills from lists", () => {
    expect(
      resumeDataFromParsed({
        name: "Priya Sharma",
        email: "priya@example.com",
        phone: null,
        address: "Pune, Maharashtra",
        experience: ["Senior Data Analyst, Zeta (2021 – Present)", "Data Analyst, Acme (2018 – 2020)"],
        skills: ["Python", "SQL"],
      }),
    ).toEqual({
      name: "Priya Sharma",
      email: "priya@example.com",
      location: "Pune, Maharashtra",
      experience: "Senior Data Analyst, Zeta (2021 – Present)\nData Analyst, Acme (2018 – 2020)",
      skills: "Python, SQL",
    });
  });

  it("prefers the parsed city, accepts text fields and leaves missing ones blank", () => {
    const parsed = { name: null, email: null, phone: null, address: "12 MG Road, Bengaluru", location: "Bengaluru", experience: "5 years" as unknown as string[], skills: "sql, excel" as unknown as string[] };
    expect(resumeDataFromParsed(parsed)).toEqual({ name: "", email: "", location: "Bengaluru", experience: "5 years", skills: "sql, excel" });
  });
});

describe("pasted text", () => {
  it("tells a skill list from a resume", () => {
    expect(looksLikeSkillList("python, sql, tableau")).toBe(true);
    expect(looksLikeSkillList("Machine learning")).toBe(true);
    expect(looksLikeSkillList("Python\nSQL\nPower BI")).toBe(true);
    expect(looksLikeSkillList("Priya Sharma\nI led a team of analysts building churn models for retail clients\nPune")).toBe(false);
    expect(looksLikeSkillList("")).toBe(false);
  });

  it("becomes a .txt file for the parser", async () => {
    const file = pastedTextFile("python, sql");
    expect(file.name).toBe("pasted-resume.txt");
    expect(file.type).toBe("text/plain");
    expect(await file.text()).toBe("python, sql");
  });
});
