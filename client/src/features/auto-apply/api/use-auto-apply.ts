/**
 * Thin hooks over the generated Auto-Apply client. Errors are ApiErrors whose `.message` is the text to show
 * (the server's detail, else the SPEC section 8 fallback for that call).
 */
import { useQueryClient } from "@tanstack/react-query";
import {
  getGetAutoApplyConsentQueryKey,
  getGetAutoApplyConsentQueryOptions,
  getGetAutoApplySettingsQueryKey,
  getGetAutoApplySettingsQueryOptions,
  getListAutoApplyApplicationsQueryKey,
  getListAutoApplyRunsQueryKey,
  getGetScreeningProfileQueryKey,
  useGetAutoApplyConsent,
  useGetScreeningProfile,
  useListAutoApplyRuns,
  useUpdateScreeningProfile,
  useGetAutoApplySettings,
  useListAutoApplyApplications,
  useRunAutoApplyNow,
  useUpdateAutoApplyConsent,
  useUpdateAutoApplySettings,
} from "../../../api/generated/endpoints/auto-apply/auto-apply";
import type { AutoApplyConsent, AutoApplySettings } from "../../../api/generated/model";
import { CONSENT_VERSION } from "../utils/consent-text";

/** How many attempts the log shows. */
export const LOG_LIMIT = 50;

export function useAutoApplyConsent() {
  return useGetAutoApplyConsent();
}

export function useAutoApplySettings() {
  return useGetAutoApplySettings();
}

/** Grant (with the consent text's version) or revoke. The settings are re-read: revoking switches Auto-Apply off on the server. */
export function useConsentMutation() {
  const queryClient = useQueryClient();
  const mutation = useUpdateAutoApplyConsent({
    mutation: {
      onSuccess: (consent) => {
        queryClient.setQueryData(getGetAutoApplyConsentQueryKey(), consent);
        void queryClient.invalidateQueries({ queryKey: getGetAutoApplySettingsQueryKey() });
      },
    },
  });
  return {
    ...mutation,
    grant: () => mutation.mutateAsync({ data: { accept: true, consent_version: CONSENT_VERSION } }),
    revoke: () => mutation.mutateAsync({ data: { accept: false } }),
  };
}

/** Save the settings; the answer is what the server stored. Saving enabled settings may start a run, so the log is re-read. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useUpdateAutoApplySettings({
    mutation: {
      onSuccess: (settings) => {
        queryClient.setQueryData(getGetAutoApplySettingsQueryKey(), settings);
        void queryClient.invalidateQueries({ queryKey: [getListAutoApplyApplicationsQueryKey()[0]] });
      },
    },
  });
}

/** Reset: read consent and settings again from the server (never from the cache). Rejects with the load error. */
export function useReloadAutoApply() {
  const queryClient = useQueryClient();
  return async (): Promise<{ consent: AutoApplyConsent; settings: AutoApplySettings }> => {
    const [consent, settings] = await Promise.all([
      queryClient.fetchQuery({ ...getGetAutoApplyConsentQueryOptions(), staleTime: 0 }),
      queryClient.fetchQuery({ ...getGetAutoApplySettingsQueryOptions(), staleTime: 0 }),
    ]);
    return { consent, settings };
  };
}

/** While a queued run works in the background, the log is re-read this often. */
export const LOG_POLL_MS = 3000;

/** The applications log, newest first; re-read every few seconds until `pollUntil` (a time in ms) has passed. */
export function useApplicationsLog(pollUntil = 0) {
  const params = { limit: LOG_LIMIT };
  return useListAutoApplyApplications(params, {
    query: {
      queryKey: getListAutoApplyApplicationsQueryKey(params),
      refetchInterval: () => (Date.now() < pollUntil ? LOG_POLL_MS : false),
    },
  });
}

/** Run now, then re-read the log and the run history. */
export function useRunNow() {
  const queryClient = useQueryClient();
  return useRunAutoApplyNow({
    mutation: {
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: [getListAutoApplyApplicationsQueryKey()[0]] }),
          queryClient.invalidateQueries({ queryKey: [getListAutoApplyRunsQueryKey()[0]] }),
        ]),
    },
  });
}

/** How many runs the history shows. */
export const RUNS_LIMIT = 10;

/** Past runs, newest first, each with its reasons; re-read with the log while a queued run works. */
export function useRunHistory(pollUntil = 0) {
  const params = { limit: RUNS_LIMIT };
  return useListAutoApplyRuns(params, {
    query: {
      queryKey: getListAutoApplyRunsQueryKey(params),
      refetchInterval: () => (Date.now() < pollUntil ? LOG_POLL_MS : false),
    },
  });
}

/** The facts used to answer screening questions in every application pack. */
export function useScreeningProfile() {
  return useGetScreeningProfile();
}

export function useSaveScreening() {
  const queryClient = useQueryClient();
  return useUpdateScreeningProfile({
    mutation: {
      onSuccess: (profile) => queryClient.setQueryData(getGetScreeningProfileQueryKey(), profile),
    },
  });
}
