import { Box, Text } from "@chakra-ui/react";
import { useElementWidth } from "../../../hooks/use-element-width";
import { formatScore, scoreBand } from "../utils/interview-helpers";
import type { TranscriptEntry } from "../utils/interview-state";

const BAND_FILL = { green: "var(--chakra-colors-green-500)", yellow: "var(--chakra-colors-yellow-400)", red: "var(--chakra-colors-red-500)" } as const;

/** A small SVG column chart of each answer's score, with the 6 and 8 band lines: how the interview went, at a glance. */
export function AnswerScoreChart({ entries }: { entries: TranscriptEntry[] }) {
  // Laid out at the card's width, so a short interview does not leave a thin chart in one corner.
  const [ref, measured] = useElementWidth<HTMLDivElement>(240);
  if (entries.length === 0) return null;
  const height = 120;
  const top = 12;
  const left = 28;
  const right = 4;
  const natural = left + right + entries.length * 42;
  const width = Math.max(natural, measured);
  const slot = (width - left - right) / entries.length;
  const barWidth = Math.min(48, Math.round(slot * 0.6));
  const gap = slot - barWidth;
  const y = (score: number) => top + (1 - score / 10) * height;
  const summary = entries.map((e) => `question ${e.turn}: ${formatScore(e.score)} out of 10`).join(", ");
  return (
    <Box as="figure" m="0">
      <Text as="figcaption" fontWeight="semibold" mb="3">
        Score by answer
      </Text>
      <Box overflowX="auto" ref={ref}>
        <svg style={{ display: "block" }} role="img" aria-label={`Score by answer: ${summary}`} width={width} height={height + top + 22} viewBox={`0 0 ${width} ${height + top + 22}`}>
          {[0, 6, 8, 10].map((t) => (
            <g key={t}>
              <line
                x1={left}
                x2={width - right}
                y1={y(t)}
                y2={y(t)}
                stroke="var(--chakra-colors-gray-300)"
                strokeDasharray={t === 6 || t === 8 ? "4 3" : undefined}
                strokeWidth={1}
              />
              <text x={left - 6} y={y(t) + 3} textAnchor="end" style={{ fontSize: 10 }} fill="var(--chakra-colors-gray-500)">
                {t}
              </text>
            </g>
          ))}
          {entries.map((e, i) => {
            const x = left + gap / 2 + i * (barWidth + gap);
            const h = Math.max(2, (e.score / 10) * height);
            return (
              <g key={e.turn}>
                <rect x={x} y={top + height - h} width={barWidth} height={h} rx={4} fill={BAND_FILL[scoreBand(e.score)]} />
                <text x={x + barWidth / 2} y={top + height + 15} textAnchor="middle" style={{ fontSize: 11 }} fill="var(--chakra-colors-gray-600)">
                  Q{e.turn}
                </text>
              </g>
            );
          })}
        </svg>
      </Box>
    </Box>
  );
}
