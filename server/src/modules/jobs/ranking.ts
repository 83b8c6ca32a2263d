import { getDefaultRoleResolver, type RoleResolver } from "../../engines/roles/role-resolver";
import { jobPart } from "../../engines/roles/title-text";
import type { Seniority } from "../../engines/roles/types";
import { isKnownRoleWord, relatedRoleWords } from "../../engines/roles/role-words";
import { getDefaultSkillExtractor } from "../../engines/skills/default-extractor";
import { escapeRegExp } from "../../lib/regex";

/**
 * How a posting's score (0–100) is made. Each part is 0..1:
 *  - coverage: the share of the query's keywords the posting contains (as a phrase in its text, or as a skill);
 *  - skills:   the share of the query's taxonomy skills among the posting's extracted skills;
 *  - text:     full-text relevance, ts_rank_cd over the weighted search_vector, normalised as rank/(rank+1);
 *  - title:    trigram word-similarity with the title: the searcher's own job title when known, else the best keyword;
 *              when their title names their role more narrowly than the family ("android" developer, "mathematics"
 *              teacher, "pharmacist"), ROLE_WORD_SHARE of it is whether a posting of their family names that role too
 *              (roleWord), when any posting of the rescored pool names it;
 *  - freshness: exp(-age/30 days) from posted_at (or when it was indexed);
 *  - family:   1 when the posting's role family is the searcher's, 0.5 for a neighbouring family, else 0;
 *  - level:    1 within a rung of the searcher's level, else 0 (1 when the searcher's is unknown);
 *              a title that states no level reads as mid; trainee, intern and fresher posts sit half a rung below
 *              entry; a level read from years (the person's title states none) fits a posting that states a rung
 *              above it only LEVEL_ABOVE_INFERRED (five years as "Software Engineer" is not a principal engineer).
 * A query with no taxonomy skills moves the skills weight to coverage. When the searcher's role is known (their
 * resume, or keywords that name one), family and level together weigh as much as the skill parts.
 */
export interface RankWeights {
  coverage: number;
  skills: number;
  text: number;
  title: number;
  freshness: number;
  family: number;
  level: number;
}

export const RELEVANT_SCORE = 70;
export const FRESHNESS_DAYS = 30;

const WITH_SKILLS: RankWeights = { coverage: 0.35, skills: 0.2, text: 0.1, title: 0.25, freshness: 0.1, family: 0, level: 0 };
const WITH_ROLE: RankWeights = { coverage: 0.05, skills: 0.15, text: 0.05, title: 0.2, freshness: 0.05, family: 0.25, level: 0.25 };

/** How a level read from years fits a posting that states the rung above it. */
export const LEVEL_ABOVE_INFERRED = 0.75;
/** The level rank (LEVEL_RANK) of a lead's, a manager's and a head's posts. */
export const LEAD_POST_LEVEL = 4;
/**
 * A manager's or a head's post: a title at LEAD_POST_LEVEL or above naming one of these (a PostgreSQL regular
 * expression over the lowercased title; search-index.ts reads it with pgWordRegExp). "Lead Accountant" and "Lead
 * Project Engineer" are leads' posts, not managers'; a relationship or key account manager's title states no level.
 */
export const MANAGER_POST_WORDS = "\\m(manager|head|director|controller|chief|president|superintendent|gm)\\M";
/**
 * How a manager's or a head's level (SearchRole.leads) fits a post within a rung of it that runs no team ("Senior FP&A
 * Analyst" for a treasury manager, "Senior F&B Service Executive" for an F&B manager, "Lead Accountant" for an
 * accounts head): in part, so their family's manager posts come first (measured with `npm run eval:search`).
 */
export const IC_POST_FOR_MANAGER = 0.75;
/**
 * How a posting whose title states no level (read as mid) fits someone two rungs from mid (an intern's or a
 * manager's search): in part, not at all like a post that states "Senior" or "Junior". "Manual Tester",
 * "Relationship Manager", "Performance Test Engineer" are held from a first job to a manager's in many firms.
 * Measured on the tuning side (1,066 people): 9,565 → 9,605, 26 up, 3 down (0.5: 9,606 with 9 down; 0.65: 9,593).
 */
export const UNSTATED_TWO_RUNGS_FIT = 0.35;
/** The share of the title part that is the person's specific role word, when their title has one. */
export const ROLE_WORD_SHARE = 0.5;
/** A word in at least this share of a family's known titles is the family's own ("teacher", "nurse", "developer"). */
export const FAMILY_WORD_SHARE = 0.35;
/** Job nouns every family uses: they say what kind of job, never which one ("developer", "executive"). */
const JOB_NOUNS = new Set([
  "engineer", "developer", "programmer", "executive", "manager", "officer", "specialist", "associate", "assistant", "coordinator",
  "representative", "administrator", "agent", "worker", "member", "professional", "partner", "consultant", "analyst", "designer",
  "lead", "head", "expert", "staff", "supervisor", "technician", "technologist", "planner", "controller", "graduate",
]);

/**
 * Level words stripped from a title before comparing it with posting titles, with the position words that say a rung
 * the way "Lead" does ("Site In-charge" is a site engineer's post run at the lead's rung: its role is "site").
 */
const LEVEL_WORDS = /\b(senior|sr|junior|jr|lead|principal|staff|associate|trainee|intern|internship|head|chief|assistant|deputy|in[\s-]?charge|i{1,3}|iv|[1-4])\b\.?/gi;
export const roleTitleOf = (title: string) =>
  title
    .replace(LEVEL_WORDS, " ")
    .replace(/[^\p{L}\p{N}+#.& ]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

/**
 * The word of a person's role title (level words already removed: roleTitleOf) that names their role more narrowly
 * than their family: the last word that is neither a job noun nor one most of the family's titles use. "android
 * developer" → "android", "mathematics teacher" → "mathematics", "clinical pharmacist" → "pharmacist"; "staff nurse",
 * "sales executive" and "product manager" name only their family (null), so every posting of it counts alike.
 */
/** Words that name the kind of work of many desks ("Guest Service", "Desktop Support", "Assembly Line"), not one. */
const GENERIC_ROLE_WORDS = new Set(["service", "services", "support", "line", "operations", "care", "management", "sales"]);

export function roleWord(roleTitle: string, family: string, resolver: RoleResolver = getDefaultRoleResolver()): string | null {
  const candidates = specificWords(roleTitle, family, resolver);
  // A word the role-word lists know names a role; one they do not may only qualify the post ("English Teacher - Middle
  // School", "Science Teacher (Classes 6-8)"), so the last known one comes first.
  const specific = candidates.length > 1 ? candidates.filter((w) => !GENERIC_ROLE_WORDS.has(w)) : candidates;
  const words = specific.length ? specific : candidates;
  return words.findLast(isKnownRoleWord) ?? words.at(-1) ?? null;
}

/** The words of a role title (level words removed) that say which role of the family it is: no job noun, no family word. */
export function specificWords(roleTitle: string, family: string, resolver: RoleResolver = getDefaultRoleResolver()): string[] {
  const words = roleTitle.toLowerCase().split(/[\s/,()-]+/).filter((w) => /\p{L}/u.test(w) && w.length >= 2);
  return words.filter((w) => !JOB_NOUNS.has(w) && resolver.familyWordShare(family, w) < FAMILY_WORD_SHARE);
}

/** Skill categories of tools, platforms and technologies (not of a trade's desks: sales, finance, hospitality, hr...). */
const TOOL_CATEGORIES = new Set(["technology", "frameworks", "data", "programming", "cloud_devops", "tools", "enterprise", "networking_security"]);

const familyRoleWordMemo = new WeakMap<RoleResolver, Map<string, ReadonlySet<string>>>();

/**
 * The roles a family is made of that a person has or has not, from the role taxonomy's own titles: the role word
 * (roleWord) of each of its known titles when it names a tool, platform, module or language ("kotlin", "android",
 * "ios", "flutter" in mobile development; "sd", "fico", "mm" in SAP and ERP; "java", ".net", "python" in software).
 * Derived, not listed, so a role no curated list names has rivals too.
 */
export function familyRoleWords(family: string, resolver: RoleResolver = getDefaultRoleResolver()): ReadonlySet<string> {
  let byFamily = familyRoleWordMemo.get(resolver);
  if (!byFamily) familyRoleWordMemo.set(resolver, (byFamily = new Map()));
  let words = byFamily.get(family);
  if (!words) {
    // The family's own name words ("mobile", "production", "logistics", and "machine learning" for "ML") name all of
    // it, never one role.
    const skills = getDefaultSkillExtractor();
    const nameWords = (resolver.family(family)?.name ?? "").toLowerCase().split(/[\s,]+/).filter(Boolean);
    const named = new Set([...nameWords, ...nameWords.flatMap((w) => (skills.canonicalize(w) ?? "").toLowerCase().split(/\s+/))]);
    const found = new Set<string>();
    for (const t of resolver.familyTitles(family)) {
      const w = roleWord(roleTitleOf(t), family, resolver);
      // Only a word that names a tool skill ("Kotlin", "SAP SD", "SolidWorks"): a word naming a desk of a trade
      // ("planning", "front office", "payable") would keep apart people who take each other's posts (measured: a
      // civil site engineer takes a planning engineer's post, a front office executive an F&B one).
      if (!w || named.has(w)) continue;
      const names = skills.extract(t, { listContext: true }).filter((s) => TOOL_CATEGORIES.has(skills.categoryOf(s) ?? "")).flatMap((s) => s.toLowerCase().split(/[\s/,()-]+/));
      const canonical = skills.canonicalize(w);
      if (names.includes(w) || (canonical !== null && TOOL_CATEGORIES.has(skills.categoryOf(canonical) ?? ""))) found.add(w);
    }
    byFamily.set(family, (words = found));
  }
  return words;
}

/**
 * The rival roles of a person whose role word no curated list knows (role-words.ts): the other roles of their family
 * (familyRoleWords), less the words of what they have done (their skills and job titles: a Kotlin developer who lists
 * Android takes Android posts, an SAP EWM consultant who lists SAP MM takes SAP MM posts) and the words related to
 * those. A role word the curated lists know keeps its lists (empty here).
 */
export function familyRivalWords(word: string | null, family: string, own: readonly string[], resolver: RoleResolver = getDefaultRoleResolver()): string[] {
  if (!word || isKnownRoleWord(word)) return [];
  const mine = ownRoleWords(word, own);
  return [...familyRoleWords(family, resolver)].filter((w) => !mine.has(singular(w)));
}

/** One word in the singular and the plural ("material", "materials"). */
const singular = (w: string) => w.replace(/s$/, "");

/**
 * The words of what a person has done, in the singular: their role word, the words of their skills and job titles, and
 * the words related to those (role-words.ts). Read once a search, for familyRivalWords and namesOtherDesk.
 */
export function ownRoleWords(word: string, own: readonly string[]): Set<string> {
  const mine = new Set([word]);
  for (const phrase of own) for (const w of roleTitleOf(phrase).split(/[\s/,()-]+/)) if (w) mine.add(w);
  for (const w of [...mine]) for (const r of relatedRoleWords(w)) for (const x of r.split(/\s+/)) mine.add(x);
  return new Set([...mine].map(singular));
}

/**
 * Whether a posting title names one of the person's rival roles (familyRivalWords) and not their own: "iOS Developer"
 * for a Kotlin developer, "SAP SD Consultant" for an SAP EWM consultant, "Node.js Developer" for a .NET developer.
 */
export function namesFamilyRival(rivals: readonly string[], word: string | null, title: string): boolean {
  if (!rivals.length || !word) return false;
  const words = new Set(roleTitleOf(title).split(/[\s/,()-]+/));
  return !words.has(word) && rivals.some((r) => words.has(r));
}

/** A word of a title as roleTitleOf leaves it: a run of letters, digits and "+#.&" ("c++", "node.js", "c#"). */
const TITLE_TOKEN = "[:alnum:]+#.&";
const tokenPattern = (words: readonly string[]) =>
  `(^|[^${TITLE_TOKEN}])(${words.map(escapeRegExp).join("|")})([^${TITLE_TOKEN}]|$)`;

/**
 * namesFamilyRival as two PostgreSQL regular expressions over lower(title), for ranking in SQL and in the index
 * (familyRivalRegExps): a title matching `rival` and not `own` names a rival role and not the person's. Null when
 * the person has no family rivals.
 */
export function familyRivalPatterns(role: { family: string | null; word?: string | null; rivalWords?: readonly string[] } | null | undefined): { rival: string; own: string } | null {
  if (!role?.family || !role.word || !role.rivalWords?.length) return null;
  return { rival: tokenPattern(role.rivalWords), own: tokenPattern([role.word]) };
}

/** familyRivalPatterns as JavaScript regular expressions with the same meaning. */
export function familyRivalRegExps(patterns: { rival: string; own: string }): { rival: RegExp; own: RegExp } {
  const js = (p: string) => new RegExp(p.replaceAll("[:alnum:]", "\\p{L}\\p{N}"), "u");
  return { rival: js(patterns.rival), own: js(patterns.own) };
}

/**
 * Whether a posting title that names the person's role word names it only as a qualifier of another desk: its own
 * role word (roleWord) is not among `mine` (ownRoleWords: her titles, skills and their related words). "Academic
 * Counsellor" for an academic coordinator (her role word "academic"; the post's "counsellor"), where "Academic
 * Coordinator" and, for one who taught mathematics, "Mathematics Teacher" are her desks.
 */
export function namesOtherDesk(word: string | null, family: string, mine: ReadonlySet<string>, title: string, resolver: RoleResolver = getDefaultRoleResolver()): boolean {
  if (!word) return false;
  const words = roleTitleOf(title).split(/[\s/,()-]+/);
  if (!words.includes(word)) return false;
  // "UI/UX Designer" is a UI designer's desk and a UX designer's: a slash joins desks, it does not qualify one.
  if (title.toLowerCase().split(/\s+/).some((w) => w.includes("/") && w.split("/").includes(word))) return false;
  const theirs = roleWord(roleTitleOf(title), family, resolver);
  if (!theirs || theirs === word) return false;
  // Only a qualifier right before the post's own last word ("academic counsellor"), not "chef de partie".
  if (words.at(-1) !== theirs || words.at(-2) !== word) return false;
  return !mine.has(singular(theirs));
}

/**
 * How a posting of the person's family fits when its title names a word related to their role word rather than the
 * word itself (engines/roles/role-words.ts): a cross-platform post for an Android developer, a science teacher's
 * post for a physics teacher, a backend post for a Python developer. Their own word fits 1, a rival role's 0.
 */
export const RELATED_ROLE_FIT = 0.75;

/**
 * Points a result gives up when its title names a rival of the person's role (namesRivalRole: an English teacher's
 * post for a physics teacher, SAP SD for an SAP MM consultant): such a post is further from them than a post that
 * names no role, which the title similarity alone does not see ("english teacher" shares "teacher" with theirs).
 */
export const RIVAL_ROLE_PENALTY = 20;

/**
 * Points a result of the person's family gives up when its title names another role of the family (namesFamilyRival)
 * and the person's role word is one no curated list knows: enough to put an Android post before an iOS post for a
 * Kotlin developer, not so much that a post of another family overtakes it (many a family's roles take each other's
 * people: a civil site engineer takes a planning engineer's post), and such a post stays a 'Relevant match'.
 */
export const FAMILY_RIVAL_PENALTY = 6;

/**
 * What a result naming a family rival gives up: FAMILY_RIVAL_PENALTY and the credit its title similarity earned,
 * which is the shared job noun only ("Java Developer" is as close to "PHP Developer" as "Android Developer" is to
 * "Kotlin Developer"), so a post that names no role ("Software Engineer") comes before it. `roleWordUsed`: the title
 * part was half the role word (some result names it), so the similarity was the other half.
 */
export function familyRivalPenalty(titleSim: number, weights: RankWeights, roleWordUsed: boolean): number {
  return FAMILY_RIVAL_PENALTY + Math.round(100 * weights.title * (roleWordUsed ? 1 - ROLE_WORD_SHARE : 1) * Math.max(0, Math.min(1, titleSim)));
}

// PostgreSQL's \m and \M (start and end of a word) in JavaScript: a word character is a letter, a digit or "_".
const WORD_START = "(?<![\\p{L}\\p{N}_])";
const WORD_END = "(?![\\p{L}\\p{N}_])";
/** A PostgreSQL regular expression with \m / \M (placesRegex, the repository's word patterns) as a JavaScript one. */
export function pgWordRegExp(pattern: string): RegExp {
  return new RegExp(pattern.replace(/\\m/g, WORD_START).replace(/\\M/g, WORD_END), "u");
}

/**
 * The post a job title names by its rung noun, whatever its desk (PostgreSQL regular expressions over the lowercased
 * title, tried in this order): a head's (head, director, VP, chief, general manager: 3), a manager's (2; an
 * assistant's or a deputy's is the first rung of management, beside the leads), a lead's (lead, supervisor,
 * in-charge, foreman: 1) or a desk's staff post (associate, executive, officer, representative, agent, advisor,
 * assistant, clerk, operator: 0). A title naming none (engineer, nurse, teacher, analyst) has no rung: its level words
 * alone say where it stands.
 */
export const RUNG_HEAD_WORDS = "\\m(head|director|vp|vice president|chief|gm|general manager)\\M";
export const RUNG_MANAGER_WORDS = "\\m(manager|mgr)\\M";
export const RUNG_FIRST_MANAGER_WORDS = "\\m(assistant|asst|deputy)\\M";
export const RUNG_LEAD_WORDS = "\\m(lead|leader|supervisor|in-charge|incharge|in charge|foreman|tl)\\M";
export const RUNG_STAFF_WORDS = "\\m(associate|executive|officer|representative|agent|advisor|assistant|clerk|operator)\\M";
const RUNG_RES = [RUNG_HEAD_WORDS, RUNG_MANAGER_WORDS, RUNG_FIRST_MANAGER_WORDS, RUNG_LEAD_WORDS, RUNG_STAFF_WORDS].map(pgWordRegExp);

/** A title's rung (see RUNG_HEAD_WORDS): 0 staff, 1 lead, 2 manager, 3 head; null when it names none. */
export function titleRung(title: string): number | null {
  const t = title.toLowerCase();
  const [head, manager, first, lead, staff] = RUNG_RES as [RegExp, RegExp, RegExp, RegExp, RegExp];
  if (head.test(t)) return 3;
  if (manager.test(t)) return first.test(t) ? 1 : 2;
  if (lead.test(t)) return 1;
  return staff.test(t) ? 0 : null;
}

/**
 * How much of the level fit a result keeps when its title names a lower rung of post than the person's own title
 * does, among titles that run people: a supervisor's or a lead's search and "Senior Customer Service Associate"
 * posts, a manager's and a team lead's, a head's and a manager's. Their level words can still fit ("Senior" is within
 * a rung of a lead), and the desk words they share ("customer service") lift the title similarity, but such a post is
 * the team the person runs, not their job. Measured on the tuning side: posts a rung down sat in the top 10s of leads,
 * managers and heads at 0.19 to 0.69 relevant, against 0.88 to 0.90 for posts of their own rung.
 */
export const LOWER_RUNG_FIT = 0.68;
/**
 * How much of the level fit a manager's or a head's post keeps for someone whose title names a desk's staff post (an
 * executive, an associate, an officer): a "Key Account Manager" or "Territory Sales Manager" post states no level and
 * may run no team, but it is the next step from an institutional sales executive's job, not the same job. Measured:
 * 9,081 → 9,092 on the tuning side (8 up, 3 down; 0.68: 9,094, 9 up, 5 down).
 */
export const HIGHER_RUNG_FIT = 0.8;

/** What a result naming the person's role word only as another desk's qualifier (namesOtherDesk) gives up: the role word's share of the title part. */
export function otherDeskPenalty(roleHit: number, weights: RankWeights): number {
  return Math.round(100 * weights.title * ROLE_WORD_SHARE * Math.max(0, Math.min(1, roleHit)));
}

export function weightsFor(querySkillCount: number, roleKnown = false): RankWeights {
  const base = roleKnown ? WITH_ROLE : WITH_SKILLS;
  if (querySkillCount > 0) return base;
  return { ...base, coverage: base.coverage + base.skills, skills: 0 };
}

export interface ScoreParts {
  coverage: number;
  skills: number;
  text: number;
  title: number;
  freshness: number;
  family?: number;
  level?: number;
}

/** The formula the repository's SQL (rankedSql) and the search index (search-index.ts rankPool) order by, kept here so it can be read and tested on its own. */
export function combineScore(parts: ScoreParts, w: RankWeights): number {
  const clamp = (x: number) => Math.max(0, Math.min(1, x));
  const raw =
    w.coverage * clamp(parts.coverage) +
    w.skills * clamp(parts.skills) +
    w.text * clamp(parts.text) +
    w.title * clamp(parts.title) +
    w.freshness * clamp(parts.freshness) +
    w.family * clamp(parts.family ?? 0) +
    w.level * clamp(parts.level ?? 0);
  return Math.round(100 * raw);
}

export const isRelevant = (score: number) => score >= RELEVANT_SCORE;

/** Title similarity (to the person's own title) a good match needs ("Science Teacher" is not a mathematics teacher's). */
export const GOOD_TITLE = 0.5;

/**
 * Whether a result is a good match, which decides if a search widens past the place searched: a posting of the
 * person's family at their level with a title close to their own and, when they have a role word and some result
 * names it (or a related word: `anyRoleHit`), naming it too, so "Mechanical Design Engineer" posts in Pune do not
 * count as good for a quality engineer and the quality engineer posts of the Mumbai region are looked for. With no
 * known family, a score of RELEVANT_SCORE or more.
 */
export function isGoodMatch(
  row: { family_fit: number; level_fit: number; title_sim: number; role_hit: number; score: number },
  role: { family: string | null; title: string | null; word?: string | null } | null,
  anyRoleHit: boolean,
): boolean {
  if (!role?.family) return row.score >= RELEVANT_SCORE;
  if (row.family_fit < 1 || row.level_fit < 1) return false;
  if (role.title && row.title_sim < GOOD_TITLE) return false;
  return !(role.word && anyRoleHit) || row.role_hit > 0;
}

/**
 * What a job title says about the person or the posting, for ranking: the role family (with its neighbours) and the
 * level, read by the RoleResolver. Postings are read from their title; a resume from its most recent job title,
 * else its headline. A family read with low confidence is left out (null): a guess should not reorder results.
 */
export interface RoleFacts {
  family: string | null;
  neighbours: readonly string[];
  seniority: Seniority;
  seniorityStated: boolean;
}

const ROLE_CONFIDENCE = 0.6;
export const LEVEL_RANK: Record<Seniority, number> = { intern: 0, entry: 1, mid: 2, senior: 3, lead: 4, manager: 4, executive: 5 };

export function roleFacts(title: string, resolver: RoleResolver = getDefaultRoleResolver()): RoleFacts {
  const r = resolver.resolve(title);
  const read = r.family && r.confidence >= ROLE_CONFIDENCE ? r : (toolTitle(title, resolver) ?? r);
  const found = read.family && read.confidence >= ROLE_CONFIDENCE ? read.family : null;
  const family = disciplineFamily(title, found?.id ?? null, resolver) ?? found;
  return { family: family?.id ?? null, neighbours: family?.neighbours ?? [], seniority: r.seniority, seniorityStated: r.seniorityStated };
}

/**
 * The engineering disciplines a title may name beside its job ("Quality Engineer - Civil", "Site Engineer (HVAC)",
 * "Electrical Maintenance Engineer"), and the family each one is. A desk title every discipline uses (quality, site,
 * maintenance, planning) is read as the discipline the title names, not as the desk's most common one.
 */
const DISCIPLINES: Readonly<Record<string, string>> = {
  civil: "civil-engineering",
  structural: "civil-engineering",
  mechanical: "mechanical-engineering",
  hvac: "mechanical-engineering",
  welding: "mechanical-engineering",
  electrical: "electrical-electronics",
  electronics: "electrical-electronics",
  instrumentation: "electrical-electronics",
};
/** Families of engineers and of the trades and floors they supervise: a discipline word moves a title among them. */
const ENGINEERING_FAMILIES = new Set(["civil-engineering", "mechanical-engineering", "electrical-electronics", "engineering-other", "production-operators", "skilled-trades", "hse"]);
/** Job nouns of engineering posts (a "Civil Services Aspirant" or an "HVAC Technician" is not one). */
const ENGINEERING_NOUNS = new Set(["engineer", "engineering", "supervisor", "incharge", "draughtsman", "draftsman"]);

/** The family of the one discipline an engineer's title names, when it is not the family the title was read as; else null. */
function disciplineFamily(title: string, read: string | null, resolver: RoleResolver): ReturnType<RoleResolver["family"]> | null {
  if (read !== null && !ENGINEERING_FAMILIES.has(read)) return null;
  const words = title.toLowerCase().split(/[^a-z]+/);
  if (!words.some((w) => ENGINEERING_NOUNS.has(w))) return null;
  const named = new Set(words.map((w) => DISCIPLINES[w]).filter((f): f is string => f !== undefined));
  if (named.size !== 1) return null;
  const [family] = [...named];
  return family === read ? null : (resolver.family(family!) ?? null);
}

/**
 * The family a tool's skill category gives the job nouns after it when no title names the tool itself: an ERP
 * module's consultant or developer works in SAP/ERP ("Maximo Consultant", "SAP UI5 Lead"). A framework says no
 * family this way: a Vue.js developer is a frontend developer, a Django developer a backend one.
 */
const TOOL_CATEGORY_FAMILY: Readonly<Record<string, { family: string; nouns: ReadonlySet<string> }>> = {
  enterprise: { family: "enterprise-applications", nouns: new Set(["consultant", "developer", "lead", "architect", "analyst", "specialist", "administrator", "programmer"]) },
};
/** A family read from a tool's category alone: surer than a loose guess, less than a known title. */
const TOOL_CATEGORY_CONFIDENCE = 0.7;

/**
 * "PySpark Developer", "SwiftUI Developer": a title the taxonomy does not know, naming a tool it knows as a skill
 * before its job noun, read as the skill's own title ("Apache Spark Developer", "Swift Developer"), else by the
 * tool's category (ERP modules); null when that reads no better. Each of a title's jobs is tried ("SAP UI5 Lead,
 * Native HANA Developer"), without its employer ("FI/CO Consultant in Tech Mahindra").
 */
function toolTitle(title: string, resolver: RoleResolver): ReturnType<RoleResolver["resolve"]> | null {
  const skills = getDefaultSkillExtractor();
  let best: ReturnType<RoleResolver["resolve"]> | null = null;
  for (const part of jobPart(title).split(/[|(,]|\s+\/\s+/)) {
    const words = part.trim().split(/\s+/);
    if (words.length < 2) continue;
    const noun = words.at(-1)!;
    const tools = skills.extract(words.slice(0, -1).join(" "), { listContext: true }).filter((s) => TOOL_CATEGORIES.has(skills.categoryOf(s) ?? ""));
    for (const tool of tools) {
      let r = resolver.resolve(`${tool} ${noun}`);
      const byCategory = TOOL_CATEGORY_FAMILY[skills.categoryOf(tool) ?? ""];
      const family = byCategory?.nouns.has(noun.toLowerCase()) ? resolver.family(byCategory.family) : undefined;
      if (family && !(r.family && r.confidence >= ROLE_CONFIDENCE)) r = { ...r, family, confidence: TOOL_CATEGORY_CONFIDENCE };
      if (r.family && r.confidence >= ROLE_CONFIDENCE && (!best || r.confidence > best.confidence)) best = r;
    }
  }
  return best;
}

export const postingRole = (posting: { title: string }, resolver?: RoleResolver): RoleFacts => roleFacts(posting.title, resolver);

/** A resume's role from its parsed facts (the stored resume's parse); null when it names no job title. */
export function resumeRole(parsed: unknown, resolver?: RoleResolver, skills?: readonly string[]): RoleFacts | null {
  const p = (parsed ?? {}) as Partial<{ experienceEntries: Array<{ title?: string }>; headline: string; skills: string[] }>;
  const titles = [
    ...(Array.isArray(p.experienceEntries) ? p.experienceEntries.map((e) => e?.title ?? "") : []),
    typeof p.headline === "string" ? (p.headline.split("|")[0] ?? "") : "",
  ].filter((t) => t.trim());
  for (const t of titles) {
    const facts = roleFacts(t, resolver);
    if (facts.family) return exactHeadFacts(t, facts, skills ?? (Array.isArray(p.skills) ? p.skills : []), resolver) ?? facts;
  }
  // A title whose leading words the taxonomy does not know ("NICU Staff Nurse", "JEE Mathematics Faculty", "Spoken
  // English Trainer") is read by its head: the last words name the role, the first ones a ward, an exam or a kind.
  for (const t of titles) {
    const facts = headRoleFacts(t, resolver);
    if (facts) return facts;
  }
  return titles[0] ? roleFacts(titles[0], resolver) : null;
}

/** A whole title read with less confidence than this gives way to its head when the head is a known title outright. */
const HEAD_OVER_WHOLE = 0.9;
/** How surely a skill must name a family to vote for it (as searcher.ts skillVotes). */
const SKILL_VOTE = 0.85;

/**
 * The role of a title's head when its last two or more words are a known title outright (confidence 1) of another
 * family than the whole title's loose reading, and more of the person's skills belong to the head's family than to
 * the whole's: "Product Design Engineer" with SolidWorks is a design engineer (mechanical), not a product designer
 * (UX). Its level stays the whole title's. Null otherwise ("Branch Operations Executive" stays in banking: a head of
 * another family, "Operations Executive", is common, so the skills must say so).
 */
function exactHeadFacts(title: string, whole: RoleFacts, skills: readonly string[], resolver: RoleResolver = getDefaultRoleResolver()): RoleFacts | null {
  if (resolver.resolve(title).confidence >= HEAD_OVER_WHOLE) return null;
  // The family each skill surely names, read once for every head tried.
  const skillFamilies = skills.map((k) => resolver.resolve(k)).filter((x) => x.confidence >= SKILL_VOTE).map((x) => x.family?.id);
  const votes = (family: string | null) => skillFamilies.filter((f) => f === family).length;
  for (const head of titleHeads(title)) {
    const r = resolver.resolve(head);
    if (r.confidence < 1 || !r.family || r.family.id === whole.family) continue;
    if (votes(r.family.id) <= votes(whole.family)) return null;
    return withLevelOf(roleFacts(head, resolver), whole);
  }
  return null;
}

/** The role of a title's last two or more words, when the whole title reads as none; its level from the whole title. */
function headRoleFacts(title: string, resolver?: RoleResolver): RoleFacts | null {
  const whole = roleFacts(title, resolver);
  for (const head of titleHeads(title)) {
    const facts = roleFacts(head, resolver);
    if (facts.family) return withLevelOf(facts, whole);
  }
  return null;
}

/**
 * A title's heads, longest first: its last words before any "|", "(" or ",", down to the last word alone ("ESL
 * Teacher" is a teacher; job nouns every field uses, such as "Engineer" or "Manager", name no family on their own).
 */
function titleHeads(title: string): string[] {
  const words = title.split(/[|(,]/)[0]!.trim().split(/\s+/);
  return Array.from({ length: Math.max(0, words.length - 1) }, (_, i) => words.slice(i + 1).join(" "));
}

/** A head's role with the level the whole title states, if it states one. */
function withLevelOf(facts: RoleFacts, whole: RoleFacts): RoleFacts {
  return whole.seniorityStated ? { ...facts, seniority: whole.seniority, seniorityStated: true } : facts;
}

/**
 * How a posting's role fits the searcher's, each part 0..1: family (1 the same, 0.5 a neighbour, 0 otherwise or
 * unknown) and level (1 within a rung, 0.5 two rungs apart, 0 further; 1 when either states none).
 */
export function roleFit(searcher: RoleFacts, posting: RoleFacts): { family: number; level: number } {
  const family = !searcher.family || !posting.family ? 0 : searcher.family === posting.family ? 1 : searcher.neighbours.includes(posting.family) ? 0.5 : 0;
  if (!searcher.seniorityStated || !posting.seniorityStated) return { family, level: 1 };
  const gap = Math.abs(LEVEL_RANK[searcher.seniority] - LEVEL_RANK[posting.seniority]);
  return { family, level: gap <= 1 ? 1 : gap === 2 ? 0.5 : 0 };
}
