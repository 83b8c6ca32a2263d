import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { blankEmployerMentions, isPlace, parseExperience, parseRoleSentence, splitEmployerLine } from "./experience";
import { parseResume } from "./parse-resume";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../tests/fixtures/resumes");
const roles = (text: string) => parseExperience(text).map((e) => ({ title: e.title, company: e.company, location: e.location, start: e.start, end: e.end }));

describe("parseExperience: employers", () => {
  it("keeps a country word inside an employer's name ('Microsoft India' is not a place)", () => {
    expect(isPlace("Microsoft India")).toBe(false);
    expect(isPlace("Hyderabad, Telangana")).toBe(true);
    expect(isPlace("Jammu and Kashmir")).toBe(true);
    expect(roles("Architect\nMicrosoft India -  Hyderabad, Telangana -\nFebruary 2005 to Present")).toEqual([
      { title: "Architect", company: "Microsoft India", location: "Hyderabad", start: "Feb 2005", end: "Present" },
    ]);
  });

  it("keeps a title's brackets whole when the line opens with one ('(SQL DBA Analyst) Engineer')", () => {
    expect(roles("(SQL DBA Analyst) Engineer\nHCL Technologies -  Bengaluru, Karnataka -\nNovember 2014 to July 2016")).toEqual([
      { title: "(SQL DBA Analyst) Engineer", company: "HCL Technologies", location: "Bengaluru", start: "Nov 2014", end: "Jul 2016" },
    ]);
  });

  it("reads 'Employer - Town, State' even when the town is unknown, and 'Employer -' with the place left empty", () => {
    expect(splitEmployerLine("Cisco -  Samba, Jammu and Kashmir -")).toEqual({ employer: "Cisco", place: "Samba, Jammu and Kashmir" });
    expect(splitEmployerLine("Fabrikam -")).toEqual({ employer: "Fabrikam", place: "" });
    expect(splitEmployerLine("Lead Engineer - Automation & Testing")).toBeNull();
    expect(roles("Cisco -  Samba, Jammu and Kashmir -\n2000 to 2003\nRan the LAN.")).toEqual([
      { title: "", company: "Cisco", location: "Samba", start: "2000", end: "2003" },
    ]);
  });

  it("keeps a dated role whose only name is an employer line instead of folding it into the role above", () => {
    const text = "Support Engineer\nAcme Ltd -\n2016 to 2018\n• Ran support.\nZentrix -\nAug 2014 to Oct 2015\n• Sold phones.";
    expect(roles(text).map((r) => r.company)).toEqual(["Acme Ltd", "Zentrix"]);
  });

  it("stops a role's header at a second employer line, which starts an undated role above", () => {
    const text = "Technical Architect\nAccenture Services -  Pune, Maharashtra\nSoftware Engineer 2\nMicrosoft -  Redmond -\nJune 2016 to February 2017\n• Built the store.";
    expect(roles(text)).toEqual([
      { title: "Technical Architect", company: "Accenture Services", location: "Pune", start: "", end: "" },
      { title: "Software Engineer 2", company: "Microsoft", location: "Redmond", start: "Jun 2016", end: "Feb 2017" },
    ]);
  });

  it("finds undated roles: a title line, then an employer, then the description", () => {
    const text = "Associate Consultant\nSap Labs\nIncident and change management coordinator,\nhandling escalations for company products.";
    expect(parseExperience(text)).toEqual([
      { title: "Associate Consultant", company: "Sap Labs", location: "", start: "", end: "", bullets: ["Incident and change management coordinator,", "handling escalations for company products."] },
    ]);
    // Wrapped prose that merely mentions a title is not a role, nor is a list of short lines.
    expect(parseExperience("Partnered daily with the regional finance and audit teams, and with the\nSenior Manager of\nGlobal Treasury\non quarterly audits.")).toEqual([]);
    expect(parseExperience("Highlights\nTeam Lead\nQuality Assurance\nRelease Management")).toEqual([]);
  });

  it("reads roles written as sentences on their date line", () => {
    expect(parseRoleSentence("• Worked with Microsoft, Hyderabad as Software Engineer from")).toEqual({ title: "Software Engineer", company: "Microsoft" });
    expect(parseRoleSentence("Currently working as Test Analyst at Oracle, Hyderabad since")).toEqual({ title: "Test Analyst", company: "Oracle" });
    expect(parseRoleSentence("[24]7 Inc as HR Executive from | .")).toEqual({ title: "HR Executive", company: "[24]7 Inc" });
    expect(parseRoleSentence("Senior Systems Engineer for Infosys Limited from")).toEqual({ title: "Senior Systems Engineer", company: "Infosys Limited" });
    expect(parseRoleSentence("Specialist in Data Science")).toBeNull();
    expect(parseRoleSentence("Supervisor, Site at Shendra MIDC Aurangabad")).toBeNull();
    expect(parseRoleSentence("Job Profile -1) Working as Sales Consultant (Promoter)")).toBeNull();
    expect(roles("• Worked with Microsoft, Hyderabad as Software Engineer from January 2015 to Aug 2017.")).toEqual([
      { title: "Software Engineer", company: "Microsoft", location: "", start: "Jan 2015", end: "Aug 2017" },
    ]);
  });

  it("prefers 'Title at Employer' over a department written on the employer line", () => {
    expect(roles("Senior Support Executive at Infosys\nDevelopment -  Chennai, Tamil Nadu -\nMay 2015 to Present")[0]).toMatchObject({ title: "Senior Support Executive", company: "Infosys", location: "Chennai" });
  });

  it("folds a role restated in its own description into it", () => {
    const text = "Support Executive\nInfosys -  Chennai, Tamil Nadu -\nMay 2015 to Present\n• Working as Support Executive at Infosys, Chennai from May 2015\nto till date.";
    const out = parseExperience(text);
    expect(out).toHaveLength(1);
    expect(out[0]!.bullets).toHaveLength(2);
  });

  it("parses a resume mixing an undated current role, 'Employer - Place -' lines and an empty place slot", () => {
    const p = parseResume(readFileSync(path.join(fixtures, "employer-lines.txt"), "utf8"));
    expect(p.experience).toEqual(["Senior Analyst, Northwind Traders", "Technical Architect, Contoso India (Mar 2016 – Feb 2018)", "Support Engineer, Fabrikam (Jun 2012 – Feb 2016)"]);
    expect(p.experienceEntries[0]?.bullets).toHaveLength(2);
  });

  it("does not read an employer's name as a skill, while the same name used as a tool still counts", () => {
    const resume = "Ravi Kumar\nNetwork Engineer - Cisco\n\nWORK EXPERIENCE\nNetwork Engineer\nCisco -  Bengaluru, Karnataka -\nJune 2015 to Present\n• Monitored the LAN with Nagios.\n";
    expect(parseResume(resume).skills).not.toContain("Cisco");
    expect(parseResume(resume + "• Configured Cisco routers for 40 branches.\n").skills).toContain("Cisco");
    expect(blankEmployerMentions("Associate consultant@SAP labs , Bangalore Karnataka\nSAP labs\nSAP HANA on SAP labs servers", ["SAP labs"])).toBe(
      "Associate consultant@         , Bangalore Karnataka\n        \nSAP HANA on SAP labs servers",
    );
  });
});
