import { Badge, Box, Button, Card, Flex, Heading, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router-dom";
import type { Plan, Subscription } from "../../../api/generated/model";
import { paths } from "../../../config/paths";
import { usageMeters, type UsageMeter } from "../utils/usage-meters";

const PALETTE: Record<UsageMeter["tone"], string> = { ok: "brand", warning: "orange", full: "red", unlimited: "green", none: "gray" };

function Meter({ meter }: { meter: UsageMeter }) {
  const id = `meter-${meter.key}`;
  return (
    <Stack gap="2" role="group" aria-labelledby={id} data-meter={meter.key}>
      {/* The header grows, so the bars line up across a row even when one label wraps. */}
      <Flex justify="space-between" align="flex-start" gap="2" flex="1">
        <Text fontWeight="medium" id={id}>
          {meter.label}{" "}
          <Text as="span" color="fg.muted" fontWeight="normal" fontSize="sm">
            {meter.period}
          </Text>
        </Text>
        {meter.limit === null ? (
          <Badge colorPalette="green" variant="subtle" flexShrink="0">
            Unlimited
          </Badge>
        ) : (
          <Text fontSize="sm" fontWeight="semibold" flexShrink="0" whiteSpace="nowrap">
            {Math.min(meter.used, meter.limit)} / {meter.limit}
          </Text>
        )}
      </Flex>
      <Progress.Root
        value={meter.limit === null ? 100 : meter.percent}
        size="sm"
        colorPalette={PALETTE[meter.tone]}
        striped={meter.tone === "unlimited"}
      >
        {/* The track is the element with role="progressbar", so its name and value text go there (not on the root). */}
        <Progress.Track rounded="full" aria-label={`${meter.label} ${meter.period}`} aria-valuetext={meter.text}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted">
        {meter.text}
      </Text>
    </Stack>
  );
}

/** The plan and its usage against the plan's limits. */
export function UsagePanel({ plan, subscription }: { plan: Plan; subscription: Subscription }) {
  const meters = usageMeters(subscription);
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
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {meters.map((meter) => (
            <Meter key={meter.key} meter={meter} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
