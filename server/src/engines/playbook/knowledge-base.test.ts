import { readFileSync, statSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildRoleKb, serializeRoleKb } from "../../../../scripts/build-role-kb";
import { DEFAULT_KB_PATH, loadRoleKb } from "./knowledge-base";
import { RoleMatcher } from "./matching";

describe("role-kb.json", () => {
  it("When rebuilt from O*NET and the curated data, Then it equals the committed file (run npm run roles:build)", () => {
    expect(readFileSync(DEFAULT_KB_PATH, "utf8")).toBe(serializeRoleKb(buildRoleKb()));
  });

  it("When checked, Then it is under 1.5 MB, versioned and credits O*NET", () => {
    expect(statSync(DEFAULT_KB_PATH).size).toBeLessThan(1.5 * 1024 * 1024);
    const kb = loadRoleKb();
    expect(kb.version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{10}$/);
    expect(kb.attribution).toContain("O*NET 28.2");
    expect(kb.attribution).toContain("CC BY 4.0");
    expect(kb.occupations.length).toBeGreaterThan(1000);
    expect(kb.roles.every((r) => r.onet.every((o) => o.title !== o.code))).toBe(true);
  });
});

describe("RoleMatcher", () => {
  const m = new RoleMatcher(loadRoleKb());
  const curated = (q: string) => {
    const r = m.matchRole(q);
    return r.kind === "curated" ? r.role.id : `occupation:${r.occupations[0]?.code ?? "none"}`;
  };

  it.each([
    ["Product Manager", "product-manager"],
    ["Senior Backend Developer", "software-engineer-backend"],
    ["android developer", "mobile-developer"],
    ["CA fresher", "chartered-accountant"],
    ["Head of Marketing", "digital-marketing-manager"],
    ["Chief Happiness Officer", "hr-generalist"],
    ["Scrum Master", "project-manager"],
    ["SRE", "devops-engineer"],
    ["Staff Nurse", "nurse"],
  ])("When the role is %s, Then it maps to %s", (q, id) => {
    expect(curated(q)).toBe(id);
  });

  it("When the role is not curated, Then it maps to the closest O*NET occupations", () => {
    const r = m.matchRole("Underwater welder");
    expect(r.kind).toBe("occupation");
    if (r.kind === "occupation") {
      expect(r.occupations.map((o) => o.code).sort()).toEqual(["49-9092.00", "51-4121.00"]);
      expect(r.family.id).toBe("skilled-trades");
    }
    expect(curated("Dentist")).toMatch(/^occupation:29-102/);
  });

  it.each([
    ["analytics", "product-analytics"],
    ["negotiation skills", "negotiation"],
    ["A/B testing", "experimentation"],
    ["GST", "taxation"],
    ["stakeholder mgmt", "stakeholder-management"],
    ["Kubernetes", "devops-cicd"],
  ])("When the focus area is %s, Then it maps to topic %s", (q, id) => {
    expect(m.matchTopic(q)?.topic.id).toBe(id);
  });

  it("When the focus area is unrelated to any topic, Then no topic is forced", () => {
    expect(m.matchTopic("quantum computing")).toBeUndefined();
    expect(m.matchTopic("underwater safety")).toBeUndefined();
  });
});
