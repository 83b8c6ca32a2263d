import { Badge, Box, Button, Card, Field, Flex, IconButton, Input, Skeleton, Stack, Text } from "@chakra-ui/react";
import { FiFolder, FiRefreshCw, FiTrash2 } from "react-icons/fi";
import { ErrorAlert } from "../../../components/ui/error-alert";
import type { Drafts } from "../hooks/use-drafts";
import { draftTime } from "../utils/drafts";

/** Where the form stands against its saved draft, in words. */
function status(drafts: Drafts): string {
  if (!drafts.current) return drafts.blank ? "Nothing to save yet." : "Not saved yet.";
  if (drafts.dirty) return `“${drafts.current.name}” has unsaved changes.`;
  return `“${drafts.current.name}” saved ${draftTime(drafts.current.updatedAt)}.`;
}

/**
 * Save Draft's other half: the name the form is saved under, where it stands, and the user's drafts to open again
 * (opening one replaces the form on screen, after asking when there are unsaved changes).
 */
export function DraftsCard({ drafts }: { drafts: Drafts }) {
  const { list, current } = drafts;

  const openDraft = (id: string, name: string) => {
    if (drafts.dirty && current?.id !== id && !window.confirm(`Open “${name}”? The changes to the form on screen that are not saved will be lost.`)) return;
    if (drafts.dirty && current?.id === id && !window.confirm(`Open “${name}” as it was saved? Your changes since then will be lost.`)) return;
    void drafts.openById(id);
  };

  return (
    <Card.Root as="section" aria-labelledby="drafts-heading" variant="outline" rounded="2xl">
      <Card.Header pb="2">
        <Card.Title as="h2" id="drafts-heading" fontSize="lg" display="flex" alignItems="center" gap="2">
          <FiFolder aria-hidden="true" />
          Drafts
        </Card.Title>
        <Card.Description>Save Draft keeps this form on your account, to finish later here or from your dashboard.</Card.Description>
      </Card.Header>
      <Card.Body gap="4" pt="2">
        <Field.Root>
          <Field.Label>Draft name</Field.Label>
          <Input value={drafts.name} onChange={(e) => drafts.setName(e.target.value)} placeholder={drafts.suggestedName} maxLength={120} />
          <Field.HelperText aria-live="polite" data-testid="draft-status">
            {status(drafts)}
          </Field.HelperText>
        </Field.Root>
        {current && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={() => void drafts.save(true)} disabled={drafts.saving}>
            Save as a new draft
          </Button>
        )}

        <Box>
          <Text fontWeight="semibold" fontSize="sm" mb="2" id="drafts-list-label">
            Your drafts
          </Text>
          {list.isPending ? (
            <Stack gap="2" role="status" aria-busy="true" aria-label="Loading your drafts">
              <Skeleton height="10" />
              <Skeleton height="10" />
            </Stack>
          ) : list.isError ? (
            <Stack gap="2" align="flex-start">
              <ErrorAlert error={list.error} title="We couldn't load your drafts" />
              <Button size="xs" variant="outline" onClick={() => void list.refetch()}>
                <FiRefreshCw aria-hidden="true" /> Try again
              </Button>
            </Stack>
          ) : list.data.drafts.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No drafts yet.
            </Text>
          ) : (
            <Stack as="ul" aria-labelledby="drafts-list-label" gap="2" listStyleType="none" m="0" p="0">
              {list.data.drafts.map((d) => (
                <Flex as="li" key={d.id} align="center" gap="2" borderWidth="1px" borderColor="border.muted" rounded="lg" px="3" py="2">
                  <Box flex="1" minW="0">
                    <Text fontWeight="medium" fontSize="sm" truncate title={d.name}>
                      {d.name}
                    </Text>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {[d.target_role.trim(), `updated ${draftTime(d.updated_at)}`].filter(Boolean).join(" · ")}
                    </Text>
                  </Box>
                  {current?.id === d.id && (
                    <Badge size="sm" colorPalette="brand" variant="subtle">
                      On screen
                    </Badge>
                  )}
                  <Button size="xs" variant="outline" onClick={() => openDraft(d.id, d.name)} loading={drafts.openingId === d.id} aria-label={`Open draft ${d.name}`}>
                    Open
                  </Button>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete draft ${d.name}`}
                    onClick={() => void drafts.discard(d)}
                    loading={drafts.deletingId === d.id}
                  >
                    <FiTrash2 />
                  </IconButton>
                </Flex>
              ))}
            </Stack>
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
