import { AbsoluteCenter, Badge, Box, Flex, Heading, List, ProgressCircle, Progress, SimpleGrid, Stack, Text, Wrap } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { JobMatchReport, MatchBand } from "../../api/generated/model";

const BAND: Record<MatchBand, { label: string; palette: string }> = {
  good: { label: "Good match", palette: "green" },
  partial: { label: "Partial match", palette: "orange" },
  poor: { label: "Weak match", palette: "red" },
};

function SkillList({ title, items, palette, empty }: { title: string; items: string[]; palette: string; empty: string }) {
  return (
    <Box>
      <Heading as="h4" size="xs" textTransform="uppercase" letterSpacing="0.05em" color="fg.muted" mb="1.5">
        {title}
      </Heading>
      {items.length ? (
        <Wrap gap="1.5" as="ul" aria-label={title}>
          {items.map((s) => (
            <Badge as="li" key={s} colorPalette={palette} variant="subtle" size="sm">
              {s}
            </Badge>
          ))}
        </Wrap>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      )}
    </Box>
  );
}

/** A job-description match report: the score and band, each part explained, skills present and missing, keyword gaps. */
export function MatchReportView({ report, actions, headingLevel = 3 }: { report: JobMatchReport; actions?: ReactNode; headingLevel?: 2 | 3 }) {
  const band = BAND[report.band];
  const h = `h${headingLevel}` as const;
  const sub = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <Stack gap="5" as="section" aria-label={`Match report for ${report.job_title}`} data-testid="match-report">
      <Flex gap="5" align="center" wrap="wrap">
        <ProgressCircle.Root value={report.score} size="xl" colorPalette={band.palette}>
          <ProgressCircle.Circle>
            <ProgressCircle.Track />
            <ProgressCircle.Range />
          </ProgressCircle.Circle>
          <AbsoluteCenter>
            <ProgressCircle.ValueText fontWeight="bold" aria-label={`Match score ${report.score} out of 100`}>
              {report.score}
            </ProgressCircle.ValueText>
          </AbsoluteCenter>
        </ProgressCircle.Root>
        <Stack gap="1" flex="1" minW="60">
          <Heading as={h} size="md">
            {report.job_title}
            {report.company ? ` · ${report.company}` : ""}
          </Heading>
          <Badge colorPalette={band.palette} variant="subtle" size="lg" alignSelf="flex-start">
            {band.label}
          </Badge>
          <Text fontSize="sm">{report.summary}</Text>
        </Stack>
      </Flex>
      {actions}

      <Box>
        <Heading as={sub} size="sm" mb="2">
          How the score is made
        </Heading>
        <Stack gap="3" as="ul" aria-label="Score parts">
          {report.parts.map((p) => (
            <Box as="li" key={p.key} listStyleType="none">
              <Flex justify="space-between" fontSize="sm" gap="2">
                <Text fontWeight="medium">{p.label}</Text>
                <Text color="fg.muted">{p.weight ? `${p.score}/100 · weight ${Math.round(p.weight * 100)}%` : "not asked"}</Text>
              </Flex>
              <Progress.Root value={p.score} size="xs" colorPalette="brand" my="1">
                <Progress.Track rounded="full" aria-label={`${p.label}: ${p.score} out of 100`}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="xs" color="fg.muted">
                {p.detail}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SkillList title="Required skills you show" items={report.skills.required_present} palette="green" empty="None of the required skills yet." />
        <SkillList title="Required skills missing" items={report.skills.required_missing} palette="red" empty="You show every required skill." />
        <SkillList title="Nice-to-have you show" items={report.skills.nice_present} palette="teal" empty="None listed." />
        <SkillList title="Nice-to-have missing" items={report.skills.nice_missing} palette="orange" empty="None missing." />
      </SimpleGrid>

      {report.keyword_gaps.length > 0 && (
        <Box>
          <Heading as={sub} size="sm" mb="2">
            Keyword gaps, most important first
          </Heading>
          <List.Root as="ol" ps="5" gap="1" fontSize="sm" aria-label="Keyword gaps">
            {report.keyword_gaps.map((g) => (
              <List.Item key={g.keyword}>
                <Text as="span" fontWeight="medium">
                  {g.keyword}
                </Text>{" "}
                <Text as="span" color="fg.muted">
                  ({g.reason}, importance {g.importance})
                </Text>
              </List.Item>
            ))}
          </List.Root>
          <Text fontSize="xs" color="fg.muted" mt="2">
            Add a keyword only where it is true for you: tailoring never adds experience you do not have.
          </Text>
        </Box>
      )}
    </Stack>
  );
}
