import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadDataset, scoreResumes, splitSkillSpan, tolerantMatch, norm } from "./eval-parse";

const data = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../shared/data/resumes-dataturks/test.jsonl");

describe("eval-parse scoring", () => {
  it("matches tolerantly", () => {
    expect(tolerantMatch(norm("Oracle"), norm("Oracle Corporation"))).toBe(true);
    expect(tolerantMatch(norm("Sr. Software Engineer"), norm("software engineer"))).toBe(true);
    expect(tolerantMatch(norm("Infosys"), norm("Wipro"))).toBe(false);
    expect(splitSkillSpan("Languages: Core Java, C++ (3 years)\nTools: Git/SVN")).toEqual(["core java", "c++", "git", "svn"]);
  });

  it("scores a small sample of the labelled resumes", () => {
    const sample = loadDataset(data).slice(0, 5);
    const scores = scoreResumes(sample);
    expect(scores.name.gold).toBeGreaterThan(0);
    for (const f of Object.values(scores)) {
      expect(f.precision).toBeGreaterThanOrEqual(0);
      expect(f.recall).toBeLessThanOrEqual(1);
    }
    expect(scores.name.f1).toBeGreaterThan(0.6);
  });
});
