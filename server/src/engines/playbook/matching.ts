// Finds what the user meant: a curated role, else the closest O*NET occupations; and the topic behind a focus area.
// Matching is token based (light stemming + a synonym table + IDF weights), so it is offline and deterministic.
import type { FamilyEntry, OccupationEntry, RoleEntry, RoleKb, TopicEntry } from "./kb-types";
import { normalize, roleKey, stem, stems, tokens } from "./text";

/** Words people type that O*NET and the KB spell differently. Values are extra terms, matched at reduced weight. */
const SYNONYMS: Record<string, string[]> = {
  happiness: ["employee engagement", "people", "culture", "hr"],
  wellbeing: ["employee engagement", "people", "hr"],
  culture: ["people", "hr"],
  people: ["hr", "human resources"],
  talent: ["recruiter", "hr"],
  hr: ["human resources", "people"],
  dev: ["developer"],
  developer: ["engineer", "software"],
  programmer: ["developer", "software"],
  coder: ["developer", "software"],
  sde: ["software developer"],
  swe: ["software engineer"],
  ai: ["machine learning", "ml"],
  ml: ["machine learning"],
  genai: ["machine learning", "llm"],
  underwater: ["commercial divers", "diving"],
  diver: ["commercial divers"],
  growth: ["marketing"],
  ads: ["advertising", "marketing"],
  advertising: ["marketing"],
  finance: ["financial"],
  accounts: ["accountant", "accounting"],
  bookkeeper: ["accountant", "bookkeeping"],
  medic: ["physician", "doctor"],
  doctor: ["physician"],
  surgeon: ["physician", "surgeons"],
  nursing: ["nurse"],
  chemist: ["pharmacist"],
  professor: ["teacher", "postsecondary"],
  lecturer: ["teacher", "postsecondary"],
  tutor: ["teacher"],
  chef: ["cooks", "chefs"],
  cook: ["cooks"],
  driver: ["drivers"],
  pilot: ["airline pilots"],
  cabin: ["flight attendants"],
  plumber: ["plumbers", "pipefitters"],
  electrician: ["electricians"],
  carpenter: ["carpenters"],
  mechanic: ["mechanics"],
  technician: ["technicians"],
  ux: ["user experience", "designer"],
  ui: ["user interface", "designer"],
  devops: ["site reliability", "infrastructure"],
  cloud: ["infrastructure"],
  security: ["cybersecurity", "information security"],
  cyber: ["cybersecurity", "security"],
  blockchain: ["blockchain engineers"],
  crypto: ["blockchain"],
  support: ["customer service"],
  bpo: ["customer service"],
  seo: ["search engine optimisation", "search marketing"],
  copywriter: ["writer"],
  journalist: ["reporters", "journalists"],
  attorney: ["lawyer"],
  advocate: ["lawyer"],
  ca: ["chartered accountant"],
  ops: ["operations"],
  mgmt: ["management"],
  mgmnt: ["management"],
  algo: ["algorithms"],
  algos: ["algorithms"],
  ds: ["data structures"],
  logistics: ["supply chain"],
  procurement: ["purchasing", "supply chain"],
  retail: ["sales"],
  influencer: ["social media"],
  gamer: ["video game"],
  // Gyms and studios use both words for the same job: "Yoga trainer" is a yoga instructor.
  trainer: ["instructor"],
  instructor: ["trainer"],
  // "Dog trainer" is an animal trainer, not a trainer of people.
  dog: ["animal"],
  horse: ["animal"],
  // Fitness roles people type; O*NET files them under "Exercise Trainers and Group Fitness Instructors".
  gym: ["exercise trainers", "fitness instructors"],
  fitness: ["exercise trainers", "fitness instructors"],
  zumba: ["group fitness instructors"],
  aerobics: ["group fitness instructors"],
  pilates: ["group fitness instructors"],
  yoga: ["group fitness instructors"],
  // Sports coaches are O*NET's "Coaches and Scouts"; without this "Sports coach" reads as a sports physician.
  sport: ["coaches and scouts", "athletes"],
  sports: ["coaches and scouts", "athletes"],
  cricket: ["coaches and scouts", "athletes"],
  football: ["coaches and scouts", "athletes"],
  urologist: ["urologists"],
  // Indian and British job words O*NET spells the American way.
  physiotherapist: ["physical therapists"],
  physio: ["physical therapists"],
  draughtsman: ["drafters"],
  draftsman: ["drafters"],
  beautician: ["cosmetologists", "skincare specialists"],
  stylist: ["hairstylists", "hairdressers"],
  game: ["video game"],
  // "IELTS trainer" teaches English to people who already speak another language, like a spoken English trainer.
  ielts: ["english"],
  toefl: ["english"],
  // O*NET spells out the machines Indian factories name by their acronym.
  cnc: ["computer numerically controlled"],
  vmc: ["computer numerically controlled"],
  ac: ["air conditioning"],
};

/** One typed word: its stem and weight, plus synonym stems that may stand in for it at a discount. */
export interface QueryTerm {
  stem: string;
  weight: number;
  /** Each synonym phrase as its stems; a phrase gives credit in proportion to how much of it matches. */
  synonyms: string[][];
}

const SYNONYM_CREDIT = 0.8;

/**
 * Words that only qualify a job title. Sharing one of them with a role name says nothing about the job: "Corporate
 * trainer" is not a corporate lawyer, "Executive chef" not a chief executive. A name must also explain some other
 * typed word to count. (Seniority words are already dropped by tokens(); they are listed so the rule stays true
 * if that changes.)
 */
const MODIFIER_WORDS = [
  "corporate", "personal", "associate", "executive", "senior", "junior", "lead", "head", "chief", "principal",
  "general", "global", "regional", "national", "international", "key", "certified", "professional", "freelance",
  "remote", "contract", "contractual", "temporary", "permanent", "part", "full", "time", "group", "team", "staff",
];
const MODIFIER_STEMS = new Set(MODIFIER_WORDS.map(stem));

export function isModifierStem(s: string): boolean {
  return MODIFIER_STEMS.has(s);
}

/**
 * Job nouns used across unrelated fields: a career coach is not a fitness coach, a swimming instructor not a Zumba
 * instructor. When the title also names its field, sharing only one of these with a role name is not enough.
 */
const GENERIC_HEAD_STEMS = new Set(["trainer", "training", "coach", "instructor"].map(stem));

/** The typed words a role name must explain at least one of: any real word, the field when one is named. */
function isContentTerm(s: string, query: QueryTerm[]): boolean {
  if (isModifierStem(s)) return false;
  if (!GENERIC_HEAD_STEMS.has(s)) return true;
  return query.every((q) => isModifierStem(q.stem) || GENERIC_HEAD_STEMS.has(q.stem));
}

export class TermIndex {
  private readonly df = new Map<string, number>();
  private docs = 0;

  add(text: string): void {
    this.docs++;
    for (const s of stems(text)) this.df.set(s, (this.df.get(s) ?? 0) + 1);
  }

  idf(s: string): number {
    // Unseen words count like the rarest known ones, so one odd word cannot outweigh the rest of the query.
    return Math.log(1 + (this.docs + 1) / (Math.max(this.df.get(s) ?? 0, 1) + 1));
  }

  query(text: string): QueryTerm[] {
    const out = new Map<string, QueryTerm>();
    for (const word of tokens(text)) {
      const s = stem(word);
      const term = out.get(s) ?? { stem: s, weight: this.idf(s), synonyms: [] };
      for (const syn of SYNONYMS[word] ?? []) term.synonyms.push(stems(syn));
      out.set(s, term);
    }
    return [...out.values()];
  }

  /**
   * How well a candidate name covers the query (each typed word counts once, matched directly or through a
   * synonym), blended with how much of the candidate the query explains, so "Welders" beats "Welders, Cutters ...".
   */
  score(query: QueryTerm[], candidate: string): number {
    const { query: q, candidate: c } = this.coverage(query, candidate);
    return 0.7 * q + 0.3 * c;
  }

  /** Like score, but 0 when the candidate shares only modifiers ("corporate", "personal") or a generic job noun with the query. */
  contentScore(query: QueryTerm[], candidate: string): number {
    const { query: q, candidate: c, content } = this.coverage(query, candidate);
    return content ? 0.7 * q + 0.3 * c : 0;
  }

  /**
   * Like score, but 0 when the candidate explains only modifiers of a title that has other words: "Team lead" is not
   * a team assembler, "Payroll executive" not a chief executive. Unlike contentScore, a shared generic job noun
   * counts ("Cricket coach" is one of the Coaches and Scouts).
   */
  occupationScore(query: QueryTerm[], candidate: string): number {
    if (query.some((q) => !isModifierStem(q.stem)) && [...this.coveredTerms(query, candidate)].every(isModifierStem)) return 0;
    return this.score(query, candidate);
  }

  /** The typed words (stems) a candidate name explains, directly or through a synonym it contains in full. */
  coveredTerms(query: QueryTerm[], candidate: string): Set<string> {
    const candSet = new Set(stems(candidate));
    return new Set(query.filter((q) => candSet.has(q.stem) || q.synonyms.some((p) => p.every((x) => candSet.has(x)))).map((q) => q.stem));
  }

  /**
   * query: the weighted share of typed words the candidate explains; candidate: the share of the candidate the typed
   * words explain; content: whether it explains a typed word that says what the job is (see isContentTerm).
   */
  coverage(query: QueryTerm[], candidate: string): { query: number; candidate: number; content: boolean } {
    const cand = stems(candidate);
    if (!cand.length || !query.length) return { query: 0, candidate: 0, content: false };
    const candSet = new Set(cand);
    const qTotal = query.reduce((sum, q) => sum + q.weight, 0);
    const used = new Set<string>();
    let hit = 0;
    let content = false;
    for (const q of query) {
      if (candSet.has(q.stem)) {
        hit += q.weight;
        used.add(q.stem);
        if (isContentTerm(q.stem, query)) content = true;
      } else {
        let best = 0;
        for (const phrase of q.synonyms) {
          const matched = phrase.filter((x) => candSet.has(x));
          if (!matched.length) continue;
          best = Math.max(best, matched.length / phrase.length);
          for (const x of matched) used.add(x);
        }
        hit += q.weight * SYNONYM_CREDIT * best;
        if (best > 0 && isContentTerm(q.stem, query)) content = true;
      }
    }
    const cTotal = cand.reduce((sum, c) => sum + this.idf(c), 0);
    const cHit = cand.filter((c) => used.has(c)).reduce((sum, c) => sum + this.idf(c), 0);
    return { query: hit / qTotal, candidate: cHit / cTotal, content };
  }
}

/** The field a trainer teaches ("Python trainer", "HR trainer"), when it is a field of work the KB knows. */
export interface TrainingSubject {
  /** The field as typed: "Python", "HR", "SAP". */
  text: string;
  /** The curated role that works in the field: the subject's depth comes from its guide. */
  role?: RoleEntry;
  /** The focus topic the field names exactly ("Excel", "GST"). */
  topic?: TopicEntry;
}

/** A title used for several jobs: the reading the playbook follows and titles to type for the others. */
export interface TitleReading {
  reading: string;
  others: string[];
}

export type RoleMatch =
  | {
      kind: "curated";
      role: RoleEntry;
      score: number;
      exact: boolean;
      /** Set when the title names a trainer of a field: the role is then the trainer guide and this is what they teach. */
      subject?: TrainingSubject;
      /** Set when the typed title has several common readings. */
      ambiguity?: TitleReading;
    }
  | {
      kind: "occupation";
      occupations: OccupationEntry[];
      family: FamilyEntry;
      related: RoleEntry[];
      score: number;
      /** Set when the typed title is a curated alternate title with several common readings ("Technician"). */
      ambiguity?: TitleReading;
    };

const CURATED_THRESHOLD = 0.5;
const OCCUPATION_THRESHOLD = 0.25;

/** Job nouns of people who teach others: "Python trainer" teaches Python, "Excel instructor" Excel. */
const TEACHING_HEAD_STEMS = new Set(["trainer", "instructor", "coach"].map(stem));

/** Whoever teaches a field of work is a trainer first: the L&D guide, with the field as the subject. */
const SUBJECT_TRAINER_ROLE = "corporate-trainer";

/** The guide for leading a team in any field; "<field> team lead" prefers the field's own guide. */
const TEAM_LEAD_ROLE = "team-lead";

/**
 * Job nouns that every field qualifies ("Agricultural technicians", "Animal trainers"): sharing one of them says
 * nothing once another occupation has named the typed field.
 */
const CROSS_FIELD_JOB_NOUN_STEMS = new Set(["technician", "trainer", "instructor", "coach", "operator", "assistant"].map(stem));

/** Job nouns of people who teach a skill for its own sake when the field is not work ("Swimming instructor"). */
const LEISURE_TEACHING_HEAD_STEMS = new Set(["trainer", "instructor"].map(stem));

/** O*NET's teachers of recreation and personal skills: swimming, music, driving, art. */
const SELF_ENRICHMENT_TEACHERS = "25-3021.00";

/**
 * Bare titles people type that mean different jobs, by roleKey. The playbook follows the reading most job posts
 * mean and says what to type for the others.
 */
const AMBIGUOUS_TITLES: Record<string, TitleReading> = {
  trainer: { reading: "training employees (corporate training and L&D)", others: ["Fitness trainer", "Excel trainer", "Python trainer"] },
  instructor: { reading: "training employees (corporate training and L&D)", others: ["Fitness instructor", "Yoga instructor", "Excel instructor"] },
  coach: { reading: "one-to-one life, career and executive coaching", others: ["Fitness coach", "Cricket coach", "Sales coach"] },
  technician: { reading: "general maintenance and repair of machines and buildings", others: ["AC technician", "Electrical technician", "Lab technician"] },
};

/** Curated roles that exist in every field: the playbook asks for the field, since that guide says more. */
const FIELD_NEUTRAL_ROLES: Record<string, TitleReading> = {
  "team-lead": { reading: "leading a team in any field: people, targets and escalations", others: ["Customer support team lead", "Java team lead", "Sales team leader"] },
};

const FOCUS_FILLER = new Set([
  "skill", "skills", "basics", "basic", "fundamentals", "concepts", "knowledge", "techniques", "principles",
  "expertise", "proficiency", "advanced", "intro", "introduction",
]);

/** Words that say a focus area is for an interview, not what it is about. */
const PREP_WORDS = new Set(["interview", "interviews", "question", "questions", "prep", "preparation", "round", "rounds", "for"]);

export class RoleMatcher {
  private readonly index = new TermIndex();
  private readonly exact = new Map<string, RoleEntry>();
  /** Curated titles no O*NET title names ("Sommelier", "Store Keeper"), matched exactly, with their occupations. */
  private readonly alternates = new Map<string, OccupationEntry[]>();
  /** Topics by exact name or alias; a shared alias ("curriculum design", "client retention") lists each owner. */
  private readonly topicExact = new Map<string, TopicEntry[]>();
  private readonly topicIndex = new TermIndex();

  constructor(private readonly kb: RoleKb) {
    for (const o of kb.occupations) this.index.add(o.title);
    const byCode = new Map(kb.occupations.map((o) => [o.code, o]));
    for (const alt of kb.alternate_titles ?? []) {
      const key = roleKey(alt.title);
      const occs = alt.codes.map((c) => byCode.get(c)).filter((o): o is OccupationEntry => o !== undefined);
      if (key && occs.length) this.alternates.set(key, occs);
    }
    for (const r of kb.roles) {
      for (const name of [r.title, ...r.aliases, r.id.replace(/-/g, " ")]) {
        this.index.add(name);
        const key = roleKey(name);
        if (key && !this.exact.has(key)) this.exact.set(key, r);
      }
    }
    // When an alias has several owners and the role prefers none of them, the topic more roles and families use
    // wins: "client retention" for an account manager is customer retention, not a gym's client coaching.
    const usage = new Map<string, number>();
    for (const id of [...kb.roles.flatMap((r) => r.topics), ...kb.families.flatMap((f) => f.topics)]) usage.set(id, (usage.get(id) ?? 0) + 1);
    const byUsage = [...kb.topics].sort((a, b) => (usage.get(b.id) ?? 0) - (usage.get(a.id) ?? 0) || a.id.localeCompare(b.id));
    for (const t of byUsage) {
      for (const name of [t.name, ...t.aliases, t.id.replace(/-/g, " ")]) {
        this.topicIndex.add(name);
        const key = normalize(name);
        if (!key) continue;
        const owners = this.topicExact.get(key) ?? [];
        if (!owners.includes(t)) owners.push(t);
        this.topicExact.set(key, owners);
      }
    }
  }

  familyFor(code: string): FamilyEntry {
    let best: FamilyEntry | undefined;
    let bestLen = -1;
    for (const f of this.kb.families) {
      for (const p of f.soc_prefixes) {
        if (code.startsWith(p) && p.length > bestLen) {
          best = f;
          bestLen = p.length;
        }
      }
    }
    return best ?? this.defaultFamily();
  }

  defaultFamily(): FamilyEntry {
    const f = this.kb.families.find((x) => x.id === "business-operations") ?? this.kb.families[0];
    if (!f) throw new Error("role KB has no families");
    return f;
  }

  /** A curated role's best name for the query; a name sharing only modifiers or a generic job noun with it scores 0. */
  private roleScore(q: QueryTerm[], role: RoleEntry): number {
    return Math.max(...[role.title, ...role.aliases].map((name) => this.index.contentScore(q, name)));
  }

  private curatedScores(text: string): { role: RoleEntry; score: number }[] {
    const q = this.index.query(text);
    return this.kb.roles
      .map((role) => ({ role, score: this.roleScore(q, role) }))
      .sort((a, b) => b.score - a.score || a.role.id.localeCompare(b.role.id));
  }

  private occupationScores(text: string): { occ: OccupationEntry; score: number }[] {
    const q = this.index.query(text);
    return this.kb.occupations
      .map((occ) => ({ occ, score: this.index.occupationScore(q, occ.title) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.occ.code.localeCompare(b.occ.code));
  }

  /**
   * The role the typed title means. A trainer of a field of work ("Python trainer", "HR trainer", "Excel trainer")
   * gets the corporate trainer guide with the field as its subject, unless a role or occupation explains both the
   * field and the job noun ("Yoga trainer", "Dog trainer", "Cricket coach", "Spoken English trainer").
   */
  matchRole(text: string): RoleMatch {
    const base = this.matchTitle(text);
    const curatedTitle = (base.kind === "curated" && base.exact) || this.alternates.has(roleKey(text));
    const subject = curatedTitle ? undefined : this.trainingSubject(text, base);
    const trainer = this.kb.roles.find((r) => r.id === SUBJECT_TRAINER_ROLE);
    if (subject && trainer) {
      const own = this.teachingRoleFor(subject);
      // Through a topic alone, an occupation that already names the field reads closer: "Nutrition coach" is a
      // dietitian or nutritionist, not a gym trainer.
      if (own && !subject.role && base.kind === "occupation" && this.explainsField(text, base)) return base;
      if (own) return { kind: "curated", role: own, score: Math.max(base.score, CURATED_THRESHOLD), exact: false };
      return { kind: "curated", role: trainer, score: Math.max(base.score, CURATED_THRESHOLD), exact: false, subject };
    }
    const fieldLead = curatedTitle ? undefined : this.fieldTeamLead(text, base);
    if (fieldLead) return fieldLead;
    if (base.kind !== "curated") {
      if (!curatedTitle) return this.leisureTeacher(text, base) ?? base;
      const reading = AMBIGUOUS_TITLES[roleKey(text)];
      return reading ? { ...base, ambiguity: reading } : base;
    }
    const ambiguity = FIELD_NEUTRAL_ROLES[base.role.id] ?? (base.exact ? AMBIGUOUS_TITLES[roleKey(text)] : undefined);
    return ambiguity ? { ...base, ambiguity } : base;
  }

  /**
   * "Sales team leader", "Operations team lead": the field's own guide when that guide already covers leading the
   * field, i.e. names "<field> manager", "<field> lead" or "<field> head" ("sales manager", "operations lead"); the
   * writer then adds the team lead note. Otherwise the title keeps its match: a production team leader is an
   * industrial production manager, not the production engineer of the mechanical engineer guide.
   */
  private fieldTeamLead(text: string, base: RoleMatch): RoleMatch | undefined {
    if (base.kind === "curated" && base.role.id !== TEAM_LEAD_ROLE) return undefined;
    const all = tokens(text, { keepLevelWords: true });
    if (!all.includes("team") || !all.some((w) => w === "lead" || w === "leader")) return undefined;
    const field = tokens(text).filter((w) => w !== "team" && w !== "leader").join(" ");
    if (!field) return undefined;
    // roleKey drops "lead" and "head", so the field's own key finds "<field> lead" and "<field> head" aliases.
    const role = [roleKey(field), roleKey(`${field} manager`), roleKey(`${field} supervisor`)]
      .map((key) => this.exact.get(key))
      .find((r) => r !== undefined && r.id !== TEAM_LEAD_ROLE);
    return role ? { kind: "curated", role, score: CURATED_THRESHOLD, exact: false } : undefined;
  }

  /**
   * "Swimming instructor", "Guitar trainer": a trainer or instructor of a field that is neither work the KB knows nor
   * named by any occupation teaches it for recreation, O*NET's Self-Enrichment Teachers, not whichever occupation
   * shares the job noun ("Nursing Instructors", "Animal Trainers"). A coach of such a field stays a sports coach.
   */
  private leisureTeacher(text: string, base: RoleMatch & { kind: "occupation" }): RoleMatch | undefined {
    const words = tokens(text);
    const heads = words.filter((w) => LEISURE_TEACHING_HEAD_STEMS.has(stem(w)));
    if (heads.length !== 1 || words.some((w) => stem(w) === stem("coach"))) return undefined;
    if (!words.some((w) => !LEISURE_TEACHING_HEAD_STEMS.has(stem(w)) && !isModifierStem(stem(w)))) return undefined;
    if (this.explainsField(text, base)) return undefined;
    const occ = this.kb.occupations.find((o) => o.code === SELF_ENRICHMENT_TEACHERS);
    if (!occ) return undefined;
    const family = this.familyFor(occ.code);
    return { kind: "occupation", occupations: [occ], family, related: [], score: Math.max(base.score, OCCUPATION_THRESHOLD) };
  }

  /** The field a title's trainer teaches, when the title is "<field> trainer" and the field is work the KB knows. */
  private trainingSubject(text: string, base: RoleMatch): TrainingSubject | undefined {
    const words = tokens(text);
    if (words.filter((w) => TEACHING_HEAD_STEMS.has(stem(w))).length !== 1) return undefined;
    const field = words.filter((w) => !TEACHING_HEAD_STEMS.has(stem(w)) && !isModifierStem(stem(w))).join(" ");
    if (!field || this.explainsTrainerTitle(text, base)) return undefined;
    const role = this.fieldRole(field);
    // Only an exact topic name counts: "HR" shares a word with "HR round" (behavioural interviews) but is not it.
    const topic = this.topicExact.get(normalize(field))?.[0];
    if (!role && !topic && !this.isCuratedTool(field)) return undefined;
    return { text: typedField(text) || field, role, topic };
  }

  /**
   * The curated role a field names on its own: "Python" is the backend engineer's, "HR" the HR generalist's. The
   * field must be most of the matching name: "Safety" is not a pharmacist for sharing "drug safety associate".
   */
  private fieldRole(field: string): RoleEntry | undefined {
    const m = this.matchTitle(field);
    if (m.kind !== "curated" || m.score < CURATED_THRESHOLD || m.role.id === SUBJECT_TRAINER_ROLE) return undefined;
    if (m.exact) return m.role;
    const q = this.index.query(field);
    const share = Math.max(...[m.role.title, ...m.role.aliases].map((name) => this.index.coverage(q, name).candidate));
    return share >= 0.5 ? m.role : undefined;
  }

  /**
   * A role whose own job is teaching a field ("Yoga coach", "Crossfit trainer", "Nutrition coach" are fitness
   * trainers): the field names that role, or one of its topics. Its title must say so: the project manager's
   * "agile coach" alias does not make a project management trainer a project manager.
   */
  private teachingRoleFor(subject: TrainingSubject): RoleEntry | undefined {
    const teaches = (r: RoleEntry) => r.id !== SUBJECT_TRAINER_ROLE && stems(r.title).some((s) => TEACHING_HEAD_STEMS.has(s));
    if (subject.role) return teaches(subject.role) ? subject.role : undefined;
    const topic = subject.topic;
    return topic ? this.kb.roles.find((r) => teaches(r) && r.topics.includes(topic.id)) : undefined;
  }

  /** Whether the matched role or occupation names both the job noun and the field: "Yoga instructor", "Animal Trainers". */
  private explainsTrainerTitle(text: string, match: RoleMatch): boolean {
    const q = this.index.query(text);
    const names = match.kind === "curated" ? [match.role.title, ...match.role.aliases] : match.occupations.slice(0, 1).map((o) => o.title);
    return names.some((name) => {
      const covered = [...this.index.coveredTerms(q, name)];
      return covered.some((t) => TEACHING_HEAD_STEMS.has(t)) && covered.some((t) => !TEACHING_HEAD_STEMS.has(t) && !isModifierStem(t));
    });
  }

  /** Whether the match's first occupation names a typed word other than the teaching noun and modifiers. */
  private explainsField(text: string, match: RoleMatch & { kind: "occupation" }): boolean {
    const first = match.occupations[0];
    if (!first) return false;
    return [...this.index.coveredTerms(this.index.query(text), first.title)].some((t) => !TEACHING_HEAD_STEMS.has(t) && !isModifierStem(t));
  }

  /** A tool some curated role lists ("SAP", "Tally"): teaching it is teaching a field of work, unlike swimming or dance. */
  private isCuratedTool(field: string): boolean {
    const needle = ` ${normalize(field)} `;
    return this.kb.roles.some((r) => r.tools.some((t) => ` ${normalize(t)} `.includes(needle)));
  }

  private matchTitle(text: string): RoleMatch {
    const key = roleKey(text);
    const exact = key ? this.exact.get(key) : undefined;
    if (exact) return { kind: "curated", role: exact, score: 1, exact: true };

    const curated = this.curatedScores(text);
    // A curated alternate title is as exact as a curated role's own name: its occupations, whatever words it shares.
    const alternate = key ? this.alternates.get(key) : undefined;
    if (alternate) {
      const family = this.familyFor(alternate[0]!.code);
      const codes = new Set(alternate.map((o) => o.code));
      const related = curated
        .filter((c) => c.role.family === family.id && c.role.onet.some((o) => codes.has(o.code)))
        .slice(0, 3)
        .map((c) => c.role);
      return { kind: "occupation", occupations: alternate, family, related, score: 1 };
    }
    const occs = this.occupationScores(text);
    const bestCurated = curated[0];
    const bestOcc = occs[0];
    if (bestCurated && bestCurated.score >= CURATED_THRESHOLD && bestCurated.score >= (bestOcc?.score ?? 0) - 0.1 && !this.occupationExplainsMore(text, bestCurated.role, bestOcc)) {
      return { kind: "curated", role: bestCurated.role, score: bestCurated.score, exact: false };
    }
    if (bestOcc && bestOcc.score >= OCCUPATION_THRESHOLD) {
      // Keep a second occupation when it is nearly as close: "underwater welder" is both welder and commercial diver.
      // The second must explain every typed word the first does, or one it does not: "Gym trainer" is not also an
      // animal trainer, while "Airline Pilots" is as good a reading of "Pilot" as "Commercial Pilots".
      const q = this.index.query(text);
      const firstCovers = this.index.coveredTerms(q, bestOcc.occ.title);
      // The title's job noun when every field has one ("AC technician", "Nutrition coach"), not "Underwater welder".
      const last = stem(tokens(text).at(-1) ?? "");
      const head = CROSS_FIELD_JOB_NOUN_STEMS.has(last) ? last : undefined;
      const firstNamesField = head !== undefined && [...firstCovers].some((t) => t !== head && !isModifierStem(t));
      const addsMeaning = (title: string) => {
        const covers = this.index.coveredTerms(q, title);
        // A modifier is no extra meaning: "Executive chef" is not also a chief executive. Nor is the job noun alone
        // once the first occupation names the field: "AC technician" is not also an agricultural technician,
        // "Nutrition coach" not also a sports coach.
        const extra = [...covers].filter((t) => !firstCovers.has(t) && !isModifierStem(t));
        const onlyHead = firstNamesField && extra.every((t) => t === head);
        return (extra.length > 0 && !onlyHead) || [...firstCovers].every((t) => covers.has(t));
      };
      const picked = occs.filter((o, i) => i === 0 || (i < 3 && o.score >= bestOcc.score * 0.6 && addsMeaning(o.occ.title))).slice(0, 2);
      const family = this.familyFor(bestOcc.occ.code);
      const codes = new Set(picked.map((p) => p.occ.code));
      const related = curated
        .filter((c) => c.role.family === family.id && (c.score > 0.15 || c.role.onet.some((o) => codes.has(o.code))))
        .slice(0, 3)
        .map((c) => c.role);
      return { kind: "occupation", occupations: picked.map((p) => p.occ), family, related, score: bestOcc.score };
    }
    if (bestCurated && bestCurated.score > 0.2) {
      return { kind: "curated", role: bestCurated.role, score: bestCurated.score, exact: false };
    }
    // Nothing recognisable: a general playbook built on the broadest family, never an error.
    return { kind: "occupation", occupations: [], family: this.defaultFamily(), related: [], score: 0 };
  }

  /**
   * A curated role matched on one word can miss what the rest of the title says: "Gym trainer" shares "trainer"
   * with the teacher role, but "Exercise Trainers and Group Fitness Instructors" explains both words. The
   * occupation wins when it scores higher and covers clearly more (a fifth or more) of what was typed.
   */
  private occupationExplainsMore(text: string, role: RoleEntry, best: { occ: OccupationEntry; score: number } | undefined): boolean {
    if (!best) return false;
    const q = this.index.query(text);
    const names = [role.title, ...role.aliases].filter((name) => this.index.coverage(q, name).content);
    const curated = Math.max(0, ...names.map((name) => this.index.coverage(q, name).query));
    const occ = this.index.coverage(q, best.occ.title).query;
    return best.score > this.roleScore(q, role) && occ - curated >= 0.2;
  }

  /**
   * The curated topic a focus area names, preferring the role's own topics on close calls and when an alias is
   * shared ("assessment" is a teacher's lesson planning, a fitness trainer's client assessment and a corporate
   * trainer's instructional design).
   */
  matchTopic(raw: string, preferred: string[] = []): { topic: TopicEntry; score: number } | undefined {
    // "negotiation skills" and "SQL basics" name the same topic as "negotiation" and "SQL".
    const stripped = normalize(raw)
      .split(" ")
      .filter((w) => !FOCUS_FILLER.has(w))
      .join(" ");
    let text = stripped || normalize(raw);
    // "system design interview", "SQL interview questions": the topic to prepare, when the rest names one exactly.
    const lean = text
      .split(" ")
      .filter((w) => !PREP_WORDS.has(w))
      .join(" ");
    if (lean && !this.topicExact.has(text) && this.topicExact.has(lean)) text = lean;
    const owners = this.topicExact.get(text) ?? [];
    const exact = owners.find((t) => preferred.includes(t.id)) ?? owners[0];
    if (exact && preferred.includes(exact.id)) return { topic: exact, score: 1 };
    const own = this.ownTopicForWord(text, preferred);
    if (own) return { topic: own, score: 0.9 };
    if (exact) return { topic: exact, score: 1 };
    const q = this.topicIndex.query(text);
    let best: { topic: TopicEntry; score: number } | undefined;
    for (const topic of this.kb.topics) {
      // Most of what the user typed must be explained: "quantum computing" is not "cloud computing".
      const base = Math.max(
        ...[topic.name, ...topic.aliases].map((n) => {
          const c = this.topicIndex.coverage(q, n);
          return c.query >= 0.7 ? 0.7 * c.query + 0.3 * c.candidate : 0;
        }),
      );
      const score = base + (preferred.includes(topic.id) && base > 0 ? 0.05 : 0);
      if (!best || score > best.score) best = { topic, score };
    }
    return best && best.score >= 0.5 ? best : undefined;
  }

  /**
   * One typed word that one of the role's own topics ends an alias with: for a fitness trainer "assessment" is
   * "client assessment", for an SEO specialist "research" is "keyword research", whatever other topic owns the
   * bare word. Longer phrases say enough on their own.
   */
  private ownTopicForWord(text: string, preferred: string[]): TopicEntry | undefined {
    const words = stems(text);
    if (text.split(" ").length !== 1 || words.length !== 1) return undefined;
    const word = words[0];
    return preferred
      .map((id) => this.topicById(id))
      .find((t) => t !== undefined && t.aliases.some((a) => {
        const s = stems(a);
        return s.length > 1 && s[s.length - 1] === word;
      }));
  }

  /**
   * Lines from any topic or the role that share words with an unknown focus area: the "nearest known concepts".
   * A line must contain every word typed (all but one when three or more are typed): sharing only "first" with
   * "first aid" or "sales" with "sales training" is not being close.
   */
  relatedLines(text: string, lines: string[], limit: number): string[] {
    const q = new Set(stems(text));
    if (!q.size) return [];
    const needed = q.size >= 3 ? q.size - 1 : q.size;
    return lines
      .map((line, i) => ({ line, i, hits: stems(line).filter((s) => q.has(s)).length }))
      .filter((x) => x.hits >= needed)
      .sort((a, b) => b.hits - a.hits || a.i - b.i)
      .slice(0, limit)
      .map((x) => x.line);
  }

  topicById(id: string): TopicEntry | undefined {
    return this.kb.topics.find((t) => t.id === id);
  }

  familyById(id: string): FamilyEntry {
    return this.kb.families.find((f) => f.id === id) ?? this.defaultFamily();
  }

  get topics(): TopicEntry[] {
    return this.kb.topics;
  }
}

/** The words of a typed title that name the field, as typed: "Senior Python Trainer" -> "Python". */
function typedField(text: string): string {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[("'“‘[]+|[)"'”’\],:;]+$/g, ""))
    .filter((w) => {
      const t = tokens(w);
      return t.length > 0 && t.every((x) => !TEACHING_HEAD_STEMS.has(stem(x)) && !isModifierStem(stem(x)));
    })
    .join(" ");
}

export { stem };
