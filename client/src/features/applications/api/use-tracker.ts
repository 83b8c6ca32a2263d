import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";

/** Every query a change in the tracker, a match report or a cover letter can make stale (lists, details, the dashboard). */
const TRACKER_KEYS = ["/applications", "/saved-jobs", "/job-matches", "/cover-letters", "/auto-apply/applications", "/dashboard"];

export function invalidateTracker(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === "string" && TRACKER_KEYS.some((k) => (q.queryKey[0] as string).startsWith(k)),
  });
}

export function useInvalidateTracker() {
  const queryClient = useQueryClient();
  return useCallback(() => invalidateTracker(queryClient), [queryClient]);
}
