import { Button, chakra, Field, Grid, Heading, Input, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { FiBookOpen } from "react-icons/fi";
import { getCheckNotesFocusQueryKey, useCheckNotesFocus } from "../../../api/generated/endpoints/notes/notes";
import type { ExperienceLevel, WritingStyle } from "../../../api/generated/model";
import { EXPERIENCE_LEVEL_OPTIONS, TONE_OPTIONS, validateForm, withRole, type PlaybookFormValues } from "../utils/playbook-form";
import { mergeTopics } from "../utils/topics";
import { FocusAreaField } from "./focus-area-field";

interface PlaybookFormProps {
  values: PlaybookFormValues;
  onChange: (values: PlaybookFormValues) => void;
  onSubmit: (values: PlaybookFormValues) => void;
  busy: boolean;
}

/** SPEC section 2 and 5: target role (required), experience level, optional company, focus-area chips, tone. */
export function PlaybookForm({ values, onChange, onSubmit, busy }: PlaybookFormProps) {
  const [draft, setDraft] = useState("");
  const [roleError, setRoleError] = useState<string | null>(null);
  const set = <K extends keyof PlaybookFormValues>(key: K, value: PlaybookFormValues[K]) => onChange({ ...values, [key]: value });
  const toneHint = TONE_OPTIONS.find((t) => t.value === values.tone)?.hint;
  // Checked as the person types (debounced), so a focus that fits no part of the role is flagged before generating.
  const role = useDebounced(values.role.trim(), 400);
  const topics = useDebounced(values.topics, 400);
  const params = { role, focus_areas: topics };
  const focusCheck = useCheckNotesFocus(params, {
    query: { queryKey: getCheckNotesFocusQueryKey(params), enabled: role.length > 0 && topics.length > 0, staleTime: 5 * 60_000 },
  });
  const fit = useMemo(
    () => new Map((focusCheck.data?.focus_areas ?? []).map((f) => [f.text.toLowerCase(), { fit: f.fit, note: f.note }] as const)),
    [focusCheck.data],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = validateForm(values);
    setRoleError(error);
    if (error) return;
    // Topics typed but not yet added count too: people often type one and press Generate.
    const merged = draft.trim() ? mergeTopics(values.topics, draft) : null;
    const next = merged ? { ...values, topics: merged.topics } : values;
    if (merged) {
      onChange(next);
      setDraft(merged.overflow.join(", "));
    }
    onSubmit(next);
  };

  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-labelledby="playbook-form-heading"
      bg="bg"
      borderWidth="1px"
      borderColor="border.muted"
      rounded="2xl"
      p={{ base: "5", md: "6" }}
      shadow="xs"
    >
      <Stack gap="5">
        <Stack gap="1">
          <Heading as="h2" id="playbook-form-heading" size="lg">
            Request a playbook
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Tell us the role you are aiming for. The notes follow your level, focus areas and tone.
          </Text>
        </Stack>

        <Field.Root required invalid={Boolean(roleError)}>
          <Field.Label>
            Target role
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            size="lg"
            value={values.role}
            onChange={(e) => {
              onChange(withRole(values, e.target.value));
              if (roleError && e.target.value.trim()) setRoleError(null);
            }}
            placeholder="e.g. Data Analyst"
            autoComplete="organization-title"
            maxLength={120}
          />
          <Field.ErrorText>{roleError}</Field.ErrorText>
        </Field.Root>

        <Grid templateColumns={{ base: "1fr", sm: "1fr 1fr" }} gap="4">
          <Field.Root>
            <Field.Label>Experience level</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field value={values.experienceLevel} onChange={(e) => set("experienceLevel", e.target.value as ExperienceLevel)}>
                {EXPERIENCE_LEVEL_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Tone</Field.Label>
            <NativeSelect.Root size="lg">
              <NativeSelect.Field value={values.tone} onChange={(e) => set("tone", e.target.value as WritingStyle)}>
                {TONE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {toneHint && <Field.HelperText>{toneHint}</Field.HelperText>}
          </Field.Root>
        </Grid>

        <Field.Root>
          <Field.Label>Target company (optional)</Field.Label>
          <Input size="lg" value={values.company} onChange={(e) => set("company", e.target.value)} placeholder="e.g. Flipkart" maxLength={120} />
          <Field.HelperText>Adds a section on preparing for this company.</Field.HelperText>
        </Field.Root>

        <FocusAreaField
          topics={values.topics}
          onChange={(topics) => set("topics", topics)}
          draft={draft}
          onDraftChange={setDraft}
          fit={fit}
          suggestions={focusCheck.data?.suggestions}
        />

        <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Generating...">
          <FiBookOpen aria-hidden="true" />
          Generate playbook
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** The value once it has stopped changing for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
