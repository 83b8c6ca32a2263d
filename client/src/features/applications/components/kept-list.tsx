import { Button, Card, Flex, Heading, List, Skeleton, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { formatDate } from "../utils/tracker";

interface KeptItem {
  id: string;
  label: ReactNode;
  date: string;
}

/** A card listing what the user keeps (cover letters, match reports): the open one highlighted, newest first. */
export function KeptList(props: {
  headingId: string;
  heading: string;
  listLabel: string;
  empty: string;
  pending: boolean;
  items: KeptItem[] | undefined;
  selectedId: string | null | undefined;
  onSelect: (id: string) => void;
}) {
  const { headingId, heading, listLabel, empty, pending, items, selectedId, onSelect } = props;
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" rounded="2xl">
      <Card.Body gap="2">
        <Heading as="h2" size="sm" id={headingId}>
          {heading}
        </Heading>
        {pending ? (
          <Skeleton height="10" />
        ) : items?.length ? (
          <List.Root gap="1" ps="0" listStyleType="none" aria-label={listLabel}>
            {items.map((item) => (
              <List.Item key={item.id}>
                <Flex justify="space-between" align="center" gap="2">
                  <Button
                    variant={item.id === selectedId ? "subtle" : "plain"}
                    size="sm"
                    px={item.id === selectedId ? "2" : "0"}
                    h="auto"
                    whiteSpace="normal"
                    textAlign="start"
                    onClick={() => onSelect(item.id)}
                  >
                    {item.label}
                  </Button>
                  <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                    {formatDate(item.date)}
                  </Text>
                </Flex>
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {empty}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
