// Degrees and professional qualifications, as Indian postings and resumes write them: the level a posting asks
// for (diploma < bachelor's < master's < doctorate), the qualifications it names (CA, B.Ed, CTET, a nursing
// degree…), the field when it names one, and whether a resume meets it.

export interface Qualification {
  id: string;
  label: string;
  pattern: RegExp;
  /** The degree level the qualification is, when it is one. */
  level?: number;
}

/** Named qualifications a posting may require on their own. */
const QUALIFICATIONS: Qualification[] = [
  { id: "ca", label: "Chartered Accountant (CA)", pattern: /\bchartered accountan(?:t|cy)\b|\b(?:qualified\s+)?CA\b(?!\s*-)|\bACA\b|\bFCA\b/ },
  { id: "cma", label: "CMA / ICWA", pattern: /\b(?:CMA|ICWA|cost and management accountant)\b/ },
  { id: "cs", label: "Company Secretary", pattern: /\bcompany secretary\b|\bACS\b/ },
  { id: "cfa", label: "CFA", pattern: /\bCFA\b/ },
  { id: "bed", label: "B.Ed", pattern: /\bb\.?\s?ed\b\.?/i, level: 2 },
  { id: "tet", label: "CTET / TET", pattern: /\b(?:c|h|s|reet|up)?tet\b/i },
  { id: "msc-nursing", label: "M.Sc Nursing", pattern: /\bm\.?\s?sc\.?\s*(?:\(\s*)?nursing\b/i, level: 3 },
  { id: "nursing", label: "Nursing degree or diploma (B.Sc Nursing / GNM)", pattern: /\b(?:b\.?\s?sc\.?\s*(?:\(\s*)?nursing|gnm|anm|general nursing|registered nurse|nursing council)\b/i, level: 1 },
  { id: "mbbs", label: "MBBS", pattern: /\bmbbs\b/i, level: 2 },
  { id: "pharmacy", label: "Pharmacy degree (B.Pharm / D.Pharm)", pattern: /\b[bdm]\.?\s?pharm\b/i, level: 2 },
  { id: "llb", label: "LLB", pattern: /\bll\.?\s?b\b/i, level: 2 },
  { id: "mba", label: "MBA / PGDM", pattern: /\b(?:mba|pgdm|pgdbm|post[- ]?graduate diploma in management)\b/i, level: 3 },
];

const LEVELS: Array<[RegExp, number, string]> = [
  [/\b(?:ph\.?\s?d|doctorate)\b/i, 4, "Doctorate"],
  [/\b(?:master'?s|masters|m\.?\s?tech|m\.?\s?e\b|m\.?\s?sc|mca|m\.?\s?com|m\.?\s?a\b|m\.?\s?des|post[- ]?graduat\w*|pg\s+in|m\.?\s?ed|mba|pgdm|m\.?\s?s\b)\b/i, 3, "Master's degree"],
  [/\b(?:bachelor'?s?|b\.?\s?e\b|b\.?\s?tech|b\.?\s?sc|bca|b\.?\s?com|bba|bms|b\.?\s?a\b|b\.?\s?des|b\.?\s?arch|b\.?\s?ed|mbbs|b\.?\s?pharm|llb|graduate|graduation|degree|undergraduate|\bug\b)/i, 2, "Bachelor's degree"],
  [/\b(?:diploma|iti|polytechnic|gnm|anm|d\.?\s?pharm)\b/i, 1, "Diploma"],
  [/\b(?:12th|hsc|higher secondary|10\+2|intermediate)\b/i, 0, "Class 12"],
];

const FIELDS: Array<[string, RegExp]> = [
  ["civil", /\bcivil\b/i],
  ["mechanical", /\bmechanical\b|\bautomobile\b|\bproduction engineering\b/i],
  ["electrical", /\belectrical\b|\beee\b/i],
  ["electronics", /\belectronics\b|\bece\b/i],
  ["computer", /\bcomputer\b|\bcse\b|\bcomputer science\b|\binformation technology\b|\bmca\b|\bbca\b/i],
  ["chemical", /\bchemical\b/i],
  ["commerce", /\bb\.?\s?com\b|\bm\.?\s?com\b|\bcommerce\b/i],
  ["nursing", /\bnursing\b|\bgnm\b/i],
  ["mathematics", /\bmath(?:s|ematics)?\b/i],
];

export interface EducationRequirement {
  /** The lowest degree level that meets the posting (the least of the alternatives it names), or null. */
  level: number | null;
  levelLabel: string | null;
  /** Named qualifications the posting requires (every one must be met). */
  qualifications: Qualification[];
  /** Fields the degree may be in (any of them), when the posting names them. */
  fields: string[];
  /** Only preferred ("MBA preferred"): missing it costs less. */
  preferred: boolean;
  /** How the posting says it, for the report. */
  text: string;
}

export interface EducationShown {
  level: number | null;
  qualifications: Set<string>;
  fields: Set<string>;
  text: string | null;
}

function levelOf(text: string): { level: number; label: string } | null {
  // The lowest level named is what meets the posting ("Graduate or postgraduate" → a bachelor's).
  let best: { level: number; label: string } | null = null;
  for (const [re, level, label] of LEVELS) if (re.test(text) && (!best || level < best.level)) best = { level, label };
  return best;
}

function highestLevel(text: string): { level: number; label: string } | null {
  for (const [re, level, label] of LEVELS) if (re.test(text)) return { level, label };
  return null;
}

/** The posting's education requirement from its education-like lines; null when it states none. */
export function readEducation(lines: Array<{ text: string; preferred: boolean }>): EducationRequirement | null {
  const relevant = lines.filter((l) => LEVELS.some(([re]) => re.test(l.text)) || QUALIFICATIONS.some((q) => q.pattern.test(l.text)));
  if (!relevant.length) return null;
  const firm = relevant.filter((l) => !l.preferred);
  const use = firm.length ? firm : relevant;
  const text = use.map((l) => l.text).join(" ");
  // "in any discipline" asks for a degree, no field.
  const anyField = /\bany (?:discipline|stream|field)\b/i.test(text);
  const quals = QUALIFICATIONS.filter((q) => use.some((l) => q.pattern.test(l.text)));
  // A nursing degree named with M.Sc Nursing is the same requirement.
  const named = quals.filter((q) => !(q.id === "nursing" && quals.some((o) => o.id === "msc-nursing")));
  const levels = use.map((l) => levelOf(l.text)).filter((x): x is { level: number; label: string } => x !== null);
  const lowest = levels.sort((a, b) => a.level - b.level)[0] ?? null;
  return {
    level: lowest?.level ?? null,
    levelLabel: lowest?.label ?? null,
    qualifications: named.filter((q) => q.id !== "mba" || !/\bor\b/i.test(text)),
    fields: anyField ? [] : FIELDS.filter(([, re]) => re.test(text)).map(([f]) => f),
    preferred: firm.length === 0,
    text: use.map((l) => l.text).join("; ").slice(0, 200),
  };
}

/** What a resume shows: its highest degree level, named qualifications and fields. */
export function resumeEducation(educationLines: string[], text: string): EducationShown {
  const joined = educationLines.join("\n");
  const levels = educationLines.map(highestLevel).filter((x): x is { level: number; label: string } => x !== null);
  const top = levels.sort((a, b) => b.level - a.level)[0] ?? null;
  const quals = new Set(QUALIFICATIONS.filter((q) => q.pattern.test(joined) || (q.id !== "ca" && q.id !== "cs" && q.pattern.test(text))).map((q) => q.id));
  for (const q of QUALIFICATIONS) if (quals.has(q.id) && q.level !== undefined && (top === null || q.level > top.level)) levels.push({ level: q.level, label: q.label });
  const best = levels.sort((a, b) => b.level - a.level)[0] ?? null;
  const fields = new Set(FIELDS.filter(([, re]) => re.test(joined)).map(([f]) => f));
  return { level: best?.level ?? null, qualifications: quals, fields, text: educationLines[0]?.trim() || null };
}

/** 1 met, between for part of it, 0 for not met; null when the posting asks for nothing. */
export function educationFit(req: EducationRequirement | null, shown: EducationShown): { score: number | null; met: boolean | null; missing: string[] } {
  if (!req) return { score: null, met: null, missing: [] };
  if (shown.level === null && shown.qualifications.size === 0) return { score: 0.5, met: null, missing: [] };
  const missing: string[] = [];
  if (req.level !== null && (shown.level ?? -1) < req.level) missing.push(req.levelLabel ?? "the degree asked");
  for (const q of req.qualifications) {
    // A higher nursing degree meets a nursing diploma requirement.
    const has = shown.qualifications.has(q.id) || (q.id === "nursing" && shown.qualifications.has("msc-nursing"));
    if (!has) missing.push(q.label);
  }
  const fieldMiss = req.fields.length > 0 && shown.fields.size > 0 && !req.fields.some((f) => shown.fields.has(f));
  if (fieldMiss) missing.push(`a degree in ${req.fields.join(" or ")}`);
  if (!missing.length) return { score: 1, met: true, missing };
  const soft = req.preferred ? 0.6 : 0;
  return { score: Math.max(soft, fieldMiss && missing.length === 1 ? 0.4 : 0.2), met: false, missing };
}
