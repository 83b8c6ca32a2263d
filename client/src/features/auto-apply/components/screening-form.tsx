import { Button, Card, Field, Heading, Input, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import type { ScreeningProfile } from "../../../api/generated/model";
import { ErrorAlert, StatusAlert } from "../../../components/ui/error-alert";
import { useSaveScreening, useScreeningProfile } from "../api/use-auto-apply";
import { screeningBody, screeningForm, type ScreeningFormValues } from "../utils/screening";

function Form({ profile }: { profile: ScreeningProfile }) {
  const [values, setValues] = useState<ScreeningFormValues>(() => screeningForm(profile));
  const [error, setError] = useState<{ field: keyof ScreeningFormValues; message: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSaveScreening();
  const set = (k: keyof ScreeningFormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setSaved(false);
    setValues((v) => ({ ...v, [k]: e.target.value }));
  };
  const field = (k: Exclude<keyof ScreeningFormValues, "willing_to_relocate">, label: string, props: Record<string, unknown> = {}) => (
    <Field.Root invalid={error?.field === k}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" value={values[k]} onChange={set(k)} {...props} />
      <Field.ErrorText>{error?.field === k ? error.message : ""}</Field.ErrorText>
    </Field.Root>
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = screeningBody(values);
    if ("error" in checked) return setError(checked.error);
    setError(null);
    save.mutate(
      { data: checked.body },
      {
        onSuccess: (p) => {
          setValues(screeningForm(p));
          setSaved(true);
        },
      },
    );
  };
  return (
    <form aria-label="Screening answers" noValidate onSubmit={onSubmit}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {field("notice_period", "Notice period", { placeholder: "e.g. 30 days" })}
          {field("current_ctc_lpa", "Current CTC (LPA)", { inputMode: "decimal", placeholder: "e.g. 18" })}
          {field("expected_ctc_lpa", "Expected CTC (LPA)", { inputMode: "decimal", placeholder: "e.g. 24" })}
          {field("years_of_experience", "Years of experience", { inputMode: "decimal", placeholder: "From your resume if blank" })}
          {field("work_authorisation", "Work authorisation", { placeholder: "e.g. Indian citizen; no sponsorship needed" })}
          <Field.Root>
            <Field.Label>Willing to relocate</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={values.willing_to_relocate} onChange={set("willing_to_relocate")}>
                <option value="">Not said</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <ErrorAlert error={save.error} title="Not saved" />
        {saved && <StatusAlert status="success" message="Screening answers saved. Every application pack uses them." />}
        <Button type="submit" size="sm" colorPalette="brand" alignSelf="flex-start" loading={save.isPending} loadingText="Saving...">
          Save screening answers
        </Button>
      </Stack>
    </form>
  );
}

/** Facts a resume cannot show, used to answer the usual screening questions in every application pack. */
export function ScreeningCard() {
  const profile = useScreeningProfile();
  return (
    <Card.Root as="section" aria-labelledby="screening-heading" variant="outline" rounded="2xl" shadow="sm" id="screening-answers">
      <Card.Header>
        <Heading as="h2" id="screening-heading" size="lg">
          Screening answers
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          For postings Auto-Apply hands to you, it prepares answers to the usual screening questions from your resume and these facts. Anything left blank is marked for you to fill in, never guessed.
        </Text>
      </Card.Header>
      <Card.Body>
        {profile.isPending ? <Skeleton height="24" /> : profile.isError ? <ErrorAlert error={profile.error} title="Screening answers could not be loaded" /> : <Form profile={profile.data} />}
      </Card.Body>
    </Card.Root>
  );
}
