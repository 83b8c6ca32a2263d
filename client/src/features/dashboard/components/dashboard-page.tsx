import { Badge, Box, Button, Container, EmptyState, Flex, Grid, Heading, Link, SimpleGrid, Skeleton, Stack, Text, VStack } from "@chakra-ui/react";
import { useEffect } from "react";
import { FiBookOpen, FiCompass, FiRefreshCw, FiSearch } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { getGetDashboardQueryKey, useGetDashboard } from "../../../api/generated/endpoints/dashboard/dashboard";
import type { Dashboard } from "../../../api/generated/model";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";
import { planDisplayName } from "../../../config/plans";
import { useCurrentUser } from "../../../hooks/use-current-user";
import { subscriptionStore, useSubscriptionRecord } from "../../../lib/subscription-store";
import { ActivityList } from "./activity-list";
import { ApplicationsPanel } from "./applications-panel";
import { AutoApplyPanel } from "./auto-apply-panel";
import { PlaybooksList } from "./playbooks-list";
import { ReadyForYouPanel } from "./ready-for-you-panel";
import { ResumeDraftsPanel, SavedInterviewsPanel } from "./saved-work";
import { ScoreChartPanel } from "./score-chart-panel";
import { SectionCard, SectionEmpty } from "./section-card";
import { ToolCard } from "./tool-card";
import { TOOLS } from "./tools";
import { UsagePanel } from "./usage-panel";
import { WeeklyTipsPanel } from "./weekly-tips";

export function greetingFor(hour: number): string {
  if (hour < 5) return "Hello";
  if (hour < 12) return "Good morning";
  if (hour < 17) return "Good afternoon";
  return "Good evening";
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

function RecentActivity({ data }: { data: Dashboard }) {
  if (data.recent_activity.length === 0) {
    return (
      <Box as="section" aria-labelledby="activity-heading">
        <Heading as="h2" id="activity-heading" size="lg" mb="4">
          Recent activity
        </Heading>
        <Box bg="bg" borderWidth="1px" borderStyle="dashed" borderColor="border" rounded="2xl">
          <EmptyState.Root size="lg">
            <EmptyState.Content>
              <EmptyState.Indicator bg="brand.subtle" color="brand.fg" boxSize="20" rounded="full" fontSize="4xl">
                <FiCompass />
              </EmptyState.Indicator>
              <VStack textAlign="center" gap="2">
                <EmptyState.Title>Nothing here yet</EmptyState.Title>
                <EmptyState.Description maxW="md">
                  Your job searches, mock interviews, resumes and playbooks will show up here. A good first step: find jobs that match your
                  resume.
                </EmptyState.Description>
              </VStack>
              <Button asChild colorPalette="brand">
                <RouterLink to={paths.app.jobs.getHref()}>Find matching jobs</RouterLink>
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        </Box>
      </Box>
    );
  }
  return (
    <SectionCard id="activity-heading" title="Recent activity">
      <ActivityList items={data.recent_activity} label="Recent activity" />
    </SectionCard>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading your dashboard">
      <Skeleton height="36" rounded="xl" />
      <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="6">
        <Skeleton height="64" rounded="xl" />
        <Skeleton height="64" rounded="xl" />
      </Grid>
    </Stack>
  );
}

/** The signed-in home: greeting, plan and usage, a card per tool, and the user's real activity across the tools. */
export default function DashboardPage() {
  const me = useCurrentUser();
  const dashboard = useGetDashboard({ query: { queryKey: getGetDashboardQueryKey(), staleTime: 15_000, refetchOnWindowFocus: true } });
  const data = dashboard.data;
  const who = firstName(me.name) || me.email || "there";
  const greeting = `${greetingFor(new Date().getHours())}, ${who}`;
  const storedPlan = useSubscriptionRecord().planId;
  // A user record without a plan (SPEC section 3 has none) names the stored subscription's, once the record is in.
  const planName = data?.plan.name ?? (me.plan ? planDisplayName(me.plan) : me.user ? planDisplayName(storedPlan) : undefined);

  // The dashboard carries the server's subscription: keep the stored record in step with it.
  useEffect(() => {
    if (data?.subscription) subscriptionStore.syncFromServer(data.subscription);
  }, [data?.subscription]);

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Flex direction={{ base: "column", md: "row" }} justify="space-between" align={{ base: "flex-start", md: "flex-end" }} gap="4" mb="8">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
            {greeting}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Pick up where you left off, or try a tool you have not used yet.
          </Text>
        </Stack>
        <Flex align="center" gap="3" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="xl" px="4" py="3" aria-label="Your plan" role="group">
          <Text fontSize="sm" color="fg.muted">
            Your plan
          </Text>
          {planName ? (
            <Badge colorPalette="brand" size="lg" variant="solid">
              {planName}
            </Badge>
          ) : (
            <Skeleton height="6" width="20" />
          )}
          <Link asChild fontSize="sm" color="brand.fg" fontWeight="medium">
            <RouterLink to={paths.pricing.getHref()}>Compare plans</RouterLink>
          </Link>
        </Flex>
      </Flex>

      <Stack gap="10">
        {dashboard.isPending ? (
          <DashboardSkeleton />
        ) : dashboard.isError ? (
          <Stack gap="3" align="flex-start">
            <ErrorAlert error={dashboard.error} title="We couldn't load your activity" />
            <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
              <FiRefreshCw aria-hidden="true" /> Try again
            </Button>
          </Stack>
        ) : (
          <UsagePanel plan={dashboard.data.plan} subscription={dashboard.data.subscription} />
        )}

        <Box as="section" aria-labelledby="tools-heading">
          <Heading as="h2" id="tools-heading" size="lg" mb="4">
            Your toolkit
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {TOOLS.map((tool) => (
              <ToolCard key={tool.to} tool={tool} />
            ))}
          </SimpleGrid>
        </Box>

        {data && (
          <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }} gap="6" alignItems="start">
            <Stack gap="6">
              <ApplicationsPanel />
              <ReadyForYouPanel />
              <RecentActivity data={data} />
              <ScoreChartPanel scores={data.interview_scores} />
              {/* Before the first interview the score chart already invites one; saved results follow interviews. */}
              {(data.saved_interviews.length > 0 || data.interview_scores.length > 0) && <SavedInterviewsPanel sessions={data.saved_interviews} />}
            </Stack>
            <Stack gap="6">
              <WeeklyTipsPanel />
              <SectionCard
                id="searches-heading"
                title="Recent searches"
                action={data.recent_searches.length > 0 ? { label: "New search", to: paths.app.jobs.getHref() } : undefined}
              >
                {data.recent_searches.length === 0 ? (
                  <SectionEmpty
                    icon={FiSearch}
                    palette="brand"
                    title="No searches yet"
                    description="Upload your resume and we'll find roles that match your skills."
                    action={{ label: "Search jobs", to: paths.app.jobs.getHref() }}
                  />
                ) : (
                  <ActivityList items={data.recent_searches} label="Recent searches" showKind={false} />
                )}
              </SectionCard>
              <SectionCard
                id="playbooks-heading"
                title="Recent playbooks"
                action={data.recent_playbooks.length > 0 ? { label: "New playbook", to: paths.app.notes.getHref() } : undefined}
              >
                {data.recent_playbooks.length === 0 ? (
                  <SectionEmpty
                    icon={FiBookOpen}
                    palette="orange"
                    title="No playbooks yet"
                    description="Generate a study guide for your target role, with focus areas and resources, as a PDF."
                    action={{ label: "Create role notes", to: paths.app.notes.getHref() }}
                  />
                ) : (
                  <PlaybooksList playbooks={data.recent_playbooks} />
                )}
              </SectionCard>
              <ResumeDraftsPanel drafts={data.resume_drafts} />
              <AutoApplyPanel status={data.auto_apply} />
            </Stack>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
