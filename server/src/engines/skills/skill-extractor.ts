import type { SkillTaxonomy } from "./taxonomy";
import { tokenize, type Token } from "./tokenize";
import { isStandaloneListItem } from "./list-context";
import { cleanKeywords, cleanPhrase } from "../../../../common/keywords";

export interface ExtractOptions {
  /**
   * Treat every line as a list of skills (the caller knows the text is a skills section), so
   * ambiguous names such as "R", "Go" or "C" match when they stand alone on a line.
   */
  listContext?: boolean;
}

/** Finds taxonomy skills in text. The deterministic default behind the `SkillExtractor` engine. */
export interface SkillExtractor {
  readonly version: string;
  /** Canonical skill names found in the text, deduplicated, in order of first occurrence. */
  extract(text: string, options?: ExtractOptions): string[];
  /**
   * Canonical name for a term a user typed ("k8s" → "Kubernetes"), or null when unknown. A spelling as the app's
   * keyword cleaning leaves it ("aspnet core" of "ASP.NET Core", "net" of ".NET") counts when only one skill has it.
   */
  canonicalize(term: string): string | null;
  /** Category of a canonical name ("marketing", "programming"...), or null. */
  categoryOf(name: string): string | null;
}

type Mode = "free" | "list" | "cased";
interface Terminal {
  /** Index into taxonomy.skills, or NOT_A_SKILL for a phrase that is consumed without reporting one. */
  skill: number;
  mode: Mode;
  /**
   * For a one-word alias that is a word of the skill's own name ("reconciliation" of Bank Reconciliation, "testing" of
   * Software Testing, "assembly" of Assembly Language): the words beside it in the name, which the text may not
   * replace with another word ("Stock Reconciliation", "Concrete Testing", "assembly lines" are other things).
   */
  nameLeft?: string;
  nameRight?: string;
  /** Surface tokens of the spelling, for the case check of "cased" terms. */
  raw: string[];
  /** For an ambiguous short form (taxonomy.ambiguous): the skills it may name, read by the other skills of the text. */
  senses?: number[];
}
interface TrieNode {
  next: Map<string, TrieNode>;
  terminal?: Terminal;
}

const newNode = (): TrieNode => ({ next: new Map() });
const NOT_A_SKILL = -1;
/**
 * "Cleaned sales data", "payroll records": a one-word business skill used as a modifier of a data noun names
 * what the data was about, not a skill the person has.
 */
const MODIFIER_CATEGORIES = new Set(["sales", "marketing", "finance", "operations", "hr", "customer_support"]);
const DATA_NOUNS = new Set(["data", "dataset", "datasets", "figures", "numbers", "records", "database", "databases", "dashboard", "dashboards", "report", "reports"]);
/** Words that may stand beside a skill without naming another thing: "and testing", "reconciliation of accounts". */
const FUNCTION_WORDS = new Set([
  "a", "an", "the", "and", "or", "of", "in", "on", "for", "with", "to", "by", "at", "from", "via", "into", "across", "using",
  "including", "incl", "like", "such", "as", "also", "all", "end", "etc", "is", "are", "was", "were", "be", "do", "did",
  "ran", "run", "own", "handle", "lead", "drive", "drove", "my", "our", "their", "its", "his", "her", "daily", "monthly",
  "weekly", "regular", "basic", "advanced", "good", "strong", "hands", "experience", "exposure", "knowledge", "skills",
]);
/** A word (spaces only between) that qualifies its neighbour: not a function word, not a verb in the past ("Managed"). */
const qualifier = (t: Token | undefined, gap: string): string | null =>
  t !== undefined && /^ +$/.test(gap) && /^[a-z]+$/i.test(t.raw) && !FUNCTION_WORDS.has(t.norm) && !/ed$/.test(t.norm) ? t.norm : null;
const URL_OR_EMAIL = /\b(?:https?:\/\/|www\.)\S+|\b[\w.-]+\.(?:com|in|org|net|io|co)\/\S*|[\w.+-]+@[\w.-]+\.\w+/gi;

export function createSkillExtractor(taxonomy: SkillTaxonomy): SkillExtractor {
  const root = newNode();
  const dotted = new Set<string>();
  const names = taxonomy.skills.map((s) => s.name);
  const categories = new Map(taxonomy.skills.map((s) => [s.name.toLowerCase(), s.category]));
  const indexOf = new Map(taxonomy.skills.map((s, i) => [s.name, i]));
  const broader = taxonomy.skills.map((s) => (s.broader ?? []).map((b) => indexOf.get(b)).filter((i): i is number => i !== undefined));
  const category = taxonomy.skills.map((s) => s.category);
  const sensesOf = new Map(
    Object.entries(taxonomy.ambiguous ?? {}).map(([spelling, skills]) => [
      tokenize(spelling).map((t) => t.norm).join(" "),
      skills.map((n) => indexOf.get(n)).filter((i): i is number => i !== undefined),
    ]),
  );

  const insert = (spelling: string, skill: number, mode: Mode, nameWords?: string[]) => {
    const tokens = tokenize(spelling);
    if (tokens.length === 0) return;
    // An ambiguous short form is spelled by the skill it names when typed alone; its other senses come with it.
    const senses = sensesOf.get(tokens.map((t) => t.norm).join(" "));
    if (senses && senses[0] !== skill && skill !== NOT_A_SKILL) return;
    let node = root;
    for (const t of tokens) {
      if (t.norm.includes(".")) dotted.add(t.norm);
      let child = node.next.get(t.norm);
      if (!child) node.next.set(t.norm, (child = newNode()));
      node = child;
    }
    // First spelling wins: the build script already gives each spelling to one skill.
    if (node.terminal) return;
    node.terminal = { skill, mode, raw: tokens.map((t) => t.raw) };
    if (senses && skill !== NOT_A_SKILL) node.terminal.senses = senses;
    const at = tokens.length === 1 && nameWords && nameWords.length > 1 ? nameWords.indexOf(tokens[0]!.norm) : -1;
    if (at >= 0) {
      node.terminal.nameLeft = nameWords![at - 1];
      node.terminal.nameRight = nameWords![at + 1];
    }
  };

  taxonomy.skills.forEach((s, i) => {
    const restricted = new Set([...(s.list ?? []), ...(s.cased ?? [])].map((x) => x.toLowerCase()));
    for (const x of s.list ?? []) insert(x, i, "list");
    for (const x of s.cased ?? []) insert(x, i, "cased");
    if (!restricted.has(s.name.toLowerCase())) insert(s.name, i, "free");
    const nameWords = tokenize(s.name).map((t) => t.norm);
    for (const a of s.aliases) insert(a, i, "free", nameWords);
  });
  // The spellings as SPEC section 5's keyword cleaning leaves them (dots and brackets dropped): the workspace sends a
  // resume's ".NET" and "ASP.NET Core" as "net" and "aspnet core". Kept only where one skill has the cleaned form.
  const cleaned = new Map<string, number>();
  taxonomy.skills.forEach((s, i) => {
    for (const spelling of [s.name, ...s.aliases, ...(s.list ?? []), ...(s.cased ?? [])]) {
      const [k, more] = cleanKeywords(spelling);
      if (!k || more !== undefined || k.length < 2 || k === spelling.toLowerCase()) continue;
      // Not a single word left by dropping stop words: "my sql" is not what "sql" means, nor "ind as" "ind".
      if (!k.includes(" ") && cleanPhrase(spelling, { keepStopWords: true }).includes(" ")) continue;
      const had = cleaned.get(k);
      cleaned.set(k, had === undefined || had === i ? i : NOT_A_SKILL);
    }
  });
  // Longest match wins, so "Electronics and Communication" swallows the "Communication" inside it.
  for (const phrase of taxonomy.notSkills ?? []) insert(phrase, NOT_A_SKILL, "free");

  const casedOk = (tokens: Token[], from: number, t: Terminal) =>
    t.raw.every((r, k) => {
      const got = tokens[from + k]?.raw ?? "";
      return got === r || (got === r.toUpperCase() && got.length > 1);
    });

  function extract(text: string, options: ExtractOptions = {}): string[] {
    // Skill indices in order of first occurrence; an ambiguous short form holds its place as its senses until the
    // whole text is read, then names the sense whose field the other skills found share most (or nothing).
    const found: Array<number | number[]> = [];
    const seen = new Set<number>();
    for (const rawLine of text.split("\n")) {
      // URLs and emails ("indeed.com/r/Name") would otherwise yield lone "R"s between slashes.
      const line = rawLine.replace(URL_OR_EMAIL, (m) => " ".repeat(m.length));
      const tokens = tokenize(line, dotted);
      let i = 0;
      while (i < tokens.length) {
        // Collect every terminal along the path; prefer the longest one whose context rule holds.
        const candidates: Array<{ end: number; terminal: Terminal }> = [];
        let node: TrieNode | undefined = root;
        for (let j = i; j < tokens.length && node; j++) {
          node = node.next.get(tokens[j]!.norm);
          if (node?.terminal) candidates.push({ end: j + 1, terminal: node.terminal });
        }
        let advanced = false;
        for (let c = candidates.length - 1; c >= 0; c--) {
          const { end, terminal } = candidates[c]!;
          const s = tokens[i]!.start;
          const e = tokens[end - 1]!.end;
          const standalone = () => isStandaloneListItem(line, s, e, options.listContext === true);
          const ok =
            terminal.mode === "free" ||
            (terminal.mode === "cased" && (casedOk(tokens, i, terminal) || standalone())) ||
            (terminal.mode === "list" && standalone());
          if (!ok) continue;
          if (end - i === 1 && !options.listContext && MODIFIER_CATEGORIES.has(taxonomy.skills[terminal.skill]?.category ?? "") && DATA_NOUNS.has(tokens[end]?.norm ?? "")) continue;
          // "Stock Reconciliation" is not Bank Reconciliation: the name's word beside the alias is replaced by another.
          const before = tokens[i - 1];
          const after = tokens[end];
          const left = terminal.nameLeft && before ? qualifier(before, line.slice(before.end, s)) : null;
          const right = terminal.nameRight && after ? qualifier(after, line.slice(e, after.start)) : null;
          if ((left && left !== terminal.nameLeft) || (right && right !== terminal.nameRight)) continue;
          if (terminal.senses) found.push(terminal.senses);
          else if (terminal.skill !== NOT_A_SKILL) {
            // The skill, then the broader ones it is a kind of ("KYC", then "Compliance").
            for (const k of [terminal.skill, ...broader[terminal.skill]!]) {
              if (seen.has(k)) continue;
              seen.add(k);
              found.push(k);
            }
          }
          i = end;
          advanced = true;
          break;
        }
        if (!advanced) i++;
      }
    }
    return resolveSenses(found, seen);
  }

  /** The skills read, with each ambiguous short form read as the sense its field's other skills in the text support. */
  function resolveSenses(found: Array<number | number[]>, seen: Set<number>): string[] {
    const support = new Map<string, number>();
    for (const k of found) if (typeof k === "number") support.set(category[k]!, (support.get(category[k]!) ?? 0) + 1);
    const out: string[] = [];
    for (const k of found) {
      if (typeof k === "number") {
        out.push(names[k]!);
        continue;
      }
      let best = -1;
      let most = 0;
      for (const sense of k) {
        // Ties go to the earlier sense (the one the short form names when typed alone).
        const n = support.get(category[sense]!) ?? 0;
        if (n > most) [best, most] = [sense, n];
      }
      if (best < 0) continue;
      for (const s of [best, ...broader[best]!]) {
        if (seen.has(s)) continue;
        seen.add(s);
        out.push(names[s]!);
      }
    }
    return out;
  }

  function canonicalize(term: string): string | null {
    const tokens = tokenize(term.trim(), dotted);
    if (tokens.length === 0) return null;
    let node: TrieNode | undefined = root;
    for (const t of tokens) node = node?.next.get(t.norm);
    // A term typed on its own is a list item, so restricted spellings count too.
    if (node?.terminal) return node.terminal.skill !== NOT_A_SKILL ? names[node.terminal.skill]! : null;
    const fromCleaned = cleaned.get(cleanPhrase(term));
    return fromCleaned !== undefined && fromCleaned !== NOT_A_SKILL ? names[fromCleaned]! : null;
  }

  return {
    version: taxonomy.version,
    extract,
    canonicalize,
    categoryOf: (name) => categories.get(name.toLowerCase()) ?? null,
  };
}
