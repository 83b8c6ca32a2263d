import { Badge, Flex, Icon, Link, List, Text } from "@chakra-ui/react";
import { FiFileText, FiMic } from "react-icons/fi";
import { Link as RouterLink } from "react-router-dom";
import type { InterviewSessionSummary, ResumeDraftSummary } from "../../../api/generated/model";
import { paths } from "../../../config/paths";
import { SectionCard, SectionEmpty } from "./section-card";
import { TimeAgo } from "./time-ago";

const BAND = (overall: number) => (overall >= 80 ? "green" : overall >= 60 ? "yellow" : "red");

/** Interview results the user saved (Save Results), each a link that reopens them on the Results tab. */
export function SavedInterviewsPanel({ sessions }: { sessions: InterviewSessionSummary[] }) {
  return (
    <SectionCard
      id="saved-interviews-heading"
      title="Saved interview results"
      action={sessions.length > 0 ? { label: "New interview", to: paths.app.interview.getHref() } : undefined}
    >
      {sessions.length === 0 ? (
        <SectionEmpty
          icon={FiMic}
          palette="purple"
          title="No saved results yet"
          description="On an interview's Results, press Save Results: its score, feedback and answers stay here to open again."
          action={{ label: "Open Interview AI", to: paths.app.interview.getHref() }}
        />
      ) : (
        <List.Root variant="plain" gap="1" aria-label="Saved interview results">
          {sessions.map((s) => (
            <List.Item key={s.session_id}>
              <Flex gap="3" align="flex-start" py="2" width="full">
                <Icon as={FiMic} color="purple.fg" mt="1" aria-hidden="true" />
                <Flex direction="column" minW="0" flex="1">
                  <Link asChild fontWeight="medium" color="fg" lineClamp={2}>
                    <RouterLink to={paths.app.interview.getHref(s.session_id)}>{s.title}</RouterLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted">
                    {s.answers} {s.answers === 1 ? "answer" : "answers"} · saved <TimeAgo iso={s.saved_at ?? s.finished_at ?? s.started_at} />
                  </Text>
                </Flex>
                {s.overall !== null && (
                  <Badge colorPalette={BAND(s.overall)} variant="subtle" flexShrink="0" aria-label={`Score ${Math.round(s.overall)} out of 100`}>
                    {Math.round(s.overall)}/100
                  </Badge>
                )}
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}

/** Resume Builder drafts, each a link that opens it in the builder. */
export function ResumeDraftsPanel({ drafts }: { drafts: ResumeDraftSummary[] }) {
  return (
    <SectionCard id="drafts-heading" title="Resume drafts" action={drafts.length > 0 ? { label: "Open the builder", to: paths.app.resumeBuilder.getHref() } : undefined}>
      {drafts.length === 0 ? (
        <SectionEmpty
          icon={FiFileText}
          palette="teal"
          title="No drafts yet"
          description="Save Draft in the Resume Builder keeps your form here, to finish it later."
          action={{ label: "Open the Resume Builder", to: paths.app.resumeBuilder.getHref() }}
        />
      ) : (
        <List.Root variant="plain" gap="1" aria-label="Resume drafts">
          {drafts.map((d) => (
            <List.Item key={d.id}>
              <Flex gap="3" align="flex-start" py="2">
                <Icon as={FiFileText} color="teal.fg" mt="1" aria-hidden="true" />
                <Flex direction="column" minW="0">
                  <Link asChild fontWeight="medium" color="fg" lineClamp={2}>
                    <RouterLink to={paths.app.resumeBuilder.getHref(d.id)}>{d.name}</RouterLink>
                  </Link>
                  <Text fontSize="xs" color="fg.muted">
                    {d.target_role.trim() ? `${d.target_role.trim()} · ` : ""}updated <TimeAgo iso={d.updated_at} />
                  </Text>
                </Flex>
              </Flex>
            </List.Item>
          ))}
        </List.Root>
      )}
    </SectionCard>
  );
}
