import { Box, Button, Card, Field, Flex, Grid, Heading, HStack, Input, NativeSelect, RadioCard, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { FiEdit3, FiFileText, FiTrash2 } from "react-icons/fi";
import { useNavigate } from "react-router-dom";
import { useListSavedJobs } from "../../../api/generated/endpoints/applications/applications";
import { getGetJobMatchQueryKey, useCreateJobMatch, useCreateJobMatchFromFile, useDeleteJobMatch, useGetJobMatch, useListJobMatches } from "../../../api/generated/endpoints/job-match/job-match";
import { resumeLabel, useLatestResume } from "../../../hooks/use-latest-resume";
import { MatchReportView } from "../../../components/match/match-report-view";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { FileDropZone } from "../../../components/ui/file-drop-zone";
import { paths } from "../../../config/paths";
import { useInvalidateTracker } from "../api/use-tracker";
import { KeptList } from "./kept-list";

type Source = "saved" | "paste" | "upload";
const ACCEPT = ".pdf,.docx,.txt,.md,.rtf";
const accepted = (f: Pick<File, "name">) => /\.(pdf|docx|txt|md|rtf)$/i.test(f.name);

interface MatchTabProps {
  applicationId: string | null;
  reportId: string | null;
  onReport: (id: string | null) => void;
  onWriteLetter: (applicationId: string) => void;
}

/** Match the resume against one job: a saved job, a pasted description or an uploaded one. Reports are kept. */
export function MatchTab({ applicationId, reportId, onReport, onWriteLetter }: MatchTabProps) {
  const saved = useListSavedJobs();
  const reports = useListJobMatches();
  const [source, setSource] = useState<Source>(applicationId ? "saved" : "paste");
  const [chosen, setChosen] = useState(applicationId ?? "");
  const [text, setText] = useState("");
  const [title, setTitle] = useState("");
  const [company, setCompany] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [resumeText, setResumeText] = useState("");
  const [ownResume, setOwnResume] = useState(false);
  const { resume: stored } = useLatestResume();
  const pasted = useCreateJobMatch();
  const uploaded = useCreateJobMatchFromFile();
  const remove = useDeleteJobMatch();
  const invalidate = useInvalidateTracker();
  const report = useGetJobMatch(reportId ?? "", { query: { queryKey: getGetJobMatchQueryKey(reportId ?? ""), enabled: !!reportId } });
  const navigate = useNavigate();
  const busy = pasted.isPending || uploaded.isPending;
  const savedJobs = saved.data?.saved_jobs ?? [];
  const selectedApp = chosen || savedJobs[0]?.application_id || "";

  const done = (r: { id: string }) => {
    void invalidate();
    onReport(r.id);
  };
  const run = () => {
    // The stored resume the screen names is the one matched, by id (nothing is parsed again); pasted text when chosen.
    const resume = ownResume && resumeText.trim() ? { resume_text: resumeText.trim() } : stored ? { resume_id: stored.id } : {};
    const job = { ...(title.trim() ? { job_title: title.trim() } : {}), ...(company.trim() ? { company: company.trim() } : {}) };
    pasted.reset();
    uploaded.reset();
    if (source === "upload") {
      if (file) uploaded.mutate({ data: { job_file: file, ...job, ...resume } }, { onSuccess: done });
    } else if (source === "saved") {
      if (selectedApp) pasted.mutate({ data: { application_id: selectedApp, ...resume } }, { onSuccess: done });
    } else {
      pasted.mutate({ data: { job_description: text, ...job, ...resume } }, { onSuccess: done });
    }
  };
  const ready = source === "upload" ? !!file : source === "saved" ? !!selectedApp : text.trim().length > 0;

  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 3fr)" }} gap="6" alignItems="start">
      <Stack gap="5">
        <Card.Root as="section" aria-labelledby="match-form-heading" variant="outline" rounded="2xl">
          <Card.Body gap="4">
            <Heading as="h2" size="md" id="match-form-heading">
              Match your resume against a job
            </Heading>
            <RadioCard.Root value={source} onValueChange={(d) => setSource(d.value as Source)} orientation="horizontal" size="sm" colorPalette="brand">
              <RadioCard.Label>The job</RadioCard.Label>
              <HStack gap="2" align="stretch">
                {(
                  [
                    ["saved", "A saved job"],
                    ["paste", "Paste it"],
                    ["upload", "Upload it"],
                  ] as const
                ).map(([value, label]) => (
                  <RadioCard.Item key={value} value={value} flex="1">
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemText>{label}</RadioCard.ItemText>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </HStack>
            </RadioCard.Root>

            {source === "saved" &&
              (savedJobs.length ? (
                <Field.Root>
                  <Field.Label>Saved job</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={selectedApp} onChange={(e) => setChosen(e.target.value)}>
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
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  {saved.isPending ? "Loading your saved jobs..." : "No saved jobs yet: save one from Job Search, or paste a description."}
                </Text>
              ))}
            {source === "paste" && (
              <Field.Root>
                <Field.Label>Job description</Field.Label>
                <Textarea value={text} onChange={(e) => setText(e.target.value)} minH="48" placeholder="Paste the whole posting: the role, what it involves and what it asks for." />
              </Field.Root>
            )}
            {source === "upload" && (
              <Stack gap="1">
                <FileDropZone
                  inputLabel="Job description file"
                  prompt="Drop the job description"
                  accept={ACCEPT}
                  isAccepted={accepted}
                  rejectionMessage={(name) => `${name} is not a supported file. Choose a PDF, DOCX or TXT file.`}
                  file={file}
                  onFile={setFile}
                  disabled={busy}
                  compact
                />
                <Text fontSize="xs" color="fg.muted">
                  PDF, DOCX, TXT up to 6 MB
                </Text>
              </Stack>
            )}
            {source !== "saved" && (
              <Grid templateColumns="1fr 1fr" gap="3">
                <Field.Root>
                  <Field.Label>Job title (optional)</Field.Label>
                  <Input value={title} onChange={(e) => setTitle(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Company (optional)</Field.Label>
                  <Input value={company} onChange={(e) => setCompany(e.target.value)} />
                </Field.Root>
              </Grid>
            )}
            <Box>
              <Button variant="plain" size="sm" p="0" onClick={() => setOwnResume((v) => !v)} aria-expanded={ownResume}>
                {ownResume ? "Use my uploaded resume instead" : "Paste a different resume"}
              </Button>
              {ownResume ? (
                <Field.Root mt="2">
                  <Field.Label>Resume text</Field.Label>
                  <Textarea value={resumeText} onChange={(e) => setResumeText(e.target.value)} minH="32" />
                </Field.Root>
              ) : (
                <Text fontSize="xs" color="fg.muted">
                  {stored ? `We use your latest resume: ${resumeLabel(stored)}.` : "We use the resume you last uploaded in Job Search or the Resume Builder."}
                </Text>
              )}
            </Box>
            <Button colorPalette="brand" onClick={run} loading={busy} loadingText="Matching..." disabled={!ready}>
              Match my resume
            </Button>
            <Text fontSize="xs" color="fg.muted">
              Each match uses one of your plan's daily resume scores.
            </Text>
            <ErrorAlert error={pasted.error ?? uploaded.error} title="Match failed" />
          </Card.Body>
        </Card.Root>

        <KeptList
          headingId="reports-heading"
          heading="Your match reports"
          listLabel="Match reports"
          empty="Reports you run are kept here."
          pending={reports.isPending}
          items={reports.data?.reports.map((r) => ({ id: r.id, label: `${r.job_title}${r.company ? ` · ${r.company}` : ""} — ${r.score}/100`, date: r.created_at }))}
          selectedId={reportId}
          onSelect={onReport}
        />
      </Stack>

      <Box borderWidth="1px" rounded="2xl" p={{ base: "4", md: "6" }} bg="bg" minH="64">
        {!reportId ? (
          <Stack align="center" textAlign="center" py="12" gap="2" color="fg.muted">
            <FiFileText size={32} aria-hidden="true" />
            <Text fontWeight="semibold" color="fg">
              Your match report will appear here
            </Text>
            <Text fontSize="sm">Pick a saved job or paste a description, then Match my resume.</Text>
          </Stack>
        ) : report.isPending ? (
          <Stack gap="3" role="status" aria-busy="true" aria-label="Loading the report">
            <Skeleton height="24" />
            <Skeleton height="48" />
          </Stack>
        ) : report.isError ? (
          <ErrorAlert error={report.error} title="We couldn't open this report" />
        ) : report.data ? (
          <MatchReportView
            report={report.data}
            headingLevel={2}
            actions={
              <Flex gap="2" wrap="wrap">
                <Button colorPalette="brand" onClick={() => void navigate(paths.app.resumeBuilder.getTailorHref(report.data.id))}>
                  <FiEdit3 aria-hidden="true" /> Tailor my resume
                </Button>
                {report.data.application_id && (
                  <Button variant="outline" onClick={() => onWriteLetter(report.data.application_id!)}>
                    Write a cover letter
                  </Button>
                )}
                <Button
                  variant="ghost"
                  colorPalette="red"
                  loading={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { reportId: report.data.id },
                      {
                        onSuccess: () => {
                          void invalidate();
                          onReport(null);
                        },
                      },
                    )
                  }
                >
                  <FiTrash2 aria-hidden="true" /> Delete report
                </Button>
              </Flex>
            }
          />
        ) : null}
      </Box>
    </Grid>
  );
}
