import { Box, EmptyState, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { FiMessageCircle } from "react-icons/fi";
import type { TranscriptEntry } from "../utils/interview-state";
import { ScoreBadge } from "./score-badge";
import { SpeakingFeedback } from "./speaking-feedback";

/** Every question and answer so far, each with its score badge and the interviewer's feedback. */
export function Transcript({ entries }: { entries: TranscriptEntry[] }) {
  return (
    <Box as="section" aria-labelledby="transcript-heading">
      <Heading as="h3" id="transcript-heading" size="md" mb="3">
        Transcript
      </Heading>
      {entries.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <FiMessageCircle />
            </EmptyState.Indicator>
            <EmptyState.Description>Your questions, answers and scores will appear here as you go.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" aria-label="Questions and answers">
          {entries.map((entry) => (
            <Box as="li" key={entry.turn} bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" p="4">
              {/* The score sits on the label row, so the question and answer use the card's full width. */}
              <Stack gap="2" minW="0">
                <Flex justify="space-between" align="center" gap="3">
                  <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                    Question {entry.turn}
                  </Text>
                  <ScoreBadge score={entry.score} />
                </Flex>
                <Text fontWeight="semibold">{entry.question}</Text>
                <Text color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
                  <Text as="span" fontWeight="medium" color="fg">
                    Your answer:{" "}
                  </Text>
                  {entry.answer}
                </Text>
                <Text fontSize="sm" bg="bg.subtle" rounded="md" px="3" py="2">
                  {entry.feedback}
                </Text>
                {entry.speaking && <SpeakingFeedback metrics={entry.speaking} />}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
