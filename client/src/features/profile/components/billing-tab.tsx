import { Badge, Box, Button, Card, EmptyState, Flex, Heading, List, SimpleGrid, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { FiCheck, FiCreditCard, FiRefreshCw } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import type { BillingSummary, Plan } from "../../../api/generated/model";
import { UsageMeters } from "../../../components/usage/usage-meters";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";
import { useBillingSummary, usePlanCatalogue } from "../api/use-account";
import { formatAmount, formatDate, planStatusText } from "../utils/billing";
import { SectionCard } from "./section-card";

function CurrentPlan({ summary }: { summary: BillingSummary }) {
  const status = planStatusText(summary);
  const since = formatDate(summary.period_start);
  return (
    <Card.Root as="section" aria-labelledby="current-plan-heading" variant="outline" bg="bg">
      <Card.Body gap="4">
        <Flex direction={{ base: "column", sm: "row" }} justify="space-between" gap="4" align={{ sm: "flex-start" }}>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              Your plan
            </Text>
            <Flex align="center" gap="3" wrap="wrap">
              <Heading as="h2" id="current-plan-heading" size="xl">
                {summary.plan.name}
              </Heading>
              <Badge colorPalette={status.palette} variant="subtle" size="lg">
                {status.badge}
              </Badge>
            </Flex>
            <Text color="fg.muted">
              {summary.plan.highlight}
              {since && ` · active since ${since}`}
            </Text>
          </Stack>
          <Button asChild colorPalette="brand" variant={summary.plan.id === "pro_plus" ? "outline" : "solid"} size="sm">
            <RouterLink to={paths.pricing.getHref()}>{summary.plan.id === "pro_plus" ? "See plans" : "Upgrade plan"}</RouterLink>
          </Button>
        </Flex>
        <Text data-testid="plan-period">{status.line}</Text>
      </Card.Body>
    </Card.Root>
  );
}

function PaymentHistory({ payments }: { payments: BillingSummary["payments"] }) {
  if (payments.length === 0) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <FiCreditCard />
          </EmptyState.Indicator>
          <Stack textAlign="center" gap="1">
            <EmptyState.Title>No payments yet</EmptyState.Title>
            <EmptyState.Description>When you buy a plan, the payment appears here with its Razorpay payment ID.</EmptyState.Description>
          </Stack>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg">
      <Table.Root size="sm" aria-label="Payment history">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Plan</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader>Payment ID</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payments.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell whiteSpace="nowrap">{formatDate(p.paid_at)}</Table.Cell>
              <Table.Cell>{p.plan_name}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {formatAmount(p.amount, p.currency)}
              </Table.Cell>
              <Table.Cell fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                {p.id}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The catalogue's plans side by side, in rupees as GET /plans prices them; the plan in effect is marked. */
function PlanComparison({ currentPlanId }: { currentPlanId: Plan["id"] }) {
  const catalogue = usePlanCatalogue();
  if (catalogue.isPending) return <Skeleton height="64" rounded="xl" />;
  if (catalogue.isError) return <ErrorAlert error={catalogue.error} title="We couldn't load the plans" />;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      {catalogue.data.plans.map((plan) => {
        const current = plan.id === currentPlanId;
        const headingId = `compare-${plan.id}`;
        return (
          <Card.Root key={plan.id} as="article" aria-labelledby={headingId} variant="outline" bg="bg" borderWidth={current ? "2px" : "1px"} borderColor={current ? "green.emphasized" : "border"}>
            <Card.Header gap="1">
              <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                <Card.Title as="h3" id={headingId}>
                  {plan.name}
                </Card.Title>
                {current && (
                  <Badge colorPalette="green" variant="solid">
                    Current plan
                  </Badge>
                )}
              </Flex>
              <Text fontSize="2xl" fontWeight="bold">
                {plan.highlight}
              </Text>
            </Card.Header>
            <Card.Body pt="0">
              <List.Root variant="plain" gap="1.5" fontSize="sm">
                {plan.features.map((feature) => (
                  <List.Item key={feature} alignItems="flex-start">
                    <List.Indicator asChild color="green.solid" mt="1">
                      <FiCheck aria-hidden="true" />
                    </List.Indicator>
                    {feature}
                  </List.Item>
                ))}
              </List.Root>
            </Card.Body>
            <Card.Footer>
              {current ? (
                <Button width="full" variant="outline" disabled>
                  Current Plan
                </Button>
              ) : plan.amount > 0 ? (
                <Button asChild width="full" colorPalette="brand" variant="subtle">
                  <RouterLink to={paths.checkout.getHref(plan.id)}>{`Choose ${plan.name}`}</RouterLink>
                </Button>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  Included forever
                </Text>
              )}
            </Card.Footer>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}

function BillingSkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading your billing details">
      <Skeleton height="36" rounded="xl" />
      <Skeleton height="40" rounded="xl" />
      <Skeleton height="32" rounded="xl" />
    </Stack>
  );
}

/** The real plan, its paid period, this period's usage and the payment history; the catalogue to compare below. */
export function BillingTab() {
  const summary = useBillingSummary();
  if (summary.isPending) return <BillingSkeleton />;
  if (summary.isError) {
    return (
      <Stack gap="3" align="flex-start">
        <ErrorAlert error={summary.error} title="We couldn't load your billing details" />
        <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
          <FiRefreshCw aria-hidden="true" /> Try again
        </Button>
      </Stack>
    );
  }
  const data = summary.data;
  return (
    <Stack gap="6">
      <CurrentPlan summary={data} />
      <SectionCard title="Usage this period" description="Daily counts start again at your local midnight, monthly ones on the 1st.">
        <UsageMeters subscription={data.subscription} idPrefix="billing-meter" columns={{ base: 1, sm: 2 }} />
      </SectionCard>
      <SectionCard title="Payment history">
        <PaymentHistory payments={data.payments} />
      </SectionCard>
      <Box as="section" aria-labelledby="compare-heading">
        <Heading as="h2" id="compare-heading" size="md" mb="1">
          Compare plans
        </Heading>
        <Text color="fg.muted" fontSize="sm" mb="4">
          Prices are per month, in rupees.
        </Text>
        <PlanComparison currentPlanId={data.plan.id} />
      </Box>
    </Stack>
  );
}
