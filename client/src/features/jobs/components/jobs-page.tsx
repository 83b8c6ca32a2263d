import { Container, Grid } from "@chakra-ui/react";
import { useRef } from "react";
import { revealResultsWhenStacked } from "../../../lib/reveal-results";
import { useWorkspace } from "../hooks/use-workspace";
import { IntakePanel } from "./intake-panel";
import { MatchesPanel } from "./matches-panel";
import { WelcomeHero, WorkspaceHeader } from "./welcome-hero";

/** SPEC section 2, Job search workspace: resume intake on the left, smart matches on the right. */
export default function JobsPage() {
  const workspace = useWorkspace();
  const matchesHeadingRef = useRef<HTMLHeadingElement>(null);

  const findMatches = async () => {
    // Stacked on a phone or tablet, the matches sit below the whole intake panel: bring them into view.
    if (await workspace.findMatches()) revealResultsWhenStacked(matchesHeadingRef.current);
  };

  return (
    <>
      {workspace.state.showWelcome ? <WelcomeHero onDismiss={workspace.dismissWelcome} /> : <WorkspaceHeader />}
      <Container maxW="7xl" py={{ base: "6", md: "8" }}>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" }} gap="6" alignItems="start">
          <IntakePanel workspace={workspace} onFindMatches={() => void findMatches()} />
          <MatchesPanel headingRef={matchesHeadingRef} workspace={workspace} />
        </Grid>
      </Container>
    </>
  );
}
