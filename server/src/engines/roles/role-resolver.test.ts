import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildRoleTaxonomy, serializeRoleTaxonomy } from "../../../../scripts/build-role-taxonomy";
import { createRoleResolver, DEFAULT_TAXONOMY_PATH, getDefaultRoleResolver, parseRoleTaxonomy } from "./role-resolver";
import { HELD_OUT_TITLES, ROLE_TITLES } from "./role-titles";
import { seniorityOf } from "./seniority";

const resolver = getDefaultRoleResolver();

describe("role-taxonomy.json", () => {
  it("When rebuilt from O*NET and the curated families, Then it equals the committed file (run npm run role-taxonomy:build)", () => {
    expect(readFileSync(DEFAULT_TAXONOMY_PATH, "utf8")).toBe(serializeRoleTaxonomy(buildRoleTaxonomy()));
  });

  it("When checked, Then it is small, versioned, credits O*NET and places every occupation in a family", () => {
    expect(statSync(DEFAULT_TAXONOMY_PATH).size).toBeLessThan(512 * 1024);
    const t = parseRoleTaxonomy(readFileSync(DEFAULT_TAXONOMY_PATH, "utf8"));
    expect(t.version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{10}$/);
    expect(t.attribution).toContain("O*NET 28.2");
    expect(t.occupations.length).toBeGreaterThan(1000);
    const ids = new Set(t.families.map((f) => f.id));
    expect(t.occupations.every((o) => ids.has(o.family))).toBe(true);
    expect(t.titles.every((x) => ids.has(x.family))).toBe(true);
  });

  it("When a family names a neighbour, Then the neighbour names it back", () => {
    for (const f of resolver.families) for (const n of f.neighbours) expect(resolver.family(n)?.neighbours, `${f.id} -> ${n}`).toContain(f.id);
  });

  it("When the families are listed, Then the ones people in India search for are there, each with neighbours", () => {
    const wanted = [
      "nursing", "teaching", "sales", "accounting", "finance-investment", "banking", "hr", "supply-chain-logistics", "hospitality",
      "civil-engineering", "mechanical-engineering", "ux-design", "graphic-design", "customer-support", "data-analytics", "software-engineering",
      "data-science", "product-management", "digital-marketing", "operations", "healthcare", "legal",
    ];
    for (const id of wanted) expect(resolver.family(id)?.neighbours.length, id).toBeGreaterThan(0);
    expect(resolver.family("data-analytics")?.neighbours).toEqual(expect.arrayContaining(["data-science", "business-analysis"]));
  });
});

describe("RoleResolver on real job titles", () => {
  it.each(ROLE_TITLES)("When the title is %s, Then it is %s at %s level", (title, family, seniority) => {
    const r = resolver.resolve(title);
    expect({ family: r.family?.id, seniority: r.seniority }).toEqual({ family, seniority });
  });

  it.each(HELD_OUT_TITLES)("When the held-out title is %s, Then it is %s at %s level", (title, family, seniority) => {
    const r = resolver.resolve(title);
    expect({ family: r.family?.id, seniority: r.seniority }).toEqual({ family, seniority });
  });

  it("When the tables are counted, Then they hold at least 150 distinct titles across at least 40 families", () => {
    const all = [...ROLE_TITLES, ...HELD_OUT_TITLES];
    expect(new Set(all.map(([t]) => t.toLowerCase())).size).toBe(all.length);
    expect(ROLE_TITLES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(all.map(([, f]) => f)).size).toBeGreaterThanOrEqual(40);
  });
});

describe("RoleResolver readings", () => {
  it("When a title is known, Then the confidence is 1 and the O*NET occupation is named", () => {
    expect(resolver.resolve("Staff Nurse")).toMatchObject({ confidence: 1, code: "29-1141.00", occupation: "Registered Nurses", seniority: "mid", seniorityStated: false });
    expect(resolver.resolve("Maths Teacher").code).toBe("25-2031.00");
  });

  it("When a title names no job, Then there is no family and no confidence, but the level is still read", () => {
    expect(resolver.resolve("Intern")).toMatchObject({ family: null, confidence: 0, seniority: "intern", seniorityStated: true });
    expect(resolver.resolve("Assistant Manager")).toMatchObject({ family: null, seniority: "manager" });
    expect(resolver.resolve("")).toMatchObject({ family: null, confidence: 0, seniority: "mid", seniorityStated: false });
  });

  it("When the job is named only through a synonym, Then the family is kept as a low-confidence guess", () => {
    const r = resolver.resolve("Chief Happiness Officer");
    expect(r.family?.id).toBe("hr");
    expect(r.confidence).toBeLessThan(0.6);
  });

  it("When a title is near a known one, Then it reads as it with a confidence below 1", () => {
    const r = resolver.resolve("Primary School Teacher");
    expect(r.family?.id).toBe("teaching");
    expect(r.confidence).toBeGreaterThan(0.5);
    expect(r.confidence).toBeLessThan(1);
  });

  it("When someone trains people in a field of work, Then it is learning and development; a sport or a school subject keeps its field", () => {
    expect(resolver.resolve("Python Trainer").family?.id).toBe("learning-development");
    expect(resolver.resolve("GST Trainer").family?.id).toBe("learning-development");
    expect(resolver.resolve("Cricket Trainer").family?.id).toBe("performing-arts-sports");
    expect(resolver.resolve("English Trainer").family?.id).toBe("teaching");
  });

  it("When a plant's stores or a lender's underwriting is named, Then it is logistics or banking, also after a leading Associate", () => {
    expect(resolver.resolve("Stores Officer").family?.id).toBe("supply-chain-logistics");
    expect(resolver.resolve("Credit Underwriter").family?.id).toBe("banking");
    expect(resolver.resolve("Associate Trade Finance Officer").family?.id).toBe("banking");
    expect(resolver.resolve("Associate Stores Executive").family?.id).toBe("supply-chain-logistics");
  });

  it("When the O*NET step is asked on its own, Then it gives the closest occupations as the playbook reads them", () => {
    expect(resolver.occupations("Underwater welder").picked.map((o) => o.code).sort()).toEqual(["49-9092.00", "51-4121.00"]);
    expect(resolver.alternate("Store Keeper")?.map((o) => o.code)).toEqual(["53-7065.00", "43-5071.00"]);
    expect(resolver.familyOfCode("29-1141.00")?.id).toBe("nursing");
  });

  it("When two families are compared, Then the same family is 1, a neighbour 0.5 and anything else 0", () => {
    expect(resolver.affinity("data-analytics", "data-analytics")).toBe(1);
    expect(resolver.affinity("data-analytics", "data-science")).toBe(0.5);
    expect(resolver.affinity("data-science", "data-analytics")).toBe(0.5);
    expect(resolver.affinity("data-analytics", "nursing")).toBe(0);
    expect(resolver.affinity(null, "nursing")).toBe(0);
  });

  it("When the same input is resolved twice or by a fresh resolver, Then the answer is the same", () => {
    const fresh = createRoleResolver(parseRoleTaxonomy(readFileSync(DEFAULT_TAXONOMY_PATH, "utf8")));
    for (const [title] of ROLE_TITLES.slice(0, 40)) expect(fresh.resolve(title)).toEqual(resolver.resolve(title));
  });
});

describe("seniorityOf", () => {
  it.each([
    ["SDE 1", "entry"], ["SDE-2", "mid"], ["Software Engineer III", "senior"], ["Engineer IV", "lead"], ["Staff Nurse", "mid"],
    ["Staff Engineer", "lead"], ["Principal Engineer", "lead"], ["Vice Principal", "manager"], ["VP Engineering", "executive"],
    ["Director of Product", "executive"], ["Art Director", "manager"], ["Head Chef", "manager"], ["Plant Head", "executive"],
    ["Deputy Manager - Accounts", "manager"], ["Key Account Manager", "mid"], ["Lead Generation Executive", "mid"],
    ["Founder's Office Associate", "entry"], ["Co-Founder", "executive"], ["Clinical Research Associate", "mid"],
    ["Graduate Engineer Trainee", "entry"], ["Shift In-charge", "lead"], ["Mid-level Designer", "mid"],
    ["Financial Controller", "manager"], ["Finance Controller", "manager"], ["Credit Controller", "mid"],
  ])("When the title is %s, Then the level is %s", (title, level) => {
    expect(seniorityOf(title).seniority).toBe(level);
  });
});
