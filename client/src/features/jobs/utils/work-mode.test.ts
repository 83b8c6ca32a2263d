import { describe, expect, it } from "vitest";
import type { Job } from "../../../api/generated/model";
import { countByWorkMode, filterJobs, isWorkMode, matchesWorkMode } from "./work-mode";

type J = Pick<Job, "work_mode" | "title" | "location" | "description">;
const job = (over: Partial<J>): J => ({ work_mode: "onsite", title: "Data Analyst", location: "Pune", description: "Build dashboards.", ...over });

describe("work-mode filter (SPEC section 5)", () => {
  it("Any keeps every job", () => {
    expect(matchesWorkMode(job({}), "any")).toBe(true);
    expect(matchesWorkMode(job({ work_mode: "remote" }), "any")).toBe(true);
  });

  it("Remote matches the work mode remote", () => {
    expect(matchesWorkMode(job({ work_mode: "remote" }), "remote")).toBe(true);
  });

  it("Remote matches text containing remote or work from home", () => {
    expect(matchesWorkMode(job({ location: "Remote, India" }), "remote")).toBe(true);
    expect(matchesWorkMode(job({ description: "This role is Work From Home." }), "remote")).toBe(true);
    expect(matchesWorkMode(job({}), "remote")).toBe(false);
  });

  it("Hybrid matches hybrid", () => {
    expect(matchesWorkMode(job({ work_mode: "hybrid" }), "hybrid")).toBe(true);
    expect(matchesWorkMode(job({ title: "Analyst (Hybrid)" }), "hybrid")).toBe(true);
    expect(matchesWorkMode(job({}), "hybrid")).toBe(false);
  });

  it("On-site matches on-site or onsite", () => {
    expect(matchesWorkMode(job({ work_mode: "onsite" }), "onsite")).toBe(true);
    expect(matchesWorkMode(job({ work_mode: "remote", description: "Two on-site days a quarter." }), "onsite")).toBe(true);
    expect(matchesWorkMode(job({ work_mode: "hybrid", description: "Onsite kickoff." }), "onsite")).toBe(true);
  });

  it("On-site matches a job that is neither remote nor hybrid", () => {
    expect(matchesWorkMode({ work_mode: "onsite", title: "Chef", location: null, description: "Kitchen work." }, "onsite")).toBe(true);
    expect(matchesWorkMode(job({ work_mode: "remote", description: "Fully distributed." }), "onsite")).toBe(false);
    expect(matchesWorkMode(job({ work_mode: "hybrid", description: "Three days in office." }), "onsite")).toBe(false);
  });

  it("filters and counts a result list", () => {
    const jobs = [job({ work_mode: "remote" }), job({ work_mode: "hybrid" }), job({}), job({ location: "Remote" })];
    expect(filterJobs(jobs, "remote")).toHaveLength(2);
    expect(countByWorkMode(jobs)).toEqual({ any: 4, remote: 2, hybrid: 1, onsite: 2 });
  });

  it("knows the four stored values", () => {
    expect(["any", "remote", "hybrid", "onsite"].every(isWorkMode)).toBe(true);
    expect(isWorkMode("on-site")).toBe(false);
  });
});
