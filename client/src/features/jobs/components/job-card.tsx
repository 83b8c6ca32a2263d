import { useId, type ReactNode } from "react";
import { Badge, Box, Button, Card, Flex, HStack, Link, Progress, Text, VisuallyHidden, Wrap } from "@chakra-ui/react";
import { FiBriefcase, FiClock, FiExternalLink, FiInfo, FiMapPin, FiNavigation } from "react-icons/fi";
import type { Job } from "../../../api/generated/model";
import { companyLabel, locationLabel, matchTag, relativeTime, scorePercent, scrapedTime, snippet, sourceLabel } from "../utils/job-format";
import { placeNoteTone } from "../utils/job-why";

const MODE_LABEL = { remote: "Remote", hybrid: "Hybrid", onsite: "On-site" } as const;

/**
 * SPEC section 2, the job card. `actions` go before Apply: the page passes SaveJobButton (the Applications tracker)
 * and, once saved, Practise interview.
 */
export function JobCard({ job, now, actions }: { job: Job; now: Date; actions?: ReactNode }) {
  // Not from job.id: a server that speaks only SPEC section 3 sends jobs without one.
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const applyNoteId = `${baseId}-apply-note`;
  const why = job.why;
  const missing = why?.missing_skills ?? [];
  const when = scrapedTime(job);
  const percent = scorePercent(job.score);
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline" rounded="xl" _hover={{ shadow: "md", borderColor: "brand.emphasized" }} transition="box-shadow 0.15s, border-color 0.15s">
      <Card.Body gap="3" p={{ base: "4", md: "5" }}>
        <Flex justify="space-between" gap="3" align="flex-start">
          <Box minW="0">
            <Text as="h3" id={titleId} fontWeight="semibold" fontSize="lg" lineHeight="short">
              {job.title}
            </Text>
            <HStack columnGap="3" rowGap="1" mt="1" color="fg.muted" fontSize="sm" flexWrap="wrap">
              <HStack gap="1">
                <FiBriefcase aria-hidden="true" />
                <Text>{companyLabel(job.company)}</Text>
              </HStack>
              <HStack gap="1">
                <FiMapPin aria-hidden="true" />
                <Text>{locationLabel(job.location)}</Text>
              </HStack>
              {job.work_mode && <Badge variant="outline" size="sm">{MODE_LABEL[job.work_mode] ?? job.work_mode}</Badge>}
              {job.demo && (
                <Badge variant="subtle" colorPalette="purple" size="sm" title="A fictional company's posting, generated to show how matching works">
                  Demo posting
                </Badge>
              )}
            </HStack>
            {why?.place_note && (
              <HStack gap="1" mt="1" fontSize="sm" color={placeNoteTone(why.place_match) === "far" ? "orange.fg" : "fg.muted"} data-testid="place-note">
                <FiNavigation aria-hidden="true" />
                <Text>{why.place_note}</Text>
              </HStack>
            )}
          </Box>
          <Badge colorPalette={job.relevant ? "green" : "gray"} variant={job.relevant ? "solid" : "subtle"} rounded="full" flexShrink={0}>
            {matchTag(job.relevant)}
          </Badge>
        </Flex>

        <Box>
          <Flex justify="space-between" fontSize="xs" color="fg.muted" mb="1">
            <Text>Match</Text>
            <Text fontWeight="semibold">{percent}%</Text>
          </Flex>
          <Progress.Root value={percent} size="xs" colorPalette={job.relevant ? "green" : "brand"}>
            <Progress.Track rounded="full" aria-label={`Match score ${percent} out of 100`}>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Box>

        {why?.summary && (
          <HStack gap="1.5" align="flex-start" fontSize="sm" color="fg.muted" data-testid="job-why">
            <Box as="span" mt="0.5" flexShrink={0}>
              <FiInfo aria-hidden="true" />
            </Box>
            <Text>
              <VisuallyHidden>Why this job: </VisuallyHidden>
              {why.summary}
            </Text>
          </HStack>
        )}

        <Text fontSize="sm" color="fg" data-testid="job-description">
          {snippet(job.description)}
        </Text>

        {job.matched_skills && job.matched_skills.length > 0 && (
          <Wrap gap="1.5" aria-label="Matched skills">
            {job.matched_skills.map((skill) => (
              <Badge key={skill} colorPalette="brand" variant="subtle" size="sm">
                {skill}
              </Badge>
            ))}
          </Wrap>
        )}
        {missing.length > 0 && (
          <Wrap gap="1.5" align="center" aria-label="Missing skills">
            <Text fontSize="xs" color="fg.muted">
              Missing:
            </Text>
            {missing.map((skill) => (
              <Badge key={skill} colorPalette="orange" variant="outline" size="sm">
                {skill}
              </Badge>
            ))}
          </Wrap>
        )}

        <Flex direction={{ base: "column", sm: "row" }} justify="space-between" align={{ sm: "center" }} gap="3" pt="1">
          <HStack gap="3" fontSize="xs" color="fg.muted" flexWrap="wrap">
            <Text>{sourceLabel(job.source)}</Text>
            {when && (
              <HStack gap="1">
                <FiClock aria-hidden="true" />
                <time dateTime={when} title={new Date(when).toLocaleString()}>
                  {relativeTime(when, now)}
                </time>
              </HStack>
            )}
          </HStack>
          <HStack gap="2" flexWrap="wrap">
            {actions}
            <Button asChild size="sm" colorPalette="brand">
              <Link
                href={job.apply_link}
                target="_blank"
                rel="noopener noreferrer"
                _hover={{ textDecoration: "none" }}
                aria-describedby={job.apply_label ? applyNoteId : undefined}
              >
                Apply
                <FiExternalLink aria-hidden="true" />
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </Link>
            </Button>
          </HStack>
        </Flex>
        {job.apply_label && (
          <Text id={applyNoteId} fontSize="xs" color="fg.muted" textAlign={{ sm: "right" }} data-testid="apply-note">
            {job.apply_label}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
