// Reads a job description as a recruiter would: its title and company, the skills it requires and the ones it only
// prefers (by section and by the words around them, with "A or B" read as either), the years of experience and
// the education it asks for, and the words it leans on. Deterministic and offline.
import type { SkillFinder, FoundSkill } from "./skill-finder";
import { readEducation, type EducationRequirement } from "./education";

export type LineKind = "required" | "nice" | "duty" | "about" | "education" | "meta" | "plain";

export interface SkillGroup {
  /** Canonical names; the group is met when the resume shows any of them ("Tableau or Power BI"). */
  names: string[];
  weight: number;
}

export interface KeywordWeight {
  word: string;
  weight: number;
}

export interface JobDescription {
  title: string;
  company: string | null;
  required: SkillGroup[];
  nice: SkillGroup[];
  /** The fewest years of experience asked (the largest lower bound stated); null when none is stated. */
  yearsRequired: number | null;
  /** The most years a range allows ("2-4 years" → 4); null when open-ended. */
  yearsUpTo: number | null;
  education: EducationRequirement | null;
  keywords: KeywordWeight[];
  lines: Array<{ text: string; kind: LineKind }>;
}

const NICE_HEADING = /\b(nice[- ]to[- ]have|good[- ]to[- ]have|preferred|bonus|plus|desirable|desired but|added advantage|optional|extra credit)\b/i;
const REQUIRED_HEADING =
  /\b(requirements?|required|must[- ]haves?|qualifications?|what you('ll)? need|what we('re| are)? looking for|what we need|you have|you bring|who you are|eligibility|skills|desired candidate|candidate profile|profile|key skills|competenc)/i;
const DUTY_HEADING = /\b(responsibilit|what you('ll| will)? do|you will|the role|role|job description|duties|key result|day to day|your work|what the job involves|about the role)/i;
const ABOUT_HEADING = /\b(about (us|the company|the team|[A-Z]\w+)|who we are|company|benefits|perks|why join|what we offer|compensation|salary|how to apply|location)\b/i;
const NICE_INLINE = /\b(nice[- ]to[- ]have|good[- ]to[- ]have|is a plus|are a plus|a plus\b|bonus|preferred|preferably|desirable|added advantage|would be great|is an advantage|optional)\b/i;
const META_LABEL = /^(location|company|organi[sz]ation|school|employer|client|salary|ctc|package|job type|employment type|work mode|shift|openings|industry|department|role category|functional area|apply|notice period)\s*[:\-–]/i;
const EDUCATION_LABEL = /^(education|qualifications?|eligibility|degree)\s*[:\-–]/i;
const DEGREE_WORDS =
  /\b(b\.?\s?e\b|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|m\.?\s?com|bca|mca|bba|mba|pgdm|b\.?\s?des|b\.?\s?ed|ph\.?\s?d|bachelor|master'?s|degree|graduate|postgraduate|diploma|gnm|anm|mbbs|llb|chartered accountant|ctet|\bca\b)/i;

/** Words of every posting: they say nothing about this job. */
const STOP = new Set(
  (
    "a an and the of in for to with at on or by as is are be was were it its this that these those you your we our us they their them will would can could should may must " +
    "from into over under per about after before across within without while who what when where which how why all any each every some more most other such than then there " +
    "here also just only very well good great strong excellent solid deep hands hand on-hands ability able understanding knowledge experience experienced years year yrs plus minimum least " +
    "work working role roles job jobs position team teams company candidate candidates looking hiring join help make build building using use used like including include etc " +
    "new day daily week weekly month monthly year annual time first one two three four five six seven eight nine ten need needs needed required requirement requirements preferred " +
    "responsibilities responsibility skills skill qualification qualifications education degree bachelor bachelors master masters graduate related field equivalent relevant " +
    "must nice have has had get got good-to-have nice-to-have bonus location remote hybrid onsite office india bengaluru bangalore mumbai pune delhi hyderabad chennai kolkata noida gurugram " +
    "ahmedabad jaipur kochi surat lucknow hosur business businesses people person across key lead leading manage managing owns own ownership drive driving ensure ensuring " +
    "support supporting provide providing develop developing create creating deliver delivering keep maintain maintaining handle handling run running take taking " +
    "proven track record environment fast-paced passion passionate opportunity opportunities growth growing world leading best high highly level levels based including " +
    "plan planning end end-to-end closely partner partners stakeholders multiple various different through along etc. e.g. i.e."
  ).split(/\s+/),
);

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12, fifteen: 15, twenty: 20 };
const num = (s: string) => (/^\d+(?:\.\d+)?$/.test(s) ? Number(s) : (NUMBER_WORDS[s.toLowerCase()] ?? NaN));
const NUM = String.raw`(\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)`;
const RANGE = new RegExp(String.raw`\b${NUM}\s*\+?\s*(?:-|–|to)\s*${NUM}\s*\+?\s*(?:years?|yrs?)\b`, "gi");
const AT_LEAST = new RegExp(String.raw`\b(?:minimum(?:\s+of)?|min\.?|at\s+least|over|more\s+than)\s+${NUM}\s*\+?\s*(?:years?|yrs?)\b`, "gi");
const PLUS = new RegExp(String.raw`\b${NUM}\s*(?:\+|plus)\s*(?:years?|yrs?)\b`, "gi");
const PLAIN_YEARS = new RegExp(String.raw`\b${NUM}\s*(?:years?|yrs?)\s+(?:of\s+)?(?:\w+\s+){0,4}?(?:experience|exp\b|in\b|as\b|working)`, "gi");
const FRESHERS = /\bfreshers?\b(?!\s+(?:need not|cannot|not))|\b20\d\d\s*(?:or|\/|and)\s*20\d\d\s*pass[- ]?outs?\b|\bpass[- ]?outs?\b|\bno experience (?:needed|required)\b/i;

/** Years asked: the largest lower bound stated, and the upper end of a range. */
export function readYears(text: string): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = null;
  const take = (lo: number, hi: number | null) => {
    if (!Number.isFinite(lo) || lo > 40) return;
    if (min === null || lo > min) {
      min = lo;
      max = hi;
    }
  };
  for (const m of text.matchAll(RANGE)) take(num(m[1]!), num(m[2]!));
  for (const re of [AT_LEAST, PLUS, PLAIN_YEARS]) for (const m of text.matchAll(re)) take(num(m[1]!), null);
  if (min === null && FRESHERS.test(text)) return { min: 0, max: 1 };
  return { min, max };
}

const cleanLine = (l: string) =>
  l
    .replace(/^\s*(?:[-*•▪◦‣➢✓·>]+|\d+[.)])\s*/u, "")
    .replace(/\s+/g, " ")
    .trim();

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

function headingKind(line: string): LineKind | null {
  const bare = line.replace(/[:：]\s*$/, "").trim();
  if (!bare || wordCount(bare) > 7 || /[.!?]$/.test(bare)) return null;
  const endsWithColon = /[:：]\s*$/.test(line);
  const looksHeading = endsWithColon || /^[A-Z][A-Za-z&'’/ ,-]+$/.test(bare);
  if (!looksHeading) return null;
  if (NICE_HEADING.test(bare)) return "nice";
  if (ABOUT_HEADING.test(bare) && !/role/i.test(bare)) return "about";
  if (REQUIRED_HEADING.test(bare)) return "required";
  if (DUTY_HEADING.test(bare)) return "duty";
  return endsWithColon ? "plain" : null;
}

/** "Nice to have: Airflow, A/B testing" — a label that decides how the rest of the line reads. */
function inlineLabel(line: string): { kind: LineKind; rest: string } | null {
  const m = /^([A-Za-z][A-Za-z '’/&-]{1,40}?)\s*[:：]\s*(.+)$/.exec(line);
  if (!m) return null;
  const label = m[1]!;
  if (NICE_HEADING.test(label)) return { kind: "nice", rest: m[2]! };
  if (META_LABEL.test(`${label}:`)) return { kind: "meta", rest: m[2]! };
  if (EDUCATION_LABEL.test(`${label}:`)) return { kind: "education", rest: m[2]! };
  if (/^(experience|exp)$/i.test(label.trim())) return { kind: "meta", rest: m[2]! };
  if (/^(stack|tech stack|tools|key skills|skills( required)?|must have|requirements?|technologies)$/i.test(label.trim())) return { kind: "required", rest: m[2]! };
  return null;
}

/** Business functions named as teams to work with ("work with sales, marketing and finance"), not as skills. */
const DEPARTMENTS = "sales|marketing|finance|supply(?:\\s+chain)?|product|engineering|operations|hr|legal|design|creative|tech|technology|analytics|data|business|leadership|management|growth|category|merchandising|customer\\s+success|support";
const WITH_DEPARTMENTS = new RegExp(
  `(?<!(?:experience|experienced|familiar|comfortable|hands-on|knowledge|expertise|proficient|exposure)\\s+)\\bwith\\s+(?:the\\s+)?((?:${DEPARTMENTS})(?:\\s+(?:teams?|heads?|leaders?|leadership|functions?))?(?:\\s*(?:,|and|&)\\s*(?:the\\s+)?(?:${DEPARTMENTS})(?:\\s+(?:teams?|heads?|leaders?))?)*)(?=\\s+(?:on|to|for|in|teams?)\\b|\\s*[,.;:]|\\s*$)`,
  "gi",
);
/** A skill's word used to say what kind of product or company it is ("accounting software", "logistics platform"). */
const DESCRIPTOR = /\b([A-Za-z][\w&/-]*(?:\s+[A-Za-z][\w&/-]*)?)\s+(software|platform|product|products|app|apps|company|companies|startup|startups|brand|industry|sector|division|firm|marketplace)\b/gi;
const HIRING = /\b(?:we(?:'re| are)|is|are|now)\s+hiring\b|\bhiring\s+(?:a|an|for)\b|\bhiring\s+managers?\b/gi;

/** Text with the spans that only describe the company or its teams blanked out (same length, so positions hold). */
export function maskContext(line: string): string {
  const blank = (m: string) => " ".repeat(m.length);
  return line
    .replace(HIRING, blank)
    .replace(WITH_DEPARTMENTS, (m, list: string) => m.replace(list, blank(list)))
    .replace(DESCRIPTOR, (m, what: string, noun: string) => (/^(our|the|a|an|your|this)$/i.test(what) ? m : `${blank(what)} ${noun}`));
}

/** Skills of one line, with "A or B" / "A/B" runs as one group and the rest one group each. */
function lineGroups(line: string, found: FoundSkill[]): string[][] {
  const placed = found.filter((f) => f.start >= 0).sort((a, b) => a.start - b.start);
  const unplaced = found.filter((f) => f.start < 0).map((f) => [f.name]);
  const groups: string[][] = [];
  let run: FoundSkill[] = [];
  let connectors: string[] = [];
  const flush = () => {
    if (!run.length) return;
    const alternatives = connectors.some((c) => /\bor\b|\//i.test(c)) && !connectors.some((c) => /\band\b|&|;/i.test(c));
    if (alternatives) groups.push(run.map((f) => f.name));
    else for (const f of run) groups.push([f.name]);
    run = [];
    connectors = [];
  };
  for (const f of placed) {
    const prev = run[run.length - 1];
    if (prev) {
      const between = line.slice(prev.end, f.start);
      if (/^[\s,/]*(?:\bor\b|\band\b|&|\/|,|;)?[\s,/]*(?:\b(?:either|one of)\b)?[\s]*$/i.test(between) && between.length <= 8) {
        connectors.push(between);
      } else {
        flush();
      }
    }
    run.push(f);
  }
  flush();
  return [...groups, ...unplaced];
}

const TITLE_LABEL = /^(?:job\s+title|title|role|position|designation|opening)\s*[:\-–]\s*(.+)$/i;
const TITLE_IN_PROSE = /\b(?:hiring|looking\s+for|seeking|need)\s+(?:an?\s+|our\s+next\s+)?((?:[A-Z][\w&/+.-]*|of|and|&|-)(?:\s+(?:[A-Z][\w&/+.-]*|of|and|&|-|–)){0,6})/;

function looksLikeTitle(line: string): boolean {
  const words = wordCount(line);
  return words >= 1 && words <= 12 && !/[.!?]$/.test(line) && !/^(we|our|about|location|company|experience|job description|responsibilities|requirements)\b/i.test(line) && /[A-Za-z]/.test(line);
}

function readTitle(lines: string[], hint?: string): string {
  if (hint?.trim()) return hint.trim();
  for (const l of lines.slice(0, 8)) {
    const m = TITLE_LABEL.exec(l);
    if (m) return m[1]!.trim();
  }
  const first = lines[0] ?? "";
  if (first && looksLikeTitle(first) && !META_LABEL.test(first)) return first.replace(/\s*[·|]\s*.*$/, "").trim();
  for (const l of lines.slice(0, 6)) {
    const m = TITLE_IN_PROSE.exec(l);
    if (m) return m[1]!.replace(/\s+(?:to|in|at|for|who|with)$/i, "").trim();
  }
  return "";
}

const COMPANY_LABEL = /^(?:company|organi[sz]ation|employer|school|client|hospital)\s*[:\-–]\s*(.+)$/i;
const NOT_COMPANY = /\b(remote|hybrid|on-?site|years?|yrs|experience|full[- ]time|part[- ]time|india|bengaluru|bangalore|mumbai|pune|delhi|hyderabad|chennai|kolkata|noida|gurugram|gurgaon|ahmedabad|jaipur|kochi|surat|hosur|lucknow)\b/i;

function readCompany(lines: string[], hint?: string): string | null {
  if (hint?.trim()) return hint.trim();
  for (const l of lines.slice(0, 10)) {
    const m = COMPANY_LABEL.exec(l);
    if (m) return m[1]!.replace(/\s*[·|,].*$/, "").trim() || null;
  }
  // "Razorfin Payments · Bengaluru (Hybrid)" under the title.
  for (const l of lines.slice(0, 4)) {
    const parts = l.split(/\s+[·|]\s+/);
    if (parts.length >= 2) {
      const candidate = (parts[0] ?? "").trim();
      if (candidate && !NOT_COMPANY.test(candidate) && wordCount(candidate) <= 5 && candidate !== lines[0]) return candidate;
    }
  }
  return null;
}

function stemWord(w: string): string {
  if (w.length > 5 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 4 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) return w.slice(0, -1);
  return w;
}

export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z0-9+#]*(?:[.-][a-z0-9+#]+)*/g) ?? []).map(stemWord).filter((w) => w.length > 2 && !STOP.has(w) && !/^\d/.test(w));
}

export function parseJobDescription(text: string, hints: { title?: string; company?: string }, finder: SkillFinder): JobDescription {
  const rawLines = text.replace(/\r\n?/g, "\n").split("\n").map(cleanLine).filter(Boolean);
  const title = readTitle(rawLines, hints.title);
  const company = readCompany(rawLines, hints.company);
  const hasHeadings = rawLines.some((l) => headingKind(l) !== null);

  // Classify every line by the section it sits in and its own words.
  const lines: Array<{ text: string; kind: LineKind }> = [];
  let section: LineKind = hasHeadings ? "about" : "plain";
  rawLines.forEach((line, i) => {
    if (i === 0 && line === title) {
      lines.push({ text: line, kind: "meta" });
      return;
    }
    const heading = headingKind(line);
    if (heading) {
      section = heading === "plain" ? "duty" : heading;
      lines.push({ text: line, kind: "meta" });
      return;
    }
    const label = inlineLabel(line);
    if (label) {
      lines.push({ text: label.rest, kind: label.kind });
      return;
    }
    if (DEGREE_WORDS.test(line) && wordCount(line) <= 25 && !/\byears?\b/i.test(line)) {
      lines.push({ text: line, kind: "education" });
      return;
    }
    if (NICE_INLINE.test(line) && section !== "about") {
      lines.push({ text: line, kind: "nice" });
      return;
    }
    lines.push({ text: line, kind: section });
  });

  // Skills by where they are asked for.
  const weights = new Map<string, { required: number; nice: number; mentions: number; alternatives: string[][] }>();
  const titleSkills = new Set(title ? finder.inLine(title).map((f) => f.name) : []);
  const asking = lines.filter((l) => l.kind === "required" || l.kind === "duty" || l.kind === "nice" || l.kind === "plain");
  // A posting whose every line is "about" (no headings we know) still asks for what it names.
  const readable = asking.length ? asking : lines.filter((l) => l.kind === "about").map((l) => ({ ...l, kind: "plain" as LineKind }));
  for (const l of readable) {
    const masked = maskContext(l.text);
    // A short line under a heading is a list item ("- Snowflake", "Kafka or RabbitMQ"): short names count there.
    const found = finder.inLine(masked, { listContext: wordCount(masked) <= 6 }).filter((f) => finder.categoryOf(f.name) !== "soft_skills");
    const base = l.kind === "required" ? 1 : l.kind === "duty" ? 0.8 : l.kind === "plain" ? 0.9 : 0;
    for (const group of lineGroups(masked, found)) {
      for (const name of group) {
        const w = weights.get(name) ?? { required: 0, nice: 0, mentions: 0, alternatives: [] };
        w.mentions += 1;
        if (l.kind === "nice") w.nice = Math.max(w.nice, 0.5);
        else w.required = Math.max(w.required, base);
        if (group.length > 1) w.alternatives.push(group);
        weights.set(name, w);
      }
    }
  }

  const required: SkillGroup[] = [];
  const nice: SkillGroup[] = [];
  const done = new Set<string>();
  const weightOf = (name: string) => {
    const w = weights.get(name)!;
    const base = w.required > 0 ? w.required : w.nice;
    return base + Math.min(0.5, 0.25 * Math.max(0, w.mentions - 1)) + (titleSkills.has(name) ? 0.5 : 0);
  };
  for (const [name, w] of weights) {
    if (done.has(name)) continue;
    // A skill also named on its own is asked for on its own; else it stands with its alternatives.
    const alone = w.alternatives.length < w.mentions;
    const group = alone ? [name] : [...new Set(w.alternatives.flat())].filter((n) => !done.has(n));
    for (const n of group) done.add(n);
    const isRequired = group.some((n) => (weights.get(n)?.required ?? 0) > 0);
    const weight = Math.max(...group.map(weightOf));
    (isRequired ? required : nice).push({ names: group, weight });
  }
  required.sort((a, b) => b.weight - a.weight);
  nice.sort((a, b) => b.weight - a.weight);

  const years = readYears(lines.filter((l) => l.kind !== "about").map((l) => l.text).join("\n") + `\n${title}`);
  const education = readEducation(lines.filter((l) => l.kind === "education" || l.kind === "required" || l.kind === "nice" || l.kind === "plain").map((l) => ({ text: l.text, preferred: l.kind === "nice" || NICE_INLINE.test(l.text) })));

  // The words the posting leans on: counted over what it asks and what the job does, the title counting double.
  const counts = new Map<string, number>();
  for (const l of readable) for (const w of contentWords(maskContext(l.text))) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const w of contentWords(title)) counts.set(w, (counts.get(w) ?? 0) + 2);
  const keywords = [...counts.entries()]
    .map(([word, c]) => ({ word, weight: Math.min(3, c) }))
    .sort((a, b) => b.weight - a.weight || a.word.localeCompare(b.word))
    .slice(0, 30);

  return { title, company, required, nice, yearsRequired: years.min, yearsUpTo: years.max, education, keywords, lines };
}
