import { Box, Button, Card, Container, Flex, Heading, List, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FiCheck, FiLock } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../../config/paths";
import { useStarterFeatures } from "../hooks/use-builder-plan";

/** SPEC section 2: on the free plan the builder is locked, with 'Explore plans' and the first three Starter features. */
export function PlanLock() {
  const starter = useStarterFeatures(true);
  return (
    <Container maxW="2xl" py={{ base: "10", md: "16" }}>
      <Card.Root as="section" aria-labelledby="lock-heading" rounded="3xl" overflow="hidden" variant="elevated">
        <Box h="2" bgGradient="to-r" gradientFrom="brand.500" gradientTo="purple.500" />
        <Card.Body gap="5" p={{ base: "6", md: "10" }} textAlign="center" alignItems="center">
          <Flex boxSize="16" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center" aria-hidden="true">
            <FiLock size={28} />
          </Flex>
          <Stack gap="2">
            <Heading as="h1" id="lock-heading" size="2xl">
              Resume Builder lives in Starter
            </Heading>
            <Text color="fg.muted">
              Analyse your resume, compare it with a benchmark and export a tailored, ATS-friendly Word file.
            </Text>
          </Stack>
          <Box as="section" aria-label={`${starter.name} features`} textAlign="start" w="full" maxW="sm">
            {starter.isLoading ? (
              <Stack gap="2">
                <Skeleton height="5" />
                <Skeleton height="5" />
                <Skeleton height="5" />
              </Stack>
            ) : (
              <List.Root gap="2" variant="plain">
                {starter.features.map((feature) => (
                  <List.Item key={feature} alignItems="center">
                    <List.Indicator asChild color="green.fg">
                      <FiCheck />
                    </List.Indicator>
                    {feature}
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Box>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={paths.pricing.getHref()}>Explore plans</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
