import { Box, Button, chakra, Field, Flex, Input, List, Tag, Text, Wrap } from "@chakra-ui/react";
import { useId, useState, type KeyboardEvent } from "react";
import { FiPlus } from "react-icons/fi";
import { MAX_TOPICS, mergeNotice, mergeTopics, removeTopic } from "../utils/topics";

interface FocusAreaFieldProps {
  topics: string[];
  onChange: (topics: string[]) => void;
  /** The text typed but not yet added; the form adds it when the playbook is requested. */
  draft: string;
  onDraftChange: (draft: string) => void;
  /** How each topic fits the target role (from GET /notes/focus-check), by lower-cased topic. */
  fit?: ReadonlyMap<string, { fit: "fits" | "other_role" | "unknown"; note: string }>;
  /** The role's own topics, offered when a chosen one does not fit. */
  suggestions?: string[];
}

/**
 * Focus-area chips (SPEC section 5): added with Enter or Add; one entry may hold several topics separated by
 * commas, semicolons or new lines; empty input and case-insensitive duplicates are ignored; at most 8; removable.
 */
export function FocusAreaField({ topics, onChange, draft, onDraftChange, fit, suggestions = [] }: FocusAreaFieldProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const listId = useId();
  const full = topics.length >= MAX_TOPICS;

  const add = () => {
    const result = mergeTopics(topics, draft);
    setNotice(mergeNotice(result));
    if (result.added.length > 0) onChange(result.topics);
    // Keep only what could not be added because the list is full, so nothing typed is lost silently.
    onDraftChange(result.overflow.join(", "));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault(); // Enter adds a chip here; it must not submit the form
      add();
    }
  };

  return (
    <Field.Root>
      <Field.Label>Focus areas</Field.Label>
      <Flex gap="2" w="full">
        <Input
          size="lg"
          value={draft}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={full ? "Remove a topic to add another" : "e.g. SQL, A/B testing; stakeholder management"}
          aria-describedby={listId}
          maxLength={400}
        />
        <Button type="button" size="lg" variant="outline" colorPalette="brand" onClick={add} aria-label="Add focus area">
          <FiPlus aria-hidden="true" />
          Add
        </Button>
      </Flex>
      <Field.HelperText>
        Press Enter or Add. Separate several topics with commas, semicolons or new lines. {topics.length}/{MAX_TOPICS} topics.
      </Field.HelperText>
      {notice && (
        <Text fontSize="sm" color="orange.fg" role="status">
          {notice}
        </Text>
      )}
      <Box id={listId} w="full">
        {topics.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" mt="1">
            No focus areas yet: the playbook will suggest the topics that matter most for the role.
          </Text>
        ) : (
          <Wrap gap="2" mt="1" role="list" aria-label="Focus areas added">
            {topics.map((topic) => {
              const misfit = fit?.get(topic.toLowerCase())?.fit === "other_role";
              return (
              <Tag.Root key={topic.toLowerCase()} size="lg" colorPalette={misfit ? "orange" : "brand"} variant={misfit ? "outline" : "subtle"} role="listitem" borderRadius="full">
                <Tag.Label>
                  {topic}
                  {misfit && <chakra.span srOnly> (does not fit the role)</chakra.span>}
                </Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={`Remove ${topic}`}
                    onClick={() => {
                      setNotice(null);
                      onChange(removeTopic(topics, topic));
                    }}
                  />
                </Tag.EndElement>
              </Tag.Root>
              );
            })}
          </Wrap>
        )}
        <FitNotes topics={topics} fit={fit} suggestions={suggestions} onAdd={(t) => onChange(mergeTopics(topics, t).topics)} full={full} />
      </Box>
    </Field.Root>
  );
}

/**
 * Before generating: which chosen focus areas fit no part of the role (a product-strategy deep dive in a nurse's
 * playbook), what the library does not cover for it, and the role's own topics to add instead.
 */
function FitNotes({
  topics,
  fit,
  suggestions,
  onAdd,
  full,
}: {
  topics: string[];
  fit: FocusAreaFieldProps["fit"];
  suggestions: string[];
  onAdd: (topic: string) => void;
  full: boolean;
}) {
  const flagged = topics.map((t) => ({ topic: t, check: fit?.get(t.toLowerCase()) })).filter((x) => x.check && x.check.fit !== "fits");
  if (flagged.length === 0) return null;
  const misfits = flagged.some((x) => x.check!.fit === "other_role");
  return (
    <Box mt="3" p="3" rounded="lg" borderWidth="1px" borderColor={misfits ? "orange.muted" : "border.muted"} bg={misfits ? "orange.subtle" : "bg.subtle"} role="status">
      <Text fontSize="sm" fontWeight="semibold">
        {misfits ? "Some focus areas do not fit this role" : "About your focus areas"}
      </Text>
      <List.Root fontSize="sm" ps="4" mt="1" gap="1">
        {flagged.map(({ topic, check }) => (
          <List.Item key={topic}>{check!.note}</List.Item>
        ))}
      </List.Root>
      {suggestions.length > 0 && !full && (
        <Flex gap="2" wrap="wrap" align="center" mt="2">
          <Text fontSize="sm" color="fg.muted">
            Topics of this role:
          </Text>
          {suggestions.map((s) => (
            <Button key={s} size="xs" variant="outline" colorPalette="brand" onClick={() => onAdd(s)} aria-label={`Add ${s}`}>
              <FiPlus aria-hidden="true" />
              {s}
            </Button>
          ))}
        </Flex>
      )}
    </Box>
  );
}
