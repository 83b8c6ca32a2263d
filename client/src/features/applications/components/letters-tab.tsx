import { resumeLabel, useLatestResume } from "../../../hooks/use-latest-resume";
import { Badge, Box, Button, Card, Field, Flex, Grid, Heading, HStack, Input, NativeSelect, RadioCard, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { FiDownload, FiTrash2 } from "react-icons/fi";
import { useListSavedJobs } from "../../../api/generated/endpoints/applications/applications";
import {
  downloadCoverLetterDocx,
  getGetCoverLetterQueryKey,
  useCreateCoverLetter,
  useDeleteCoverLetter,
  useGetCoverLetter,
  useListCoverLetters,
  useUpdateCoverLetter,
} from "../../../api/generated/endpoints/cover-letters/cover-letters";
import type { CoverLetter, CoverLetterTone } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { toaster } from "../../../components/ui/toaster";
import { saveBlob } from "../../../lib/save-blob";
import { useInvalidateTracker } from "../api/use-tracker";
import { KeptList } from "./kept-list";

/** The four tones the playbook offers (SPEC section 5). */
export const TONES: Array<{ value: CoverLetterTone; label: string; hint: string }> = [
  { value: "concise", label: "Concise", hint: "Short and to the point" },
  { value: "friendly", label: "Friendly", hint: "Warm and personal" },
  { value: "detailed", label: "Detailed", hint: "Your path, results and education" },
  { value: "coach-like", label: "Coach-like", hint: "Growth-minded, honest about gaps" },
];

function letterFileName(letter: Pick<CoverLetter, "company" | "job_title">): string {
  const base = (letter.company ?? letter.job_title).trim().replace(/\s+/g, "_").replace(/[\\/:*?"<>|]+/g, "") || "Cover";
  return `${base}_Cover_Letter.docx`;
}

function Editor({ letter, onDeleted }: { letter: CoverLetter; onDeleted: () => void }) {
  const [title, setTitle] = useState(letter.title);
  const [body, setBody] = useState(letter.body);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const update = useUpdateCoverLetter();
  const remove = useDeleteCoverLetter();
  const invalidate = useInvalidateTracker();
  const dirty = title !== letter.title || body !== letter.body;

  const save = (then?: () => void) =>
    update.mutate(
      { letterId: letter.id, data: { ...(title !== letter.title ? { title } : {}), ...(body !== letter.body ? { body } : {}) } },
      {
        onSuccess: () => {
          void invalidate();
          toaster.create({ title: "Cover letter saved", type: "success" });
          then?.();
        },
      },
    );
  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      saveBlob(await downloadCoverLetterDocx(letter.id), letterFileName(letter));
    } catch (err) {
      setDownloadError(err);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="3" as="section" aria-label="Cover letter">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="brand">{TONES.find((t) => t.value === letter.tone)?.label ?? letter.tone}</Badge>
        <Badge variant="outline">{letter.resume_source === "stored" ? "From your uploaded resume" : "From pasted resume text"}</Badge>
        {letter.polished && <Badge colorPalette="purple">Polished wording, facts checked</Badge>}
        {letter.edited && <Badge variant="subtle">Edited by you</Badge>}
      </HStack>
      <Field.Root>
        <Field.Label>Title</Field.Label>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} />
      </Field.Root>
      <Field.Root>
        <Field.Label>Letter</Field.Label>
        <Textarea value={body} onChange={(e) => setBody(e.target.value)} minH="96" fontFamily="inherit" lineHeight="tall" />
        <Field.HelperText>Every fact comes from your resume or the job. Edit freely; check anything you add.</Field.HelperText>
      </Field.Root>
      <Flex gap="2" wrap="wrap">
        <Button colorPalette="brand" onClick={() => save()} disabled={!dirty || !title.trim() || !body.trim()} loading={update.isPending} loadingText="Saving...">
          Save changes
        </Button>
        <Button variant="outline" onClick={() => (dirty ? save(() => void download()) : void download())} loading={downloading} loadingText="Preparing...">
          <FiDownload aria-hidden="true" /> Download .docx
        </Button>
        <Button
          variant="ghost"
          colorPalette="red"
          loading={remove.isPending}
          onClick={() => {
            if (!window.confirm("Delete this cover letter?")) return;
            remove.mutate(
              { letterId: letter.id },
              {
                onSuccess: () => {
                  void invalidate();
                  onDeleted();
                },
              },
            );
          }}
        >
          <FiTrash2 aria-hidden="true" /> Delete
        </Button>
      </Flex>
      <ErrorAlert error={update.error ?? remove.error ?? downloadError} title="That did not work" />
    </Stack>
  );
}

interface LettersTabProps {
  applicationId: string | null;
  letterId: string | null;
  onLetter: (id: string | null) => void;
}

/** Cover letters: write one for a saved or pasted job in a tone, edit it, download it as Word; every letter is kept. */
export function LettersTab({ applicationId, letterId, onLetter }: LettersTabProps) {
  const saved = useListSavedJobs();
  const letters = useListCoverLetters();
  const letter = useGetCoverLetter(letterId ?? "", { query: { queryKey: getGetCoverLetterQueryKey(letterId ?? ""), enabled: !!letterId } });
  const create = useCreateCoverLetter();
  const invalidate = useInvalidateTracker();
  const [source, setSource] = useState<"saved" | "paste">("saved");
  // The letter is written from the stored resume the screen names, by id (the server's latest when there is none).
  const { resume: stored } = useLatestResume();
  const resume = stored ? { resume_id: stored.id } : {};
  const [chosen, setChosen] = useState(applicationId ?? "");
  const [tone, setTone] = useState<CoverLetterTone>("concise");
  const [text, setText] = useState("");
  const [title, setTitle] = useState("");
  const [company, setCompany] = useState("");
  const savedJobs = saved.data?.saved_jobs ?? [];
  const selectedApp = chosen || savedJobs[0]?.application_id || "";
  const useSaved = source === "saved" && savedJobs.length > 0;
  const ready = useSaved ? !!selectedApp : text.trim().length > 0;

  const write = () =>
    create.mutate(
      { data: useSaved ? { application_id: selectedApp, tone, ...resume } : { job_description: text, tone, ...resume, ...(title.trim() ? { job_title: title.trim() } : {}), ...(company.trim() ? { company: company.trim() } : {}) } },
      {
        onSuccess: (l) => {
          void invalidate();
          onLetter(l.id);
        },
      },
    );

  return (
    <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 2fr) minmax(0, 3fr)" }} gap="6" alignItems="start">
      <Stack gap="5">
        <Card.Root as="section" aria-labelledby="letter-form-heading" variant="outline" rounded="2xl">
          <Card.Body gap="4">
            <Heading as="h2" size="md" id="letter-form-heading">
              Write a cover letter
            </Heading>
            {savedJobs.length > 0 && (
              <HStack gap="2" role="group" aria-label="The job">
                <Button size="sm" variant={source === "saved" ? "solid" : "outline"} colorPalette="brand" aria-pressed={source === "saved"} onClick={() => setSource("saved")}>
                  A saved job
                </Button>
                <Button size="sm" variant={source === "paste" ? "solid" : "outline"} colorPalette="brand" aria-pressed={source === "paste"} onClick={() => setSource("paste")}>
                  Paste a job
                </Button>
              </HStack>
            )}
            {useSaved ? (
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
              <>
                <Field.Root>
                  <Field.Label>Job description</Field.Label>
                  <Textarea value={text} onChange={(e) => setText(e.target.value)} minH="40" />
                </Field.Root>
                <Grid templateColumns="1fr 1fr" gap="3">
                  <Field.Root>
                    <Field.Label>Job title</Field.Label>
                    <Input value={title} onChange={(e) => setTitle(e.target.value)} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Company</Field.Label>
                    <Input value={company} onChange={(e) => setCompany(e.target.value)} />
                  </Field.Root>
                </Grid>
              </>
            )}
            <RadioCard.Root value={tone} onValueChange={(d) => setTone(d.value as CoverLetterTone)} size="sm" colorPalette="brand">
              <RadioCard.Label>Tone</RadioCard.Label>
              <Grid templateColumns="1fr 1fr" gap="2">
                {TONES.map((t) => (
                  <RadioCard.Item key={t.value} value={t.value}>
                    <RadioCard.ItemHiddenInput />
                    <RadioCard.ItemControl>
                      <RadioCard.ItemContent>
                        <RadioCard.ItemText>{t.label}</RadioCard.ItemText>
                        <RadioCard.ItemDescription>{t.hint}</RadioCard.ItemDescription>
                      </RadioCard.ItemContent>
                      <RadioCard.ItemIndicator />
                    </RadioCard.ItemControl>
                  </RadioCard.Item>
                ))}
              </Grid>
            </RadioCard.Root>
            {stored && (
              <Text fontSize="xs" color="fg.muted">
                Written from your latest resume: {resumeLabel(stored)}.
              </Text>
            )}
            <Button colorPalette="brand" onClick={write} loading={create.isPending} loadingText="Writing..." disabled={!ready}>
              Write cover letter
            </Button>
            <Text fontSize="xs" color="fg.muted">
              Written from the resume you last uploaded. It states only facts from your resume and the job.
            </Text>
            <ErrorAlert error={create.error} title="Could not write the letter" />
          </Card.Body>
        </Card.Root>
        <KeptList
          headingId="letters-heading"
          heading="Your cover letters"
          listLabel="Cover letters"
          empty="Letters you write are kept here."
          pending={letters.isPending}
          items={letters.data?.cover_letters.map((l) => ({ id: l.id, label: `${l.title} (${l.tone})`, date: l.updated_at }))}
          selectedId={letterId}
          onSelect={onLetter}
        />
      </Stack>
      <Box borderWidth="1px" rounded="2xl" p={{ base: "4", md: "6" }} bg="bg" minH="64">
        {!letterId ? (
          <Stack align="center" textAlign="center" py="12" gap="1" color="fg.muted">
            <Text fontWeight="semibold" color="fg">
              Your letter will appear here
            </Text>
            <Text fontSize="sm">Pick a job and a tone, then Write cover letter.</Text>
          </Stack>
        ) : letter.isPending ? (
          <Skeleton height="96" role="status" aria-busy="true" aria-label="Loading the letter" />
        ) : letter.isError ? (
          <ErrorAlert error={letter.error} title="We couldn't open this letter" />
        ) : letter.data ? (
          <Editor key={`${letter.data.id}:${letter.data.updated_at}`} letter={letter.data} onDeleted={() => onLetter(null)} />
        ) : null}
      </Box>
    </Grid>
  );
}
