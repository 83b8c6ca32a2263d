import { Badge, Button, Container, Flex, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { FiRefreshCw } from "react-icons/fi";
import type { AutoApplyConsent, AutoApplySettings } from "../../../api/generated/model";
import { Loader } from "../../../components/loader/loader";
import { StatusAlert } from "../../../components/ui/error-alert";
import { useAutoApplyConsent, useAutoApplySettings } from "../api/use-auto-apply";
import { formatDateTime } from "../utils/application-log";
import { MESSAGES } from "../utils/settings-form";
import { useState } from "react";
import { ApplicationsLog, POLL_FOR_MS } from "./applications-log";
import { RunHistory } from "./run-report";
import { ScreeningCard } from "./screening-form";
import { ConsentCard } from "./consent-card";
import { SettingsForm } from "./settings-form";

/** What the server says Auto-Apply is doing right now (saved settings, not the unsaved form). */
function StateBadge({ consent, settings }: { consent: AutoApplyConsent; settings: AutoApplySettings }) {
  const pausedUntil = settings.pause_until && Date.parse(settings.pause_until) > Date.now() ? settings.pause_until : null;
  const on = consent.accepted && settings.enabled;
  const [palette, text] = !on
    ? (["gray", "Auto-Apply is off"] as const)
    : pausedUntil
      ? (["orange", `Paused until ${formatDateTime(pausedUntil)}`] as const)
      : (["green", "Auto-Apply is on"] as const);
  return (
    <Badge colorPalette={palette} variant="subtle" size="lg" role="status" aria-live="polite">
      {text}
    </Badge>
  );
}

/** SPEC section 2, Auto-Apply: consent card on the left, settings form on the right, the applications log below. */
export default function AutoApplyPage() {
  const consent = useAutoApplyConsent();
  const settings = useAutoApplySettings();
  const [pollUntil, setPollUntil] = useState(0);
  const loading = consent.isPending || settings.isPending;
  const failed = consent.isError || settings.isError;

  const retry = () => {
    void consent.refetch();
    void settings.refetch();
  };

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Flex direction={{ base: "column", md: "row" }} justify="space-between" align={{ base: "flex-start", md: "flex-end" }} gap="4" mb="8">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
            Auto-Apply
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="2xl">
            Let Hirewise apply to matching jobs for you, within your rules. You stay in control: every attempt is logged.
          </Text>
        </Stack>
        {consent.data && settings.data && <StateBadge consent={consent.data} settings={settings.data} />}
      </Flex>

      {loading ? (
        <Loader label="Loading Auto-Apply settings..." />
      ) : failed || !consent.data || !settings.data ? (
        <StatusAlert status="error" title="Auto-Apply is unavailable" message={(consent.error ?? settings.error)?.message || MESSAGES.loadFailed}>
          <Button size="sm" variant="outline" colorPalette="red" mt="3" alignSelf="flex-start" onClick={retry}>
            <FiRefreshCw aria-hidden /> Try again
          </Button>
        </StatusAlert>
      ) : (
        <Stack gap="8">
          <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" }} gap="6" alignItems="start">
            <ConsentCard consent={consent.data} />
            <SettingsForm settings={settings.data} consent={consent.data} />
          </Grid>
          <ApplicationsLog consent={consent.data} settings={settings.data} pollUntil={pollUntil} onQueued={() => setPollUntil(Date.now() + POLL_FOR_MS)} />
          <RunHistory pollUntil={pollUntil} />
          <ScreeningCard />
        </Stack>
      )}
    </Container>
  );
}
