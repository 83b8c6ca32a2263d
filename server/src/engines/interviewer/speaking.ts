// Speaking feedback on a spoken answer, from its transcript and the browser's timing: pace (words per minute),
// filler words (English and the Indian-English ones interviewers hear most), long pauses, and the answer's length
// against the 60–90 second guidance. Deterministic and offline: same transcript and timing, same metrics.

export interface PauseInput {
  startSeconds: number;
  endSeconds: number;
}

export interface VoiceTimingInput {
  /** How long the recording ran. */
  durationSeconds: number;
  /** When the first word was heard, from the start of the recording. */
  speechStartSeconds?: number | null;
  /** When the last word was heard. */
  speechEndSeconds?: number | null;
  /** Silences between words that the browser noticed. */
  pauses?: PauseInput[] | null;
}

export type Pace = "slow" | "good" | "fast" | "unknown";
export type AnswerLength = "short" | "good" | "long";

export interface FillerCount {
  word: string;
  count: number;
}

/** Wire shape (SpeakingMetrics in the contract). */
export interface SpeakingMetrics {
  words: number;
  duration_seconds: number;
  speaking_seconds: number;
  words_per_minute: number | null;
  pace: Pace;
  fillers: FillerCount[];
  filler_count: number;
  fillers_per_minute: number;
  long_pauses: number;
  longest_pause_seconds: number;
  length: AnswerLength;
  feedback: string[];
}

/** Wire shape (SpeakingSummary in the contract). */
export interface SpeakingSummary {
  answers: number;
  words_per_minute: number | null;
  filler_count: number;
  fillers: FillerCount[];
  long_pauses: number;
  average_seconds: number;
  answers_in_range: number;
  feedback: string[];
}

/** Conversational interview pace: under SLOW is slow, over FAST is fast. */
export const PACE = { slow: 110, fast: 170 } as const;
/** The 60–90 second guidance of the improvement tips. */
export const LENGTH = { min: 60, max: 90 } as const;
/** A silence this long or longer is a long pause. */
export const LONG_PAUSE_SECONDS = 3;
/** Taking longer than this to say the first word gets a note. */
export const SLOW_START_SECONDS = 5;
/** More fillers a minute than this is worth working on. */
export const FILLERS_PER_MINUTE_OK = 3;
/** Too little to time: fewer words or seconds than these gives no words per minute. */
const MIN_WORDS = 5;
const MIN_SECONDS = 5;

const round1 = (n: number) => Math.round(n * 10) / 10;

interface Token {
  word: string;
  /** Starts a sentence: the first word, or after . ? ! */
  sentenceStart: boolean;
  /** Followed by a comma, or ends a sentence. */
  breakAfter: boolean;
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  const re = /([\p{L}\p{N}]+(?:['’][\p{L}]+)*)|([.?!]+)|(,|;|:|—|–|-{2,})/gu;
  let start = true;
  for (const m of text.matchAll(re)) {
    if (m[1]) {
      tokens.push({ word: m[1].toLowerCase().replace(/’/g, "'"), sentenceStart: start, breakAfter: false });
      start = false;
    } else if (m[2]) {
      const last = tokens.at(-1);
      if (last) last.breakAfter = true;
      start = true;
    } else if (m[3]) {
      const last = tokens.at(-1);
      if (last) last.breakAfter = true;
    }
  }
  return tokens;
}

/** Sounds that are always fillers, by the spelling a recogniser or a typist uses, and the name they are reported under. */
const HESITATIONS: Record<string, string> = {
  um: "um", umm: "um", ummm: "um", uhm: "um", uhmm: "um",
  uh: "uh", uhh: "uh", uhhh: "uh", er: "uh", erm: "uh", err: "uh",
  ah: "ah", ahh: "ah", aah: "ah",
  hmm: "hmm", hmmm: "hmm", hm: "hmm", mm: "hmm", mmm: "hmm",
};
/** Words that are fillers wherever they stand in spoken answers. */
const ALWAYS = new Set(["basically", "actually", "literally", "honestly", "yaar", "matlab", "achha", "acha", "accha"]);
/** Indian-English tags that are fillers at the end of a clause ("it was good na"), not inside one. */
const TAGS = new Set(["na", "naa", "no"]);
const OBJECTS = new Set(["a", "an", "the", "this", "that", "these", "those", "it", "him", "her", "them", "me", "us", "you", "my", "your", "our", "their", "his", "to"]);
/** "like" after these is a verb or a comparison ("I like", "looks like", "tools like Excel" is caught by OBJECTS-free rule below). */
const LIKE_VERB_BEFORE = new Set([
  "i", "you", "we", "they", "he", "she", "would", "i'd", "we'd", "you'd", "they'd", "do", "does", "did", "don't", "dont", "didn't", "didnt", "doesn't",
  "really", "also", "to", "will", "might", "may", "looks", "look", "looked", "looking", "seems", "seem", "seemed", "sounds", "sound", "sounded",
  "feel", "feels", "felt", "something", "anything", "nothing", "more", "much", "exactly", "just", "not", "people", "customers", "users",
]);
/** Words after which a following "like" is a filler rather than a comparison ("and like we", "was like 200"). */
const LIKE_FILLER_BEFORE = new Set(["and", "but", "so", "was", "were", "is", "it's", "its", "it", "then", "because", "um", "uh", "basically", "actually", "there", "it's", "had", "were"]);
const YOU_KNOW_NOT_BEFORE = new Set(["do", "did", "don't", "dont", "if", "as", "would", "will", "should", "could", "might", "may", "to", "didn't", "didnt", "where", "what"]);
const YOU_KNOW_NOT_AFTER = new Set([
  "how", "what", "why", "when", "where", "who", "whether", "that", "if", "about", "the", "a", "an", "this", "these", "those", "it", "him", "her", "them", "me", "my", "your", "our", "their", "his",
]);
const KIND_NOT_BEFORE = new Set(["a", "the", "what", "this", "that", "some", "any", "one", "which", "every", "each", "same", "other", "different", "right", "new", "all"]);
const SO_NOT_AFTER = new Set(["far", "much", "many", "that", "long", "the", "a", "an", "yes", "no"]);

/** The filler words and phrases in a transcript, counted by name (word positions are never counted twice). */
export function countFillers(text: string): FillerCount[] {
  const tokens = tokenise(text);
  const counts = new Map<string, number>();
  const add = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    const w = t.word;
    const hesitation = HESITATIONS[w];
    if (hesitation) {
      add(hesitation);
      continue;
    }
    if (ALWAYS.has(w)) {
      add(w === "acha" || w === "accha" ? "achha" : w);
      continue;
    }
    if (TAGS.has(w)) {
      // "it was good na", "we shipped it, no?" — a tag ends its clause; "no" inside one is a real no.
      const endsClause = t.breakAfter || !next;
      if (endsClause && prev && !prev.breakAfter && (w !== "no" || t.breakAfter)) add(w === "naa" ? "na" : w);
      continue;
    }
    if (w === "you" && next?.word === "know") {
      const before = prev?.word;
      const after = tokens[i + 2]?.word;
      if (!(before && YOU_KNOW_NOT_BEFORE.has(before) && !prev?.breakAfter) && !(after && YOU_KNOW_NOT_AFTER.has(after) && !next.breakAfter)) {
        add("you know");
        i++;
      }
      continue;
    }
    if (w === "i" && next?.word === "mean") {
      const after = tokens[i + 2]?.word;
      if (!after || next.breakAfter || !["it", "that", "this", "to", "what", "business"].includes(after)) {
        add("I mean");
        i++;
      }
      continue;
    }
    if ((w === "kind" || w === "sort") && next?.word === "of") {
      if (!(prev && KIND_NOT_BEFORE.has(prev.word))) {
        add(`${w} of`);
        i++;
      }
      continue;
    }
    if (w === "like") {
      const before = prev?.word;
      const after = next?.word;
      if (before && LIKE_VERB_BEFORE.has(before) && !prev?.breakAfter) continue;
      const atBreak = t.sentenceStart || (prev?.breakAfter ?? true) || t.breakAfter;
      const afterFillerWord = before !== undefined && LIKE_FILLER_BEFORE.has(before);
      const objectFollows = after !== undefined && OBJECTS.has(after) && !t.breakAfter;
      if (atBreak || after === "like" || before === "like" || (afterFillerWord && !objectFollows)) add("like");
      continue;
    }
    if (w === "so" && t.sentenceStart) {
      // "So, um, ..." opening a sentence; "so far", "so much" and a lone "so" answer are not fillers.
      if (next && (t.breakAfter || !SO_NOT_AFTER.has(next.word))) add("so");
      continue;
    }
    if (w === "toh" && next) {
      add("toh");
      continue;
    }
    if (w === "see" && t.sentenceStart && t.breakAfter && next) {
      add("see");
      continue;
    }
    if (w === "what" && next?.word === "to" && tokens[i + 2]?.word === "say") {
      add("what to say");
      i += 2;
      continue;
    }
  }
  return [...counts.entries()].map(([word, count]) => ({ word, count })).sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
}

export function countWords(text: string): number {
  return tokenise(text).length;
}

function clampPauses(pauses: readonly PauseInput[], duration: number): Array<{ start: number; end: number }> {
  const clean = pauses
    .map((p) => ({ start: Math.max(0, Math.min(duration, p.startSeconds)), end: Math.max(0, Math.min(duration, p.endSeconds)) }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
  // Overlapping reports are one silence.
  const merged: Array<{ start: number; end: number }> = [];
  for (const p of clean) {
    const last = merged.at(-1);
    if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
    else merged.push({ ...p });
  }
  return merged;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function fillerList(fillers: readonly FillerCount[]): string {
  return fillers
    .slice(0, 3)
    .map((f) => (f.count > 1 ? `“${f.word}” ×${f.count}` : `“${f.word}”`))
    .join(", ");
}

function paceSentence(wpm: number | null, pace: Pace): string {
  if (wpm === null) return "Pace: the answer was too short to time.";
  if (pace === "slow") return `Pace: ${wpm} words a minute is slow; aim for 120–160 by keeping each sentence moving.`;
  if (pace === "fast") return `Pace: ${wpm} words a minute is fast; slow down and let each point land (120–160 is easy to follow).`;
  return `Pace: ${wpm} words a minute, easy to follow.`;
}

function fillerSentence(count: number, perMinute: number, fillers: readonly FillerCount[]): string {
  if (count === 0) return "Fillers: none heard.";
  if (perMinute <= FILLERS_PER_MINUTE_OK) return `Fillers: ${plural(count, "filler")} (${fillerList(fillers)}), a natural amount.`;
  return `Fillers: ${plural(count, "filler")} (${fillerList(fillers)}), about ${round1(perMinute)} a minute. Pause silently instead of filling the gap.`;
}

function lengthSentence(seconds: number, length: AnswerLength): string {
  const s = Math.round(seconds);
  if (length === "short") return `Length: ${s} seconds is short of the 60–90 seconds an answer needs; add what you did and the result.`;
  if (length === "long") return `Length: ${s} seconds is over the 60–90 second guidance; lead with the point and cut the background.`;
  return `Length: ${s} seconds, within the 60–90 seconds an answer needs.`;
}

function lengthOf(seconds: number): AnswerLength {
  return seconds < LENGTH.min ? "short" : seconds > LENGTH.max ? "long" : "good";
}

function paceOf(wpm: number | null): Pace {
  if (wpm === null) return "unknown";
  return wpm < PACE.slow ? "slow" : wpm > PACE.fast ? "fast" : "good";
}

/** Speaking metrics for one spoken answer. */
export function analyseSpeaking(transcript: string, timing: VoiceTimingInput): SpeakingMetrics {
  const duration = Math.max(0, Number.isFinite(timing.durationSeconds) ? timing.durationSeconds : 0);
  const within = (v: number | null | undefined) => (v === null || v === undefined || !Number.isFinite(v) ? null : Math.max(0, Math.min(duration, v)));
  const start = within(timing.speechStartSeconds) ?? 0;
  let end = within(timing.speechEndSeconds) ?? duration;
  if (end < start) end = duration;
  const speaking = Math.max(0, end - start);
  const words = countWords(transcript);
  const wpm = words >= MIN_WORDS && speaking >= MIN_SECONDS ? Math.round((words * 60) / speaking) : null;
  const pace = paceOf(wpm);

  const fillers = countFillers(transcript);
  const fillerCount = fillers.reduce((n, f) => n + f.count, 0);
  const minutes = speaking / 60;
  const perMinute = minutes > 0 ? round1(fillerCount / Math.max(minutes, 0.25)) : 0;

  // Silences inside the answer (the gap before the first word is thinking time, noted on its own).
  const pauses = clampPauses(timing.pauses ?? [], duration).filter((p) => p.end > start && p.start < end);
  const long = pauses.filter((p) => p.end - p.start >= LONG_PAUSE_SECONDS);
  const longest = round1(pauses.reduce((m, p) => Math.max(m, p.end - p.start), 0));

  const length = lengthOf(speaking);
  const feedback = [paceSentence(wpm, pace), fillerSentence(fillerCount, perMinute, fillers)];
  if (long.length > 0) {
    feedback.push(
      `Pauses: ${plural(long.length, "pause")} of ${LONG_PAUSE_SECONDS} seconds or more (the longest ${Math.round(longest)} seconds). A short breath is fine; for longer gaps, finish the sentence you are in first.`,
    );
  } else {
    feedback.push("Pauses: no long silences.");
  }
  if (start >= SLOW_START_SECONDS) feedback.push(`You took ${Math.round(start)} seconds to start: taking a breath is fine, then open with the headline of your answer.`);
  feedback.push(lengthSentence(speaking, length));

  return {
    words,
    duration_seconds: round1(duration),
    speaking_seconds: round1(speaking),
    words_per_minute: wpm,
    pace,
    fillers,
    filler_count: fillerCount,
    fillers_per_minute: perMinute,
    long_pauses: long.length,
    longest_pause_seconds: longest,
    length,
    feedback,
  };
}

/** Speaking feedback over the spoken answers of an interview; null when none was spoken. */
export function summariseSpeaking(answers: readonly SpeakingMetrics[]): SpeakingSummary | null {
  if (answers.length === 0) return null;
  const seconds = answers.reduce((n, a) => n + a.speaking_seconds, 0);
  const timed = answers.filter((a) => a.words_per_minute !== null);
  const timedWords = timed.reduce((n, a) => n + a.words, 0);
  const timedSeconds = timed.reduce((n, a) => n + a.speaking_seconds, 0);
  const wpm = timedSeconds > 0 ? Math.round((timedWords * 60) / timedSeconds) : null;
  const merged = new Map<string, number>();
  for (const a of answers) for (const f of a.fillers) merged.set(f.word, (merged.get(f.word) ?? 0) + f.count);
  const fillers = [...merged.entries()].map(([word, count]) => ({ word, count })).sort((a, b) => b.count - a.count || a.word.localeCompare(b.word));
  const fillerCount = fillers.reduce((n, f) => n + f.count, 0);
  const perMinute = seconds > 0 ? fillerCount / Math.max(seconds / 60, 0.25) : 0;
  const longPauses = answers.reduce((n, a) => n + a.long_pauses, 0);
  const average = round1(seconds / answers.length);
  const inRange = answers.filter((a) => a.length === "good").length;
  const short = answers.filter((a) => a.length === "short").length;
  const long = answers.filter((a) => a.length === "long").length;

  const feedback = [paceSentence(wpm, paceOf(wpm)), fillerSentence(fillerCount, perMinute, fillers)];
  if (longPauses > 0) feedback.push(`Pauses: ${plural(longPauses, "long pause")} over ${plural(answers.length, "spoken answer")}.`);
  const lengthText =
    inRange === answers.length
      ? `Length: every spoken answer took 60–90 seconds (${average} seconds on average).`
      : `Length: ${inRange} of ${plural(answers.length, "spoken answer")} took 60–90 seconds (${average} seconds on average)` +
        (short >= long ? `; ${plural(short, "was", "were")} short, so add what you did and the result.` : `; ${plural(long, "ran", "ran")} long, so lead with the point.`);
  feedback.push(lengthText);
  return {
    answers: answers.length,
    words_per_minute: wpm,
    filler_count: fillerCount,
    fillers: fillers.slice(0, 6),
    long_pauses: longPauses,
    average_seconds: average,
    answers_in_range: inRange,
    feedback,
  };
}
