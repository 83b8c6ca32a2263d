import { AbsoluteCenter, Box, Button, EmptyState, Flex, Grid, Heading, Link, List, ProgressCircle, Stack, Text } from "@chakra-ui/react";
import type { ComponentProps } from "react";
import { FiAward, FiCheck, FiCheckCircle, FiFlag, FiRefreshCw, FiSave } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { Loader } from "../../../components/loader/loader";
import type { InterviewController } from "../hooks/use-interview";
import { scoreBand, sectionRows } from "../utils/interview-helpers";
import { AnswerScoreChart } from "./answer-score-chart";
import { SectionScoreChart } from "./section-score-chart";
import { SpeakingSummaryCard } from "./speaking-feedback";

/** SPEC section 2: the four improvement tips. */
export const IMPROVEMENT_TIPS = [
  { title: "Use the STAR method", text: "Situation, task, action, result: set the scene in a line, then spend most of the answer on what you did and what came of it." },
  { title: "Quantify your achievements", text: "Put a number on every story: the percentage, the rupee amount, the time saved or the people affected." },
  { title: "Be concise: 60–90 second answers", text: "Lead with the point, give one example and stop. Long answers lose the interviewer." },
  { title: "Ask questions", text: "Prepare two or three questions about the team, the goals for the role and how success is measured." },
] as const;

const BAND_PALETTE = { green: "green", yellow: "yellow", red: "red" } as const;
const BAND_WORDS = { green: "Strong", yellow: "Getting there", red: "Needs practice" } as const;

function Card({ children, ...rest }: ComponentProps<typeof Box>) {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: "5", md: "6" }} shadow="xs" {...rest}>
      {children}
    </Box>
  );
}

/** SPEC section 2, Results: overall out of 100, section bars, summary, 'Start New Interview', 'Save Results' and the tips. */
export function ResultsTab({ interview }: { interview: InterviewController }) {
  const { state, finishing } = interview;
  const result = state.result;

  if (!result) {
    if (finishing) return <Loader label="Scoring your interview..." />;
    return (
      <EmptyState.Root borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="2xl" bg="bg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <FiFlag />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title>Your results appear when the interview ends</EmptyState.Title>
            <EmptyState.Description>Answer the questions, or finish now to get your score and summary for the answers so far.</EmptyState.Description>
          </Stack>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button colorPalette="brand" onClick={interview.finish}>
              Finish & Summary
            </Button>
            <Button variant="outline" onClick={() => interview.selectTab("interview")}>
              Back to the interview
            </Button>
          </Flex>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }

  const band = scoreBand(result.overall / 10);
  const rows = sectionRows(result.section_scores);

  return (
    <Stack gap="6">
      <Grid templateColumns={{ base: "1fr", md: "1fr 2fr" }} gap="6">
        <Card as="section" aria-labelledby="overall-heading">
          <Stack align="center" gap="3" textAlign="center">
            <Heading as="h2" id="overall-heading" size="md">
              Overall score
            </Heading>
            <ProgressCircle.Root value={result.overall} size="xl" colorPalette={BAND_PALETTE[band]} aria-hidden="true">
              <ProgressCircle.Circle css={{ "--size": "140px", "--thickness": "12px" }}>
                <ProgressCircle.Track />
                <ProgressCircle.Range strokeLinecap="round" />
              </ProgressCircle.Circle>
              <AbsoluteCenter>
                <FiAward size={28} />
              </AbsoluteCenter>
            </ProgressCircle.Root>
            <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="overall-score">
              {Math.round(result.overall)}/100
            </Text>
            <Text color={`${BAND_PALETTE[band]}.fg`} fontWeight="semibold">
              {BAND_WORDS[band]}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {state.transcript.length} {state.transcript.length === 1 ? "answer" : "answers"}
              {state.role ? ` · ${state.role}` : ""}
            </Text>
          </Stack>
        </Card>
        <Card as="section" aria-label="Section scores chart">
          {rows.length > 0 ? <SectionScoreChart rows={rows} /> : <Text color="fg.muted">No section scores for this interview.</Text>}
        </Card>
      </Grid>

      <Grid templateColumns={{ base: "minmax(0, 1fr)", md: state.transcript.length > 0 ? "minmax(0, 2fr) minmax(0, 1fr)" : "minmax(0, 1fr)" }} gap="6">
        <Card as="section" aria-labelledby="summary-heading">
          <Heading as="h2" id="summary-heading" size="md" mb="3">
            Summary feedback
          </Heading>
          <Text whiteSpace="pre-wrap" data-testid="summary">
            {result.summary}
          </Text>
        </Card>
        {state.transcript.length > 0 && (
          <Card>
            <AnswerScoreChart entries={state.transcript} />
          </Card>
        )}
      </Grid>

      {result.speaking && <SpeakingSummaryCard summary={result.speaking} />}

      <Flex gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={interview.restart}>
          <FiRefreshCw aria-hidden="true" />
          Start New Interview
        </Button>
        {state.saved ? (
          <Button variant="outline" type="button" disabled>
            <FiCheck aria-hidden="true" />
            Saved
          </Button>
        ) : (
          <Button variant="outline" type="button" onClick={() => void interview.saveResults()} loading={interview.saving} loadingText="Saving...">
            <FiSave aria-hidden="true" />
            Save Results
          </Button>
        )}
        {state.saved && (
          <Text fontSize="sm" color="fg.muted" alignSelf="center" data-testid="saved-note">
            Saved as “{state.saved.title}”. Open it again from your{" "}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={paths.app.dashboard.getHref()}>dashboard</RouterLink>
            </Link>
            .
          </Text>
        )}
      </Flex>

      <Card as="section" aria-labelledby="tips-heading">
        <Heading as="h2" id="tips-heading" size="md" mb="4">
          Improvement tips
        </Heading>
        <List.Root gap="4" variant="plain">
          {IMPROVEMENT_TIPS.map((tip) => (
            <List.Item key={tip.title} alignItems="flex-start">
              <List.Indicator asChild color="green.fg" mt="1">
                <FiCheckCircle />
              </List.Indicator>
              <Stack gap="0.5">
                <Text fontWeight="semibold">{tip.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {tip.text}
                </Text>
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      </Card>
    </Stack>
  );
}
