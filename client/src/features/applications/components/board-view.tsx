import { Badge, Box, Button, Flex, Heading, HStack, NativeSelect, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useState } from "react";
import { FiCalendar, FiZap } from "react-icons/fi";
import type { TrackedApplication, TrackerStatus } from "../../../api/generated/model";
import { byStatus, formatDay, formatLpa, isOverdue, neighbourStatus, STATUSES, STATUS_LABEL, STATUS_PALETTE } from "../utils/tracker";

interface BoardViewProps {
  applications: TrackedApplication[];
  selectedId: string | null;
  onMove: (id: string, to: TrackerStatus) => void;
  onOpen: (id: string) => void;
}

function Card({ app, selected, onMove, onOpen }: { app: TrackedApplication; selected: boolean; onMove: BoardViewProps["onMove"]; onOpen: BoardViewProps["onOpen"] }) {
  const overdue = isOverdue(app.next_step_due);
  return (
    <Box
      as="li"
      listStyleType="none"
      draggable
      onDragStart={(e: React.DragEvent) => {
        e.dataTransfer.setData("text/plain", app.id);
        e.dataTransfer.effectAllowed = "move";
      }}
      bg="bg"
      borderWidth="1px"
      borderColor={selected ? "brand.solid" : "border.muted"}
      rounded="lg"
      p="3"
      shadow="xs"
      cursor="grab"
      data-application={app.id}
    >
      <Button
        variant="plain"
        p="0"
        h="auto"
        minW="0"
        whiteSpace="normal"
        textAlign="start"
        justifyContent="flex-start"
        fontWeight="semibold"
        onClick={() => onOpen(app.id)}
        aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight"
        aria-describedby={`move-hint-${app.id}`}
        onKeyDown={(e) => {
          if (!e.altKey || (e.key !== "ArrowLeft" && e.key !== "ArrowRight")) return;
          const to = neighbourStatus(app.status, e.key === "ArrowLeft" ? -1 : 1);
          if (to) {
            e.preventDefault();
            onMove(app.id, to);
          }
        }}
      >
        {app.title}
      </Button>
      <VisuallyHidden id={`move-hint-${app.id}`}>Alt and the left or right arrow move it to the previous or next column.</VisuallyHidden>
      <Text fontSize="sm" color="fg.muted">
        {app.company || "Company"}
        {app.location ? ` · ${app.location}` : ""}
      </Text>
      <HStack gap="1.5" mt="2" wrap="wrap">
        {app.ready_for_you && (
          <Badge colorPalette="blue" variant="solid" size="sm">
            <FiZap aria-hidden="true" /> Ready for you
          </Badge>
        )}
        {app.salary_lpa !== null && (
          <Badge variant="outline" size="sm">
            {formatLpa(app.salary_lpa)}
          </Badge>
        )}
        {app.next_step_due && (
          <Badge colorPalette={overdue ? "red" : "gray"} variant="subtle" size="sm" title={app.next_step ?? undefined}>
            <FiCalendar aria-hidden="true" /> {overdue ? "Overdue: " : "Due "}
            {formatDay(app.next_step_due)}
          </Badge>
        )}
      </HStack>
      <NativeSelect.Root size="xs" mt="2">
        <NativeSelect.Field aria-label={`Status of ${app.title}${app.company ? ` at ${app.company}` : ""}`} value={app.status} onChange={(e) => onMove(app.id, e.target.value as TrackerStatus)}>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

/** One column per status. Drag a card to another column, or use its Status menu (or Alt + arrow keys) from the keyboard. */
export function BoardView({ applications, selectedId, onMove, onOpen }: BoardViewProps) {
  const columns = byStatus(applications);
  const [over, setOver] = useState<TrackerStatus | null>(null);
  return (
    <Flex gap="3" overflowX="auto" pb="2" align="stretch" role="region" aria-label="Application board" tabIndex={0}>
      {STATUSES.map((status) => (
        <Box
          as="section"
          key={status}
          aria-labelledby={`column-${status}`}
          minW="56"
          flex="1"
          bg={over === status ? "brand.subtle" : "bg.muted"}
          rounded="xl"
          p="3"
          onDragOver={(e: React.DragEvent) => {
            e.preventDefault();
            e.dataTransfer.dropEffect = "move";
            setOver(status);
          }}
          onDragLeave={() => setOver((s) => (s === status ? null : s))}
          onDrop={(e: React.DragEvent) => {
            e.preventDefault();
            setOver(null);
            const id = e.dataTransfer.getData("text/plain");
            if (id) onMove(id, status);
          }}
          data-column={status}
        >
          <Flex justify="space-between" align="center" mb="2">
            <Heading as="h2" size="sm" id={`column-${status}`}>
              {STATUS_LABEL[status]}
            </Heading>
            <Badge colorPalette={STATUS_PALETTE[status]} variant="subtle" aria-label={`${columns[status].length} applications`}>
              {columns[status].length}
            </Badge>
          </Flex>
          <Stack as="ul" gap="2" aria-label={`${STATUS_LABEL[status]} applications`} minH="16">
            {columns[status].map((app) => (
              <Card key={app.id} app={app} selected={app.id === selectedId} onMove={onMove} onOpen={onOpen} />
            ))}
          </Stack>
        </Box>
      ))}
    </Flex>
  );
}
