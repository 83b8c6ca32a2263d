import { Badge, Box, Button, EmptyState, Flex, Heading, Link, List, Stack, Text, VStack } from "@chakra-ui/react";
import { useEffect, useRef, type Ref } from "react";
import { FiBookOpen, FiCheckCircle, FiDownload } from "react-icons/fi";
import type { Playbook } from "../../../api/generated/model";
import { Loader } from "../../../components/loader/loader";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { revealResultsWhenStacked } from "../../../lib/reveal-results";
import { usePdfDownload } from "../hooks/use-pdf-download";
import type { PlaybookStatus } from "../hooks/use-playbook";

/** The O*NET release the role knowledge base is built from (shared/data/onet; README credits). */
const ONET_VERSION = "28.2";

interface PlaybookResultsProps {
  status: PlaybookStatus;
  playbook: Playbook | null;
  error: string | null;
}

const panel = {
  bg: "bg",
  borderWidth: "1px",
  borderColor: "border.muted",
  rounded: "2xl",
  p: { base: "5", md: "7" },
  shadow: "xs",
  minH: { base: "auto", lg: "560px" },
} as const;

/** SPEC section 2: loading ('Drafting your notes...'), empty ('Request a playbook to see guided notes') or the playbook. */
export function PlaybookResults({ status, playbook, error }: PlaybookResultsProps) {
  const ref = useRef<HTMLElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const busy = status === "generating" || status === "opening";
  useEffect(() => {
    // Stacked on a phone or tablet, the results sit below the form and the recent list: bring the loader, then the
    // new playbook's title (focused, for screen readers) or the error into view.
    if (status === "ready") revealResultsWhenStacked(titleRef.current);
    else if (status !== "idle") revealResultsWhenStacked(ref.current, { focus: false });
  }, [status]);
  return (
    <Box as="section" ref={ref} aria-label="Your playbook" aria-busy={busy} scrollMarginTop="24" {...panel}>
      {busy ? (
        <Flex minH="420px" align="center" justify="center">
          <Loader label={status === "generating" ? "Drafting your notes..." : "Opening your playbook..."} />
        </Flex>
      ) : playbook ? (
        // Keyed by id: a new playbook starts with a fresh download state.
        <PlaybookContent key={playbook.id} playbook={playbook} titleRef={titleRef} />
      ) : (
        <Stack gap="5">
          <ErrorAlert error={error} title="We could not prepare your playbook" />
          <EmptyState.Root size="lg">
            <EmptyState.Content>
              <EmptyState.Indicator>
                <FiBookOpen />
              </EmptyState.Indicator>
              <VStack textAlign="center" gap="2">
                <EmptyState.Title>Request a playbook to see guided notes</EmptyState.Title>
                <EmptyState.Description maxW="md">
                  Pick a role, your level and a few focus areas. You will get what the role owns, the competencies for your level, a deep dive per topic,
                  interview questions, a first-90-days plan and resources, ready to download as a PDF.
                </EmptyState.Description>
              </VStack>
            </EmptyState.Content>
          </EmptyState.Root>
        </Stack>
      )}
    </Box>
  );
}

function PlaybookContent({ playbook, titleRef }: { playbook: Playbook; titleRef: Ref<HTMLHeadingElement> }) {
  const pdf = usePdfDownload();
  return (
    <Stack gap="6">
      <Flex direction={{ base: "column", md: "row" }} justify="space-between" align={{ base: "stretch", md: "flex-start" }} gap="4">
        <Stack gap="2" flex="1">
          <Badge colorPalette="green" variant="subtle" alignSelf="flex-start">
            <FiCheckCircle aria-hidden="true" />
            Ready to study
          </Badge>
          <Heading as="h2" ref={titleRef} tabIndex={-1} outline="none" scrollMarginTop="36" size="xl" letterSpacing="-0.01em">
            {playbook.title}
          </Heading>
          <Text color="fg.muted">{playbook.summary}</Text>
        </Stack>
        <Button
          colorPalette="brand"
          size="lg"
          flexShrink={0}
          loading={pdf.preparing}
          loadingText="Preparing..."
          onClick={() => void pdf.download(playbook.pdf_url, playbook.filename)}
        >
          <FiDownload aria-hidden="true" />
          Download PDF
        </Button>
      </Flex>

      <ErrorAlert error={pdf.error} />

      <Stack gap="4" as="ol" listStyleType="none" aria-label="Playbook sections">
        {playbook.sections.map((section, i) => (
          <Box as="li" key={`${i}-${section.heading}`} borderWidth="1px" borderColor="border.muted" rounded="xl" p="5" bg="bg.subtle">
            <Heading as="h3" size="md" mb="3" display="flex" gap="3" alignItems="baseline">
              <Text as="span" color="brand.fg" fontVariantNumeric="tabular-nums" aria-hidden="true">
                {String(i + 1).padStart(2, "0")}
              </Text>
              {section.heading}
            </Heading>
            <List.Root gap="2" ps="5">
              {section.bullets.map((bullet, j) => (
                <List.Item key={j} lineHeight="tall">
                  {bullet}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      </Stack>

      {playbook.resources.length > 0 && (
        <Box as="section" aria-labelledby="playbook-resources-heading" borderTopWidth="1px" borderColor="border.muted" pt="5">
          <Heading as="h3" size="md" id="playbook-resources-heading" mb="3">
            Suggested resources
          </Heading>
          <List.Root as="ol" gap="2" ps="5">
            {playbook.resources.map((resource, i) => (
              <List.Item key={i}>{resource}</List.Item>
            ))}
          </List.Root>
        </Box>
      )}

      {/* CC BY 4.0 asks for attribution wherever the derived content is shown, resources or not. */}
      <Text fontSize="xs" color="fg.subtle">
        Occupation data: O*NET {ONET_VERSION} Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under
        the{" "}
        <Link href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noreferrer" color="inherit" textDecoration="underline">
          CC BY 4.0
        </Link>{" "}
        license; Hirewise adapted it. O*NET® is a trademark of USDOL/ETA.
      </Text>
    </Stack>
  );
}
