import { Badge, Box, Button, Container, EmptyState, Flex, Heading, Link, SimpleGrid, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import { EmptyCartIllustration } from "../../../components/illustrations/empty-cart-illustration";
import { paths } from "../../../config/paths";
import { planDisplayName } from "../../../config/plans";
import { useCurrentUser } from "../../../hooks/use-current-user";
import { ToolCard } from "./tool-card";
import { TOOLS } from "./tools";

export function greetingFor(hour: number): string {
  if (hour < 5) return "Hello";
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** The signed-in home: a greeting, the current plan, a card per tool and the (empty, for now) recent activity. */
export default function DashboardPage() {
  const me = useCurrentUser();
  const who = firstName(me.name) || me.email || "there";
  const greeting = `${greetingFor(new Date().getHours())}, ${who}`;

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Flex
        direction={{ base: "column", md: "row" }}
        justify="space-between"
        align={{ base: "flex-start", md: "flex-end" }}
        gap="4"
        mb="8"
      >
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
            {greeting}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Pick up where you left off, or try a tool you have not used yet.
          </Text>
        </Stack>
        <Flex
          align="center"
          gap="3"
          bg="bg"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="xl"
          px="4"
          py="3"
          aria-label="Your plan"
          role="group"
        >
          <Text fontSize="sm" color="fg.muted">
            Your plan
          </Text>
          {me.isLoading ? (
            <Skeleton height="6" width="20" />
          ) : (
            <Badge colorPalette="brand" size="lg" variant="solid">
              {planDisplayName(me.plan)}
            </Badge>
          )}
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to={paths.pricing.getHref()}>Compare plans</RouterLink>
          </Link>
        </Flex>
      </Flex>

      <Box as="section" aria-labelledby="tools-heading" mb="12">
        <Heading as="h2" id="tools-heading" size="lg" mb="4">
          Your toolkit
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {TOOLS.map((tool) => (
            <ToolCard key={tool.to} tool={tool} />
          ))}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="activity-heading">
        <Heading as="h2" id="activity-heading" size="lg" mb="4">
          Recent activity
        </Heading>
        <Box bg="bg" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="2xl">
          <EmptyState.Root size="lg">
            <EmptyState.Content>
              <EmptyCartIllustration size={132} />
              <VStack textAlign="center" gap="2">
                <EmptyState.Title>Nothing here yet</EmptyState.Title>
                <EmptyState.Description maxW="md">
                  Your job searches, mock interviews, resumes and playbooks will show up here. A good first step: find
                  jobs that match your resume.
                </EmptyState.Description>
              </VStack>
              <Button asChild colorPalette="brand">
                <RouterLink to={paths.app.jobs.getHref()}>Find matching jobs</RouterLink>
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        </Box>
      </Box>
    </Container>
  );
}
