import { AbsoluteCenter, ProgressCircle, Stack, Text } from "@chakra-ui/react";

/** Green from 80, orange from 60, red below: how far the resume is from the benchmark at a glance. */
export function scorePalette(score: number): "green" | "orange" | "red" {
  if (score >= 80) return "green";
  if (score >= 60) return "orange";
  return "red";
}

/** The alignment score as a ring chart out of 100. */
export function ScoreRing({ score, label = "Alignment score", size = "xl" }: { score: number; label?: string; size?: "lg" | "xl" }) {
  return (
    <Stack align="center" gap="1">
      <ProgressCircle.Root value={score} size={size} colorPalette={scorePalette(score)} aria-label={`${label}: ${score} out of 100`}>
        <ProgressCircle.Circle css={{ "--thickness": "8px" }}>
          <ProgressCircle.Track />
          <ProgressCircle.Range strokeLinecap="round" />
        </ProgressCircle.Circle>
        <AbsoluteCenter>
          <ProgressCircle.ValueText fontSize="lg" fontWeight="bold">
            {score}
          </ProgressCircle.ValueText>
        </AbsoluteCenter>
      </ProgressCircle.Root>
      <Text fontSize="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
    </Stack>
  );
}
