import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Job } from "../../../api/generated/model";
import { renderWithTheme } from "../../../testing/test-utils";
import { JobCard } from "../components/job-card";

const base = {
  id: "j1",
  title: "Senior Data Analyst",
  company: "Kalpaka Commerce",
  location: "Bengaluru, Karnataka, India",
  description: "Build dashboards in Power BI and SQL.",
  work_mode: "hybrid",
  score: 88,
  relevant: true,
  skills: ["SQL", "Power BI", "Tableau", "Python", "Looker", "Excel", "Statistics", "dbt"],
  matched_skills: ["SQL", "Power BI", "Tableau", "Python", "Excel", "Statistics"],
  source: "demo",
  apply_link: "https://www.naukri.com/data-analyst-jobs-in-bengaluru",
  posted_at: null,
  scraped_at: "2026-11-20T06:00:00.000Z",
} satisfies Job;

const why: NonNullable<Job["why"]> = {
  summary: "Data analytics and BI family · Senior, your level · 6 of 8 skills · Bengaluru",
  role_family: "data-analytics",
  role_family_name: "Data analytics and BI",
  family_match: "same",
  level: "senior",
  level_match: "fit",
  skills_matched: 6,
  skills_total: 8,
  matched_skills: base.matched_skills,
  missing_skills: ["Looker", "dbt"],
  place_match: "local",
  place_note: null,
};

const card = (job: Job) => {
  renderWithTheme(<JobCard job={job} now={new Date("2026-11-22T06:00:00.000Z")} />);
  return within(screen.getByRole("article"));
};

describe("Job card: every card says why", () => {
  it("When the search explains a match, Then the card shows the family, level, skills and place line, the matched and the missing skills", () => {
    const c = card({ ...base, why, demo: true, apply_label: "Opens a Naukri search for Data Analyst jobs in Bengaluru" });
    expect(c.getByTestId("job-why").textContent).toBe("Why this job: Data analytics and BI family · Senior, your level · 6 of 8 skills · Bengaluru");
    expect(within(c.getByLabelText("Matched skills")).getAllByText(/./).map((b) => b.textContent)).toEqual(base.matched_skills);
    const missing = c.getByLabelText("Missing skills");
    expect(missing.textContent).toBe("Missing:Lookerdbt");
    expect(c.getByText("Relevant match")).toBeTruthy();
    expect(c.queryByTestId("place-note")).toBeNull();
  });

  it("When the posting is a demo, Then it is marked as one and Apply says it opens a real portal search", () => {
    const c = card({ ...base, why, demo: true, apply_label: "Opens a Naukri search for Data Analyst jobs in Bengaluru" });
    expect(c.getByText("Demo posting")).toBeTruthy();
    const note = c.getByTestId("apply-note");
    expect(note.textContent).toBe("Opens a Naukri search for Data Analyst jobs in Bengaluru");
    const apply = c.getByRole("link", { name: /^Apply/ });
    expect(apply.getAttribute("aria-describedby")).toBe(note.id);
    expect(apply.getAttribute("href")).toBe(base.apply_link);
  });

  it("When the posting is not in the place searched, Then the card says where it is", () => {
    const remote = card({ ...base, work_mode: "remote", location: "Remote, India", why: { ...why, place_match: "remote", place_note: "Remote — open to candidates in India" } });
    expect(remote.getByTestId("place-note").textContent).toBe("Remote — open to candidates in India");
  });

  it("When the server speaks only the SPEC's job fields, Then the card still shows them without a why line or demo marks", () => {
    const c = card({ ...base, relevant: false, source: "greenhouse" });
    expect(c.getByText("General")).toBeTruthy();
    expect(c.queryByTestId("job-why")).toBeNull();
    expect(c.queryByLabelText("Missing skills")).toBeNull();
    expect(c.queryByText("Demo posting")).toBeNull();
    expect(c.queryByTestId("apply-note")).toBeNull();
    expect(c.getByRole("link", { name: /^Apply/ }).getAttribute("aria-describedby")).toBeNull();
  });
});
