import { Box, Flex, Heading, List, Stack, Text } from "@chakra-ui/react";
import { FiMic } from "react-icons/fi";
import type { SpeakingMetrics, SpeakingSummary } from "../../../api/generated/model";

const PACE_WORDS = { slow: "slow", good: "easy to follow", fast: "fast", unknown: "too short to time" } as const;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="24">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

/** Speaking feedback on one spoken answer, beside its content score and feedback. */
export function SpeakingFeedback({ metrics }: { metrics: SpeakingMetrics }) {
  return (
    <Box borderWidth="1px" borderColor="border.muted" rounded="md" px="3" py="2" aria-label="Speaking feedback" role="group">
      <Flex align="center" gap="2" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" mb="2">
        <FiMic aria-hidden="true" /> Speaking
      </Flex>
      <Flex gap="4" wrap="wrap" mb="2">
        <Stat label="Pace" value={metrics.words_per_minute === null ? "—" : `${metrics.words_per_minute} wpm (${PACE_WORDS[metrics.pace]})`} />
        <Stat label="Filler words" value={String(metrics.filler_count)} />
        <Stat label="Long pauses" value={String(metrics.long_pauses)} />
        <Stat label="Length" value={`${Math.round(metrics.speaking_seconds)} s`} />
      </Flex>
      <List.Root fontSize="sm" ps="4" gap="0.5">
        {metrics.feedback.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** Speaking feedback over the interview's spoken answers, on Results. */
export function SpeakingSummaryCard({ summary }: { summary: SpeakingSummary }) {
  return (
    <Box as="section" aria-labelledby="speaking-heading" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: "5", md: "6" }} shadow="xs">
      <Heading as="h2" id="speaking-heading" size="md" mb="3">
        Speaking feedback
      </Heading>
      <Flex gap="6" wrap="wrap" mb="3">
        <Stat label="Spoken answers" value={String(summary.answers)} />
        <Stat label="Pace" value={summary.words_per_minute === null ? "—" : `${summary.words_per_minute} wpm`} />
        <Stat label="Filler words" value={String(summary.filler_count)} />
        <Stat label="Long pauses" value={String(summary.long_pauses)} />
        <Stat label="In 60–90 s" value={`${summary.answers_in_range} of ${summary.answers}`} />
      </Flex>
      <List.Root fontSize="sm" ps="4" gap="1">
        {summary.feedback.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
