import { Box, Button, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FiClock } from "react-icons/fi";
import { useListPlaybooks } from "../../../api/generated/endpoints/notes/notes";
import { EXPERIENCE_LEVEL_OPTIONS } from "../utils/playbook-form";
import { formatPlaybookDate } from "../utils/format-date";

const RECENT_LIMIT = 5;

/** The user's last few playbooks; opening one shows it again without generating. Hidden until there is one. */
export function RecentPlaybooks({ onOpen, activeId, disabled }: { onOpen: (id: string) => void; activeId?: string; disabled: boolean }) {
  const query = useListPlaybooks({ limit: RECENT_LIMIT });
  const playbooks = query.data?.playbooks ?? [];
  if (query.isError || (!query.isLoading && playbooks.length === 0)) return null;
  return (
    <Box as="section" aria-labelledby="recent-playbooks-heading" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="2xl" p="5" shadow="xs">
      <Heading as="h2" id="recent-playbooks-heading" size="md" mb="3" display="flex" alignItems="center" gap="2">
        <FiClock aria-hidden="true" />
        Recent playbooks
      </Heading>
      {query.isLoading ? (
        <Stack gap="2">
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1">
          {playbooks.map((p) => {
            const level = EXPERIENCE_LEVEL_OPTIONS.find((o) => o.value === p.experience_level)?.label ?? p.experience_level;
            return (
              <li key={p.id}>
                <Button
                  variant={p.id === activeId ? "subtle" : "ghost"}
                  colorPalette="brand"
                  w="full"
                  h="auto"
                  py="2"
                  justifyContent="flex-start"
                  textAlign="left"
                  whiteSpace="normal"
                  disabled={disabled}
                  aria-current={p.id === activeId ? "true" : undefined}
                  onClick={() => onOpen(p.id)}
                >
                  <Stack gap="0" align="flex-start">
                    <Text fontWeight="medium" color="fg">
                      {p.title}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                      {level}
                      {p.target_company ? ` · ${p.target_company}` : ""} · {formatPlaybookDate(p.created_at)}
                    </Text>
                  </Stack>
                </Button>
              </li>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
