import type { ParsedResume } from "../resume-parser/types";

/** The Resume Builder form (wire names kept, so the module passes the request body through unchanged). */
export interface ResumeForm {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  headline?: string;
  summary?: string;
  skills?: string[];
  target_role?: string;
  target_company?: string;
  education?: string[];
  experience?: Array<{ title?: string; company?: string; location?: string; start?: string; end?: string; bullets?: string[] }>;
  projects?: Array<{ name?: string; link?: string; bullets?: string[] }>;
  /** The person's own (the document's): always shown. Certifications only a pasted resume has need focus_gaps. */
  certifications?: string[];
  languages?: string[];
  instructions?: string;
  existing_resume_text?: string;
  reference_resume_text?: string;
  focus_gaps?: boolean;
}

export interface ResumeInsights {
  strengths: string[];
  gaps: string[];
  recommendations: string[];
  /** The tone to write in, e.g. "confident and metric-led". */
  tone: string;
}

export interface AnalyseInput {
  parsed: ParsedResume;
  rawText: string;
  targetRole?: string;
  targetCompany?: string;
  /** Parts the reader was unsure of: the person is asked to check them, so they are not reported as missing. */
  doubtful?: ReadonlySet<string>;
}

export interface CompareInput {
  benchmark: { parsed: ParsedResume; text: string };
  candidate: { parsed: ParsedResume; text: string };
  focusRole?: string;
}

/** Each part of the alignment score, 0–1, with its weight; score = round(100 × Σ weight × value). */
export interface ScoreBreakdown {
  hardSkills: number;
  softSkills: number;
  titleSeniority: number;
  keywords: number;
  sections: number;
  quantification: number;
}

export interface CompareResult {
  alignment_score: number;
  gaps: string[];
  recommendations: string[];
  strengths: string[];
  overview: string;
  benchmark_excerpt: string;
  breakdown: ScoreBreakdown;
}

/** A resume as a format-neutral document: markdown and .docx are both rendered from it, so they always agree. */
export interface ResumeDocument {
  name: string;
  /** Email, phone, location: each shown once, in that order. */
  contact: string[];
  headline: string;
  sections: DocSection[];
}

export interface DocSection {
  heading: "Summary" | "Skills" | "Experience" | "Projects" | "Education" | "Certifications" | "Languages";
  blocks: DocBlock[];
}

export type DocBlock =
  | { kind: "paragraph"; text: string }
  /** A role or project: "Title, Company" and a meta line "Location | Jan 2021 – Present". */
  | { kind: "entry"; title: string; meta: string; bullets: string[] }
  | { kind: "list"; items: string[] }
  | { kind: "skills"; groups: Array<{ label: string; items: string[] }> };

export interface BuiltResume {
  markdown: string;
  document: ResumeDocument;
}

/**
 * The Resume Builder's AI engine. The deterministic default (rule-based-writer.ts) is production code; an LLM
 * implementation can sit behind the same interface and fall back to it.
 */
export interface ResumeWriter {
  readonly name: string;
  analyse(input: AnalyseInput): Promise<ResumeInsights>;
  compare(input: CompareInput): Promise<CompareResult>;
  build(form: ResumeForm): Promise<BuiltResume>;
}
