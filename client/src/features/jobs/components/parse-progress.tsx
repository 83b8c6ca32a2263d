import { Box, Progress, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";

const STEPS = ["Uploading your resume...", "Reading the layout...", "Extracting details and skills..."] as const;

/** Progress while the resume is parsed: an indeterminate bar and the step it is probably on. */
export function ParseProgress() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((s) => Math.min(s + 1, STEPS.length - 1)), 900);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <Box role="status" aria-live="polite">
      <Progress.Root value={null} size="sm" colorPalette="brand">
        <Progress.Track rounded="full" aria-label="Parsing resume">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted" mt="2">
        {STEPS[step]}
      </Text>
    </Box>
  );
}
