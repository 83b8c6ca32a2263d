import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { readResume } from "../resume-parser/read-resume";
import type { ParsedResume } from "../resume-parser/types";
import { renderDocx } from "./docx";
import { renderResumePdf } from "./resume-pdf";
import { createRuleBasedResumeWriter } from "./rule-based-writer";
import { RESUME_TEMPLATES, templatesAllowed } from "./templates";
import type { ResumeDocument } from "./types";

/**
 * The proof that every template is ATS-friendly: each template's PDF and .docx, read back by Hirewise's own
 * parser (the way an applicant tracking system reads an upload), gives back the resume's fields.
 */
const candidates = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../tests/fixtures/resume-pairs/candidates");
const writer = createRuleBasedResumeWriter();
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}%₹+]+/gu, " ").trim();

/** Checks of one resume read back: [passed, total]. */
function score(doc: ResumeDocument, parsed: ParsedResume): { passed: number; total: number; misses: string[] } {
  const misses: string[] = [];
  let passed = 0;
  let total = 0;
  const check = (ok: boolean, what: string) => {
    total += 1;
    if (ok) passed += 1;
    else misses.push(what);
  };
  check(norm(parsed.name) === norm(doc.name), `name ${parsed.name}`);
  for (const c of doc.contact) {
    const found = [parsed.email, parsed.phone, parsed.location, parsed.address].some((f) => f && (norm(f).includes(norm(c)) || norm(c).includes(norm(f))));
    check(found, `contact ${c}`);
  }
  const entries = doc.sections.flatMap((s) => (s.heading === "Experience" ? s.blocks : [])).filter((b) => b.kind === "entry");
  const parsedBullets = parsed.experienceEntries.flatMap((e) => e.bullets.map(norm));
  for (const e of entries) {
    const match = parsed.experienceEntries.find((p) => norm(`${p.title} ${p.company}`) === norm(e.title));
    check(Boolean(match), `role ${e.title}`);
    for (const b of e.bullets) check(parsedBullets.includes(norm(b)), `bullet ${b.slice(0, 40)}`);
  }
  const skills = doc.sections.flatMap((s) => s.blocks).flatMap((b) => (b.kind === "skills" ? b.groups.flatMap((g) => g.items) : []));
  const have = new Set(parsed.skills.map(norm));
  for (const s of skills) check(have.has(norm(s)), `skill ${s}`);
  const education = doc.sections.flatMap((s) => (s.heading === "Education" ? s.blocks : [])).flatMap((b) => (b.kind === "list" ? b.items : []));
  for (const ed of education) check(parsed.education.some((p) => norm(p).includes(norm(ed).slice(0, 20))), `education ${ed}`);
  return { passed, total, misses };
}

describe("ATS resume templates", () => {
  const docs: ResumeDocument[] = [];
  beforeAll(async () => {
    for (const file of readdirSync(candidates).sort()) {
      const text = readFileSync(path.join(candidates, file), "utf8");
      docs.push((await writer.build({ existing_resume_text: text })).document);
    }
  });

  it("offers five, unlocked in order: free 1, Starter 2, Pro and Pro Plus 5", () => {
    expect(RESUME_TEMPLATES.map((t) => t.id)).toEqual(["classic", "modern", "compact", "executive", "minimal"]);
    expect(templatesAllowed(1)).toEqual(["classic"]);
    expect(templatesAllowed(2)).toEqual(["classic", "modern"]);
    expect(templatesAllowed(5)).toHaveLength(5);
  });

  for (const template of RESUME_TEMPLATES) {
    for (const format of ["pdf", "docx"] as const) {
      it(`${template.name} ${format === "pdf" ? "PDF" : "Word"}: read back by the parser, the resume's fields come back (≥ 0.95)`, async () => {
        let passed = 0;
        let total = 0;
        const misses: string[] = [];
        for (const doc of docs) {
          const bytes = format === "pdf" ? await renderResumePdf(doc, template.id) : await renderDocx(doc, template.id);
          const read = await readResume(new Uint8Array(bytes));
          expect(read.kind).toBe(format);
          const s = score(doc, read.parsed);
          passed += s.passed;
          total += s.total;
          misses.push(...s.misses.map((m) => `${doc.name}: ${m}`));
        }
        expect(total).toBeGreaterThan(100);
        expect(passed / total, misses.slice(0, 10).join("\n")).toBeGreaterThanOrEqual(0.95);
      });
    }
  }

  it("draws real text in reading order: the PDF's text starts with the name, then the contact line", async () => {
    const doc = docs[0]!;
    for (const template of RESUME_TEMPLATES) {
      const read = await readResume(new Uint8Array(await renderResumePdf(doc, template.id)));
      const lines = read.text.split("\n").filter(Boolean);
      expect(lines[0], template.id).toBe(doc.name);
      expect(read.text.indexOf(doc.contact[0]!), template.id).toBeGreaterThan(0);
    }
  });

  it("gives the same bytes for the same resume (stable file IDs and dates)", async () => {
    const a = await renderResumePdf(docs[0]!, "modern");
    const b = await renderResumePdf(docs[0]!, "modern");
    expect(Buffer.compare(a, b)).toBe(0);
  });
});
