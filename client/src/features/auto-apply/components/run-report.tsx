import { Badge, Box, Card, Flex, Heading, List, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { AutoApplyRun } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { useRunHistory } from "../api/use-auto-apply";
import { formatDateTime, formatScore, portalLabel } from "../utils/application-log";
import { runCounts, SKIP_LABEL, TRIGGER_LABEL } from "../utils/run-report";

/** One run explained: its counts, why postings were skipped (with a few of them), and what to change. */
export function RunReport({ run }: { run: AutoApplyRun }) {
  return (
    <Stack gap="3" data-testid="run-report">
      <Text fontWeight="medium">{run.message}</Text>
      <Text fontSize="sm" color="fg.muted">
        {runCounts(run)}
      </Text>
      {run.hint && (
        <Text fontSize="sm" bg="orange.subtle" color="orange.fg" p="3" rounded="md" role="note" aria-label="What to change">
          {run.hint}
        </Text>
      )}
      {run.skips.length > 0 && (
        <Box>
          <Heading as="h4" size="xs" mb="1">
            Why postings were skipped
          </Heading>
          <List.Root as="ul" ps="4" gap="2" fontSize="sm" aria-label="Why postings were skipped">
            {run.skips.map((group) => (
              <List.Item key={group.reason}>
                <Text as="span" fontWeight="semibold">
                  {SKIP_LABEL[group.reason]} ({group.count.toLocaleString("en-IN")}):
                </Text>{" "}
                {group.message}
                {group.examples.length > 0 && (
                  <Text as="span" display="block" color="fg.muted" fontSize="xs">
                    For example:{" "}
                    {group.examples
                      .map((e) => `${e.title}${e.company ? ` at ${e.company}` : ""} (${portalLabel(e.portal)}${e.score !== null ? `, ${formatScore(e.score)}` : ""})`)
                      .join("; ")}
                  </Text>
                )}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}

/** Every run, newest first; each opens to its report. */
export function RunHistory({ pollUntil = 0 }: { pollUntil?: number }) {
  const runs = useRunHistory(pollUntil);
  return (
    <Card.Root as="section" aria-labelledby="runs-heading" variant="outline" rounded="2xl" shadow="sm">
      <Card.Header>
        <Heading as="h2" id="runs-heading" size="lg">
          Run history
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          What each run looked at, what it did and why it skipped postings.
        </Text>
      </Card.Header>
      <Card.Body>
        {runs.isPending ? (
          <Skeleton height="10" />
        ) : runs.isError ? (
          <ErrorAlert error={runs.error} title="The run history could not be loaded" />
        ) : runs.data.runs.length === 0 ? (
          <Text color="fg.muted">No runs yet. Runs start every 30 minutes while Auto-Apply is on, after you save enabled settings, and when you press Run now.</Text>
        ) : (
          <Stack as="ol" gap="2" aria-label="Auto-Apply runs" listStyleType="none">
            {runs.data.runs.map((run, i) => (
              <Box as="li" key={run.id} borderWidth="1px" rounded="lg" px="3" py="2">
                <details open={i === 0}>
                  <Box as="summary" cursor="pointer">
                    <Flex as="span" display="inline-flex" gap="2" align="center" wrap="wrap">
                      <time dateTime={run.started_at}>{formatDateTime(run.started_at)}</time>
                      <Badge size="sm" variant="subtle">
                        {TRIGGER_LABEL[run.trigger]}
                      </Badge>
                      <Text as="span" fontSize="sm" color="fg.muted">
                        {run.finished_at ? runCounts(run) : "Running…"}
                      </Text>
                    </Flex>
                  </Box>
                  <Box mt="2">
                    <RunReport run={run} />
                  </Box>
                </details>
              </Box>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
