import { describe, expect, it } from "vitest";
import { loadRoleKb } from "./knowledge-base";
import { RoleMatcher } from "./matching";
import { createPlaybookWriter } from "./writer";
import { splitDetail } from "./text";

// Focus areas job seekers in India type often: each has its own guide, reached by the ways people spell it, and
// adding them did not take focus areas away from the topics that already owned them.
const kb = loadRoleKb();
const m = new RoleMatcher(kb);
const writer = createPlaybookWriter();
const topicFor = (focus: string, roleId?: string) => {
  const preferred = roleId ? (kb.roles.find((r) => r.id === roleId)?.topics ?? []) : [];
  return m.matchTopic(focus, preferred)?.topic.id ?? "none";
};

describe("focus areas typed for an interview", () => {
  it.each([
    ["system design interview", "system-design"],
    ["SQL interview questions", "sql"],
    ["excel interview questions", "excel"],
    ["interview preparation", "behavioural-interviews"],
    ["HR interview", "behavioural-interviews"],
  ])("When the focus area is “%s”, Then the guide for what is asked is used (%s)", (focus, id) => {
    const topic = kb.topics.find((t) => t.id === id);
    if (!topic) throw new Error(`missing topic ${id}`);
    expect(topicFor(focus)).toBe(id);
  });

  it("When only the interview word is left after the topic words, Then nothing is guessed from it", () => {
    expect(topicFor("technical interview")).toBe("none");
  });
});

describe("focus topics for job seekers in India", () => {
  it.each([
    ["aptitude-tests", "aptitude", "Quantitative aptitude"],
    ["aptitude-tests", "TCS NQT", "logical reasoning"],
    ["group-discussion", "GD", "group discussion"],
    ["salary-negotiation", "salary negotiation", "notice period"],
    ["agile-scrum", "scrum", "agile methodology"],
    ["procurement", "vendor management", "procurement"],
    ["tally-bookkeeping", "tally erp 9", "Tally Prime"],
    ["sap-erp", "SAP MM", "ERP"],
    ["risk-management", "risk management", "operational risk"],
    ["business-email", "business email", "email etiquette"],
    ["java-spring", "spring boot", "Core Java"],
    ["time-management", "time management", "productivity"],
    ["telesales", "telesales", "inside sales"],
  ])("When the focus area is typed as %s's “%s” or “%s”, Then that guide is written with concepts, questions and a practice task", async (id, a, b) => {
    expect(topicFor(a)).toBe(id);
    expect(topicFor(b)).toBe(id);
    const topic = kb.topics.find((t) => t.id === id);
    if (!topic) throw new Error(`missing topic ${id}`);
    const p = await writer.generate({ role: "Software Engineer", experience_level: "entry", focus_areas: [a, b] });
    for (const focus of [a, b]) {
      const bullets = p.sections.find((s) => s.heading === `Deep dive: ${focus}`)?.bullets ?? [];
      const text = bullets.join("\n");
      expect(text, focus).not.toMatch(/don't have a dedicated guide/);
      expect(topic.concepts.some((c) => text.includes(splitDetail(c)[0])), focus).toBe(true);
      expect(bullets.filter((x) => x.startsWith("Q: ")).length, focus).toBeGreaterThan(0);
      expect(bullets.some((x) => x.startsWith("Practice: ")), focus).toBe(true);
    }
    for (const r of topic.resources) expect(p.resources).toContain(r);
  });

  it.each([
    ["procurement", "supply-chain-manager", "procurement"],
    ["sourcing", "supply-chain-manager", "procurement"], // buying materials, not sourcing candidates
    ["agile", "project-manager", "agile-scrum"],
    ["Tally Prime", "chartered-accountant", "tally-bookkeeping"],
    ["spring boot", "software-engineer-backend", "java-spring"],
    ["calling", "sales-executive", "telesales"],
  ])("When a role that lists the new topic types %s (%s), Then it gets %s", (focus, roleId, id) => {
    expect(topicFor(focus, roleId)).toBe(id);
  });

  it.each([
    ["negotiation", "sales-executive", "negotiation"],
    ["negotiation", "operations-manager", "negotiation"],
    ["objection handling", undefined, "negotiation"],
    ["cold calling", "sales-executive", "prospecting"],
    ["ctc", undefined, "compensation-payroll"],
    ["payroll", "hr-generalist", "compensation-payroll"],
    ["jira", "project-manager", "project-management"],
    ["inventory management", "supply-chain-manager", "supply-chain"],
    ["risk and controls", "chartered-accountant", "audit"],
    ["internal audit", undefined, "audit"],
    ["accounting", "chartered-accountant", "accounting-standards"],
    ["business writing", undefined, "communication"],
    ["GD&T", "mechanical-engineer", "cad-modelling"],
    ["microservices", "software-engineer-backend", "api-design"],
    ["security", "software-engineer-backend", "security"],
    ["sourcing", "recruiter", "talent-acquisition"],
    ["campus hiring", undefined, "talent-acquisition"],
    ["prioritisation", "product-manager", "prioritization"],
    ["email marketing", undefined, "lifecycle-marketing"],
  ])("When the focus area is %s (%s), Then it still maps to its old topic %s", (focus, roleId, id) => {
    expect(topicFor(focus, roleId)).toBe(id);
  });
});
