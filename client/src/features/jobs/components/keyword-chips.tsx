import { Box, Button, Field, Flex, HStack, Input, Tag, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FiPlus } from "react-icons/fi";
import { MAX_KEYWORDS } from "../../../../../common/keywords";

interface KeywordChipsProps {
  keywords: string[];
  onAdd: (text: string) => void;
  onRemove: (keyword: string) => void;
}

/** The search keywords: the cleaned skills as removable chips, and an input to add more (same cleaning, at most 8). */
export function KeywordChips({ keywords, onAdd, onRemove }: KeywordChipsProps) {
  const [text, setText] = useState("");
  const full = keywords.length >= MAX_KEYWORDS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    onAdd(text);
    setText("");
  };

  return (
    <Box as="section" aria-labelledby="keywords-heading">
      <Flex justify="space-between" align="baseline" mb="2">
        <Text id="keywords-heading" fontWeight="semibold">
          Search keywords
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {keywords.length}/{MAX_KEYWORDS}
        </Text>
      </Flex>
      {keywords.length === 0 ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          No keywords yet. They come from your skills; you can also add them here.
        </Text>
      ) : (
        <Flex as="ul" aria-label="Search keywords" wrap="wrap" gap="2" mb="3" listStyleType="none">
          {keywords.map((keyword) => (
            <li key={keyword}>
              <Tag.Root size="lg" colorPalette="brand" variant="subtle" rounded="full">
                <Tag.Label>{keyword}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger aria-label={`Remove ${keyword}`} onClick={() => onRemove(keyword)} />
                </Tag.EndElement>
              </Tag.Root>
            </li>
          ))}
        </Flex>
      )}
      <form onSubmit={submit}>
        <Field.Root>
          <Field.Label srOnly>Add a keyword</Field.Label>
          <HStack gap="2" width="full">
            <Input
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={full ? "8 keywords is the most a search uses" : "Add a keyword, e.g. power bi"}
              disabled={full}
            />
            <Button type="submit" variant="outline" disabled={full || !text.trim()}>
              <FiPlus aria-hidden="true" />
              Add
            </Button>
          </HStack>
        </Field.Root>
      </form>
    </Box>
  );
}
