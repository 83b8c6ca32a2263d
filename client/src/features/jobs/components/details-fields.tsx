import { Field, Fieldset, Input, SimpleGrid, Textarea } from "@chakra-ui/react";
import type { ResumeData } from "../utils/resume-file";

interface DetailsFieldsProps {
  data: ResumeData;
  onChange: (field: keyof ResumeData, value: string) => void;
  disabled?: boolean;
}

/** SPEC section 3: the extracted details, all editable. Skills drive the search keywords. */
export function DetailsFields({ data, onChange, disabled }: DetailsFieldsProps) {
  return (
    <Fieldset.Root disabled={disabled}>
      <Fieldset.Legend fontWeight="semibold" fontSize="md">
        Extracted details
      </Fieldset.Legend>
      <Fieldset.HelperText>Check what we read, and fix anything we missed.</Fieldset.HelperText>
      <Fieldset.Content gap="3">
        {/* Side by side only when the panel itself is wide enough for a full email address. */}
        <SimpleGrid minChildWidth="15rem" gap="3">
          <Field.Root>
            <Field.Label>Name</Field.Label>
            <Input value={data.name} onChange={(e) => onChange("name", e.target.value)} autoComplete="name" />
          </Field.Root>
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input type="email" value={data.email} onChange={(e) => onChange("email", e.target.value)} autoComplete="email" />
          </Field.Root>
        </SimpleGrid>
        <Field.Root>
          <Field.Label>Location</Field.Label>
          <Input value={data.location} onChange={(e) => onChange("location", e.target.value)} placeholder="Remote" />
          <Field.HelperText>A city, a country, Anywhere, or blank for Remote.</Field.HelperText>
        </Field.Root>
        <Field.Root>
          <Field.Label>Experience</Field.Label>
          <Textarea value={data.experience} onChange={(e) => onChange("experience", e.target.value)} rows={3} autoresize maxH="40" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Skills</Field.Label>
          <Textarea value={data.skills} onChange={(e) => onChange("skills", e.target.value)} rows={2} autoresize maxH="32" />
          <Field.HelperText>Comma separated. Editing them refreshes the search keywords.</Field.HelperText>
        </Field.Root>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
