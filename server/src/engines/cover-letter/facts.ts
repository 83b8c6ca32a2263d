// The facts a sentence of a cover letter states — numbers, names (runs of capitalised words, acronyms, addresses),
// job-level words, skills and months — and whether the resume or the job states each of them. Used by the tests over
// the labelled set and, for a polished letter, on every sentence the LLM wrote.
import { numberTokens } from "../resume-writer/fact-guard";
import type { SkillFinder } from "../job-match/skill-finder";

export interface Unsupported {
  sentence: string;
  kind: "number" | "name" | "title" | "skill" | "month";
  value: string;
}

/** Capitalised words a letter's own frame uses ("Dear Hiring Manager", "Kind regards"). */
const FRAME_WORDS = new Set(["dear", "hiring", "manager", "team", "hello", "i", "i'm", "i'd", "i've", "kind", "warm", "regards", "sincerely", "with", "thanks", "thank", "you"]);
const LEVEL_WORDS = new Set(["senior", "sr", "junior", "jr", "principal", "head", "chief", "director", "vp", "president", "founder", "cofounder", "co-founder", "intern", "trainee", "ceo", "cto", "cfo", "coo", "lead"]);
const MONTHS = /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&+.@/#-]*/gu;

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .replace(/[^\p{L}\p{N}+#&@./ -]+/gu, " ")
    .replace(/[./-]+(?=\s|$)/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** Sentences, not split after an abbreviation ("St. Xavier's", "B.E. Civil", "Dr. Rao"). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=(?<!\b(?:St|Dr|Mr|Mrs|Ms|No|Jr|Sr|Pvt|Ltd|Co|Inc|vs|[A-Z]|[A-Z]\.[A-Z]))[.!?])\s+(?=[A-Z"“(])/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The frame every letter has; its words are not facts ("Dear Hiring Manager" names no skill). */
const FRAME = /\bDear Hiring Manager\b/g;

/** Runs of capitalised words or acronyms, each run one phrase; a sentence's first word is set aside. */
function nameRuns(sentence: string): string[] {
  const runs: string[] = [];
  let run: string[] = [];
  let runStart = -1;
  let runEnd = -1;
  let end = 0;
  let index = 0;
  const flush = () => {
    if (run.length) runs.push(sentence.slice(runStart, runEnd));
    run = [];
  };
  for (const m of sentence.matchAll(WORD)) {
    const raw = m[0].replace(/['’]s$/, "").replace(/[.,'’/-]+$/, "");
    const gap = sentence.slice(end, m.index);
    // Up to the word itself: a full stop after it ("Pvt Ltd. I work") ends the run.
    end = m.index + raw.length;
    const first = index === 0;
    index += 1;
    if (run.length && !/^\s+$/.test(gap) && !/^\s*&\s*$/.test(gap)) flush();
    const named = /^\p{Lu}/u.test(raw) || /\d/.test(raw) && /\p{L}/u.test(raw) || /@|\w\.\w{2,}/.test(raw);
    if (!named || (first && FRAME_WORDS.has(raw.toLowerCase())) || (!run.length && FRAME_WORDS.has(raw.toLowerCase()))) {
      flush();
      continue;
    }
    if (first && !/[A-Z].*[A-Z]|\d|@/.test(raw.slice(1))) {
      // An ordinary word opening the sentence ("At", "The", "Before") is not a name on its own.
      continue;
    }
    if (!run.length) runStart = m.index;
    runEnd = m.index + raw.length;
    run.push(raw);
  }
  flush();
  return runs;
}

/**
 * What in `text` is stated by neither source. `sources` are the resume's text and the job's text; a name counts as
 * stated when its words appear together in a source, a skill when a source shows it, a number when a source has it.
 */
export function unsupportedFacts(text: string, sources: string[], finder: SkillFinder): Unsupported[] {
  const joined = sources.join("\n");
  const sourceNorm = ` ${norm(joined)} `;
  const sourceNumbers = numberTokens(joined);
  const sourceSkills = finder.inText(joined);
  const sourceWords = new Set(norm(joined).split(" "));
  const sourceMonths = new Set([...joined.toLowerCase().matchAll(MONTHS)].map((m) => m[0].slice(0, 3)));
  const out: Unsupported[] = [];
  for (const sentence of sentencesOf(text.replace(FRAME, "Dear reader"))) {
    for (const n of numberTokens(sentence)) if (!sourceNumbers.has(n)) out.push({ sentence, kind: "number", value: n });
    for (const m of sentence.toLowerCase().matchAll(MONTHS)) {
      // "may" as a verb is not a month.
      if (m[0] === "may" && !/\bMay\b/.test(sentence)) continue;
      if (!sourceMonths.has(m[0].slice(0, 3))) out.push({ sentence, kind: "month", value: m[0] });
    }
    for (const w of norm(sentence).split(" ")) if (LEVEL_WORDS.has(w) && !sourceWords.has(w)) out.push({ sentence, kind: "title", value: w });
    for (const s of finder.inText(sentence)) if (!sourceSkills.has(s) && !finder.shows(s, { skills: sourceSkills, text: joined })) out.push({ sentence, kind: "skill", value: s });
    for (const run of nameRuns(sentence)) {
      const key = norm(run);
      if (!key) continue;
      if (!sourceNorm.includes(` ${key} `)) out.push({ sentence, kind: "name", value: run });
    }
  }
  return out;
}
