import { Badge, DataList, Flex, Text } from "@chakra-ui/react";
import type { AutoApplyStatus } from "../../../api/generated/model";
import { paths } from "../../../config/paths";
import { TimeAgo } from "./time-ago";
import { SectionCard } from "./section-card";

function When({ iso, never }: { iso: string | null; never: string }) {
  if (!iso) return <Text color="fg.muted">{never}</Text>;
  return (
    <TimeAgo iso={iso} />
  );
}

/** Auto-Apply at a glance: on or off, today's and total applications, the last run and the last application. */
export function AutoApplyPanel({ status }: { status: AutoApplyStatus }) {
  const fresh = !status.enabled && status.total_applications === 0 && !status.last_run_at;
  return (
    <SectionCard
      id="auto-apply-heading"
      title="Auto-Apply"
      action={{ label: status.enabled ? "Settings" : "Set up", to: paths.app.autoApply.getHref() }}
    >
      <Flex align="center" gap="2" mb="3">
        <Badge colorPalette={status.enabled ? "green" : "gray"} variant={status.enabled ? "solid" : "subtle"} size="md">
          {status.enabled ? "On" : "Off"}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {status.enabled ? "Applying to matching jobs within your daily cap." : fresh ? "Give consent and choose portals to let applications go out for you." : "Paused: no applications are going out."}
        </Text>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DataList.Item>
          <DataList.ItemLabel>Applications today</DataList.ItemLabel>
          <DataList.ItemValue>{status.applications_today}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Total applications</DataList.ItemLabel>
          <DataList.ItemValue>{status.total_applications}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Last run</DataList.ItemLabel>
          <DataList.ItemValue>
            <When iso={status.last_run_at} never="Not run yet" />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Last application</DataList.ItemLabel>
          <DataList.ItemValue>
            <When iso={status.last_applied_at} never="None yet" />
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </SectionCard>
  );
}
