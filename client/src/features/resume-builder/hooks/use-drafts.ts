import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { getGetDashboardQueryKey } from "../../../api/generated/endpoints/dashboard/dashboard";
import {
  getGetResumeDraftQueryOptions,
  getListResumeDraftsQueryKey,
  useCreateResumeDraft,
  useDeleteResumeDraft,
  useListResumeDrafts,
  useUpdateResumeDraft,
} from "../../../api/generated/endpoints/resume-builder/resume-builder";
import type { ResumeDraft, ResumeDraftSummary } from "../../../api/generated/model";
import { toaster } from "../../../components/ui/toaster";
import type { BuilderAction, BuilderState } from "../utils/builder-state";
import { initialBuilderState } from "../utils/builder-state";
import { defaultDraftName, formKey, fromDraftForm, toDraftForm } from "../utils/drafts";

/** The draft the form on screen belongs to, and the form as it was last saved or opened. */
interface CurrentDraft {
  id: string;
  name: string;
  updatedAt: string;
  savedKey: string;
}

const BLANK_KEY = formKey(initialBuilderState.draft, initialBuilderState.markdown);

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.");

/**
 * Save Draft and opening drafts: the form on screen is saved over its draft (or as a new one the first time, under
 * the name typed), and a saved draft replaces the form when opened. `dirty` says whether the form has changed
 * since it was last saved or opened.
 */
export function useDrafts(state: BuilderState, dispatch: (action: BuilderAction) => void) {
  const queryClient = useQueryClient();
  const list = useListResumeDrafts({ query: { queryKey: getListResumeDraftsQueryKey(), staleTime: 15_000 } });
  const create = useCreateResumeDraft();
  const update = useUpdateResumeDraft();
  const remove = useDeleteResumeDraft();
  const [current, setCurrent] = useState<CurrentDraft | null>(null);
  // The name the next save uses; empty means "the suggested one".
  const [nameInput, setNameInput] = useState("");

  const key = useMemo(() => formKey(state.draft, state.markdown, state.built), [state.draft, state.markdown, state.built]);
  const blank = key === BLANK_KEY;
  // A blank form that was never saved has nothing to lose.
  const dirty = current ? key !== current.savedKey : !blank;
  const suggestedName = current?.name ?? defaultDraftName(state.draft);
  const name = nameInput.trim() || suggestedName;

  const refreshLists = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: getListResumeDraftsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetDashboardQueryKey() });
  }, [queryClient]);

  const remember = useCallback((draft: ResumeDraft) => {
    const { draft: form, markdown, built } = fromDraftForm(draft.form);
    setCurrent({ id: draft.id, name: draft.name, updatedAt: draft.updated_at, savedKey: formKey(form, markdown, built) });
    setNameInput("");
  }, []);

  const save = useCallback(
    async (asNew = false) => {
      if (create.isPending || update.isPending) return;
      const body = { name, form: toDraftForm(state.draft, state.markdown, state.built) };
      try {
        const saved = current && !asNew ? await update.mutateAsync({ draftId: current.id, data: body }) : await create.mutateAsync({ data: body });
        setCurrent({ id: saved.id, name: saved.name, updatedAt: saved.updated_at, savedKey: key });
        setNameInput("");
        refreshLists();
        toaster.create({ title: "Draft saved", description: `Saved as “${saved.name}”. Open it again from here or from your dashboard.`, type: "success" });
      } catch (error) {
        toaster.create({ title: "Draft not saved", description: messageOf(error), type: "error" });
      }
    },
    [create, current, key, name, refreshLists, state.draft, state.markdown, state.built, update],
  );

  /** Puts a stored draft's form on screen. */
  const open = useCallback(
    (draft: ResumeDraft) => {
      dispatch({ type: "draftOpened", form: draft.form });
      remember(draft);
    },
    [dispatch, remember],
  );

  const [openingId, setOpeningId] = useState<string | null>(null);
  /** Reads a draft (its form) from the server, then puts it on screen; false when it could not be read. */
  const openById = useCallback(
    async (id: string): Promise<boolean> => {
      setOpeningId(id);
      try {
        open(await queryClient.fetchQuery({ ...getGetResumeDraftQueryOptions(id), staleTime: 0 }));
        toaster.create({ title: "Draft opened", description: "Its form is on screen. Save Draft keeps your changes to it.", type: "info" });
        return true;
      } catch (error) {
        toaster.create({ title: "Draft not opened", description: messageOf(error), type: "error" });
        return false;
      } finally {
        setOpeningId(null);
      }
    },
    [open, queryClient],
  );

  const discard = useCallback(
    async (draft: ResumeDraftSummary) => {
      try {
        await remove.mutateAsync({ draftId: draft.id });
        if (current?.id === draft.id) setCurrent(null);
        refreshLists();
        toaster.create({ title: "Draft deleted", description: `“${draft.name}” is gone. The form on screen stays as it is.`, type: "info" });
      } catch (error) {
        toaster.create({ title: "Draft not deleted", description: messageOf(error), type: "error" });
      }
    },
    [current?.id, refreshLists, remove],
  );

  return {
    list,
    current,
    dirty,
    blank,
    name: nameInput,
    setName: setNameInput,
    suggestedName,
    saving: create.isPending || update.isPending,
    deletingId: remove.isPending ? remove.variables?.draftId : undefined,
    openingId,
    save,
    open,
    openById,
    discard,
  };
}

export type Drafts = ReturnType<typeof useDrafts>;
