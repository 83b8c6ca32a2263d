import { Badge, Flex, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { Subscription } from "../../api/generated/model";
import { usageMeters, type UsageMeter } from "../../lib/usage-meters";

const PALETTE: Record<UsageMeter["tone"], string> = { ok: "brand", warning: "orange", full: "red", unlimited: "green", none: "gray" };

function Meter({ meter, idPrefix }: { meter: UsageMeter; idPrefix: string }) {
  const id = `${idPrefix}-${meter.key}`;
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
            {meter.unit === "minutes" ? " min" : ""}
          </Text>
        )}
      </Flex>
      <Progress.Root value={meter.limit === null ? 100 : meter.percent} size="sm" colorPalette={PALETTE[meter.tone]} striped={meter.tone === "unlimited"}>
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

/**
 * The usage counters of a subscription against the plan's limits, as bars (the dashboard's plan panel and the
 * Account screen's Billing tab). `idPrefix` keeps the labels' ids unique when a page shows the meters twice.
 */
export function UsageMeters({ subscription, idPrefix = "meter", columns = { base: 1, sm: 2, lg: 3 } }: { subscription: Pick<Subscription, "usage">; idPrefix?: string; columns?: Record<string, number> }) {
  return (
    <SimpleGrid columns={columns} gap="6">
      {usageMeters(subscription).map((meter) => (
        <Meter key={meter.key} meter={meter} idPrefix={idPrefix} />
      ))}
    </SimpleGrid>
  );
}
