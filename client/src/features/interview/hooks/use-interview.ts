import { useCallback, useMemo, useReducer, useRef, useState } from "react";
import { ApiError } from "../../../api/http";
import { useQueryClient } from "@tanstack/react-query";
import { getGetDashboardQueryKey } from "../../../api/generated/endpoints/dashboard/dashboard";
import {
  getGetVoiceAllowanceQueryKey,
  getListInterviewSessionsQueryKey,
  useAnswerInterviewQuestion,
  useFinishInterview,
  useSaveInterviewResults,
  useStartInterview,
} from "../../../api/generated/endpoints/interview/interview";
import type { InterviewSessionDetail, VoiceAllowance } from "../../../api/generated/model";
import { TOAST_DURATION_MS, toaster } from "../../../components/ui/toaster";
import {
  INTERVIEW_STYLE,
  feedbackToastTitle,
  isBlankAnswer,
  runningAverage,
  scoreBand,
  splitSkills,
  toastTypeFor,
  type SeniorityValue,
} from "../utils/interview-helpers";
import { answeredTurn, initialInterviewState, interviewReducer, transcriptScores, type InterviewTab } from "../utils/interview-state";
import type { RecordingTiming } from "../utils/speech";

/** What became of a submitted answer: a spoken one the plan refused (402) is kept for typing, with the reason. */
export type SubmitOutcome = { kind: "sent" } | { kind: "skipped" } | { kind: "failed" } | { kind: "voice-refused"; message: string };

export interface SetupValues {
  role: string;
  seniority: SeniorityValue;
  company: string;
  /** Comma separated, as typed. */
  skills: string;
  resumeText: string;
  /** Base the questions on this stored resume (sent as resume_id; the pasted text is then not sent). */
  resumeId?: string;
  /** Practise for this saved job (an application of the tracker). */
  applicationId?: string;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong. Please try again.";
}

/** SPEC section 8: interview start, next and finish failures are a browser alert with the detail or error message. */
function alertFailure(error: unknown) {
  window.alert(messageOf(error));
}

/**
 * The whole Interview AI session: the transitions of SPEC section 4 over the generated start/next/finish hooks,
 * the 402 limit callout, the failure alerts and the 6-second feedback toast after each answer.
 */
export function useInterview() {
  const [state, dispatch] = useReducer(interviewReducer, initialInterviewState);
  const [answer, setAnswer] = useState("");
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const startMutation = useStartInterview();
  const nextMutation = useAnswerInterviewQuestion();
  const finishMutation = useFinishInterview();
  const saveMutation = useSaveInterviewResults();
  const queryClient = useQueryClient();
  // Guards against double submits between a click and the re-render that disables the button.
  const busy = useRef({ answering: false, finishing: false });
  const feedbackToast = useRef<string | null>(null);

  const finish = useCallback(
    async (sessionId: string) => {
      if (busy.current.finishing) return;
      busy.current.finishing = true;
      dispatch({ type: "finish-requested", sessionId });
      try {
        const result = await finishMutation.mutateAsync({ data: { session_id: sessionId } });
        dispatch({ type: "finished", sessionId, result });
      } catch (error) {
        alertFailure(error);
        dispatch({ type: "finish-failed", sessionId });
      } finally {
        busy.current.finishing = false;
      }
    },
    [finishMutation],
  );

  const start = useCallback(
    async (values: SetupValues) => {
      if (startMutation.isPending) return;
      setLimitMessage(null);
      const role = values.role.trim();
      const company = values.company.trim();
      const resumeText = values.resumeText.trim();
      try {
        const response = await startMutation.mutateAsync({
          data: {
            role,
            seniority: values.seniority,
            skills: splitSkills(values.skills),
            ...(company ? { company } : {}),
            ...(values.resumeId ? { resume_id: values.resumeId } : resumeText ? { resume_text: resumeText } : {}),
            ...(values.applicationId ? { application_id: values.applicationId } : {}),
            style: INTERVIEW_STYLE,
          },
        });
        setAnswer("");
        dispatch({ type: "started", role, response, now: Date.now() });
      } catch (error) {
        if (error instanceof ApiError && error.status === 402) setLimitMessage(error.message);
        else alertFailure(error);
      }
    },
    [startMutation],
  );

  const submitAnswer = useCallback(
    async (voice?: RecordingTiming | null): Promise<SubmitOutcome> => {
      const sessionId = state.sessionId;
      // SPEC section 5: a blank answer is silently ignored.
      if (!sessionId || state.finished || isBlankAnswer(answer) || busy.current.answering) return { kind: "skipped" };
      busy.current.answering = true;
      const question = state.question;
      const text = answer.trim();
      const lastTurn = state.transcript.at(-1)?.turn ?? 0;
      try {
        const response = await nextMutation.mutateAsync({ data: { session_id: sessionId, answer: text, ...(voice ? { voice } : {}) } });
        dispatch({ type: "answered", sessionId, question, answer: text, response });
        setAnswer("");
        if (response.voice_seconds_left !== undefined) {
          const left = response.voice_seconds_left;
          queryClient.setQueryData<VoiceAllowance>(getGetVoiceAllowanceQueryKey(), (old) =>
            old ? { ...old, remaining_seconds: left, used_seconds: Math.max(0, old.daily_minutes * 60 - left) } : old,
          );
        }
        if (answeredTurn(response, lastTurn) > lastTurn) {
          // One feedback toast at a time: the new answer's feedback replaces the last one (which is in the transcript),
          // so quick answers do not pile toasts up over the screen on a phone.
          if (feedbackToast.current) toaster.dismiss(feedbackToast.current);
          feedbackToast.current = toaster.create({
            title: feedbackToastTitle(response.score),
            description: response.feedback,
            type: toastTypeFor(response.score),
            meta: { accent: scoreBand(response.score) },
            duration: TOAST_DURATION_MS,
            closable: true,
          });
        } else if (response.finished) {
          // Not scored (e.g. the plan's time limit had passed): say why instead of repeating an old score.
          toaster.create({ title: "Interview over", description: response.feedback, type: "info", duration: TOAST_DURATION_MS, closable: true });
        }
        busy.current.answering = false;
        if (response.finished || !response.next_question?.trim()) await finish(sessionId);
        return { kind: "sent" };
      } catch (error) {
        if (voice && error instanceof ApiError && error.status === 402) {
          // The plan has no voice minutes (left): the answer stays in the box, to submit as typed text.
          void queryClient.invalidateQueries({ queryKey: getGetVoiceAllowanceQueryKey() });
          return { kind: "voice-refused", message: error.message };
        }
        alertFailure(error);
        return { kind: "failed" };
      } finally {
        busy.current.answering = false;
      }
    },
    [answer, finish, nextMutation, queryClient, state.finished, state.question, state.sessionId, state.transcript],
  );

  const finishNow = useCallback(() => {
    if (state.sessionId) void finish(state.sessionId);
  }, [finish, state.sessionId]);

  const restart = useCallback(() => {
    setAnswer("");
    setLimitMessage(null);
    startMutation.reset();
    nextMutation.reset();
    finishMutation.reset();
    dispatch({ type: "restart" });
  }, [finishMutation, nextMutation, startMutation]);

  const selectTab = useCallback((tab: InterviewTab) => dispatch({ type: "select-tab", tab }), []);

  /** Save Results: stores the finished interview on the account, to reopen from the dashboard. */
  const saveResults = useCallback(async () => {
    const sessionId = state.sessionId;
    if (!sessionId || !state.result || saveMutation.isPending) return;
    try {
      const saved = await saveMutation.mutateAsync({ sessionId, data: {} });
      dispatch({ type: "saved", sessionId, title: saved.title, savedAt: saved.saved_at ?? new Date().toISOString() });
      void queryClient.invalidateQueries({ queryKey: getGetDashboardQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getListInterviewSessionsQueryKey() });
      toaster.create({ title: "Results saved", description: `"${saved.title}" is on your dashboard, to open again any time.`, type: "success" });
    } catch (error) {
      toaster.create({ title: "Results not saved", description: messageOf(error), type: "error" });
    }
  }, [queryClient, saveMutation, state.result, state.sessionId]);

  /** Shows a stored interview (a saved result reopened from the dashboard) on Results. */
  const load = useCallback((session: InterviewSessionDetail) => {
    setAnswer("");
    setLimitMessage(null);
    dispatch({ type: "loaded", session });
  }, []);

  const average = useMemo(() => runningAverage(transcriptScores(state)), [state]);

  return {
    state,
    average,
    answer,
    setAnswer,
    limitMessage,
    starting: startMutation.isPending,
    answering: nextMutation.isPending,
    finishing: finishMutation.isPending,
    saving: saveMutation.isPending,
    saveResults,
    load,
    start,
    submitAnswer,
    finish: finishNow,
    restart,
    selectTab,
  };
}

export type InterviewController = ReturnType<typeof useInterview>;
