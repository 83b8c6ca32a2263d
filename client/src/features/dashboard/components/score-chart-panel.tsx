import { Badge, Box, HStack, Stat, Text, VisuallyHidden } from "@chakra-ui/react";
import { FiMic } from "react-icons/fi";
import type { InterviewScorePoint } from "../../../api/generated/model";
import { paths } from "../../../config/paths";
import { useElementWidth } from "../../../hooks/use-element-width";
import { fullDateTime } from "../utils/relative-time";
import { scoreChart } from "../utils/score-chart";
import { SectionCard, SectionEmpty } from "./section-card";

/** Interview scores over time as an SVG line chart, with a table for screen readers. */
export function ScoreChartPanel({ scores }: { scores: InterviewScorePoint[] }) {
  // Laid out at the card's real width (not scaled through a viewBox), so the axis labels keep their size on a phone.
  const [chartRef, measured] = useElementWidth<HTMLDivElement>(560);
  const chart = scoreChart(scores, Math.max(240, measured));
  const { padding } = chart;
  const maxDateLabels = Math.max(2, Math.floor((chart.width - padding.left - padding.right) / 52));
  return (
    <SectionCard
      id="scores-heading"
      title="Interview scores over time"
      // 'Practise again' once there is a score to beat; before that the empty state invites the first interview.
      action={scores.length > 0 ? { label: "Practise again", to: paths.app.interview.getHref() } : undefined}
    >
      {scores.length === 0 ? (
        <SectionEmpty
          icon={FiMic}
          palette="purple"
          title="No interview scores yet"
          description="Take your first mock interview: when you finish, your score out of 100 appears here, so you can watch it climb."
          action={{ label: "Start a mock interview", to: paths.app.interview.getHref() }}
        />
      ) : (
        <Box>
          <HStack gap="6" mb="3" wrap="wrap">
            <Stat.Root size="sm">
              <Stat.Label>Latest</Stat.Label>
              <Stat.ValueText>{chart.points[chart.points.length - 1]!.score}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root size="sm">
              <Stat.Label>Average</Stat.Label>
              <Stat.ValueText>{chart.average}</Stat.ValueText>
            </Stat.Root>
            <Stat.Root size="sm">
              <Stat.Label>Best</Stat.Label>
              <Stat.ValueText>{chart.best}</Stat.ValueText>
            </Stat.Root>
            {chart.trend !== null && (
              <Badge colorPalette={chart.trend >= 0 ? "green" : "red"} variant="subtle" alignSelf="center">
                {chart.trend >= 0 ? "▲" : "▼"} {Math.abs(chart.trend)} since the first
              </Badge>
            )}
          </HStack>
          <Box color="purple.solid" width="full" overflowX="auto" ref={chartRef}>
            <svg
              viewBox={`0 0 ${chart.width} ${chart.height}`}
              width={chart.width}
              height={chart.height}
              role="img"
              aria-labelledby="scores-chart-title"
              style={{ display: "block", maxWidth: "100%", height: "auto" }}
            >
              <title id="scores-chart-title">{`Interview scores over time: ${chart.points.map((p) => `${p.score} on ${p.label}`).join(", ")}`}</title>
              {chart.gridlines.map((g) => (
                <g key={g.value}>
                  <line x1={padding.left} x2={chart.width - padding.right} y1={g.y} y2={g.y} stroke="currentColor" strokeOpacity={0.12} />
                  <text x={padding.left - 8} y={g.y + 4} textAnchor="end" style={{ fontSize: 11 }} fill="var(--chakra-colors-fg-muted)">
                    {g.value}
                  </text>
                </g>
              ))}
              {chart.area && <path d={chart.area} fill="currentColor" fillOpacity={0.1} />}
              {chart.line && <path d={chart.line} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />}
              {chart.points.map((p, i) => (
                <g key={`${p.date}-${i}`}>
                  <circle cx={p.x} cy={p.y} r={4.5} fill="white" stroke="currentColor" strokeWidth={2.5}>
                    <title>{`${p.score}/100 · ${p.role} · ${fullDateTime(p.date)}`}</title>
                  </circle>
                  {/* The score over each point while there is room, so a short history reads without the axis. */}
                  {chart.points.length <= maxDateLabels && (
                    <text x={p.x} y={p.y - 10} textAnchor="middle" style={{ fontSize: 11, fontWeight: 600 }} fill="var(--chakra-colors-fg)" aria-hidden="true">
                      {p.score}
                    </text>
                  )}
                  {(chart.points.length <= maxDateLabels || i === 0 || i === chart.points.length - 1) && (
                    <text x={p.x} y={chart.height - 8} textAnchor="middle" style={{ fontSize: 11 }} fill="var(--chakra-colors-fg-muted)">
                      {p.label}
                    </text>
                  )}
                </g>
              ))}
            </svg>
          </Box>
          <VisuallyHidden>
            <table>
              <caption>Interview scores</caption>
              <thead>
                <tr>
                  <th>Date</th>
                  <th>Role</th>
                  <th>Score out of 100</th>
                </tr>
              </thead>
              <tbody>
                {chart.points.map((p, i) => (
                  <tr key={`${p.date}-${i}`}>
                    <td>{fullDateTime(p.date)}</td>
                    <td>{p.role}</td>
                    <td>{p.score}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
          <Text fontSize="xs" color="fg.muted" mt="2">
            Overall score out of 100 for each finished mock interview, oldest first.
          </Text>
        </Box>
      )}
    </SectionCard>
  );
}
