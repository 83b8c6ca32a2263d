import { Badge, Box, Button, Card, Field, Fieldset, Flex, Heading, HStack, Input, SimpleGrid, Stack, Switch, Text, Wrap } from "@chakra-ui/react";
import { useState, type FormEvent } from "react";
import { FiRotateCcw, FiSave, FiX } from "react-icons/fi";
import type { AutoApplyConsent, AutoApplySettings } from "../../../api/generated/model";
import { StatusAlert } from "../../../components/ui/error-alert";
import { useReloadAutoApply, useSaveSettings } from "../api/use-auto-apply";
import {
  DAILY_CAP_BOUNDS,
  MESSAGES,
  MIN_MATCH_BOUNDS,
  PORTALS,
  formFromServer,
  outOfBounds,
  parseNumber,
  splitList,
  toSettingsPayload,
  type PortalId,
  type SettingsFormValues,
} from "../utils/settings-form";

type Notice = { status: "success" | "error"; text: string } | null;

interface SettingsFormProps {
  settings: AutoApplySettings;
  consent: AutoApplyConsent;
}

function ToggleRow({
  label,
  description,
  checked,
  disabled,
  onChange,
  emphasis,
}: {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  emphasis?: boolean;
}) {
  return (
    <Switch.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked)}
      colorPalette="brand"
      size={emphasis ? "lg" : "md"}
      width="full"
      asChild
    >
      <Flex
        as="label"
        justify="space-between"
        align="center"
        gap="4"
        px="3"
        py={emphasis ? "3" : "2"}
        rounded="lg"
        borderWidth="1px"
        borderColor={checked ? "brand.emphasized" : "border.muted"}
        bg={checked ? "brand.subtle" : "bg"}
        cursor={disabled ? "not-allowed" : "pointer"}
        opacity={disabled ? 0.7 : 1}
        css={{ "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" } }}
      >
        <Stack gap="0.5">
          <Switch.Label fontWeight={emphasis ? "semibold" : "medium"}>{label}</Switch.Label>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
        <Switch.HiddenInput role="switch" />
        <Switch.Control />
      </Flex>
    </Switch.Root>
  );
}

function ListPreview({ items, label }: { items: string[]; label: string }) {
  if (items.length === 0) return null;
  return (
    <Wrap gap="1.5" mt="1" aria-label={label}>
      {items.map((item) => (
        <Badge key={item} variant="subtle" colorPalette="brand" size="sm">
          {item}
        </Badge>
      ))}
    </Wrap>
  );
}

/**
 * The settings form (SPEC sections 3, 4, 5): enable switch (only with consent), min match % and daily cap with their
 * bounds, the seven portals, locations and roles (comma separated), pause until; save and reset.
 */
export function SettingsForm({ settings, consent }: SettingsFormProps) {
  const save = useSaveSettings();
  const reload = useReloadAutoApply();
  const [values, setValues] = useState<SettingsFormValues>(() => formFromServer(settings, consent));
  const [notice, setNotice] = useState<Notice>(null);
  const [invalidNumbers, setInvalidNumbers] = useState(false);
  const [resetting, setResetting] = useState(false);
  const accepted = consent.accepted;

  // SPEC section 4: revoking consent also switches enabled off locally.
  const [seenAccepted, setSeenAccepted] = useState(accepted);
  if (seenAccepted !== accepted) {
    setSeenAccepted(accepted);
    if (!accepted && values.enabled) setValues({ ...values, enabled: false });
  }

  const update = <K extends keyof SettingsFormValues>(key: K, value: SettingsFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
  };
  const setPortal = (id: PortalId, on: boolean) => setValues((current) => ({ ...current, portals: { ...current.portals, [id]: on } }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const result = toSettingsPayload(values, accepted);
    if (!result.ok) {
      setInvalidNumbers(result.message === MESSAGES.notNumbers);
      setNotice({ status: "error", text: result.message });
      return;
    }
    setInvalidNumbers(false);
    setNotice(null);
    save.mutate(
      { data: result.payload },
      {
        onSuccess: (saved) => {
          // SPEC section 4: after saving, the form shows what the server stored.
          setValues(formFromServer(saved, consent));
          setNotice({ status: "success", text: MESSAGES.saved });
        },
        onError: (err) => setNotice({ status: "error", text: err.message || MESSAGES.saveFailed }),
      },
    );
  };

  const onReset = async () => {
    setNotice(null);
    setInvalidNumbers(false);
    setResetting(true);
    try {
      const fresh = await reload();
      setSeenAccepted(fresh.consent.accepted);
      setValues(formFromServer(fresh.settings, fresh.consent));
    } catch (err) {
      setNotice({ status: "error", text: err instanceof Error && err.message ? err.message : MESSAGES.loadFailed });
    } finally {
      setResetting(false);
    }
  };

  const minInvalid = (invalidNumbers && parseNumber(values.minMatchPct) === null) || outOfBounds(values.minMatchPct, MIN_MATCH_BOUNDS);
  const capInvalid = (invalidNumbers && parseNumber(values.dailyCap) === null) || outOfBounds(values.dailyCap, DAILY_CAP_BOUNDS);
  const portalsOn = PORTALS.filter((p) => values.portals[p.id]).length;
  const busy = save.isPending || resetting;

  return (
    <Card.Root as="section" aria-labelledby="settings-heading" variant="outline" rounded="2xl" shadow="sm">
      <Card.Header>
        <Heading as="h2" id="settings-heading" size="lg">
          Settings
        </Heading>
        <Card.Description>Choose where and how often Hirewise applies for you.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate aria-label="Auto-Apply settings">
          <Stack gap="6">
            <ToggleRow
              emphasis
              label="Enable Auto-Apply"
              description={accepted ? "Apply to matching jobs automatically, within the limits below." : "Grant consent first to switch Auto-Apply on."}
              checked={values.enabled}
              disabled={!accepted}
              onChange={(on) => update("enabled", on)}
            />

            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Field.Root invalid={minInvalid}>
                <Field.Label>Min match %</Field.Label>
                <Input
                  type="number"
                  name="min_match_pct"
                  inputMode="decimal"
                  min={MIN_MATCH_BOUNDS.min}
                  max={MIN_MATCH_BOUNDS.max}
                  step={1}
                  value={values.minMatchPct}
                  onChange={(e) => update("minMatchPct", e.target.value)}
                />
                <Field.HelperText>Only jobs scoring at least this much (0 to 100).</Field.HelperText>
              </Field.Root>
              <Field.Root invalid={capInvalid}>
                <Field.Label>Daily cap</Field.Label>
                <Input
                  type="number"
                  name="daily_cap"
                  inputMode="numeric"
                  min={DAILY_CAP_BOUNDS.min}
                  max={DAILY_CAP_BOUNDS.max}
                  step={1}
                  value={values.dailyCap}
                  onChange={(e) => update("dailyCap", e.target.value)}
                />
                <Field.HelperText>Most applications per day (1 to 200).</Field.HelperText>
              </Field.Root>
            </SimpleGrid>

            <Fieldset.Root>
              <Flex justify="space-between" align="baseline" gap="2">
                <Fieldset.Legend fontWeight="semibold">Portals</Fieldset.Legend>
                <Text fontSize="sm" color="fg.muted">
                  {portalsOn} of {PORTALS.length} on
                </Text>
              </Flex>
              <Fieldset.HelperText>
                Greenhouse and Lever applications are submitted for you; on the others Hirewise prepares each one and leaves you a one-click Apply link.
              </Fieldset.HelperText>
              <Fieldset.Content>
                <SimpleGrid columns={{ base: 1, sm: 2, xl: 3 }} gap="2">
                  {PORTALS.map((portal) => (
                    <ToggleRow key={portal.id} label={portal.label} checked={values.portals[portal.id]} onChange={(on) => setPortal(portal.id, on)} />
                  ))}
                </SimpleGrid>
              </Fieldset.Content>
            </Fieldset.Root>

            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Field.Root>
                <Field.Label>Locations</Field.Label>
                <Input
                  name="locations"
                  placeholder="Bengaluru, Remote"
                  value={values.locations}
                  onChange={(e) => update("locations", e.target.value)}
                />
                <Field.HelperText>Comma separated. Leave empty for any location.</Field.HelperText>
                <ListPreview items={splitList(values.locations)} label="Location list" />
              </Field.Root>
              <Field.Root>
                <Field.Label>Roles</Field.Label>
                <Input
                  name="roles"
                  placeholder="Product Manager, Growth Lead"
                  value={values.roles}
                  onChange={(e) => update("roles", e.target.value)}
                />
                <Field.HelperText>Comma separated. Leave empty for any role.</Field.HelperText>
                <ListPreview items={splitList(values.roles)} label="Role list" />
              </Field.Root>
            </SimpleGrid>

            <Field.Root>
              <Field.Label>Pause until</Field.Label>
              <HStack gap="2" width="full">
                <Input
                  type="datetime-local"
                  name="pause_until"
                  value={values.pauseUntil}
                  onChange={(e) => update("pauseUntil", e.target.value)}
                  maxW="xs"
                />
                {values.pauseUntil && (
                  <Button type="button" variant="ghost" size="sm" onClick={() => update("pauseUntil", "")} aria-label="Clear pause until">
                    <FiX aria-hidden /> Clear
                  </Button>
                )}
              </HStack>
              <Field.HelperText>Optional. Auto-Apply stays quiet until this date and time.</Field.HelperText>
            </Field.Root>

            {notice && <StatusAlert status={notice.status} message={notice.text} />}

            <Box>
              <Flex gap="3" direction={{ base: "column", sm: "row" }}>
                <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText="Saving…" disabled={busy}>
                  <FiSave aria-hidden /> Save settings
                </Button>
                <Button type="button" variant="outline" onClick={() => void onReset()} loading={resetting} loadingText="Resetting…" disabled={busy}>
                  <FiRotateCcw aria-hidden /> Reset
                </Button>
              </Flex>
            </Box>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
