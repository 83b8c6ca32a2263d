import { Box, Button, Flex, HStack, Link, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { FiExternalLink, FiSend } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import { getGetApplicationsSummaryQueryKey, useGetApplicationsSummary } from "../../../api/generated/endpoints/applications/applications";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { paths } from "../../../config/paths";
import { SectionCard, SectionEmpty } from "./section-card";

/**
 * Issue 16: the postings Auto-Apply could not submit itself and prepared an application pack for (tailored resume,
 * cover letter, screening answers). The person finishes each on the portal: one link opens its pack in the tracker,
 * the other the posting. Reads the tracker summary the Applications panel reads (the same query, one request).
 */
export function ReadyForYouPanel() {
  const summary = useGetApplicationsSummary({ query: { queryKey: getGetApplicationsSummaryQueryKey(), staleTime: 15_000 } });
  const ready = summary.data?.ready_for_you ?? [];
  return (
    <SectionCard id="ready-for-you-heading" title="Ready for you" action={ready.length > 0 ? { label: "Auto-Apply", to: paths.app.autoApply.getHref() } : undefined}>
      {summary.isPending ? (
        <Skeleton height="16" />
      ) : summary.isError ? (
        <ErrorAlert error={summary.error} title="We couldn't load the postings ready for you" />
      ) : ready.length === 0 ? (
        <SectionEmpty
          icon={FiSend}
          palette="green"
          title="Nothing waiting for you"
          description="When Auto-Apply finds a posting it cannot submit for you, it prepares the application pack (a tailored resume, a cover letter and screening answers) and lists it here for you to send."
          action={{ label: "Open Auto-Apply", to: paths.app.autoApply.getHref() }}
        />
      ) : (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Auto-Apply prepared these for you. Open a pack, then submit it on the portal.
          </Text>
          <Stack as="ul" gap="2" aria-label="Postings ready for you" listStyleType="none">
            {ready.map((a) => (
              <Flex as="li" key={a.id} justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }} gap="2" borderWidth="1px" rounded="lg" px="3" py="2">
                <Box minW="0">
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={paths.app.applications.getHref({ application: a.id })}>
                      {a.title}
                      {a.company ? ` · ${a.company}` : ""}
                    </RouterLink>
                  </Link>
                  {a.location && (
                    <Text fontSize="xs" color="fg.muted">
                      {a.location}
                    </Text>
                  )}
                </Box>
                {a.apply_link && (
                  <HStack flexShrink={0}>
                    <Button asChild size="xs" variant="outline" colorPalette="brand">
                      <Link href={a.apply_link} target="_blank" rel="noopener noreferrer" _hover={{ textDecoration: "none" }}>
                        Open posting
                        <VisuallyHidden>
                          {" "}
                          for {a.title} (opens in a new tab)
                        </VisuallyHidden>
                        <FiExternalLink aria-hidden="true" />
                      </Link>
                    </Button>
                  </HStack>
                )}
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
    </SectionCard>
  );
}
