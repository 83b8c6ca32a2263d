/**
 * The builder's state and its transitions (SPEC section 4): tabs form, preview, export; an upload-ingest fills
 * the form and returns to the edit tab; a build moves to preview; a successful compare moves the edit tab to preview.
 * A pure reducer, so every transition has a unit test.
 */
import type { BuiltResumeDocument, CompareResponse, IngestResponse, ResumeDraftForm, ResumeInsights, ReviewItem } from "../../../api/generated/model";
import { fromDraftForm } from "./drafts";
import {
  basicInfoFromStructured,
  emptyExperience,
  emptyProject,
  EMPTY_BASIC_INFO,
  experienceFromEntries,
  appendInsightsToInstructions,
  formFromDocument,
  projectsFromEntries,
  type BasicField,
  type BuilderDraft,
  type ExperienceDraft,
  type ProjectDraft,
} from "./form";

export type BuilderTab = "form" | "preview" | "export";

export interface BuilderState {
  draft: BuilderDraft;
  insights: ResumeInsights | null;
  /** Parts of the form the reader was unsure of, for the person to check (empty when it was sure). */
  review: ReviewItem[];
  comparison: CompareResponse | null;
  /** The last built resume; Preview and Export stay disabled while it is empty. */
  markdown: string;
  /** The same resume as the server's structured document, which the preview shows (null for drafts saved before it existed). */
  built: BuiltResumeDocument | null;
  tab: BuilderTab;
}

export type BuilderAction =
  | { type: "setField"; field: BasicField; value: string }
  | { type: "setInstructions"; value: string }
  | { type: "setFocusGaps"; value: boolean }
  | { type: "addExperience" }
  | { type: "updateExperience"; id: string; field: Exclude<keyof ExperienceDraft, "id">; value: string }
  | { type: "removeExperience"; id: string }
  | { type: "addProject" }
  | { type: "updateProject"; id: string; field: Exclude<keyof ProjectDraft, "id">; value: string }
  | { type: "removeProject"; id: string }
  | { type: "addInsightsToInstructions" }
  | { type: "ingested"; response: IngestResponse }
  /** benchmarkText: the benchmark file's full text when the browser could read it. */
  | { type: "compared"; response: CompareResponse; benchmarkText?: string }
  | { type: "built"; markdown: string; document?: BuiltResumeDocument | null }
  /** The form was stored (POST /resume) or its edits saved (PUT /resume/{id}). */
  | { type: "resumeSaved"; resumeId: string }
  | { type: "setTab"; tab: BuilderTab }
  | { type: "reviewDone" }
  /** A saved draft opened: its form and last built resume replace what is on screen. */
  | { type: "draftOpened"; form: ResumeDraftForm }
  /** Tailor to a job (a job-description match report): the job is the target and its description the reference. */
  | { type: "tailorTo"; role: string; company: string; jobText: string };

export const initialBuilderState: BuilderState = {
  draft: {
    info: EMPTY_BASIC_INFO,
    experience: [],
    projects: [],
    instructions: "",
    resumeId: null,
    existingResumeText: "",
    referenceResumeText: "",
    focusGaps: false,
  },
  insights: null,
  review: [],
  comparison: null,
  markdown: "",
  built: null,
  tab: "form",
};

function withDraft(state: BuilderState, patch: Partial<BuilderDraft>): BuilderState {
  return { ...state, draft: { ...state.draft, ...patch } };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { draft } = state;
  switch (action.type) {
    case "setField":
      return withDraft(state, { info: { ...draft.info, [action.field]: action.value } });
    case "setInstructions":
      return withDraft(state, { instructions: action.value });
    case "setFocusGaps":
      return withDraft(state, { focusGaps: action.value });
    case "addExperience":
      return withDraft(state, { experience: [...draft.experience, emptyExperience()] });
    case "updateExperience":
      return withDraft(state, {
        experience: draft.experience.map((e) => (e.id === action.id ? { ...e, [action.field]: action.value } : e)),
      });
    case "removeExperience":
      return withDraft(state, { experience: draft.experience.filter((e) => e.id !== action.id) });
    case "addProject":
      return withDraft(state, { projects: [...draft.projects, emptyProject()] });
    case "updateProject":
      return withDraft(state, {
        projects: draft.projects.map((p) => (p.id === action.id ? { ...p, [action.field]: action.value } : p)),
      });
    case "removeProject":
      return withDraft(state, { projects: draft.projects.filter((p) => p.id !== action.id) });
    case "addInsightsToInstructions":
      if (!state.insights) return state;
      return withDraft(state, { instructions: appendInsightsToInstructions(draft.instructions, state.insights) });
    case "reviewDone":
      return { ...state, review: [] };
    case "ingested": {
      const { structured, raw_text, insights, document, resume_id } = action.response;
      // The form shows the stored document; a server that sends only SPEC's `structured` still fills it.
      const targets = { target_role: structured.target_role || draft.info.target_role, target_company: structured.target_company || draft.info.target_company };
      const view = document
        ? formFromDocument(document, targets)
        : {
            info: basicInfoFromStructured(structured, { ...draft.info, certifications: "", languages: "", links: "" }),
            experience: experienceFromEntries(structured.experience),
            projects: projectsFromEntries(structured.projects),
          };
      return {
        ...state,
        draft: {
          ...draft,
          ...view,
          resumeId: resume_id ?? null,
          existingResumeText: raw_text,
        },
        insights,
        // Older servers do not send it: nothing to check then.
        review: action.response.review ?? [],
        // A comparison scored the previous resume; it no longer describes this one.
        comparison: null,
        tab: "form",
      };
    }
    case "compared":
      return {
        ...state,
        draft: {
          ...draft,
          // The whole benchmark when the browser could read it; otherwise the excerpt is all the client has.
          referenceResumeText: action.benchmarkText?.trim() ? action.benchmarkText : action.response.benchmark_excerpt,
          // Gaps worth closing: ask the build to address them unless the user already decided.
          focusGaps: draft.focusGaps || action.response.gaps.length > 0,
        },
        comparison: action.response,
        tab: state.tab === "form" ? "preview" : state.tab,
      };
    case "built":
      return { ...state, markdown: action.markdown, built: action.document ?? null, tab: "preview" };
    case "resumeSaved":
      return withDraft(state, { resumeId: action.resumeId });
    case "draftOpened": {
      const { draft: opened, markdown, built } = fromDraftForm(action.form);
      return { ...initialBuilderState, draft: opened, markdown, built, tab: "form" };
    }
    case "tailorTo":
      return {
        ...state,
        draft: {
          ...draft,
          info: { ...draft.info, target_role: action.role || draft.info.target_role, target_company: action.company },
          // The build brings forward the skills the job asks for that the person's own material already shows.
          referenceResumeText: action.jobText.slice(0, 100_000),
          focusGaps: true,
        },
      };
    case "setTab":
      // Preview and Export open only once a resume is built (a compare may still move the view to Preview).
      if (action.tab !== "form" && !state.markdown) return state;
      return { ...state, tab: action.tab };
    default:
      return state;
  }
}
