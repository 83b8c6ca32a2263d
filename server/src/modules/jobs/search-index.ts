/**
 * The in-process search index (issue 15): the postings' small columns held in memory by each API process, so the
 * first two stages of a search (candidates, then the cheap score that picks the rescore pool) run in JavaScript
 * instead of as index walks in PostgreSQL. PostgreSQL stays the one store: the index is rebuilt from it when its
 * version changes (job_index_state, bumped by a trigger on every write), and the third stage (title similarity and
 * full-text rank over the pool) still runs there, on the pool's ids only.
 *
 * It computes exactly what job-repository's SQL search computes (the reference, and the fallback while an index
 * loads): the same tiers, the same freshest-CANDIDATE_WINDOW window, the same cheap score and its tie-breaks;
 * tests/api/jobs-index.test.ts compares the two on both databases.
 */
import type { WorkMode } from "../../engines/job-sources/types";
import { escapeRegExp } from "../../lib/regex";
import { CANDIDATE_WINDOW, pairsTitleWords, RESCORE_POOL, titleTexts, type RescoreParts, type SearchQuery } from "./job-repository";
import { familyRivalPatterns, familyRivalRegExps, FRESHNESS_DAYS, HIGHER_RUNG_FIT, IC_POST_FOR_MANAGER, LEAD_POST_LEVEL, LEVEL_ABOVE_INFERRED, LOWER_RUNG_FIT, MANAGER_POST_WORDS, pgWordRegExp, ROLE_WORD_SHARE, RELATED_ROLE_FIT, titleRung, UNSTATED_TWO_RUNGS_FIT } from "./ranking";
import { wordSimilarity } from "./trigram";

/** A posting's small columns, as the repository's indexRows reads them. */
export interface IndexRow {
  id: string;
  title: string;
  skills: readonly string[];
  place_keys: readonly string[];
  location: string | null;
  work_mode: WorkMode;
  role_family: string | null;
  role_level: number | null;
  /** Epoch milliseconds (fractional: PostgreSQL keeps microseconds); null when the posting gives no date. */
  posted_ms: number | null;
  scraped_ms: number;
}

/** A posting of the rescore pool with the parts stage 2 computed (job-repository's rescore, or rankPool, finishes the score). */
export interface PooledPosting {
  id: string;
  /** Its place in the index: freshest first (posted_at DESC NULLS LAST, then id), the SQL's tie-break. */
  position: number;
  /** One character per keyword: "1" when the posting lists one of its skills or its title contains it. */
  covered: string;
  skill_share: number;
  freshness: number;
  family_fit: number;
  level_fit: number;
  role_hit: number;
}

/** A pooled posting with its title's similarity when the index could compute it (trigram.ts), else null. */
export interface KnownPosting extends PooledPosting {
  title_sim: number | null;
}

export type Tier = "all" | "pairs" | "any";

const ARCHITECT = pgWordRegExp("\\marchitect\\M");
const TRAINEE = pgWordRegExp("\\m(trainee|intern|internship|fresher|apprentice)\\M");
const MANAGER_POST = pgWordRegExp(MANAGER_POST_WORDS);
const WORK_MODES: readonly WorkMode[] = ["remote", "hybrid", "onsite"];
const EMPTY = new Int32Array(0);
/** Memory an index gives to place filters (placeBitsOf): 12.5 KB each at 100,000 postings. */
const PLACE_FILTER_BYTES = 16 * 1024 * 1024;
/** Word similarities an index keeps (about 100 bytes each). */
const SIMILARITY_CACHE = 50_000;

/** Interns strings to small integer ids (skills, place keys, families). */
class Dictionary {
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  idOf(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      this.ids.set(s, (id = this.ids.size));
      this.names.push(s);
    }
    return id;
  }
  nameOf(id: number): string | undefined {
    return this.names[id];
  }
  find(s: string): number {
    return this.ids.get(s) ?? -1;
  }
  get size() {
    return this.ids.size;
  }
}

/** Postings lists: for each id, the positions holding it, ascending (freshest first). */
function invert(count: number, starts: Int32Array, values: Int32Array, n: number): Int32Array[] {
  const lengths = new Int32Array(count);
  for (let i = 0; i < values.length; i++) lengths[values[i]!]!++;
  const lists = Array.from({ length: count }, (_, id) => new Int32Array(lengths[id]!));
  const fill = new Int32Array(count);
  for (let p = 0; p < n; p++) for (let j = starts[p]!; j < starts[p + 1]!; j++) {
    const v = values[j]!;
    lists[v]![fill[v]!++] = p;
  }
  return lists;
}

/** Positions a walk of several lists marks at once: grows from the first to the last, as long walks go on. */
const FIRST_BLOCK = 1024;
const LAST_BLOCK = 16_384;

/**
 * Positions in any of the sorted lists, ascending, each once; `visit` returns false to stop. Block by block: each
 * list's positions in the block are marked, then the marks are read in order (cheaper per position than merging the
 * lists' heads through a heap; a country's place keys are over a hundred lists).
 */
function walkUnion(lists: readonly Int32Array[], visit: (p: number) => boolean): void {
  const live = lists.filter((l) => l.length > 0);
  if (live.length === 1) {
    for (const p of live[0]!) if (!visit(p)) return;
    return;
  }
  const at = new Int32Array(live.length);
  const marks = new Uint8Array(LAST_BLOCK);
  for (let block = FIRST_BLOCK; ; block = Math.min(LAST_BLOCK, block * 2)) {
    // The block starts at the smallest position not yet walked.
    let start = -1;
    for (let i = 0; i < live.length; i++) {
      const l = live[i]!;
      const j = at[i]!;
      if (j < l.length && (start < 0 || l[j]! < start)) start = l[j]!;
    }
    if (start < 0) return;
    const end = start + block;
    let last = 0;
    for (let i = 0; i < live.length; i++) {
      const l = live[i]!;
      let j = at[i]!;
      for (; j < l.length; j++) {
        const p = l[j]!;
        if (p >= end) break;
        marks[p - start] = 1;
      }
      if (j > at[i]!) last = Math.max(last, l[j - 1]! - start);
      at[i] = j;
    }
    for (let k = 0; k <= last; k++) {
      if (!marks[k]) continue;
      marks[k] = 0;
      if (!visit(start + k)) return;
    }
  }
}

function contains(sorted: Int32Array, p: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === p) return true;
    if (v < p) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The role family of the postings that list a skill (SearchIndex.skillFamily). */
export interface SkillFamily {
  family: string | null;
  share: number;
  postings: number;
}

export class SearchIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly titles: string[];
  private readonly locations: Array<string | null>;
  private readonly workModes: Uint8Array;
  private readonly families: Int32Array;
  private readonly levels: Float64Array;
  private readonly levelKnown: Uint8Array;
  /** 1 for a manager's or a head's post (job-repository's managerPostSql). */
  private readonly manages: Uint8Array;
  /** Each posting's title rung (ranking.ts titleRung), -1 for none. */
  private readonly rungs: Int8Array;
  private readonly baseMs: Float64Array;
  private readonly skillStarts: Int32Array;
  private skillValues: Int32Array;
  private readonly placeStarts: Int32Array;
  private readonly placeValues: Int32Array;
  private readonly skillDict = new Dictionary();
  private readonly placeDict = new Dictionary();
  private readonly familyDict = new Dictionary();
  private readonly bySkill: Int32Array[];
  private readonly byPlace: Int32Array[];
  private readonly byFamily: Int32Array[];
  /** Each distinct lowercased title and the positions that carry it. */
  private readonly byTitle = new Map<string, number[]>();
  private readonly positionById = new Map<string, number>();
  /** Place filters already worked out (placeBitsOf), by their sorted key ids. */
  private readonly placeFilters = new Map<string, Uint32Array>();
  /** Title-substring lists already worked out (a keyword's postings by title). */
  private readonly titleMatches = new Map<string, Int32Array>();

  constructor(
    rows: readonly IndexRow[],
    readonly version: string,
  ) {
    const n = rows.length;
    this.size = n;
    // Freshest first, as the SQL window walks them: posted_at DESC NULLS LAST, then id.
    const order = rows.map((_, i) => i).sort((a, b) => {
      const pa = rows[a]!.posted_ms;
      const pb = rows[b]!.posted_ms;
      if (pa !== pb) {
        if (pa === null) return 1;
        if (pb === null) return -1;
        return pb - pa;
      }
      return rows[a]!.id < rows[b]!.id ? -1 : rows[a]!.id > rows[b]!.id ? 1 : 0;
    });
    this.ids = new Array<string>(n);
    this.titles = new Array<string>(n);
    this.locations = new Array<string | null>(n);
    this.workModes = new Uint8Array(n);
    this.families = new Int32Array(n);
    this.levels = new Float64Array(n);
    this.levelKnown = new Uint8Array(n);
    this.manages = new Uint8Array(n);
    this.rungs = new Int8Array(n);
    this.baseMs = new Float64Array(n);
    this.skillStarts = new Int32Array(n + 1);
    this.placeStarts = new Int32Array(n + 1);
    let skillCount = 0;
    let placeCount = 0;
    for (const r of rows) {
      skillCount += r.skills.length;
      placeCount += r.place_keys.length;
    }
    this.skillValues = new Int32Array(skillCount);
    this.placeValues = new Int32Array(placeCount);
    const interned = new Map<string, string>();
    const intern = (s: string) => interned.get(s) ?? (interned.set(s, s), s);
    let s = 0;
    let k = 0;
    order.forEach((rowIndex, p) => {
      const r = rows[rowIndex]!;
      const title = intern(r.title.toLowerCase());
      this.ids[p] = r.id;
      this.positionById.set(r.id, p);
      this.titles[p] = title;
      const same = this.byTitle.get(title);
      if (same) same.push(p);
      else this.byTitle.set(title, [p]);
      this.locations[p] = r.location === null ? null : intern(r.location.toLowerCase());
      this.workModes[p] = WORK_MODES.indexOf(r.work_mode);
      this.families[p] = r.role_family === null ? -1 : this.familyDict.idOf(r.role_family);
      // The level the SQL reads from role_level and the title (job-repository's postingLevel).
      const architect = ARCHITECT.test(title);
      const level = r.role_level;
      this.levels[p] = level === null ? (architect ? 4 : 2) : level <= 1 && TRAINEE.test(title) ? Math.min(level, 0.5) : level;
      this.levelKnown[p] = level !== null || architect ? 1 : 0;
      this.manages[p] = this.levels[p]! >= LEAD_POST_LEVEL && MANAGER_POST.test(title) ? 1 : 0;
      this.rungs[p] = titleRung(title) ?? -1;
      this.baseMs[p] = r.posted_ms ?? r.scraped_ms;
      this.skillStarts[p] = s;
      // Each skill once per posting, as the SQL's @> counts it: pool counts a query's skills through a mask.
      for (const skill of r.skills) {
        const id = this.skillDict.idOf(skill);
        let seen = false;
        for (let j = this.skillStarts[p]!; j < s && !seen; j++) seen = this.skillValues[j] === id;
        if (!seen) this.skillValues[s++] = id;
      }
      this.placeStarts[p] = k;
      for (const key of r.place_keys) this.placeValues[k++] = this.placeDict.idOf(key);
    });
    this.skillStarts[n] = s;
    this.skillValues = this.skillValues.subarray(0, s);
    this.placeStarts[n] = k;
    this.bySkill = invert(this.skillDict.size, this.skillStarts, this.skillValues, n);
    this.byPlace = invert(this.placeDict.size, this.placeStarts, this.placeValues, n);
    // A posting has at most one family: its list of values is the families with the unknown ones left out.
    const familyStarts = new Int32Array(n + 1);
    const familyValues: number[] = [];
    for (let p = 0; p < n; p++) {
      familyStarts[p] = familyValues.length;
      if (this.families[p]! >= 0) familyValues.push(this.families[p]!);
    }
    familyStarts[n] = familyValues.length;
    this.byFamily = invert(this.familyDict.size, familyStarts, Int32Array.from(familyValues), n);
  }

  /** The positions of these posting ids (the ones the index holds), ascending: a full-text match list. */
  positionsOf(ids: readonly string[]): Int32Array {
    const out: number[] = [];
    for (const id of ids) {
      const p = this.positionById.get(id);
      if (p !== undefined) out.push(p);
    }
    return Int32Array.from(out).sort();
  }

  /** Postings whose lowercased title contains `text` (the SQL's lower(title) LIKE '%text%'), ascending. */
  private titleContaining(text: string): Int32Array {
    let hit = this.titleMatches.get(text);
    if (!hit) {
      const out: number[] = [];
      for (const [title, positions] of this.byTitle) if (title.includes(text)) for (const p of positions) out.push(p);
      hit = Int32Array.from(out).sort();
      // Bounded: keywords typed by people are many; the lists are rebuilt cheaply.
      if (this.titleMatches.size >= 2000) this.titleMatches.clear();
      this.titleMatches.set(text, hit);
    }
    return hit;
  }

  /**
   * The postings having any of these place keys, a bit per position: one test a posting instead of a pass over its
   * keys. People search the same places again and again, so each set is worked out once per index (FIFO, at most
   * PLACE_FILTER_BYTES in all).
   */
  private placeBitsOf(keys: readonly number[]): Uint32Array {
    const name = [...keys].sort((a, b) => a - b).join(",");
    let bits = this.placeFilters.get(name);
    if (!bits) {
      bits = new Uint32Array((this.size + 31) >>> 5);
      for (const key of keys) for (const p of this.byPlace[key]!) bits[p >>> 5]! |= 1 << (p & 31);
      if (this.placeFilters.size >= Math.max(16, Math.floor(PLACE_FILTER_BYTES / bits.byteLength))) this.placeFilters.delete(this.placeFilters.keys().next().value!);
      this.placeFilters.set(name, bits);
    }
    return bits;
  }

  private readonly skillFamilies = new Map<string, SkillFamily>();

  /**
   * Which role family the postings listing a skill belong to: the commonest, its share of them and how many list the
   * skill (searcher.ts reads a resume's family from its skills with it, where the role taxonomy knows only titles).
   */
  skillFamily(skill: string): SkillFamily {
    let found = this.skillFamilies.get(skill);
    if (!found) {
      const id = this.skillDict.find(skill);
      const list = id >= 0 ? this.bySkill[id]! : EMPTY;
      const counts = new Map<number, number>();
      for (const p of list) if (this.families[p]! >= 0) counts.set(this.families[p]!, (counts.get(this.families[p]!) ?? 0) + 1);
      let best = -1;
      let most = 0;
      for (const [f, c] of counts) if (c > most || (c === most && f < best)) [best, most] = [f, c];
      found = { family: best >= 0 ? (this.familyDict.nameOf(best) ?? null) : null, share: list.length ? most / list.length : 0, postings: list.length };
      this.skillFamilies.set(skill, found);
    }
    return found;
  }

  private hasSkill(p: number, skill: number): boolean {
    for (let j = this.skillStarts[p]!; j < this.skillStarts[p + 1]!; j++) if (this.skillValues[j] === skill) return true;
    return false;
  }

  /**
   * Stages 1 and 2 of a search tier: the freshest CANDIDATE_WINDOW postings that pass the filters and the tier's
   * candidate rule (and the "all" tier's top-up), scored on their small columns; the best max(RESCORE_POOL, limit)
   * of them form the pool.
   * `text` holds, per keyword without taxonomy skills, its full-text matches (positionsOf; needed by tier "any").
   */
  pool(q: SearchQuery, tier: Tier, text: ReadonlyMap<number, Int32Array> = new Map()): { total: number; pool: PooledPosting[] } {
    const kw = q.keywords;
    const allSkillNames = [...new Set(kw.flatMap((k) => k.skills))];
    const allSkills = Int32Array.from(allSkillNames.map((x) => this.skillDict.find(x)));
    const keywordSkills = kw.map((k) => Int32Array.from(k.skills.map((x) => this.skillDict.find(x))));
    // How many of the query's skills a posting lists: one pass over its skills (each listed once) through a mask.
    const skillMask = new Uint8Array(this.skillDict.size);
    for (const skill of allSkills) if (skill >= 0) skillMask[skill] = 1;
    const unknownSkill = allSkills.includes(-1);
    const querySkills = (p: number) => {
      let count = 0;
      for (let j = this.skillStarts[p]!; j < this.skillStarts[p + 1]!; j++) count += skillMask[this.skillValues[j]!]!;
      return count;
    };
    const role = q.role ?? null;
    const roleFamily = role?.family ? this.familyDict.find(role.family) : -1;
    const neighbours = new Set((role?.family ? role.neighbours : []).map((f) => this.familyDict.find(f)).filter((f) => f >= 0));
    const word = role?.family && role.word ? role.word : null;
    const wordPattern = word ? pgWordRegExp(`\\m${escapeRegExp(word)}`) : null;
    const shared = word && role?.sharedWords?.length ? pgWordRegExp(`\\m(${role.sharedWords.map(escapeRegExp).join("|")})`) : null;

    // Filters: place (keys overlap, or the whole-word pattern on the location) and work mode.
    const placeKeys = q.place?.keys?.length ? q.place.keys.map((x) => this.placeDict.find(x)).filter((x) => x >= 0) : [];
    const placeBits = placeKeys.length ? this.placeBitsOf(placeKeys) : null;
    const placeRegex = q.place?.regex ? pgWordRegExp(q.place.regex) : null;
    const mode = q.workMode === "any" ? -1 : WORK_MODES.indexOf(q.workMode);
    const inPlace = (p: number) => {
      if (!q.place) return true;
      if (placeBits !== null && (placeBits[p >>> 5]! & (1 << (p & 31))) !== 0) return true;
      const location = this.locations[p];
      return placeRegex !== null && location !== null && location !== undefined && placeRegex.test(location);
    };
    const filtersPass = (p: number) => (mode < 0 || this.workModes[p] === mode) && inPlace(p);

    // The tier's candidate rule, and lists whose union holds every candidate.
    let isCandidate: (p: number) => boolean;
    let sources: Int32Array[];
    const skillList = (skill: number) => (skill >= 0 ? this.bySkill[skill]! : EMPTY);
    // The title words that admit a posting of their family to the narrow tiers (none when all are too short).
    const titleWords = word !== null && roleFamily >= 0 ? pairsTitleWords(word, role?.sharedWords) : [];
    const titleAdmits = titleWords.length > 0;
    const namesRole = (p: number) => titleAdmits && this.families[p] === roleFamily && titleWords.some((t) => this.titles[p]!.includes(t));
    // In the pairs tier, a posting of their own family listing one of their skills is as good a candidate (narrowTiers).
    const ownWithSkill = (p: number) => roleFamily >= 0 && this.families[p] === roleFamily && querySkills(p) > 0;
    // A manager's or a head's: their family's manager posts are candidates of the narrow tiers (the SQL's).
    const leadsAdmits = role?.leads === true && roleFamily >= 0;
    const managerPost = (p: number) => leadsAdmits && this.families[p] === roleFamily && this.manages[p] === 1;
    if (tier === "all") {
      isCandidate = (p) => (!unknownSkill && querySkills(p) === allSkills.length) || namesRole(p) || managerPost(p);
      const lists = [...allSkills].map(skillList).sort((a, b) => a.length - b.length);
      sources = lists.length ? [lists[0]!] : [];
      if (titleAdmits || leadsAdmits) sources.push(this.byFamily[roleFamily]!);
    } else if (tier === "pairs") {
      isCandidate = (p) => querySkills(p) >= 2 || namesRole(p) || ownWithSkill(p) || managerPost(p);
      sources = [...allSkills].map(skillList);
      if (titleAdmits || leadsAdmits) sources.push(this.byFamily[roleFamily]!);
    } else {
      const plain = kw.map((k, i) => ({ k, i })).filter(({ k }) => !k.skills.length);
      const titleLists = plain.map(({ k }) => this.titleContaining(k.text));
      isCandidate = (p) => {
        if (querySkills(p) > 0) return true;
        for (const { i } of plain) {
          const t = text.get(i);
          if (t && contains(t, p)) return true;
        }
        for (const { k } of plain) if (this.titles[p]!.includes(k.text)) return true;
        return roleFamily >= 0 && this.families[p] === roleFamily;
      };
      sources = [...[...allSkills].map(skillList), ...plain.map(({ i }) => text.get(i) ?? EMPTY), ...titleLists];
      if (roleFamily >= 0) sources.push(this.byFamily[roleFamily]!);
    }

    // Walk whichever is shorter: the place's postings or the candidates' lists (a city is often the narrower).
    const candidateLength = sources.reduce((sum, l) => sum + l.length, 0);
    const placeLists = q.place && !placeRegex ? placeKeys.map((key) => this.byPlace[key]!) : null;
    const placeLength = placeLists ? placeLists.reduce((sum, l) => sum + l.length, 0) : Number.POSITIVE_INFINITY;
    const window: number[] = [];
    const walkPlaces = placeLists !== null && placeLength < candidateLength;
    // A posting of the place's own lists is in the place: only its work mode is left to check. The lists of tier
    // "any" hold exactly its candidates (any skill, text or title match, the family), so a walk of them checks none.
    const accept = walkPlaces
      ? (p: number) => {
          if ((mode < 0 || this.workModes[p] === mode) && isCandidate(p)) window.push(p);
          return window.length < CANDIDATE_WINDOW;
        }
      : tier === "any"
        ? (p: number) => {
            if (filtersPass(p)) window.push(p);
            return window.length < CANDIDATE_WINDOW;
          }
        : (p: number) => {
            if (filtersPass(p) && isCandidate(p)) window.push(p);
            return window.length < CANDIDATE_WINDOW;
          };
    walkUnion(walkPlaces ? placeLists : sources, accept);
    // The "all" tier ending the search with fewer than a page of their family is topped up with the freshest page of
    // their family's postings listing one of their skills, which do not count towards `total` (narrowTiers; the SQL's).
    const total = window.length;
    if (tier === "all" && roleFamily >= 0 && allSkills.length && total >= q.limit && window.filter((p) => this.families[p] === roleFamily).length < q.limit) {
      walkUnion([this.byFamily[roleFamily]!], (p) => {
        if (filtersPass(p) && !isCandidate(p) && ownWithSkill(p)) window.push(p);
        return window.length - total < q.limit;
      });
    }

    // Stage 2: the cheap score, as the SQL's `scored` and `pool`.
    const w = q.weights;
    const n = kw.length;
    const now = (q.now ?? new Date()).getTime();
    const mine = role && role.level !== null ? Number(role.level) : null;
    const inferred = mine !== null && !role?.levelStated;
    const leads = role?.leads === true;
    const rung = role?.rung ?? -1;
    const wordShare = word ? ROLE_WORD_SHARE : 0;
    const titleWord = w.title * wordShare;
    // The parts of one candidate, left in these variables by scoreOf (no object per candidate: most are dropped).
    let covered = 0;
    let skillShare = 0;
    let familyFit = 0;
    let levelFit = 1;
    let roleHit = 0;
    let freshness = 0;
    const coveredBy = (p: number, i: number) => {
      for (const skill of keywordSkills[i]!) if (skill >= 0 && this.hasSkill(p, skill)) return true;
      return this.titles[p]!.includes(kw[i]!.text);
    };
    const scoreOf = (p: number) => {
      const title = this.titles[p]!;
      covered = 0;
      for (let i = 0; i < n; i++) if (coveredBy(p, i)) covered++;
      skillShare = allSkills.length ? querySkills(p) / allSkills.length : 0;
      const f = this.families[p]!;
      familyFit = role?.family ? (f >= 0 && f === roleFamily ? 1 : f >= 0 && neighbours.has(f) ? 0.5 : 0) : 0;
      roleHit = !wordPattern || f < 0 || f !== roleFamily ? 0 : wordPattern.test(title) ? 1 : shared?.test(title) ? RELATED_ROLE_FIT : 0;
      levelFit = 1;
      if (mine !== null) {
        const level = this.levels[p]!;
        const gap = Math.abs(level - mine);
        levelFit = inferred && this.levelKnown[p] && level > mine && gap <= 1 ? LEVEL_ABOVE_INFERRED : gap > 1 ? (!this.levelKnown[p] && gap <= 2 ? UNSTATED_TWO_RUNGS_FIT : 0) : leads && this.manages[p] === 0 ? IC_POST_FOR_MANAGER : 1;
      }
      // As the SQL's levelFit: a post a rung below the person's own keeps LOWER_RUNG_FIT of it, a manager's or a
      // head's post HIGHER_RUNG_FIT of it for someone on a desk's staff.
      const postRung = this.rungs[p]!;
      if (postRung >= 0 && postRung < rung) levelFit *= LOWER_RUNG_FIT;
      else if (rung === 0 && postRung >= 2) levelFit *= HIGHER_RUNG_FIT;
      freshness = Math.exp(-Math.max(0, (now - this.baseMs[p]!) / 1000) / 86400.0 / FRESHNESS_DAYS);
      return w.coverage * (covered / n) + w.skills * skillShare + w.freshness * freshness + w.family * familyFit + w.level * levelFit + titleWord * roleHit;
    };
    const cheap = new Float64Array(window.length);
    window.forEach((p, i) => (cheap[i] = scoreOf(p)));
    // Best first; ties to the earlier position (posted_at DESC NULLS LAST, id: the SQL's tie-breaks).
    const order = window.map((_, i) => i).sort((a, b) => (cheap[a] !== cheap[b] ? cheap[b]! - cheap[a]! : window[a]! - window[b]!));
    const pool = order.slice(0, Math.max(RESCORE_POOL, q.limit)).map((i) => {
      const p = window[i]!;
      scoreOf(p);
      let bits = "";
      for (let k = 0; k < n; k++) bits += coveredBy(p, k) ? "1" : "0";
      return { id: this.ids[p]!, position: p, covered: bits, skill_share: skillShare, freshness, family_fit: familyFit, level_fit: levelFit, role_hit: roleHit };
    });
    return { total, pool };
  }

  /**
   * Stage 3 knows all but two parts of a pooled posting's score before PostgreSQL is asked: its title's similarity
   * (trigram.ts, null for a title or search text that is not ASCII) and whether any posting of the pool names the
   * role. What only PostgreSQL knows (phrases in the text, the full-text rank) adds at most their weights. A posting
   * whose best possible score is below the q.limit-th best certain score cannot be among the best q.limit, so it
   * is not sent: the answer is the same, for fewer rows of trigram and full-text work.
   */
  /**
   * Word similarities already computed, by search text then title: searches repeat titles and search texts (an index
   * holds few distinct titles). At most SIMILARITY_CACHE in all; the oldest text's go first.
   */
  private readonly similarities = new Map<string, Map<string, number | null>>();
  private similarityCount = 0;

  private similaritiesOf(text: string): Map<string, number | null> {
    let byTitle = this.similarities.get(text);
    if (!byTitle) {
      while (this.similarityCount >= SIMILARITY_CACHE && this.similarities.size) {
        const [oldest, entries] = this.similarities.entries().next().value!;
        this.similarities.delete(oldest);
        this.similarityCount -= entries.size;
      }
      this.similarities.set(text, (byTitle = new Map()));
    }
    return byTitle;
  }

  private similarity(byTitle: Map<string, number | null>, text: string, title: string): number | null {
    let sim = byTitle.get(title);
    if (sim === undefined) {
      sim = wordSimilarity(text, title);
      byTitle.set(title, sim);
      this.similarityCount++;
    }
    return sim;
  }

  narrow(q: SearchQuery, pool: readonly PooledPosting[]): { pool: KnownPosting[]; anyRoleHit: boolean } {
    const texts = titleTexts(q).map((text) => ({ text, byTitle: this.similaritiesOf(text) }));
    const simOf = (title: string): number | null => {
      let best: number | null = 0;
      for (const { text, byTitle } of texts) {
        const sim = this.similarity(byTitle, text, title);
        best = sim === null || best === null ? null : Math.max(best, sim);
      }
      return best;
    };
    // As the SQL's titleSimSql: a post of their family naming a rival role and not theirs earns no title similarity.
    const patterns = familyRivalPatterns(q.role);
    const rival = patterns ? familyRivalRegExps(patterns) : null;
    const roleFamily = q.role?.family ? this.familyDict.find(q.role.family) : -1;
    const namesRival = (p: PooledPosting, title: string) => rival !== null && this.families[p.position] === roleFamily && rival.rival.test(title) && !rival.own.test(title);
    const known = pool.map((p) => {
      const title = this.titles[p.position]!;
      return { ...p, title_sim: namesRival(p, title) ? 0 : simOf(title) };
    });
    const anyRoleHit = pool.some((p) => p.role_hit > 0);
    if (known.length <= q.limit) return { pool: known, anyRoleHit };
    const w = q.weights;
    const n = q.keywords.length;
    const wordShare = q.role?.family && q.role.word ? ROLE_WORD_SHARE : 0;
    const titlePart = (sim: number, roleHit: number) => (anyRoleHit ? (1 - wordShare) * sim + wordShare * roleHit : sim);
    const low = new Float64Array(known.length);
    const high = new Float64Array(known.length);
    known.forEach((p, i) => {
      const certain = w.skills * p.skill_share + w.freshness * p.freshness + w.family * p.family_fit + w.level * p.level_fit;
      let covered = 0;
      for (let k = 0; k < n; k++) if (p.covered[k] === "1") covered++;
      low[i] = certain + w.coverage * (covered / n) + w.title * titlePart(p.title_sim ?? 0, p.role_hit);
      high[i] = certain + w.coverage + w.text + w.title * titlePart(p.title_sim ?? 1, p.role_hit);
    });
    // A margin far above the float error of the SQL's own sum keeps every posting that could tie.
    const floor = [...low].sort((a, b) => b - a)[q.limit - 1]! - 1e-9;
    return { pool: known.filter((_, i) => high[i]! >= floor), anyRoleHit };
  }
}

/** A pooled posting with its stage-3 parts and final score (0–100 before the place's penalty). */
export interface RankedPosting extends PooledPosting, RescoreParts {
  coverage: number;
  score: number;
}

/**
 * Stage 3's finish, as job-repository's rankedSql computes it: coverage with phrases, the title part (half of it the
 * role word when a posting of the pool names it), the score; the best `q.limit`, ties to the fresher posting.
 * Postings with no parts (deleted since they were pooled) drop out, as the SQL's join drops them.
 */
export function rankPool(
  q: SearchQuery,
  pool: readonly PooledPosting[],
  parts: ReadonlyMap<string, RescoreParts>,
  anyRoleHit = pool.some((p) => p.role_hit > 0),
): RankedPosting[] {
  const w = q.weights;
  const n = q.keywords.length;
  const wordShare = q.role?.family && q.role.word ? ROLE_WORD_SHARE : 0;
  const ranked: RankedPosting[] = [];
  for (const p of pool) {
    const part = parts.get(p.id);
    if (!part) continue;
    let covered = 0;
    for (let i = 0; i < n; i++) if (p.covered[i] === "1" || part.phrases[i] === "1") covered++;
    const coverage = covered / n;
    const title = anyRoleHit ? (1 - wordShare) * part.title_sim + wordShare * p.role_hit : part.title_sim;
    const score =
      100 *
      (w.coverage * coverage + w.skills * p.skill_share + w.text * part.text_rank + w.title * title + w.freshness * p.freshness + w.family * p.family_fit + w.level * p.level_fit);
    ranked.push({ ...p, ...part, coverage, score });
  }
  ranked.sort((a, b) => (a.score !== b.score ? b.score - a.score : a.position - b.position));
  return ranked.slice(0, q.limit);
}
