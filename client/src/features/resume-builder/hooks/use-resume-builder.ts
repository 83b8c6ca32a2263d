import { useCallback, useMemo, useReducer, useRef, useState } from "react";
import {
  useBuildResume,
  useBuildResumeDocx,
  useBuildResumePdf,
  useCompareResume,
  useIngestResume,
} from "../../../api/generated/endpoints/resume-builder/resume-builder";
import { useCreateResume, useUpdateResume } from "../../../api/generated/endpoints/resume/resume";
import { ApiError } from "../../../api/http";
import { builderReducer, initialBuilderState } from "../utils/builder-state";
import type { ResumeTemplateId } from "../../../api/generated/model";
import { docxFileName, pdfFileName, readPlainText } from "../utils/files";
import { countBadges, documentFromForm, hasResumeContent, toBuildRequest } from "../utils/form";
import { saveBlob } from "../../../lib/save-blob";

type SavingAction = "build" | "compare" | "export";

/**
 * The builder's state plus the calls of SPEC section 7, wired to the transitions of section 4. The form is a view of
 * the stored resume: before a build, an export, a comparison or a job match, its document is saved
 * (POST /resume the first time, PUT /resume/{id} after an edit) and the call names the resume by id.
 */
export function useResumeBuilder() {
  const [state, dispatch] = useReducer(builderReducer, initialBuilderState);
  const ingest = useIngestResume();
  const compare = useCompareResume();
  const build = useBuildResume();
  const docx = useBuildResumeDocx();
  const pdf = useBuildResumePdf();
  const createResume = useCreateResume();
  const updateResume = useUpdateResume();
  // The template both downloads use (the plan decides which are open; the server checks too).
  const [template, setTemplate] = useState<ResumeTemplateId>("classic");
  // The document last stored under an id: an unchanged form is not saved again.
  const stored = useRef<{ id: string; key: string } | null>(null);
  // Storing the form failed before an action could run (an empty form, the network): that action shows why.
  const [failure, setFailure] = useState<{ action: SavingAction; error: unknown } | null>(null);

  const { draft } = state;
  const counts = useMemo(() => countBadges(draft), [draft]);
  const hasResume = useMemo(() => hasResumeContent(draft), [draft]);

  /** Stores the form's document when it changed, and answers the resume's id. */
  const saveResume = useCallback(async (): Promise<string> => {
    const document = documentFromForm(draft);
    const key = JSON.stringify(document);
    const id = draft.resumeId;
    if (id && stored.current?.id === id && stored.current.key === key) return id;
    let saved;
    try {
      saved = id ? await updateResume.mutateAsync({ resumeId: id, data: { document } }) : await createResume.mutateAsync({ data: { document } });
    } catch (error) {
      // A draft can outlive its resume: store the form as a new one.
      if (!(id && error instanceof ApiError && error.status === 404)) throw error;
      saved = await createResume.mutateAsync({ data: { document } });
    }
    stored.current = { id: saved.id, key };
    if (saved.id !== id) dispatch({ type: "resumeSaved", resumeId: saved.id });
    return saved.id;
  }, [draft, createResume, updateResume]);

  /** Saves the form, then runs `next` with the resume's id; a failed save is reported as `action`'s error. */
  const withSaved = useCallback(
    <T,>(action: SavingAction, next: (resumeId: string) => Promise<T>) => {
      setFailure(null);
      void saveResume()
        .then(next, (error: unknown) => setFailure({ action, error }))
        // The call's own failure is in its mutation's error.
        .catch(() => undefined);
    },
    [saveResume],
  );

  /** Fills the form from an ingest: a file (analyse) or a resume already stored (openStored). */
  const runIngest = useCallback(
    (source: { resume_file: File } | { resume_id: string }, target: { role: string; company: string }, then?: () => void) => {
      compare.reset();
      const role = target.role.trim();
      const company = target.company.trim();
      ingest.mutate(
        { data: { ...source, ...(role ? { target_role: role } : {}), ...(company ? { target_company: company } : {}) } },
        {
          onSuccess: (response) => {
            if (response.resume_id && response.document) stored.current = { id: response.resume_id, key: JSON.stringify(response.document) };
            dispatch({ type: "ingested", response });
            then?.();
          },
        },
      );
    },
    [compare, ingest],
  );

  const analyse = useCallback(
    (file: File) => runIngest({ resume_file: file }, { role: draft.info.target_role, company: draft.info.target_company }),
    [runIngest, draft.info.target_role, draft.info.target_company],
  );

  /** Opens a stored resume in the form (nothing is parsed again); `then` runs once it is on screen. */
  const openStored = useCallback(
    (resumeId: string, target: { role: string; company: string }, then?: () => void) => runIngest({ resume_id: resumeId }, target, then),
    [runIngest],
  );

  const runCompare = useCallback(
    (benchmark: File, focusRole: string) => {
      const role = focusRole.trim() || draft.info.target_role.trim();
      // Read while the compare runs: the build uses the whole benchmark as its reference, not just the excerpt.
      const benchmarkText = readPlainText(benchmark);
      compare.reset();
      withSaved("compare", (resumeId) =>
        compare.mutateAsync({ data: { benchmark_file: benchmark, resume_id: resumeId, ...(role ? { focus_role: role } : {}) } }).then((response) =>
          benchmarkText.then((text) => dispatch({ type: "compared", response, benchmarkText: text })),
        ),
      );
    },
    [compare, draft.info.target_role, withSaved],
  );

  const runBuild = useCallback(() => {
    build.reset();
    withSaved("build", (resumeId) =>
      build.mutateAsync({ data: toBuildRequest(draft, resumeId) }).then((response) => dispatch({ type: "built", markdown: response.markdown, document: response.document })),
    );
  }, [build, draft, withSaved]);

  const downloadWord = useCallback(() => {
    const fileName = docxFileName(draft.info.name);
    pdf.reset();
    docx.reset();
    withSaved("export", (resumeId) => docx.mutateAsync({ data: { ...toBuildRequest(draft, resumeId), template } }).then((blob) => saveBlob(blob, fileName)));
  }, [docx, pdf, draft, template, withSaved]);

  const downloadPdf = useCallback(() => {
    const fileName = pdfFileName(draft.info.name);
    docx.reset();
    pdf.reset();
    withSaved("export", (resumeId) => pdf.mutateAsync({ data: { ...toBuildRequest(draft, resumeId), template } }).then((blob) => saveBlob(blob, fileName)));
  }, [docx, pdf, draft, template, withSaved]);

  const saving = createResume.isPending || updateResume.isPending;
  const saveFailed = useCallback((action: SavingAction) => (failure?.action === action ? failure.error : null), [failure]);

  return {
    state,
    dispatch,
    counts,
    canCompare: hasResume,
    hasResume,
    saveResume,
    analyse,
    openStored,
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
    saveFailed,
    saving,
  };
}

export type ResumeBuilder = ReturnType<typeof useResumeBuilder>;
