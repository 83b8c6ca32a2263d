import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { getSkillFinder } from "../job-match/skill-finder";
import { sentencesOf, unsupportedFacts } from "./facts";
import { article, TONES, writeCoverLetter } from "./writer";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../tests/fixtures/job-match");
const { pairs, now } = JSON.parse(readFileSync(path.join(root, "pairs.json"), "utf8")) as { pairs: Array<{ id: string; resume: string; jd: string }>; now: string };
const read = (rel: string) => readFileSync(path.join(root, rel), "utf8");
const finder = getSkillFinder();

describe("cover letters over the whole labelled set", () => {
  it("state no fact (number, name, title, skill, month) that neither the resume nor the job states, in any tone", () => {
    const problems: string[] = [];
    let sentences = 0;
    for (const p of pairs) {
      const resume = read(p.resume);
      const job = read(p.jd);
      for (const tone of TONES) {
        const letter = writeCoverLetter({ resumeText: resume, job: { text: job }, tone, now: new Date(`${now}T00:00:00Z`) });
        sentences += sentencesOf(letter.body).length;
        for (const u of unsupportedFacts(letter.body, [resume, job], finder)) problems.push(`${p.id} ${tone}: ${u.kind} "${u.value}" in "${u.sentence}"`);
      }
    }
    expect(problems).toEqual([]);
    expect(sentences).toBeGreaterThan(pairs.length * TONES.length * 5);
  });

  it("is deterministic and differs by tone, and each letter names the job, the company and the person", () => {
    const resume = read("resumes/performance-marketer.txt");
    const job = read("jds/performance-marketing.txt");
    const letters = TONES.map((tone) => writeCoverLetter({ resumeText: resume, job: { text: job }, tone, now: new Date("2026-11-25") }));
    expect(new Set(letters.map((l) => l.body)).size).toBe(4);
    for (const l of letters) {
      expect(l.body).toContain("Performance Marketing Manager");
      expect(l.body).toContain("Zestmoney Foods");
      expect(l.body).toMatch(/Priya Sharma\npriya\.sharma@example\.com \| \+91 98765 43210$/);
    }
    expect(writeCoverLetter({ resumeText: resume, job: { text: job }, tone: "detailed", now: new Date("2026-11-25") }).body).toBe(letters[2]!.body);
    // Coach-like names, honestly, what the job asks that the resume does not show.
    expect(letters[3]!.body).toMatch(/You also mention [^.]*AppsFlyer[^.]*\. I have not used them in a role yet/);
  });

  it("catches a sentence that invents a number, an employer, a title word or a skill", () => {
    const resume = read("resumes/accountant.txt");
    const job = read("jds/accounts-executive.txt");
    const kinds = (text: string) => unsupportedFacts(text, [resume, job], finder).map((u) => `${u.kind}:${u.value}`);
    expect(kinds("At Shree Textiles, I maintained the general ledger in Tally for a Rs 40 crore turnover business.")).toEqual([]);
    expect(kinds("At Shree Textiles, I cut costs by 30%.")).toEqual(["number:30%"]);
    expect(kinds("I worked at Deloitte on audits.")).toEqual(["name:Deloitte"]);
    expect(kinds("I was a senior accountant.")).toEqual(["title:senior"]);
    expect(kinds("I also know SAP FICO well.")).toContain("skill:SAP FICO");
  });

  it("uses the right article", () => {
    expect(["MBA", "UX designer", "accountant", "B.Com", "SEO writer", "Executive"].map(article)).toEqual(["an", "a", "an", "a", "an", "an"]);
  });
});
