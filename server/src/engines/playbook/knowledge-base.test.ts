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
    ["Personal trainer", "fitness-trainer"],
    ["Gym trainer", "fitness-trainer"],
    ["Zumba instructor", "fitness-trainer"],
    ["Yoga teacher", "fitness-trainer"],
    ["Yoga trainer", "fitness-trainer"],
    ["Certified personal trainer", "fitness-trainer"],
    ["Corporate trainer", "corporate-trainer"],
    ["Soft skills trainer", "corporate-trainer"],
    ["Corporate soft skills trainer", "corporate-trainer"],
    ["L&D specialist", "corporate-trainer"],
    ["Head of Learning and Development", "corporate-trainer"],
    ["Corporate lawyer", "lawyer"],
    ["Associate lawyer", "lawyer"],
    ["Corporate finance analyst", "financial-analyst"],
    ["Sales executive", "sales-executive"],
  ])("When the role is %s, Then it maps to the curated %s guide", (q, id) => {
    expect(curated(q)).toBe(id);
  });

  it.each(["Corporate", "Senior associate", "Associate director", "Personal assistant", "Personal driver", "Executive chef", "Chess coach", "Sports coach", "Swimming instructor"])(
    "When %s shares only a modifier or a job noun used in every field with a curated role, Then no curated role is picked",
    (q) => {
      expect(m.matchRole(q).kind).toBe("occupation");
    },
  );

  it.each([
    ["Animal trainer", ["39-2011.00"]],
    ["Dog trainer", ["39-2011.00"]],
    ["Executive chef", ["35-1011.00", "35-2019.00"]],
    ["Data entry operator", ["43-9021.00"]],
    ["Executive assistant", ["43-6011.00", "43-6014.00"]],
  ])("When the role is %s, Then it maps to the occupations that explain every word typed (%s)", (q, codes) => {
    const r = m.matchRole(q);
    expect(r.kind).toBe("occupation");
    if (r.kind === "occupation") expect(r.occupations.map((o) => o.code)).toEqual(codes);
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

  const topicFor = (focus: string, roleId?: string) => {
    const preferred = roleId ? (loadRoleKb().roles.find((r) => r.id === roleId)?.topics ?? []) : [];
    return m.matchTopic(focus, preferred)?.topic.id ?? "none";
  };

  it.each([
    ["strength training", "exercise-programming"],
    ["periodisation", "exercise-programming"],
    ["assessment", "exercise-programming"],
    ["programming", "exercise-programming"],
    ["nutrition", "nutrition-coaching"],
    ["weight loss", "nutrition-coaching"],
    ["supplements", "nutrition-coaching"],
    ["group classes", "group-fitness"],
    ["HIIT", "group-fitness"],
    ["yoga", "yoga-instruction"],
    ["client retention", "client-coaching"],
    ["online coaching", "client-coaching"],
  ])("When a fitness trainer's focus area is %s, Then it maps to the fitness topic %s", (focus, id) => {
    expect(topicFor(focus, "fitness-trainer")).toBe(id);
  });

  it.each([
    ["instructional design", "instructional-design"],
    ["training needs analysis", "instructional-design"],
    ["TNA", "instructional-design"],
    ["LMS", "instructional-design"],
    ["e-learning", "instructional-design"],
    ["Kirkpatrick", "instructional-design"],
    ["curriculum design", "instructional-design"],
    ["assessment", "instructional-design"],
    ["facilitation", "facilitation"],
    ["virtual training", "facilitation"],
    ["train the trainer", "facilitation"],
    ["leadership development", "leadership"],
  ])("When a corporate trainer's focus area is %s, Then it maps to the L&D topic %s", (focus, id) => {
    expect(topicFor(focus, "corporate-trainer")).toBe(id);
  });

  it("When an alias is shared, Then the role's own topic wins, else the topic most roles use", () => {
    expect(loadRoleKb().topics.find((t) => t.id === "lesson-planning")?.aliases).not.toContain("instructional design");
    expect(topicFor("instructional design", "teacher")).toBe("instructional-design");
    expect(topicFor("curriculum design", "teacher")).toBe("lesson-planning");
    expect(topicFor("assessment", "teacher")).toBe("lesson-planning");
    expect(topicFor("assessment")).toBe("lesson-planning");
    expect(topicFor("client retention", "account-manager")).toBe("customer-retention");
    expect(topicFor("client retention")).toBe("customer-retention");
    expect(topicFor("programming", "software-engineer-backend")).toBe("dsa");
    expect(topicFor("programming")).toBe("dsa");
    expect(topicFor("injury prevention", "civil-engineer")).toBe("quality-safety");
    expect(topicFor("drafting", "lawyer")).toBe("contract-drafting");
    expect(topicFor("drafting", "civil-engineer")).toBe("cad-modelling");
  });

  it("When one word is typed that ends an alias of the role's own topic, Then that topic wins over another topic's alias", () => {
    expect(topicFor("assessment", "nurse")).toBe("patient-care"); // "patient assessment", not a school's assessment
    expect(topicFor("structures", "software-engineer-backend")).toBe("dsa"); // "data structures", not RCC design
    expect(topicFor("sales", "fitness-trainer")).toBe("client-coaching"); // "pt sales"
    // Longer phrases are read as typed: "train the trainer" stays facilitation for an HR generalist.
    expect(topicFor("train the trainer", "hr-generalist")).toBe("facilitation");
  });

  it("When the focus area is unrelated to any topic, Then no topic is forced", () => {
    expect(m.matchTopic("quantum computing")).toBeUndefined();
    expect(m.matchTopic("underwater safety")).toBeUndefined();
  });
});
