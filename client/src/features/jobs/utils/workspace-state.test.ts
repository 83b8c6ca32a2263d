import { describe, expect, it } from "vitest";
import type { Job } from "../../../api/generated/model";
import { initialWorkspace, loadWorkspace, workspaceReducer, type WorkspaceState } from "./workspace-state";

const job: Job = {
  id: "1",
  title: "Data Analyst",
  company: "Acme",
  location: "Pune",
  description: "SQL dashboards",
  work_mode: "onsite",
  score: 80,
  relevant: true,
  skills: ["SQL"],
  matched_skills: ["SQL"],
  source: "demo",
  apply_link: "https://example.com/apply",
  posted_at: null,
  scraped_at: "2026-03-01T00:00:00Z",
};

const withResults: WorkspaceState = { ...initialWorkspace, jobs: [job], saved: true, showWelcome: true, activeTab: "matches" };

describe("workspace transitions (SPEC section 4)", () => {
  it("starts empty with the welcome shown, Any and the upload tab", () => {
    expect(initialWorkspace).toEqual({
      resumeData: { name: "", email: "", location: "", experience: "", skills: "" },
      jobs: [],
      queryPreview: [],
      saved: false,
      showWelcome: true,
      workMode: "any",
      activeTab: "upload",
    });
  });

  it("choosing a file clears earlier jobs and the saved flag and hides the welcome", () => {
    const next = workspaceReducer(withResults, { type: "file-chosen" });
    expect(next.jobs).toEqual([]);
    expect(next.saved).toBe(false);
    expect(next.showWelcome).toBe(false);
  });

  it("a parse fills the details and the keyword chips from the cleaned skills", () => {
    const next = workspaceReducer(initialWorkspace, {
      type: "parsed",
      resumeData: { name: "Priya", email: "p@example.com", location: "Pune", experience: "Analyst", skills: "Python, SQL, R, Power BI" },
    });
    expect(next.resumeData.name).toBe("Priya");
    expect(next.queryPreview).toEqual(["python", "sql", "power bi"]);
  });

  it("a parse with no skills the workspace can read takes the latest job title as the keyword chip", () => {
    const next = workspaceReducer(initialWorkspace, {
      type: "parsed",
      resumeData: { name: "Ravi", email: "", location: "Goa", experience: "Commis Chef, Taj Hotels (2022 – Present)\nKitchen Helper, Cafe Goa (2019 – 2021)", skills: "" },
    });
    expect(next.queryPreview).toEqual(["commis chef"]);
    expect(next.resumeData.skills).toBe("");
  });

  it("clearing the skills by hand leaves no chips: the title stands in only for a parse", () => {
    const parsed = workspaceReducer(initialWorkspace, { type: "parsed", resumeData: { ...initialWorkspace.resumeData, experience: "Electrician, Tata Power (2020 – Present)" } });
    expect(workspaceReducer(parsed, { type: "field-changed", field: "skills", value: "" }).queryPreview).toEqual([]);
  });

  it("Find Matches returns results, sets the active tab to matches and saved to true", () => {
    const next = workspaceReducer({ ...initialWorkspace, activeTab: "manual" }, { type: "search-succeeded", jobs: [job] });
    expect(next.jobs).toEqual([job]);
    expect(next.activeTab).toBe("matches");
    expect(next.saved).toBe(true);
  });

  it("Save Draft sets saved and hides the welcome", () => {
    const next = workspaceReducer(initialWorkspace, { type: "draft-saved" });
    expect(next.saved).toBe(true);
    expect(next.showWelcome).toBe(false);
  });

  it("editing skills re-derives the chips; editing another field keeps them; edits clear saved", () => {
    const start = { ...initialWorkspace, queryPreview: ["sql"], saved: true };
    const skills = workspaceReducer(start, { type: "field-changed", field: "skills", value: "Go; Rust" });
    expect(skills.queryPreview).toEqual(["go", "rust"]);
    expect(skills.saved).toBe(false);
    const name = workspaceReducer(start, { type: "field-changed", field: "name", value: "Priya" });
    expect(name.queryPreview).toEqual(["sql"]);
    expect(name.resumeData.name).toBe("Priya");
  });

  it("adds and removes chips", () => {
    const added = workspaceReducer({ ...initialWorkspace, queryPreview: ["sql"] }, { type: "keyword-added", text: "Tableau" });
    expect(added.queryPreview).toEqual(["sql", "tableau"]);
    expect(workspaceReducer(added, { type: "keyword-removed", keyword: "sql" }).queryPreview).toEqual(["tableau"]);
  });

  it("dismisses the welcome, selects a work mode and a tab, and clears", () => {
    expect(workspaceReducer(initialWorkspace, { type: "welcome-dismissed" }).showWelcome).toBe(false);
    expect(workspaceReducer(initialWorkspace, { type: "work-mode-selected", mode: "remote" }).workMode).toBe("remote");
    expect(workspaceReducer(initialWorkspace, { type: "tab-selected", tab: "manual" }).activeTab).toBe("manual");
    expect(workspaceReducer({ ...withResults, showWelcome: false }, { type: "cleared" })).toEqual({ ...initialWorkspace, showWelcome: false });
  });
});

describe("loadWorkspace (SPEC section 3, survives a reload)", () => {
  it("round-trips a stored state", () => {
    const state: WorkspaceState = { ...withResults, queryPreview: ["sql"], workMode: "hybrid", resumeData: { ...initialWorkspace.resumeData, name: "Priya" } };
    expect(loadWorkspace(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it("replaces missing or malformed fields with their initial values", () => {
    expect(loadWorkspace(null)).toEqual(initialWorkspace);
    expect(loadWorkspace("garbage")).toEqual(initialWorkspace);
    expect(loadWorkspace({ jobs: [{ nope: 1 }, job], workMode: "moon", activeTab: "x", queryPreview: ["a", 2], showWelcome: "no", resumeData: { name: 5 } })).toEqual({
      ...initialWorkspace,
      jobs: [job],
      queryPreview: ["a"],
    });
  });
});
