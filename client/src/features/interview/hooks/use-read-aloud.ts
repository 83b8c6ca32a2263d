import { useCallback, useEffect, useState } from "react";
import { canSpeak, readMuted, writeMuted } from "../utils/speech";

/**
 * Reads each new question aloud with the browser's speech synthesis, unless muted (the switch is remembered in this
 * browser). `enabled` is false when the plan has no voice practice or the interview is over.
 */
export function useReadAloud(question: string, enabled: boolean) {
  const [muted, setMutedState] = useState(readMuted);
  const available = canSpeak();

  useEffect(() => {
    if (!available || !enabled || muted || !question.trim()) return;
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(question);
    utterance.lang = "en-IN";
    utterance.rate = 1;
    synth.speak(utterance);
    return () => synth.cancel();
  }, [available, enabled, muted, question]);

  const setMuted = useCallback((value: boolean) => {
    writeMuted(value);
    setMutedState(value);
    if (value && canSpeak()) window.speechSynthesis.cancel();
  }, []);

  /** Stops reading (e.g. when the microphone opens, so the question is not recorded). */
  const silence = useCallback(() => {
    if (canSpeak()) window.speechSynthesis.cancel();
  }, []);

  return { available, muted, setMuted, silence };
}
