import { Badge, Box, Button, Card, Heading, List, SimpleGrid, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { FiAlertTriangle, FiCheckCircle, FiPlus, FiTrendingUp } from "react-icons/fi";
import type { ResumeInsights } from "../../../api/generated/model";

function InsightList({ title, items, icon: Icon, palette, empty }: { title: string; items: string[]; icon: IconType; palette: string; empty: string }) {
  const id = `insight-${title.toLowerCase()}`;
  return (
    <Box as="section" aria-labelledby={id} bg={`${palette}.subtle`} rounded="xl" p="3">
      <Heading as="h3" id={id} size="sm" display="flex" alignItems="center" gap="2" color={`${palette}.fg`} mb="2">
        <Icon aria-hidden="true" />
        {title}
      </Heading>
      {items.length ? (
        <List.Root ps="4" gap="1" fontSize="sm">
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      )}
    </Box>
  );
}

/** SPEC section 2: Strengths, Gaps, Recommendations, suggested tone and 'Add to instructions'. */
export function InsightsCard({ insights, onAddToInstructions }: { insights: ResumeInsights | null; onAddToInstructions: () => void }) {
  return (
    <Card.Root as="section" aria-labelledby="insights-heading" variant="outline" rounded="2xl">
      <Card.Header pb="2">
        <Card.Title as="h2" id="insights-heading" fontSize="lg">
          Resume insights
        </Card.Title>
        {!insights && <Card.Description>Upload your resume to see its strengths, gaps and what to do next.</Card.Description>}
      </Card.Header>
      {insights && (
        <Card.Body gap="3" pt="2">
          <SimpleGrid columns={1} gap="3">
            <InsightList title="Strengths" items={insights.strengths} icon={FiCheckCircle} palette="green" empty="No clear strengths found yet." />
            <InsightList title="Gaps" items={insights.gaps} icon={FiAlertTriangle} palette="orange" empty="No gaps found for this role." />
            <InsightList title="Recommendations" items={insights.recommendations} icon={FiTrendingUp} palette="blue" empty="Nothing to change right now." />
          </SimpleGrid>
          {insights.tone && (
            <Text fontSize="sm">
              Suggested tone:{" "}
              <Badge colorPalette="purple" variant="subtle" size="md">
                {insights.tone}
              </Badge>
            </Text>
          )}
          <Button variant="subtle" colorPalette="brand" alignSelf="flex-start" onClick={onAddToInstructions}>
            <FiPlus aria-hidden="true" />
            Add to instructions
          </Button>
        </Card.Body>
      )}
    </Card.Root>
  );
}
