import { Box, Container, Grid } from "@chakra-ui/react";
import { useRef } from "react";
import { useFitsViewport } from "../../../hooks/use-fits-viewport";
import { revealResultsWhenStacked } from "../../../lib/reveal-results";
import { useWorkspace } from "../hooks/use-workspace";
import { IntakePanel } from "./intake-panel";
import { MatchesPanel } from "./matches-panel";
import { WelcomeHero, WorkspaceHeader } from "./welcome-hero";

/** Side by side, a stuck intake panel sits 6rem from the top (under the 64px navigation bar) and keeps 1.5rem below. */
const STICKY_TOP = "24";
const STICKY_ROOM_PX = 96 + 24;

/** SPEC section 2, Job search workspace: resume intake on the left, smart matches on the right. */
export default function JobsPage() {
  const workspace = useWorkspace();
  const matchesHeadingRef = useRef<HTMLHeadingElement>(null);
  // Beside a long list of matches the intake panel stays in view while it fits the screen; a taller one scrolls as usual.
  const [intakeRef, intakeFits] = useFitsViewport<HTMLDivElement>(STICKY_ROOM_PX);

  const findMatches = async () => {
    // Stacked on a phone or tablet, the matches sit below the whole intake panel: bring them into view.
    if (await workspace.findMatches()) revealResultsWhenStacked(matchesHeadingRef.current);
  };

  return (
    <>
      {workspace.state.showWelcome ? <WelcomeHero onDismiss={workspace.dismissWelcome} /> : <WorkspaceHeader />}
      <Container maxW="7xl" py={{ base: "6", md: "8" }}>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" }} gap="6" alignItems="start">
          <Box ref={intakeRef} position={{ lg: intakeFits ? "sticky" : "static" }} top={{ lg: STICKY_TOP }}>
            <IntakePanel workspace={workspace} onFindMatches={() => void findMatches()} />
          </Box>
          <MatchesPanel headingRef={matchesHeadingRef} workspace={workspace} />
        </Grid>
      </Container>
    </>
  );
}
