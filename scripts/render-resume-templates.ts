/**
 * `npx tsx scripts/render-resume-templates.ts [outDir]`: the Resume Builder's five ATS templates, rendered to look
 * at (docs/quality/resume-pdf.md). For a two-page senior resume and a one-page resume with a Hindi name it writes
 * each template's PDF and .docx to outDir (default tmp/samples/templates, git-ignored), reads every file back with
 * Hirewise's own parser and prints what came back, and, when pdftoppm (poppler-utils) is installed, renders the
 * PDF pages as PNGs at 50 dpi. Deterministic: same code, same files.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readResume } from "../server/src/engines/resume-parser/read-resume";
import { renderDocx } from "../server/src/engines/resume-writer/docx";
import { renderResumePdf } from "../server/src/engines/resume-writer/resume-pdf";
import { createRuleBasedResumeWriter } from "../server/src/engines/resume-writer/rule-based-writer";
import { RESUME_TEMPLATES } from "../server/src/engines/resume-writer/templates";
import { INDIC, SENIOR } from "./data/sample-resumes";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.resolve(process.argv[2] ?? path.join(root, "tmp/samples/templates"));
mkdirSync(out, { recursive: true });

const has = (cmd: string) => {
  try {
    execFileSync("sh", ["-c", `command -v ${cmd}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

const writer = createRuleBasedResumeWriter();
for (const [label, form] of [["senior", SENIOR], ["indic", INDIC]] as const) {
  const { document } = await writer.build(form);
  for (const t of RESUME_TEMPLATES) {
    const pdfPath = path.join(out, `${label}-${t.id}.pdf`);
    const pdf = await renderResumePdf(document, t.id);
    const docx = await renderDocx(document, t.id);
    writeFileSync(pdfPath, pdf);
    writeFileSync(path.join(out, `${label}-${t.id}.docx`), docx);
    const back = await readResume(new Uint8Array(pdf));
    const roles = back.parsed.experienceEntries.map((e) => `${e.title} @ ${e.company}`).join("; ");
    console.log(`${label}-${t.id}: ${back.pages} page(s); read back: ${back.parsed.name} | ${back.parsed.email} | ${roles}`);
    if (has("pdftoppm")) execFileSync("pdftoppm", ["-png", "-r", "50", pdfPath, pdfPath.replace(/\.pdf$/, "")]);
  }
}
console.log(`Written to ${out}`);
