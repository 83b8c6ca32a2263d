import { describe, expect, it } from "vitest";
import type { CompareResponse, IngestResponse } from "../../../api/generated/model";
import { builderReducer, initialBuilderState, type BuilderState } from "./builder-state";

// Spec-minimal (SPEC section 3: no resume_id or document): the screen works with a server that sends only these.
const INGEST_MINIMAL: Omit<IngestResponse, "resume_id" | "document"> = {
  structured: {
    name: "Sneha Kulkarni",
    email: "sneha@example.com",
    phone: "",
    location: "Hyderabad",
    headline: "Data Analyst",
    summary: "",
    skills: ["SQL", "Python"],
    education: ["B.Sc Statistics"],
    target_role: "Data Analyst",
    target_company: "",
    experience: [{ title: "Analyst", company: "RetailNext", bullets: ["Built dashboards"] }],
    projects: [{ name: "Churn model", link: "", bullets: [] }],
  },
  raw_text: "Sneha Kulkarni ...",
  insights: { strengths: ["SQL"], gaps: ["Tableau"], recommendations: ["Quantify"], tone: "analytical" },
};
const INGEST = INGEST_MINIMAL as IngestResponse;

const COMPARE: CompareResponse = {
  alignment_score: 64,
  gaps: ["Tableau", "A/B testing"],
  recommendations: ["Add a dashboard project"],
  strengths: ["SQL"],
  overview: "Close on tools.",
  benchmark_excerpt: "Senior analyst ...",
};

const run = (state: BuilderState, ...actions: Parameters<typeof builderReducer>[1][]) => actions.reduce(builderReducer, state);

describe("builder transitions (SPEC section 4)", () => {
  it("starts on the edit tab with nothing built and no comparison", () => {
    expect(initialBuilderState.tab).toBe("form");
    expect(initialBuilderState.markdown).toBe("");
    expect(initialBuilderState.comparison).toBeNull();
  });

  it("an upload-ingest fills the form and returns to the edit tab", () => {
    const onPreview: BuilderState = { ...initialBuilderState, markdown: "# Old", tab: "preview", comparison: COMPARE };
    const next = builderReducer(onPreview, { type: "ingested", response: INGEST });
    expect(next.tab).toBe("form");
    expect(next.draft.info).toMatchObject({ name: "Sneha Kulkarni", skills: "SQL, Python", education: "B.Sc Statistics", target_role: "Data Analyst" });
    expect(next.draft.experience).toHaveLength(1);
    expect(next.draft.experience[0]).toMatchObject({ title: "Analyst", bullets: "Built dashboards" });
    expect(next.draft.projects[0]).toMatchObject({ name: "Churn model" });
    expect(next.draft.existingResumeText).toBe("Sneha Kulkarni ...");
    expect(next.insights).toEqual(INGEST.insights);
    expect(next.comparison).toBeNull();
  });

  it("a build moves to preview", () => {
    const next = builderReducer(initialBuilderState, { type: "built", markdown: "# Sneha" });
    expect(next).toMatchObject({ markdown: "# Sneha", tab: "preview" });
  });

  it("a successful compare moves the edit tab to preview, keeps the excerpt as the reference and turns on focus_gaps", () => {
    const next = builderReducer(initialBuilderState, { type: "compared", response: COMPARE });
    expect(next.tab).toBe("preview");
    expect(next.comparison).toBe(COMPARE);
    expect(next.draft.referenceResumeText).toBe("Senior analyst ...");
    expect(next.draft.focusGaps).toBe(true);
  });

  it("keeps the benchmark's full text as the reference when the browser could read it, else the excerpt", () => {
    const full = "Senior analyst\nSKILLS\nSQL, Tableau, BigQuery\nEXPERIENCE\n- Cut reporting time 40%";
    expect(builderReducer(initialBuilderState, { type: "compared", response: COMPARE, benchmarkText: full }).draft.referenceResumeText).toBe(full);
    expect(builderReducer(initialBuilderState, { type: "compared", response: COMPARE, benchmarkText: "  " }).draft.referenceResumeText).toBe("Senior analyst ...");
  });

  it("a compare from the export or preview tab stays where it is", () => {
    const onExport: BuilderState = { ...initialBuilderState, markdown: "# x", tab: "export" };
    expect(builderReducer(onExport, { type: "compared", response: COMPARE }).tab).toBe("export");
  });

  it("keeps Preview and Export closed until a resume is built", () => {
    expect(builderReducer(initialBuilderState, { type: "setTab", tab: "preview" }).tab).toBe("form");
    expect(builderReducer(initialBuilderState, { type: "setTab", tab: "export" }).tab).toBe("form");
    const built = builderReducer(initialBuilderState, { type: "built", markdown: "# x" });
    expect(builderReducer(built, { type: "setTab", tab: "export" }).tab).toBe("export");
    expect(builderReducer(built, { type: "setTab", tab: "form" }).tab).toBe("form");
  });
});

describe("editing", () => {
  it("sets basic fields, instructions and focus_gaps", () => {
    const next = run(
      initialBuilderState,
      { type: "setField", field: "headline", value: "Analyst" },
      { type: "setInstructions", value: "One page" },
      { type: "setFocusGaps", value: true },
    );
    expect(next.draft.info.headline).toBe("Analyst");
    expect(next.draft.instructions).toBe("One page");
    expect(next.draft.focusGaps).toBe(true);
  });

  it("adds, edits and removes experience and project entries", () => {
    let state = run(initialBuilderState, { type: "addExperience" }, { type: "addExperience" }, { type: "addProject" });
    const [first, second] = state.draft.experience;
    state = builderReducer(state, { type: "updateExperience", id: second!.id, field: "company", value: "Acme" });
    expect(state.draft.experience[1]?.company).toBe("Acme");
    expect(state.draft.experience[0]?.company).toBe("");
    state = builderReducer(state, { type: "removeExperience", id: first!.id });
    expect(state.draft.experience.map((e) => e.company)).toEqual(["Acme"]);
    const project = state.draft.projects[0]!;
    state = builderReducer(state, { type: "updateProject", id: project.id, field: "link", value: "https://x.dev" });
    expect(state.draft.projects[0]?.link).toBe("https://x.dev");
    state = builderReducer(state, { type: "removeProject", id: project.id });
    expect(state.draft.projects).toEqual([]);
  });

  it("'Add to instructions' appends the insights, and does nothing before an ingest", () => {
    expect(builderReducer(initialBuilderState, { type: "addInsightsToInstructions" })).toBe(initialBuilderState);
    const next = run(initialBuilderState, { type: "ingested", response: INGEST }, { type: "setInstructions", value: "One page." }, { type: "addInsightsToInstructions" });
    expect(next.draft.instructions).toBe("One page.\nSuggested tone: analytical.\nAddress gap: Tableau\nApply: Quantify\nHighlight: SQL");
  });
});
