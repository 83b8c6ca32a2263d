import { Badge, Box, Button, Card, DataList, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { FiShield, FiShieldOff } from "react-icons/fi";
import type { AutoApplyConsent } from "../../../api/generated/model";
import { StatusAlert } from "../../../components/ui/error-alert";
import { useConsentMutation } from "../api/use-auto-apply";
import { formatDateTime } from "../utils/application-log";
import { CONSENT_PARAGRAPHS, CONSENT_TITLE, CONSENT_VERSION } from "../utils/consent-text";

/** SPEC section 8: the consent messages. */
export const CONSENT_MESSAGES = {
  granted: "Consent granted.",
  revoked: "Auto-Apply paused and consent revoked.",
} as const;

type Notice = { status: "success" | "error"; text: string } | null;

/**
 * The consent card: the fixed consent text, its status (granted at, from IP) and 'Grant Consent' or
 * 'Pause & Revoke Consent'. Revoking also switches the form's enable switch off (the form watches the consent).
 */
export function ConsentCard({ consent }: { consent: AutoApplyConsent }) {
  const mutation = useConsentMutation();
  const [notice, setNotice] = useState<Notice>(null);
  const [pending, setPending] = useState<"grant" | "revoke" | null>(null);
  const accepted = consent.accepted;

  const act = async (action: "grant" | "revoke") => {
    setNotice(null);
    setPending(action);
    try {
      await (action === "grant" ? mutation.grant() : mutation.revoke());
      setNotice({ status: "success", text: action === "grant" ? CONSENT_MESSAGES.granted : CONSENT_MESSAGES.revoked });
    } catch (err) {
      setNotice({ status: "error", text: err instanceof Error ? err.message : "Unable to update consent." });
    } finally {
      setPending(null);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="consent-heading" variant="outline" rounded="2xl" shadow="sm" height="full">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" id="consent-heading" size="lg">
            {CONSENT_TITLE}
          </Heading>
          <Badge colorPalette={accepted ? "green" : "gray"} variant="subtle" size="md" data-testid="consent-status">
            {accepted ? <FiShield aria-hidden /> : <FiShieldOff aria-hidden />}
            {accepted ? "Granted" : "Not granted"}
          </Badge>
        </Flex>
        <Card.Description>Auto-Apply only works while you have agreed to this text.</Card.Description>
      </Card.Header>
      <Card.Body gap="5">
        <Box
          as="blockquote"
          aria-label="Consent text"
          bg="bg.muted"
          borderLeftWidth="4px"
          borderLeftColor="brand.solid"
          rounded="md"
          px="4"
          py="3"
        >
          <Stack gap="3" fontSize="sm" lineHeight="tall">
            {CONSENT_PARAGRAPHS.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
          <Text mt="3" fontSize="xs" color="fg.muted">
            Consent text version {CONSENT_VERSION}
          </Text>
        </Box>

        {accepted ? (
          <DataList.Root orientation="horizontal" size="sm" aria-label="Consent status">
            <DataList.Item>
              <DataList.ItemLabel>Granted at</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(consent.granted_at) || "Unknown"}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>From IP</DataList.ItemLabel>
              <DataList.ItemValue>{consent.ip || "Unknown"}</DataList.ItemValue>
            </DataList.Item>
            {consent.consent_version && (
              <DataList.Item>
                <DataList.ItemLabel>Version</DataList.ItemLabel>
                <DataList.ItemValue>{consent.consent_version}</DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            You have not granted consent. Grant it to switch Auto-Apply on; you can revoke it at any time.
          </Text>
        )}

        {notice && <StatusAlert status={notice.status} message={notice.text} />}
      </Card.Body>
      <Card.Footer>
        {accepted ? (
          <Button
            colorPalette="red"
            variant="outline"
            onClick={() => void act("revoke")}
            loading={pending === "revoke"}
            loadingText="Revoking…"
            width={{ base: "full", sm: "auto" }}
          >
            Pause &amp; Revoke Consent
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            onClick={() => void act("grant")}
            loading={pending === "grant"}
            loadingText="Granting…"
            width={{ base: "full", sm: "auto" }}
          >
            Grant Consent
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
