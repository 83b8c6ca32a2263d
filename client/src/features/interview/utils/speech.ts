// The browser's speech APIs, as far as voice practice needs them: speech synthesis reads the question, the
// microphone (getUserMedia + MediaRecorder) records the answer, and speech recognition (webkitSpeechRecognition in
// Chrome and Edge) writes a live transcript. Each may be missing; the screen falls back to typing.

/** The part of a SpeechRecognition result list the transcript needs. */
export interface RecognitionResultList {
  length: number;
  [index: number]: { isFinal: boolean; length: number; [index: number]: { transcript: string } };
}

export interface RecognitionEvent {
  resultIndex: number;
  results: RecognitionResultList;
}

export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognitionConstructor = new () => Recognition;

type SpeechWindow = Window & { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as SpeechWindow;
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function canRecord(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function" && typeof window.MediaRecorder === "function";
}

export function canSpeak(): boolean {
  return typeof window !== "undefined" && typeof window.speechSynthesis?.speak === "function" && typeof window.SpeechSynthesisUtterance === "function";
}

/** What the browser offers for voice answers. */
export interface VoiceSupport {
  record: boolean;
  recognise: boolean;
  speak: boolean;
}

export function voiceSupport(): VoiceSupport {
  return { record: canRecord(), recognise: recognitionConstructor() !== null, speak: canSpeak() };
}

const MUTE_KEY = "hirewise.interview.muted";

/** Whether the user muted the questions being read aloud (remembered in this browser). */
export function readMuted(): boolean {
  try {
    return window.localStorage.getItem(MUTE_KEY) === "true";
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean): void {
  try {
    window.localStorage.setItem(MUTE_KEY, String(muted));
  } catch {
    // Storage may be off (private mode); the switch still works for this visit.
  }
}

/** A gap this long between recognised phrases is reported as a pause. */
export const PAUSE_GAP_SECONDS = 1.5;

/** Timing of one recording, in seconds from its start, as the API takes it (VoiceTiming). */
export interface RecordingTiming {
  duration_seconds: number;
  speech_start_seconds?: number;
  speech_end_seconds?: number;
  pauses: Array<{ start_seconds: number; end_seconds: number }>;
  recognition: boolean;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Builds the timing from when the recording started and stopped and when each recognised phrase arrived
 * (ms timestamps on one clock): speech starts at the first phrase, ends at the last, and a gap of
 * PAUSE_GAP_SECONDS or more between two phrases is a pause.
 */
export function recordingTiming(startedAt: number, stoppedAt: number, heardAt: readonly number[], recognition: boolean): RecordingTiming {
  const duration = Math.max(0, (stoppedAt - startedAt) / 1000);
  const at = heardAt.map((t) => Math.min(duration, Math.max(0, (t - startedAt) / 1000))).sort((a, b) => a - b);
  const pauses: RecordingTiming["pauses"] = [];
  for (let i = 1; i < at.length; i++) {
    const gap = at[i]! - at[i - 1]!;
    if (gap >= PAUSE_GAP_SECONDS) pauses.push({ start_seconds: r1(at[i - 1]!), end_seconds: r1(at[i]!) });
  }
  return {
    duration_seconds: r1(Math.min(900, duration)),
    ...(at.length > 0 ? { speech_start_seconds: r1(at[0]!), speech_end_seconds: r1(at.at(-1)!) } : {}),
    pauses: pauses.slice(0, 300),
    recognition,
  };
}

/** "12 min left today" / "45 s left today" / "No voice minutes left today". */
export function minutesLeftText(seconds: number): string {
  if (seconds <= 0) return "No voice minutes left today";
  if (seconds < 60) return `${seconds} s left today`;
  return `${Math.floor(seconds / 60)} min left today`;
}

/** Joins the final phrases and the phrase still being heard into one transcript. */
export function joinTranscript(finals: readonly string[], interim: string): string {
  return [...finals, interim]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(" ");
}
