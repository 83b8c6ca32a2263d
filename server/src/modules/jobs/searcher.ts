/**
 * Who is searching, for ranking: the role family, level and skills of the person, read from their latest stored
 * resume (the one the workspace just parsed) when the search is about it, else from keywords that name a role.
 */
import { getDefaultRoleResolver, type RoleResolver } from "../../engines/roles/role-resolver";
import type { Seniority } from "../../engines/roles/types";
import type { SearchKeyword, SearchRole } from "./job-repository";
import { isKnownRoleWord, relatedRoleWords } from "../../engines/roles/role-words";
import { levelFromPostOnly } from "../../engines/roles/seniority";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import { familyRivalWords, familyRoleWords, LEVEL_RANK, resumeRole, roleFacts, roleTitleOf, roleWord, titleRung } from "./ranking";

/** The stored resume facts a search reads (the resume module's: parsed facts and canonical skills). */
export interface ResumeFacts {
  parsed: unknown;
  skills: string[];
}

export interface Searcher {
  /** Where the role was read from. */
  from: "resume" | "query";
  family: string | null;
  familyName: string | null;
  neighbours: readonly string[];
  /** The person's level, stated by their title or read from their years of experience; null when unknown. */
  seniority: Seniority | null;
  /** Whether their title states the level (else it was read from their years, or is unknown). */
  seniorityStated: boolean;
  /** Their most recent job title as written ("Senior Data Analyst"), when from a resume. */
  title: string | null;
  /** Every job title of their resume (the latest first), when from a resume: what they have done. */
  titles?: readonly string[];
  /** Every skill they have that the index knows (resume skills and the query's), canonical names. */
  skills: string[];
  /** The location their resume gives ("Pune, Maharashtra"), when it gives one. */
  location: string | null;
  /** Posts of licensed professions their resume shows no licence for (LICENSED_POSTS), when from a resume. */
  unlicensed?: readonly RegExp[];
}

/**
 * Posts that only a licensed professional may take, and how a resume shows the licence: India's Chartered Accountants
 * (ICAI; "ACA"/"FCA" elsewhere too) and Company Secretaries (ICSI). A CA Inter, an articled student or an ACCA member
 * is not a chartered accountant; "B.Com (CA)" is computer applications.
 */
export const LICENSED_POSTS: ReadonlyArray<{ post: RegExp; holder: RegExp }> = [
  {
    post: /\bchartered accountant/i,
    holder: /\b(chartered accountant|[af]ca)\b|(?<![(\w])ca\b(?![\s-]*(inter|intermediate|ipcc|final|foundation|student|article|pursuing|aspirant|\)))/i,
  },
  { post: /\bcompany secretary\b/i, holder: /\b(company secretary|[af]cs)\b|(?<![(\w])cs\b(?![\s-]*(executive|inter|foundation|student|pursuing|\)))/i },
];

/** The licensed posts a resume shows no licence for: its titles, education, certifications and skills are read. */
export function unlicensedPosts(parsed: unknown, titles: readonly string[], skills: readonly string[]): RegExp[] {
  const p = (parsed ?? {}) as { education?: unknown; sections?: Array<{ name?: string; text?: string }> };
  const education = Array.isArray(p.education) ? p.education.filter((e): e is string => typeof e === "string") : [];
  const certified = Array.isArray(p.sections) ? p.sections.filter((s) => s?.name === "certifications" || s?.name === "education").map((s) => s.text ?? "") : [];
  const text = [...titles, ...education, ...certified, ...skills].join("\n");
  return LICENSED_POSTS.filter((l) => !l.holder.test(text)).map((l) => l.post);
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** A date as the parser normalises it ("Jan 2020", "2019", "03/2019", "Present") as fractional years; null when unreadable. */
function yearOf(text: string, now: Date): number | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  if (/present|current|now|till date|ongoing/.test(t)) return now.getUTCFullYear() + now.getUTCMonth() / 12;
  const year = /(19|20)\d{2}/.exec(t);
  if (!year) return null;
  const monthWord = MONTHS.findIndex((m) => t.includes(m));
  const monthNum = /^(\d{1,2})[/.-]/.exec(t);
  const month = monthWord >= 0 ? monthWord : monthNum ? Math.min(11, Math.max(0, Number(monthNum[1]) - 1)) : 0;
  return Number(year[0]) + month / 12;
}

/** Years since the earliest role started, from the parsed experience entries; null when no dates are readable. */
export function yearsOfExperience(parsed: unknown, now = new Date()): number | null {
  const entries = (parsed as { experienceEntries?: Array<{ start?: string; end?: string }> } | null)?.experienceEntries;
  if (!Array.isArray(entries)) return null;
  const starts = entries.map((e) => yearOf(e?.start ?? "", now)).filter((y): y is number => y !== null);
  if (!starts.length) return null;
  return Math.max(0, now.getUTCFullYear() + now.getUTCMonth() / 12 - Math.min(...starts));
}

/**
 * A level from years of experience, for titles that state none, in the bands Indian postings use: up to three years
 * is a junior's ("0-2 years", "1-3 years"), three to seven a mid-level's, seven to twelve a senior's.
 */
export function seniorityFromYears(years: number): Seniority {
  if (years < 3) return "entry";
  if (years < 7) return "mid";
  if (years < 12) return "senior";
  return "lead";
}

/** Whether the search is about this resume: at least half of the keywords are skills or words of it. */
function aboutResume(keywords: readonly SearchKeyword[], resume: ResumeFacts, titles: string[]): boolean {
  const skills = new Set(resume.skills.map((s) => s.toLowerCase()));
  const words = titles.join(" ").toLowerCase();
  const inResume = keywords.filter((k) => k.skills.some((s) => skills.has(s.toLowerCase())) || skills.has(k.text) || (k.text.length > 3 && words.includes(k.text)));
  return keywords.length > 0 && inResume.length * 2 >= keywords.length;
}

const titlesOf = (parsed: unknown): string[] => {
  const p = (parsed ?? {}) as { experienceEntries?: Array<{ title?: string }>; headline?: string };
  return [...(Array.isArray(p.experienceEntries) ? p.experienceEntries.map((e) => e?.title ?? "") : []), typeof p.headline === "string" ? p.headline : ""].filter((t) => t.trim());
};

const STRONG = 0.85;

/** A role the keywords name: one keyword that is a job title (not a skill), else a clear vote of the keywords. */
export function queryRole(keywords: readonly SearchKeyword[], resolver: RoleResolver = getDefaultRoleResolver()) {
  const read = keywords.map((k) => ({ k, r: resolver.resolve(k.text) }));
  const explicit = read.find(({ k, r }) => !k.skills.length && r.family && r.confidence >= 0.9);
  if (explicit) return { facts: roleFacts(explicit.k.text, resolver), explicit: true };
  const votes = new Map<string, number>();
  for (const { r } of read) if (r.family && r.confidence >= STRONG) votes.set(r.family.id, (votes.get(r.family.id) ?? 0) + 1);
  const ranked = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  const [winner, second] = ranked;
  if (!winner) return null;
  const enough = keywords.length === 1 ? winner[1] === 1 : winner[1] >= 2 && winner[1] * 2 >= read.filter(({ r }) => r.family && r.confidence >= STRONG).length;
  if (!enough || (second && second[1] === winner[1])) return null;
  const family = resolver.family(winner[0])!;
  return { facts: { family: family.id, neighbours: family.neighbours, seniority: "mid" as Seniority, seniorityStated: false }, explicit: false };
}

/** The skills as the resume writes them ("Retail Banking, KYC, AML"), from its skills section; null when it has none. */
export function writtenSkills(parsed: unknown): string[] | null {
  const sections = (parsed as { sections?: Array<{ name?: string; text?: string }> } | null)?.sections;
  if (!Array.isArray(sections)) return null;
  const text = sections.filter((s) => s?.name === "skills").map((s) => s.text ?? "").join("\n");
  const items = text
    .split(/[,;|•·\n]+/)
    .map((x) => x.replace(/^[\s*-]+|[\s.]+$/g, "").trim())
    .filter((x) => x.length > 1 && x.length <= 40 && x.split(/\s+/).length <= 4);
  return items.length ? items : null;
}

/**
 * The role family the postings listing a skill say (canonical skill name): a family, null when they disagree,
 * undefined when too few list it to say (indexed-search.ts skillFamily).
 */
export type SkillFamilyOf = (skill: string) => string | null | undefined;

/** Skills as written, read already (soleSkill): resumes repeat them, and a search reads its resume's every time. */
const soleSkills = new Map<string, string | null>();
const SOLE_SKILL_MEMO = 5_000;

/** The one taxonomy skill a skill as written names ("Preventive Maintenance Planning" → Preventive Maintenance); null for none or several. */
function soleSkill(written: string): string | null {
  let found = soleSkills.get(written);
  if (found === undefined) {
    const extractor = getDefaultSkillExtractor();
    const named = extractor.canonicalize(written) ?? extractor.extract(written, { listContext: true });
    found = typeof named === "string" ? named : named.length === 1 ? named[0]! : null;
    if (soleSkills.size >= SOLE_SKILL_MEMO) soleSkills.delete(soleSkills.keys().next().value!);
    soleSkills.set(written, found);
  }
  return found;
}

interface Tally {
  votes: Map<string, number>;
  voting: number;
}
type SkillsWinner = { family: string; votes: number; all: ReadonlyMap<string, number> };

/**
 * Which family each of a resume's skills names, in one pass: a skill votes for the family most postings listing it
 * belong to (`fromPostings`: "Formwork" and "Bar Bending Schedule" are a civil engineer's, which the role taxonomy,
 * knowing titles, cannot say), else, when too few postings list it, for the family the role taxonomy reads it as,
 * when it reads it surely. `all` counts every vote, `postings` the postings' alone.
 */
function skillVotes(skills: readonly string[], resolver: RoleResolver, fromPostings?: SkillFamilyOf): { all: Tally; postings: Tally } {
  const all: Tally = { votes: new Map(), voting: 0 };
  const postings: Tally = { votes: new Map(), voting: 0 };
  const count = (t: Tally, family: string) => {
    t.voting++;
    t.votes.set(family, (t.votes.get(family) ?? 0) + 1);
  };
  for (const skill of skills) {
    const canonical = fromPostings ? soleSkill(skill) : null;
    const said = canonical !== null ? fromPostings?.(canonical) : undefined;
    let family: string | null;
    if (said !== undefined) {
      family = said;
      if (family) count(postings, family);
    } else {
      const r = resolver.resolve(skill);
      family = r.family && r.confidence >= STRONG ? r.family.id : null;
    }
    if (family) count(all, family);
  }
  return { all, postings };
}

/** A tally's family when at least `minVotes` and at least half of the voting skills name it, with no tie. */
function winnerOf(t: Tally, minVotes: number): SkillsWinner | null {
  const [winner, second] = [...t.votes.entries()].sort((a, b) => b[1] - a[1]);
  if (!winner || winner[1] < minVotes || winner[1] * 2 < t.voting || (second && second[1] === winner[1])) return null;
  return { family: winner[0], votes: winner[1], all: t.votes };
}

/**
 * The searcher: the resume's role when the search is about the resume (unless a keyword names another job
 * outright), else the role the keywords name; null when neither says.
 */
export function searcherFor(input: {
  keywords: readonly SearchKeyword[];
  resume?: ResumeFacts | null;
  resolver?: RoleResolver;
  now?: Date;
  /** The family the postings listing a skill say (skillVotes); absent: the role taxonomy's reading only. */
  skillFamily?: SkillFamilyOf;
}): Searcher | null {
  const resolver = input.resolver ?? getDefaultRoleResolver();
  const querySkills = [...new Set(input.keywords.flatMap((k) => k.skills))];
  const fromQuery = queryRole(input.keywords, resolver);
  const resume = input.resume ?? null;
  const titles = resume ? titlesOf(resume.parsed) : [];
  const useResume = resume !== null && aboutResume(input.keywords, resume, titles);
  const parsed = (resume?.parsed ?? {}) as { location?: string };
  const location = useResume && typeof parsed.location === "string" && parsed.location.trim() ? parsed.location.trim() : null;

  if (useResume && !(fromQuery?.explicit && fromQuery.facts.family)) {
    let facts = resumeRole(resume!.parsed, resolver, resume!.skills);
    let overridden = false;
    // A title read with little confidence ("Customer Service Officer" at a bank) gives way to what the skills say.
    const titleConfidence = facts?.family ? Math.max(...titles.map((t) => { const r = resolver.resolve(t); return r.family?.id === facts!.family ? r.confidence : 0; })) : 0;
    const tally = skillVotes(writtenSkills(resume!.parsed) ?? resume!.skills, resolver, input.skillFamily);
    const bySkills = winnerOf(tally.all, 3);
    // Two or more skills that the postings listing them place in one family, and none in the title's, overrule a title
    // read surely but not certainly (a bank's "Junior Associate (Customer Support & Sales)" with cash handling, KYC
    // and core banking works a counter). A skill's name read as a title ("Mutual Funds": a fund's sales post) is too
    // weak for this: an affluent relationship manager with mutual funds and insurance is a banker.
    const twoAgainst = facts?.family && titleConfidence < 0.95 ? winnerOf(tally.postings, 2) : null;
    const against = twoAgainst && twoAgainst.family !== facts?.family && !twoAgainst.all.get(facts!.family!) ? twoAgainst : null;
    if (against || (bySkills && (!facts?.family || (titleConfidence < 0.8 && bySkills.family !== facts.family)))) {
      const chosen = (against ?? bySkills)!;
      const family = resolver.family(chosen.family)!;
      facts = { family: family.id, neighbours: family.neighbours, seniority: facts?.seniority ?? "mid", seniorityStated: facts?.seniorityStated ?? false };
      overridden = true;
    }
    if (facts?.family) {
      const years = yearsOfExperience(resume!.parsed, input.now);
      // The title compared with posting titles must name their family: not a title the skills overruled, unless it
      // names a role the family has ("Mathematics Facilitator", read as L&D, whose skills are a teacher's).
      const family = facts.family;
      const overruledKeeps = (t: string | undefined) => t !== undefined && isKnownRoleWord(roleWord(roleTitleOf(t), family, resolver) ?? "");
      const title = titles.find((t) => roleFacts(t, resolver).family === family) ?? (overridden && !overruledKeeps(titles[0]) ? null : (titles[0] ?? null));
      // A supervisor or in-charge two rungs above what their years say (a first-year "Dispatch Supervisor") is read
      // from the years: the post names what they run, not how senior they are.
      const postOnly = facts.seniorityStated && years !== null && title !== null && levelFromPostOnly(title) && LEVEL_RANK[facts.seniority] - LEVEL_RANK[seniorityFromYears(years)] >= 2;
      const stated = facts.seniorityStated && !postOnly;
      const seniority = stated ? facts.seniority : years !== null ? seniorityFromYears(years) : null;
      return {
        from: "resume",
        family,
        familyName: resolver.family(family)?.name ?? null,
        neighbours: facts.neighbours,
        seniority,
        seniorityStated: stated,
        title: title ? title.split("|")[0]!.trim() : null,
        titles: titles.map((t) => t.split("|")[0]!.trim()),
        skills: [...new Set([...resume!.skills, ...querySkills])],
        location,
        unlicensed: unlicensedPosts(resume!.parsed, titles, resume!.skills),
      };
    }
  }
  if (fromQuery?.facts.family) {
    const f = fromQuery.facts;
    // Keywords naming a role take the resume's level when the resume is about the same family, or when its titles
    // name no family at all ("Graduate Engineer Trainee" is still a trainee).
    const resumeFacts = useResume ? resumeRole(resume!.parsed, resolver, resume!.skills) : null;
    const years = useResume ? yearsOfExperience(resume!.parsed, input.now) : null;
    const resumeLevel = resumeFacts !== null && (resumeFacts.family === f.family || (!resumeFacts.family && !fromQuery.explicit));
    const seniority = f.seniorityStated
      ? f.seniority
      : resumeLevel && resumeFacts?.seniorityStated
        ? resumeFacts.seniority
        : resumeLevel && years !== null
          ? seniorityFromYears(years)
          : null;
    const seniorityStated = f.seniorityStated || (resumeLevel && resumeFacts?.seniorityStated === true);
    return {
      from: "query",
      family: f.family,
      familyName: resolver.family(f.family!)?.name ?? null,
      neighbours: f.neighbours,
      seniority,
      seniorityStated,
      title: fromQuery.explicit ? (input.keywords.find((k) => !k.skills.length && resolver.resolve(k.text).family?.id === f.family)?.text ?? null) : null,
      skills: useResume ? [...new Set([...resume!.skills, ...querySkills])] : querySkills,
      location,
    };
  }
  if (useResume) {
    return { from: "resume", family: null, familyName: null, neighbours: [], seniority: null, seniorityStated: false, title: null, skills: [...new Set([...resume!.skills, ...querySkills])], location };
  }
  return null;
}

/** How many earlier titles a posting's title is compared with (each one is a similarity per posting). */
const MAX_EARLIER_TITLES = 2;

/**
 * Title words that say what kind of consultant, not which desk: an SAP "technical" consultant is an ABAP developer,
 * a "functional" one a module's consultant (which their skills name).
 */
const KIND_WORDS = new Set(["technical", "functional", "techno"]);

/**
 * The one tool, module or language of their family the person's skills name, for a title that names only their kind
 * (KIND_WORDS): an "SAP Technical Consultant" with ABAP is an ABAP developer, whose rivals are the SD and MM
 * consultants' posts. Null when their skills name none of them or several.
 */
function soleToolWord(skills: readonly string[], family: string, resolver: RoleResolver): string | null {
  const words = familyRoleWords(family, resolver);
  const named = new Set(skills.flatMap((s) => s.toLowerCase().split(/\s+/)).filter((w) => words.has(w)));
  return named.size === 1 ? [...named][0]! : null;
}

/**
 * Whether the person's title states a post that runs a team or a unit: a manager's or a head's ("Treasury Manager",
 * "Head of Sales"); a relationship or product manager's title states no level, a lead's is a lead's (role resolver).
 * (A supervisor's or team leader's title counted too moved two people of 880, one up and one down: not kept.)
 */
function leadsTeam(searcher: Searcher): boolean {
  return searcher.seniorityStated && (searcher.seniority === "manager" || searcher.seniority === "executive");
}

/** What the repository ranks by. */
export function searchRoleOf(searcher: Searcher | null, resolver: RoleResolver = getDefaultRoleResolver()): SearchRole | null {
  if (!searcher?.family) return null;
  const title = searcher.title ? roleTitleOf(searcher.title) || null : null;
  const titleWord = title ? roleWord(title, searcher.family, resolver) : null;
  const word = titleWord && KIND_WORDS.has(titleWord) ? (soleToolWord(searcher.skills, searcher.family, resolver) ?? titleWord) : titleWord;
  // Earlier titles of the same family say which desks of it the person has worked (a physics faculty who was a PGT
  // physics teacher); another family's ("Customer Service Executive" before a bank's forex desk) says nothing here.
  const earlierTitles = title
    ? [...new Set((searcher.titles ?? []).filter((t) => roleFacts(t, resolver).family === searcher.family).map((t) => roleTitleOf(t)))]
        .filter((t) => t && t !== title)
        .slice(0, MAX_EARLIER_TITLES)
    : [];
  const rung = searcher.title ? titleRung(searcher.title) : null;
  return {
    family: searcher.family,
    neighbours: searcher.neighbours,
    level: searcher.seniority ? LEVEL_RANK[searcher.seniority] : null,
    levelStated: searcher.seniority !== null && searcher.seniorityStated,
    ...(leadsTeam(searcher) ? { leads: true } : {}),
    ...(rung !== null ? { rung } : {}),
    title,
    ...(earlierTitles.length ? { earlierTitles } : {}),
    word,
    sharedWords: [...relatedRoleWords(word, searcher.family)],
    rivalWords: familyRivalWords(word, searcher.family, [...searcher.skills, ...(searcher.titles ?? [])], resolver),
  };
}
