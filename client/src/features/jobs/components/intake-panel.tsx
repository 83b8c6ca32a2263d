import { Badge, Box, Button, Card, Field, Flex, HStack, Separator, Tabs, Text, Textarea } from "@chakra-ui/react";
import { useId, useState } from "react";
import { FiCheckCircle, FiClipboard, FiSave, FiSearch, FiUpload } from "react-icons/fi";
import { ErrorAlert, StatusAlert } from "../../../components/ui/error-alert";
import { FileDropZone } from "../../../components/ui/file-drop-zone";
import type { Workspace } from "../hooks/use-workspace";
import { ACCEPT_ATTRIBUTE, ACCEPTED_EXTENSIONS } from "../utils/resume-file";
import { remainingNote } from "../utils/search";
import { DetailsFields } from "./details-fields";
import { KeywordChips } from "./keyword-chips";
import { ParseProgress } from "./parse-progress";

type IntakeTab = "upload" | "manual";

/** SPEC section 2, left panel 'Resume intake'. */
export function IntakePanel({ workspace, onFindMatches }: { workspace: Workspace; onFindMatches: () => void }) {
  const { state } = workspace;
  // The stored activeTab is 'matches' after a search; the intake tabs then stay where the user left them.
  const [tab, setTab] = useState<IntakeTab>(state.activeTab === "manual" ? "manual" : "upload");
  const [pasted, setPasted] = useState("");
  const hintId = useId();

  return (
    <Card.Root as="section" aria-labelledby="intake-heading" variant="outline" rounded="2xl" shadow="sm">
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="3">
          <Card.Title as="h2" id="intake-heading" fontSize="xl">
            Resume intake
          </Card.Title>
          {/* SPEC section 2: the pill shows once a file is chosen (a file that failed to parse is not ready). */}
          {workspace.file && !workspace.parseError && (
            <Badge colorPalette="green" variant="solid" rounded="full" px="2.5" gap="1">
              <FiCheckCircle aria-hidden="true" />
              Ready
            </Badge>
          )}
        </Flex>
        <Card.Description>Upload your resume or paste your details; we turn your skills into search keywords.</Card.Description>
      </Card.Header>
      <Card.Body gap="5">
        <Tabs.Root
          value={tab}
          onValueChange={(details) => {
            const next = details.value as IntakeTab;
            setTab(next);
            workspace.setTab(next);
          }}
          variant="enclosed"
          colorPalette="brand"
          fitted
        >
          <Tabs.List aria-label="Resume intake method">
            <Tabs.Trigger value="upload">
              <FiUpload aria-hidden="true" />
              Upload
            </Tabs.Trigger>
            <Tabs.Trigger value="manual">
              <FiClipboard aria-hidden="true" />
              Manual
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="upload" pt="4">
            <FileDropZone
              inputLabel="Resume file"
              prompt="Drop your resume here"
              browseText="or click to browse"
              accept={ACCEPT_ATTRIBUTE}
              file={workspace.file}
              onFile={workspace.chooseFile}
              disabled={workspace.parsing}
              hintId={hintId}
            />
            <Text id={hintId} fontSize="xs" color="fg.muted" mt="2">
              Accepts {ACCEPTED_EXTENSIONS.join(", ")} · up to 6 MB · choosing a file reads it straight away
            </Text>
          </Tabs.Content>
          <Tabs.Content value="manual" pt="4">
            <Field.Root>
              <Field.Label>Paste your skills or resume text</Field.Label>
              <Textarea
                value={pasted}
                onChange={(e) => setPasted(e.target.value)}
                rows={5}
                placeholder={"e.g. SQL, Power BI, Python, stakeholder management\nor your whole resume as text"}
              />
            </Field.Root>
            <Button mt="3" variant="outline" colorPalette="brand" onClick={() => workspace.parsePastedText(pasted)} disabled={workspace.parsing || !pasted.trim()}>
              Extract details
            </Button>
          </Tabs.Content>
        </Tabs.Root>

        {workspace.parsing && <ParseProgress />}
        {workspace.parseError && <ErrorAlert error={workspace.parseError} title="We could not read that resume" />}

        <DetailsFields data={state.resumeData} onChange={workspace.setField} disabled={workspace.parsing} />
        <KeywordChips keywords={state.queryPreview} onAdd={workspace.addKeyword} onRemove={workspace.removeKeyword} />

        {workspace.validationError && <StatusAlert status="error" message={workspace.validationError} />}

        <Separator />
        <Flex direction={{ base: "column", sm: "row" }} gap="3" align={{ sm: "center" }} justify="space-between">
          <HStack gap="3">
            <Button variant="outline" onClick={workspace.saveDraft}>
              <FiSave aria-hidden="true" />
              Save Draft
            </Button>
            <Button colorPalette="brand" onClick={onFindMatches} loading={workspace.searching} loadingText="Finding matches..." disabled={workspace.parsing}>
              <FiSearch aria-hidden="true" />
              Find Matches
            </Button>
          </HStack>
          {state.saved && (
            <Text fontSize="sm" color="fg.success" display="flex" alignItems="center" gap="1">
              <FiCheckCircle aria-hidden="true" /> Saved
            </Text>
          )}
        </Flex>
        <Box bg="bg.subtle" rounded="lg" px="3" py="2">
          <Text fontSize="sm" color="fg.muted" data-testid="matches-remaining">
            {remainingNote(workspace.quota)}
          </Text>
        </Box>
        {(state.jobs.length > 0 || state.resumeData.skills || state.queryPreview.length > 0) && (
          <Button variant="plain" size="xs" color="fg.muted" alignSelf="flex-start" px="0" onClick={workspace.clear}>
            Clear workspace
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
