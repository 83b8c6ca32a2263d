import { Button, Field, Input, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { getListSavedJobsQueryKey, useListSavedJobs } from "../../../api/generated/endpoints/applications/applications";
import { useCreateJobMatch } from "../../../api/generated/endpoints/job-match/job-match";
import type { JobMatchReport } from "../../../api/generated/model";
import { MatchReportView } from "../../../components/match/match-report-view";
import { ErrorAlert } from "../../../components/ui/error-alert";

export interface JobMatchModeProps {
  /** Whether the form holds a resume yet. */
  hasResume: boolean;
  /** Stores the form's resume (when it changed) and answers its id: the match reads that stored document. */
  saveResume: () => Promise<string>;
  onTailor: (report: JobMatchReport) => void;
}

/** The compare card's second mode: the resume against a job description (pasted or a saved job) instead of a benchmark resume. */
export function JobMatchMode({ hasResume, saveResume, onTailor }: JobMatchModeProps) {
  const saved = useListSavedJobs({ query: { queryKey: getListSavedJobsQueryKey(), staleTime: 30_000 } });
  const [chosen, setChosen] = useState("");
  const [text, setText] = useState("");
  const [title, setTitle] = useState("");
  const [company, setCompany] = useState("");
  const match = useCreateJobMatch();
  const queryClient = useQueryClient();
  const savedJobs = saved.data?.saved_jobs ?? [];
  const usePasted = !chosen;
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const canRun = hasResume && (usePasted ? text.trim().length > 0 : true);
  const run = () => {
    setSaveError(null);
    setSaving(true);
    saveResume()
      .then(
        (resumeId) =>
          match.mutate(
            {
              data: {
                resume_id: resumeId,
                ...(usePasted ? { job_description: text, ...(title.trim() ? { job_title: title.trim() } : {}), ...(company.trim() ? { company: company.trim() } : {}) } : { application_id: chosen }),
              },
            },
            { onSuccess: () => void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === "string" && /^\/(job-matches|applications)/.test(q.queryKey[0]) }) },
          ),
        setSaveError,
      )
      .finally(() => setSaving(false));
  };

  return (
    <Stack gap="3">
      {savedJobs.length > 0 && (
        <Field.Root>
          <Field.Label>Job</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">Paste a job description</option>
              {savedJobs.map((j) => (
                <option key={j.application_id} value={j.application_id}>
                  {j.title}
                  {j.company ? ` · ${j.company}` : ""}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      {usePasted && (
        <>
          <Field.Root>
            <Field.Label>Job description</Field.Label>
            <Textarea size="sm" value={text} onChange={(e) => setText(e.target.value)} minH="32" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Job title (optional)</Field.Label>
            <Input size="sm" value={title} onChange={(e) => setTitle(e.target.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>Company (optional)</Field.Label>
            <Input size="sm" value={company} onChange={(e) => setCompany(e.target.value)} />
          </Field.Root>
        </>
      )}
      <Button colorPalette="brand" onClick={run} loading={match.isPending || saving} loadingText="Matching..." disabled={!canRun}>
        Match with this job
      </Button>
      {!hasResume && (
        <Text fontSize="xs" color="fg.muted">
          Upload your resume or fill in the form first, so there is something to match.
        </Text>
      )}
      <ErrorAlert error={match.error ?? saveError} title="Match failed" />
      {match.data && (
        <MatchReportView
          report={match.data}
          headingLevel={3}
          actions={
            <Button size="sm" variant="subtle" colorPalette="brand" onClick={() => onTailor(match.data)}>
              Use this job as my target
            </Button>
          }
        />
      )}
    </Stack>
  );
}
