import { Badge, Box, Button, Field, Flex, Kbd, Stack, Text, Textarea } from "@chakra-ui/react";
import type { KeyboardEvent } from "react";
import { FiBriefcase, FiCheckSquare, FiRotateCcw, FiSend } from "react-icons/fi";
import { getGetVoiceAllowanceQueryKey, useGetVoiceAllowance } from "../../../api/generated/endpoints/interview/interview";
import type { InterviewController } from "../hooks/use-interview";
import { useReadAloud } from "../hooks/use-read-aloud";
import { MAX_ANSWER_SECONDS, useVoiceAnswer } from "../hooks/use-voice-answer";
import { lengthHint, progressText, speakingSeconds, wordCount } from "../utils/interview-helpers";
import { InterviewTimer } from "./interview-timer";
import { Transcript } from "./transcript";
import { VoicePanel } from "./voice-panel";

const HINT_COLOUR = { empty: "fg.muted", short: "orange.fg", good: "green.fg", long: "orange.fg" } as const;
const HINT_TEXT = {
  empty: "Aim for 60–120 seconds spoken.",
  short: "A little short: add what you did and the result.",
  good: "A good length for a spoken answer.",
  long: "On the long side: keep to the key points.",
} as const;

/** SPEC section 2, Interview: the question with its badge, the answer box, the three actions and the transcript. */
export function InterviewTab({ interview }: { interview: InterviewController }) {
  const { state, answer, setAnswer, answering, finishing } = interview;
  const words = wordCount(answer);
  const hint = lengthHint(words);
  const busy = answering || finishing;
  const allowance = useGetVoiceAllowance({ query: { queryKey: getGetVoiceAllowanceQueryKey(), staleTime: 0, retry: false } }).data;
  const voicePlan = allowance?.available ?? false;
  const readAloud = useReadAloud(state.question, voicePlan && !state.finished);
  const voice = useVoiceAnswer({ maxSeconds: Math.min(MAX_ANSWER_SECONDS, allowance?.remaining_seconds ?? 0), onTranscript: setAnswer });

  // A spoken answer goes with its timing (stopping the recording first); a typed one without.
  const submit = async () => {
    const timing = voice.status === "recording" ? voice.stop() : voice.status === "recorded" ? voice.timing : null;
    const outcome = await interview.submitAnswer(timing);
    if (outcome.kind === "sent") voice.discard();
    if (outcome.kind === "voice-refused") {
      voice.discard();
      voice.setError(outcome.message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Stack gap="6">
      <Box bg="bg" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: "5", md: "7" }} shadow="xs">
        <Flex justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="3" mb="4">
          <Flex align="center" gap="3" wrap="wrap">
            <Badge colorPalette={state.finished ? "gray" : "brand"} variant="solid" size="lg" data-testid="turn-badge">
              {state.finished ? "Finished" : `Turn ${state.turn}`}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {state.role ? `${state.role} · ` : ""}
              {progressText(state.transcript.length, state.totalQuestions)}
            </Text>
          </Flex>
          {!state.finished && <InterviewTimer startedAt={state.startedAt} limitMinutes={state.timeLimitMinutes} stopped={state.finished} />}
        </Flex>

        {state.job && (
          <Flex gap="2" align="center" fontSize="sm" color="fg.muted" mb="3" data-testid="practising-for">
            <FiBriefcase aria-hidden="true" />
            <Text>
              Practising for {state.job.title}
              {state.job.company ? ` at ${state.job.company}` : ""}
            </Text>
          </Flex>
        )}
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          Current question
        </Text>
        <Text as="h2" fontSize={{ base: "lg", md: "xl" }} fontWeight="semibold" mt="1" mb="5" aria-live="polite" data-testid="current-question">
          {state.question}
        </Text>

        {!state.finished && <VoicePanel allowance={allowance} voice={voice} readAloud={readAloud} disabled={busy} />}

        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Stack gap="4">
            <Field.Root disabled={state.finished}>
              <Field.Label>Your answer</Field.Label>
              <Textarea
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
                readOnly={voice.status === "recording"}
                onKeyDown={onKeyDown}
                // Starting an interview is followed by answering: put the caret in the answer box.
                autoFocus
                rows={7}
                placeholder="Type your answer as you would say it: the situation, your task, what you did and the result."
                maxLength={20000}
              />
              <Field.HelperText color={HINT_COLOUR[hint]}>
                {words} {words === 1 ? "word" : "words"} · about {speakingSeconds(words)} s spoken. {HINT_TEXT[hint]} Press <Kbd size="sm">Ctrl</Kbd>+
                <Kbd size="sm">Enter</Kbd> to submit.
              </Field.HelperText>
            </Field.Root>
            <Flex gap="3" wrap="wrap">
              <Button type="submit" colorPalette="brand" loading={answering} loadingText="Processing..." disabled={state.finished || finishing}>
                <FiSend aria-hidden="true" />
                Submit Answer
              </Button>
              <Button type="button" variant="outline" colorPalette="brand" onClick={interview.finish} disabled={busy}>
                <FiCheckSquare aria-hidden="true" />
                Finish & Summary
              </Button>
              <Button type="button" variant="ghost" onClick={interview.restart}>
                <FiRotateCcw aria-hidden="true" />
                Restart
              </Button>
            </Flex>
          </Stack>
        </form>
      </Box>

      <Transcript entries={state.transcript} />
    </Stack>
  );
}
