import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { blankEmployerMentions, isPlace, joinContinuations, parseExperience, parseRoleSentence, repairDateGutter, splitEmployerLine } from "./experience";
import { isBullet, stripBullet } from "./bullets";
import { findName } from "./contact";
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
      { title: "Associate Consultant", company: "Sap Labs", location: "", start: "", end: "", bullets: ["Incident and change management coordinator, handling escalations for company products."] },
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

  it("reads 'Bank Teller, HDFC Bank' as the teller's job at the bank, not a job called 'HDFC Bank' (job nouns of the counter, the lab and the trades)", () => {
    const resume = "ANJALI RAO\nAundh, Pune | +91 9812649794\n\nEXPERIENCE\n----------\nBank Teller, HDFC Bank\nJan 2025 – Present\n  * Handled 150 cash and cheque transactions a day\n";
    expect(parseResume(resume).experienceEntries[0]).toMatchObject({ title: "Bank Teller", company: "HDFC Bank" });
  });

  it("prefers 'Title at Employer' over a department written on the employer line", () => {
    expect(roles("Senior Support Executive at Infosys\nDevelopment -  Chennai, Tamil Nadu -\nMay 2015 to Present")[0]).toMatchObject({ title: "Senior Support Executive", company: "Infosys", location: "Chennai" });
  });

  it("folds a role restated in its own description into it", () => {
    const text = "Support Executive\nInfosys -  Chennai, Tamil Nadu -\nMay 2015 to Present\n• Working as Support Executive at Infosys, Chennai from May 2015\nto till date.";
    const out = parseExperience(text);
    expect(out).toHaveLength(1);
    // The wrapped "to till date." continues the bullet above it.
    expect(out[0]!.bullets).toEqual(["Working as Support Executive at Infosys, Chennai from May 2015 to till date."]);
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

  it("does not read a skill out of an employer named after a comma ('Quality Engineer, Blue Star Air Conditioning Ltd')", () => {
    const resume = "Ravi Kumar\n\nEXPERIENCE\nQuality Engineer, Blue Star Air Conditioning Ltd\nJan 2022 – Present\n  * Inspected incoming castings against drawings\n\nSKILLS\nQuality Control, PPAP\n";
    expect(parseResume(resume).skills).not.toContain("HVAC");
    expect(parseResume(resume + "Air Conditioning Servicing\n").skills).toContain("HVAC");
  });
});

describe("parseExperience: layouts from the layout corpus (tuning half)", () => {
  it("joins wrapped bullet lines: indented under the bullet, or starting in lower case, and a hyphen split without a space", () => {
    expect(joinContinuations("  * Prepared and filed monthly GST returns and reconciled input tax credit with\n    GSTR-2B every month\n  * Next")).toEqual([
      "  * Prepared and filed monthly GST returns and reconciled input tax credit with GSTR-2B every month",
      "  * Next",
    ]);
    expect(joinContinuations("• Produced festive campaign videos with a 2-\nday turnaround")).toEqual(["• Produced festive campaign videos with a 2-day turnaround"]);
    expect(joinContinuations("Planned the schedule in Primavera and recovered a delay\nthrough resequencing")).toEqual(["Planned the schedule in Primavera and recovered a delay through resequencing"]);
    // A new sentence, a dates line or a short header line is not a continuation.
    expect(joinContinuations("Senior Accountant\nKirloskar Brothers Limited")).toHaveLength(2);
    expect(joinContinuations("Jan 2020 – Present\nworked on billing")).toHaveLength(2);
  });

  it("reads the company, or the title, from the line under 'Title   dates' or 'Company, City   dates'", () => {
    expect(roles("Senior Staff Nurse   2023–Present\nTan Tock Seng Hospital, Doha\nTrained 12 new nurses")).toEqual([
      { title: "Senior Staff Nurse", company: "Tan Tock Seng Hospital", location: "Doha", start: "2023", end: "Present" },
    ]);
    expect(roles("GitLab, Dehradun   Jun. 2023 — Till date\nCloud Engineer\nSet up monitoring")).toEqual([
      { title: "Cloud Engineer", company: "GitLab", location: "Dehradun", start: "Jun 2023", end: "Present" },
    ]);
    expect(roles("Ryan International School, Pune   Jun 2019 - Present\nPGT Mathematics\nTaught classes VI to X")[0]).toMatchObject({ title: "PGT Mathematics", company: "Ryan International School" });
    // "Client: MTS" under the dates names a client, not the employer.
    expect(roles("Customer Relations Officer\nDecember 2011 to July 2012\nClient: MTS\n• Made calls")[0]?.company).toBe("");
  });

  it("splits 'Title · Company · City', strips Markdown marks, and keeps 'Project Engineer' as a title", () => {
    expect(roles("Senior Accountant · Northstar Freight Inc · Lagos\n11/2022 - Present\n• Processed payroll")).toEqual([
      { title: "Senior Accountant", company: "Northstar Freight Inc", location: "Lagos", start: "Nov 2022", end: "Present" },
    ]);
    expect(roles("### Project Engineer — Arabtec Construction\n*May 2022 – Present · Lagos*\n\n- Supervised a G+14 tower")).toEqual([
      { title: "Project Engineer", company: "Arabtec Construction", location: "Lagos", start: "May 2022", end: "Present" },
    ]);
  });

  it("keeps a title's function after its dash when something else names the employer", () => {
    expect(roles("Team Leader - Customer Support, TaskUs, Brampton\nMar 2021 - Present\n• Led a team")[0]).toMatchObject({ title: "Team Leader - Customer Support", company: "TaskUs" });
    expect(roles("Head of Department - Mathematics, Chinmaya Vidyalaya\nJun 2019 – Present")[0]).toMatchObject({ title: "Head of Department - Mathematics", company: "Chinmaya Vidyalaya" });
    // With nothing else left, the words after the dash are the employer.
    expect(roles("Software Engineer - Infosys\nJun 2019 – Present")[0]).toMatchObject({ title: "Software Engineer", company: "Infosys" });
  });

  it("reads dates first, then a place line, then title and company (a Word table row per role)", () => {
    expect(roles("February 2024 to Present\nIndore\nBusiness Analyst\nLatentview Analytics\n• Built a forecasting model")).toEqual([
      { title: "Business Analyst", company: "Latentview Analytics", location: "Indore", start: "Feb 2024", end: "Present" },
    ]);
  });

  it("takes ▸ and other arrow glyphs for bullets, and a Markdown '# Name' for the name", () => {
    expect(stripBullet("▸ Created wireframes")).toBe("Created wireframes");
    expect(isBullet("➤ Led the rebrand")).toBe(true);
    expect(findName(["# Tunde Eze", "**Project Engineer**"], [])).toBe("Tunde Eze");
  });

  it("rebuilds a date range split over two lines of a dates gutter", () => {
    const lines = ["November 2021 to   Senior Project Engineer", "Present   Godrej Properties", "Chandigarh   Enforced site safety rules"];
    expect(repairDateGutter(lines)).toEqual(["November 2021 to Present", "Senior Project Engineer", "Godrej Properties", "Chandigarh", "Enforced site safety rules"]);
    expect(roles(lines.join("\n"))).toEqual([{ title: "Senior Project Engineer", company: "Godrej Properties", location: "Chandigarh", start: "Nov 2021", end: "Present" }]);
  });
});
