import { describe, expect, it } from "vitest";
import { loadRoleKb } from "./knowledge-base";
import { EXPERIENCE_LEVELS } from "./kb-types";
import { createPlaybookWriter, normalizeFocusAreas } from "./writer";
import { WRITING_STYLES, type Playbook, type PlaybookRequest } from "./types";

const writer = createPlaybookWriter();
const kb = loadRoleKb();
const base: PlaybookRequest = { role: "Product Manager", experience_level: "mid", focus_areas: ["product strategy", "analytics"] };

const headings = (p: Playbook) => p.sections.map((s) => s.heading);
const allText = (p: Playbook) => [p.title, p.summary, ...p.sections.flatMap((s) => [s.heading, ...s.bullets]), ...p.resources].join("\n");

describe("role knowledge base", () => {
  it("When loaded, Then it holds at least 40 curated roles with content for every level", () => {
    expect(kb.roles.length).toBeGreaterThanOrEqual(40);
    for (const r of kb.roles) {
      for (const level of EXPERIENCE_LEVELS) expect(r.competencies[level].length, `${r.id} ${level}`).toBeGreaterThan(0);
      expect(r.onet.length).toBeGreaterThan(0);
      expect(r.aliases.length).toBeGreaterThan(0);
      expect(r.questions.length).toBeGreaterThanOrEqual(5);
      expect(r.resources.length).toBeGreaterThanOrEqual(3);
      expect(r.plan.days_30.length + r.plan.days_60.length + r.plan.days_90.length).toBeGreaterThanOrEqual(6);
    }
  });

  it("When looking for roles job seekers ask for most, Then each one is curated", () => {
    const ids = new Set(kb.roles.map((r) => r.id));
    for (const id of [
      "product-manager", "software-engineer-backend", "software-engineer-frontend", "full-stack-developer", "mobile-developer",
      "devops-engineer", "qa-engineer", "data-analyst", "data-scientist", "ml-engineer", "performance-marketing-manager",
      "seo-specialist", "sales-executive", "hr-generalist", "recruiter", "financial-analyst", "chartered-accountant",
      "ux-designer", "operations-manager", "customer-success-manager", "nurse", "doctor", "pharmacist", "teacher",
      "fitness-trainer", "corporate-trainer", "lawyer", "civil-engineer", "mechanical-engineer", "electrical-engineer", "architect", "cybersecurity-analyst", "cloud-architect",
    ]) expect(ids.has(id), id).toBe(true);
  });

  it("When a role lists tools, Then the Indian-market tools are there", () => {
    const tools = kb.roles.flatMap((r) => r.tools).join(" | ");
    for (const t of ["Tally Prime", "Naukri RMS", "Zoho"]) expect(tools).toContain(t);
  });
});

describe("createPlaybookWriter", () => {
  it("When asked for the default request, Then it returns every section the spec lists", async () => {
    const p = await writer.generate({ ...base, target_company: "Flipkart" });
    expect(p.title).toBe("Product Manager playbook (mid level)");
    expect(p.filename).toBe("product-manager-playbook.pdf");
    expect(headings(p)).toEqual([
      "Role overview",
      "Core competencies (Mid level)",
      "Tools and skills that matter",
      "How the role is measured",
      "Deep dive: product strategy",
      "Deep dive: analytics",
      "Interview preparation",
      "Your first 90 days",
      "Company focus: Flipkart",
    ]);
    for (const s of p.sections) expect(s.bullets.length, s.heading).toBeGreaterThan(0);
    expect(p.resources).toContain("Inspired — Marty Cagan (book)");
    expect(allText(p)).not.toMatch(/undefined|null|\{[a-z]+\}/);
  });

  it.each(EXPERIENCE_LEVELS)("When the level is %s, Then competencies and the plan follow that level", async (level) => {
    const p = await writer.generate({ ...base, role: "Data Scientist", experience_level: level });
    const comp = p.sections.find((s) => s.heading.startsWith("Core competencies"));
    expect(comp?.heading.toLowerCase()).toContain(`(${level} level)`);
    const role = kb.roles.find((r) => r.id === "data-scientist");
    const first = role?.competencies[level][0]?.split(" — ")[0] ?? "missing";
    expect(comp?.bullets.join(" ")).toContain(first);
    expect(p.title).toContain(`(${level} level)`);
    const interview = p.sections.find((s) => s.heading === "Interview preparation");
    expect(interview?.bullets[0]?.toLowerCase()).toContain(`at ${level} level`);
  });

  it("When given focus areas, Then there is one deep dive per distinct area, at most 8", async () => {
    const focus = ["SQL", "sql ", "", "  ", "statistics", "machine learning", "A/B testing", "Python", "dashboards", "storytelling", "stakeholder management", "excel", "leadership"];
    const p = await writer.generate({ ...base, role: "Data Analyst", focus_areas: focus });
    const dives = headings(p).filter((h) => h.startsWith("Deep dive: "));
    expect(dives).toEqual(normalizeFocusAreas(focus).map((f) => `Deep dive: ${f}`));
    expect(dives).toHaveLength(8);
    const sql = p.sections.find((s) => s.heading === "Deep dive: SQL");
    expect(sql?.bullets.join(" ")).toMatch(/window functions/i);
    expect(sql?.bullets.some((b) => b.startsWith("Practice:"))).toBe(true);
  });

  it("When no focus area is given, Then the role's own topics are suggested", async () => {
    const p = await writer.generate({ ...base, focus_areas: [] });
    expect(headings(p).filter((h) => h.startsWith("Deep dive: ")).length).toBe(2);
  });

  it("When a focus area is unknown, Then the section is built from related concepts with questions and a practice task", async () => {
    const p = await writer.generate({ ...base, role: "Software Engineer", focus_areas: ["quantum computing"], writing_style: "detailed" });
    const s = p.sections.find((x) => x.heading === "Deep dive: quantum computing");
    expect(s).toBeDefined();
    const text = s?.bullets.join("\n") ?? "";
    expect(text).toContain("quantum computing");
    expect(text).toMatch(/\?/);
    expect(text).toMatch(/Practice task:/);
    expect(text).not.toMatch(/Well-Architected|shared responsibility/i); // not mistaken for cloud computing
  });

  it("When no company is given, Then there is no company section; with one, it has research, tailoring and questions but no invented facts", async () => {
    const without = await writer.generate({ ...base, target_company: "  " });
    expect(headings(without).some((h) => h.startsWith("Company focus"))).toBe(false);
    const withCo = await writer.generate({ ...base, target_company: "Zerodha" });
    const s = withCo.sections.find((x) => x.heading === "Company focus: Zerodha");
    const text = s?.bullets.join("\n") ?? "";
    expect(text).toMatch(/Research/);
    expect(text).toMatch(/Tailor/);
    expect(text).toMatch(/\?/);
    expect(text).toMatch(/primary source/);
    expect(text).not.toMatch(/\b(founded|headquartered|revenue of|employees)\b/i);
  });

  it("When the tone changes, Then the writing changes visibly, not just a prefix", async () => {
    const out = await Promise.all(WRITING_STYLES.map((writing_style) => writer.generate({ ...base, writing_style, target_company: "Swiggy" })));
    const [concise, friendly, detailed, coach] = out as [Playbook, Playbook, Playbook, Playbook];
    // Same structure, different words.
    expect(headings(friendly)).toEqual(headings(concise));
    const summaries = new Set(out.map((p) => p.summary));
    expect(summaries.size).toBe(4);
    // Length: concise is the shortest, detailed the longest.
    const len = (p: Playbook) => allText(p).length;
    expect(len(concise)).toBeLessThan(len(friendly));
    expect(len(detailed)).toBeGreaterThan(len(friendly));
    expect(len(detailed)).toBeGreaterThan(len(coach));
    // Sentence shape: concise bullets are fragments; the others are sentences.
    const comp = (p: Playbook) => p.sections[1]?.bullets ?? [];
    expect(comp(concise).every((b) => !b.endsWith("."))).toBe(true);
    expect(comp(friendly).filter((b) => b.endsWith(".")).length).toBeGreaterThan(2);
    // Voice: friendly talks to "you", coach-like sets challenges and self-checks and encourages, detailed explains why.
    expect(allText(friendly)).toMatch(/\bYou'll\b/);
    expect(allText(coach)).toMatch(/Self-check|Your move|Your challenge/);
    expect(allText(coach)).toMatch(/You've got this|Progress beats perfection/);
    expect(allText(detailed)).toMatch(/How to answer:/);
    expect(allText(concise)).not.toMatch(/\byou'll\b/i);
    // Bullets differ in most places, not only by a prefix.
    const a = concise.sections[1]?.bullets[0] ?? "";
    const c = coach.sections[1]?.bullets.find((b) => b.includes(a.slice(0, 12).toLowerCase())) ?? "";
    expect(c).not.toBe(a);
    const overlap = (x: Playbook, y: Playbook) => {
      const ys = new Set(y.sections.flatMap((s) => s.bullets));
      const xs = x.sections.flatMap((s) => s.bullets);
      return xs.filter((b) => ys.has(b)).length / xs.length;
    };
    expect(overlap(friendly, coach)).toBeLessThan(0.35);
    expect(overlap(concise, detailed)).toBeLessThan(0.35);
  });

  it.each([
    ["Chief Happiness Officer", /HR Generalist/],
    ["Underwater welder", /Commercial Divers|Welders/],
    ["Blockchain Developer", /Blockchain Engineers/],
    ["Astronaut", /general/],
    ["zzqx", /general/],
  ])("When the role is unknown (%s), Then a sensible playbook is built from the nearest roles", async (role, basis) => {
    const p = await writer.generate({ role, experience_level: "entry", focus_areas: ["safety"], writing_style: "friendly" });
    expect(headings(p)).toContain("Role overview");
    expect(headings(p)).toContain("Interview preparation");
    expect(headings(p)).toContain("Your first 90 days");
    expect(p.sections.find((s) => s.heading === "Role overview")?.bullets.join(" ")).toMatch(basis);
    expect(p.title.toLowerCase()).toContain(role.toLowerCase());
    expect(p.resources.length).toBeGreaterThan(0);
    expect(allText(p)).not.toMatch(/undefined|You'll may/);
  });

  it.each([
    ["Personal trainer", /Fitness trainers help people/, /Starting Strength — Mark Rippetoe/, /squat and a deadlift/],
    ["Corporate trainer", /learning and development \(L&D\) specialists/, /Telling Ain't Training/, /Kirkpatrick/],
    ["Soft skills trainer", /learning and development \(L&D\) specialists/, /Design for How People Learn/, /training needs analysis/],
  ])("When the role is %s, Then the playbook is that trainer's guide, not a teacher's or a lawyer's", async (role, overview, resource, body) => {
    const p = await writer.generate({ role, experience_level: "mid", focus_areas: [] });
    expect(p.title).toBe(`${role.replace(/\b\w/g, (c) => c.toUpperCase())} playbook (mid level)`);
    expect(p.sections.find((s) => s.heading === "Role overview")?.bullets.join(" ")).toMatch(overview);
    expect(p.resources.join("\n")).toMatch(resource);
    expect(allText(p)).toMatch(body);
    expect(allText(p)).not.toMatch(/lawyer|SCC Online|CTET|classroom/i);
  });

  const section = (p: Playbook, heading: string) => p.sections.find((x) => x.heading === heading)?.bullets.join("\n") ?? "";

  it("When a fitness trainer studies strength training and nutrition, Then each deep dive comes from a fitness guide", async () => {
    const p = await writer.generate({ role: "Fitness Trainer", experience_level: "mid", focus_areas: ["strength training", "nutrition"] });
    const strength = section(p, "Deep dive: strength training");
    const nutrition = section(p, "Deep dive: nutrition");
    expect(strength).toMatch(/Strength versus muscle/);
    expect(strength).toMatch(/Progressive overload|Screening and assessment/);
    expect(strength).toMatch(/Practice: Write a 12-week programme/);
    expect(nutrition).toMatch(/Energy balance/);
    expect(nutrition).toMatch(/Protein: about 1\.6 g per kg/);
    for (const text of [strength, nutrition]) {
      expect(text).not.toMatch(/Service recovery|Pyramid principle|We don't have a dedicated guide/);
    }
    expect(p.resources.join("\n")).toMatch(/Dietary Guidelines for Indians/);
    expect(allText(p)).not.toMatch(/menu or service list|angry customer/);
  });

  it("When a corporate trainer studies instructional design and facilitation, Then the guides are L&D ones, not school lesson planning", async () => {
    const p = await writer.generate({ role: "Corporate Trainer", experience_level: "mid", focus_areas: ["instructional design", "facilitation"], writing_style: "detailed" });
    const design = section(p, "Deep dive: instructional design");
    const facilitation = section(p, "Deep dive: facilitation");
    expect(design).toMatch(/Training needs analysis/);
    expect(design).toMatch(/ADDIE/);
    expect(design).toMatch(/Kirkpatrick/);
    expect(design).not.toMatch(/fractions|Class 5|lesson/i);
    expect(facilitation).toMatch(/Adult learning/);
    expect(facilitation).not.toMatch(/We don't have a dedicated guide/);
    expect(allText(p)).not.toMatch(/employee relations case|HRMS/);
    const tools = section(p, "Tools and skills that matter");
    expect(tools).toMatch(/Technology listed for this occupation in O\*NET: Adobe Photoshop/);
    expect(tools).not.toMatch(/JavaScript|PL\/SQL|Drupal|Epic Systems/);
  });

  it("When a focus area names part of a guide, Then the section says which guide and opens with the line about it", async () => {
    const p = await writer.generate({ role: "Corporate Trainer", experience_level: "mid", focus_areas: ["LMS"] });
    const bullets = p.sections.find((x) => x.heading === "Deep dive: LMS")?.bullets ?? [];
    expect(bullets[0]).toBe("From our guide “Instructional design and training evaluation”.");
    expect(bullets[1]).toMatch(/^Blended and e-learning: .*LMS/);
  });

  it("When an unknown focus area shares only a common word with known concepts, Then those concepts are not offered as close", async () => {
    const p = await writer.generate({ role: "Personal trainer", experience_level: "mid", focus_areas: ["first aid"] });
    const text = section(p, "Deep dive: first aid");
    expect(text).toMatch(/We don't have a dedicated guide for “first aid”/);
    expect(text).not.toMatch(/Audience first|Time to first value/);
  });

  it("When the detailed or coach-like tone shows an item's detail, Then it stays attached to the item it explains", async () => {
    const detailed = await writer.generate({ role: "Fitness Trainer", experience_level: "entry", focus_areas: [], writing_style: "detailed" });
    expect(allText(detailed)).toContain("Run a pre-exercise screening (PAR-Q) and basic fitness assessments — posture, movement, strength, body measurements.");
    expect(allText(detailed)).not.toMatch(/Why it matters: posture/);
    const coach = await writer.generate({ role: "Fitness Trainer", experience_level: "mid", focus_areas: [], writing_style: "coach-like" });
    expect(allText(coach)).not.toMatch(/Write the example down\. [A-Z]/);
  });

  it("When the welder asks, Then trade competencies and O*NET tasks appear, not office work", async () => {
    const p = await writer.generate({ role: "Underwater welder", experience_level: "mid", focus_areas: [] });
    const text = allText(p);
    expect(text).toMatch(/weld/i);
    expect(text).toMatch(/safety|PPE/i);
    expect(p.resources.some((r) => r.includes("onetonline.org/link/summary/"))).toBe(true);
  });

  it("When a role comes from O*NET, Then its overview quotes the occupation's description once, not twice", async () => {
    const p = await writer.generate({ role: "Office Administrator", experience_level: "entry", focus_areas: [], writing_style: "friendly" });
    const overview = p.sections.find((s) => s.heading === "Role overview");
    const sentence = "coordinate one or more administrative services";
    expect(overview?.bullets.filter((b) => b.includes(sentence))).toHaveLength(1);
  });

  it("When a sentence continues with a product name, Then the name keeps its capitals", async () => {
    const texts = await Promise.all(
      WRITING_STYLES.map((writing_style) => writer.generate({ role: "MIS Executive", experience_level: "mid", focus_areas: ["MS Excel"], writing_style })),
    );
    const bullets = texts.flatMap((p) => p.sections.flatMap((s) => s.bullets)).filter((b) => /power query/i.test(b));
    expect(bullets.length).toBeGreaterThan(0);
    for (const b of bullets) expect(b).not.toMatch(/power Query|power query/);
  });

  it("When asked twice with the same input, Then the output is identical; with aliases, the canonical role is used", async () => {
    const req: PlaybookRequest = { role: "SDE", experience_level: "senior", focus_areas: ["system design", "DSA"], writing_style: "coach-like", target_company: "Razorpay" };
    const a = await writer.generate(req);
    const b = await createPlaybookWriter().generate(structuredClone(req));
    expect(b).toEqual(a);
    expect(a.title).toBe("Software Engineer (Backend) playbook (senior level)");
  });

  it("When two parts of the knowledge base word the same resource differently, Then it is listed once", async () => {
    const p = await writer.generate({ role: "Chartered Accountant", experience_level: "senior", focus_areas: ["GST", "financial modelling"] });
    expect(p.resources.filter((r) => r.endsWith("(gst.gov.in)"))).toHaveLength(1);
    expect(new Set(p.resources.map((r) => r.toLowerCase())).size).toBe(p.resources.length);
  });

  it("When the role starts with a vowel letter but not a vowel sound, Then the article follows the sound", async () => {
    const uro = await writer.generate({ role: "Urologist", experience_level: "mid", focus_areas: [] });
    expect(allText(uro)).toContain("A urologist role is closest");
    expect(allText(uro)).not.toMatch(/\ban urologist/i);
    const welder = await writer.generate({ role: "Underwater welder", experience_level: "entry", focus_areas: [] });
    expect(allText(welder)).toContain("An underwater welder role is closest");
  });

  it("When the role slug is empty, Then the filename falls back to role-notes.pdf", async () => {
    const p = await writer.generate({ role: "  ", experience_level: "mid", focus_areas: [] });
    expect(p.filename).toBe("role-notes.pdf");
    const q = await writer.generate({ role: "डेटा विश्लेषक", experience_level: "mid", focus_areas: [] });
    expect(q.filename).toBe("role-notes.pdf");
    const r = await writer.generate({ role: "Senior Java Developer (Fintech)!", experience_level: "mid", focus_areas: [] });
    expect(r.filename).toBe("senior-java-developer-fintech-playbook.pdf");
  });

  it("When the level or tone is invalid at runtime, Then it falls back to mid and concise instead of failing", async () => {
    const p = await writer.generate({ ...base, experience_level: "guru" as never, writing_style: "shouty" as never });
    expect(p.title).toContain("(mid level)");
    expect(p.summary.startsWith("What ")).toBe(true);
  });
});

describe("focus areas checked against the role before generating", () => {
  const fits = (role: string, focus: string[]) => Object.fromEntries(writer.checkFocus(role, focus).focus_areas.map((f) => [f.text, f.fit]));

  it("flags a topic of other roles only (the default 'product strategy' for a staff nurse) and suggests the role's own", () => {
    const check = writer.checkFocus("Staff Nurse", ["product strategy", "patient safety", "infection control"]);
    expect(Object.fromEntries(check.focus_areas.map((f) => [f.text, f.fit]))).toEqual({ "product strategy": "other_role", "patient safety": "fits", "infection control": "fits" });
    expect(check.focus_areas[0]!.note).toBe("Product strategy (a Product Manager topic) fits no part of the Staff Nurse role.");
    expect(check.suggestions.length).toBeGreaterThan(0);
    expect(check.suggestions).not.toContain("Product strategy");
  });

  it("accepts what the role or its neighbours do: a mathematics teacher plans lessons; a data analyst does analytics and SQL", () => {
    expect(fits("Mathematics Teacher", ["lesson planning", "classroom management"])).toEqual({ "lesson planning": "fits", "classroom management": "fits" });
    expect(fits("Data Analyst", ["analytics", "SQL", "dashboards"])).toEqual({ analytics: "fits", SQL: "fits", dashboards: "fits" });
    expect(fits("Product Manager", ["product strategy", "analytics"])).toEqual({ "product strategy": "fits", analytics: "fits" });
  });

  it("says when the library knows nothing of a focus for the role, without naming a loosely similar topic", () => {
    const check = writer.checkFocus("Data Analyst", ["cooking"]);
    expect(check.focus_areas[0]).toMatchObject({ fit: "unknown", note: "The Data Analyst guide says nothing about cooking, so its deep dive would be general." });
  });
});
