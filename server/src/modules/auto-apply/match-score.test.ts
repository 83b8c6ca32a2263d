import { describe, expect, it } from "vitest";
import { matchesAnyLocation, matchesAnyRole, resumeProfile, roleTitleClauses, scorePosting, titleFit, titleSimilarity } from "./match-score";
import { applicantFrom, localDay } from "./auto-apply-runner";
import { cleanList } from "./auto-apply-service";

const resume = { skills: ["Google Ads", "Meta Ads", "Google Analytics", "SQL"], titles: ["Performance Marketing Manager"], city: "Bengaluru" };
const posting = (over: Partial<Parameters<typeof scorePosting>[1]> = {}) => ({
  title: "Performance Marketing Manager",
  skills: ["Google Ads", "Meta Ads", "SQL"],
  description: "",
  location: "Bengaluru, Karnataka",
  work_mode: "hybrid",
  ...over,
});
const none = { roles: [], locations: [] };

describe("the Auto-Apply match score", () => {
  it("gives 100 to a posting with every skill, the same title and the resume's city", () => {
    expect(scorePosting(resume, posting(), none)).toMatchObject({ score: 100, skillFit: 1, titleFit: 1, locationFit: 1 });
  });

  it("weighs skills 60, title 25 and location 15", () => {
    expect(scorePosting(resume, posting({ skills: ["Python", "Java"] }), none).score).toBe(40);
    expect(scorePosting(resume, posting({ title: "Accountant" }), none).score).toBe(75);
    expect(scorePosting(resume, posting({ location: "Mumbai" }), none).score).toBe(88); // 60 + 25 + 0.2 x 15
  });

  it("gives full skill marks after 6 matches, however long the posting's list", () => {
    const many = { ...resume, skills: ["SQL", "Python", "Excel", "Tableau", "Power BI", "Statistics"] };
    const list = ["SQL", "Python", "Excel", "Tableau", "Power BI", "Statistics", "R", "Spark", "Airflow", "dbt"];
    expect(scorePosting(many, posting({ skills: list, title: "Data Analyst" }), { roles: ["Data Analyst"], locations: [] }).skillFit).toBe(1);
  });

  it("canonicalises skill spellings through the taxonomy", () => {
    const r = { ...resume, skills: ["k8s"] };
    expect(scorePosting(r, posting({ skills: ["Kubernetes"] }), none).skillFit).toBe(1);
  });

  it("extracts skills from the description when the posting has no list", () => {
    // Found: Performance Marketing (from the title), Google Ads, Meta Ads, SQL; the resume has three of the four.
    const fit = scorePosting(resume, posting({ skills: [], description: "You will run Google Ads and Meta Ads campaigns and write SQL." }), none);
    expect(fit.skillFit).toBe(0.75);
    expect(scorePosting(resume, posting({ skills: [], title: "Role", description: "" }), none).skillFit).toBe(0.5);
  });

  it("is deterministic", () => {
    expect(scorePosting(resume, posting({ skills: ["Google Ads", "Python"] }), none)).toEqual(scorePosting(resume, posting({ skills: ["Google Ads", "Python"] }), none));
  });

  it("scores remote postings as a location fit when no locations are saved", () => {
    expect(scorePosting(resume, posting({ location: "Anywhere", work_mode: "remote" }), none).locationFit).toBe(1);
  });
});

describe("role and location filters", () => {
  it("matches titles to roles ignoring seniority, and keeps different jobs apart", () => {
    expect(matchesAnyRole("Senior Performance Marketing Manager", ["Performance Marketing Manager"])).toBe(true);
    expect(matchesAnyRole("Growth Marketing Lead", ["Growth Marketing Manager"])).toBe(true);
    expect(matchesAnyRole("Backend Developer", ["Backend Engineer"])).toBe(true);
    expect(matchesAnyRole("Product Manager", ["Marketing Manager"])).toBe(false);
    expect(matchesAnyRole("Data Scientist", ["Data Analyst"])).toBe(false);
    expect(matchesAnyRole("Anything", [])).toBe(true);
    expect(titleSimilarity("Marketing Manager", "Performance Marketing Manager")).toBeGreaterThan(0.6);
  });

  it("matches locations by canonical city, region text, or 'Remote' for remote work", () => {
    expect(matchesAnyLocation({ location: "Bangalore, India", work_mode: "onsite" }, ["Bengaluru"])).toBe(true);
    expect(matchesAnyLocation({ location: "Gurgaon", work_mode: "hybrid" }, ["Gurugram"])).toBe(true);
    expect(matchesAnyLocation({ location: "Pune, Maharashtra", work_mode: "onsite" }, ["Maharashtra"])).toBe(true);
    expect(matchesAnyLocation({ location: "Remote, India", work_mode: "remote" }, ["Remote"])).toBe(true);
    expect(matchesAnyLocation({ location: "Remote, India", work_mode: "remote" }, ["Bengaluru"])).toBe(false);
    expect(matchesAnyLocation({ location: "Mumbai", work_mode: "onsite" }, ["Bengaluru", "Remote"])).toBe(false);
    expect(matchesAnyLocation({ location: null, work_mode: "onsite" }, [])).toBe(true);
  });

  it("reads locations as the job search does: countries take in their cities, remote text counts, places are whole words", () => {
    expect(matchesAnyLocation({ location: "Bengaluru, Karnataka", work_mode: "hybrid" }, ["India"])).toBe(true);
    expect(matchesAnyLocation({ location: "Berlin", work_mode: "onsite" }, ["India"])).toBe(false);
    expect(matchesAnyLocation({ location: "Remote (India)", work_mode: "hybrid" }, ["Remote"])).toBe(true);
    expect(matchesAnyLocation({ location: "Koramangala, Bangalore", work_mode: "onsite" }, ["Bengaluru, Karnataka"])).toBe(true);
    expect(matchesAnyLocation({ location: "Nashik, Maharashtra", work_mode: "onsite" }, ["Nashik"])).toBe(true);
    expect(matchesAnyLocation({ location: "Puneville Towers", work_mode: "onsite" }, ["Pune"])).toBe(false);
    expect(matchesAnyLocation({ location: "Greater Nashik Area", work_mode: "onsite" }, ["Nashik"])).toBe(true);
    expect(matchesAnyLocation({ location: "Nashikville", work_mode: "onsite" }, ["Nashik"])).toBe(false);
    expect(matchesAnyLocation({ location: "Mumbai", work_mode: "onsite" }, ["Anywhere"])).toBe(true);
  });

  it("narrows titles for SQL without ever dropping one a role matches", () => {
    const passes = (title: string, roles: string[]) => {
      const clauses = roleTitleClauses(roles);
      const lower = title.toLowerCase();
      return clauses === null || clauses.some((groups) => groups.every((g) => g.some((w) => lower.includes(w))));
    };
    const roles = [["Performance Marketing Manager"], ["Backend Engineer"], ["Data Analyst", "Growth Lead"], ["Sr. C++ Developer"], ["QA"], ["Senior"]];
    const titles = [
      "Senior Performance Marketing Manager", "Marketing Manager", "Performance Manager", "Product Manager", "Manager", "Growth Marketing Lead",
      "Backend Developer", "Back-end Dev (Go)", "Software Programmer, Backend", "Data Analyst", "Data Scientist", "Analyst, Data & Insights",
      "Growth Hacker", "C++ Engineer", "Lead QA Engineer", "Senior Accountant", "Engineer", "SDE II - Backend",
    ];
    for (const r of roles) {
      for (const t of titles) if (matchesAnyRole(t, r)) expect(passes(t, r), `${t} / ${r.join(", ")}`).toBe(true);
    }
    // And it does narrow: a shared generic word alone is not enough.
    expect(passes("Product Manager", ["Performance Marketing Manager"])).toBe(false);
    expect(passes("Data Scientist", ["Backend Engineer"])).toBe(false);
    expect(roleTitleClauses([])).toBeNull();
  });
});

describe("resume facts for Auto-Apply", () => {
  it("takes titles, skills and city from the stored resume, tolerating missing fields", () => {
    const profile = resumeProfile({ skills: ["SQL"], parsed: { experienceEntries: [{ title: "Data Analyst" }], headline: "Analyst | SQL", location: "Bangalore" } });
    expect(profile).toEqual({ skills: ["SQL"], titles: ["Data Analyst", "Analyst"], city: "Bengaluru" });
    expect(resumeProfile({ skills: [], parsed: null })).toEqual({ skills: [], titles: [], city: null });
  });

  it("builds the applicant from the account and resume, splitting the name for portals that need a last name", () => {
    const resumeRow = { text: "text", parsed: { phone: "+91 90000 00000", email: "", links: ["github.com/ravi"], experienceEntries: [{ company: "Infosys" }] } };
    const a = applicantFrom({ name: "Ravi  Shankar Kumar", email: "ravi@example.com" }, resumeRow);
    expect(a).toMatchObject({ firstName: "Ravi", lastName: "Shankar Kumar", email: "ravi@example.com", phone: "+91 90000 00000", currentCompany: "Infosys", resumeFileName: "Ravi_Shankar_Kumar_Resume.txt" });
    expect(applicantFrom({ name: "Madhavan", email: "m@example.com" }, resumeRow)).toMatchObject({ firstName: "Madhavan", lastName: "Madhavan" });
  });

  it("counts the day in the user's time zone", () => {
    const t = new Date("2026-11-22T20:00:00Z");
    expect(localDay(t, "Asia/Kolkata")).toBe("2026-11-23");
    expect(localDay(t, "America/New_York")).toBe("2026-11-22");
    expect(localDay(t, "Not/AZone")).toBe("2026-11-23");
  });

  it("cleans saved lists: trimmed, empties and duplicates dropped", () => {
    expect(cleanList([" Pune ", "pune", "", "  ", "Remote", "Navi  Mumbai"])).toEqual(["Pune", "Remote", "Navi Mumbai"]);
  });
});

/** For a target title, postings a person with it would want ranked above the others (hand-labelled). */
const TITLE_FIT_SET: ReadonlyArray<{ target: string; relevant: string[]; other: string[] }> = [
  { target: "Data Analyst", relevant: ["BI Developer", "Power BI Developer", "MIS Executive", "Senior Data Analyst", "Reporting Analyst", "Business Intelligence Analyst"], other: ["Data Entry Operator", "Financial Analyst", "SOC Analyst", "Data Analyst Intern"] },
  { target: "Staff Nurse", relevant: ["ICU Nurse", "GNM Nurse", "Registered Nurse", "Nursing Officer"], other: ["Staff Accountant", "Nurse Recruiter", "Nursing Superintendent", "Ward Boy"] },
  { target: "Senior Software Engineer", relevant: ["SDE III", "Senior Backend Engineer", "Senior Java Developer", "Software Engineer"], other: ["Software Engineer Intern", "Senior Sales Engineer", "Senior Civil Engineer", "Senior Quality Engineer"] },
  { target: "HR Executive", relevant: ["HR Generalist", "Talent Acquisition Executive", "Recruiter", "HR Officer"], other: ["Sales Executive", "Accounts Executive", "Customer Care Executive", "Admin Executive"] },
  { target: "Civil Site Engineer", relevant: ["Site Engineer (Civil)", "Structural Engineer", "Quantity Surveyor", "Civil Engineer"], other: ["Software Engineer", "Network Engineer", "Sales Engineer", "Site Reliability Engineer"] },
  { target: "Accountant", relevant: ["Tally Accountant", "Accounts Executive", "Senior Accountant", "GST Executive"], other: ["Account Manager", "Account Executive", "Key Account Manager", "Accounts Trainee Intern"] },
  { target: "Relationship Manager - Retail Banking", relevant: ["Personal Banker", "Branch Relationship Manager", "Bank Relationship Manager", "Relationship Officer"], other: ["Customer Relationship Executive", "HR Business Partner", "Relationship Manager Intern", "Client Relationship Manager"] },
  { target: "Front Office Executive", relevant: ["Guest Relations Executive", "Front Office Associate", "Hotel Receptionist Front Office", "Guest Service Associate"], other: ["Back Office Executive", "Frontend Developer", "Office Boy", "Sales Executive"] },
];

describe("title fit through the role taxonomy", () => {
  it("When postings are ranked by title fit, Then the wanted ones come above the others in at least 95% of pairs (Dice alone: 42%)", () => {
    let ok = 0;
    let n = 0;
    for (const { target, relevant, other } of TITLE_FIT_SET) {
      for (const r of relevant) for (const o of other) {
        n++;
        if (titleFit(r, target) > titleFit(o, target)) ok++;
      }
    }
    expect(ok / n).toBeGreaterThanOrEqual(0.95);
  });

  it("When the titles share a family but no word, the fit is the family's; shared words across unrelated families count little", () => {
    expect(titleFit("BI Developer", "Data Analyst")).toBe(0.6);
    expect(titleFit("Data Entry Operator", "Data Analyst")).toBeLessThanOrEqual(0.2);
    expect(titleFit("Senior Performance Marketing Manager", "Performance Marketing Manager")).toBe(1);
    expect(titleFit("Data Analyst Intern", "Senior Data Analyst")).toBe(0.5);
  });

  it("When a resume's titles and a posting are of the same family, Then the posting scores above an unrelated one with the same skills", () => {
    const analyst = { skills: ["SQL", "Power BI"], titles: ["Data Analyst"], city: null };
    const same = scorePosting(analyst, posting({ title: "BI Developer", skills: ["SQL", "Power BI"] }), none);
    const other = scorePosting(analyst, posting({ title: "Data Entry Operator", skills: ["SQL", "Power BI"] }), none);
    expect(same.score).toBeGreaterThan(other.score);
  });
});
