import { Badge, Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { FiBriefcase, FiMic } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { getGetApplicationsSummaryQueryKey, useGetApplicationsSummary } from "../../../api/generated/endpoints/applications/applications";
import type { TrackerStatus } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";
import { SectionCard, SectionEmpty } from "./section-card";

const STATUSES: Array<[TrackerStatus, string]> = [
  ["saved", "Saved"],
  ["applied", "Applied"],
  ["interviewing", "Interviewing"],
  ["offer", "Offer"],
  ["rejected", "Rejected"],
  ["withdrawn", "Withdrawn"],
];

const day = (d: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d);
  return m ? new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!))) : d;
};

/**
 * The job hunt at a glance: applications per status, the latest ones (each with Practise interview for that job),
 * next steps due, and the latest match reports and cover letters.
 */
export function ApplicationsPanel() {
  const summary = useGetApplicationsSummary({ query: { queryKey: getGetApplicationsSummaryQueryKey(), staleTime: 15_000 } });
  const data = summary.data;
  return (
    <SectionCard id="applications-heading" title="Applications" action={data && data.total > 0 ? { label: "Open tracker", to: paths.app.applications.getHref() } : undefined}>
      {summary.isPending ? (
        <Skeleton height="24" />
      ) : summary.isError ? (
        <ErrorAlert error={summary.error} title="We couldn't load your applications" />
      ) : !data || (data.total === 0 && data.match_reports.length === 0 && data.cover_letters.length === 0) ? (
        <SectionEmpty
          icon={FiBriefcase}
          palette="teal"
          title="Nothing tracked yet"
          description="Save a job from Job Search and follow it from saved to offer, with a match report and a cover letter."
          action={{ label: "Open Applications", to: paths.app.applications.getHref() }}
        />
      ) : (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 3, md: 6 }} gap="2" role="list" aria-label="Applications by status">
            {STATUSES.map(([s, label]) => (
              <Box key={s} role="listitem" textAlign="center" borderWidth="1px" rounded="lg" py="2" data-status={s}>
                <Text fontSize="xl" fontWeight="bold" lineHeight="1">
                  {data.counts[s]}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {label}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          {data.latest.length > 0 && (
            <Box>
              <Heading as="h3" size="xs" mb="1">
                Latest
              </Heading>
              <Stack as="ul" gap="1" aria-label="Latest applications">
                {data.latest.map((a) => (
                  <Flex as="li" key={a.id} justify="space-between" gap="2" fontSize="sm" listStyleType="none">
                    <Link asChild color="brand.fg">
                      <RouterLink to={paths.app.applications.getHref({ application: a.id })}>
                        {a.title}
                        {a.company ? ` · ${a.company}` : ""}
                      </RouterLink>
                    </Link>
                    <HStack gap="2" flexShrink={0}>
                      <Link asChild color="brand.fg" fontSize="xs">
                        <RouterLink to={paths.app.interview.forJob(a.id)}>
                          <FiMic aria-hidden="true" />
                          Practise interview
                          <VisuallyHidden> for {a.title}</VisuallyHidden>
                        </RouterLink>
                      </Link>
                      <Badge variant="subtle">{STATUSES.find(([s]) => s === a.status)?.[1]}</Badge>
                    </HStack>
                  </Flex>
                ))}
              </Stack>
            </Box>
          )}
          {data.upcoming.length > 0 && (
            <Box>
              <Heading as="h3" size="xs" mb="1">
                Next steps
              </Heading>
              <Stack as="ul" gap="1" aria-label="Next steps">
                {data.upcoming.map((a) => (
                  <Text as="li" key={a.id} fontSize="sm" listStyleType="none">
                    {a.next_step_due ? `${day(a.next_step_due)}: ` : ""}
                    {a.next_step ?? "Next step"} — {a.title}
                  </Text>
                ))}
              </Stack>
            </Box>
          )}
          {(data.match_reports.length > 0 || data.cover_letters.length > 0) && (
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
              <Box>
                <Heading as="h3" size="xs" mb="1">
                  Match reports
                </Heading>
                <Stack as="ul" gap="1" aria-label="Latest match reports">
                  {data.match_reports.map((r) => (
                    <Box as="li" key={r.id} listStyleType="none" fontSize="sm">
                      <Link asChild color="brand.fg">
                        <RouterLink to={paths.app.applications.getHref({ tab: "match", report: r.id })}>
                          {r.job_title} · {r.score}/100
                        </RouterLink>
                      </Link>
                    </Box>
                  ))}
                </Stack>
              </Box>
              <Box>
                <Heading as="h3" size="xs" mb="1">
                  Cover letters
                </Heading>
                <Stack as="ul" gap="1" aria-label="Latest cover letters">
                  {data.cover_letters.map((l) => (
                    <Box as="li" key={l.id} listStyleType="none" fontSize="sm">
                      <Link asChild color="brand.fg">
                        <RouterLink to={paths.app.applications.getHref({ tab: "letters", letter: l.id })}>{l.title}</RouterLink>
                      </Link>
                    </Box>
                  ))}
                </Stack>
              </Box>
            </SimpleGrid>
          )}
          {data.total === 0 && (
            <Button asChild size="sm" variant="subtle" colorPalette="brand" alignSelf="flex-start">
              <RouterLink to={paths.app.jobs.getHref()}>Save a job to track it</RouterLink>
            </Button>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
