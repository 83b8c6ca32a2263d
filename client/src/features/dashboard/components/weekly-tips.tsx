import { Badge, Box, Button, Flex, List, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FiMail } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { getGetWeeklyTipsQueryKey, useGetWeeklyTips } from "../../../api/generated/endpoints/dashboard/dashboard";
import type { WeeklyTipsTipsItemKind } from "../../../api/generated/model";
import { SectionCard } from "./section-card";

const KIND_LABEL: Record<WeeklyTipsTipsItemKind, string> = {
  skill_gap: "Skill gap",
  interview: "Interview",
  follow_up: "Follow up",
  next_step: "Next step",
  new_jobs: "New jobs",
  resume: "Resume",
  evergreen: "Tip",
};

/** The week's career tips, written from the person's own activity (the same ones the Monday email sends). */
export function WeeklyTipsPanel() {
  const tips = useGetWeeklyTips({ query: { queryKey: getGetWeeklyTipsQueryKey(), staleTime: 10 * 60_000 } });
  return (
    <SectionCard id="tips-heading" title="This week's career tips">
      {tips.isPending ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading tips">
          <Skeleton height="16px" width="70%" />
          <Skeleton height="48px" />
          <Skeleton height="48px" />
        </Stack>
      ) : tips.isError ? (
        <Text fontSize="sm" color="fg.muted">
          Tips are not available right now.
        </Text>
      ) : (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {tips.data.headline}
          </Text>
          <List.Root listStyleType="none" gap="3" aria-label="Career tips">
            {tips.data.tips.map((tip) => (
              <List.Item key={tip.title}>
                <Box>
                  <Flex gap="2" align="center" wrap="wrap">
                    <Badge size="sm" variant="surface" colorPalette={tip.kind === "evergreen" ? "gray" : "brand"}>
                      {KIND_LABEL[tip.kind]}
                    </Badge>
                    <Text fontWeight="semibold" fontSize="sm">
                      {tip.title}
                    </Text>
                  </Flex>
                  <Text fontSize="sm" mt="1">
                    {tip.body}
                  </Text>
                  {tip.action && (
                    <Button asChild size="xs" variant="plain" colorPalette="brand" px="0" mt="1">
                      <RouterLink to={tip.action.href}>{tip.action.label}</RouterLink>
                    </Button>
                  )}
                </Box>
              </List.Item>
            ))}
          </List.Root>
          <Flex gap="2" align="center" fontSize="xs" color="fg.muted">
            <FiMail aria-hidden="true" />
            <Text>
              {tips.data.emailed ? "Also sent to your email this week." : "Sent by email on Mondays when Weekly Career Tips is on."}{" "}
              <RouterLink to="/profile?tab=notifications">Email settings</RouterLink>
            </Text>
          </Flex>
        </Stack>
      )}
    </SectionCard>
  );
}
