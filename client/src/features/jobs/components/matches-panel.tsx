import { Badge, Box, Button, Card, Flex, Stack, Tag, Text } from "@chakra-ui/react";
import { useMemo, type Ref } from "react";
import { FiFilter, FiInbox, FiMapPin, FiTarget, FiUser } from "react-icons/fi";
import { ErrorAlert } from "../../../components/ui/error-alert";
import type { Workspace } from "../hooks/use-workspace";
import { dailyLimitMessage, isLimited, partialResultsMessage, quotaLabel, resultCounter } from "../utils/search";
import { placeUsed, rankedFor } from "../utils/job-why";
import { countByWorkMode, filterJobs, WORK_MODE_OPTIONS } from "../utils/work-mode";
import { JobCard } from "./job-card";
import { PractiseInterviewLink } from "./practise-interview-link";
import { SaveJobButton } from "./save-job-button";
import { ScanningState } from "./scanning-state";
import { UpgradeCallout } from "./upgrade-callout";
import { WorkModeFilter } from "./work-mode-filter";

function EmptyState({ icon: Icon, title, text, action }: { icon: typeof FiInbox; title: string; text?: string; action?: React.ReactNode }) {
  return (
    <Flex direction="column" align="center" textAlign="center" gap="2" py="12" px="4" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" bg="bg.subtle">
      <Flex boxSize="14" rounded="full" bg="brand.muted" color="brand.fg" align="center" justify="center" aria-hidden="true">
        <Icon size={26} />
      </Flex>
      <Text fontWeight="semibold">{title}</Text>
      {text && (
        <Text fontSize="sm" color="fg.muted" maxW="sm">
          {text}
        </Text>
      )}
      {action}
    </Flex>
  );
}

/**
 * SPEC section 2, right panel 'Smart matches'. `headingRef` gets the panel's heading, which the page scrolls to and
 * focuses when matches arrive on a stacked layout.
 */
export function MatchesPanel({ workspace, headingRef }: { workspace: Workspace; headingRef?: Ref<HTMLHeadingElement> }) {
  const { state, summary, quota } = workspace;
  const jobs = state.jobs;
  const visible = useMemo(() => filterJobs(jobs, state.workMode), [jobs, state.workMode]);
  const counts = useMemo(() => (jobs.length ? countByWorkMode(jobs) : null), [jobs]);
  const now = useMemo(() => new Date(), [jobs]); // eslint-disable-line react-hooks/exhaustive-deps -- "now" moves when a new result list arrives, not on every render
  const activeQuery = summary?.query ?? (jobs.length ? state.queryPreview : []);
  const modeLabel = WORK_MODE_OPTIONS.find((o) => o.value === state.workMode)?.label ?? "Any";
  const searched = summary !== null || jobs.length > 0;

  let callout: { title: string; message: string } | null = null;
  if (workspace.limitMessage) callout = { title: "Daily limit reached", message: workspace.limitMessage };
  else if (summary?.hidden_count) callout = { title: "More matches available", message: partialResultsMessage(jobs.length, summary.hidden_count) };
  else if (quota && isLimited(quota)) callout = { title: "Daily limit reached", message: dailyLimitMessage(quota.plan) };

  let body: React.ReactNode;
  if (workspace.searching) body = <ScanningState keywords={state.queryPreview} />;
  else if (!searched)
    body = (
      <EmptyState
        icon={FiTarget}
        title="Your matches will appear here"
        text="Upload your resume or paste your skills, check the keywords, then press Find Matches."
      />
    );
  else if (jobs.length === 0) body = <EmptyState icon={FiInbox} title="No jobs found. Try refining your skills or location." />;
  else if (visible.length === 0)
    body = (
      <EmptyState
        icon={FiFilter}
        title={`None of these matches are ${modeLabel.toLowerCase()}.`}
        text="Choose another work mode to see them."
        action={
          <Button size="sm" variant="outline" mt="2" onClick={() => workspace.setWorkMode("any")}>
            Show all matches
          </Button>
        }
      />
    );
  else
    body = (
      <Stack as="ul" aria-label="Job matches" gap="4" listStyleType="none">
        {visible.map((job, index) => (
          <li key={job.id ?? `${index}-${job.apply_link}`}>
            <JobCard
              job={job}
              now={now}
              actions={
                // Saving and practising need Hirewise's job id; a job from a server that sends none just has Apply.
                job.id ? (
                  <>
                    <SaveJobButton jobId={job.id} title={job.title} />
                    <PractiseInterviewLink jobId={job.id} title={job.title} />
                  </>
                ) : undefined
              }
            />
          </li>
        ))}
      </Stack>
    );

  return (
    <Card.Root as="section" aria-labelledby="matches-heading" variant="outline" rounded="2xl" shadow="sm">
      <Card.Header pb="3" gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Card.Title as="h2" id="matches-heading" ref={headingRef} tabIndex={-1} outline="none" scrollMarginTop="28" fontSize="xl">
            Smart matches
          </Card.Title>
          {quota && (
            <Badge variant="subtle" colorPalette={isLimited(quota) ? "orange" : "brand"} rounded="full" px="2.5" data-testid="quota-label">
              {quotaLabel(quota)}
            </Badge>
          )}
        </Flex>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <WorkModeFilter value={state.workMode} counts={counts} onChange={workspace.setWorkMode} />
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="result-counter">
            {searched && !workspace.searching ? resultCounter(visible.length, jobs.length) : ""}
          </Text>
        </Flex>
        {summary && !workspace.searching && (placeUsed(summary.place, summary.location) || rankedFor(summary.searched_for)) && (
          <Stack gap="1" fontSize="sm" color="fg.muted">
            {placeUsed(summary.place, summary.location) && (
              <Flex gap="1.5" align="flex-start" data-testid="place-used">
                <Box as="span" mt="1" flexShrink={0}>
                  <FiMapPin aria-hidden="true" />
                </Box>
                <Text>{placeUsed(summary.place, summary.location)}</Text>
              </Flex>
            )}
            {rankedFor(summary.searched_for) && (
              <Flex gap="1.5" align="flex-start" data-testid="ranked-for">
                <Box as="span" mt="1" flexShrink={0}>
                  <FiUser aria-hidden="true" />
                </Box>
                <Text>{rankedFor(summary.searched_for)}</Text>
              </Flex>
            )}
          </Stack>
        )}
        {activeQuery.length > 0 && !workspace.searching && (
          <Flex align="center" gap="2" wrap="wrap">
            <Text fontSize="xs" color="fg.muted">
              Searching for
            </Text>
            <Flex as="ul" aria-label="Active query" gap="1.5" wrap="wrap" listStyleType="none">
              {activeQuery.map((keyword) => (
                <li key={keyword}>
                  <Tag.Root size="sm" variant="outline" colorPalette="brand" rounded="full">
                    <Tag.Label>{keyword}</Tag.Label>
                  </Tag.Root>
                </li>
              ))}
            </Flex>
          </Flex>
        )}
      </Card.Header>
      <Card.Body gap="4" pt="2">
        {callout && <UpgradeCallout title={callout.title} message={callout.message} />}
        {workspace.searchError && <ErrorAlert error={workspace.searchError} title="Search failed" />}
        <Box>{body}</Box>
      </Card.Body>
    </Card.Root>
  );
}
