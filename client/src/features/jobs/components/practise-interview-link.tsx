import { Button, VisuallyHidden } from "@chakra-ui/react";
import { FiMic } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { getListSavedJobsQueryKey, useListSavedJobs } from "../../../api/generated/endpoints/applications/applications";
import { paths } from "../../../config/paths";

/**
 * "Practise interview" on the card of a saved job (issue 16): saving made it an application, and the interview
 * page takes the job from that application. Nothing shows for a posting that is not saved.
 */
export function PractiseInterviewLink({ jobId, title }: { jobId: string; title: string }) {
  // The same query key as SaveJobButton: one request for every card on the page.
  const saved = useListSavedJobs({ query: { queryKey: getListSavedJobsQueryKey(), staleTime: 30_000 } });
  const entry = saved.data?.saved_jobs.find((s) => s.job_id === jobId);
  if (!entry) return null;
  return (
    <Button asChild size="sm" variant="ghost" colorPalette="brand">
      <RouterLink to={paths.app.interview.forJob(entry.application_id)}>
        <FiMic aria-hidden="true" />
        Practise interview
        {/* Every saved card has one: the title tells them apart for a screen reader's list of links. */}
        <VisuallyHidden> for {title}</VisuallyHidden>
      </RouterLink>
    </Button>
  );
}
