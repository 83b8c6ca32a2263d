import { Box, Button, Container, Flex, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { FiBarChart2, FiMessageSquare, FiSliders } from "react-icons/fi";
import { useSearchParams } from "react-router-dom";
import { getGetApplicationQueryKey, useGetApplication } from "../../../api/generated/endpoints/applications/applications";
import { getGetInterviewSessionQueryKey, useGetInterviewSession } from "../../../api/generated/endpoints/interview/interview";
import { Loader } from "../../../components/loader/loader";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { useInterview, type SetupValues } from "../hooks/use-interview";
import { DEFAULT_ROLE, DEFAULT_SENIORITY, formatAverage, scoreBand } from "../utils/interview-helpers";
import type { InterviewTab as TabValue } from "../utils/interview-state";
import { InterviewTab } from "./interview-tab";
import { ResultsTab } from "./results-tab";
import { SetupTab } from "./setup-tab";

const INITIAL_SETUP: SetupValues = { role: DEFAULT_ROLE, seniority: DEFAULT_SENIORITY, company: "", skills: "", resumeText: "" };
const AVERAGE_COLOUR = { green: "green.300", yellow: "yellow.300", red: "red.300" } as const;

/**
 * `/interview?session=<id>` reopens a stored interview (a saved result, from the dashboard) on Results. The link
 * stays while that interview is on screen and goes once another one starts.
 */
function useReopenedSession(interview: ReturnType<typeof useInterview>) {
  const [params, setParams] = useSearchParams();
  const sessionId = params.get("session");
  const opened = useRef<string | null>(null);
  const wanted = sessionId !== null && opened.current !== sessionId;
  const stored = useGetInterviewSession(sessionId ?? "", { query: { queryKey: getGetInterviewSessionQueryKey(sessionId ?? ""), enabled: wanted, retry: false, staleTime: 0, gcTime: 0 } });
  const { load } = interview;
  const current = interview.state.sessionId;

  useEffect(() => {
    if (!sessionId || opened.current === sessionId || !stored.data) return;
    opened.current = sessionId;
    load(stored.data);
  }, [load, sessionId, stored.data]);

  useEffect(() => {
    if (sessionId && opened.current === sessionId && current !== sessionId) setParams({}, { replace: true });
  }, [current, sessionId, setParams]);

  const forget = () => setParams({}, { replace: true });
  return { opening: wanted && !stored.isError, error: wanted ? stored.error : null, forget };
}

/**
 * `/interview?application=<id>` (Practise interview on a tracked application): Setup takes the job's title and
 * company, and the interview starts for that job, so its questions follow the posting.
 */
function usePractiseForJob(setSetup: Dispatch<SetStateAction<SetupValues>>) {
  const [params, setParams] = useSearchParams();
  const applicationId = params.get("application");
  const app = useGetApplication(applicationId ?? "", {
    query: { queryKey: getGetApplicationQueryKey(applicationId ?? ""), enabled: applicationId !== null, retry: false },
  });
  const filled = useRef<string | null>(null);
  const data = applicationId ? app.data : undefined;

  useEffect(() => {
    if (!applicationId || !data || filled.current === applicationId) return;
    filled.current = applicationId;
    setSetup((v) => ({ ...v, role: data.title, company: data.company ?? "", applicationId }));
  }, [applicationId, data, setSetup]);

  const clear = () => {
    filled.current = null;
    setParams({}, { replace: true });
    setSetup((v) => ({ ...v, applicationId: undefined }));
  };
  return { job: data ? { title: data.title, company: data.company ?? null } : null, error: applicationId ? app.error : null, clear };
}

/** SPEC section 2, Interview AI: a mock interview in three tabs, with the running average score in the header. */
export default function InterviewPage() {
  const interview = useInterview();
  const { state, average } = interview;
  const [setup, setSetup] = useState<SetupValues>(INITIAL_SETUP);
  const hasSession = state.sessionId !== null;
  const reopened = useReopenedSession(interview);
  const forJob = usePractiseForJob(setSetup);

  return (
    <Container maxW="6xl" py={{ base: "6", md: "10" }}>
      <Flex
        direction={{ base: "column", md: "row" }}
        justify="space-between"
        align={{ base: "flex-start", md: "center" }}
        gap="4"
        mb="8"
        p={{ base: "5", md: "7" }}
        rounded="2xl"
        bgGradient="to-r"
        gradientFrom="brand.600"
        gradientTo="brand.800"
        color="white"
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
            Interview AI
          </Heading>
          <Text opacity={0.9} maxW="xl">
            Practise a mock interview for your target role, with a score and feedback on every answer and a summary at the end.
          </Text>
        </Stack>
        <Box role="group" aria-label="Average score" bg="whiteAlpha.200" rounded="xl" px="5" py="3" minW="40" textAlign={{ base: "start", md: "end" }}>
          <Text fontSize="sm" opacity={0.85}>
            Average score
          </Text>
          <Text
            fontSize="3xl"
            fontWeight="bold"
            lineHeight="1.1"
            color={average === null ? "white" : AVERAGE_COLOUR[scoreBand(average)]}
            data-testid="average-score"
            aria-live="polite"
          >
            {formatAverage(average)}
          </Text>
          <Text fontSize="xs" opacity={0.85}>
            {state.transcript.length === 0 ? "Answer a question to see it" : `over ${state.transcript.length} ${state.transcript.length === 1 ? "answer" : "answers"}`}
          </Text>
        </Box>
      </Flex>

      {reopened.opening ? (
        <Loader label="Opening your saved interview..." />
      ) : reopened.error ? (
        <Stack gap="3" align="flex-start">
          <ErrorAlert error={reopened.error} title="We couldn't open that interview" />
          <Button variant="outline" onClick={reopened.forget}>
            Start a new interview
          </Button>
        </Stack>
      ) : (
        <Tabs.Root
          value={state.tab}
          onValueChange={(details) => interview.selectTab(details.value as TabValue)}
          variant="enclosed"
          colorPalette="brand"
        >
          <Tabs.List aria-label="Interview steps" mb="6" overflowX="auto" maxW="full">
            <Tabs.Trigger value="setup">
              <FiSliders aria-hidden="true" />
              Setup
            </Tabs.Trigger>
            <Tabs.Trigger value="interview" disabled={!hasSession}>
              <FiMessageSquare aria-hidden="true" />
              Interview
            </Tabs.Trigger>
            <Tabs.Trigger value="results" disabled={!hasSession}>
              <FiBarChart2 aria-hidden="true" />
              Results
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="setup" pt="0">
            <SetupTab
              values={setup}
              onChange={setSetup}
              onStart={(values) => void interview.start(values)}
              starting={interview.starting}
              limitMessage={interview.limitMessage}
              job={setup.applicationId ? forJob.job : null}
              jobError={forJob.error}
              onClearJob={forJob.clear}
            />
          </Tabs.Content>
          <Tabs.Content value="interview" pt="0">
            {hasSession && <InterviewTab interview={interview} />}
          </Tabs.Content>
          <Tabs.Content value="results" pt="0">
            {hasSession && <ResultsTab interview={interview} />}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Container>
  );
}
