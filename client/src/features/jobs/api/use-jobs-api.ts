/**
 * Thin hooks over the generated resume and jobs clients. Errors are ApiErrors whose `.message` is the text to show
 * (the server's detail, else the SPEC section 8 fallback for the call).
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getGetSubscriptionQueryKey, getGetSubscriptionQueryOptions, useGetSubscription } from "../../../api/generated/endpoints/billing/billing";
import { getSearchJobsUrl } from "../../../api/generated/endpoints/jobs/jobs";
import { useUploadResume } from "../../../api/generated/endpoints/resume/resume";
import type { JobSearchResponse, SearchJobsParams } from "../../../api/generated/model";
import { customFetch, type ApiError } from "../../../api/http";

/** POST /resume/upload?parse=true with the file (SPEC section 7). */
export function useParseResume() {
  const mutation = useUploadResume();
  return {
    ...mutation,
    parse: (file: Blob) => mutation.mutateAsync({ data: { file }, params: { parse: true } }),
  };
}

/**
 * GET /jobs/search. A search is something the user does (it uses one of the day's matches), so it runs as a mutation
 * over the generated URL builder and the one fetch layer rather than a cached query; the subscription's counters are re-read afterwards.
 */
export function useJobSearch() {
  const queryClient = useQueryClient();
  return useMutation<JobSearchResponse, ApiError, SearchJobsParams>({
    mutationKey: ["searchJobs"],
    mutationFn: (params) => customFetch<JobSearchResponse>(searchJobsUrl(params), { method: "GET" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getGetSubscriptionQueryKey() }),
  });
}

/**
 * The generated URL builder encodes with URLSearchParams, which writes a space as '+'. The server's request validator
 * treats '+' as a reserved character and answers 400 for any multi-word keyword ("power bi"), so spaces go as %20
 * (a literal '+', as in "c++", is already %2B and is left alone).
 */
export function searchJobsUrl(params: SearchJobsParams): string {
  return getSearchJobsUrl(params).replace(/\+/g, "%20");
}

/** The plan and today's job-match counter, for the note of matches remaining before any search. */
export function useSubscription() {
  return useGetSubscription({ query: { ...getGetSubscriptionQueryOptions(), staleTime: 30_000 } });
}
