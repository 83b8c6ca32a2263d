import { Badge, Box, Button, Container, Flex, Heading, HStack, Stack, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { FiDownload, FiEdit3, FiEye } from "react-icons/fi";
import { useSearchParams } from "react-router-dom";
import { getGetResumeDraftQueryKey, useGetResumeDraft } from "../../../api/generated/endpoints/resume-builder/resume-builder";
import { Loader } from "../../../components/loader/loader";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { useDrafts, type Drafts } from "../hooks/use-drafts";
import { useBuilderPlan } from "../hooks/use-builder-plan";
import { useTailorLink } from "../hooks/use-tailor-link";
import { useResumeBuilder } from "../hooks/use-resume-builder";
import type { BuilderTab } from "../utils/builder-state";
import { plural } from "../utils/form";
import type { CompareCardProps } from "./compare-card";
import { EditTab } from "./edit-tab";
import { ExportTab } from "./export-tab";
import { PlanLock } from "./plan-lock";
import { PreviewTab } from "./preview-tab";
import { TailorBanner } from "./tailor-banner";
import { BuildErrorAlert } from "./tailoring-alert";

/** `/resume-builder?draft=<id>` (a draft on the dashboard) opens that draft; the link goes once it is on screen. */
function useDraftLink(drafts: Drafts) {
  const [params, setParams] = useSearchParams();
  const draftId = params.get("draft");
  const stored = useGetResumeDraft(draftId ?? "", { query: { queryKey: getGetResumeDraftQueryKey(draftId ?? ""), enabled: Boolean(draftId), retry: false, staleTime: 0, gcTime: 0 } });
  const { open } = drafts;
  useEffect(() => {
    if (!draftId || !stored.data || stored.data.id !== draftId) return;
    open(stored.data);
    setParams({}, { replace: true });
  }, [draftId, open, setParams, stored.data]);
  return { opening: Boolean(draftId) && !stored.isError, error: draftId ? stored.error : null, forget: () => setParams({}, { replace: true }) };
}

function Builder({ planId }: { planId: ReturnType<typeof useBuilderPlan>["planId"] }) {
  const builder = useResumeBuilder();
  const { state, dispatch, counts } = builder;
  const drafts = useDrafts(state, dispatch);
  const draftLink = useDraftLink(drafts);
  const tailor = useTailorLink(dispatch, { hasResume: builder.hasResume, openStored: builder.openStored });
  const [resumeFile, setResumeFile] = useState<File | null>(null);
  const [benchmarkFile, setBenchmarkFile] = useState<File | null>(null);
  const [focusRole, setFocusRole] = useState("");
  const built = Boolean(state.markdown);

  // A build or a compare switches tabs while the user is scrolled down the form: bring the new tab's top into view.
  const tabsRef = useRef<HTMLDivElement>(null);
  const previousTab = useRef(state.tab);
  useEffect(() => {
    if (previousTab.current === state.tab) return;
    previousTab.current = state.tab;
    const tabs = tabsRef.current;
    if (tabs && tabs.getBoundingClientRect().top < 0) tabs.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, [state.tab]);

  const compareCard: CompareCardProps = {
    benchmarkFile,
    onBenchmarkFile: setBenchmarkFile,
    focusRole,
    onFocusRole: setFocusRole,
    targetRole: state.draft.info.target_role,
    canCompare: builder.hasResume,
    onCompare: () => benchmarkFile && builder.runCompare(benchmarkFile, focusRole),
    isComparing: builder.compare.isPending || builder.saving,
    error: builder.compare.error ?? builder.saveFailed("compare"),
    result: state.comparison,
    jobMode: {
      hasResume: builder.hasResume,
      saveResume: builder.saveResume,
      onTailor: (report) => dispatch({ type: "tailorTo", role: report.tailor.target_role, company: report.tailor.target_company, jobText: report.job_description }),
    },
  };

  return (
    <Container maxW="7xl" py={{ base: "6", md: "10" }}>
      <Flex direction={{ base: "column", md: "row" }} justify="space-between" align={{ base: "flex-start", md: "flex-end" }} gap="4" mb="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="-0.02em">
            Resume Builder
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="2xl">
            Upload your resume, compare it with a benchmark, and build a tailored ATS-friendly version.
          </Text>
        </Stack>
        <HStack gap="2" role="group" aria-label="Resume contents" flexWrap="wrap">
          <Badge size="lg" colorPalette="brand" variant="subtle">
            {plural(counts.skills, "skill")}
          </Badge>
          <Badge size="lg" colorPalette="purple" variant="subtle">
            {plural(counts.roles, "role")}
          </Badge>
          <Badge size="lg" colorPalette="teal" variant="subtle">
            {plural(counts.projects, "project")}
          </Badge>
        </HStack>
      </Flex>

      {tailor.report && <TailorBanner report={tailor.report} hasResume={builder.hasResume} opening={builder.ingest.isPending} onStop={tailor.stop} />}
      <ErrorAlert error={tailor.error} title="We couldn't open that match report" mb="5" />
      {draftLink.opening ? (
        <Loader label="Opening your draft..." />
      ) : draftLink.error ? (
        <Stack gap="3" align="flex-start">
          <ErrorAlert error={draftLink.error} title="We couldn't open that draft" />
          <Button variant="outline" onClick={draftLink.forget}>
            Start with an empty form
          </Button>
        </Stack>
      ) : (
        <Tabs.Root
          value={state.tab}
          onValueChange={(details) => dispatch({ type: "setTab", tab: details.value as BuilderTab })}
          variant="enclosed"
          colorPalette="brand"
          lazyMount
          unmountOnExit
        >
          <Tabs.List ref={tabsRef} aria-label="Resume Builder steps" mb="5" scrollMarginTop="20">
            <Tabs.Trigger value="form">
              <FiEdit3 aria-hidden="true" />
              Edit
            </Tabs.Trigger>
            <Tabs.Trigger value="preview" disabled={!built}>
              <FiEye aria-hidden="true" />
              Preview
            </Tabs.Trigger>
            <Tabs.Trigger value="export" disabled={!built}>
              <FiDownload aria-hidden="true" />
              Export
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="form" pt="0">
            <EditTab
              state={state}
              dispatch={dispatch}
              upload={{
                file: resumeFile,
                onFile: setResumeFile,
                onAnalyse: builder.analyse,
                onClear: () => builder.ingest.reset(),
                isAnalysing: builder.ingest.isPending,
                error: builder.ingest.error,
                analysed: builder.ingest.isSuccess,
              }}
              compareCard={compareCard}
              onBuild={builder.runBuild}
              isBuilding={builder.build.isPending || builder.saving}
              buildError={builder.build.error ?? builder.saveFailed("build")}
              planId={planId}
              drafts={drafts}
            />
          </Tabs.Content>
          <Tabs.Content value="preview" pt="0">
            <PreviewTab
              markdown={state.markdown}
              built={state.built}
              comparison={state.comparison}
              insights={state.insights}
              skills={state.draft.info.skills}
              compareCard={compareCard}
              onBuild={builder.runBuild}
              isBuilding={builder.build.isPending || builder.saving}
            />
            {/* A build started from the preview's empty state reports its failure here. */}
            {!built && (builder.build.error ?? builder.saveFailed("build")) ? (
              <Box mt="4">
                <BuildErrorAlert error={builder.build.error ?? builder.saveFailed("build")} planId={planId} title="Build failed" />
              </Box>
            ) : null}
          </Tabs.Content>
          <Tabs.Content value="export" pt="0">
            <ExportTab
              name={state.draft.info.name}
              template={builder.template}
              onTemplate={builder.setTemplate}
              onDownloadWord={builder.downloadWord}
              onDownloadPdf={builder.downloadPdf}
              downloading={builder.docx.isPending ? "word" : builder.pdf.isPending ? "pdf" : null}
              error={builder.docx.error ?? builder.pdf.error ?? builder.saveFailed("export")}
              planId={planId}
            />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Container>
  );
}

/** SPEC section 2, Resume Builder: locked on the free plan, else the Edit / Preview / Export builder. */
export default function ResumeBuilderPage() {
  const plan = useBuilderPlan();
  if (plan.isLoading) return <Loader label="Loading Resume Builder..." fullPage />;
  if (plan.locked) return <PlanLock />;
  return <Builder planId={plan.planId} />;
}
