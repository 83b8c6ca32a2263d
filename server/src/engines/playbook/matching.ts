// Finds what the user meant: a curated guide, else the closest O*NET occupations (from the role resolver); and the
// topic behind a focus area. Guides are scored with the resolver's word weights, so both read titles alike.
import { getDefaultRoleResolver, OCCUPATION_THRESHOLD, type RoleResolver, type ScoredOccupation } from "../roles/role-resolver";
import { isModifierStem, TermIndex, type QueryTerm } from "../roles/term-index";
import { normalize, roleKey, stem, stems, tokens } from "../roles/title-text";
import type { FamilyEntry, OccupationEntry, RoleEntry, RoleKb, TopicEntry } from "./kb-types";

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

/** Job nouns of people who teach others: "Python trainer" teaches Python, "Excel instructor" Excel. */
const TEACHING_HEAD_STEMS = new Set(["trainer", "instructor", "coach"].map(stem));

/** Whoever teaches a field of work is a trainer first: the L&D guide, with the field as the subject. */
const SUBJECT_TRAINER_ROLE = "corporate-trainer";

/** The guide for leading a team in any field; "<field> team lead" prefers the field's own guide. */
const TEAM_LEAD_ROLE = "team-lead";

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
  private readonly index: TermIndex;
  private readonly exact = new Map<string, RoleEntry>();
  private readonly occupationByCode: Map<string, OccupationEntry>;
  /** Topics by exact name or alias; a shared alias ("curriculum design", "client retention") lists each owner. */
  private readonly topicExact = new Map<string, TopicEntry[]>();
  private readonly topicIndex = new TermIndex();

  constructor(
    private readonly kb: RoleKb,
    private readonly resolver: RoleResolver = getDefaultRoleResolver(),
  ) {
    // The resolver's word weights already count every guide name (role-taxonomy.json reference_titles).
    this.index = resolver.terms;
    this.occupationByCode = new Map(kb.occupations.map((o) => [o.code, o]));
    for (const r of kb.roles) {
      for (const name of [r.title, ...r.aliases, r.id.replace(/-/g, " ")]) {
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

  /** The guide family of an O*NET occupation: the sector of its role family. */
  familyFor(code: string): FamilyEntry {
    const sector = this.resolver.familyOfCode(code)?.sector;
    return this.kb.families.find((f) => f.id === sector) ?? this.defaultFamily();
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

  /** The kb's occupations (with descriptions and tools) for the resolver's. */
  private occupationsFor(list: ReadonlyArray<{ code: string }>): OccupationEntry[] {
    return list.map((o) => this.occupationByCode.get(o.code)).filter((o): o is OccupationEntry => o !== undefined);
  }

  /**
   * The role the typed title means. A trainer of a field of work ("Python trainer", "HR trainer", "Excel trainer")
   * gets the corporate trainer guide with the field as its subject, unless a role or occupation explains both the
   * field and the job noun ("Yoga trainer", "Dog trainer", "Cricket coach", "Spoken English trainer").
   */
  matchRole(text: string): RoleMatch {
    const base = this.matchTitle(text);
    const curatedTitle = (base.kind === "curated" && base.exact) || this.resolver.alternate(text) !== undefined;
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
    const alternate = this.occupationsFor(this.resolver.alternate(text) ?? []);
    if (alternate.length) {
      const family = this.familyFor(alternate[0]!.code);
      const codes = new Set(alternate.map((o) => o.code));
      const related = curated
        .filter((c) => c.role.family === family.id && c.role.onet.some((o) => codes.has(o.code)))
        .slice(0, 3)
        .map((c) => c.role);
      return { kind: "occupation", occupations: alternate, family, related, score: 1 };
    }
    const occs = this.resolver.occupations(text);
    const bestCurated = curated[0];
    const bestOcc = occs.ranked[0];
    if (bestCurated && bestCurated.score >= CURATED_THRESHOLD && bestCurated.score >= (bestOcc?.score ?? 0) - 0.1 && !this.occupationExplainsMore(text, bestCurated.role, bestOcc)) {
      return { kind: "curated", role: bestCurated.role, score: bestCurated.score, exact: false };
    }
    if (bestOcc && bestOcc.score >= OCCUPATION_THRESHOLD) {
      const family = this.familyFor(bestOcc.occupation.code);
      const codes = new Set(occs.picked.map((o) => o.code));
      const related = curated
        .filter((c) => c.role.family === family.id && (c.score > 0.15 || c.role.onet.some((o) => codes.has(o.code))))
        .slice(0, 3)
        .map((c) => c.role);
      return { kind: "occupation", occupations: this.occupationsFor(occs.picked), family, related, score: bestOcc.score };
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
  private occupationExplainsMore(text: string, role: RoleEntry, best: ScoredOccupation | undefined): boolean {
    if (!best) return false;
    const q = this.index.query(text);
    const names = [role.title, ...role.aliases].filter((name) => this.index.coverage(q, name).content);
    const curated = Math.max(0, ...names.map((name) => this.index.coverage(q, name).query));
    const occ = this.index.coverage(q, best.occupation.title).query;
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
