import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { ApiError } from "../../../api/http";
import type { JobSearchResponse, Problem } from "../../../api/generated/model";
import { toaster } from "../../../components/ui/toaster";
import { planDisplayName } from "../../../config/plans";
import { readJson, STORAGE_KEYS, writeJson } from "../../../lib/storage";
import { useJobSearch, useParseResume, useSubscription } from "../api/use-jobs-api";
import { isAcceptedResume, looksLikeSkillList, pastedTextFile, rejectionMessage, resumeDataFromParsed, type ResumeData } from "../utils/resume-file";
import { buildSearch, dailyLimitMessage, jobsFromSearch, localDate, quotaFromSearch, quotaFromSubscription, type MatchQuota } from "../utils/search";
import type { WorkModeValue } from "../utils/work-mode";
import { loadWorkspace, workspaceReducer, type WorkspaceTab } from "../utils/workspace-state";

function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** What the last search said besides its jobs (kept for this visit only; the jobs themselves are stored). */
export type SearchSummary = Pick<JobSearchResponse, "total" | "query" | "location" | "hidden_count" | "quota" | "place" | "searched_for">;

/**
 * The Job search workspace: the stored state of SPEC section 3 (reloaded on mount, written on every change), the
 * transitions of section 4, the validation of section 5, the calls of section 7 and the messages of section 8.
 */
export function useWorkspace() {
  const [state, dispatch] = useReducer(workspaceReducer, undefined, () => loadWorkspace(readJson(STORAGE_KEYS.workspace)));
  useEffect(() => writeJson(STORAGE_KEYS.workspace, state), [state]);

  const [file, setFile] = useState<{ name: string; size: number } | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const [parsedFromPaste, setParsedFromPaste] = useState(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  const [searchError, setSearchError] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [summary, setSummary] = useState<SearchSummary | null>(null);

  const parser = useParseResume();
  const search = useJobSearch();
  const subscription = useSubscription();
  // Only the latest parse may fill the form, however the responses arrive.
  const parseRun = useRef(0);
  // The stored resume the latest parse made (parsed once on the server): searches rank for it by id.
  const resumeId = useRef<string | null>(null);

  const clearMessages = () => {
    setParseError(null);
    setSearchError(null);
    setLimitMessage(null);
    setValidationError(null);
  };

  const parse = useCallback(
    async (blob: File, fromPaste: boolean) => {
      const run = ++parseRun.current;
      try {
        const response = await parser.parse(blob);
        if (run !== parseRun.current) return;
        resumeId.current = response.resume_id ?? null;
        const data = resumeDataFromParsed(response.parsed);
        // Pasted skills the taxonomy does not know are still the user's skills.
        if (fromPaste && !data.skills) {
          const text = await blob.text();
          if (looksLikeSkillList(text)) data.skills = text.trim();
        }
        dispatch({ type: "parsed", resumeData: data });
      } catch (error) {
        if (run !== parseRun.current) return;
        setParseError(messageOf(error, "Failed to extract resume data. Please try again."));
      }
    },
    [parser],
  );

  /** SPEC section 4: choosing a file clears earlier jobs, error and saved flag, hides the welcome and parses it. */
  const chooseFile = useCallback(
    (picked: File) => {
      clearMessages();
      if (!isAcceptedResume(picked)) {
        setParseError(rejectionMessage(picked.name));
        return;
      }
      setFile({ name: picked.name, size: picked.size });
      setParsedFromPaste(false);
      setSummary(null);
      dispatch({ type: "file-chosen" });
      void parse(picked, false);
    },
    [parse],
  );

  /** The Manual tab: pasted text goes through the same parser, as a .txt file. */
  const parsePastedText = useCallback(
    (text: string) => {
      clearMessages();
      if (!text.trim()) {
        setParseError("Paste your skills or resume text first.");
        return;
      }
      setParsedFromPaste(true);
      setSummary(null);
      dispatch({ type: "file-chosen" });
      void parse(pastedTextFile(text), true);
    },
    [parse],
  );

  /** SPEC sections 4 and 5: validate, go busy, search, then show the matches. Resolves true when results arrived. */
  const findMatches = useCallback(async (): Promise<boolean> => {
    if (search.isPending) return false;
    clearMessages();
    const request = buildSearch(state.queryPreview, state.resumeData.location);
    if (!request.ok) {
      setValidationError(request.error);
      return false;
    }
    try {
      const params = resumeId.current ? { ...request.params, resume_id: resumeId.current } : request.params;
      // A resume that is no longer stored (another tab, another account) leaves the search to the latest one.
      const response = await search.mutateAsync(params).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.status === 404 && params.resume_id)) throw error;
        resumeId.current = null;
        return search.mutateAsync(request.params);
      });
      setSummary({
        total: response.total,
        query: response.query,
        location: response.location,
        hidden_count: response.hidden_count,
        quota: response.quota,
        place: response.place,
        searched_for: response.searched_for,
      });
      dispatch({ type: "search-succeeded", jobs: jobsFromSearch(response) });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 402) {
        const body = (error.body ?? {}) as Partial<Problem>;
        setLimitMessage(typeof body.detail === "string" && body.detail ? body.detail : dailyLimitMessage(planDisplayName(body.plan)));
      } else {
        setSearchError(messageOf(error, "Failed to fetch jobs. Please try again."));
      }
      return false;
    }
  }, [search, state.queryPreview, state.resumeData.location]);

  /** SPEC section 4: Save Draft sets saved and hides the welcome (the draft is the stored workspace; no call is made). */
  const saveDraft = useCallback(() => {
    dispatch({ type: "draft-saved" });
    toaster.create({ title: "Draft saved", description: "Your details and keywords are kept on this device.", type: "success" });
  }, []);

  const quota: MatchQuota | null = useMemo(() => {
    // A server without Hirewise's quota in the answer (SPEC section 3 has none): the subscription's counters.
    if (summary?.quota) return quotaFromSearch(summary.quota);
    return subscription.data ? quotaFromSubscription(subscription.data, localDate()) : null;
  }, [subscription.data, summary]);

  return {
    state,
    file,
    parsedFromPaste,
    parsing: parser.isPending,
    parseError,
    searching: search.isPending,
    searchError,
    validationError,
    limitMessage,
    summary,
    quota,
    chooseFile,
    parsePastedText,
    findMatches,
    saveDraft,
    setField: (field: keyof ResumeData, value: string) => dispatch({ type: "field-changed", field, value }),
    addKeyword: (text: string) => dispatch({ type: "keyword-added", text }),
    removeKeyword: (keyword: string) => dispatch({ type: "keyword-removed", keyword }),
    dismissWelcome: () => dispatch({ type: "welcome-dismissed" }),
    setWorkMode: (mode: WorkModeValue) => dispatch({ type: "work-mode-selected", mode }),
    setTab: (tab: WorkspaceTab) => dispatch({ type: "tab-selected", tab }),
    clear: () => {
      clearMessages();
      setFile(null);
      setSummary(null);
      dispatch({ type: "cleared" });
    },
  };
}

export type Workspace = ReturnType<typeof useWorkspace>;
