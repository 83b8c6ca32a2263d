import { describe, expect, it } from "vitest";
import { parseJobDescription, readYears } from "./job-description";
import { matchJob } from "./match";
import { getSkillFinder } from "./skill-finder";

const finder = getSkillFinder();

describe("reading a job description", () => {
  it("reads the years asked in the ways postings write them", () => {
    expect(readYears("Experience: 2 - 5 Years")).toEqual({ min: 2, max: 5 });
    expect(readYears("4+ years of experience in analytics")).toEqual({ min: 4, max: null });
    expect(readYears("10+ years of post-qualification experience, at least 3 in a manager role").min).toBe(10);
    expect(readYears("Minimum of three years in sales").min).toBe(3);
    expect(readYears("Freshers can apply")).toEqual({ min: 0, max: 1 });
    expect(readYears("We ship 50,000 orders a day")).toEqual({ min: null, max: null });
  });

  it("tells required skills from nice-to-haves, reads 'A or B' as either, and leaves company descriptions out", () => {
    const jd = parseJobDescription(
      [
        "Senior Data Analyst",
        "Our logistics platform tracks 50,000 shipments a day.",
        "Requirements",
        "- Strong SQL and Python",
        "- Experience building dashboards in Power BI or Tableau",
        "- Work with the finance and sales teams on reporting",
        "Nice to have",
        "- Airflow",
        "Education: Bachelor's degree in statistics",
      ].join("\n"),
      {},
      finder,
    );
    expect(jd.title).toBe("Senior Data Analyst");
    const names = (gs: Array<{ names: string[] }>) => gs.map((g) => g.names.join(" | "));
    expect(names(jd.required)).toEqual(expect.arrayContaining(["SQL", "Python", "Power BI | Tableau"]));
    expect(names(jd.required).join(" ")).not.toMatch(/Logistics|Sales|Finance/);
    expect(names(jd.nice)).toContain("Airflow");
    expect(jd.education).toMatchObject({ level: 2, preferred: false });
  });
});

describe("matching a resume against a job description", () => {
  const resume = [
    "Sneha Kulkarni",
    "sneha.k@example.com | Hyderabad",
    "Data Analyst",
    "EXPERIENCE",
    "Data Analyst | RetailNext | Hyderabad | Aug 2020 - Present",
    "- Built Power BI dashboards for 120 stores",
    "- Wrote SQL queries to automate weekly reporting",
    "SKILLS",
    "SQL, Excel, Power BI, Python",
    "EDUCATION",
    "B.Sc Statistics, Osmania University, 2020",
  ].join("\n");
  const jd = "Senior Data Analyst\nRequirements\n- 4+ years in data analysis\n- Strong SQL and Python\n- Tableau or Power BI\n- Snowflake\nNice to have: Airflow\nEducation: Bachelor's degree";

  it("explains a score from its parts, and lists as missing only what the resume does not show", () => {
    const r = matchJob({ resumeText: resume, jobText: jd, now: new Date("2026-11-25T00:00:00Z") });
    expect(r.score).toBeGreaterThanOrEqual(60);
    expect(r.skills.required_present).toEqual(expect.arrayContaining(["SQL", "Python", "Tableau or Power BI"]));
    expect(r.skills.required_missing).toEqual(["Snowflake"]);
    expect(r.skills.nice_missing).toEqual(["Airflow"]);
    expect(r.experience).toEqual({ years_required: 4, years_shown: 6.3 });
    expect(r.education.met).toBe(true);
    expect(r.keyword_gaps[0]).toEqual({ keyword: "Snowflake", importance: 100, reason: "A required skill" });
    expect(r.parts.reduce((s, p) => s + p.weight, 0)).toBeCloseTo(1, 2);
    expect(r.tailor).toEqual({ target_role: "Senior Data Analyst", target_company: "", focus_gaps: true });
  });

  it("scores a job in another field far lower", () => {
    const same = matchJob({ resumeText: resume, jobText: jd, now: new Date("2026-11-25T00:00:00Z") });
    const other = matchJob({ resumeText: resume, jobText: "Staff Nurse - ICU\nRequirements\n- B.Sc Nursing or GNM\n- 2+ years of ICU experience\n- BLS and ACLS\n- Patient care and infection control", now: new Date("2026-11-25T00:00:00Z") });
    expect(other.band).toBe("poor");
    expect(same.score - other.score).toBeGreaterThan(40);
  });
});
