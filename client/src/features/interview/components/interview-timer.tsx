import { Flex, Progress, Text } from "@chakra-ui/react";
import { FiClock } from "react-icons/fi";
import { useCountdown } from "../hooks/use-countdown";
import { formatClock } from "../utils/interview-helpers";

interface InterviewTimerProps {
  startedAt: number | null;
  limitMinutes: number | null;
  stopped: boolean;
}

/** The countdown of a timed interview (plans with a time limit); renders nothing for untimed sessions. */
export function InterviewTimer({ startedAt, limitMinutes, stopped }: InterviewTimerProps) {
  const secondsLeft = useCountdown(startedAt, limitMinutes, stopped);
  if (secondsLeft === null || limitMinutes === null) return null;
  const total = limitMinutes * 60;
  const up = secondsLeft <= 0;
  const low = secondsLeft <= 60;
  const palette = up ? "red" : low ? "orange" : "brand";
  return (
    <Flex direction="column" gap="1.5" minW={{ base: "full", sm: "44" }} role="timer" aria-label="Time left">
      <Flex align="center" gap="2" color={up ? "red.fg" : low ? "orange.fg" : "fg.muted"} fontSize="sm" fontWeight="medium">
        <FiClock aria-hidden="true" />
        <Text>{up ? "Time's up: finish to see your summary" : `Time left ${formatClock(secondsLeft)}`}</Text>
      </Flex>
      <Progress.Root value={Math.round((secondsLeft / total) * 100)} size="xs" colorPalette={palette} aria-hidden="true">
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Flex>
  );
}
