/**
 * The layout corpus: 16 templates × 6 resumes = 96 resumes, each with its structured truth. Pure and
 * deterministic (no files, no browser): build.ts renders the files.
 *
 * Split: within each template, the six resumes are ordered by a hash of their id and the first three are
 * the TUNING half, the other three the HELD-OUT half. Rules may be tuned by reading tuning-half failures
 * only; the held-out half is only ever scored.
 */
import { hashString } from "../../server/src/engines/interviewer/text";
import { OCCUPATIONS } from "./occupations";
import { DOCX_TEMPLATES, type DocxTemplate } from "./templates-docx";
import { PDF_TEMPLATES, type PdfTemplate } from "./templates-pdf";
import { TEXT_TEMPLATES, type TextTemplate } from "./templates-text";
import { makeTruth, type ResumeTruth } from "./truth";

export type Template = PdfTemplate | DocxTemplate | TextTemplate;
export type Split = ResumeTruth["split"];

export const TEMPLATES: Template[] = [...PDF_TEMPLATES, ...DOCX_TEMPLATES, ...TEXT_TEMPLATES];
export const PER_TEMPLATE = 6;

export interface CorpusEntry {
  id: string;
  template: Template;
  /** File name in the cache directory: `<id>.<kind>`. */
  file: string;
  truth: ResumeTruth;
}

/** Every resume of the corpus with its truth, in template order. */
export function corpusEntries(): CorpusEntry[] {
  const out: CorpusEntry[] = [];
  TEMPLATES.forEach((template, ti) => {
    const ids = Array.from({ length: PER_TEMPLATE }, (_, k) => `${template.id}-${k + 1}`);
    const tuning = new Set([...ids].sort((a, b) => hashString(`split:${a}`) - hashString(`split:${b}`)).slice(0, PER_TEMPLATE / 2));
    ids.forEach((id, k) => {
      // 7 is coprime with 16, so every occupation appears equally often and each template gets six different ones.
      const occupation = (ti * 7 + k * 3) % OCCUPATIONS.length;
      const truth = makeTruth(id, template.id, tuning.has(id) ? "tuning" : "held-out", occupation, template.size);
      out.push({ id, template, file: `${id}.${template.kind}`, truth });
    });
  });
  return out;
}
