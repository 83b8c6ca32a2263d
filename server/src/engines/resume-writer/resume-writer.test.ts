import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseResume } from "../resume-parser/parse-resume";
import { getDefaultRoleProfiles } from "../role-profiles/role-profiles";
import { isQuantified, rewriteBullet } from "./bullet-style";
import { readInstructions } from "./build";
import { createRuleBasedResumeWriter } from "./rule-based-writer";
import type { ResumeForm } from "./types";

const pairs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../tests/fixtures/resume-pairs");
const load = (rel: string) => {
  const text = readFileSync(path.join(pairs, rel), "utf8");
  return { text, parsed: parseResume(text) };
};
const writer = createRuleBasedResumeWriter();

const FORM: ResumeForm = {
  name: "Priya Sharma",
  email: "priya.sharma@example.com",
  phone: "+91 98765 43210",
  location: "Bengaluru, Karnataka",
  headline: "Performance Marketing Manager",
  summary: "",
  skills: ["google ads", "Meta Ads", "SQL", "Excel", "Communication", "Canva"],
  target_role: "Growth Marketing Lead",
  target_company: "Razorpay",
  education: ["MBA (Marketing), NMIMS Mumbai, 2018"],
  experience: [
    {
      title: "Performance Marketing Manager",
      company: "Swiggy",
      location: "Bengaluru",
      start: "01/2021",
      end: "current",
      bullets: [
        "Scaled paid acquisition to 1.2M installs a quarter at 18% lower CPI",
        "Responsible for managing a monthly budget of Rs 2 crore",
        "Worked on A/B testing of landing pages with Google Analytics",
        "ran weekly reporting for 4 city teams.",
        "Successfully handled various agency relationships",
      ],
    },
    { title: "Digital Marketing Executive", company: "PaySafe", start: "July 2018", end: "Dec 2020", bullets: ["Manage Google Ads search campaigns for 3 products", "Involved in building dashboards"] },
  ],
  projects: [{ name: "Attribution dashboard", link: "https://github.com/priya/attr", bullets: ["built a Looker Studio dashboard joining Appsflyer and GA4 data"] }],
  instructions: "",
  existing_resume_text: "",
  reference_resume_text: "",
  focus_gaps: false,
};

/** Every piece of text the user gave, to check the resume invents nothing. */
const inputText = (f: ResumeForm) => JSON.stringify(f);

describe("bullet style", () => {
  it("rewrites weak openings into action verbs without changing the facts after them", () => {
    expect(rewriteBullet("Responsible for managing a team of 5 engineers.").text).toBe("Managed a team of 5 engineers");
    expect(rewriteBullet("Worked on building the payments API").text).toBe("Built the payments API");
    expect(rewriteBullet("Worked on the checkout redesign").text).toBe("Contributed to the checkout redesign");
    expect(rewriteBullet("Responsible for payroll of 200 staff").text).toBe("Managed payroll of 200 staff");
    expect(rewriteBullet("Involved in testing of mobile apps").text).toBe("Contributed to testing of mobile apps");
    expect(rewriteBullet("Tasked with identifying churn drivers").text).toBe("Identified churn drivers");
  });

  it("puts a finished role's base-form verbs in the past tense and keeps a current role's", () => {
    expect(rewriteBullet("Develop REST APIs in Node.js").text).toBe("Developed REST APIs in Node.js");
    expect(rewriteBullet("Develop REST APIs in Node.js", { ongoing: true }).text).toBe("Develop REST APIs in Node.js");
    expect(rewriteBullet("Led a team of 4").changed).toBe(false);
  });

  it("counts numbers as results but not a year on its own", () => {
    expect(isQuantified("Cut freight cost by 12%")).toBe(true);
    expect(isQuantified("Managed a ₹5 crore budget")).toBe(true);
    expect(isQuantified("Joined in 2019 as an intern")).toBe(false);
  });

  it("reads the instructions a rule can follow", () => {
    expect(readInstructions("Keep it to one page, no summary please")).toMatchObject({ onePage: true, noSummary: true, concise: true });
    expect(readInstructions("I'm a fresher; education first")).toMatchObject({ educationFirst: true, onePage: false });
  });
});

describe("build", () => {
  it("writes standard headings in order with consistent dates and action-verb bullets", async () => {
    const { markdown } = await writer.build(FORM);
    const headings = markdown.split("\n").filter((l) => l.startsWith("## "));
    expect(headings).toEqual(["## Summary", "## Skills", "## Experience", "## Projects", "## Education"]);
    expect(markdown).toContain("Bengaluru | Jan 2021 – Present");
    expect(markdown).toContain("Jul 2018 – Dec 2020");
    expect(markdown).toContain("- Managed a monthly budget of Rs 2 crore");
    expect(markdown).toContain("- Contributed to A/B testing of landing pages with Google Analytics");
    expect(markdown).toContain("- Ran weekly reporting for 4 city teams");
    expect(markdown).toContain("- Managed Google Ads search campaigns for 3 products");
    expect(markdown).toContain("- Contributed to building dashboards");
    expect(markdown).not.toMatch(/Responsible for|Worked on|Involved in/);
  });

  it("invents no employer, title, date or number the user did not give", async () => {
    const { markdown, document } = await writer.build(FORM);
    const given = inputText(FORM);
    for (const n of markdown.match(/\d+(?:[.,]\d+)?/g) ?? []) expect(given, `number ${n}`).toContain(n);
    for (const b of document.sections.flatMap((s) => s.blocks)) {
      if (b.kind !== "entry" || !b.title.includes(",")) continue;
      for (const part of b.title.split(", ")) expect(given).toContain(part);
    }
    for (const year of markdown.match(/\b(?:19|20)\d{2}\b/g) ?? []) expect(given).toContain(year);
  });

  it("groups skills by category and weaves in target-role keywords only where the user's own bullets show them", async () => {
    const { markdown } = await writer.build(FORM);
    expect(markdown).toMatch(/- \*\*Marketing:\*\* [^\n]*Google Ads[^\n]*Meta Ads/);
    expect(markdown).toMatch(/- \*\*Design:\*\* Canva/);
    expect(markdown).toMatch(/- \*\*Professional Skills:\*\* Communication/);
    // Google Analytics and A/B Testing appear in their bullets, so they join the skills; HubSpot is nowhere in their material.
    const skills = markdown.split("## Skills")[1]!.split("## Experience")[0]!;
    expect(skills).toContain("Google Analytics");
    expect(skills).toContain("A/B Testing");
    expect(markdown).not.toContain("HubSpot");
    expect(markdown).not.toContain("Marketing Automation");
  });

  it("with focus_gaps, highlights role skills their existing resume shows and never ones it does not", async () => {
    const existing = `${FORM.name}\nEXPERIENCE\nSet up marketing automation journeys in HubSpot for onboarding.`;
    const focused = await writer.build({ ...FORM, focus_gaps: true, existing_resume_text: existing });
    // Marketing Automation is a Growth Marketing keyword their old resume shows; HubSpot is shown but not a role keyword.
    expect(focused.markdown).toContain("- **Skills to highlight:** Marketing Automation\n");
    expect(focused.markdown).not.toContain("Conversion Rate Optimization");
    const unfocused = await writer.build({ ...FORM, focus_gaps: false, existing_resume_text: existing });
    expect(unfocused.markdown).not.toContain("Skills to highlight");
  });

  it("writes a summary from the user's own material when they give none, and drops it when asked", async () => {
    const { markdown } = await writer.build(FORM);
    const summary = markdown.split("## Summary\n")[1]!.split("\n")[0]!;
    expect(summary).toContain("Performance Marketing Manager");
    expect(summary).toContain("Swiggy");
    expect(summary).toContain("Growth Marketing Lead roles at Razorpay");
    // The headline is the current title: said once, with the employer, not twice.
    expect(summary.startsWith("Performance Marketing Manager at Swiggy, skilled in ")).toBe(true);
    expect(summary.split("Performance Marketing Manager")).toHaveLength(2);
    const none = await writer.build({ ...FORM, instructions: "No summary, please." });
    expect(none.markdown).not.toContain("## Summary");
  });

  it("trims to the strongest bullets for a one-page resume", async () => {
    const { markdown } = await writer.build({ ...FORM, instructions: "Keep it to one page" });
    const first = markdown.split("### Performance Marketing Manager, Swiggy")[1]!.split("###")[0]!;
    const bullets = first.split("\n").filter((l) => l.startsWith("- "));
    expect(bullets).toHaveLength(4);
    expect(bullets[0]).toContain("1.2M installs");
    expect(markdown).not.toContain("Successfully");
  });

  it("gives an entry the user left untitled no made-up title", async () => {
    const { markdown } = await writer.build({ name: "Asha Verma", experience: [{ start: "2020", end: "2022", bullets: ["Closed 40 deals"] }] });
    expect(markdown).toContain("## Experience\n\n2020 – 2022\n- Closed 40 deals");
    expect(markdown).not.toContain("###");
  });

  it("fills empty form fields from the pasted existing resume", async () => {
    const existing = load("candidates/supply-chain.txt").text;
    const { markdown } = await writer.build({ existing_resume_text: existing, target_role: "Supply Chain Manager" });
    expect(markdown).toContain("# Vikram Iyer");
    expect(markdown).toContain("### Logistics Coordinator, Swift Freight Pvt Ltd");
    expect(markdown).toContain("Cut freight cost by 12%");
  });
});

describe("compare", () => {
  it("scores a same-role benchmark clearly above a different-role one", async () => {
    const candidate = load("candidates/data-analyst.txt");
    const same = await writer.compare({ candidate, benchmark: load("benchmarks/data-analyst.txt") });
    const cross = await writer.compare({ candidate, benchmark: load("benchmarks/sales-manager.txt") });
    expect(same.alignment_score).toBeGreaterThan(cross.alignment_score + 20);
    expect(same.alignment_score).toBeGreaterThanOrEqual(0);
    expect(same.alignment_score).toBeLessThanOrEqual(100);
  });

  it("orders gaps by how central the missing skill is to the benchmark and explains the score", async () => {
    const r = await writer.compare({ candidate: load("candidates/data-analyst.txt"), benchmark: load("benchmarks/data-analyst.txt") });
    // Tableau (skills list + a bullet) outranks BigQuery? Both are listed and mentioned; A/B Testing likewise. All three lead the list.
    const firstThree = r.gaps.slice(0, 3).join(" | ");
    expect(firstThree).toMatch(/Tableau|BigQuery|A\/B Testing|Statistics/);
    expect(r.gaps.findIndex((g) => g.startsWith("Tableau"))).toBeLessThan(r.gaps.findIndex((g) => g.startsWith("Soft skills")) === -1 ? 99 : r.gaps.findIndex((g) => g.startsWith("Soft skills")));
    expect(r.overview).toMatch(/^Alignment \d+\/100/);
    expect(r.overview).toContain("hard skills");
    expect(r.strengths.join(" ")).toContain("SQL");
    // The benchmark's summary already opens with its headline, so the excerpt does not repeat it.
    expect(r.benchmark_excerpt).toMatch(/^Senior data analyst with five years/);
    expect(r.benchmark_excerpt.length).toBeLessThanOrEqual(301);
  });

  it("gives each piece of advice once, about skills the gaps name, and names the benchmark by its own title", async () => {
    const r = await writer.compare({ candidate: load("candidates/performance-marketer.txt"), benchmark: load("benchmarks/growth-marketer.txt"), focusRole: "Growth Marketing Lead" });
    const skillAdvice = r.recommendations.filter((x) => x.startsWith("If you have used"));
    expect(skillAdvice.length).toBeGreaterThan(1);
    expect(skillAdvice.length).toBeLessThan(r.gaps.filter((g) => /\(.*(?:benchmark|core to)/.test(g)).length);
    for (const advice of skillAdvice) {
      const names = /^If you have used (.+?), name/.exec(advice)![1]!.split(/, | or /);
      for (const name of names) expect(r.gaps.some((g) => g.startsWith(`${name} (`)), name).toBe(true);
    }
    expect(new Set(r.recommendations).size).toBe(r.recommendations.length);
    expect(r.overview).toMatch(/^Alignment \d+\/100 against the benchmark \(Growth Marketing Lead\)\. /);
    // A count and its list agree: "7 of 17 ... A, B, C, D, E, F and 1 more".
    const shares = r.strengths.find((x) => x.startsWith("Shares "))!;
    const [, count] = /^Shares (\d+) of/.exec(shares)!;
    const listed = shares.split(": ")[1]!;
    const more = Number(/and (\d+) more$/.exec(listed)?.[1] ?? 0);
    expect(listed.replace(/ and \d+ more$/, "").split(/, | and /).length + more).toBe(Number(count));
  });

  it("ranks a skill the benchmark repeats above one it names once", async () => {
    const benchmark = { text: "Ravi\nData Analyst\nSKILLS\nTableau, Looker\nEXPERIENCE\nData Analyst | X | 2020 - Present\n- Built Tableau dashboards\n- Automated Tableau extracts", parsed: parseResume("") };
    benchmark.parsed = parseResume(benchmark.text);
    const candidate = { text: "Asha\nData Analyst\nSKILLS\nSQL", parsed: parseResume("Asha\nData Analyst\nSKILLS\nSQL") };
    const r = await writer.compare({ candidate, benchmark });
    expect(r.gaps.findIndex((g) => g.startsWith("Tableau"))).toBeLessThan(r.gaps.findIndex((g) => g.startsWith("Looker")));
  });
});

describe("analyse", () => {
  it("judges a resume against its target role and best practice", async () => {
    const { text, parsed } = load("candidates/hr-recruiter.txt");
    const r = await writer.analyse({ parsed, rawText: text, targetRole: "Recruiter" });
    expect(r.strengths.join(" ")).toMatch(/core skills for Recruiter roles/);
    expect(r.gaps.join(" ")).toMatch(/weak phrases/);
    expect(r.recommendations.length).toBeGreaterThan(0);
    expect(r.tone).toBe("people-focused and professional");
  });

  it("flags missing contact details, sections and mixed date styles", async () => {
    const text = "Asha Verma\nSales Executive\nEXPERIENCE\nSales Executive | Acme | Jan 2020 - 03/2022\n- Responsible for sales in 3 districts\nSales Trainee | Beta | 2018 - 2019\n- Cold calling";
    const r = await writer.analyse({ parsed: parseResume(text), rawText: text });
    const gaps = r.gaps.join(" | ");
    expect(gaps).toContain("No email, phone number and city");
    expect(gaps).toMatch(/Missing sections: Summary, Education and Skills/);
    expect(gaps).toMatch(/different styles/);
  });
});

describe("role profiles", () => {
  it("resolves typed titles to a role and its skills", () => {
    const roles = getDefaultRoleProfiles();
    expect(roles.profileFor("Sr. Data Analyst")?.role).toBe("Data Analyst");
    expect(roles.profileFor("Growth Marketing Lead")?.family).toBe("marketing");
    expect(roles.profileFor("Java Developer")?.skills[0]?.name).toBe("Java");
    expect(roles.profileFor("Financial Analysts")?.family).toBe("finance");
    expect(roles.profileFor("zzz")).toBeNull();
  });
});
