// Finds skills in a line of text with where they sit, over the shared taxonomy and the job-match vocabulary, and
// decides what "present in a resume" means (the skill, a spelling of it, or a more specific skill that implies it).
import { escapeRegExp } from "../../lib/regex";
import { createSkillExtractor, type SkillExtractor } from "../skills/skill-extractor";
import { getDefaultSkillExtractor } from "../skills/default-extractor";
import { loadTaxonomy, type SkillTaxonomy } from "../skills/taxonomy";
import { supplementaryTaxonomy } from "./vocabulary";

export interface FoundSkill {
  name: string;
  category: string | null;
  /** Where the skill's spelling starts and ends in the line; -1 when the spelling could not be placed. */
  start: number;
  end: number;
}

/**
 * A more specific skill shows the general one: a resume naming PostgreSQL knows relational databases. Keys and
 * values are canonical names (of either vocabulary).
 */
const IMPLIED_BY: Record<string, string[]> = {
  RDBMS: ["PostgreSQL", "MySQL", "Oracle Database", "Microsoft SQL Server", "SQL", "MariaDB", "SQLite"],
  SQL: ["PostgreSQL", "MySQL", "Microsoft SQL Server", "Oracle Database", "BigQuery", "Snowflake"],
  "Machine Learning": ["TensorFlow", "PyTorch", "scikit-learn", "Deep Learning", "Keras", "XGBoost"],
  "Data Visualization": ["Power BI", "Tableau", "Looker", "Qlik Sense", "QlikView"],
  AWS: ["Amazon EC2", "Amazon S3", "AWS Lambda", "Amazon RDS", "Amazon DynamoDB"],
  "Adobe Creative Suite": ["Adobe Photoshop", "Adobe Illustrator", "Adobe InDesign", "Adobe Premiere Pro", "Adobe After Effects"],
  "Graphic Design": ["Adobe Photoshop", "Adobe Illustrator", "CorelDRAW", "Adobe InDesign"],
  "Customer Service": ["Customer Support", "Chat Support", "Call Handling", "Complaint Resolution"],
  "Lean Manufacturing": ["Kaizen", "5S", "TPM", "Six Sigma"],
  "Quality Control": ["Quality Assurance", "SPC", "CMM"],
  "Project Management": ["Primavera", "Microsoft Project", "Earned Value Management"],
  Recruitment: ["Naukri RMS", "LinkedIn Recruiter", "Applicant Tracking Systems"],
  "Social Media Marketing": ["Meta Ads", "Instagram", "Facebook", "LinkedIn Ads"],
  "Content Writing": ["Blogging", "Copywriting"],
  Teaching: ["Lesson Planning", "Classroom Management"],
  Nursing: ["Critical Care", "Patient Care", "Medication Administration"],
  Taxation: ["GST", "TDS"],
  "Unit Testing": ["JUnit", "Mockito", "Jest", "Mocha", "pytest", "TestNG", "Jasmine"],
};

export interface SkillFinder {
  /** Skills in one line with their positions, longest spelling first when two overlap. */
  inLine(line: string, options?: { listContext?: boolean }): FoundSkill[];
  /** Every canonical skill name in a text. */
  inText(text: string): Set<string>;
  categoryOf(name: string): string | null;
  /** Whether a resume shows `name`: found by the extractor, spelled in the text, or implied by a more specific skill. */
  shows(name: string, resume: { skills: Set<string>; text: string; titles?: string[] }): boolean;
  spellings(name: string): string[];
}

/** "jee" is an exam in teaching postings (JEE Main), not Java EE: the taxonomy's reading is masked there. */
const EXAM_JEE = /\b(?:iit[- ]?)?jee(?:[- ](?:main|mains|advanced|level))?\b/gi;

function spellingPattern(spelling: string): RegExp {
  const body = escapeRegExp(spelling.toLowerCase()).replace(/\\?[ -]+/g, "[\\s-]+");
  // A plural or possessive still names the skill ("REST APIs", "dashboards").
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?:s|es|'s)?(?![\\p{L}\\p{N}+#])`, "giu");
}

export function createSkillFinder(main: SkillExtractor = getDefaultSkillExtractor(), mainTaxonomy: SkillTaxonomy = loadTaxonomy()): SkillFinder {
  const extra = supplementaryTaxonomy();
  const extraExtractor = createSkillExtractor(extra);
  const spellingsOf = new Map<string, string[]>();
  const categories = new Map<string, string>();
  for (const t of [mainTaxonomy, extra]) {
    for (const s of t.skills) {
      const list = spellingsOf.get(s.name) ?? [];
      list.push(s.name, ...s.aliases, ...(s.list ?? []), ...(s.cased ?? []));
      spellingsOf.set(s.name, [...new Set(list.map((x) => x.trim()).filter(Boolean))].sort((a, b) => b.length - a.length));
      if (!categories.has(s.name)) categories.set(s.name, s.category);
    }
  }
  const patterns = new Map<string, RegExp[]>();
  const patternsFor = (name: string) => {
    let p = patterns.get(name);
    if (!p) patterns.set(name, (p = (spellingsOf.get(name) ?? [name]).map(spellingPattern)));
    return p;
  };

  function place(line: string, name: string): Array<[number, number]> {
    const spans: Array<[number, number]> = [];
    for (const re of patternsFor(name)) {
      re.lastIndex = 0;
      for (const m of line.matchAll(re)) spans.push([m.index, m.index + m[0].length]);
    }
    return spans;
  }

  function inLine(line: string, options: { listContext?: boolean } = {}): FoundSkill[] {
    const masked = line.replace(EXAM_JEE, (m) => " ".repeat(m.length));
    const names = [...new Set([...main.extract(masked, options), ...extraExtractor.extract(line, options)])];
    const found: Array<FoundSkill & { spans: Array<[number, number]> }> = names.map((name) => {
      const spans = place(line, name);
      const first = spans.sort((a, b) => a[0] - b[0])[0];
      return { name, category: categories.get(name) ?? main.categoryOf(name), start: first?.[0] ?? -1, end: first?.[1] ?? -1, spans };
    });
    // A skill whose every spelling sits inside a longer skill's ("SAP" in "SAP IBP") is part of that one.
    // Two skills spelled by the very same words ("Zoho" and "Zoho Books" both know "zoho books") are one: the
    // more specific name stays.
    const covers = (o: (typeof found)[number], f: (typeof found)[number], s: number, e: number) =>
      o.spans.some(([os, oe]) => os <= s && oe >= e && (oe - os > e - s || (oe - os === e - s && o.name.length > f.name.length)));
    const kept = found.filter((f) => {
      if (!f.spans.length) return true;
      return f.spans.some(([s, e]) => !found.some((o) => o !== f && covers(o, f, s, e)));
    });
    return kept.map(({ spans: _spans, ...f }) => f).sort((a, b) => a.start - b.start);
  }

  function inText(text: string): Set<string> {
    const out = new Set<string>();
    const masked = text.replace(EXAM_JEE, (m) => " ".repeat(m.length));
    for (const s of main.extract(masked)) out.add(s);
    for (const s of extraExtractor.extract(text)) out.add(s);
    return out;
  }

  function spelled(name: string, text: string): boolean {
    return patternsFor(name).some((re) => {
      re.lastIndex = 0;
      return re.test(text);
    });
  }

  return {
    inLine,
    inText,
    categoryOf: (name) => categories.get(name) ?? main.categoryOf(name),
    spellings: (name) => spellingsOf.get(name) ?? [name],
    shows(name, resume) {
      if (resume.skills.has(name)) return true;
      const lower = name.toLowerCase();
      if ([...resume.skills].some((s) => s.toLowerCase() === lower)) return true;
      // Short names ("R", "Go", "CA") are only trusted through the extractor's list and case rules.
      if (name.length > 3 && spelled(name, resume.text)) return true;
      if ((IMPLIED_BY[name] ?? []).some((s) => resume.skills.has(s))) return true;
      // A title names the work: a "Data Analyst" does data analysis, a "Content Writer" content writing.
      const prefix = (w: string) => w.toLowerCase().slice(0, 6);
      const words = name.split(/\s+/).filter((w) => w.length > 2);
      if (words.length >= 2 && resume.titles?.length) {
        const titleWords = new Set(resume.titles.flatMap((t) => t.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(prefix)));
        if (words.every((w) => titleWords.has(prefix(w)))) return true;
      }
      return false;
    },
  };
}

let shared: SkillFinder | undefined;
export function getSkillFinder(): SkillFinder {
  shared ??= createSkillFinder();
  return shared;
}
