import { Box, Flex, Grid, Text } from "@chakra-ui/react";
import { formatScore, scoreBand, type SectionScore } from "../utils/interview-helpers";

const BAND_FILL = { green: "green.solid", yellow: "yellow.solid", red: "red.solid" } as const;
const TICKS = [0, 2, 4, 6, 8, 10];

/** A horizontal bar chart of the section scores (0–10), each bar a labelled meter, with a 0–10 scale and gridlines. */
export function SectionScoreChart({ rows }: { rows: SectionScore[] }) {
  return (
    <Box as="figure" m="0" aria-labelledby="section-scores-caption">
      <Text as="figcaption" id="section-scores-caption" fontWeight="semibold" mb="4">
        Section scores
      </Text>
      <Grid templateColumns={{ base: "7.5rem minmax(0, 1fr) auto", md: "10rem minmax(0, 1fr) auto" }} columnGap="3" rowGap="3" alignItems="center">
        {rows.map((row) => {
          const band = scoreBand(row.score);
          return (
            <Box key={row.key} display="contents">
              <Text fontSize="sm" fontWeight="medium" id={`section-${row.key}`}>
                {row.label}
              </Text>
              <Box
                role="meter"
                aria-labelledby={`section-${row.key}`}
                aria-valuemin={0}
                aria-valuemax={10}
                aria-valuenow={row.score}
                aria-valuetext={`${formatScore(row.score)} out of 10`}
                data-band={band}
                position="relative"
                h="4"
                rounded="full"
                bg="bg.muted"
                overflow="hidden"
                backgroundImage="linear-gradient(to right, transparent calc(20% - 1px), var(--chakra-colors-border) calc(20% - 1px), var(--chakra-colors-border) 20%, transparent 20%)"
                backgroundSize="20% 100%"
              >
                <Box h="full" w={`${row.score * 10}%`} bg={BAND_FILL[band]} rounded="full" transition="width 0.6s ease" />
              </Box>
              <Text fontSize="sm" fontWeight="semibold" textAlign="end" whiteSpace="nowrap" minW="3.25rem">
                {formatScore(row.score)}/10
              </Text>
            </Box>
          );
        })}
        <Box />
        <Flex justify="space-between" aria-hidden="true">
          {TICKS.map((t) => (
            <Text key={t} fontSize="2xs" color="fg.subtle">
              {t}
            </Text>
          ))}
        </Flex>
        <Box />
      </Grid>
    </Box>
  );
}
