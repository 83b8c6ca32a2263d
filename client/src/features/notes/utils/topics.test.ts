import { describe, expect, it } from "vitest";
import { DEFAULT_ROLE, DEFAULT_TOPICS, MAX_TOPICS, mergeNotice, mergeTopics, removeTopic, splitTopics } from "./topics";

describe("splitTopics", () => {
  it("splits one entry into several topics on commas, semicolons and new lines", () => {
    expect(splitTopics("SQL, dashboards; stakeholder management\nA/B testing\r\nPython")).toEqual(["SQL", "dashboards", "stakeholder management", "A/B testing", "Python"]);
  });

  it("keeps slashes, pipes and 'and' inside a topic", () => {
    expect(splitTopics("CI/CD, sales and negotiation, P&L | budgeting")).toEqual(["CI/CD", "sales and negotiation", "P&L | budgeting"]);
  });

  it("trims, collapses inner spaces and drops empty pieces", () => {
    expect(splitTopics("  ,, ;\n  product    strategy  ,")).toEqual(["product strategy"]);
    expect(splitTopics("   ")).toEqual([]);
    expect(splitTopics("")).toEqual([]);
  });

  it("cuts a topic to the 80 characters the server accepts", () => {
    expect(splitTopics("x".repeat(100))[0]).toHaveLength(80);
  });
});

describe("mergeTopics", () => {
  it("adds new topics after the existing ones, in the order typed", () => {
    const r = mergeTopics(["analytics"], "SQL, Python");
    expect(r.topics).toEqual(["analytics", "SQL", "Python"]);
    expect(r.added).toEqual(["SQL", "Python"]);
  });

  it("ignores duplicates case-insensitively, against the list and within the input", () => {
    const r = mergeTopics(["Product Strategy"], "product strategy, SQL, sql");
    expect(r.topics).toEqual(["Product Strategy", "SQL"]);
    expect(r.duplicates).toEqual(["product strategy", "sql"]);
  });

  it("ignores empty input", () => {
    const r = mergeTopics(["analytics"], " ;, ");
    expect(r.topics).toEqual(["analytics"]);
    expect(r.added).toEqual([]);
    expect(mergeNotice(r)).toBeNull();
  });

  it("stops at 8 topics and reports what did not fit", () => {
    const seven = ["a", "b", "c", "d", "e", "f", "g"];
    const r = mergeTopics(seven, "h, i, j");
    expect(MAX_TOPICS).toBe(8);
    expect(r.topics).toEqual([...seven, "h"]);
    expect(r.overflow).toEqual(["i", "j"]);
    expect(mergeNotice(r)).toBe("You can add up to 8 focus areas; remove one to add i, j.");
  });

  it("does not change the list it was given", () => {
    const list = ["analytics"];
    mergeTopics(list, "SQL");
    expect(list).toEqual(["analytics"]);
  });

  it("explains duplicates", () => {
    expect(mergeNotice(mergeTopics(["SQL"], "sql"))).toBe("Already added: sql.");
  });
});

describe("removeTopic", () => {
  it("removes a chip whatever its case", () => {
    expect(removeTopic(["SQL", "analytics"], "sql")).toEqual(["analytics"]);
  });
});

describe("defaults", () => {
  it("starts with Product Manager and the topics product strategy and analytics", () => {
    expect(DEFAULT_ROLE).toBe("Product Manager");
    expect(DEFAULT_TOPICS).toEqual(["product strategy", "analytics"]);
  });
});
