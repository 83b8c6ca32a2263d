import { describe, expect, it } from "vitest";
import { ACCEPT_ATTRIBUTE, isAcceptedResume, keywordsFromResume, latestRoleTitle, looksLikeSkillList, pastedTextFile, rejectionMessage, resumeDataFromParsed } from "./resume-file";
import { buildSearch } from "./search";
import { NO_KEYWORDS_MESSAGE } from "../../../../../common/keywords";

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

describe("keywords from a parsed resume", () => {
  it("are the cleaned skills when the parse found any, even with a title at hand", () => {
    expect(keywordsFromResume({ skills: "Python, SQL", experience: "Data Analyst, Zeta (2021 – Present)" })).toEqual(["python", "sql"]);
  });

  it("fall back to the most recent job title, cleaned by the keyword rules, when no skill was read", () => {
    const experience = "Kitchen Helper, Cafe Goa (2017 – 2019)\nCommis Chef (Continental), Taj Hotels (Mar 2021 – Present)\nCook, Dhaba (2019 – 2021)";
    expect(latestRoleTitle(experience)).toBe("Commis Chef (Continental)");
    expect(keywordsFromResume({ skills: "", experience })).toEqual(["commis chef continental"]);
    // Punctuation-only skills clean to nothing, so the title stands in for them too.
    expect(keywordsFromResume({ skills: " , ; ", experience: "Electrician / Wireman, L&T (2018 – 2023)" })).toEqual(["electrician", "wireman"]);
  });

  it("take the latest end year when no role runs to the present, else the first line", () => {
    expect(latestRoleTitle("Driver, Ola (2015 – 2018)\nSenior Driver, Uber (2018 – 2022)")).toBe("Senior Driver");
    expect(latestRoleTitle("Beautician, Lakme Salon\nTrainee, Home Studio")).toBe("Beautician");
    expect(latestRoleTitle("Nurse")).toBe("Nurse");
  });

  it("are empty, and Find Matches says so, when the resume names neither skills nor a role", () => {
    const keywords = keywordsFromResume({ skills: "", experience: "" });
    expect(keywords).toEqual([]);
    expect(buildSearch(keywords, "Pune")).toEqual({ ok: false, error: NO_KEYWORDS_MESSAGE });
    expect(buildSearch(keywordsFromResume({ skills: "", experience: "Commis Chef, Taj (2022 – Present)" }), "Goa")).toMatchObject({ ok: true, params: { query: "commis chef", location: "Goa" } });
  });
});
