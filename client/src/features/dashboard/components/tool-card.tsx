import { Box, Button, Card, Icon } from "@chakra-ui/react";
import { FiArrowRight } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import type { Tool } from "./tools";

export function ToolCard({ tool }: { tool: Tool }) {
  const headingId = `tool-${tool.to.replace(/\W+/g, "")}`;
  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      variant="outline"
      bg="bg"
      transition="box-shadow 0.15s, border-color 0.15s, transform 0.15s"
      _hover={{ shadow: "md", borderColor: `${tool.palette}.emphasized`, transform: "translateY(-2px)" }}
    >
      <Card.Body gap="3">
        <Box
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="11"
          rounded="lg"
          bg={`${tool.palette}.subtle`}
          color={`${tool.palette}.fg`}
          aria-hidden="true"
        >
          <Icon as={tool.icon} boxSize="5" />
        </Box>
        <Card.Title as="h3" id={headingId}>
          {tool.title}
        </Card.Title>
        <Card.Description>{tool.description}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="subtle" colorPalette={tool.palette} size="sm">
          <RouterLink to={tool.to}>
            {tool.action}
            <FiArrowRight aria-hidden="true" />
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
