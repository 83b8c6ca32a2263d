import { Button } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { FiBookmark } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { getListSavedJobsQueryKey, useListSavedJobs, useSaveJob, useUnsaveJob } from "../../../api/generated/endpoints/applications/applications";
import type { TrackerStatus } from "../../../api/generated/model";
import { toaster } from "../../../components/ui/toaster";
import { paths } from "../../../config/paths";

const MOVED_ON: Partial<Record<TrackerStatus, string>> = { applied: "Applied", interviewing: "Interviewing", offer: "Offer", rejected: "Rejected", withdrawn: "Withdrawn" };

/**
 * The job card's Save (SPEC section 2, issue 16): saves the posting to the Applications tracker and shows it saved;
 * pressed again, unsaves it. A posting the person has moved on with shows where it is and opens the tracker.
 */
export function SaveJobButton({ jobId, title }: { jobId: string; title: string }) {
  const queryClient = useQueryClient();
  // One request for every card on the page (the same query key).
  const saved = useListSavedJobs({ query: { queryKey: getListSavedJobsQueryKey(), staleTime: 30_000 } });
  const entry = saved.data?.saved_jobs.find((s) => s.job_id === jobId);
  const save = useSaveJob();
  const unsave = useUnsaveJob();
  const refresh = () =>
    queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && /^\/(saved-jobs|applications|dashboard)/.test(q.queryKey[0]) });
  const failed = (what: string) => (err: unknown) => toaster.create({ title: `${title} was not ${what}`, description: err instanceof Error ? err.message : undefined, type: "error" });

  const movedOn = entry ? MOVED_ON[entry.status] : undefined;
  if (entry && movedOn) {
    return (
      <Button asChild size="sm" variant="subtle" colorPalette="brand">
        <RouterLink to={paths.app.applications.getHref({ application: entry.application_id })}>
          <FiBookmark aria-hidden="true" />
          {movedOn}
        </RouterLink>
      </Button>
    );
  }
  const isSaved = Boolean(entry);
  return (
    <Button
      size="sm"
      variant={isSaved ? "subtle" : "outline"}
      colorPalette={isSaved ? "brand" : undefined}
      type="button"
      aria-pressed={isSaved}
      loading={save.isPending || unsave.isPending}
      onClick={() =>
        isSaved
          ? unsave.mutate({ jobId }, { onSuccess: () => void refresh(), onError: failed("unsaved") })
          : save.mutate({ jobId }, { onSuccess: () => void refresh(), onError: failed("saved") })
      }
    >
      <FiBookmark aria-hidden="true" fill={isSaved ? "currentColor" : "none"} />
      {isSaved ? "Saved" : "Save"}
    </Button>
  );
}
