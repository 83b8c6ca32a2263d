import { Badge, Box, Button, Card, EmptyState, Grid, Heading, List, Stack, Tag, Text, VStack, Wrap } from "@chakra-ui/react";
import { FiFileText } from "react-icons/fi";
import type { BuiltResumeDocument, CompareResponse, ResumeInsights } from "../../../api/generated/model";
import { alignmentScore, keywordChips } from "../utils/form";
import { CompareCard, type CompareCardProps } from "./compare-card";
import { BuiltResumeView } from "./built-resume-view";
import { ScoreRing } from "./score-ring";

interface PreviewTabProps {
  markdown: string;
  /** The server's structured document of the built resume (null for drafts saved before it existed). */
  built: BuiltResumeDocument | null;
  comparison: CompareResponse | null;
  insights: ResumeInsights | null;
  skills: string;
  compareCard: CompareCardProps;
  onBuild: () => void;
  isBuilding: boolean;
}

/** SPEC section 2, Preview: the built resume (the server's document); score and priority gaps; top recommendations; the compare card; keyword chips. */
export function PreviewTab({ markdown, built, comparison, insights, skills, compareCard, onBuild, isBuilding }: PreviewTabProps) {
  const score = alignmentScore(comparison);
  const gaps = comparison?.gaps ?? [];
  const recommendations = (comparison?.recommendations.length ? comparison.recommendations : insights?.recommendations ?? []).slice(0, 3);
  const keywords = keywordChips(skills);

  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 360px" }} gap="6" alignItems="start">
      <Box
        as="section"
        aria-label="Resume preview"
        bg="bg"
        borderWidth="1px"
        borderColor="border.muted"
        rounded="2xl"
        shadow="sm"
        p={{ base: "5", md: "10" }}
        minH="lg"
      >
        {markdown ? (
          <BuiltResumeView document={built} markdown={markdown} label="Built resume" />
        ) : (
          <EmptyState.Root size="lg">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <FiFileText />
              </EmptyState.Indicator>
              <VStack textAlign="center" gap="1">
                <EmptyState.Title>Your resume will appear here</EmptyState.Title>
                <EmptyState.Description>Build it from the form to see the ATS-ready version next to your comparison.</EmptyState.Description>
              </VStack>
              <Button colorPalette="brand" onClick={onBuild} loading={isBuilding} loadingText="Building...">
                Build Resume
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        )}
      </Box>

      <Stack gap="5">
        <Card.Root as="section" aria-labelledby="alignment-heading" variant="outline" rounded="2xl">
          <Card.Body gap="4">
            <Heading as="h2" id="alignment-heading" size="md">
              Benchmark alignment
            </Heading>
            <Stack direction="row" align="center" gap="5">
              <ScoreRing score={score} />
              <Stack gap="1">
                <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
                  {gaps.length}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  priority {gaps.length === 1 ? "gap" : "gaps"}
                </Text>
                {!comparison && (
                  <Badge variant="subtle" colorPalette="gray" alignSelf="flex-start">
                    Default score until you compare
                  </Badge>
                )}
              </Stack>
            </Stack>
            <Box>
              <Heading as="h3" size="sm" mb="2">
                Top recommendations
              </Heading>
              {recommendations.length ? (
                <List.Root as="ol" ps="5" gap="1.5" fontSize="sm" listStyleType="decimal">
                  {recommendations.map((r) => (
                    <List.Item key={r}>{r}</List.Item>
                  ))}
                </List.Root>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  Compare with a benchmark resume below to get recommendations.
                </Text>
              )}
            </Box>
          </Card.Body>
        </Card.Root>

        <Card.Root as="section" aria-labelledby="keywords-heading" variant="outline" rounded="2xl">
          <Card.Body gap="3">
            <Heading as="h2" id="keywords-heading" size="md">
              Keywords
            </Heading>
            {keywords.length ? (
              <Wrap gap="2" as="ul" aria-label="Keywords" listStyleType="none">
                {keywords.map((k) => (
                  <Box as="li" key={k}>
                    <Tag.Root colorPalette="brand" variant="subtle" size="lg">
                      <Tag.Label>{k}</Tag.Label>
                    </Tag.Root>
                  </Box>
                ))}
              </Wrap>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Add skills in the form; your first ten become the keywords recruiters and ATS filters look for.
              </Text>
            )}
          </Card.Body>
        </Card.Root>

        <CompareCard {...compareCard} />
      </Stack>
    </Grid>
  );
}
