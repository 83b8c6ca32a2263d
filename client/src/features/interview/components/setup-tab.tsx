import { Box, Button, Checkbox, Field, Flex, Grid, Heading, Input, NativeSelect, Stack, Tag, Text, Textarea, Wrap } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { FiBriefcase, FiClock, FiPlay } from "react-icons/fi";
import { ErrorAlert } from "../../../components/ui/error-alert";
import type { SetupValues } from "../hooks/use-interview";
import { resumeLabel, useLatestResume } from "../../../hooks/use-latest-resume";
import { SENIORITY_OPTIONS, splitSkills, type SeniorityValue } from "../utils/interview-helpers";
import { FeatureShowcase } from "./feature-showcase";
import { LimitCallout } from "./limit-callout";

interface SetupTabProps {
  values: SetupValues;
  onChange: (values: SetupValues) => void;
  onStart: (values: SetupValues) => void;
  starting: boolean;
  limitMessage: string | null;
  /** The saved job the interview will practise for (Practise interview in the tracker). */
  job?: { title: string; company: string | null } | null;
  jobError?: unknown;
  onClearJob?: () => void;
}

/** SPEC section 2, Setup: role, seniority, company, skills, resume text, 'Start Interview', the answer-length tip and a showcase. */
export function SetupTab({ values, onChange, onStart, starting, limitMessage, job, jobError, onClearJob }: SetupTabProps) {
  const set = <K extends keyof SetupValues>(key: K, value: SetupValues[K]) => onChange({ ...values, [key]: value });
  const skills = splitSkills(values.skills);
  const { resume } = useLatestResume();
  const useStored = Boolean(resume && values.resumeId === resume.id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart(values);
  };

  return (
    <Grid templateColumns={{ base: "1fr", lg: "3fr 2fr" }} gap={{ base: "6", lg: "8" }} alignItems="start">
      <Box as="form" onSubmit={submit} aria-labelledby="interview-setup-heading" bg="bg" borderWidth="1px" borderColor="border.muted" rounded="2xl" p={{ base: "5", md: "7" }} shadow="xs">
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h2" id="interview-setup-heading" size="lg">
              Set up your mock interview
            </Heading>
            <Text color="fg.muted">Tell us the role you are preparing for. The questions follow what you enter here.</Text>
          </Stack>

          {limitMessage && <LimitCallout message={limitMessage} />}

          {job && (
            <Flex gap="3" p="4" rounded="xl" bg="brand.subtle" align="flex-start" role="note" aria-label="Practising for a saved job">
              <Box as="span" mt="1" color="brand.fg" aria-hidden="true">
                <FiBriefcase />
              </Box>
              <Stack gap="1" flex="1">
                <Text fontWeight="semibold">
                  Practising for {job.title}
                  {job.company ? ` at ${job.company}` : ""}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  The questions follow this job&apos;s description and the skills it requires. Add skills of your own below if you like.
                </Text>
              </Stack>
              <Button size="sm" variant="ghost" onClick={onClearJob}>
                Practise for something else
              </Button>
            </Flex>
          )}
          {jobError ? <ErrorAlert error={jobError} title="We couldn't open that saved job" /> : null}

          <Grid templateColumns={{ base: "1fr", md: "2fr 1fr" }} gap="4">
            <Field.Root>
              <Field.Label>Role</Field.Label>
              <Input size="lg" value={values.role} onChange={(e) => set("role", e.target.value)} autoComplete="organization-title" maxLength={120} />
            </Field.Root>
            <Field.Root>
              <Field.Label>Seniority</Field.Label>
              <NativeSelect.Root size="lg">
                <NativeSelect.Field value={values.seniority} onChange={(e) => set("seniority", e.target.value as SeniorityValue)}>
                  {SENIORITY_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Grid>

          <Field.Root>
            <Field.Label>Company (optional)</Field.Label>
            <Input size="lg" value={values.company} onChange={(e) => set("company", e.target.value)} placeholder="e.g. Nykaa" maxLength={120} />
          </Field.Root>

          <Field.Root>
            <Field.Label>Skills (comma separated)</Field.Label>
            <Input size="lg" value={values.skills} onChange={(e) => set("skills", e.target.value)} placeholder="e.g. Google Ads, Meta Ads, GA4, SQL" />
            <Field.HelperText>The questions ask about the skills you list.</Field.HelperText>
            {skills.length > 0 && (
              <Wrap gap="2" mt="1" aria-label="Skills to be asked about" role="list">
                {skills.map((skill, i) => (
                  <Tag.Root key={`${skill}-${i}`} colorPalette="brand" variant="subtle" role="listitem">
                    <Tag.Label>{skill}</Tag.Label>
                  </Tag.Root>
                ))}
              </Wrap>
            )}
          </Field.Root>

          {resume && (
            <Stack gap="1" p="4" rounded="xl" borderWidth="1px" borderColor="border.muted">
              <Checkbox.Root
                checked={useStored}
                onCheckedChange={(e) => set("resumeId", e.checked === true ? resume.id : undefined)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput aria-describedby="interview-stored-resume-hint" />
                <Checkbox.Control />
                <Checkbox.Label>Base the questions on my stored resume ({resumeLabel(resume)})</Checkbox.Label>
              </Checkbox.Root>
              <Text id="interview-stored-resume-hint" fontSize="sm" color="fg.muted" ps="7">
                Your latest resume, as uploaded or last edited in the Resume Builder: the questions ask about its roles, projects and skills
                {useStored ? ", and any pasted resume text below is not used." : "."}
              </Text>
            </Stack>
          )}

          <Field.Root>
            <Field.Label>Resume text (optional)</Field.Label>
            <Textarea
              value={values.resumeText}
              onChange={(e) => set("resumeText", e.target.value)}
              rows={5}
              placeholder="Paste your resume to get questions about your own experience."
              maxLength={50000}
            />
          </Field.Root>

          <Flex
            gap="3"
            p="4"
            rounded="xl"
            bg="orange.subtle"
            color="orange.fg"
            align="flex-start"
            role="note"
            aria-label="Tip"
          >
            <Box as="span" mt="0.5" aria-hidden="true">
              <FiClock />
            </Box>
            <Text fontSize="sm">
              <Text as="span" fontWeight="semibold">
                Tip:{" "}
              </Text>
              answer each question the way you would say it, in 60–120 seconds (about 130–260 words). Set the scene, say what you did, and end with the result and a number.
            </Text>
          </Flex>

          <Button type="submit" colorPalette="brand" size="lg" loading={starting} loadingText="Starting..." alignSelf={{ base: "stretch", sm: "flex-start" }}>
            <FiPlay aria-hidden="true" />
            Start Interview
          </Button>
        </Stack>
      </Box>
      <FeatureShowcase />
    </Grid>
  );
}
