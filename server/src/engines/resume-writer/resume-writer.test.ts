import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseResume } from "../resume-parser/parse-resume";
import { getDefaultRoleProfiles } from "../role-profiles/role-profiles";
import { getDefaultSkillExtractor } from "../skills/default-extractor";
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
    expect(rewriteBullet("Helped the team with dashboards").text).toBe("Supported the team with dashboards");
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

  it("chooses verbs by voice without changing what the bullet claims", () => {
    expect(rewriteBullet("Responsible for the vendor budget", { voice: "ownership" }).text).toBe("Owned the vendor budget");
    expect(rewriteBullet("Responsible for managing vendors", { voice: "ownership" }).text).toBe("Managed vendors");
    expect(rewriteBullet("Worked on the careers page", { voice: "collaborative" }).text).toBe("Collaborated on the careers page");
    expect(rewriteBullet("I manage payroll for 200 staff", { dropFirstPerson: true }).text).toBe("Managed payroll for 200 staff");
    expect(rewriteBullet("I was responsible for payroll", { dropFirstPerson: true }).text).toBe("Managed payroll");
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
    // SQL is a programming language, labelled so that it cannot be read as a spoken one.
    expect(markdown).toMatch(/- \*\*Programming Languages:\*\* SQL/);
    // Google Analytics and A/B Testing appear in their bullets, so they join the skills; HubSpot is nowhere in their material.
    const skills = markdown.split("## Skills")[1]!.split("## Experience")[0]!;
    expect(skills).toContain("Google Analytics");
    expect(skills).toContain("A/B Testing");
    expect(markdown).not.toContain("HubSpot");
    expect(markdown).not.toContain("Marketing Automation");
  });

  it("with focus_gaps, brings forward role skills their existing resume shows and never ones it does not", async () => {
    const existing = `${FORM.name}\nEXPERIENCE\nSet up marketing automation journeys in HubSpot for onboarding.`;
    const focused = await writer.build({ ...FORM, focus_gaps: true, existing_resume_text: existing });
    // Marketing Automation is a Growth Marketing keyword their old resume shows; HubSpot is shown but not a role keyword.
    const key = /- \*\*Key Skills:\*\* (.+)\n/.exec(focused.markdown)![1]!.split(", ");
    expect(key).toContain("Marketing Automation");
    expect(key).not.toContain("HubSpot");
    expect(focused.markdown).not.toContain("Conversion Rate Optimization");
    const unfocused = await writer.build({ ...FORM, focus_gaps: false, existing_resume_text: existing });
    expect(unfocused.markdown).not.toContain("Key Skills");
    expect(unfocused.markdown).not.toContain("Marketing Automation");
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
    // Nor is a skill the title already names listed again after it.
    expect(summary).not.toMatch(/skilled in [^.]*Performance Marketing\b/);
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

  it("shows the latest role left without an end date as running to Present, and only that one", async () => {
    const { markdown } = await writer.build({
      name: "Karthik S",
      experience: [
        { title: "MIS Executive", company: "Sundaram Finance", start: "2019-07", end: "", bullets: ["Prepared daily reports"] },
        { title: "Intern", company: "TVS", start: "2019-01", end: "", bullets: ["Entered invoices"] },
      ],
    });
    expect(markdown).toContain("### MIS Executive, Sundaram Finance\nJul 2019 – Present");
    expect(markdown).toContain("### Intern, TVS\nJan 2019\n");
  });

  it("spells product and acronym skills the user typed in lower case properly, and leaves common words alone", async () => {
    const { markdown } = await writer.build({
      name: "Karthik S",
      experience: [{ title: "Analyst", company: "Acme", start: "2020", end: "2023", bullets: ["automated the weekly report using sql and power bi", "improved data analysis and communication with vendors"] }],
    });
    expect(markdown).toContain("- Automated the weekly report using SQL and Power BI");
    expect(markdown).toContain("- Improved data analysis and communication with vendors");
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

/** A form whose role keywords sit late: the skills list, bullet order and summary leave them for the build to find. */
const GAPPY: ResumeForm = {
  name: "Rahul Mehta",
  email: "rahul@example.com",
  headline: "Marketing Executive",
  summary: "Marketer who likes clear reporting and steady teams.",
  skills: ["Canva", "Excel", "Google Ads"],
  target_role: "Growth Marketing Lead",
  experience: [
    {
      title: "Marketing Executive",
      company: "Zomato",
      start: "Mar 2022",
      end: "Present",
      bullets: [
        "Ran weekly reporting for the city team",
        "Organised vendor onboarding sessions",
        "Built onboarding journeys with marketing automation",
        "Cut cost per lead by 15% across Google Ads campaigns",
      ],
    },
  ],
  education: ["BBA, Christ University, 2021"],
};

const extractor = getDefaultSkillExtractor();
const section = (md: string, heading: string) => md.split(`## ${heading}\n`)[1]?.split("\n## ")[0] ?? "";
const bulletsUnder = (md: string, title: string) => md.split(`### ${title}\n`)[1]!.split("\n\n")[0]!.split("\n").filter((l) => l.startsWith("- ")).map((l) => l.slice(2));
const keySkills = (md: string) => /- \*\*Key Skills:\*\* (.+)/.exec(md)?.[1]?.split(", ") ?? [];
const summaryOf = (md: string) => section(md, "Summary").trim();

/** Skills the user's own material shows: their skills list, headline, summary, bullets and pasted resume (not the reference or instructions). */
function ownSkills(f: ResumeForm): Set<string> {
  const text = [f.headline, f.summary, ...(f.experience ?? []).flatMap((e) => [e.title, ...(e.bullets ?? [])]), ...(f.projects ?? []).flatMap((p) => [p.name, ...(p.bullets ?? [])])].join("\n");
  const existing = f.existing_resume_text ? parseResume(f.existing_resume_text).skills : [];
  return new Set([...(f.skills ?? []).map((s) => extractor.canonicalize(s) ?? s), ...extractor.extract(text), ...existing].map((s) => s.toLowerCase()));
}

/** Fails when the resume names a skill, number or year the user did not give. */
function expectNothingInvented(markdown: string, form: ResumeForm) {
  const own = ownSkills(form);
  const given = JSON.stringify({ ...form, reference_resume_text: "", instructions: "" });
  for (const line of section(markdown, "Skills").split("\n").filter((l) => l.startsWith("- **"))) {
    for (const skill of line.replace(/^- \*\*[^*]+:\*\* /, "").split(", ")) expect(own.has(skill.toLowerCase()), `skill ${skill}`).toBe(true);
  }
  for (const n of markdown.match(/\d+(?:[.,]\d+)?/g) ?? []) expect(given, `number ${n}`).toContain(n);
}

describe("build: focus_gaps", () => {
  it("without an existing resume, brings supported role keywords forward in skills, summary and bullets", async () => {
    const focused = (await writer.build({ ...GAPPY, focus_gaps: true })).markdown;
    const plain = (await writer.build(GAPPY)).markdown;
    // Skills: the role keywords the user's list and bullets show lead, most central to the role first.
    expect(keySkills(focused)).toEqual(["Google Ads", "Marketing Automation", "Excel"]);
    expect(keySkills(plain)).toEqual([]);
    // The user's summary keeps their words and then names those skills.
    expect(summaryOf(plain)).toBe(GAPPY.summary);
    expect(summaryOf(focused)).toBe(`${GAPPY.summary} Skilled in Google Ads, Marketing Automation and Excel.`);
    // Bullets: keyword bullets lead, and with 1 of 4 quantified the quantified one leads them; the rest keep their order.
    expect(bulletsUnder(plain, "Marketing Executive, Zomato")).toEqual(GAPPY.experience![0]!.bullets);
    expect(bulletsUnder(focused, "Marketing Executive, Zomato")).toEqual([
      "Cut cost per lead by 15% across Google Ads campaigns",
      "Built onboarding journeys with marketing automation",
      "Ran weekly reporting for the city team",
      "Organised vendor onboarding sessions",
    ]);
    // Role keywords the user never showed stay out.
    for (const absent of ["Meta Ads", "A/B Testing", "HubSpot", "Conversion Rate Optimization", "SQL"]) expect(focused).not.toContain(absent);
    expectNothingInvented(focused, GAPPY);
  });

  it("uses the full reference resume: its skills count as wanted, and its quantification gap puts numbers first", async () => {
    const form: ResumeForm = {
      name: "Kavya Rao",
      headline: "Marketing Executive",
      skills: ["Canva"],
      focus_gaps: true,
      experience: [{ title: "Marketing Executive", company: "Nykaa", start: "2022", end: "Present", bullets: ["Ran the newsletter calendar", "Built lifecycle emails in HubSpot", "Grew newsletter list by 30%", "Launched 12 seasonal campaigns"] }],
    };
    const reference_resume_text = load("benchmarks/growth-marketer.txt").text;
    const without = (await writer.build(form)).markdown;
    const withRef = (await writer.build({ ...form, reference_resume_text })).markdown;
    // HubSpot is the benchmark's, not the role profile's; 2 of 4 quantified is fine alone but well under the benchmark's 5 of 6.
    expect(keySkills(without)).toEqual([]);
    expect(bulletsUnder(without, "Marketing Executive, Nykaa")).toEqual(form.experience![0]!.bullets);
    expect(keySkills(withRef)).toEqual(["HubSpot"]);
    expect(summaryOf(withRef)).toContain("skilled in HubSpot");
    expect(bulletsUnder(withRef, "Marketing Executive, Nykaa")).toEqual(["Built lifecycle emails in HubSpot", "Grew newsletter list by 30%", "Launched 12 seasonal campaigns", "Ran the newsletter calendar"]);
    // The benchmark's other skills (Google Ads, SEO, Rs 5 crore budgets) are not the candidate's.
    expect(withRef).not.toMatch(/Google Ads|Search Engine Optimization|crore|Razorpay/);
    expectNothingInvented(withRef, { ...form, reference_resume_text });
  });

  it("keeps a Certifications section the pasted resume has, only when addressing gaps", async () => {
    const existing_resume_text = "Asha Verma\nData Analyst\nEXPERIENCE\nData Analyst | Acme | 2020 - Present\n- Built dashboards in Tableau\nCERTIFICATIONS\n- Google Data Analytics Certificate, 2022\nEDUCATION\nB.Sc Statistics, 2019";
    const focused = (await writer.build({ existing_resume_text, focus_gaps: true })).markdown;
    expect(section(focused, "Certifications")).toBe("- Google Data Analytics Certificate, 2022\n");
    expect((await writer.build({ existing_resume_text })).markdown).not.toContain("## Certifications");
  });
});

describe("build: instructions", () => {
  const build = async (instructions: string, form: ResumeForm = FORM) => (await writer.build({ ...form, instructions })).markdown;

  it("reads the insight lines by their prefix, and a 'Very short' gap is not a request for brevity", () => {
    const gap = readInstructions("Address gap: Very short (84 words): too little for a recruiter to judge\nApply: Expand each recent role with 3–5 achievement bullets");
    expect(gap).toMatchObject({ concise: false, onePage: false });
    for (const ask of ["Keep it short", "Make the bullets concise", "one page please", "short and crisp"]) expect(readInstructions(ask).concise, ask).toBe(true);
    expect(readInstructions("Suggested tone: precise and impact-focused.").tone).toBe("precise and impact-focused");
    expect(readInstructions("Address gap: Long (1200 words) for your level (aim for one page)").onePage).toBe(true);
  });

  it("leaves the resume as it was for a 'Very short' gap: no filler trimming, no one-page cut", async () => {
    const short = await build("Address gap: Very short (84 words): too little for a recruiter to judge");
    expect(short).toBe(await build(""));
    expect(short).toContain("- Successfully handled various agency relationships");
  });

  it("'Suggested tone' sets the summary's opening word and the bullets' verbs", async () => {
    const form: ResumeForm = { ...GAPPY, summary: "", experience: [{ ...GAPPY.experience![0]!, bullets: ["Responsible for the agency budget", "Worked on the careers page", "Cut cost per lead by 15%"] }] };
    const neutral = await build("", form);
    expect(summaryOf(neutral)).toMatch(/^Marketing Executive at Zomato/);
    expect(bulletsUnder(neutral, "Marketing Executive, Zomato")).toEqual(["Managed agency budget", "Contributed to the careers page", "Cut cost per lead by 15%"]);

    const confident = await build("Suggested tone: confident and metric-led.", form);
    expect(summaryOf(confident)).toMatch(/^Results-driven Marketing Executive at Zomato/);
    // Owning what you were responsible for; numbers lead in a metric-led voice.
    expect(bulletsUnder(confident, "Marketing Executive, Zomato")).toEqual(["Cut cost per lead by 15%", "Owned the agency budget", "Contributed to the careers page"]);

    const people = await build("Suggested tone: people-focused and collaborative.", form);
    expect(summaryOf(people)).toMatch(/^People-focused Marketing Executive at Zomato/);
    expect(bulletsUnder(people, "Marketing Executive, Zomato")).toContain("Collaborated on the careers page");
  });

  it("'Highlight' and 'Address gap' bring named skills forward only where the user's material shows them", async () => {
    const highlighted = await build("Highlight: Covers 3 of 12 core skills for Growth Marketing Lead roles: SQL, Excel and Canva", FORM);
    expect(keySkills(highlighted)).toEqual(["SQL", "Excel", "Canva"]);
    expect(keySkills(await build("", FORM))).toEqual([]);

    const gap = await build("Address gap: No mention of Marketing Automation, HubSpot and Search Engine Optimization, which Growth Marketing Lead roles usually ask for", GAPPY);
    expect(keySkills(gap)).toEqual(["Marketing Automation"]);
    expect(bulletsUnder(gap, "Marketing Executive, Zomato")[0]).toBe("Built onboarding journeys with marketing automation");
    expect(gap).not.toMatch(/HubSpot|Search Engine Optimization/);
  });

  it("'Apply' and 'Address gap' lines about numbers, first person, older roles, length and sections are followed", async () => {
    const base: ResumeForm = {
      name: "Neha Joshi",
      experience: [
        { title: "Operations Lead", company: "Delhivery", start: "2019", end: "2024", bullets: ["I coordinated hub audits", "Cut delivery delays by 18%"] },
        { title: "Store Supervisor", company: "Big Bazaar", start: "2008", end: "2012", bullets: ["Scheduled shifts for the floor team", "Ran stock counts for 2 stores"] },
      ],
    };
    const plain = await build("", base);
    expect(bulletsUnder(plain, "Operations Lead, Delhivery")).toEqual(["I coordinated hub audits", "Cut delivery delays by 18%"]);
    expect(bulletsUnder(plain, "Store Supervisor, Big Bazaar")).toHaveLength(2);

    expect(bulletsUnder(await build("Address gap: Only 2 of 4 bullets carry a number", base), "Operations Lead, Delhivery")[0]).toBe("Cut delivery delays by 18%");
    expect(bulletsUnder(await build('Apply: Drop "I" and "my" from bullets; resumes use the implied first person', base), "Operations Lead, Delhivery")[0]).toBe("Coordinated hub audits");
    const trimmed = await build("Apply: Keep the last 10 years in detail and cut older roles to one line each", base);
    // The older role keeps its strongest line: the quantified one.
    expect(bulletsUnder(trimmed, "Store Supervisor, Big Bazaar")).toEqual(["Ran stock counts for 2 stores"]);
    expect(bulletsUnder(trimmed, "Operations Lead, Delhivery")).toHaveLength(2);
    // "aim for one page" is advice to fit one page: the one-page cut and concise wording apply.
    const long = await build("Address gap: Long (1200 words) for your level (aim for one page)", { ...FORM });
    expect(bulletsUnder(long, "Performance Marketing Manager, Swiggy")).toHaveLength(4);

    // No skills list and no role keywords: a "Missing sections: Skills" gap fills Skills from skills their bullets show.
    const noSkills: ResumeForm = { name: "Neha Joshi", experience: [{ company: "Acme", bullets: ["Built reports in Tableau and SQL"] }] };
    expect(await build("", noSkills)).not.toContain("## Skills");
    const filled = await build("Address gap: Missing sections: Summary, Education and Skills", noSkills);
    expect(section(filled, "Skills")).toMatch(/Tableau/);
    expectNothingInvented(filled, noSkills);
  });

  it("follows every line 'Add to instructions' writes for a real resume without inventing anything", async () => {
    const { text, parsed } = load("candidates/hr-recruiter.txt");
    const insights = await writer.analyse({ parsed, rawText: text, targetRole: "Recruiter" });
    // The lines the screen's 'Add to instructions' writes (client/src/features/resume-builder/utils/form.ts).
    const instructions = [
      `Suggested tone: ${insights.tone}.`,
      ...insights.gaps.map((g) => `Address gap: ${g}`),
      ...insights.recommendations.map((r) => `Apply: ${r}`),
      ...insights.strengths.map((s) => `Highlight: ${s}`),
    ].join("\n");
    const form: ResumeForm = { existing_resume_text: text, target_role: "Recruiter", instructions, focus_gaps: true, reference_resume_text: load("benchmarks/hr-generalist.txt").text };
    const { markdown } = await writer.build(form);
    // Their own summary stays, followed by the skills the strengths line names, which lead the Skills section.
    expect(summaryOf(markdown)).toBe("Recruiter with three years hiring tech and operations talent for fast-growing startups. Skilled in Recruitment, Interviewing and Onboarding.");
    expect(keySkills(markdown).slice(0, 3)).toEqual(["Recruitment", "Interviewing", "Onboarding"]);
    // The 'Very short' gap trims nothing; the gap's unshown skills (Talent Management, Negotiation...) stay out.
    expect(markdown).toContain("- Closed 70 positions in 12 months with an average time to hire of 24 days");
    expect(markdown).not.toMatch(/Talent Management|Negotiation|Employee Relations|HR Operations/);
    expect(markdown).not.toMatch(/Responsible for|Worked on/);
    expectNothingInvented(markdown, form);
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

  it("never asks the candidate to copy the benchmark's town or employers as keywords", async () => {
    const r = await writer.compare({ candidate: load("candidates/hr-recruiter.txt"), benchmark: load("benchmarks/hr-generalist.txt") });
    const keywordGap = r.gaps.find((g) => g.startsWith("Benchmark keywords you do not use"));
    expect(keywordGap).toBeDefined();
    expect(keywordGap).not.toMatch(/bengaluru|technova|brightline/i);
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
