import { Badge, Box, Flex, Icon, Link, List } from "@chakra-ui/react";
import type { IconType } from "react-icons";
import { FiActivity, FiBookOpen, FiCreditCard, FiFileText, FiMic, FiSearch, FiSend } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import type { ActivityItem } from "../../../api/generated/model";
import { activityKind } from "../utils/activity";
import { TimeAgo } from "./time-ago";

const ICONS: Record<string, IconType> = {
  "Job search": FiSearch,
  "Mock interview": FiMic,
  Resume: FiFileText,
  "Role notes": FiBookOpen,
  Plan: FiCreditCard,
  "Auto-Apply": FiSend,
};

/** A timeline of activity items, newest first, each linking to its tool. */
export function ActivityList({ items, label, showKind = true }: { items: ActivityItem[]; label: string; showKind?: boolean }) {
  return (
    <List.Root variant="plain" gap="1" aria-label={label}>
      {items.map((item) => {
        const kind = activityKind(item.kind);
        return (
          <List.Item key={item.id} data-kind={item.kind}>
            <Flex gap="3" align="flex-start" py="2" width="full">
              <Box
                flexShrink={0}
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="8"
                rounded="full"
                bg={`${kind.palette}.subtle`}
                color={`${kind.palette}.fg`}
                aria-hidden="true"
              >
                <Icon as={ICONS[kind.label] ?? FiActivity} boxSize="4" />
              </Box>
              <Box flex="1" minW="0">
                <Link asChild fontWeight="medium" color="fg" lineClamp={2}>
                  <RouterLink to={kind.to}>{item.summary}</RouterLink>
                </Link>
                <Flex gap="2" align="center" mt="0.5">
                  {showKind && (
                    <Badge size="sm" variant="surface" colorPalette={kind.palette}>
                      {kind.label}
                    </Badge>
                  )}
                  <TimeAgo iso={item.created_at} fontSize="xs" color="fg.muted" />
                </Flex>
              </Box>
            </Flex>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
