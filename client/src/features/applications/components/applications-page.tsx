import { Container, Heading, Stack, Tabs, Text } from "@chakra-ui/react";
import { useCallback } from "react";
import { FiColumns, FiEdit3, FiTarget } from "react-icons/fi";
import { useSearchParams } from "react-router-dom";
import { LettersTab } from "./letters-tab";
import { MatchTab } from "./match-tab";
import { TrackerTab } from "./tracker-tab";

export type ApplicationsTab = "tracker" | "match" | "letters";
const TABS: readonly ApplicationsTab[] = ["tracker", "match", "letters"];

/**
 * The job hunt in one place: the application tracker (board and list), match a resume against a job description,
 * and cover letters. The tab and what is open live in the address (?tab=, ?application=, ?report=, ?letter=), so
 * everything reopens from a link and the browser's back button.
 */
export default function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as ApplicationsTab) : "tracker";
  const open = useCallback(
    (next: ApplicationsTab, ids: Partial<Record<"application" | "report" | "letter", string | null>> = {}) => {
      const p = new URLSearchParams();
      if (next !== "tracker") p.set("tab", next);
      for (const [k, v] of Object.entries(ids)) if (v) p.set(k, v);
      setParams(p);
    },
    [setParams],
  );
  const setId = useCallback(
    (key: "application" | "report" | "letter", value: string | null) => {
      const p = new URLSearchParams(params);
      if (value) p.set(key, value);
      else p.delete(key);
      setParams(p);
    },
    [params, setParams],
  );

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Stack gap="1" mb="6">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
          Applications
        </Heading>
        <Text color="fg.muted" fontSize="lg" maxW="3xl">
          Every job you saved, everything Auto-Apply sent or prepared for you, and the ones you added yourself, from saved to offer. Match your resume
          against a job and write the cover letter here too.
        </Text>
      </Stack>
      <Tabs.Root value={tab} onValueChange={(d) => open(d.value as ApplicationsTab)} variant="enclosed" colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List aria-label="Applications tools" mb="5">
          <Tabs.Trigger value="tracker">
            <FiColumns aria-hidden="true" />
            Tracker
          </Tabs.Trigger>
          <Tabs.Trigger value="match">
            <FiTarget aria-hidden="true" />
            Job match
          </Tabs.Trigger>
          <Tabs.Trigger value="letters">
            <FiEdit3 aria-hidden="true" />
            Cover letters
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tracker" pt="0">
          <TrackerTab
            selectedId={params.get("application")}
            onSelect={(id) => setId("application", id)}
            onMatch={(applicationId) => open("match", { application: applicationId })}
            onWriteLetter={(applicationId) => open("letters", { application: applicationId })}
            onOpenReport={(id) => open("match", { report: id })}
            onOpenLetter={(id) => open("letters", { letter: id })}
          />
        </Tabs.Content>
        <Tabs.Content value="match" pt="0">
          <MatchTab
            applicationId={params.get("application")}
            reportId={params.get("report")}
            onReport={(id) => setId("report", id)}
            onWriteLetter={(applicationId) => open("letters", { application: applicationId })}
          />
        </Tabs.Content>
        <Tabs.Content value="letters" pt="0">
          <LettersTab applicationId={params.get("application")} letterId={params.get("letter")} onLetter={(id) => setId("letter", id)} />
        </Tabs.Content>
      </Tabs.Root>
    </Container>
  );
}
