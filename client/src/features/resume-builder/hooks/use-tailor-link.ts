import { useEffect, useRef, type Dispatch } from "react";
import { useSearchParams } from "react-router-dom";
import { getGetJobMatchQueryKey, useGetJobMatch } from "../../../api/generated/endpoints/job-match/job-match";
import type { BuilderAction } from "../utils/builder-state";

export interface TailorStart {
  /** The form already holds a resume (typed, uploaded or a draft): tailoring keeps it. */
  hasResume: boolean;
  /** Opens a stored resume in the form; `then` runs once it is there. */
  openStored: (resumeId: string, target: { role: string; company: string }, then?: () => void) => void;
}

/**
 * `/resume-builder?match=<report id>` (Tailor my resume on a match report): the report's job becomes the target
 * (target role, company, the posting as the reference, focus on its gaps). An empty form starts from the stored
 * resume the match read (`tailor.resume_id`), so the person does not upload it again. The link stays, so a reload
 * tailors again.
 */
export function useTailorLink(dispatch: Dispatch<BuilderAction>, start: TailorStart) {
  const [params, setParams] = useSearchParams();
  const reportId = params.get("match");
  const report = useGetJobMatch(reportId ?? "", { query: { queryKey: getGetJobMatchQueryKey(reportId ?? ""), enabled: Boolean(reportId), retry: false } });
  const applied = useRef<string | null>(null);
  // Read when the report arrives, not a reason to tailor again.
  const latest = useRef(start);
  latest.current = start;
  useEffect(() => {
    const r = report.data;
    if (!reportId || !r || r.id !== reportId || applied.current === r.id) return;
    applied.current = r.id;
    const tailor = () => dispatch({ type: "tailorTo", role: r.tailor.target_role, company: r.tailor.target_company, jobText: r.job_description });
    tailor();
    const resumeId = r.tailor.resume_id;
    // The stored resume fills the form, then the job is the target again (the resume's own target gives way).
    if (resumeId && !latest.current.hasResume) latest.current.openStored(resumeId, { role: r.tailor.target_role, company: r.tailor.target_company }, tailor);
  }, [dispatch, report.data, reportId]);
  return {
    report: reportId ? (report.data ?? null) : null,
    error: reportId ? report.error : null,
    stop: () => {
      applied.current = null;
      setParams({}, { replace: true });
    },
  };
}
