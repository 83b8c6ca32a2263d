import { Box, Button, Field, Flex, Input, Tag, Text, Wrap } from "@chakra-ui/react";
import { useId, useState, type KeyboardEvent } from "react";
import { FiPlus } from "react-icons/fi";
import { MAX_TOPICS, mergeNotice, mergeTopics, removeTopic } from "../utils/topics";

interface FocusAreaFieldProps {
  topics: string[];
  onChange: (topics: string[]) => void;
  /** The text typed but not yet added; the form adds it when the playbook is requested. */
  draft: string;
  onDraftChange: (draft: string) => void;
}

/**
 * Focus-area chips (SPEC section 5): added with Enter or Add; one entry may hold several topics separated by
 * commas, semicolons or new lines; empty input and case-insensitive duplicates are ignored; at most 8; removable.
 */
export function FocusAreaField({ topics, onChange, draft, onDraftChange }: FocusAreaFieldProps) {
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
            {topics.map((topic) => (
              <Tag.Root key={topic.toLowerCase()} size="lg" colorPalette="brand" variant="subtle" role="listitem" borderRadius="full">
                <Tag.Label>{topic}</Tag.Label>
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
            ))}
          </Wrap>
        )}
      </Box>
    </Field.Root>
  );
}
