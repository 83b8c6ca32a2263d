import { Container, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { usePlaybook } from "../hooks/use-playbook";
import { INITIAL_FORM, toPlaybookRequest, type PlaybookFormValues } from "../utils/playbook-form";
import { PlaybookForm } from "./playbook-form";
import { PlaybookResults } from "./playbook-results";
import { RecentPlaybooks } from "./recent-playbooks";

/** SPEC section 2, Notes / Role Playbook (/notes): the request form on the left, the playbook on the right. */
export default function NotesPage() {
  const [values, setValues] = useState<PlaybookFormValues>(INITIAL_FORM);
  const playbook = usePlaybook();

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Stack gap="1" mb={{ base: "6", md: "8" }}>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
          Role Playbook
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          A study guide for the role you want: what it owns, what to learn, what you will be asked, and your first 90 days.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: "1fr", lg: "minmax(340px, 2fr) 3fr" }} gap={{ base: "6", lg: "8" }} alignItems="start">
        <Stack gap="6">
          <PlaybookForm values={values} onChange={setValues} onSubmit={(v) => void playbook.generate(toPlaybookRequest(v))} busy={playbook.status === "generating"} />
          <RecentPlaybooks onOpen={(id) => void playbook.open(id)} activeId={playbook.playbook?.id} disabled={playbook.busy} />
        </Stack>
        <PlaybookResults status={playbook.status} playbook={playbook.playbook} error={playbook.error} />
      </Grid>
    </Container>
  );
}
