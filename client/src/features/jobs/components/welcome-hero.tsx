import { Box, CloseButton, Container, Flex, Heading, HStack, SimpleGrid, Span, Text } from "@chakra-ui/react";
import { FiSearch, FiTag, FiUploadCloud } from "react-icons/fi";
import { PRODUCT_NAME } from "../../../config/brand";

const STEPS = [
  { icon: FiUploadCloud, title: "Add your resume", text: "Upload a PDF, DOCX or TXT, or paste your skills." },
  { icon: FiTag, title: "Check your keywords", text: "We pick up to 8 search keywords from your skills." },
  { icon: FiSearch, title: "Find matches", text: "Ranked roles, filtered by remote, hybrid or on-site." },
] as const;

/** SPEC section 2: the optional welcome hero, shown until a file is chosen, Save Draft, or the user dismisses it. */
export function WelcomeHero({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Box
      as="section"
      aria-labelledby="jobs-welcome-heading"
      bgGradient="to-br"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      borderBottomWidth="1px"
      borderColor="border.muted"
      position="relative"
    >
      <Container maxW="7xl" py={{ base: "8", md: "12" }}>
        <CloseButton
          aria-label="Dismiss welcome"
          position="absolute"
          top={{ base: "2", md: "4" }}
          insetEnd={{ base: "2", md: "4" }}
          size="sm"
          onClick={onDismiss}
        />
        <Heading id="jobs-welcome-heading" as="h1" size={{ base: "3xl", md: "5xl" }} letterSpacing="-0.02em" pe="10">
          Find your next role with{" "}
          <Text as="span" color="brand.fg">
            {PRODUCT_NAME}
          </Text>
        </Heading>
        <Text mt="3" fontSize="lg" color="fg.muted" maxW="2xl">
          Upload or paste your resume, and we will pull out your skills and find matching jobs.
        </Text>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="4" mt="8" listStyleType="none">
          {STEPS.map((step, i) => (
            <Flex as="li" key={step.title} gap="3" align="flex-start" bg="bg" rounded="xl" p="4" borderWidth="1px" borderColor="border.muted" shadow="xs">
              <Flex boxSize="10" rounded="full" bg="brand.muted" color="brand.fg" align="center" justify="center" flexShrink={0} aria-hidden="true">
                <step.icon size={18} />
              </Flex>
              <Box>
                <HStack gap="2">
                  <Text fontSize="xs" fontWeight="bold" color="brand.fg">
                    Step {i + 1}
                  </Text>
                </HStack>
                <Text fontWeight="semibold">{step.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {step.text}
                </Text>
              </Box>
            </Flex>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/** The page heading once the welcome is gone. */
export function WorkspaceHeader() {
  return (
    <Box borderBottomWidth="1px" borderColor="border.muted" bg="bg">
      <Container maxW="7xl" py={{ base: "5", md: "6" }}>
        <Heading as="h1" size={{ base: "xl", md: "2xl" }} letterSpacing="-0.01em">
          Job search workspace
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="1">
          {/* The two panels sit side by side from lg up and stack below it. */}
          <Span hideBelow="lg">Your resume details on the left, ranked matches on the right.</Span>
          <Span hideFrom="lg">Your resume details first, ranked matches below them.</Span>
        </Text>
      </Container>
    </Box>
  );
}
