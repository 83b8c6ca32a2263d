import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ParsedResume } from "../../server/src/engines/resume-parser/types";
import { getDefaultSkillExtractor } from "../../server/src/engines/skills/default-extractor";
import { corpusEntries, PER_TEMPLATE, TEMPLATES } from "./corpus";
import { OCCUPATIONS } from "./occupations";
import { f1, scoreResume, squash } from "./score";
import { esc, letterSpaced } from "./templates-pdf";
import type { ResumeTruth } from "./truth";

/**
 * The truth of the whole corpus, hashed. The numbers in docs/quality/parse.md ("Layout corpus") were measured
 * on exactly this corpus: a change to the generator that changes any resume must update this hash, re-run
 * `npm run eval:layout` and record the new baseline, so old and new numbers are never compared by accident.
 */
const CORPUS_TRUTH_SHA256 = "851f0b3b414676cc6456f8bf028232b52f29c2e24c50b1c3496f31a787a70013";

const entries = corpusEntries();
const truthText = (t: ResumeTruth) =>
  [
    t.name, t.email, t.phone, t.location, t.summary,
    ...t.experience.flatMap((e) => [e.title, e.company, e.location, e.dates, ...e.bullets]),
    ...t.education.flatMap((e) => [e.degree, e.institution, e.year]),
    ...t.projects.flatMap((p) => [p.name, ...p.bullets]),
    ...t.certifications, ...t.skills, ...t.languages,
  ];

describe("layout corpus", () => {
  it("When built, Then it has 16 templates of 6 resumes, split 3/3 per template, with unique ids", () => {
    expect(TEMPLATES.length).toBeGreaterThanOrEqual(12);
    expect(entries.length).toBeGreaterThanOrEqual(80);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const t of TEMPLATES) {
      const mine = entries.filter((e) => e.template.id === t.id);
      expect(mine).toHaveLength(PER_TEMPLATE);
      expect(mine.filter((e) => e.truth.split === "tuning")).toHaveLength(PER_TEMPLATE / 2);
    }
  });

  it("When built, Then non-tech occupations appear at least as often as tech ones, and people from India and elsewhere both appear", () => {
    const tech = new Set(OCCUPATIONS.filter((o) => o.tech).map((o) => o.key));
    const techCount = entries.filter((e) => tech.has(e.truth.occupation)).length;
    expect(entries.length - techCount).toBeGreaterThanOrEqual(techCount);
    expect(entries.filter((e) => e.truth.region === "abroad").length).toBeGreaterThan(entries.length / 5);
    expect(entries.filter((e) => e.truth.region === "india").length).toBeGreaterThan(entries.length / 2);
  });

  it("When generated twice, Then the truth is identical, and it matches the recorded hash", () => {
    const again = corpusEntries().map((e) => e.truth);
    expect(again).toEqual(entries.map((e) => e.truth));
    const hash = createHash("sha256").update(JSON.stringify(again)).digest("hex");
    expect(hash, "the corpus changed: re-run npm run eval:layout, record the new baseline in docs/quality/parse.md and update CORPUS_TRUTH_SHA256").toBe(CORPUS_TRUTH_SHA256);
  });

  it("When a resume has wrapped bullets or two roles, Then every truth value is non-empty and bullets are unique within the resume", () => {
    for (const { truth } of entries) {
      for (const v of truthText(truth)) expect(v.trim(), truth.id).not.toBe("");
      const bullets = truth.experience.flatMap((e) => e.bullets);
      expect(new Set(bullets).size, truth.id).toBe(bullets.length);
      expect(truth.experience.length, truth.id).toBeGreaterThan(0);
      expect(Object.keys(truth.headings), truth.id).toEqual(expect.arrayContaining(["summary", "experience", "education", "skills", "languages"]));
    }
  });
});

describe("layout corpus renders what its truth says", () => {
  const text = entries.filter((e) => e.template.kind === "txt" || e.template.kind === "md");

  it("When rendered as Markdown, Then every bullet is one '- ' line and every value and heading is printed", () => {
    const md = text.filter((e) => e.template.kind === "md");
    expect(md.length).toBe(PER_TEMPLATE);
    for (const { template, truth } of md) {
      if (template.kind !== "md") continue;
      const out = template.render(truth);
      const lines = out.split("\n");
      for (const b of truth.experience.flatMap((e) => e.bullets)) expect(lines, truth.id).toContain(`- ${b}`);
      for (const v of truthText(truth)) expect(out, `${truth.id}: ${v}`).toContain(v);
      for (const h of Object.values(truth.headings)) expect(lines, truth.id).toContain(`## ${h}`);
    }
  });

  it("When rendered as plain text, Then no line passes 78 columns and each bullet unwraps to its truth", () => {
    const txt = text.filter((e) => e.template.kind === "txt");
    expect(txt.length).toBe(PER_TEMPLATE);
    for (const { template, truth } of txt) {
      if (template.kind !== "txt") continue;
      const out = template.render(truth);
      const lines = out.split("\n");
      for (const l of lines) expect(l.length, `${truth.id}: ${l}`).toBeLessThanOrEqual(78);
      // A bullet is a "  * " line and the "    " lines under it.
      const bullets: string[] = [];
      for (const l of lines) {
        if (l.startsWith("  * ")) bullets.push(l.slice(4));
        else if (l.startsWith("    ") && bullets.length) bullets[bullets.length - 1] += ` ${l.trim()}`;
      }
      for (const b of truth.experience.flatMap((e) => e.bullets)) expect(bullets, truth.id).toContain(b);
      // The name is printed in capitals.
      const flat = squash(out).toLowerCase();
      for (const v of truthText(truth)) expect(flat, `${truth.id}: ${v}`).toContain(squash(v).toLowerCase());
      for (const h of Object.values(truth.headings)) expect(lines, truth.id).toContain(h.toUpperCase());
    }
  });

  it("When a PDF template writes its HTML, Then every truth value and heading is in it (no browser needed)", () => {
    for (const { template, truth } of entries) {
      if (template.kind !== "pdf") continue;
      const { html, headerTemplate = "" } = template.render(truth);
      for (const v of truthText(truth)) expect(html + headerTemplate, `${truth.id}: ${v}`).toContain(esc(v));
      for (const h of Object.values(truth.headings)) {
        const printed = template.id === "pdf-letter-spaced" ? letterSpaced(h) : h;
        expect(html, `${truth.id}: ${h}`).toContain(esc(printed));
      }
    }
  });
});

describe("layout corpus scoring", () => {
  const skills = getDefaultSkillExtractor();
  /** What a perfect parser would return for a truth. */
  const perfect = (t: ResumeTruth): ParsedResume => ({
    name: t.name,
    email: t.email,
    phone: t.phone,
    address: t.location,
    location: t.location,
    headline: t.headline,
    summary: t.summary,
    experience: [],
    experienceEntries: t.experience.map((e) => ({ title: e.title, company: e.company, location: e.location, start: e.start, end: e.end, bullets: [...e.bullets] })),
    education: [],
    projects: [],
    skills: [...new Set(t.skills.map((s) => skills.canonicalize(s)).filter((s): s is string => s !== null))],
    links: [],
    sections: Object.entries(t.headings).map(([k, h]) => ({ name: k === "languages" ? ("other" as const) : (k as ParsedResume["sections"][number]["name"]), heading: h, text: "" })),
  });

  it("When the parse is perfect, Then every field scores 1", () => {
    for (const { truth } of entries.slice(0, 20)) {
      const s = scoreResume(truth, perfect(truth), skills);
      for (const [field, tally] of Object.entries(s.fields)) expect(f1(tally), `${truth.id} ${field}`).toBe(1);
      expect(s.misses).toEqual([]);
    }
  });

  it("When a bullet is split in two or moved to another role, Then it does not count as whole, and an invented role costs title precision", () => {
    const truth = entries.find((e) => e.truth.experience.length >= 2 && e.truth.experience[0]!.bullets.length >= 2)!.truth;
    const parsed = perfect(truth);
    const [first, second] = parsed.experienceEntries;
    const b = first!.bullets[0]!;
    first!.bullets[0] = b.slice(0, 30);
    first!.bullets.splice(1, 0, b.slice(30));
    second!.bullets.push(first!.bullets.pop()!);
    parsed.experienceEntries.push({ title: "Projects", company: "", location: "", start: "", end: "", bullets: [] });
    const s = scoreResume(truth, parsed, skills);
    const total = truth.experience.reduce((n, e) => n + e.bullets.length, 0);
    expect(s.fields.bullets.tp).toBe(total - 2);
    expect(s.fields.titles).toEqual({ tp: truth.experience.length, pred: truth.experience.length + 1, gold: truth.experience.length });
  });

  it("When the phone loses its country code or the city is written the old way, Then it still counts", () => {
    const truth = { ...entries[0]!.truth, phone: "+91 98450 12345", city: "Bengaluru", location: "Bangalore" };
    const parsed = { ...perfect(truth), phone: "9845012345", location: "Bangalore" };
    const s = scoreResume(truth, parsed, skills);
    expect(s.fields.phone.tp).toBe(1);
    expect(s.fields.location.tp).toBe(1);
  });
});
