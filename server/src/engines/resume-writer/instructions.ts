/**
 * Reads the builder's free-text instructions into what a rule can follow. Two kinds of line arrive: the user's own
 * words ("keep it to one page") and the lines the screen's 'Add to instructions' writes from the insights
 * ("Suggested tone: …", "Address gap: …", "Apply: …", "Highlight: …"). Insight lines describe the resume, so they
 * are read by their prefix and never by the free-text patterns: "Very short (80 words)" is not a request for brevity.
 */
import type { BulletVoice } from "./bullet-style";

export interface Instructions {
  onePage: boolean;
  noSummary: boolean;
  noProjects: boolean;
  educationFirst: boolean;
  concise: boolean;
  /** The tone asked for, lower case ("precise and impact-focused"); "" when none. */
  tone: string;
  /** Lines naming skills to bring forward; the build keeps only skills the user's own material shows. */
  highlightText: string[];
  /** Lead each role with its quantified bullets (numbers are never added). */
  quantifiedFirst: boolean;
  /** Drop a leading "I" from bullets. */
  dropFirstPerson: boolean;
  /** Roles that ended over ten years before the latest one keep one bullet each. */
  trimOlderRoles: boolean;
  /** Sections a gap says are missing (lower case: "summary", "certifications"), included when the user has content for them. */
  addSections: string[];
}

const INSIGHT_LINE = /^\s*(suggested\s+tone|address\s+gap|apply|highlight)\s*:\s*(.*)$/i;
const SECTION_WORDS = ["summary", "skills", "experience", "projects", "education", "certifications"];

const sectionsNamed = (text: string) => SECTION_WORDS.filter((s) => new RegExp(`\\b${s.replace(/s$/, "")}s?\\b`, "i").test(text));

/** An explicit request for brevity. "Short" alone is not one: insight text says "Very short" about the resume. */
const CONCISE_REQUEST =
  /\b(?:concise|crisp|succinct|to the point|brief(?:er)?|shorten)\b|\b(?:keep|make)\s+(?:it|this|them|everything|(?:the|my|all)\s+\w+|bullets?)?\s*(?:short|shorter|tight|tighter)\b|\bshort\s+(?:and|&)\s+(?:sweet|crisp|concise)\b|\b(?:one|1|single)[\s-]page\b/;

export function readInstructions(text = ""): Instructions {
  const free: string[] = [];
  const out: Instructions = {
    onePage: false,
    noSummary: false,
    noProjects: false,
    educationFirst: false,
    concise: false,
    tone: "",
    highlightText: [],
    quantifiedFirst: false,
    dropFirstPerson: false,
    trimOlderRoles: false,
    addSections: [],
  };
  const tones: string[] = [];

  for (const line of text.split(/\n+/)) {
    const m = INSIGHT_LINE.exec(line);
    if (!m) {
      if (line.trim()) free.push(line.toLowerCase());
      continue;
    }
    const kind = m[1]!.toLowerCase().replace(/\s+/g, " ");
    const body = m[2]!.trim();
    const lower = body.toLowerCase();
    if (kind === "suggested tone") {
      tones.push(lower.replace(/[.\s]+$/, ""));
      continue;
    }
    // Skills a gap, a recommendation or a strength names are brought forward where the user's material shows them.
    // "…core skills for Growth Marketing Lead roles: A, B" names the target role, not a skill to bring forward.
    out.highlightText.push(body.replace(/\b(?:for|which)\s+[^:]*?\broles\b(?:\s+usually ask for)?/gi, ""));
    if (/\bbullets? carry a number|\badd a number\b|\bquantified results\b/.test(lower)) out.quantifiedFirst = true;
    if (/\bdrop "?i"? and "?my"?\b/.test(lower)) out.dropFirstPerson = true;
    if (/\bcut older roles\b/.test(lower)) out.trimOlderRoles = true;
    // "Long (1200 words) for your level (aim for one page)": the advice is to fit one page.
    if (kind === "address gap" && /^long\b/.test(lower) && /\bone page\b/.test(lower)) out.onePage = true;
    const missing = /^missing sections?:\s*(.+)$/.exec(lower) ?? /^add (.+?) under a standard heading\b/.exec(lower);
    if (missing) out.addSections.push(...sectionsNamed(missing[1]!));
  }

  const t = free.join("\n");
  out.onePage ||= /\b(?:one|1|single)[\s-]page\b|\bfit (?:it )?on a page\b/.test(t);
  out.noSummary = /\b(?:no|without|skip|drop|remove|omit)\s+(?:the\s+|a\s+)?(?:summary|objective|profile)\b/.test(t);
  out.noProjects = /\b(?:no|without|skip|drop|remove|omit)\s+(?:the\s+)?projects?\b/.test(t);
  out.educationFirst = /\beducation\s+(?:first|at the top|on top|before)\b|\bfresher\b/.test(t);
  // The user's own words about tone ("make it sound confident", "formal tone") join the suggested tone.
  for (const line of free) if (/\b(?:tone|voice|sound)\b/.test(line)) tones.push(line.trim());
  out.tone = tones.join("; ");
  out.concise = out.onePage || CONCISE_REQUEST.test(t) || /\b(?:concise|crisp|succinct|brief)\b/.test(out.tone);
  for (const line of free) if (/\b(?:highlight|emphasi[sz]e|showcase|focus on|bring out|foreground)\b/.test(line)) out.highlightText.push(line);
  out.quantifiedFirst ||= /\b(?:numbers?|metrics?|quantified)\b[^.\n]*\b(?:first|lead|up front|on top)\b|\blead with (?:numbers|metrics|results)\b/.test(t);
  out.dropFirstPerson ||= /\b(?:no|drop|remove|without)\s+(?:the\s+)?(?:"i"|first[\s-]person)/.test(t);
  out.addSections = [...new Set(out.addSections)];
  return out;
}

/** Bullet openings a tone implies: ownership for confident or leadership voices, collaboration for people-first ones. */
export function voiceFor(tone: string): BulletVoice | undefined {
  if (/\b(?:leadership|confident|results-driven|assertive|ownership|bold|impact-focused)\b/.test(tone)) return "ownership";
  if (/\b(?:collaborative|people-focused|empathetic|warm|team-oriented|caring)\b/.test(tone)) return "collaborative";
  return undefined;
}

/** Tones that want results up front: quantified bullets lead. */
export const isMetricTone = (tone: string) => /\b(?:metric-led|metrics?|results-driven|impact-focused|data-driven|quantified|numbers)\b/.test(tone);

/**
 * The adjective that opens a generated summary ("Analytical Data Analyst…"), taken from the tone itself. Only words
 * that read naturally before a job title qualify; "confident" or "warm" describe how to write, not the person.
 */
export function summaryOpener(tone: string): string {
  const m = /\b([a-z]+-(?:driven|led|focused|oriented|minded|centred|centered)|analytical|collaborative|empathetic|detail-oriented)\b/.exec(tone);
  if (!m) return "";
  // "Metric-led" describes writing; a person is "results-driven".
  const word = m[1] === "metric-led" ? "results-driven" : m[1]!;
  return word.charAt(0).toUpperCase() + word.slice(1);
}
