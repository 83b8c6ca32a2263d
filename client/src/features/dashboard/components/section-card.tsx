import { Box, Button, Card, Flex, Heading, Icon, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { IconType } from "react-icons";
import { Link as RouterLink } from "react-router-dom";

interface SectionCardProps {
  id: string;
  title: string;
  action?: { label: string; to: string };
  children: ReactNode;
}

/** A titled dashboard panel (a landmark section named by its heading). */
export function SectionCard({ id, title, action, children }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" bg="bg" height="full">
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" id={id} size="md">
            {title}
          </Heading>
          {action && (
            <Button asChild size="xs" variant="ghost" colorPalette="brand">
              <RouterLink to={action.to}>{action.label}</RouterLink>
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}

interface SectionEmptyProps {
  title: string;
  description: string;
  action: { label: string; to: string };
  /** The tool's icon, in the tool's colour (as on its toolkit card). */
  icon: IconType;
  palette: string;
}

/** A small empty state that invites the first action. */
export function SectionEmpty({ title, description, action, icon, palette }: SectionEmptyProps) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="6" px="2" borderWidth="1px" borderStyle="dashed" rounded="lg" colorPalette={palette}>
      <Flex boxSize="10" rounded="full" bg="colorPalette.subtle" color="colorPalette.fg" align="center" justify="center" mb="1" aria-hidden="true">
        <Icon as={icon} boxSize="5" />
      </Flex>
      <Text fontWeight="semibold">{title}</Text>
      <Text fontSize="sm" color="fg.muted" maxW="sm">
        {description}
      </Text>
      <Box pt="1">
        <Button asChild size="sm" colorPalette="brand" variant="subtle">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Button>
      </Box>
    </Stack>
  );
}
