import { Badge, Box, Button, CloseButton, Field, Flex, Grid, Heading, HStack, Input, Link, List, NativeSelect, Separator, Skeleton, Stack, Text, Textarea } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { FiEdit3, FiExternalLink, FiMic, FiTarget, FiTrash2 } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useDeleteApplication, useGetApplication, useUpdateApplication } from "../../../api/generated/endpoints/applications/applications";
import type { ApplicationDetail, TrackerStatus } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { toaster } from "../../../components/ui/toaster";
import { useInvalidateTracker } from "../api/use-tracker";
import { ApplicationPackView } from "./application-pack";
import { detailsBody, detailsFormOf, formatDate, ORIGIN_LABEL, STATUSES, STATUS_LABEL, STATUS_PALETTE, type DetailsForm } from "../utils/tracker";

interface DetailsProps {
  id: string;
  onClose: () => void;
  onMatch: (applicationId: string) => void;
  onWriteLetter: (applicationId: string) => void;
  onOpenReport: (id: string) => void;
  onOpenLetter: (id: string) => void;
}

function DetailsFormView({ app }: { app: ApplicationDetail }) {
  const [form, setForm] = useState<DetailsForm>(() => detailsFormOf(app));
  const [error, setError] = useState<{ field: keyof DetailsForm; message: string } | null>(null);
  const update = useUpdateApplication();
  const invalidate = useInvalidateTracker();
  const set = (k: keyof DetailsForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const field = (k: keyof DetailsForm, label: string, props: Record<string, unknown> = {}) => (
    <Field.Root invalid={error?.field === k}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={form[k]} onChange={set(k)} {...props} />
      <Field.ErrorText>{error?.field === k ? error.message : ""}</Field.ErrorText>
    </Field.Root>
  );
  return (
    <form
      aria-label="Application details"
      noValidate
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        const checked = detailsBody(form);
        if ("error" in checked) return setError(checked.error);
        setError(null);
        update.mutate(
          { applicationId: app.id, data: checked.body },
          {
            onSuccess: () => {
              void invalidate();
              toaster.create({ title: "Saved", description: `${app.title} is up to date.`, type: "success" });
            },
          },
        );
      }}
    >
      <Stack gap="3">
        <Grid templateColumns="1fr 1fr" gap="3">
          {field("next_step", "Next step", { placeholder: "e.g. HR call" })}
          {field("next_step_due", "Due on", { type: "date" })}
          {field("contact_name", "Contact")}
          {field("contact_email", "Contact email", { type: "email", inputMode: "email" })}
          {field("contact_phone", "Contact phone", { type: "tel" })}
          {field("salary_lpa", "CTC (LPA)", { inputMode: "decimal", placeholder: "e.g. 18.5" })}
        </Grid>
        {field("salary_note", "Salary note", { placeholder: "Fixed and variable, or another currency" })}
        <Field.Root>
          <Field.Label>Notes</Field.Label>
          <Textarea size="sm" value={form.notes} onChange={set("notes")} minH="20" />
        </Field.Root>
        <ErrorAlert error={update.error} title="Not saved" />
        <Button type="submit" colorPalette="brand" size="sm" alignSelf="flex-start" loading={update.isPending} loadingText="Saving...">
          Save details
        </Button>
      </Stack>
    </form>
  );
}

/** One application: move it, edit its details, see its history, match it, write its letter, remove it. */
export function ApplicationDetails({ id, onClose, onMatch, onWriteLetter, onOpenReport, onOpenLetter }: DetailsProps) {
  const detail = useGetApplication(id);
  const update = useUpdateApplication();
  const remove = useDeleteApplication();
  const invalidate = useInvalidateTracker();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const app = detail.data;
  const loadedId = app?.id;
  // Focus moves to the application once it opens, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (loadedId) headingRef.current?.focus();
  }, [loadedId]);

  return (
    <Box as="section" aria-label="Application" borderWidth="1px" rounded="2xl" p="5" bg="bg" position={{ xl: "sticky" }} top={{ xl: "24" }}>
      {detail.isPending ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading the application">
          <Skeleton height="6" />
          <Skeleton height="40" />
        </Stack>
      ) : detail.isError ? (
        <Stack gap="3">
          <ErrorAlert error={detail.error} title="We couldn't open this application" />
          <Button size="sm" variant="outline" onClick={onClose}>
            Close
          </Button>
        </Stack>
      ) : app ? (
        <Stack gap="4">
          <Flex justify="space-between" gap="2" align="flex-start">
            <Box minW="0">
              <Heading as="h2" size="md" ref={headingRef} tabIndex={-1}>
                {app.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {[app.company, app.location].filter(Boolean).join(" · ")}
              </Text>
              <HStack mt="1" gap="1.5" wrap="wrap">
                <Badge colorPalette={STATUS_PALETTE[app.status]}>{STATUS_LABEL[app.status]}</Badge>
                <Badge variant="outline">{ORIGIN_LABEL[app.origin]}</Badge>
                {app.ready_for_you && (
                  <Badge colorPalette="blue" variant="solid">
                    Ready for you
                  </Badge>
                )}
              </HStack>
            </Box>
            <CloseButton size="sm" aria-label="Close the application" onClick={onClose} />
          </Flex>

          {app.ready_for_you && (
            <Text fontSize="sm" bg="blue.subtle" p="3" rounded="md">
              Auto-Apply prepared this one for you: open the posting, apply there, then mark it Applied here (the Auto-Apply log shows it too).
            </Text>
          )}
          {app.pack && <ApplicationPackView applicationId={app.id} pack={app.pack} onOpenLetter={onOpenLetter} />}

          <Flex gap="2" wrap="wrap" align="flex-end">
            <Field.Root w="44">
              <Field.Label fontSize="xs">Status</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  value={app.status}
                  onChange={(e) =>
                    update.mutate({ applicationId: app.id, data: { status: e.target.value as TrackerStatus } }, { onSuccess: () => void invalidate() })
                  }
                >
                  {STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {STATUS_LABEL[s]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            {app.ready_for_you && app.status === "saved" && (
              <Button size="sm" colorPalette="blue" onClick={() => update.mutate({ applicationId: app.id, data: { status: "applied" } }, { onSuccess: () => void invalidate() })}>
                Mark as applied
              </Button>
            )}
            {app.apply_link && (
              <Button asChild size="sm" variant="outline">
                <Link href={app.apply_link} target="_blank" rel="noopener noreferrer">
                  Open posting <FiExternalLink aria-hidden="true" />
                </Link>
              </Button>
            )}
          </Flex>
          <Text fontSize="xs" color="fg.muted">
            Saved {formatDate(app.created_at)}
            {app.applied_at ? ` · applied ${formatDate(app.applied_at)}` : ""} · status since {formatDate(app.status_changed_at)}
          </Text>

          <Flex gap="2" wrap="wrap">
            <Button size="sm" variant="subtle" colorPalette="brand" onClick={() => onMatch(app.id)}>
              <FiTarget aria-hidden="true" /> Match my resume
            </Button>
            <Button size="sm" variant="subtle" colorPalette="brand" onClick={() => onWriteLetter(app.id)}>
              <FiEdit3 aria-hidden="true" /> Write a cover letter
            </Button>
            <Button asChild size="sm" variant="subtle" colorPalette="brand">
              <RouterLink to={paths.app.interview.forJob(app.id)}>
                <FiMic aria-hidden="true" /> Practise interview
              </RouterLink>
            </Button>
          </Flex>

          <DetailsFormView app={app} />

          {(app.match_reports.length > 0 || app.cover_letters.length > 0) && <Separator />}
          {app.match_reports.length > 0 && (
            <Box>
              <Heading as="h3" size="xs" mb="1">
                Match reports
              </Heading>
              <List.Root ps="4" fontSize="sm" gap="1">
                {app.match_reports.map((r) => (
                  <List.Item key={r.id}>
                    <Button variant="plain" size="sm" p="0" h="auto" onClick={() => onOpenReport(r.id)}>
                      {r.score}/100 · {formatDate(r.created_at)}
                    </Button>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          )}
          {app.cover_letters.length > 0 && (
            <Box>
              <Heading as="h3" size="xs" mb="1">
                Cover letters
              </Heading>
              <List.Root ps="4" fontSize="sm" gap="1">
                {app.cover_letters.map((l) => (
                  <List.Item key={l.id}>
                    <Button variant="plain" size="sm" p="0" h="auto" onClick={() => onOpenLetter(l.id)}>
                      {l.title} ({l.tone})
                    </Button>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          )}

          <Separator />
          <Box>
            <Heading as="h3" size="xs" mb="1">
              History
            </Heading>
            <List.Root as="ol" ps="4" fontSize="sm" gap="1" aria-label="History">
              {app.history.map((e) => (
                <List.Item key={e.id}>
                  {e.summary}{" "}
                  <Text as="span" color="fg.muted">
                    · <time dateTime={e.created_at}>{formatDate(e.created_at)}</time>
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Box>

          <ErrorAlert error={update.error ?? remove.error} title="That did not work" />
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            alignSelf="flex-start"
            loading={remove.isPending}
            onClick={() => {
              if (!window.confirm(`Remove ${app.title} from your tracker? Its history goes with it.`)) return;
              remove.mutate(
                { applicationId: app.id },
                {
                  onSuccess: () => {
                    void invalidate();
                    onClose();
                  },
                },
              );
            }}
          >
            <FiTrash2 aria-hidden="true" /> Remove from tracker
          </Button>
        </Stack>
      ) : null}
    </Box>
  );
}
