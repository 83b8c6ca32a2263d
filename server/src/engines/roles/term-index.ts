// Word-overlap scoring of job titles: light stemming, a synonym table and IDF weights, so matching is offline and
// deterministic. The role resolver scores O*NET occupations and curated titles with it; the playbook scores its guides.
import { stem, stems, tokens } from "./title-text";

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
  /** Candidate names are scored again and again; their stems never change. */
  private readonly stemsOf = new Map<string, string[]>();

  private candidateStems(name: string): string[] {
    let s = this.stemsOf.get(name);
    if (!s) this.stemsOf.set(name, (s = stems(name)));
    return s;
  }

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
    const candSet = new Set(this.candidateStems(candidate));
    return new Set(query.filter((q) => candSet.has(q.stem) || q.synonyms.some((p) => p.every((x) => candSet.has(x)))).map((q) => q.stem));
  }

  /**
   * query: the weighted share of typed words the candidate explains; candidate: the share of the candidate the typed
   * words explain; content: whether it explains a typed word that says what the job is (see isContentTerm).
   */
  coverage(query: QueryTerm[], candidate: string): { query: number; candidate: number; content: boolean } {
    const cand = this.candidateStems(candidate);
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
