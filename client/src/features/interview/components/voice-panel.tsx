import { Alert, Box, Button, Flex, Link, Stack, Switch, Text } from "@chakra-ui/react";
import { FiMic, FiSquare } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import type { VoiceAllowance } from "../../../api/generated/model";
import { paths } from "../../../config/paths";
import type { useReadAloud } from "../hooks/use-read-aloud";
import type { VoiceAnswer } from "../hooks/use-voice-answer";
import { canRecord, minutesLeftText } from "../utils/speech";

interface VoicePanelProps {
  allowance: VoiceAllowance | undefined;
  voice: VoiceAnswer;
  readAloud: ReturnType<typeof useReadAloud>;
  disabled: boolean;
}

/** Free and Starter: what voice practice is and where it comes from, instead of a button that does nothing. */
function VoiceUpsell() {
  return (
    <Box role="note" aria-label="Voice practice" bg="brand.subtle" rounded="xl" p="4" mb="5">
      <Flex gap="3" align="flex-start">
        <Box as="span" mt="1" color="brand.fg" aria-hidden="true">
          <FiMic />
        </Box>
        <Stack gap="1">
          <Text fontWeight="semibold">Answer by voice is a Pro feature</Text>
          <Text fontSize="sm" color="fg.muted">
            With Pro (30 minutes a day) and Pro Plus (1 hour a day) each question is read aloud, you answer out loud with a live transcript, and you get feedback on
            your pace, filler words, pauses and answer length beside the score. On your plan, type your answers below.
          </Text>
          <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
            <RouterLink to={paths.pricing.getHref()}>See Pro plans</RouterLink>
          </Link>
        </Stack>
      </Flex>
    </Box>
  );
}

/** Voice practice above the answer box: record a spoken answer, the minutes left today, and the read-aloud switch. */
export function VoicePanel({ allowance, voice, readAloud, disabled }: VoicePanelProps) {
  if (!allowance) return null;
  if (!allowance.available) return <VoiceUpsell />;
  const recording = voice.status === "recording";
  const left = allowance.remaining_seconds;
  const recordable = canRecord();

  return (
    <Stack gap="3" mb="5" aria-label="Voice practice" role="group">
      <Flex gap="3" align="center" wrap="wrap">
        {recording ? (
          <Button colorPalette="red" onClick={() => voice.stop()}>
            <FiSquare aria-hidden="true" />
            Stop recording
          </Button>
        ) : (
          <Button
            variant="outline"
            colorPalette="brand"
            onClick={() => {
              readAloud.silence();
              void voice.start();
            }}
            loading={voice.status === "starting"}
            loadingText="Opening the microphone..."
            disabled={disabled || left <= 0 || !recordable}
          >
            <FiMic aria-hidden="true" />
            {voice.status === "recorded" ? "Record again" : "Answer by voice"}
          </Button>
        )}
        <Text fontSize="sm" color="fg.muted" data-testid="voice-minutes-left">
          {minutesLeftText(left)} ({allowance.daily_minutes} min a day on {allowance.plan})
        </Text>
        {readAloud.available && (
          <Switch.Root checked={!readAloud.muted} onCheckedChange={(d) => readAloud.setMuted(!d.checked)} size="sm" ms={{ md: "auto" }}>
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>Read questions aloud</Switch.Label>
          </Switch.Root>
        )}
      </Flex>
      {!recordable && (
        <Text fontSize="sm" color="fg.muted">
          This browser cannot record audio. Type your answer below (voice answers work in Chrome and Edge).
        </Text>
      )}
      {recording && (
        <Flex align="center" gap="2" color="red.fg" fontSize="sm" role="status">
          <Box as="span" w="2.5" h="2.5" rounded="full" bg="red.solid" aria-hidden="true" />
          Recording… speak your answer. The transcript appears in the answer box.
        </Flex>
      )}
      {voice.status === "recorded" && (
        <Text fontSize="sm" color="fg.muted" role="status">
          Recorded. Correct anything misheard in the answer box, then submit: you get feedback on your pace, filler words, pauses and length with the score.
        </Text>
      )}
      {voice.audioUrl && (
        <audio controls src={voice.audioUrl} aria-label="Your recorded answer" style={{ width: "100%", maxWidth: "28rem" }} />
      )}
      {voice.error && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>{voice.error}</Alert.Description>
        </Alert.Root>
      )}
      {voice.notice && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{voice.notice}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
