import { Badge, Box, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface PagePlaceholderProps {
  title: string;
  /** One honest sentence on what the screen will do. */
  description: string;
  children?: ReactNode;
  /** h1 unless the screen already has its own page heading. */
  headingAs?: "h1" | "h2";
}

/** A screen whose feature is still being built: its title, what it will do, and an honest note. */
export function PagePlaceholder({ title, description, children, headingAs = "h1" }: PagePlaceholderProps) {
  return (
    <Container maxW="5xl" py={{ base: "8", md: "12" }}>
      <Stack gap="4">
        <Badge alignSelf="flex-start" colorPalette="orange" variant="subtle" size="md">
          In progress
        </Badge>
        <Heading as={headingAs} size={{ base: "2xl", md: "3xl" }}>
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="lg" maxW="2xl">
          {description}
        </Text>
        {children}
        <Box borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="xl" p="6" bg="bg">
          <Text color="fg.muted">This screen is being built. Check back soon.</Text>
        </Box>
      </Stack>
    </Container>
  );
}
