import type { AnswerFlag, AnswerSignals, InterviewQuestion } from "./interviewer";
import type { RoleFamily } from "./question-bank-types";
import { allStems, containsPhrase, contentStems, jaccard, normalise, sentences, shingles, stem, STOPWORDS, words } from "./text";

// Turns an answer into measurable signals. The rubric (rubric.ts) turns signals into scores.

/** Tools that count as specific evidence in any role. */
const GENERAL_TOOLS = ["excel", "google sheets", "sql", "python", "jira", "power bi", "tableau", "powerpoint", "crm", "salesforce", "sap", "notion", "confluence", "slack", "figma", "looker", "hubspot"];

/** Everyday work words: an answer with none of these and nothing from the question is off-topic. */
const WORK_WORDS = ["team", "project", "customer", "client", "manager", "stakeholder", "process", "deadline", "goal", "target", "result", "improv", "plan", "report", "problem", "deliver", "work", "role", "company", "colleague", "user", "data", "decid", "task", "meeting", "launch", "responsib", "lead", "build", "increas", "reduc", "analys", "measur", "business", "job", "experience", "skill", "learn", "product", "service", "cost", "revenue"];

// Question words that say nothing about the topic ("Tell me about a time you...").
const QUESTION_FILLER = new Set(
  ["tell", "time", "describ", "walk", "through", "happen", "give", "exampl", "specif", "talk", "make", "sure", "would", "what", "which", "one", "concret", "last", "two", "year", "mos", "most", "change", "result", "thing", "someth", "anyth", "first", "hour", "mak", "work", "think", "someon", "approach", "decid", "handl", "did", "get", "know", "real"].map(stem),
);

const KEYBOARD_RUNS = ["qwer", "wert", "erty", "rtyu", "tyui", "yuio", "uiop", "asdf", "sdfg", "dfgh", "fghj", "ghjk", "hjkl", "zxcv", "xcvb", "cvbn", "vbnm", "qaz", "wsx", "edc"];

const SITUATION_RE =
  /\b(when i was|at my (previous|last|current|first)|in my (previous|last|current|first) (role|job|company|team|organi[sz]ation)|in my role|last (year|quarter|month|summer)|in (early |late )?20\d\d|while (working|i was)|our (team|company|client|product|app|store|ward|school|class|firm|brand)|we had|there was|the (situation|context|problem|challenge|issue) was|i was working|i joined|i was (a|an|the|responsible|part|leading|handling|managing|on)|working (as|at|on)|during (my|the|our)|a few (months|years) (ago|back)|at the time|i managed|i was managing|at (a|an|one of (our|the|my)) [\w\s-]{0,40}?(company|startup|firm|hospital|school|agency|bank|store|stores|brand|client|marketplace|platform|app|chain|ngo|college|network|distributor|manufacturer|retailer|ward|clinic))\b/;
const TASK_RE =
  /\b(my (goal|task|job|role|responsibility|target|mandate|brief|aim)|i was (asked|responsible|tasked|given|expected|accountable)|(we|i) needed to|needed to|had to|the (goal|target|aim|objective|ask|mandate|task) was|(goal|target|objective|aim) (was|of)|was to|challenge was|problem was|i owned|i had to|so that we)\b/;
const RESULT_RE =
  /\b(as a result|result(ed|s)?|which (led|helped|meant|brought|cut|reduced|increased|improved|saved)|leading to|led to|outcome|in the end|eventually|ended up|reduc(ed|ing)|increas(ed|ing)|improv(ed|ing)|grew|grown|saved|cut (the|our|it|down)|dropp(ed)|went (up|down|from)|achiev(ed)|hit (the|our|a|\d+[\w.,%]*)|exceed(ed)|deliver(ed)|launch(ed)|clos(ed)|won|resolv(ed)|recover(ed)|promot(ed)|impact was|brought (it|down|up)|doubl(ed)|halv(ed)|on time|signed|adopted|renewed|retained|stabili[sz]ed|passed|scored|converted|rose|fell|jumped|climbed|declined|came (down|back|in)|went live|extended|completed|finished|received|since then|approved|accepted|joined|ranked|reached|recovered)\b|\b(csat|nps|rating|rate|score|revenue|sales|conversion|retention|roi|roas|cpa|margin|attrition|accuracy|latency|uptime)\b[^.]{0,30}\b(was|is|reached|at|of|to)\s*[₹$]?\d/;
// Self-description instead of an example ("I am very hard working and everyone appreciated it").
const GENERIC_RE =
  /\b(i (always|usually|generally|normally) |i am (very|a very|good|always|quite|really|an?) |i believe|my nature|i have always been|everyone (appreciated|liked|loves|likes)|i enjoy|i love|hard ?working|team player|passionate|best practices|customer is king|is very important|are very important|nowadays)/g;
const REFLECTION_RE = /\b(i learn(ed|t)|lesson|next time|would do differently|in hindsight|looking back|since then|now i always|taught me|i now)\b/;
const ACTION_ALLOW = new Set(
  "built led ran wrote made set took found chose began started spoke met did drove brought sent gave got put cut split shut kept sat taught sold went rebuilt rewrote redesigned held thought fought dug broke fixed moved asked".split(" "),
);
const NOT_ACTION = new Set("am was think guess feel believe have had would will don't mean know hope like love want wanted would've can could should might may just also really".split(" "));
const SEQUENCE_RE = /\b(first(ly)?|second(ly)?|third(ly)?|then|next|after that|finally|lastly|step (one|two|1|2)|start(ed)? (by|with)|begin (by|with)|once that)\b/g;
const REASONING_RE = /\b(because|so that|which means|the reason|this (means|helps|ensures|lets|way)|in order to|to avoid|since|that way|to make sure|to ensure)\b/;
const TRADEOFF_RE = /\b(trade-?offs?|it depends|depends on|however|downside|on the other hand|instead of|rather than|the risk|at the cost|versus|vs\.?|balance|pros and cons|the catch|but if|unless)\b/;
const EXAMPLE_RE =
  /\b(for example|for instance|e\.g\.|in my (last|previous|current|first) (role|job|company|team|project)|at my (last|previous|current)|when i (was|worked|joined|ran|built|led)|i once|last (year|quarter|month)|recently|in one case|one time|in a recent|we did this|i did this|on one project|(on|in) my (last|previous|current|recent) (project|job|role|team)|at my (last|previous|current) (job|company|firm|role))\b/;
const HEDGE_RE = /\b(i think|maybe|i guess|probably|not sure|i feel like|hopefully|i suppose|perhaps|kind of|sort of|more or less|try to|i would say)\b/g;
const DONT_KNOW_RE = /\b(i don'?t know|dont know|no idea|not sure what|i have no experience|never done (this|that|it)|haven'?t (done|worked)|i can'?t (answer|think)|skip( this)?|pass|n\/a|nothing to say)\b/;
const FILLER_RES: Array<[RegExp, string]> = [
  [/\b(u+m+|u+h+|e+r+m+|hmm+|uhm+)\b/g, "um/uh"],
  [/\bbasically\b/g, "basically"],
  [/\bliterally\b/g, "literally"],
  [/\bactually\b/g, "actually"],
  [/\byou know\b/g, "you know"],
  [/\bi mean\b/g, "I mean"],
  [/(,\s*like\s*,|\blike,|,\s*like\b|\blike um|\blike i said|\bit was like\b|\bwas like\b|\band like\b|\bso like\b)/g, "like"],
  [/\bso yeah\b|\byeah so\b|\band yeah\b/g, "so yeah"],
  [/\band all\b|\betc\.? etc\.?|\band stuff\b|\bthings like that\b|\band everything\b/g, "and stuff"],
  [/\bobviously\b/g, "obviously"],
];
const FIGURE_RE =
  /(?:₹|rs\.?\s?|inr\s?|\$|usd\s?)\s?\d[\d,.]*\s?(?:k|l|lakh|lakhs|cr|crore|crores|mn|million|bn|billion)?\b|\d[\d,.]*\s?(?:%|percent\b|x\b|k\b|l\b|lakh|lakhs|lac|crore|crores|cr\b|million|mn\b|billion|bn\b|hours?|hrs|days?|weeks?|months?|minutes?|mins?|seconds?|secs?|ms\b|users|customers|students|patients|people|clients|leads|orders|tickets|installs|employees|candidates|hires|engineers|members|stores|cities|accounts|deals|pp\b|points|bps|calls|rupees)|\b\d+(?:\.\d+)?(?=\s*(?:→|->|to)\s*\d)|\bp9[59]\b|\b\d{2,}(?:[,.]\d+)?\b/gi;
const WORD_FIGURE_RE = /\b(doubled|tripled|halved|twice|three times|ten times|double|half)\b/g;
const YEAR_RE = /^(19|20)\d{2}$/;

export interface AnalysisContext {
  question: InterviewQuestion;
  family: RoleFamily;
  skills: readonly string[];
  previousAnswers: readonly string[];
}

export interface AnswerAnalysis {
  signals: AnswerSignals;
  /** Matched share of the question's expected concepts, 0..1. */
  conceptCoverage: number;
  /** Share of the question's topic words the answer uses, 0..1. */
  questionOverlap: number;
  domainHits: number;
  actionCount: number;
  sequenceCount: number;
  reasoning: boolean;
  reflection: boolean;
  resultWithFigure: boolean;
  /** Figures that appear in a sentence describing the result. */
  resultFigures: string[];
  namedEntities: number;
  sentenceCount: number;
  avgSentenceLength: number;
  fillerCount: number;
  hasPunctuation: boolean;
}

function matchesTerm(stems: readonly string[], stemSet: ReadonlySet<string>, term: string): boolean {
  for (const alt of term.split("|")) {
    const a = alt.trim();
    if (!a) continue;
    if (containsPhrase(stems, stemSet, a)) return true;
    // Single-word stems of 4+ letters also match as prefixes ("optimis" ~ "optimisation").
    const ws = words(a);
    if (ws.length === 1) {
      const s = stem(ws[0] as string);
      if (s.length >= 4) for (const t of stemSet) if (t.startsWith(s)) return true;
    }
  }
  return false;
}

function isNonWord(token: string): boolean {
  if (/\d/.test(token)) return false;
  if (token.length <= 2) return false;
  if (/(.)\1\1/.test(token)) return true;
  if (!/[aeiouy]/.test(token)) return token.length >= 4; // short acronyms such as "sql", "kpi" are fine
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(token)) return true;
  if (KEYBOARD_RUNS.some((k) => token.includes(k))) return true;
  return false;
}

function detectGibberish(tokens: readonly string[]): boolean {
  if (tokens.length === 0) return false;
  const alpha = tokens.filter((t) => /\p{L}/u.test(t));
  if (alpha.length === 0) return true; // only digits/symbols
  const nonWords = alpha.filter(isNonWord).length;
  if (nonWords / alpha.length >= 0.35) return true;
  if (/lorem ipsum/.test(tokens.join(" "))) return true;
  // "test test test test": almost no distinct words.
  if (tokens.length >= 4 && new Set(tokens).size / tokens.length < 0.3) return true;
  // Word salad: many words but no function words at all.
  if (alpha.length >= 12 && alpha.filter((t) => STOPWORDS.has(t)).length / alpha.length < 0.04) {
    const distinctNonWordish = alpha.filter((t) => t.length > 14).length;
    if (distinctNonWordish / alpha.length > 0.3) return true;
  }
  return false;
}

function countActions(norm: string): number {
  let n = 0;
  const re = /\bi (?:then |first |also |personally |quickly |immediately |finally |myself |initially |next )?([a-z'-]+)/g;
  for (const m of norm.matchAll(re)) {
    const verb = m[1] ?? "";
    if (NOT_ACTION.has(verb)) continue;
    if (/ed$/.test(verb) || ACTION_ALLOW.has(verb) || /(ise|ize|ate|ect|uct|ign|ish)$/.test(verb)) n++;
  }
  // "my team and I built", "I and my team ran"
  n += (norm.match(/\b(?:and i|i and my team) ([a-z]+ed|built|ran|led|set|made)\b/g) ?? []).length;
  return n;
}

function findFigures(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(FIGURE_RE)) {
    const f = m[0].trim().replace(/[,.]$/, "");
    if (YEAR_RE.test(f)) continue; // a bare year is context, not evidence
    if (!out.includes(f)) out.push(f);
  }
  for (const m of normalise(text).matchAll(WORD_FIGURE_RE)) if (!out.includes(m[0])) out.push(m[0]);
  return out;
}

function namedEntities(text: string): number {
  const names = new Set<string>();
  for (const s of sentences(text)) {
    const toks = s.split(/\s+/).slice(1); // skip the sentence-initial capital
    for (const raw of toks) {
      const t = raw.replace(/[^\p{L}\p{N}&.-]/gu, "");
      if (t.length >= 2 && /^\p{Lu}/u.test(t) && t !== "I" && !/^I'/.test(t)) names.add(t.toLowerCase());
    }
  }
  return names.size;
}

export function analyseAnswer(answer: string, ctx: AnalysisContext): AnswerAnalysis {
  const norm = normalise(answer);
  const tokens = words(answer);
  const wc = tokens.length;
  const stems = allStems(answer);
  const stemSet = new Set(stems);
  const content = new Set(contentStems(answer));
  const flags: AnswerFlag[] = [];
  const q = ctx.question;

  if (wc === 0) flags.push("empty");
  else if (detectGibberish(tokens)) flags.push("gibberish");

  // Copy of the question: nearly every content word of the answer comes from the question.
  const qContent = new Set(contentStems(q.text));
  if (wc > 0 && content.size > 0) {
    let inQ = 0;
    for (const s of content) if (qContent.has(s)) inQ++;
    const coverage = inQ / content.size;
    if ((coverage >= 0.8 && content.size <= qContent.size + 3) || (norm.includes(normalise(q.text)) && wc <= words(q.text).length + 8)) {
      flags.push("copy_of_question");
    }
  }

  // An answer repeated from an earlier turn (exact or near-identical).
  if (wc > 0) {
    const mine = shingles(tokens, 3);
    for (const prev of ctx.previousAnswers) {
      const pt = words(prev);
      if (pt.length === 0) continue;
      if (normalise(prev) === norm || (mine.size > 0 && jaccard(mine, shingles(pt, 3)) >= 0.6)) {
        flags.push("repeated_answer");
        break;
      }
    }
  }

  if (wc > 0 && wc < 30 && DONT_KNOW_RE.test(norm)) flags.push("dont_know");

  // Relevance signals.
  const conceptsHit: string[] = [];
  const conceptsMissed: string[] = [];
  for (const c of q.concepts) (matchesTerm(stems, stemSet, c) ? conceptsHit : conceptsMissed).push(c);
  const needed = Math.max(2, Math.ceil(q.concepts.length * 0.6));
  const conceptCoverage = q.concepts.length === 0 ? 0.5 : Math.min(1, conceptsHit.length / needed);

  const qTopic = [...qContent].filter((s) => !QUESTION_FILLER.has(s) && s.length >= 3);
  const questionOverlap = qTopic.length === 0 ? 0 : qTopic.filter((s) => matchesTerm(stems, stemSet, s)).length / qTopic.length;

  const toolsMentioned: string[] = [];
  // Tools are proper names: match whole words (plural allowed), never stems ("looker" is not "look").
  const plain = tokens.map((t) => t.replace(/'s$/, ""));
  const plainSet = new Set(plain.flatMap((t) => [t, t.replace(/s$/, "")]));
  for (const tool of [...ctx.skills, ...ctx.family.tools, ...GENERAL_TOOLS]) {
    if (!tool.trim()) continue;
    if (containsPhrase(plain, plainSet, tool, (w) => w) && !toolsMentioned.some((t) => t.toLowerCase() === tool.toLowerCase())) toolsMentioned.push(tool);
  }
  const vocabHits = ctx.family.vocabulary.filter((v) => matchesTerm(stems, stemSet, v)).length;
  const domainHits = vocabHits + toolsMentioned.length;
  const workHits = WORK_WORDS.filter((w) => matchesTerm(stems, stemSet, w)).length;

  if (
    wc >= 8 &&
    !flags.includes("gibberish") &&
    conceptsHit.length === 0 &&
    questionOverlap < 0.15 &&
    domainHits <= 1 &&
    workHits <= 1
  ) {
    flags.push("off_topic");
  }

  // Structure signals.
  const actionCount = countActions(norm);
  const weCount = (norm.match(/\b(we|our team|the team)\b/g) ?? []).length;
  const teamOnly = weCount >= 2 && actionCount === 0;
  const situation = SITUATION_RE.test(norm) || /\b[Aa]t [A-Z][\w&]+/.test(answer);
  const task = TASK_RE.test(norm);
  const result = RESULT_RE.test(norm);
  const sents = sentences(answer);
  const figures = findFigures(answer);
  const resultFigures = sents.filter((s) => RESULT_RE.test(normalise(s))).flatMap((s) => findFigures(s));
  const resultWithFigure = resultFigures.length > 0;
  const sequenceCount = (norm.match(SEQUENCE_RE) ?? []).length;
  const reasoning = REASONING_RE.test(norm);
  const mentionsTradeoff = TRADEOFF_RE.test(norm);
  const hasExample = EXAMPLE_RE.test(norm) || (situation && actionCount > 0);
  const reflection = REFLECTION_RE.test(norm);
  const genericClaims = (norm.match(GENERIC_RE) ?? []).length;
  if (genericClaims >= 2 && figures.length === 0 && actionCount <= 1 && !resultWithFigure) flags.push("generic");

  // Clarity signals.
  const fillerWords: string[] = [];
  let fillerCount = 0;
  for (const [re, label] of FILLER_RES) {
    const n = (norm.match(re) ?? []).length;
    if (n > 0) {
      fillerCount += n;
      fillerWords.push(n > 1 ? `${label} ×${n}` : label);
    }
  }
  const hedgeCount = (norm.match(HEDGE_RE) ?? []).length;
  const tri = tokens.length >= 3 ? tokens.length - 2 : 0;
  const repetitionRatio = tri === 0 ? 0 : 1 - shingles(tokens, 3).size / tri;

  if (wc > 0 && wc < 40) flags.push("too_short");
  if (wc > 400) flags.push("too_long");

  return {
    signals: {
      wordCount: wc,
      flags,
      conceptsHit,
      conceptsMissed,
      toolsMentioned,
      figures,
      star: { situation, task, action: actionCount > 0, result },
      teamOnly,
      hasExample,
      mentionsTradeoff,
      fillerWords,
      hedgeCount,
      repetitionRatio: Math.round(repetitionRatio * 100) / 100,
    },
    conceptCoverage,
    questionOverlap,
    domainHits,
    actionCount,
    sequenceCount,
    reasoning,
    reflection,
    resultWithFigure,
    resultFigures: [...new Set(resultFigures)],
    namedEntities: namedEntities(answer),
    sentenceCount: sents.length,
    avgSentenceLength: sents.length === 0 ? 0 : wc / sents.length,
    fillerCount,
    hasPunctuation: /[.!?;]/.test(answer),
  };
}
