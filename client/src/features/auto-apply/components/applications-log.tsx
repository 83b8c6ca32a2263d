import { Badge, Box, Button, Card, EmptyState, Flex, Heading, HStack, Link, Skeleton, Stack, Table, Text, VStack } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { FiExternalLink, FiInbox, FiPlay } from "react-icons/fi";
import { useEffect } from "react";
import type { AutoApplyApplication, AutoApplyConsent, AutoApplyRunResult, AutoApplySettings } from "../../../api/generated/model";
import { ErrorAlert, StatusAlert } from "../../../components/ui/error-alert";
import { useApplicationsLog, useRunNow } from "../api/use-auto-apply";
import { STATUS_ORDER, countByStatus, formatDateTime, formatScore, portalLabel, statusLook } from "../utils/application-log";
import { isRunning, logState, type LogState } from "../utils/run-report";
import { RunReport } from "./run-report";

/** A queued run finishes in the background: the log is re-read for this long after it is queued. */
export const POLL_FOR_MS = 45_000;

/** The empty log says what is true now: consent, switched on, paused, never run, or what the last run found. */
function EmptyLog({ state }: { state: LogState }) {
  if (state.kind === "ran") {
    return (
      <Box borderWidth="1px" borderStyle="dashed" rounded="xl" p="4">
        <Heading as="h3" size="sm" mb="2">
          No applications yet: here is what the last run found
        </Heading>
        <RunReport run={state.run} />
      </Box>
    );
  }
  const [title, description] =
    state.kind === "needs_consent"
      ? ["No applications yet", "Grant consent, switch Auto-Apply on with at least one portal and save. Then press Run now, or wait for the next scheduled run."]
      : state.kind === "switched_off"
        ? ["Auto-Apply is switched off", "Switch on Enable Auto-Apply, choose at least one portal and save. Then press Run now, or wait for the next scheduled run."]
        : state.kind === "paused"
          ? ["Auto-Apply is paused", `Nothing is sent until ${formatDateTime(state.until)}. Clear 'pause until' and save to run it sooner.`]
          : ["No runs yet", "Auto-Apply is on. Press Run now, or wait for the next scheduled run (every 30 minutes). Each run explains what it found."];
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="xl">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <FiInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function StatusBadge({ status }: { status: string }) {
  const look = statusLook(status);
  return (
    <Badge colorPalette={look.palette} variant={look.palette === "gray" ? "subtle" : "solid"} size="sm">
      {look.label}
    </Badge>
  );
}

/** The four status counts as a stacked bar with a legend: the shape of the log at a glance. */
function StatusSummary({ applications }: { applications: AutoApplyApplication[] }) {
  const counts = countByStatus(applications);
  const total = applications.length;
  return (
    <Stack gap="2" aria-label="Applications by status" role="group">
      <Flex height="2.5" rounded="full" overflow="hidden" bg="bg.muted" aria-hidden="true">
        {STATUS_ORDER.filter((s) => counts[s] > 0).map((s) => (
          <Box key={s} width={`${(counts[s] / total) * 100}%`} bg={`${statusLook(s).palette}.solid`} />
        ))}
      </Flex>
      <HStack gap="4" wrap="wrap" fontSize="sm">
        {STATUS_ORDER.map((s) => (
          <HStack key={s} gap="1.5">
            <Box boxSize="2.5" rounded="full" bg={`${statusLook(s).palette}.solid`} aria-hidden="true" />
            <Text color="fg.muted">
              {statusLook(s).label}: <Text as="span" fontWeight="semibold" color="fg">{counts[s]}</Text>
            </Text>
          </HStack>
        ))}
      </HStack>
    </Stack>
  );
}

function ApplyLink({ application }: { application: AutoApplyApplication }) {
  return (
    <Link
      href={application.apply_link}
      target="_blank"
      rel="noopener noreferrer"
      color="blue.fg"
      fontWeight="semibold"
      aria-label={`Apply: ${application.title}${application.company ? ` at ${application.company}` : ""} (opens in a new tab)`}
    >
      Apply <FiExternalLink aria-hidden />
    </Link>
  );
}

function Reason({ application }: { application: AutoApplyApplication }) {
  const { status, reason, applied_at: appliedAt } = application;
  // A "ready for you" posting the user marked as applied in the Applications tracker.
  if (status === "ready_for_you" && appliedAt) {
    return (
      <Text fontSize="xs" color="green.fg" maxW="xs">
        You applied: <time dateTime={appliedAt}>{formatDateTime(appliedAt)}</time>
      </Text>
    );
  }
  if ((status !== "failed" && status !== "skipped") || !reason) return null;
  return (
    <Text fontSize="xs" color={status === "failed" ? "red.fg" : "fg.muted"} maxW="xs">
      {reason}
    </Text>
  );
}

/** Small screens: one card per attempt instead of a wide table. */
function ApplicationItem({ application }: { application: AutoApplyApplication }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" rounded="lg" p="3">
      <Flex justify="space-between" align="flex-start" gap="3">
        <Box minW="0">
          <Text fontWeight="medium">{application.title}</Text>
          <Text fontSize="sm" color="fg.muted">
            {application.company || "Company"} · {portalLabel(application.portal)}
          </Text>
        </Box>
        <StatusBadge status={application.status} />
      </Flex>
      <Box mt="1">
        <Reason application={application} />
      </Box>
      <Flex mt="2" justify="space-between" align="center" fontSize="sm" color="fg.muted" gap="3">
        <Text>
          Match {formatScore(application.score)} · <time dateTime={application.created_at}>{formatDateTime(application.created_at)}</time>
        </Text>
        {application.status === "ready_for_you" && <ApplyLink application={application} />}
      </Flex>
    </Box>
  );
}

function ApplicationRow({ application }: { application: AutoApplyApplication }) {
  const { status } = application;
  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="medium">{application.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {application.company || "Company"}
        </Text>
      </Table.Cell>
      <Table.Cell>{portalLabel(application.portal)}</Table.Cell>
      <Table.Cell>
        <VStack align="flex-start" gap="1">
          <StatusBadge status={status} />
          <Reason application={application} />
        </VStack>
      </Table.Cell>
      <Table.Cell textAlign="end">{formatScore(application.score)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <time dateTime={application.created_at}>{formatDateTime(application.created_at)}</time>
      </Table.Cell>
      <Table.Cell>
        {status === "ready_for_you" && <ApplyLink application={application} />}
      </Table.Cell>
    </Table.Row>
  );
}

interface LogProps {
  consent: AutoApplyConsent;
  settings: AutoApplySettings;
  /** Re-read the log until this time (ms), while a queued run works. */
  pollUntil?: number;
  onQueued?: () => void;
}

/** Below the form: every Auto-Apply attempt with its status, 'Run now' and the last run time. */
export function ApplicationsLog({ consent, settings, pollUntil = 0, onQueued }: LogProps) {
  const log = useApplicationsLog(pollUntil);
  const run = useRunNow();
  const [result, setResult] = useState<AutoApplyRunResult | null>(null);
  const running = isRunning(consent, settings);
  const latestRun = log.data?.latest_run;
  const resultAt = useRef<number | null>(null);

  // A run's message belongs to that moment: it goes once Auto-Apply is revoked, switched off or paused, and a
  // queued run's "running" banner gives way to the finished run.
  useEffect(() => {
    if (!running) setResult(null);
  }, [running]);
  useEffect(() => {
    if (result?.status === "queued" && latestRun?.finished_at && Date.parse(latestRun.started_at) >= (resultAt.current ?? 0) - 5_000) setResult(null);
  }, [result, latestRun]);

  const onRun = () => {
    setResult(null);
    run.mutate(undefined, {
      onSuccess: (answer) => {
        resultAt.current = Date.now();
        setResult(answer);
        if (answer.status === "queued") onQueued?.();
      },
    });
  };

  const applications = log.data?.applications ?? [];
  const lastRun = log.data?.last_run_at ?? null;

  return (
    <Card.Root as="section" aria-labelledby="log-heading" variant="outline" rounded="2xl" shadow="sm">
      <Card.Header>
        <Flex justify="space-between" align={{ base: "flex-start", sm: "center" }} gap="3" direction={{ base: "column", sm: "row" }}>
          <Stack gap="1">
            <Heading as="h2" id="log-heading" size="lg">
              Applications log
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="last-run">
              {log.isPending ? "Loading…" : lastRun ? <>Last run: <time dateTime={lastRun}>{formatDateTime(lastRun)}</time></> : "Not run yet"}
            </Text>
          </Stack>
          <Button colorPalette="brand" variant="surface" onClick={onRun} loading={run.isPending} loadingText="Running…">
            <FiPlay aria-hidden /> Run now
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        {run.error && <ErrorAlert error={run.error} />}
        {result && running && <StatusAlert status={result.status === "completed" ? "success" : "info"} message={result.message} />}

        {log.isPending ? (
          <Stack gap="2" aria-label="Loading the applications log" role="status">
            <Skeleton height="10" />
            <Skeleton height="10" />
            <Skeleton height="10" />
          </Stack>
        ) : log.isError ? (
          <ErrorAlert error={log.error} title="The applications log could not be loaded" />
        ) : applications.length === 0 ? (
          <EmptyLog state={logState(consent, settings, latestRun)} />
        ) : (
          <>
            <StatusSummary applications={applications} />
            <Stack as="ul" gap="2" hideFrom="md" aria-label="Auto-Apply applications (list)">
              {applications.map((application) => (
                <ApplicationItem key={application.id} application={application} />
              ))}
            </Stack>
            <Table.ScrollArea borderWidth="1px" rounded="lg" hideBelow="md">
              <Table.Root size="sm" interactive aria-label="Auto-Apply applications">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Job</Table.ColumnHeader>
                    <Table.ColumnHeader>Portal</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Score</Table.ColumnHeader>
                    <Table.ColumnHeader>Time</Table.ColumnHeader>
                    <Table.ColumnHeader>
                      <Box as="span" srOnly>
                        Action
                      </Box>
                    </Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {applications.map((application) => (
                    <ApplicationRow key={application.id} application={application} />
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
