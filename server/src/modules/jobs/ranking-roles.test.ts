import { describe, expect, it } from "vitest";
import { postingRole, resumeRole, roleFacts, roleFit } from "./ranking";

describe("role facts for search ranking", () => {
  it("When a posting title is read, Then its family, neighbours and level come from the RoleResolver", () => {
    expect(postingRole({ title: "Sr. BI Developer" })).toMatchObject({ family: "data-analytics", seniority: "senior", seniorityStated: true });
    expect(postingRole({ title: "Sr. BI Developer" }).neighbours).toContain("data-science");
    expect(roleFacts("Chief Happiness Officer").family).toBeNull();
  });

  it("When a resume is read, Then its most recent title with a family names the role, else the headline", () => {
    expect(resumeRole({ experienceEntries: [{ title: "Staff Nurse" }, { title: "Trainee" }], headline: "Nurse | ICU" })).toMatchObject({ family: "nursing" });
    expect(resumeRole({ experienceEntries: [{ title: "Intern" }], headline: "Data Analyst | SQL" })).toMatchObject({ family: "data-analytics" });
    expect(resumeRole({ experienceEntries: [] })).toBeNull();
    expect(resumeRole(null)).toBeNull();
  });

  it("When a senior data analyst meets postings, Then analyst and BI roles fit best, neighbouring families half, others not at all", () => {
    const me = roleFacts("Senior Data Analyst");
    expect(roleFit(me, roleFacts("BI Developer"))).toEqual({ family: 1, level: 1 });
    expect(roleFit(me, roleFacts("Machine Learning Engineer")).family).toBe(0.5);
    expect(roleFit(me, roleFacts("Staff Nurse")).family).toBe(0);
    expect(roleFit(me, roleFacts("Junior Machine Learning Engineer"))).toEqual({ family: 0.5, level: 0.5 });
    expect(roleFit(me, roleFacts("Data Analyst Intern")).level).toBe(0);
  });
});
