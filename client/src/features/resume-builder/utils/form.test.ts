import { describe, expect, it } from "vitest";
import {
  alignmentScore,
  appendInsightsToInstructions,
  basicInfoFromStructured,
  candidateTextFor,
  countBadges,
  DEFAULT_ALIGNMENT_SCORE,
  draftToPlainText,
  emptyExperience,
  emptyProject,
  EMPTY_BASIC_INFO,
  experienceFromEntries,
  keywordChips,
  plural,
  splitBullets,
  splitEducation,
  splitSkills,
  toBuildRequest,
  type BuilderDraft,
} from "./form";

const draft = (patch: Partial<BuilderDraft> = {}): BuilderDraft => ({
  info: { ...EMPTY_BASIC_INFO },
  experience: [],
  projects: [],
  instructions: "",
  existingResumeText: "",
  referenceResumeText: "",
  focusGaps: false,
  ...patch,
});

describe("splitting (SPEC section 5)", () => {
  it("splits skills on commas, trimming and dropping blanks", () => {
    expect(splitSkills(" SQL, Power BI ,,Python , ")).toEqual(["SQL", "Power BI", "Python"]);
    expect(splitSkills("")).toEqual([]);
  });

  it("keeps semicolons and slashes inside a skill: only commas split", () => {
    expect(splitSkills("CI/CD; Docker, A/B testing")).toEqual(["CI/CD; Docker", "A/B testing"]);
  });

  it("splits education by line, dropping blank lines", () => {
    expect(splitEducation("MBA, NMIMS, 2018\n\n  B.Com, Loyola, 2014  \r\n")).toEqual(["MBA, NMIMS, 2018", "B.Com, Loyola, 2014"]);
  });

  it("splits bullets by line and drops pasted bullet markers", () => {
    expect(splitBullets("- Cut costs 12%\n• Led 5 people\n* Shipped X\n1. Grew Y\n\nPlain line")).toEqual([
      "Cut costs 12%",
      "Led 5 people",
      "Shipped X",
      "Grew Y",
      "Plain line",
    ]);
  });

  it("keeps a leading minus that is part of the text, like -5% with no space", () => {
    expect(splitBullets("-5% churn in a quarter")).toEqual(["-5% churn in a quarter"]);
  });
});

describe("filling the form from an ingest", () => {
  const structured = {
    name: "Sneha Kulkarni",
    email: "sneha@example.com",
    phone: "+91 90000 00000",
    location: "Hyderabad",
    headline: "Data Analyst",
    summary: "Analyst.",
    skills: ["SQL", "Python"],
    education: ["B.Sc Statistics", "M.Sc Data Science"],
    target_role: "",
    target_company: "Flipkart",
    experience: [{ title: "Analyst", company: "RetailNext", start: "Aug 2022", end: "Present", bullets: ["Built dashboards"] }],
    projects: [],
  };

  it("joins skills with commas and education with new lines", () => {
    const info = basicInfoFromStructured(structured);
    expect(info.skills).toBe("SQL, Python");
    expect(info.education).toBe("B.Sc Statistics\nM.Sc Data Science");
    expect(info.target_company).toBe("Flipkart");
  });

  it("keeps the target role the user typed when the server answers blank", () => {
    expect(basicInfoFromStructured(structured, { ...EMPTY_BASIC_INFO, target_role: "Data Analyst" }).target_role).toBe("Data Analyst");
  });

  it("turns entries into drafts with bullets one per line and missing fields blank", () => {
    const [entry] = experienceFromEntries(structured.experience);
    expect(entry).toMatchObject({ title: "Analyst", company: "RetailNext", location: "", start: "Aug 2022", end: "Present", bullets: "Built dashboards" });
    expect(entry?.id).toMatch(/^exp-/);
  });
});

describe("the build request (SPEC section 7)", () => {
  it("sends the form fields, split lists, entries, instructions, texts and focus_gaps", () => {
    const exp = { ...emptyExperience("e1"), title: " Analyst ", company: "RetailNext", bullets: "- Built dashboards\nCut reporting time 40%" };
    const proj = { ...emptyProject("p1"), name: "Churn model", link: "https://github.com/x/churn", bullets: "Predicted churn" };
    const body = toBuildRequest(
      draft({
        info: { ...EMPTY_BASIC_INFO, name: " Sneha Kulkarni ", skills: "SQL, Python", education: "B.Sc\nM.Sc", target_role: "Data Analyst" },
        experience: [exp, emptyExperience("blank")],
        projects: [proj, emptyProject("blank")],
        instructions: " One page. ",
        existingResumeText: "raw",
        referenceResumeText: "bench",
        focusGaps: true,
      }),
    );
    expect(body).toEqual({
      name: "Sneha Kulkarni",
      email: "",
      phone: "",
      location: "",
      headline: "",
      summary: "",
      skills: ["SQL", "Python"],
      target_role: "Data Analyst",
      target_company: "",
      education: ["B.Sc", "M.Sc"],
      experience: [{ title: "Analyst", company: "RetailNext", location: "", start: "", end: "", bullets: ["Built dashboards", "Cut reporting time 40%"] }],
      projects: [{ name: "Churn model", link: "https://github.com/x/churn", bullets: ["Predicted churn"] }],
      instructions: "One page.",
      existing_resume_text: "raw",
      reference_resume_text: "bench",
      focus_gaps: true,
    });
  });
});

describe("header badges", () => {
  it("counts skills, filled roles and filled projects", () => {
    const counts = countBadges(
      draft({
        info: { ...EMPTY_BASIC_INFO, skills: "SQL, Python, Excel" },
        experience: [{ ...emptyExperience(), title: "Analyst" }, emptyExperience()],
        projects: [{ ...emptyProject(), name: "Model" }],
      }),
    );
    expect(counts).toEqual({ skills: 3, roles: 1, projects: 1 });
  });

  it("writes singular and plural labels", () => {
    expect(plural(1, "skill")).toBe("1 skill");
    expect(plural(0, "role")).toBe("0 roles");
    expect(plural(2, "project")).toBe("2 projects");
  });
});

describe("alignment score and keywords", () => {
  it("is 86 until a comparison exists (SPEC section 9), then the comparison's score", () => {
    expect(DEFAULT_ALIGNMENT_SCORE).toBe(86);
    expect(alignmentScore(null)).toBe(86);
    expect(
      alignmentScore({ alignment_score: 71.6, gaps: [], recommendations: [], strengths: [], overview: "", benchmark_excerpt: "" }),
    ).toBe(72);
  });

  it("chips the first 10 skills", () => {
    const skills = Array.from({ length: 14 }, (_, i) => `Skill ${i + 1}`).join(", ");
    expect(keywordChips(skills)).toEqual(Array.from({ length: 10 }, (_, i) => `Skill ${i + 1}`));
  });
});

describe("candidate text for a comparison", () => {
  const filled = draft({
    info: { ...EMPTY_BASIC_INFO, name: "Sneha", headline: "Analyst", email: "s@x.in", skills: "SQL", education: "B.Sc" },
    experience: [{ ...emptyExperience(), title: "Analyst", company: "RetailNext", start: "2022", end: "Present", bullets: "Built dashboards" }],
    projects: [{ ...emptyProject(), name: "Model", link: "https://x.dev", bullets: "Predicted churn" }],
    existingResumeText: "raw text",
  });

  it("prefers the built markdown", () => {
    expect(candidateTextFor(filled, "# Sneha")).toBe("# Sneha");
  });

  it("otherwise writes the form out as plain resume text with its sections", () => {
    const text = draftToPlainText(filled);
    expect(text).toBe(
      [
        "Sneha",
        "Analyst",
        "s@x.in",
        "",
        "SKILLS",
        "SQL",
        "",
        "EXPERIENCE",
        "Analyst | RetailNext | 2022 - Present",
        "- Built dashboards",
        "",
        "PROJECTS",
        "Model https://x.dev",
        "- Predicted churn",
        "",
        "EDUCATION",
        "B.Sc",
      ].join("\n"),
    );
    expect(candidateTextFor(filled, "")).toBe(text);
  });

  it("falls back to the ingested raw text, and is empty with nothing at all", () => {
    expect(candidateTextFor(draft({ existingResumeText: "raw text" }), "")).toBe("raw text");
    expect(candidateTextFor(draft(), "")).toBe("");
  });
});

describe("'Add to instructions'", () => {
  const insights = { strengths: ["Strong SQL"], gaps: ["No Tableau"], recommendations: ["Quantify bullets"], tone: "analytical" };

  it("appends tone, gaps, recommendations and strengths after the user's own text", () => {
    expect(appendInsightsToInstructions("Keep it to one page.", insights)).toBe(
      "Keep it to one page.\nSuggested tone: analytical.\nAddress gap: No Tableau\nApply: Quantify bullets\nHighlight: Strong SQL",
    );
  });

  it("starts the guidance when it is empty, and does not repeat lines already there", () => {
    const once = appendInsightsToInstructions("", insights);
    expect(once.startsWith("Suggested tone: analytical.")).toBe(true);
    expect(appendInsightsToInstructions(once, insights)).toBe(once);
  });
});
