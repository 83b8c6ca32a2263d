// Titles that name a trainer of a field, bare job nouns with several readings, and people-leading titles; plus a
// sweep over common Indian job titles (title-sweep.ts) so a matching change cannot quietly move other titles.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRoleResolver, DEFAULT_TAXONOMY_PATH, parseRoleTaxonomy } from "../roles/role-resolver";
import { loadRoleKb } from "./knowledge-base";
import { RoleMatcher, type RoleMatch } from "./matching";
import { TITLE_SWEEP } from "./title-sweep";
import type { Playbook } from "./types";
import { createPlaybookWriter } from "./writer";

const kb = loadRoleKb();
const m = new RoleMatcher(kb);
const writer = createPlaybookWriter({ kb });

/** The same notation as title-sweep.ts. */
function describeMatch(r: RoleMatch): string {
  if (r.kind === "curated") return r.subject ? `${r.role.id} teaching ${r.subject.text}` : r.role.id;
  return r.occupations.length ? `onet:${r.occupations.map((o) => o.code).join("+")}` : "onet:none";
}

const section = (p: Playbook, heading: string) => p.sections.find((s) => s.heading === heading)?.bullets.join("\n") ?? "";
const headings = (p: Playbook) => p.sections.map((s) => s.heading);
const allText = (p: Playbook) => [p.title, p.summary, ...p.sections.flatMap((s) => [s.heading, ...s.bullets]), ...p.resources].join("\n");

describe("a trainer of a field of work", () => {
  it.each([
    ["HR trainer", "HR", "hr-generalist", undefined],
    ["Python trainer", "Python", "software-engineer-backend", "python"],
    ["Software trainer", "Software", "software-engineer-backend", undefined],
    ["Excel trainer", "Excel", undefined, "excel"],
    ["Sales trainer", "Sales", "sales-executive", undefined],
    ["Senior Java Instructor", "Java", "software-engineer-backend", "java-spring"],
    ["Sales coach", "Sales", "sales-executive", undefined],
    ["SAP trainer", "SAP", undefined, "sap-erp"],
  ])("When the role is %s, Then it is the corporate trainer guide teaching %s", (title, text, fieldRole, topic) => {
    const r = m.matchRole(title);
    expect(r.kind).toBe("curated");
    if (r.kind !== "curated") return;
    expect(r.role.id).toBe("corporate-trainer");
    expect(r.subject?.text).toBe(text);
    expect(r.subject?.role?.id).toBe(fieldRole);
    expect(r.subject?.topic?.id).toBe(topic);
  });

  it.each([
    ["Yoga coach", "fitness-trainer"],
    ["Crossfit trainer", "fitness-trainer"],
    ["Gym trainer", "fitness-trainer"],
    ["Dog trainer", "onet:39-2011.00"],
    ["Cricket coach", "onet:27-2022.00"],
    ["Spoken English trainer", "onet:25-3011.00"],
    ["Soft skills trainer", "corporate-trainer"],
    ["Process trainer", "corporate-trainer"],
  ])("When %s names a field whose own guide or occupation teaches it, Then that one is kept (%s)", (title, expected) => {
    expect(describeMatch(m.matchRole(title))).toBe(expected);
  });

  it("When the field is not work the library knows (swimming, guitar, driving), Then it is not read as corporate training", () => {
    for (const title of ["Swimming instructor", "Guitar instructor", "Driving instructor", "Dance instructor"]) {
      expect(describeMatch(m.matchRole(title)), title).not.toMatch(/^corporate-trainer/);
    }
  });

  it.each(["Swimming instructor", "Guitar instructor", "French trainer", "Piano instructor"])(
    "When %s names a leisure field no occupation names, Then it is Self-Enrichment Teachers, not Nursing Instructors or Animal Trainers",
    (title) => {
      expect(describeMatch(m.matchRole(title))).toBe("onet:25-3021.00");
    },
  );

  it("When the leisure field is named by an occupation, or the job noun is coach, Then that reading is kept", () => {
    expect(describeMatch(m.matchRole("Dance instructor"))).toBe("onet:27-2031.00"); // Dancers
    expect(describeMatch(m.matchRole("Swimming coach"))).toBe("onet:27-2022.00"); // Coaches and Scouts
  });

  it("When MS Office or computers are taught, Then the subject is the computer basics topic and its deep dive leads", async () => {
    const r = m.matchRole("MS Office trainer");
    expect(r.kind === "curated" && r.subject?.topic?.id).toBe("computer-skills");
    const p = await writer.generate({ role: "Computer trainer", experience_level: "entry", focus_areas: [] });
    expect(headings(p)).toContain("Deep dive: Computer basics and MS Office");
    expect(allText(p)).not.toMatch(/Animal Trainers|Computer Programmers/);
  });

  it("When a Python trainer's playbook is written, Then Python runs through the summary, deep dives, interview and tools", async () => {
    const p = await writer.generate({ role: "Python trainer", experience_level: "mid", focus_areas: [] });
    expect(p.title).toBe("Python Trainer playbook (mid level)");
    expect(p.summary).toMatch(/a mid-level Python trainer does, .* python for analysis/);
    const overview = section(p, "Role overview");
    expect(overview).toMatch(/^A Python trainer teaches Python to employees, new hires or students/);
    expect(overview).toMatch(/with Python as the subject you teach \(from the Software Engineer \(Backend\) guide\)/);
    expect(headings(p)).toEqual(expect.arrayContaining(["Deep dive: Python for analysis", "Deep dive: Instructional design and training evaluation"]));
    expect(section(p, "Deep dive: Python for analysis")).toMatch(/pandas/);
    expect(section(p, "Interview preparation")).toMatch(/ten-minute Python lesson/);
    expect(section(p, "How the role is measured")).toMatch(/Learners' Python skills/);
    expect(section(p, "Tools and skills that matter")).toMatch(/Tools of the field you teach \(from the Software Engineer \(Backend\) guide\)/);
  });

  it("When an HR trainer's playbook is written, Then its first deep dive is HR itself, from the HR guide, and the rest is the trainer's craft", async () => {
    const p = await writer.generate({ role: "HR trainer", experience_level: "mid", focus_areas: [] });
    expect(p.summary).toMatch(/focused plan for HR, plus instructional design/);
    const hr = section(p, "Deep dive: HR");
    expect(hr).toMatch(/from our HR Generalist guide/);
    expect(hr).toMatch(/Labour codes/);
    expect(hr).toMatch(/Practice: Turn one HR idea from this section into a 45-minute session/);
    expect(hr).not.toMatch(/We don't have a dedicated guide/);
    expect(section(p, "Tools and skills that matter")).toMatch(/from the HR Generalist guide\): Darwinbox/);
    expect(section(p, "Core competencies (Mid level)")).toMatch(/training needs analysis/);
    // The HR guide's own overview is not passed off as the trainer's job.
    expect(section(p, "Role overview")).not.toMatch(/HR generalists/);
  });

  it("When the user names the subject as a focus area, Then the subject deep dive is used, in every tone", async () => {
    for (const writing_style of ["concise", "friendly", "detailed", "coach-like"] as const) {
      const p = await writer.generate({ role: "Software trainer", experience_level: "senior", focus_areas: ["Software"], writing_style });
      expect(section(p, "Deep dive: Software"), writing_style).toMatch(/Software Engineer \(Backend\) guide/);
      expect(p.summary, writing_style).toMatch(/software trainer|Software/i);
      expect(section(p, "Role overview"), writing_style).toMatch(/teaches Software/);
    }
  });

  it("When the subject is an Excel or GST topic, Then its deep dive is that topic's guide", async () => {
    const excel = await writer.generate({ role: "Excel trainer", experience_level: "entry", focus_areas: [] });
    expect(headings(excel)).toContain("Deep dive: Advanced Excel");
    expect(excel.summary).toMatch(/an entry-level Excel trainer/);
    const gst = await writer.generate({ role: "GST trainer", experience_level: "mid", focus_areas: [] });
    expect(headings(gst)).toContain("Deep dive: Taxation (GST and income tax)");
  });
});

describe("bare job nouns with several readings", () => {
  it.each([
    ["Trainer", "corporate-trainer"],
    ["Instructor", "corporate-trainer"],
    ["Coach", "life-coach"],
  ])("When the role is just %s, Then the playbook follows %s and names the other readings", async (title, id) => {
    const r = m.matchRole(title);
    expect(r.kind === "curated" && r.role.id).toBe(id);
    if (r.kind !== "curated" || !r.ambiguity) throw new Error(`${title} should carry its other readings`);
    // Each suggested title leads somewhere more specific than the default.
    for (const other of r.ambiguity.others) {
      const o = m.matchRole(other);
      expect(o.kind === "curated" && o.ambiguity, other).toBeFalsy();
      expect(o.kind === "curated" && o.role.id === id && !o.subject, other).toBe(false);
    }
    const p = await writer.generate({ role: title, experience_level: "mid", focus_areas: [] });
    expect(section(p, "Role overview")).toContain(`“${title}” is used for several jobs. This guide covers`);
  });

  it("When the role is just Technician, Then the playbook follows general maintenance and repair and asks for the field", async () => {
    const r = m.matchRole("Technician");
    expect(describeMatch(r)).toBe("onet:49-9071.00");
    if (r.kind !== "occupation" || !r.ambiguity) throw new Error("Technician should carry its other readings");
    for (const other of r.ambiguity.others) {
      const o = m.matchRole(other);
      expect(o.kind === "occupation" && (o.ambiguity || o.occupations[0]?.code === "49-9071.00"), other).toBe(false);
    }
    expect(m.matchRole("AC technician")).not.toHaveProperty("ambiguity");
    const p = await writer.generate({ role: "Technician", experience_level: "entry", focus_areas: [] });
    expect(section(p, "Role overview")).toContain("“Technician” is used for several jobs. This guide covers general maintenance and repair");
  });

  it("When the title names the field, Then no ambiguity note is added", () => {
    for (const title of ["Corporate trainer", "Fitness instructor", "Life coach"]) {
      const r = m.matchRole(title);
      expect(r.kind === "curated" && r.ambiguity, title).toBeFalsy();
    }
  });

  it.each(["Life coach", "Career coach", "Executive coach", "Business coach", "Interview coach"])(
    "When the role is %s, Then it is the life and career coach guide, not life scientists or sports coaches",
    async (title) => {
      expect(describeMatch(m.matchRole(title))).toBe("life-coach");
      const p = await writer.generate({ role: title, experience_level: "entry", focus_areas: [] });
      expect(section(p, "Role overview")).toMatch(/Life and career coaches help people/);
      expect(section(p, "Deep dive: Coaching conversations")).toMatch(/GROW model/);
      expect(allText(p)).not.toMatch(/Life Scientists|Coaches and Scouts|lesson plan/i);
      expect(p.resources.join("\n")).toMatch(/coachingfederation\.org/);
    },
  );
});

describe("team leads", () => {
  it.each(["Team lead", "Team leader", "Senior team lead", "TL", "Supervisor"])("When the role is %s, Then it is the team lead guide, not Team Assemblers", (title) => {
    const r = m.matchRole(title);
    expect(describeMatch(r)).toBe("team-lead");
    expect(r.kind === "curated" && r.ambiguity?.others).toContain("Java team lead");
  });

  it("When the team lead playbook is written, Then it covers leading people and asks for the field", async () => {
    const p = await writer.generate({ role: "Team lead", experience_level: "mid", focus_areas: [] });
    const overview = section(p, "Role overview");
    expect(overview).toMatch(/Team leads run a team/);
    expect(overview).toContain("for example “Customer support team lead”, “Java team lead” or “Sales team leader”");
    expect(headings(p)).toContain("Deep dive: Leadership and people management");
    expect(allText(p)).not.toMatch(/assembl/i);
  });

  it("When the title names the field, Then the field's guide wins and says where the people side is", async () => {
    expect(describeMatch(m.matchRole("Java team lead"))).toBe("software-engineer-backend");
    expect(describeMatch(m.matchRole("Customer support team lead"))).toBe("customer-support-executive");
    const p = await writer.generate({ role: "Java team lead", experience_level: "mid", focus_areas: [], writing_style: "concise" });
    expect(section(p, "Role overview")).toMatch(/Your title says team lead: this guide covers the Software Engineer \(Backend\) work/);
    expect(headings(p)).toContain("Deep dive: Leadership and people management");
  });

  it("When the field's guide covers leading it (it names a manager or lead of the field), Then that guide wins with the team lead note", async () => {
    expect(describeMatch(m.matchRole("Sales team leader"))).toBe("sales-executive");
    expect(describeMatch(m.matchRole("Operations team leader"))).toBe("operations-manager");
    const p = await writer.generate({ role: "Sales team leader", experience_level: "mid", focus_areas: [] });
    expect(section(p, "Role overview")).toMatch(/Your title says team lead: this guide covers the Sales Executive work/);
    expect(headings(p)).toContain("Deep dive: Leadership and people management");
  });

  it("When the field's guide does not cover leading it, Then the team leader keeps its occupation", () => {
    // "production engineer" is a mechanical engineer alias, but a production team leader runs a shop floor.
    expect(describeMatch(m.matchRole("Production team leader"))).toMatch(/^onet:11-3051\.00/); // Industrial Production Managers
  });

  it("When a title shares only a modifier with an occupation, Then that occupation is not picked", () => {
    expect(describeMatch(m.matchRole("Payroll executive"))).not.toMatch(/11-1011/); // Chief Executives
    expect(describeMatch(m.matchRole("Team manager"))).not.toMatch(/51-2092/); // Team Assemblers
  });
});

describe("occupations", () => {
  it.each([
    ["AC technician", "onet:49-9021.00"], // not also Agricultural Technicians
    ["Refrigeration technician", "onet:49-9021.00"],
    ["Nutrition coach", "onet:29-1031.00"], // not also Coaches and Scouts
    ["Wellness coach", "onet:11-9179.01"],
  ])("When the first occupation names the field of %s, Then a second one sharing only the job noun is not added", (title, expected) => {
    expect(describeMatch(m.matchRole(title))).toBe(expected);
  });

  it("When a curated alternate title has a teaching noun, Then it is not read as a trainer of a field", () => {
    // Alternate titles live in the role taxonomy, so the extra one goes to the resolver the matcher reads them from.
    const taxonomy = parseRoleTaxonomy(readFileSync(DEFAULT_TAXONOMY_PATH, "utf8"));
    const resolver = createRoleResolver({ ...taxonomy, alternate_titles: [...taxonomy.alternate_titles, { title: "Sales Trainer", codes: ["13-1151.00"] }] });
    const alt = new RoleMatcher(kb, resolver);
    expect(describeMatch(alt.matchRole("Sales trainer"))).toBe("onet:13-1151.00");
  });
});

describe("regression sweep over common Indian job titles", () => {
  it("When the sweep holds at least 150 distinct titles, Then none is listed twice", () => {
    const titles = TITLE_SWEEP.map(([t]) => t.toLowerCase());
    expect(titles.length).toBeGreaterThanOrEqual(150);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(TITLE_SWEEP)("When the role is %s, Then it matches %s as reviewed", (title, expected) => {
    expect(describeMatch(m.matchRole(title))).toBe(expected);
  });
});
