import { describe, expect, it } from "vitest";
import { cleanToolName, onetToolKinds } from "../../../../scripts/build-role-kb";
import { KIND_FAMILIES, namesTool, toolFitsOccupation, toolFitsRole, toolKind } from "../../../../scripts/data/tool-fit";
import { loadRoleKb } from "./knowledge-base";

const kb = loadRoleKb();
const kinds = onetToolKinds();
const role = (id: string) => {
  const r = kb.roles.find((x) => x.id === id);
  if (!r) throw new Error(`no role ${id}`);
  return r;
};
const occupation = (code: string) => {
  const o = kb.occupations.find((x) => x.code === code);
  if (!o) throw new Error(`no occupation ${code}`);
  return o;
};

describe("O*NET tools that fit the role", () => {
  it("When a tool is classified, Then its O*NET commodity decides, with the names the commodity gets wrong fixed", () => {
    expect(toolKind("JavaScript", ["Web platform development software"])).toBe("code");
    expect(toolKind("Oracle PL/SQL", ["Data base management system software"])).toBe("database");
    expect(toolKind("Hypertext markup language HTML", ["Web platform development software"])).toBe("web");
    expect(toolKind("Moz search engine optimization SEO software", ["Web platform development software"])).toBe("marketing");
    expect(toolKind("Figma", ["Graphical user interface development software"])).toBe("general");
    expect(toolKind("Yardi software", ["Data base user interface and query software"])).toBe("real-estate");
    expect(toolKind("Epic Systems", ["Medical software"])).toBe("medical");
    expect(toolKind("Microsoft PowerPoint", ["Presentation software"])).toBe("general");
  });

  it("When a tool is a statistics package, Then analysts, researchers and engineers see it and office and sales work does not", () => {
    expect(toolKind("IBM SPSS Statistics", ["Analytical or scientific software"])).toBe("statistics");
    expect(toolKind("R", ["Analytical or scientific software"])).toBe("statistics");
    const stats = /SPSS|^SAS$|^R$|MATLAB|Minitab|Stata/;
    expect(occupation("11-3012.00").tools.filter((t) => stats.test(t))).toEqual([]); // Administrative Services Managers
    expect(role("hr-generalist").onet_tools.filter((t) => stats.test(t))).toEqual([]);
    expect(role("sales-executive").onet_tools.filter((t) => stats.test(t))).toEqual([]);
    expect(occupation("15-2041.00").tools.some((t) => stats.test(t))).toBe(true); // Statisticians
    expect(toolFitsOccupation("statistics", "education", "Teach courses in health specialties in universities and research settings.")).toBe(true);
  });

  it("When a curated role is outside the tech families, Then developer tools and databases are dropped unless the role names them", () => {
    expect(KIND_FAMILIES.code).toEqual(["technology", "data"]);
    expect(toolFitsRole("code", "learning-development", "JavaScript", role("corporate-trainer").tools)).toBe(false);
    expect(toolFitsRole("database", "healthcare", "Apache Spark", role("nurse").tools)).toBe(false);
    expect(toolFitsRole("code", "technology", "JavaScript", [])).toBe(true);
    // The financial analyst lists "Python or SQL for analysis", so O*NET's Python fits that role.
    expect(toolFitsRole("code", "finance", "Python", role("financial-analyst").tools)).toBe(true);
    expect(toolFitsRole("general", "fitness-wellness", "Microsoft Excel", [])).toBe(true);
  });

  it("When every curated role's O*NET tools are checked, Then each one fits the role's family or is named by the role", () => {
    for (const r of kb.roles) {
      for (const tool of r.onet_tools) {
        const kind = kinds.get(tool) ?? "general";
        expect(toolFitsRole(kind, r.family, tool, r.tools), `${r.id}: ${tool} (${kind})`).toBe(true);
      }
    }
  });

  it.each([
    ["corporate-trainer", ["JavaScript", "Oracle PL/SQL", "Drupal", "Epic Systems"]],
    ["nurse", ["Apache Spark", "Kronos Workforce Timekeeper"]],
    ["sales-executive", ["Eclipse IDE", "Yardi", "Oracle Primavera Enterprise Project Portfolio Management"]],
    ["management-consultant", ["Hibernate ORM", "Spring Framework", "Google Angular"]],
    ["architect", ["Chef", "Apache Maven", "Amazon Redshift"]],
    ["ux-designer", ["Python", "Dassault Systemes SolidWorks"]],
    ["recruiter", ["Marketo Marketing Automation", "Microsoft SQL Server Reporting Services (SSRS)"]],
  ])("When the %s playbook lists O*NET tools, Then none of %j appear", (id, absurd) => {
    const tools = role(id).onet_tools.join(" | ");
    for (const t of absurd) expect(tools).not.toContain(t);
  });

  it("When the role is in a tech family, Then its developer tools stay", () => {
    expect(role("software-engineer-backend").onet_tools.some((t) => kinds.get(t) === "code")).toBe(true);
    expect(role("data-engineer").onet_tools.some((t) => kinds.get(t) === "database")).toBe(true);
  });

  it("When an occupation is not curated, Then its own description can still call for code: bioinformatics yes, training specialists no", () => {
    expect(toolFitsOccupation("code", "engineering", "Bioinformatics Scientists. Conduct research using bioinformatics theory and methods")).toBe(true);
    expect(toolFitsOccupation("code", "learning-development", "Training and Development Specialists. Design or conduct work-related training")).toBe(false);
    expect(occupation("19-1029.01").tools.filter((t) => kinds.get(t) === "code").length).toBeGreaterThan(2);
    expect(occupation("13-1151.00").tools.join(" | ")).not.toMatch(/JavaScript|PL\/SQL|Drupal|Django|PHP/);
    expect(occupation("29-1141.00").tools).not.toContain("Apache Spark");
  });

  it("When a curated tool line is compared with an O*NET name, Then it names the tool by its full or short name only", () => {
    expect(namesTool("SQL (Metabase, Redash)", "Structured query language SQL")).toBe(true);
    expect(namesTool("Python or SQL for analysis", "Python")).toBe(true);
    expect(namesTool("Adobe Captivate or Camtasia", "TechSmith Camtasia")).toBe(true);
    expect(namesTool("SQL (Metabase, Redash)", "Oracle PL/SQL")).toBe(false);
    expect(namesTool("Jira or Asana", "Microsoft Project")).toBe(false);
  });

  it("When an O*NET name spells out its acronym, Then the acronym is shown in brackets", () => {
    expect(cleanToolName("Hypertext markup language HTML")).toBe("Hypertext markup language (HTML)");
    expect(cleanToolName("Extensible markup language XML")).toBe("Extensible markup language (XML)");
    expect(cleanToolName("Amazon Web Services AWS software")).toBe("Amazon Web Services (AWS)");
    expect(cleanToolName("Microsoft Power BI")).toBe("Microsoft Power BI");
    expect(cleanToolName("IBM DB2")).toBe("IBM DB2");
  });
});
