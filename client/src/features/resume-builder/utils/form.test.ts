import { describe, expect, it } from "vitest";
import {
  alignmentScore,
  appendInsightsToInstructions,
  basicInfoFromStructured,
  countBadges,
  DEFAULT_ALIGNMENT_SCORE,
  documentFromForm,
  emptyExperience,
  emptyProject,
  EMPTY_BASIC_INFO,
  experienceFromEntries,
  formFromDocument,
  hasResumeContent,
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
  resumeId: null,
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
  it("names the stored resume and sends the targets, instructions, reference and focus_gaps", () => {
    const body = toBuildRequest(
      draft({
        info: { ...EMPTY_BASIC_INFO, name: " Sneha Kulkarni ", skills: "SQL, Python", target_role: " Data Analyst ", target_company: "Flipkart" },
        instructions: " One page. ",
        existingResumeText: "raw",
        referenceResumeText: "bench",
        focusGaps: true,
      }),
      "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c",
    );
    expect(body).toEqual({
      resume_id: "5b2f9c1e-7a3d-4e8b-9c6f-1d2e3f4a5b6c",
      target_role: "Data Analyst",
      target_company: "Flipkart",
      instructions: "One page.",
      reference_resume_text: "bench",
      focus_gaps: true,
    });
  });
});

describe("the form is a view of the stored document", () => {
  const doc = {
    contact: { name: "Sneha Kulkarni", email: "sneha@x.in", phone: "+91 98765 43210", location: "Hyderabad, Telangana", headline: "Data Analyst | SQL, Power BI", links: ["linkedin.com/in/sneha", "https://github.com/sneha"] },
    summary: "Analyst who turns retail data into decisions.",
    experience: [
      { title: "Data Analyst", company: "RetailNext", location: "Hyderabad", start: "Aug 2022", end: "Present", bullets: ["Built 12 dashboards in Power BI", "Cut reporting time 40%"] },
      { title: "Intern", company: "", location: "", start: "2021", end: "", bullets: [] },
    ],
    education: ["M.Sc Statistics, University of Hyderabad, 2022", "B.Sc Mathematics, 2020"],
    projects: [{ name: "Churn model", link: "https://github.com/x/churn", bullets: ["Predicted churn with 0.81 AUC"] }],
    certifications: ["Google Data Analytics Certificate", "Microsoft Certified: Power BI Data Analyst Associate"],
    skills: ["SQL", "Power BI", "Python", "A/B testing", "C++"],
    languages: ["Telugu", "Hindi", "English"],
  };

  it("document → form → document gives the same document: nothing lost, nothing reordered", () => {
    expect(documentFromForm(formFromDocument(doc))).toEqual(doc);
  });

  it("form → document → form gives the same form (less the editor's entry keys)", () => {
    const form = formFromDocument(doc, { target_role: "Senior Data Analyst", target_company: "Flipkart" });
    const again = formFromDocument(documentFromForm(form), form.info);
    const keyless = (f: typeof form) => ({ ...f, experience: f.experience.map(({ id: _id, ...e }) => e), projects: f.projects.map(({ id: _id, ...p }) => p) });
    expect(keyless(again)).toEqual(keyless(form));
  });

  it("keeps an empty document empty, and an entry with only dates", () => {
    const empty = { contact: { name: "", email: "", phone: "", location: "", headline: "", links: [] }, summary: "", experience: [], education: [], projects: [], certifications: [], skills: [], languages: [] };
    expect(documentFromForm(formFromDocument(empty))).toEqual(empty);
    expect(hasResumeContent(formFromDocument(empty))).toBe(false);
    const datesOnly = { ...empty, experience: [{ title: "", company: "", location: "", start: "2019", end: "2020", bullets: [] }] };
    expect(documentFromForm(formFromDocument(datesOnly))).toEqual(datesOnly);
    expect(hasResumeContent(formFromDocument(datesOnly))).toBe(true);
  });

  it("tidies what a person types: trims, drops blank lines and blank entries, strips pasted bullet markers", () => {
    const typed = {
      info: { ...EMPTY_BASIC_INFO, name: "  Sneha ", skills: "SQL, , Python ", languages: "Telugu,Hindi", certifications: "\nGoogle Data Analytics\n\n", links: " linkedin.com/in/sneha \n" },
      experience: [{ ...emptyExperience("e1"), title: " Analyst ", bullets: "- Built dashboards\n\n• Cut time 40%" }, emptyExperience("blank")],
      projects: [emptyProject("blank")],
    };
    const d = documentFromForm(typed);
    expect(d.contact).toEqual({ name: "Sneha", email: "", phone: "", location: "", headline: "", links: ["linkedin.com/in/sneha"] });
    expect(d.skills).toEqual(["SQL", "Python"]);
    expect(d.languages).toEqual(["Telugu", "Hindi"]);
    expect(d.certifications).toEqual(["Google Data Analytics"]);
    expect(d.experience).toEqual([{ title: "Analyst", company: "", location: "", start: "", end: "", bullets: ["Built dashboards", "Cut time 40%"] }]);
    expect(d.projects).toEqual([]);
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
