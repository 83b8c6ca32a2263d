import { describe, expect, it } from "vitest";
import { getDefaultRoleResolver } from "../../../engines/roles/role-resolver";
import { demoFamilyOf, demoPostings } from "./demo-corpus";
import { FAMILIES } from "./families";

const resolver = getDefaultRoleResolver();

describe("demo postings and the role taxonomy", () => {
  it("When the templates name role families, Then each is a family of the taxonomy", () => {
    for (const f of FAMILIES) for (const id of f.families) expect(resolver.family(id), `${f.team}: ${id}`).toBeDefined();
  });

  it("When each template title is read, at any level, Then it resolves with confidence to one of the template's families", () => {
    for (const f of FAMILIES) {
      const titles = [...f.roles, ...f.roles.flatMap((r) => [`Senior ${r}`, `Junior ${r}`, `Lead ${r}`, `Associate ${r}`]), ...f.leadTitles];
      for (const title of titles) {
        const r = resolver.resolve(title);
        expect(f.families, `${f.team}: ${title} -> ${r.family?.id}`).toContain(r.family?.id);
        expect(r.confidence, title).toBeGreaterThanOrEqual(0.6);
      }
    }
  });

  it("When the demo index is generated, Then every posting's family and level are read from its title", () => {
    const now = new Date("2026-11-24T00:00:00Z");
    // The level word the generator puts before a role that states none is read as that level.
    const prefixLevel: Record<string, string> = { Senior: "senior", Junior: "entry", Associate: "entry", Trainee: "entry", Lead: "lead" };
    let i = 0;
    for (const p of demoPostings(1000, now)) {
      const template = demoFamilyOf(i++);
      const r = resolver.resolve(p.title);
      expect(template.families, p.title).toContain(r.family?.id);
      const [prefix, ...rest] = p.title.split(" ");
      const role = rest.join(" ");
      if (prefix && prefixLevel[prefix] && template.roles.includes(role) && !resolver.resolve(role).seniorityStated) {
        expect(r.seniority, p.title).toBe(prefixLevel[prefix]);
      }
    }
  });

  it("When a junior title is generated, Then a role named an associate is never an 'Associate … Associate'", () => {
    const titles = [...demoPostings(3000, new Date("2026-11-24T00:00:00Z"))].map((p) => p.title);
    expect(titles.some((t) => /^Junior .*\bAssociate\b/.test(t))).toBe(true);
    expect(titles.filter((t) => /^Associate .*\bAssociate\b/.test(t))).toEqual([]);
  });

  it("When a desk of another kind of employer is generated (a store's floor in Sales), Then it is that employer's, on site, asking the desk's skills", () => {
    const retail = [...demoPostings(2000, new Date("2026-11-24T00:00:00Z"))].filter((p) => /Retail Sales Executive$/.test(p.title));
    expect(retail.length).toBeGreaterThan(5);
    for (const p of retail) {
      expect(p.work_mode, p.title).toBe("onsite");
      expect(p.description, p.title).toMatch(/retailer|consumer brands/);
      expect(p.skills, p.title).toContain("Retail Sales");
    }
  });

  it("When any role's posting is generated, Then it asks for its own desk's skills: every role has its own lists, and two desks of a team differ", () => {
    for (const f of FAMILIES) for (const role of f.roles) expect(f.byRole?.[role]?.core.length, `${f.team}: ${role}`).toBeGreaterThan(0);
    const postings = [...demoPostings(4000, new Date("2026-11-24T00:00:00Z"))];
    const skillsOf = (title: RegExp) => new Set(postings.filter((p) => title.test(p.title)).flatMap((p) => p.skills));
    const pentest = skillsOf(/\bPenetration Tester$/);
    const soc = skillsOf(/\bSOC Analyst$/);
    expect(pentest.has("Penetration Testing")).toBe(true);
    expect(soc.has("SIEM")).toBe(true);
    expect(soc.has("Penetration Testing") && pentest.has("SIEM")).toBe(false);
    // A pharmacist's post asks for pharmacy work; a lab technician's describes the lab, not seeing patients in the OPD.
    const pharmacists = postings.filter((p) => /\bPharmacist$/.test(p.title));
    expect(pharmacists.length).toBeGreaterThan(5);
    for (const p of pharmacists) expect(p.skills.join(" "), p.title).toMatch(/Pharmac|Dispens|Prescription|Drug/);
    for (const p of postings.filter((x) => /\bLab Technician$/.test(x.title))) expect(p.description, p.title).not.toMatch(/outpatient department/);
    // A post heading the team does a head's work, not its desks' ("Clinical Operations Manager" sees no patients).
    const heads = postings.filter((x) => x.title === "Clinical Operations Manager");
    expect(heads.length).toBeGreaterThan(0);
    for (const p of heads) {
      expect(p.description, p.title).not.toMatch(/outpatient department|experience as a (Pharmacist|Dietitian|Medical Officer)/);
      expect(p.description, p.title).toMatch(/experience as a Clinical Operations Manager/);
    }
  });
});
