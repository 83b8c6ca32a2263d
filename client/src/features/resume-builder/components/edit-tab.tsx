import { Box, Button, Card, Checkbox, Flex, Grid, Stack, Text } from "@chakra-ui/react";
import { FiSave, FiZap } from "react-icons/fi";
import type { PlanId } from "../../../api/generated/model";
import { Loader } from "../../../components/loader/loader";
import type { Drafts } from "../hooks/use-drafts";
import type { BuilderAction, BuilderState } from "../utils/builder-state";
import { BasicInfoForm } from "./basic-info-form";
import { CompareCard, type CompareCardProps } from "./compare-card";
import { DraftsCard } from "./drafts-card";
import { ExperienceEditor, ProjectEditor } from "./entries-editor";
import { InsightsCard } from "./insights-card";
import { ReviewAlert } from "./review-alert";
import { BuildErrorAlert } from "./tailoring-alert";
import { TextField } from "./text-field";
import { UploadPanel } from "./upload-panel";

interface EditTabProps {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  upload: { file: File | null; onFile: (file: File | null) => void; onAnalyse: (file: File) => void; onClear: () => void; isAnalysing: boolean; error: unknown; analysed: boolean };
  compareCard: CompareCardProps;
  onBuild: () => void;
  isBuilding: boolean;
  buildError: unknown;
  planId: PlanId | undefined;
  drafts: Drafts;
}

/** SPEC section 2, Edit: upload panel, insights, guidance, basic information, experience, projects, Build Resume, Save Draft. */
export function EditTab({ state, dispatch, upload, compareCard, onBuild, isBuilding, buildError, planId, drafts }: EditTabProps) {
  const { draft, insights, comparison } = state;
  return (
    <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 380px" }} gap="6" alignItems="start">
      {/* The side column comes first: on a phone, uploading is the first thing to do. */}
      <Stack gap="5" gridColumn={{ lg: "2" }} gridRow={{ lg: "1" }}>
        <UploadPanel {...upload} />
        <InsightsCard insights={insights} onAddToInstructions={() => dispatch({ type: "addInsightsToInstructions" })} />
        <CompareCard {...compareCard} />
        <DraftsCard drafts={drafts} />
      </Stack>

      <Stack gap="5" gridColumn={{ lg: "1" }} gridRow={{ lg: "1" }}>
        <Card.Root as="section" aria-labelledby="guidance-heading" variant="outline" rounded="2xl">
          <Card.Header pb="2">
            <Card.Title as="h2" id="guidance-heading" fontSize="lg">
              Guidance
            </Card.Title>
            <Card.Description>Tell the builder what to emphasise. Insights you add land here.</Card.Description>
          </Card.Header>
          <Card.Body gap="3">
            <TextField
              label="Instructions"
              rows={4}
              value={draft.instructions}
              onChange={(value) => dispatch({ type: "setInstructions", value })}
              placeholder="e.g. Keep it to one page. Lead with my analytics work."
            />
            <Checkbox.Root
              checked={draft.focusGaps}
              onCheckedChange={(e) => dispatch({ type: "setFocusGaps", value: e.checked === true })}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                Address the priority gaps{comparison ? ` (${comparison.gaps.length} from your comparison)` : ""}
              </Checkbox.Label>
            </Checkbox.Root>
          </Card.Body>
        </Card.Root>

        {state.review.length > 0 && <ReviewAlert items={state.review} onDone={() => dispatch({ type: "reviewDone" })} />}
        <BasicInfoForm
          info={draft.info}
          onChange={(field, value) => dispatch({ type: "setField", field, value })}
          check={state.review.some((r) => r.part !== "experience")}
        />
        <ExperienceEditor
          check={state.review.some((r) => r.part === "experience")}
          entries={draft.experience}
          onAdd={() => dispatch({ type: "addExperience" })}
          onChange={(id, field, value) => dispatch({ type: "updateExperience", id, field, value })}
          onRemove={(id) => dispatch({ type: "removeExperience", id })}
        />
        <ProjectEditor
          entries={draft.projects}
          onAdd={() => dispatch({ type: "addProject" })}
          onChange={(id, field, value) => dispatch({ type: "updateProject", id, field, value })}
          onRemove={(id) => dispatch({ type: "removeProject", id })}
        />

        <Box
          position="sticky"
          bottom="0"
          zIndex="1"
          bg="bg/90"
          backdropFilter="blur(6px)"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="2xl"
          p="4"
          shadow="md"
        >
          {isBuilding ? (
            <Loader label="Building your ATS resume..." size={72} py="0" />
          ) : (
            <Flex gap="3" justify="space-between" align="center" wrap="wrap">
              <Text fontSize="sm" color="fg.muted">
                We only use what you give us: no invented employers, titles, dates or numbers.
              </Text>
              <Flex gap="2">
                <Button variant="outline" onClick={() => void drafts.save()} loading={drafts.saving} loadingText="Saving...">
                  <FiSave aria-hidden="true" />
                  Save Draft
                </Button>
                <Button colorPalette="brand" onClick={onBuild}>
                  <FiZap aria-hidden="true" />
                  Build Resume
                </Button>
              </Flex>
            </Flex>
          )}
          {buildError ? (
            <Box mt="3">
              <BuildErrorAlert error={buildError} planId={planId} title="Build failed" />
            </Box>
          ) : null}
        </Box>
      </Stack>
    </Grid>
  );
}
