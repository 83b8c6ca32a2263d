import { getGetLatestResumeQueryKey, useGetLatestResume } from "../api/generated/endpoints/resume/resume";
import type { StoredResume } from "../api/generated/model";

/**
 * The user's latest stored resume (GET /resume), which interview setup offers to base the questions on and job match and cover letters name by id. A user who
 * has stored none gets a 404: that is "no resume", not an error to show.
 */
export function useLatestResume(): { resume: StoredResume | null; loading: boolean } {
  const query = useGetLatestResume({ query: { queryKey: getGetLatestResumeQueryKey(), retry: false, staleTime: 60_000 } });
  return { resume: query.data ?? null, loading: query.isLoading };
}

/** How the setup names a stored resume: its file name, or where it was written. */
export function resumeLabel(resume: Pick<StoredResume, "file_name" | "origin">): string {
  return resume.file_name?.trim() || (resume.origin === "resume_builder" ? "the resume you wrote in the Resume Builder" : "your stored resume");
}
