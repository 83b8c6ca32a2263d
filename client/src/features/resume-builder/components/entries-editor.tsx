import { Box, Button, Card, EmptyState, Flex, Heading, IconButton, SimpleGrid, Stack, Text, VStack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FiBriefcase, FiFolder, FiPlus, FiTrash2 } from "react-icons/fi";
import type { ExperienceDraft, ProjectDraft } from "../utils/form";
import { CHECK_HIGHLIGHT } from "./review-alert";
import { TextField } from "./text-field";

interface EntryShellProps {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}

function EntryShell({ label, onRemove, children }: EntryShellProps) {
  return (
    <Box role="group" aria-label={label} borderWidth="1px" borderColor="border.muted" rounded="xl" p="4" bg="bg.subtle/40">
      <Flex align="center" justify="space-between" mb="3">
        <Text fontWeight="semibold" fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <IconButton aria-label={`Remove ${label.toLowerCase()}`} variant="ghost" size="sm" colorPalette="red" onClick={onRemove}>
          <FiTrash2 />
        </IconButton>
      </Flex>
      {children}
    </Box>
  );
}

interface SectionProps {
  id: string;
  title: string;
  description: string;
  addLabel: string;
  onAdd: () => void;
  count: number;
  emptyTitle: string;
  emptyText: string;
  icon: ReactNode;
  children: ReactNode;
  /** Highlighted for the person to check (the reader was unsure of this part). */
  check?: boolean;
}

function EntriesSection({ id, title, description, addLabel, onAdd, count, emptyTitle, emptyText, icon, children, check = false }: SectionProps) {
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" rounded="2xl" {...(check ? CHECK_HIGHLIGHT : {})}>
      <Card.Header pb="2">
        {/* Column on a phone; from sm up the add button always sits beside the heading, however long the description. */}
        <Flex direction={{ base: "column", sm: "row" }} align={{ base: "flex-start", sm: "center" }} justify="space-between" gap="3">
          <Box flex="1" minW="0">
            <Heading as="h2" id={id} size="md">
              {title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          </Box>
          {count > 0 && (
            <Button size="sm" variant="outline" onClick={onAdd} flexShrink="0">
              <FiPlus aria-hidden="true" />
              {addLabel}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>
        {count === 0 ? (
          <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" rounded="xl">
            <EmptyState.Content>
              <EmptyState.Indicator>{icon}</EmptyState.Indicator>
              <VStack textAlign="center" gap="1">
                <EmptyState.Title>{emptyTitle}</EmptyState.Title>
                <EmptyState.Description>{emptyText}</EmptyState.Description>
              </VStack>
              <Button size="sm" colorPalette="brand" variant="subtle" onClick={onAdd}>
                <FiPlus aria-hidden="true" />
                {addLabel}
              </Button>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <Stack gap="4">{children}</Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

interface ExperienceEditorProps {
  entries: ExperienceDraft[];
  onAdd: () => void;
  onChange: (id: string, field: Exclude<keyof ExperienceDraft, "id">, value: string) => void;
  onRemove: (id: string) => void;
  check?: boolean;
}

/** SPEC section 3: experience entries with title, company, location, start, end and bullets (one per line). */
export function ExperienceEditor({ entries, onAdd, onChange, onRemove, check = false }: ExperienceEditorProps) {
  return (
    <EntriesSection
      check={check}
      id="experience-heading"
      title="Experience"
      description="Your roles, most recent first. One achievement per line; numbers make them stronger."
      addLabel="Add experience"
      onAdd={onAdd}
      count={entries.length}
      emptyTitle="No roles yet"
      emptyText="Upload your resume to fill these in, or add your most recent role."
      icon={<FiBriefcase />}
    >
      {entries.map((entry, i) => {
        const bind = (field: Exclude<keyof ExperienceDraft, "id">) => ({
          value: entry[field],
          onChange: (value: string) => onChange(entry.id, field, value),
        });
        return (
          <EntryShell key={entry.id} label={`Experience ${i + 1}`} onRemove={() => onRemove(entry.id)}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField label="Job title" {...bind("title")} />
              <TextField label="Company" {...bind("company")} />
              <TextField label="Location" {...bind("location")} />
              <SimpleGrid columns={2} gap="3">
                <TextField label="Start" placeholder="Jan 2021" {...bind("start")} />
                <TextField label="End" placeholder="Present" {...bind("end")} />
              </SimpleGrid>
            </SimpleGrid>
            <Box mt="3">
              <TextField label="Bullets" rows={4} helperText="One per line" {...bind("bullets")} />
            </Box>
          </EntryShell>
        );
      })}
    </EntriesSection>
  );
}

interface ProjectEditorProps {
  entries: ProjectDraft[];
  onAdd: () => void;
  onChange: (id: string, field: Exclude<keyof ProjectDraft, "id">, value: string) => void;
  onRemove: (id: string) => void;
}

/** SPEC section 3: projects with name, link and bullets (one per line). */
export function ProjectEditor({ entries, onAdd, onChange, onRemove }: ProjectEditorProps) {
  return (
    <EntriesSection
      id="projects-heading"
      title="Projects"
      description="Side projects, case studies or portfolio pieces that prove your skills."
      addLabel="Add project"
      onAdd={onAdd}
      count={entries.length}
      emptyTitle="No projects yet"
      emptyText="A project with a link and a measurable result helps you stand out."
      icon={<FiFolder />}
    >
      {entries.map((entry, i) => {
        const bind = (field: Exclude<keyof ProjectDraft, "id">) => ({
          value: entry[field],
          onChange: (value: string) => onChange(entry.id, field, value),
        });
        return (
          <EntryShell key={entry.id} label={`Project ${i + 1}`} onRemove={() => onRemove(entry.id)}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField label="Project name" {...bind("name")} />
              <TextField label="Link" type="url" inputMode="url" placeholder="https://" {...bind("link")} />
            </SimpleGrid>
            <Box mt="3">
              <TextField label="Bullets" rows={3} helperText="One per line" {...bind("bullets")} />
            </Box>
          </EntryShell>
        );
      })}
    </EntriesSection>
  );
}
