/**
 * The ATS resume templates. Every one is a single column of real text in reading order, with the standard
 * headings (Summary, Skills, Experience, Projects, Education, Certifications) and no tables, text boxes or
 * pictures: they differ in type, colour, spacing and how headings and the name are set, never in structure,
 * so an applicant tracking system reads each the same. The .docx and the PDF of a template match.
 *
 * The order is the order plans unlock them: the free plan has the first, Starter the first two, Pro and Pro
 * Plus all five (plans.ts, `resume_templates`).
 */
export type ResumeTemplateId = "classic" | "modern" | "compact" | "executive" | "minimal";

export interface ResumeTemplate {
  id: ResumeTemplateId;
  name: string;
  description: string;
  /** Word's font for Latin text (Indian scripts use Nirmala UI in Word and Noto Sans in the PDF). */
  wordFont: string;
  /** Colours as hex without '#'. */
  ink: string;
  accent: string;
  muted: string;
  nameAlign: "center" | "left";
  /** How section headings are set. */
  heading: { upper: boolean; rule: boolean; spacing: number; color: "accent" | "ink" };
  /** Body size in points; the name and headings scale from it. */
  size: number;
  /** Page margin in points (PDF) — Word uses the same in twentieths of a point. */
  margin: number;
  /** Extra space between blocks, in points. */
  gap: number;
  bullet: string;
}

export const RESUME_TEMPLATES: readonly ResumeTemplate[] = [
  {
    id: "classic",
    name: "Classic",
    description: "Centred name, upper-case headings over a thin rule. Safe for every portal.",
    wordFont: "Calibri",
    ink: "1F2937",
    accent: "1F3A5F",
    muted: "4B5563",
    nameAlign: "center",
    heading: { upper: true, rule: true, spacing: 0.8, color: "accent" },
    size: 10.5,
    margin: 48,
    gap: 5,
    bullet: "•",
  },
  {
    id: "modern",
    name: "Modern",
    description: "Name on the left in a teal accent, headings in colour, generous white space.",
    wordFont: "Arial",
    ink: "111827",
    accent: "0F766E",
    muted: "4B5563",
    nameAlign: "left",
    heading: { upper: false, rule: false, spacing: 0, color: "accent" },
    size: 10.5,
    margin: 54,
    gap: 7,
    bullet: "•",
  },
  {
    id: "compact",
    name: "Compact",
    description: "Tighter type and spacing that fit a long career on fewer pages.",
    wordFont: "Calibri",
    ink: "111827",
    accent: "374151",
    muted: "4B5563",
    nameAlign: "left",
    heading: { upper: true, rule: true, spacing: 0.5, color: "ink" },
    size: 9.5,
    margin: 40,
    gap: 3,
    bullet: "•",
  },
  {
    id: "executive",
    name: "Executive",
    description: "Serif-style headings with wide letter spacing and a deep navy accent, for senior roles.",
    wordFont: "Cambria",
    ink: "1F2937",
    accent: "1E3A8A",
    muted: "4B5563",
    nameAlign: "center",
    heading: { upper: true, rule: false, spacing: 1.6, color: "accent" },
    size: 10.5,
    margin: 54,
    gap: 6,
    bullet: "•",
  },
  {
    id: "minimal",
    name: "Minimal",
    description: "Black and grey only, no rules: quiet, and prints well on any printer.",
    wordFont: "Calibri",
    ink: "000000",
    accent: "000000",
    muted: "52525B",
    nameAlign: "left",
    heading: { upper: false, rule: false, spacing: 0, color: "ink" },
    size: 10.5,
    margin: 50,
    gap: 6,
    bullet: "–",
  },
];

export const DEFAULT_TEMPLATE: ResumeTemplateId = "classic";

export function findTemplate(id: string | undefined): ResumeTemplate {
  return RESUME_TEMPLATES.find((t) => t.id === id) ?? RESUME_TEMPLATES[0]!;
}

/** The templates a plan that includes `count` of them may use: the first `count` in order. */
export function templatesAllowed(count: number): ResumeTemplateId[] {
  return RESUME_TEMPLATES.slice(0, Math.max(1, count)).map((t) => t.id);
}
