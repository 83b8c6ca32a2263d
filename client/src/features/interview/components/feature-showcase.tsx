import { Box, Flex, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { FiBarChart2, FiMessageSquare, FiTarget, FiZap } from "react-icons/fi";

const FEATURES: Array<{ icon: IconType; title: string; text: string }> = [
  { icon: FiTarget, title: "Questions for your role", text: "Behavioural and role-specific questions built from the role, seniority, company and skills you enter." },
  { icon: FiZap, title: "A score for every answer", text: "Each answer is scored out of 10 on relevance, structure, evidence, length and clarity." },
  { icon: FiMessageSquare, title: "Feedback you can act on", text: "What worked, and the one or two things to add next time, right after you answer." },
  { icon: FiBarChart2, title: "A summary with section scores", text: "Communication, structure, role knowledge, impact and confidence, with what to practise next." },
];

/** What Interview AI does, beside the setup form (SPEC section 2: a feature showcase). */
export function FeatureShowcase() {
  return (
    <Box as="section" aria-labelledby="interview-features-heading">
      <Heading as="h2" id="interview-features-heading" size="md" mb="3">
        What you get
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <Flex key={title} gap="3" p="4" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" align="flex-start">
            <Flex
              aria-hidden="true"
              flexShrink={0}
              boxSize="9"
              rounded="lg"
              bg="brand.subtle"
              color="brand.fg"
              align="center"
              justify="center"
            >
              <Icon size={18} />
            </Flex>
            <Stack gap="1">
              <Text fontWeight="semibold">{title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Stack>
          </Flex>
        ))}
      </SimpleGrid>
    </Box>
  );
}
