import { useEffect, useRef, type Dispatch } from "react";
import { useSearchParams } from "react-router-dom";
import { getGetJobMatchQueryKey, useGetJobMatch } from "../../../api/generated/endpoints/job-match/job-match";
import type { BuilderAction } from "../utils/builder-state";

/**
 * `/resume-builder?match=<report id>` (Tailor my resume on a match report): the report's job becomes the target
 * (target role, company, the posting as the reference, focus on its gaps). The link stays, so a reload tailors again.
 */
export function useTailorLink(dispatch: Dispatch<BuilderAction>) {
  const [params, setParams] = useSearchParams();
  const reportId = params.get("match");
  const report = useGetJobMatch(reportId ?? "", { query: { queryKey: getGetJobMatchQueryKey(reportId ?? ""), enabled: Boolean(reportId), retry: false } });
  const applied = useRef<string | null>(null);
  useEffect(() => {
    const r = report.data;
    if (!reportId || !r || r.id !== reportId || applied.current === r.id) return;
    applied.current = r.id;
    dispatch({ type: "tailorTo", role: r.tailor.target_role, company: r.tailor.target_company, jobText: r.job_description });
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
