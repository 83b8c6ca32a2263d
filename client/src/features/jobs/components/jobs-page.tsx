import { Container, Grid } from "@chakra-ui/react";
import { useRef } from "react";
import { useWorkspace } from "../hooks/use-workspace";
import { IntakePanel } from "./intake-panel";
import { MatchesPanel } from "./matches-panel";
import { WelcomeHero, WorkspaceHeader } from "./welcome-hero";

/** Below Chakra's lg breakpoint the panels stack, so 'matches' as the active tab means scrolling to them. */
const STACKED = "(max-width: 61.99em)";

/** SPEC section 2, Job search workspace: resume intake on the left, smart matches on the right. */
export default function JobsPage() {
  const workspace = useWorkspace();
  const matchesRef = useRef<HTMLDivElement>(null);

  const findMatches = async () => {
    const found = await workspace.findMatches();
    if (found && typeof window.matchMedia === "function" && window.matchMedia(STACKED).matches) {
      matchesRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
    }
  };

  return (
    <>
      {workspace.state.showWelcome ? <WelcomeHero onDismiss={workspace.dismissWelcome} /> : <WorkspaceHeader />}
      <Container maxW="7xl" py={{ base: "6", md: "8" }}>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" }} gap="6" alignItems="start">
          <IntakePanel workspace={workspace} onFindMatches={() => void findMatches()} />
          <MatchesPanel ref={matchesRef} workspace={workspace} />
        </Grid>
      </Container>
    </>
  );
}
