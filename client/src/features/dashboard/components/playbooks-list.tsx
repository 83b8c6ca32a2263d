import { Flex, Icon, Link, List } from "@chakra-ui/react";
import { FiBookOpen } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import type { PlaybookSummary } from "../../../api/generated/model";
import { paths } from "../../../config/paths";
import { TimeAgo } from "./time-ago";

export function PlaybooksList({ playbooks }: { playbooks: PlaybookSummary[] }) {
  return (
    <List.Root variant="plain" gap="1" aria-label="Recent playbooks">
      {playbooks.map((p) => (
        <List.Item key={p.id}>
          <Flex gap="3" align="flex-start" py="2">
            <Icon as={FiBookOpen} color="orange.fg" mt="1" aria-hidden="true" />
            <Flex direction="column" minW="0">
              <Link asChild fontWeight="medium" color="fg" lineClamp={2}>
                <RouterLink to={paths.app.notes.getHref()}>{p.title}</RouterLink>
              </Link>
              <TimeAgo iso={p.created_at} fontSize="xs" color="fg.muted" />
            </Flex>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}
