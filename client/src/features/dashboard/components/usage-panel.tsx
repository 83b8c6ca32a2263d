import { Box, Button, Card, Flex, Heading, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { Plan, Subscription } from "../../../api/generated/model";
import { paths } from "../../../config/paths";
import { UsageMeters } from "../../../components/usage/usage-meters";

/** The plan and its usage against the plan's limits. */
export function UsagePanel({ plan, subscription }: { plan: Plan; subscription: Subscription }) {
  const activated = new Date(subscription.activatedAt);
  return (
    <Card.Root as="section" aria-labelledby="usage-heading" variant="outline" bg="bg">
      <Card.Body gap="6">
        <Flex direction={{ base: "column", md: "row" }} justify="space-between" gap="4" align={{ md: "center" }}>
          <Box>
            <Heading as="h2" id="usage-heading" size="md">
              Plan and usage
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {plan.name} · {plan.highlight}
              {!Number.isNaN(activated.getTime()) && ` · active since ${new Intl.DateTimeFormat("en-IN", { dateStyle: "medium" }).format(activated)}`}
            </Text>
          </Box>
          {plan.id !== "pro_plus" && (
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.pricing.getHref()}>Upgrade plan</RouterLink>
            </Button>
          )}
        </Flex>
        <UsageMeters subscription={subscription} />
      </Card.Body>
    </Card.Root>
  );
}
