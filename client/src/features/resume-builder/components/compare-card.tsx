import { Badge, Blockquote, Box, Button, Card, Flex, Group, Heading, List, Stack, Text } from "@chakra-ui/react";
import { useId, useState } from "react";
import { FiGitPullRequest } from "react-icons/fi";
import type { CompareResponse } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { FileDropZone } from "../../../components/ui/file-drop-zone";
import { Loader } from "../../../components/loader/loader";
import { ACCEPT_ATTRIBUTE, isAcceptedFile, rejectionMessage, UPLOAD_HINT } from "../utils/files";
import { ScoreRing } from "./score-ring";
import { JobMatchMode, type JobMatchModeProps } from "./job-match-mode";
import { TextField } from "./text-field";

export interface CompareCardProps {
  benchmarkFile: File | null;
  onBenchmarkFile: (file: File) => void;
  focusRole: string;
  onFocusRole: (value: string) => void;
  /** The target role, suggested as the focus role. */
  targetRole: string;
  canCompare: boolean;
  onCompare: () => void;
  isComparing: boolean;
  error: unknown;
  result: CompareResponse | null;
  /** The second mode, against a job description (absent: benchmark only). */
  jobMode?: JobMatchModeProps;
}

function ResultList({ title, items, ordered }: { title: string; items: string[]; ordered?: boolean }) {
  if (!items.length) return null;
  return (
    <Box>
      <Heading as="h4" size="xs" textTransform="uppercase" letterSpacing="0.05em" color="fg.muted" mb="1">
        {title}
      </Heading>
      <List.Root as={ordered ? "ol" : "ul"} ps="5" gap="1" fontSize="sm" listStyleType={ordered ? "decimal" : "disc"}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/** The benchmark compare card (SPEC section 2): a benchmark file and focus role in; score, gaps, advice, overview and excerpt out. */
export function CompareCard(props: CompareCardProps) {
  const { benchmarkFile, onBenchmarkFile, focusRole, onFocusRole, targetRole, canCompare, onCompare, isComparing, error, result, jobMode } = props;
  const hintId = useId();
  const [mode, setMode] = useState<"benchmark" | "job">("benchmark");
  return (
    <Card.Root as="section" aria-labelledby="compare-heading" variant="outline" rounded="2xl">
      <Card.Header pb="2">
        <Card.Title as="h2" id="compare-heading" fontSize="lg" display="flex" alignItems="center" gap="2">
          <FiGitPullRequest aria-hidden="true" />
          Compare with a benchmark
        </Card.Title>
        <Card.Description>
          {mode === "benchmark"
            ? "Upload a resume of someone already in the role you want. We score yours against it and list the gaps."
            : "Paste a job description or pick a saved job. We score your resume against it and explain the score."}
        </Card.Description>
        {jobMode && (
          <Group attached role="group" aria-label="Compare with" mt="2">
            <Button size="xs" variant={mode === "benchmark" ? "solid" : "outline"} colorPalette="brand" aria-pressed={mode === "benchmark"} onClick={() => setMode("benchmark")}>
              Benchmark resume
            </Button>
            <Button size="xs" variant={mode === "job" ? "solid" : "outline"} colorPalette="brand" aria-pressed={mode === "job"} onClick={() => setMode("job")}>
              Job description
            </Button>
          </Group>
        )}
      </Card.Header>
      {mode === "job" && jobMode ? (
        <Card.Body gap="3">
          <JobMatchMode {...jobMode} />
        </Card.Body>
      ) : (
        <Card.Body gap="3">
          <FileDropZone
            inputLabel="Benchmark resume"
            prompt="Drop a benchmark resume"
            accept={ACCEPT_ATTRIBUTE}
            isAccepted={isAcceptedFile}
            rejectionMessage={rejectionMessage}
            file={benchmarkFile}
            onFile={onBenchmarkFile}
            disabled={isComparing}
            hintId={hintId}
            compact
          />
          <Text id={hintId} fontSize="xs" color="fg.muted">
            {UPLOAD_HINT}
          </Text>
          <TextField label="Focus role" value={focusRole} onChange={onFocusRole} placeholder={targetRole || "e.g. Data Analyst"} />
          {isComparing ? (
            <Loader label="Comparing with the benchmark..." size={96} py="2" />
          ) : (
            <Button colorPalette="brand" variant="solid" onClick={onCompare} disabled={!benchmarkFile || !canCompare}>
              Compare resumes
            </Button>
          )}
          {!canCompare && (
            <Text fontSize="xs" color="fg.muted">
              Upload your resume or fill in the form first, so there is something to compare.
            </Text>
          )}
          <ErrorAlert error={error} title="Comparison failed" />
          {result && (
            <Stack gap="4" pt="2" borderTopWidth="1px" borderColor="border.muted" aria-label="Comparison result" role="region">
              <Flex gap="4" align="center">
                <ScoreRing score={Math.round(result.alignment_score)} />
                <Badge colorPalette="orange" variant="subtle" size="lg">
                  {result.gaps.length} priority {result.gaps.length === 1 ? "gap" : "gaps"}
                </Badge>
              </Flex>
              <Text fontSize="sm">{result.overview}</Text>
              <ResultList title="Priority gaps" items={result.gaps} ordered />
              <ResultList title="Recommendations" items={result.recommendations} />
              <ResultList title="Strengths" items={result.strengths} />
              {result.benchmark_excerpt && (
                <Box>
                  <Heading as="h4" size="xs" textTransform="uppercase" letterSpacing="0.05em" color="fg.muted" mb="1">
                    Benchmark excerpt
                  </Heading>
                  <Blockquote.Root variant="subtle" colorPalette="gray">
                    <Blockquote.Content fontSize="sm" whiteSpace="pre-line" maxH="40" overflowY="auto" tabIndex={0}>
                      {result.benchmark_excerpt}
                    </Blockquote.Content>
                  </Blockquote.Root>
                </Box>
              )}
            </Stack>
          )}
        </Card.Body>
      )}
    </Card.Root>
  );
}
