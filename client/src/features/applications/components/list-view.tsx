import { Badge, Button, Table, Text } from "@chakra-ui/react";
import { FiArrowDown, FiArrowUp } from "react-icons/fi";
import type { TrackedApplication, TrackerSortParameter } from "../../../api/generated/model";
import { formatDate, formatDay, formatLpa, STATUS_LABEL, STATUS_PALETTE } from "../utils/tracker";

interface ListViewProps {
  applications: TrackedApplication[];
  sort: TrackerSortParameter;
  order: "asc" | "desc";
  selectedId: string | null;
  onSort: (sort: TrackerSortParameter, order: "asc" | "desc") => void;
  onOpen: (id: string) => void;
}

const COLUMNS: Array<{ key: TrackerSortParameter; label: string; first: "asc" | "desc"; end?: boolean }> = [
  { key: "title", label: "Role", first: "asc" },
  { key: "company", label: "Company", first: "asc" },
  { key: "status", label: "Status", first: "asc" },
  { key: "next_step_due", label: "Next step", first: "asc" },
  { key: "salary_lpa", label: "CTC", first: "desc", end: true },
  { key: "updated", label: "Changed", first: "desc" },
];

/** The tracker as a table; each column header sorts by it (again to reverse). */
export function ListView({ applications, sort, order, selectedId, onSort, onOpen }: ListViewProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl">
      <Table.Root size="sm" aria-label="Applications">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => {
              const active = sort === c.key;
              return (
                <Table.ColumnHeader key={c.key} aria-sort={active ? (order === "asc" ? "ascending" : "descending") : "none"} textAlign={c.end ? "end" : undefined}>
                  <Button variant="plain" size="xs" p="0" fontWeight="semibold" onClick={() => onSort(c.key, active ? (order === "asc" ? "desc" : "asc") : c.first)}>
                    {c.label}
                    {active && (order === "asc" ? <FiArrowUp aria-hidden="true" /> : <FiArrowDown aria-hidden="true" />)}
                  </Button>
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {applications.map((a) => (
            <Table.Row key={a.id} data-selected={a.id === selectedId ? "" : undefined} bg={a.id === selectedId ? "brand.subtle" : undefined}>
              <Table.Cell>
                <Button variant="plain" size="sm" p="0" h="auto" whiteSpace="normal" textAlign="start" onClick={() => onOpen(a.id)}>
                  {a.title}
                </Button>
                {a.ready_for_you && (
                  <Badge colorPalette="blue" size="sm" ms="2">
                    Ready for you
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>{a.company ?? ""}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={STATUS_PALETTE[a.status]} variant="subtle">
                  {STATUS_LABEL[a.status]}
                </Badge>
              </Table.Cell>
              <Table.Cell>
                {a.next_step && <Text>{a.next_step}</Text>}
                {a.next_step_due && (
                  <Text fontSize="xs" color="fg.muted">
                    {formatDay(a.next_step_due)}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">{formatLpa(a.salary_lpa)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={a.updated_at}>{formatDate(a.updated_at)}</time>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
