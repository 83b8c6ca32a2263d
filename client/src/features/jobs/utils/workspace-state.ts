import type { Job } from "../../../api/generated/model";
import { addKeywords, cleanKeywords, removeKeyword } from "../../../../../common/keywords";
import { EMPTY_RESUME, keywordsFromResume, type ResumeData } from "./resume-file";
import { isWorkMode, type WorkModeValue } from "./work-mode";

export type WorkspaceTab = "upload" | "manual" | "matches";

/** SPEC section 3: the workspace state kept in browser storage under the workspace key. */
export interface WorkspaceState {
  resumeData: ResumeData;
  jobs: Job[];
  queryPreview: string[];
  saved: boolean;
  showWelcome: boolean;
  workMode: WorkModeValue;
  activeTab: WorkspaceTab;
}

export const initialWorkspace: WorkspaceState = {
  resumeData: EMPTY_RESUME,
  jobs: [],
  queryPreview: [],
  saved: false,
  showWelcome: true,
  workMode: "any",
  activeTab: "upload",
};

export type WorkspaceAction =
  | { type: "file-chosen" }
  | { type: "parsed"; resumeData: ResumeData }
  | { type: "field-changed"; field: keyof ResumeData; value: string }
  | { type: "keyword-added"; text: string }
  | { type: "keyword-removed"; keyword: string }
  | { type: "search-succeeded"; jobs: Job[] }
  | { type: "draft-saved" }
  | { type: "welcome-dismissed" }
  | { type: "work-mode-selected"; mode: WorkModeValue }
  | { type: "tab-selected"; tab: WorkspaceTab }
  | { type: "cleared" };

/** The transitions of SPEC section 4 (job search), plus the edits the panels make. */
export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case "file-chosen":
      // Choosing a file clears earlier jobs and the saved flag and hides the welcome (the error lives in the hook).
      return { ...state, jobs: [], saved: false, showWelcome: false };
    case "parsed":
      return { ...state, resumeData: action.resumeData, queryPreview: keywordsFromResume(action.resumeData) };
    case "field-changed": {
      const resumeData = { ...state.resumeData, [action.field]: action.value };
      const queryPreview = action.field === "skills" ? cleanKeywords(action.value) : state.queryPreview;
      return { ...state, resumeData, queryPreview, saved: false };
    }
    case "keyword-added":
      return { ...state, queryPreview: addKeywords(state.queryPreview, action.text), saved: false };
    case "keyword-removed":
      return { ...state, queryPreview: removeKeyword(state.queryPreview, action.keyword), saved: false };
    case "search-succeeded":
      return { ...state, jobs: action.jobs, activeTab: "matches", saved: true };
    case "draft-saved":
      return { ...state, saved: true, showWelcome: false };
    case "welcome-dismissed":
      return { ...state, showWelcome: false };
    case "work-mode-selected":
      return { ...state, workMode: action.mode };
    case "tab-selected":
      return { ...state, activeTab: action.tab };
    case "cleared":
      return { ...initialWorkspace, showWelcome: state.showWelcome };
    default:
      return state;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === "string" ? v : "");
const isTab = (v: unknown): v is WorkspaceTab => v === "upload" || v === "manual" || v === "matches";

function isJob(v: unknown): v is Job {
  return isObject(v) && typeof v.title === "string" && typeof v.description === "string";
}

/** The stored workspace, checked field by field: anything missing or malformed takes its initial value. */
export function loadWorkspace(stored: unknown): WorkspaceState {
  if (!isObject(stored)) return initialWorkspace;
  const rd = isObject(stored.resumeData) ? stored.resumeData : {};
  return {
    resumeData: { name: str(rd.name), email: str(rd.email), location: str(rd.location), experience: str(rd.experience), skills: str(rd.skills) },
    jobs: Array.isArray(stored.jobs) ? stored.jobs.filter(isJob) : [],
    queryPreview: Array.isArray(stored.queryPreview) ? stored.queryPreview.filter((k): k is string => typeof k === "string") : [],
    saved: stored.saved === true,
    showWelcome: stored.showWelcome !== false,
    workMode: isWorkMode(stored.workMode) ? stored.workMode : "any",
    activeTab: isTab(stored.activeTab) ? stored.activeTab : "upload",
  };
}
