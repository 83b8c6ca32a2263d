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
  game: ["video game"],
};

/** One typed word: its stem and weight, plus synonym stems that may stand in for it at a discount. */
export interface QueryTerm {
  stem: string;
  weight: number;
  /** Each synonym phrase as its stems; a phrase gives credit in proportion to how much of it matches. */
  synonyms: string[][];
}

const SYNONYM_CREDIT = 0.8;

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

  coverage(query: QueryTerm[], candidate: string): { query: number; candidate: number } {
    const cand = stems(candidate);
    if (!cand.length || !query.length) return { query: 0, candidate: 0 };
    const candSet = new Set(cand);
    const qTotal = query.reduce((sum, q) => sum + q.weight, 0);
    const used = new Set<string>();
    let hit = 0;
    for (const q of query) {
      if (candSet.has(q.stem)) {
        hit += q.weight;
        used.add(q.stem);
      } else {
        let best = 0;
        for (const phrase of q.synonyms) {
          const matched = phrase.filter((x) => candSet.has(x));
          if (!matched.length) continue;
          best = Math.max(best, matched.length / phrase.length);
          for (const x of matched) used.add(x);
        }
        hit += q.weight * SYNONYM_CREDIT * best;
      }
    }
    const cTotal = cand.reduce((sum, c) => sum + this.idf(c), 0);
    const cHit = cand.filter((c) => used.has(c)).reduce((sum, c) => sum + this.idf(c), 0);
    return { query: hit / qTotal, candidate: cHit / cTotal };
  }
}

export type RoleMatch =
  | { kind: "curated"; role: RoleEntry; score: number; exact: boolean }
  | {
      kind: "occupation";
      occupations: OccupationEntry[];
      family: FamilyEntry;
      related: RoleEntry[];
      score: number;
    };

const CURATED_THRESHOLD = 0.5;
const OCCUPATION_THRESHOLD = 0.25;

const FOCUS_FILLER = new Set([
  "skill", "skills", "basics", "basic", "fundamentals", "concepts", "knowledge", "techniques", "principles",
  "expertise", "proficiency", "advanced", "intro", "introduction",
]);

export class RoleMatcher {
  private readonly index = new TermIndex();
  private readonly exact = new Map<string, RoleEntry>();
  private readonly topicExact = new Map<string, TopicEntry>();
  private readonly topicIndex = new TermIndex();

  constructor(private readonly kb: RoleKb) {
    for (const o of kb.occupations) this.index.add(o.title);
    for (const r of kb.roles) {
      for (const name of [r.title, ...r.aliases, r.id.replace(/-/g, " ")]) {
        this.index.add(name);
        const key = roleKey(name);
        if (key && !this.exact.has(key)) this.exact.set(key, r);
      }
    }
    for (const t of kb.topics) {
      for (const name of [t.name, ...t.aliases, t.id.replace(/-/g, " ")]) {
        this.topicIndex.add(name);
        const key = normalize(name);
        if (key && !this.topicExact.has(key)) this.topicExact.set(key, t);
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

  private curatedScores(text: string): { role: RoleEntry; score: number }[] {
    const q = this.index.query(text);
    return this.kb.roles
      .map((role) => ({
        role,
        score: Math.max(...[role.title, ...role.aliases].map((name) => this.index.score(q, name))),
      }))
      .sort((a, b) => b.score - a.score || a.role.id.localeCompare(b.role.id));
  }

  private occupationScores(text: string): { occ: OccupationEntry; score: number }[] {
    const q = this.index.query(text);
    return this.kb.occupations
      .map((occ) => ({ occ, score: this.index.score(q, occ.title) }))
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score || a.occ.code.localeCompare(b.occ.code));
  }

  matchRole(text: string): RoleMatch {
    const key = roleKey(text);
    const exact = key ? this.exact.get(key) : undefined;
    if (exact) return { kind: "curated", role: exact, score: 1, exact: true };

    const curated = this.curatedScores(text);
    const occs = this.occupationScores(text);
    const bestCurated = curated[0];
    const bestOcc = occs[0];
    if (bestCurated && bestCurated.score >= CURATED_THRESHOLD && bestCurated.score >= (bestOcc?.score ?? 0) - 0.1) {
      return { kind: "curated", role: bestCurated.role, score: bestCurated.score, exact: false };
    }
    if (bestOcc && bestOcc.score >= OCCUPATION_THRESHOLD) {
      // Keep a second occupation when it is nearly as close: "underwater welder" is both welder and commercial diver.
      const picked = occs.filter((o, i) => i === 0 || (i < 3 && o.score >= bestOcc.score * 0.6)).slice(0, 2);
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

  /** The curated topic a focus area names, preferring the role's own topics on close calls. */
  matchTopic(raw: string, preferred: string[] = []): { topic: TopicEntry; score: number } | undefined {
    // "negotiation skills" and "SQL basics" name the same topic as "negotiation" and "SQL".
    const stripped = normalize(raw)
      .split(" ")
      .filter((w) => !FOCUS_FILLER.has(w))
      .join(" ");
    const text = stripped || normalize(raw);
    const exact = this.topicExact.get(text);
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

  /** Lines from any topic or the role that share words with an unknown focus area: the "nearest known concepts". */
  relatedLines(text: string, lines: string[], limit: number): string[] {
    const q = new Set(stems(text));
    if (!q.size) return [];
    return lines
      .map((line, i) => ({ line, i, hits: stems(line).filter((s) => q.has(s)).length }))
      .filter((x) => x.hits > 0)
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

export { stem };
