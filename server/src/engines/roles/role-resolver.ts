// The one way a job title becomes a role: its occupation family, level and O*NET occupation, with a confidence.
// Known titles (curated, with the playbook guides' names) are read first, then the closest O*NET occupation titles.
// Offline and deterministic; the data is server/data/role-taxonomy.json (npm run role-taxonomy:build).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { seniorityOf } from "./seniority";
import { isModifierStem, TermIndex } from "./term-index";
import { jobPart, normalize, roleKey, stem, stems, tokens } from "./title-text";
import type { AlternateTitle, Occupation, RoleFamily, RoleResolution, RoleTaxonomyFile, TitleEntry } from "./types";

export const DEFAULT_TAXONOMY_PATH = fileURLToPath(new URL("../../../data/role-taxonomy.json", import.meta.url));

/** A known title this close to what was typed is read as it. */
export const TITLE_THRESHOLD = 0.5;
/** The job noun a rung ends in ("Deputy General Manager" → manager), read with its function ("Sales Manager"). */
const RUNG_NOUN: Readonly<Record<string, string>> = {
  manager: "manager", mgr: "manager", gm: "manager", dgm: "manager", agm: "manager", head: "head", chief: "head",
  president: "head", vp: "head", avp: "head", svp: "head", evp: "head", director: "director", executive: "executive",
  officer: "officer", lead: "lead", associate: "associate", trainee: "trainee", intern: "intern",
};
/** Words that name only a rung of post, not a job ("Deputy General Manager", "AVP", "Sr. Executive"). */
const RUNG_ONLY_WORDS = new Set([
  "deputy", "dy", "assistant", "asst", "associate", "additional", "joint", "general", "manager", "mgr", "gm", "dgm", "agm",
  "senior", "sr", "junior", "jr", "chief", "head", "vice", "president", "vp", "avp", "svp", "evp", "executive", "officer",
  "director", "lead", "principal", "trainee", "intern",
]);
/** An O*NET occupation this close is a reading when no known title is. */
export const OCCUPATION_THRESHOLD = 0.25;

/**
 * Job nouns that every field qualifies ("Agricultural technicians", "Animal trainers"): sharing one of them says
 * nothing once another occupation has named the typed field.
 */
const CROSS_FIELD_JOB_NOUN_STEMS = new Set(["technician", "trainer", "instructor", "coach", "operator", "assistant"].map(stem));

/** Job nouns every field uses: sharing one says what kind of job, not which. */
const GENERIC_JOB_NOUN_STEMS = new Set(
  ["officer", "executive", "manager", "associate", "specialist", "assistant", "coordinator", "representative", "administrator", "agent", "worker", "member", "professional", "partner", "consultant", "analyst", "engineer"].map(stem),
);

/** What resumes write where a job title goes when there was none. */
const NOT_A_JOB = new Set(["student", "students", "fresher", "self employed", "unemployed", "homemaker", "housewife", "volunteer"]);

/**
 * The job noun of people who train others at work, read with the field they train. ("Instructor" is not: nursing,
 * driving, guitar and flight instructors teach their field as its own job.)
 */
const TEACHING_NOUNS = new Set(["trainer"]);
/**
 * Fields taught for their own sake or as school subjects: a trainer there keeps the field's reading ("Cricket
 * Trainer" coaches a sport, "English Trainer" teaches a language), not a corporate trainer's.
 */
const TAUGHT_FOR_THEMSELVES = new Set(["performing-arts-sports", "fitness-wellness", "personal-care", "teaching"]);

/** How a title is looked up: without level words, unless that leaves nothing ("Principal" is a school's head). */
export function titleKey(text: string): string {
  return roleKey(text) || industryKey(text);
}

/** How a title of one industry is looked up: with its level words ("Deputy Project Manager" is a builder's rung). */
export function industryKey(text: string): string {
  return tokens(text, { keepLevelWords: true }).join(" ");
}

/** The key a known title is stored under. */
export const entryKey = (t: { title: string; confidence?: number }) => (t.confidence === undefined ? titleKey(t.title) : industryKey(t.title));

/** The family of an O*NET code: its longest matching SOC prefix. */
export function familyForCode<F extends { soc: readonly string[] }>(code: string, families: readonly F[]): F | undefined {
  let best: F | undefined;
  let bestLen = -1;
  for (const f of families) {
    for (const p of f.soc) {
      if (code.startsWith(p) && p.length > bestLen) {
        best = f;
        bestLen = p.length;
      }
    }
  }
  return best;
}

export interface ScoredOccupation {
  occupation: Occupation;
  score: number;
}

export interface OccupationMatch {
  /** Every occupation sharing a word with the text, closest first. */
  ranked: ScoredOccupation[];
  /**
   * The reading: the closest occupation, plus a second when it is nearly as close and adds meaning ("underwater
   * welder" is both welder and commercial diver). Empty below OCCUPATION_THRESHOLD.
   */
  picked: Occupation[];
}

export interface RoleResolver {
  resolve(title: string): RoleResolution;
  family(id: string): RoleFamily | undefined;
  readonly families: readonly RoleFamily[];
  /** The taxonomy's version ("1.0.0+<content hash>"): what a reading of a title was made with. */
  readonly version: string;
  /** The family an O*NET occupation belongs to. */
  familyOfCode(code: string): RoleFamily | undefined;
  /** How close two families are for someone looking for work: 1 the same, 0.5 neighbours, 0 otherwise or unknown. */
  affinity(a: string | null | undefined, b: string | null | undefined): number;
  /** The O*NET step on its own, for engines that put their own curated layer on top (the playbook's guides). */
  occupations(text: string): OccupationMatch;
  /** The occupations a curated alternate title means ("Store Keeper"), matched exactly. */
  alternate(text: string): Occupation[] | undefined;
  /** Word weights over O*NET and the guides' titles, shared so every engine scores titles alike. */
  readonly terms: TermIndex;
  /**
   * The share (0..1) of a family's known titles (curated titles and O*NET occupations) that use the word (by stem):
   * "teacher" is in most teaching titles, "mathematics" in few, so "mathematics" says which teacher.
   */
  familyWordShare(familyId: string, word: string): number;
  /** The family's known job titles as the taxonomy lists them ("Kotlin Developer", "iOS Developer" for mobile). */
  familyTitles(familyId: string): readonly string[];
}

interface Reading {
  family: RoleFamily;
  code: string | null;
  confidence: number;
}

const NO_ROLE = { family: null, code: null, occupation: null, confidence: 0 } as const;
/** Titles repeat (postings, resumes, searches); a bounded memo keeps repeated reads cheap. */
const MEMO_LIMIT = 5000;

export function createRoleResolver(data: RoleTaxonomyFile): RoleResolver {
  const families = data.families;
  const familyById = new Map(families.map((f) => [f.id, f]));
  const occupationByCode = new Map(data.occupations.map((o) => [o.code, o]));
  const terms = new TermIndex();
  for (const o of data.occupations) terms.add(o.title);
  for (const t of data.reference_titles) terms.add(t);

  const titleByKey = new Map<string, TitleEntry>();
  for (const t of data.titles) titleByKey.set(entryKey(t), t);
  const alternates = new Map<string, Occupation[]>();
  for (const a of data.alternate_titles as AlternateTitle[]) {
    const occs = a.codes.map((c) => occupationByCode.get(c)).filter((o): o is Occupation => o !== undefined);
    const key = roleKey(a.title);
    if (key && occs.length) alternates.set(key, occs);
  }

  // Candidates are found through the stems they contain: a name sharing no stem with the query scores 0 anyway.
  const byStem = <T>(items: readonly T[], name: (t: T) => string) => {
    const index = new Map<string, number[]>();
    items.forEach((item, i) => {
      for (const s of stems(name(item))) index.set(s, [...(index.get(s) ?? []), i]);
    });
    return (queryStems: Iterable<string>): T[] => {
      const hits = new Set<number>();
      for (const s of queryStems) for (const i of index.get(s) ?? []) hits.add(i);
      return [...hits].sort((a, b) => a - b).map((i) => items[i]!);
    };
  };
  const occupationsWith = byStem(data.occupations, (o) => o.title);
  // A title of one industry is read only as written: its words without the level are another family's title
  // ("Assistant Project Manager" is a builder's, "Agile Project Manager" is not).
  const titlesWith = byStem(data.titles.filter((t) => t.confidence === undefined), (t) => t.title);
  const queryStems = (text: string) => {
    const q = terms.query(text);
    return { q, all: q.flatMap((t) => [t.stem, ...t.synonyms.flat()]) };
  };

  function occupations(text: string): OccupationMatch {
    const { q, all } = queryStems(text);
    const ranked = occupationsWith(all)
      .map((occupation) => ({ occupation, score: terms.occupationScore(q, occupation.title) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.occupation.code.localeCompare(b.occupation.code));
    const best = ranked[0];
    if (!best || best.score < OCCUPATION_THRESHOLD) return { ranked, picked: [] };
    // Keep a second occupation when it is nearly as close: "underwater welder" is both welder and commercial diver.
    // The second must explain every typed word the first does, or one it does not: "Gym trainer" is not also an
    // animal trainer, while "Airline Pilots" is as good a reading of "Pilot" as "Commercial Pilots".
    const firstCovers = terms.coveredTerms(q, best.occupation.title);
    // The title's job noun when every field has one ("AC technician", "Nutrition coach"), not "Underwater welder".
    const last = stem(tokens(text).at(-1) ?? "");
    const head = CROSS_FIELD_JOB_NOUN_STEMS.has(last) ? last : undefined;
    const firstNamesField = head !== undefined && [...firstCovers].some((t) => t !== head && !isModifierStem(t));
    const addsMeaning = (title: string) => {
      const covers = terms.coveredTerms(q, title);
      // A modifier is no extra meaning: "Executive chef" is not also a chief executive. Nor is the job noun alone
      // once the first occupation names the field: "AC technician" is not also an agricultural technician,
      // "Nutrition coach" not also a sports coach.
      const extra = [...covers].filter((t) => !firstCovers.has(t) && !isModifierStem(t));
      const onlyHead = firstNamesField && extra.every((t) => t === head);
      return (extra.length > 0 && !onlyHead) || [...firstCovers].every((t) => covers.has(t));
    };
    const picked = ranked
      .filter((o, i) => i === 0 || (i < 3 && o.score >= best.score * 0.6 && addsMeaning(o.occupation.title)))
      .slice(0, 2)
      .map((o) => o.occupation);
    return { ranked, picked };
  }

  function alternate(text: string): Occupation[] | undefined {
    const key = roleKey(text);
    return key ? alternates.get(key) : undefined;
  }

  /** The O*NET code of a known title: its own, else that of its head noun ("Maths Teacher" -> "Teacher"), else the closest occupation in its family. */
  function codeFor(entry: TitleEntry, key: string, match: () => OccupationMatch): string | null {
    if (entry.code) return entry.code;
    const words = key.split(" ");
    for (let i = 1; i < words.length; i++) {
      const head = titleByKey.get(words.slice(i).join(" "));
      if (head?.code && head.family === entry.family) return head.code;
    }
    const m = match();
    return m.picked.find((o) => o.family === entry.family)?.code ?? m.ranked.find((o) => o.occupation.family === entry.family)?.occupation.code ?? null;
  }

  /**
   * A reading whose job words match only through synonyms ("Chief Happiness Officer" is HR because happiness is
   * about people) is a guess: it keeps its family but at a lower confidence.
   */
  function inferred(q: ReturnType<typeof terms.query>, name: string): boolean {
    const own = new Set(stems(name));
    return !q.some((t) => own.has(t.stem) && !isModifierStem(t.stem) && !GENERIC_JOB_NOUN_STEMS.has(t.stem));
  }
  const SYNONYM_ONLY = 0.6;

  /** One piece of a title read on its own: a known title, else the closest known title or occupation. */
  function read(text: string): Reading | null {
    const key = titleKey(text);
    if (!key) return null;
    let match: OccupationMatch | undefined;
    const occ = () => (match ??= occupations(text));
    // A title of one industry is looked up with its level words first ("Deputy Project Manager" before "Project Manager"),
    // also when its words without them are a generic job noun ("Junior Associate" is a bank's clerical cadre).
    const ofIndustry = titleByKey.get(industryKey(text));
    if (ofIndustry?.confidence !== undefined) return { family: familyById.get(ofIndustry.family)!, code: codeFor(ofIndustry, key, occ), confidence: ofIndustry.confidence };
    // A generic job noun alone ("Consultant", "Sr. Analyst") names no field, even where one family lists it; nor does
    // a status in place of a job ("Student", "Self employed").
    if ((!key.includes(" ") && GENERIC_JOB_NOUN_STEMS.has(stem(key))) || NOT_A_JOB.has(key)) return null;
    const known = titleByKey.get(key);
    if (known) return { family: familyById.get(known.family)!, code: codeFor(known, key, occ), confidence: known.confidence ?? 1 };
    const alt = alternates.get(key);
    if (alt) return { family: familyById.get(alt[0]!.family)!, code: alt[0]!.code, confidence: 1 };
    // "Associate Product Analyst": a leading "Associate" is a rung (seniorityOf reads it), the rest is the job.
    const rest = key.startsWith("associate ") ? key.slice("associate ".length) : null;
    const rung = rest ? titleByKey.get(rest) : undefined;
    if (rung) return { family: familyById.get(rung.family)!, code: codeFor(rung, rest!, occ), confidence: rung.confidence ?? 1 };
    const altRung = rest ? alternates.get(rest) : undefined;
    if (altRung) return { family: familyById.get(altRung[0]!.family)!, code: altRung[0]!.code, confidence: 1 };

    const { q, all } = queryStems(text);
    // "Assistant Manager", "Senior Associate": job nouns every field uses say nothing about which field.
    if (q.every((t) => isModifierStem(t.stem) || GENERIC_JOB_NOUN_STEMS.has(t.stem))) return null;
    // Equal scores go to the name sharing more whole words: "Executive - Accounts" is an accounts executive, not
    // an account executive, though both stem alike.
    const typed = new Set(tokens(text));
    const sameWords = (name: string) => tokens(name).filter((w) => typed.has(w)).length;
    let bestTitle: { entry: TitleEntry; score: number } | undefined;
    for (const entry of titlesWith(all)) {
      const score = terms.contentScore(q, entry.title);
      if (score <= 0) continue;
      const better = !bestTitle || score > bestTitle.score + 1e-9 || (score > bestTitle.score - 1e-9 && sameWords(entry.title) > sameWords(bestTitle.entry.title));
      if (better) bestTitle = { entry, score };
    }
    const bestOcc = occ().ranked[0];
    const fromTitle = (t: { entry: TitleEntry; score: number }): Reading => ({
      family: familyById.get(t.entry.family)!,
      code: codeFor(t.entry, roleKey(t.entry.title), occ),
      confidence: t.score * (inferred(q, t.entry.title) ? SYNONYM_ONLY : 1),
    });
    let reading: Reading | null = null;
    if (bestTitle && bestTitle.score >= TITLE_THRESHOLD && bestTitle.score >= (bestOcc?.score ?? 0) - 0.1) reading = fromTitle(bestTitle);
    else if (bestOcc && bestOcc.score >= OCCUPATION_THRESHOLD) {
      const first = occ().picked[0] ?? bestOcc.occupation;
      reading = { family: familyById.get(first.family)!, code: first.code, confidence: bestOcc.score * (inferred(q, first.title) ? SYNONYM_ONLY : 1) };
    } else if (bestTitle && bestTitle.score > 0.2) reading = fromTitle(bestTitle);
    return trainerOfField(text, reading) ?? reading;
  }

  /**
   * "Python Trainer", "GST Trainer", "Excel Trainer": whoever trains people in a field of work does training,
   * whatever the field's own family.
   */
  function trainerOfField(text: string, reading: Reading | null): Reading | null {
    const words = tokens(text);
    const noun = words.at(-1);
    if (words.length < 2 || !noun || !TEACHING_NOUNS.has(noun)) return null;
    const trainer = titleByKey.get(noun);
    if (!trainer) return null;
    const field = read(words.slice(0, -1).join(" "));
    if (field && TAUGHT_FOR_THEMSELVES.has(field.family.id)) return reading && reading.family === field.family ? reading : { ...field, confidence: Math.min(field.confidence, 0.8) };
    const teachesWork = field !== null || (reading?.confidence ?? 0) < TITLE_THRESHOLD;
    return teachesWork ? { family: familyById.get(trainer.family)!, code: trainer.code ?? null, confidence: 0.8 } : null;
  }

  const memo = new Map<string, RoleResolution>();

  function resolve(title: string): RoleResolution {
    const text = title.replace(/\s+/g, " ").trim().slice(0, 160);
    const cached = memo.get(text);
    if (cached) return cached;
    const { seniority, stated } = seniorityOf(text);
    // "Relationship Manager - Retail Banking", "Site Engineer (Civil)", "Intern - Marketing": the whole title, its
    // main part and each qualifier are read; a qualifier alone counts a little less than the title's own words.
    const parts = text.split(/\s+[-|:]\s*|\s*[-:]\s+|\s*[–—]\s*|[()[\]|,]|\s+to\s+|(?<=\b(?:officer|executive|manager|engineer|trainer|consultant|analyst|specialist|associate|assistant|lead|head|intern|trainee)|\bsr|\bjr)-(?=[a-z])/i).map((p) => p.trim()).filter(Boolean);
    const readings: Reading[] = [];
    const whole = read(text);
    if (whole) readings.push(whole);
    // "Senior System Engineer at Infosys Limited", "FI/CO Consultant in Tech Mahindra", "Working as Escalation
    // Engineer": the job is read without the employer, the place or the lead-in.
    const job = jobPart(text);
    if (job !== text) {
      const r = read(job);
      if (r) readings.push(r);
    }
    // "Officer - HR & Administration", "Trainer - Core Banking": a job noun alone before its field is the field's
    // job ("HR & Administration Officer"), read as one title.
    if (parts.length > 1 && tokens(parts[0]!, { keepLevelWords: true }).length === 1) {
      const r = read(`${parts.slice(1).join(" ")} ${parts[0]}`);
      if (r) readings.push(r);
    }
    // "Deputy General Manager - Sales", "AGM - Finance": a rung alone before its function is that function's post,
    // whatever a general manager's own title reads as (a plant's operations): the function's reading decides.
    // (A single job noun before its field is read just above, with the other readings.)
    const head = parts.length > 1 ? tokens(parts[0]!, { keepLevelWords: true }) : [];
    const rungOnly = head.length > 1 && head.every((w) => RUNG_ONLY_WORDS.has(w));
    const rungNoun = rungOnly ? RUNG_NOUN[head.at(-1)!] : undefined;
    const field = rungOnly ? ((rungNoun ? read(`${parts[1]} ${rungNoun}`) : null) ?? read(parts[1]!)) : null;
    // "AI/ML Engineer": a slash between words joins alternatives ("UI/UX" is also a known token of its own).
    if (text.includes("/")) {
      const split = read(text.replace(/\//g, " "));
      if (split) readings.push(split);
    }
    if (parts.length > 1) {
      const main = read(parts[0]!);
      if (main) readings.push(main);
      for (const p of parts.slice(1)) {
        const r = read(p);
        if (r) readings.push({ ...r, confidence: r.confidence * 0.9 });
      }
    }
    const best = field ?? readings.reduce<Reading | null>((a, r) => (!a || r.confidence > a.confidence ? r : a), null);
    const result: RoleResolution = best
      ? { family: best.family, code: best.code, occupation: best.code ? (occupationByCode.get(best.code)?.title ?? null) : null, confidence: Math.round(best.confidence * 1000) / 1000, seniority, seniorityStated: stated }
      : { ...NO_ROLE, seniority, seniorityStated: stated };
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, result);
    return result;
  }

  // Per family: how many known titles it has, and in how many of them each stem appears (built on first use).
  let familyCounts: Map<string, { titles: number; stems: Map<string, number> }> | undefined;
  const familyWordShare = (familyId: string, word: string): number => {
    if (!familyCounts) {
      const counts = new Map<string, { titles: number; stems: Map<string, number> }>();
      const add = (family: string, title: string) => {
        const entry = counts.get(family) ?? { titles: 0, stems: new Map<string, number>() };
        entry.titles++;
        for (const s of new Set(stems(title))) entry.stems.set(s, (entry.stems.get(s) ?? 0) + 1);
        counts.set(family, entry);
      };
      for (const t of data.titles) add(t.family, t.title);
      for (const o of data.occupations) add(o.family, o.title);
      familyCounts = counts;
    }
    const entry = familyCounts.get(familyId);
    return entry ? (entry.stems.get(stem(normalize(word))) ?? 0) / entry.titles : 0;
  };
  const titlesByFamily = new Map<string, string[]>();
  for (const t of data.titles) {
    const list = titlesByFamily.get(t.family);
    if (list) list.push(t.title);
    else titlesByFamily.set(t.family, [t.title]);
  }
  return {
    resolve,
    families,
    version: data.version,
    familyWordShare,
    familyTitles: (familyId) => titlesByFamily.get(familyId) ?? [],
    family: (id) => familyById.get(id),
    familyOfCode: (code) => {
      const o = occupationByCode.get(code);
      return o ? familyById.get(o.family) : undefined;
    },
    affinity(a, b) {
      if (!a || !b) return 0;
      if (a === b) return 1;
      return familyById.get(a)?.neighbours.includes(b) ? 0.5 : 0;
    },
    occupations,
    alternate,
    terms,
  };
}

export function parseRoleTaxonomy(json: string): RoleTaxonomyFile {
  const t = JSON.parse(json) as Partial<RoleTaxonomyFile>;
  const ok =
    typeof t.version === "string" &&
    Array.isArray(t.families) &&
    t.families.length > 0 &&
    Array.isArray(t.occupations) &&
    Array.isArray(t.titles) &&
    Array.isArray(t.alternate_titles) &&
    Array.isArray(t.reference_titles);
  if (!ok) throw new Error("role-taxonomy.json is malformed; run `npm run role-taxonomy:build`");
  return t as RoleTaxonomyFile;
}

let instance: RoleResolver | undefined;

/** The resolver over server/data/role-taxonomy.json, loaded on first use and then shared. */
export function getDefaultRoleResolver(): RoleResolver {
  instance ??= createRoleResolver(parseRoleTaxonomy(readFileSync(DEFAULT_TAXONOMY_PATH, "utf8")));
  return instance;
}
