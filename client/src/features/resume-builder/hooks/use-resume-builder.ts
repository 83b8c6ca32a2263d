import { useCallback, useMemo, useReducer, useState } from "react";
import {
  useBuildResume,
  useBuildResumeDocx,
  useBuildResumePdf,
  useCompareResume,
  useIngestResume,
} from "../../../api/generated/endpoints/resume-builder/resume-builder";
import { builderReducer, initialBuilderState } from "../utils/builder-state";
import type { ResumeTemplateId } from "../../../api/generated/model";
import { docxFileName, pdfFileName, readPlainText } from "../utils/files";
import { candidateTextFor, countBadges, toBuildRequest } from "../utils/form";
import { saveBlob } from "../../../lib/save-blob";

/** The builder's state plus the four calls of SPEC section 7, wired to the transitions of section 4. */
export function useResumeBuilder() {
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const ingest = useIngestResume();
  const compare = useCompareResume();
  const build = useBuildResume();
  const docx = useBuildResumeDocx();
  const pdf = useBuildResumePdf();
  // The template both downloads use (the plan decides which are open; the server checks too).
  const [template, setTemplate] = useState<ResumeTemplateId>("classic");

  const { draft, markdown } = state;
  const counts = useMemo(() => countBadges(draft), [draft]);

  const analyse = useCallback(
    (file: File) => {
      compare.reset();
      const role = draft.info.target_role.trim();
      const company = draft.info.target_company.trim();
      ingest.mutate(
        { data: { resume_file: file, ...(role ? { target_role: role } : {}), ...(company ? { target_company: company } : {}) } },
        { onSuccess: (response) => dispatch({ type: "ingested", response }) },
      );
    },
    [compare, ingest, draft.info.target_role, draft.info.target_company],
  );

  const runCompare = useCallback(
    (benchmark: File, focusRole: string) => {
      const role = focusRole.trim() || draft.info.target_role.trim();
      // Read while the compare runs: the build uses the whole benchmark as its reference, not just the excerpt.
      const benchmarkText = readPlainText(benchmark);
      compare.mutate(
        { data: { benchmark_file: benchmark, candidate_text: candidateTextFor(draft, markdown), ...(role ? { focus_role: role } : {}) } },
        { onSuccess: (response) => void benchmarkText.then((text) => dispatch({ type: "compared", response, benchmarkText: text })) },
      );
    },
    [compare, draft, markdown],
  );

  const runBuild = useCallback(() => {
    build.mutate({ data: toBuildRequest(draft) }, { onSuccess: (response) => dispatch({ type: "built", markdown: response.markdown }) });
  }, [build, draft]);

  const downloadWord = useCallback(() => {
    const fileName = docxFileName(draft.info.name);
    pdf.reset();
    docx.mutate({ data: { ...toBuildRequest(draft), template } }, { onSuccess: (blob) => saveBlob(blob, fileName) });
  }, [docx, pdf, draft, template]);

  const downloadPdf = useCallback(() => {
    const fileName = pdfFileName(draft.info.name);
    docx.reset();
    pdf.mutate({ data: { ...toBuildRequest(draft), template } }, { onSuccess: (blob) => saveBlob(blob, fileName) });
  }, [docx, pdf, draft, template]);

  return {
    state,
    dispatch,
    counts,
    canCompare: Boolean(candidateTextFor(draft, markdown).trim()),
    analyse,
    runCompare,
    runBuild,
    downloadWord,
    downloadPdf,
    template,
    setTemplate,
    ingest,
    compare,
    build,
    docx,
    pdf,
  };
}

export type ResumeBuilder = ReturnType<typeof useResumeBuilder>;
