import { useCallback, useEffect, useRef, useState } from "react";
import { joinTranscript, recognitionConstructor, recordingTiming, voiceSupport, type Recognition, type RecordingTiming } from "../utils/speech";

export type VoiceStatus = "idle" | "starting" | "recording" | "recorded";

/** The longest single spoken answer (the API takes up to 15 minutes; an answer should take 60–90 seconds). */
export const MAX_ANSWER_SECONDS = 600;

const MIC_DENIED = "Microphone access was blocked. Allow the microphone for this site to answer by voice, or type your answer below.";
const NO_MIC = "No microphone was found. Connect one to answer by voice, or type your answer below.";
const MIC_FAILED = "The microphone could not be started. Type your answer below, or try again.";
const NO_LIVE_TRANSCRIPT = "Live transcription is not available right now. Your answer is still recorded: type what you said below, then submit.";

function micError(error: unknown): string {
  const name = (error as { name?: string } | null)?.name;
  if (name === "NotAllowedError" || name === "SecurityError") return MIC_DENIED;
  if (name === "NotFoundError" || name === "OverconstrainedError") return NO_MIC;
  return MIC_FAILED;
}

/**
 * One spoken answer: the microphone recorded in the browser (MediaRecorder, played back afterwards) and, where the
 * browser has speech recognition, a live transcript handed to `onTranscript` as it grows. Stopping gives the
 * timing the API scores speaking on. Recording stops by itself after `maxSeconds`.
 */
export function useVoiceAnswer({ maxSeconds, onTranscript, now = Date.now }: { maxSeconds: number; onTranscript: (text: string) => void; now?: () => number }) {
  const [status, setStatus] = useState<VoiceStatus>("idle");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [timing, setTiming] = useState<RecordingTiming | null>(null);
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const live = useRef<{
    stream: MediaStream;
    recorder: MediaRecorder;
    recognition: Recognition | null;
    chunks: Blob[];
    startedAt: number;
    heardAt: number[];
    finals: string[];
    stopping: boolean;
    timer: ReturnType<typeof setTimeout>;
  } | null>(null);
  const transcriptRef = useRef(onTranscript);
  transcriptRef.current = onTranscript;

  const release = useCallback(() => {
    const l = live.current;
    if (!l) return;
    clearTimeout(l.timer);
    l.stopping = true;
    try {
      l.recognition?.stop();
    } catch {
      // Already stopped.
    }
    if (l.recorder.state !== "inactive") l.recorder.stop();
    for (const track of l.stream.getTracks()) track.stop();
  }, []);

  /** Stops the recording and returns its timing (also kept as `timing`). */
  const stop = useCallback((): RecordingTiming | null => {
    const l = live.current;
    if (!l || l.stopping) return null;
    const stoppedAt = now();
    release();
    const t = recordingTiming(l.startedAt, stoppedAt, l.heardAt, l.recognition !== null);
    setTiming(t);
    setStatus("recorded");
    return t;
  }, [now, release]);

  const start = useCallback(async () => {
    if (live.current && !live.current.stopping) return;
    setError(null);
    setNotice(null);
    setTiming(null);
    setAudioUrl((old) => {
      if (old) URL.revokeObjectURL(old);
      return null;
    });
    const support = voiceSupport();
    if (!support.record) {
      setError("This browser cannot record audio. Type your answer below (voice answers work in Chrome and Edge).");
      return;
    }
    setStatus("starting");
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      setStatus("idle");
      setError(micError(err));
      return;
    }
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e: BlobEvent) => {
      if (e.data && e.data.size > 0) chunks.push(e.data);
    };
    recorder.onstop = () => {
      if (chunks.length > 0) setAudioUrl(URL.createObjectURL(new Blob(chunks, { type: recorder.mimeType || "audio/webm" })));
    };
    const Ctor = recognitionConstructor();
    const recognition = Ctor ? new Ctor() : null;
    const state = {
      stream,
      recorder,
      recognition,
      chunks,
      startedAt: now(),
      heardAt: [] as number[],
      finals: [] as string[],
      stopping: false,
      timer: setTimeout(() => stop(), Math.max(1, maxSeconds) * 1000),
    };
    live.current = state;
    transcriptRef.current("");
    if (recognition) {
      recognition.lang = "en-IN";
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.onresult = (event) => {
        state.heardAt.push(now());
        let interim = "";
        for (let i = event.resultIndex; i < event.results.length; i++) {
          const result = event.results[i]!;
          const text = result[0]?.transcript ?? "";
          if (result.isFinal) state.finals.push(text);
          else interim += text;
        }
        transcriptRef.current(joinTranscript(state.finals, interim));
      };
      recognition.onerror = (event) => {
        if (event.error === "no-speech" || event.error === "aborted") return;
        setNotice(event.error === "not-allowed" || event.error === "service-not-allowed" ? MIC_DENIED : NO_LIVE_TRANSCRIPT);
      };
      // Chrome ends recognition after a silence even when continuous: carry on while the recording runs.
      recognition.onend = () => {
        if (!state.stopping) {
          try {
            recognition.start();
          } catch {
            // It could not restart: the recording goes on without a live transcript.
          }
        }
      };
      try {
        recognition.start();
      } catch {
        setNotice(NO_LIVE_TRANSCRIPT);
      }
    } else {
      setNotice("This browser cannot transcribe speech. Your answer is recorded so you can play it back: type what you said in the answer box, then submit.");
    }
    recorder.start();
    setStatus("recording");
  }, [maxSeconds, now, stop]);

  /** Forgets the recording (after the answer was submitted, or to answer by typing instead). */
  const discard = useCallback(() => {
    release();
    live.current = null;
    setTiming(null);
    setStatus("idle");
    setNotice(null);
    setAudioUrl((old) => {
      if (old) URL.revokeObjectURL(old);
      return null;
    });
  }, [release]);

  useEffect(() => () => release(), [release]);

  return { status, error, notice, timing, audioUrl, start, stop, discard, setError };
}

export type VoiceAnswer = ReturnType<typeof useVoiceAnswer>;
