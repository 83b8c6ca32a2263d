import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { detectFileKind } from "./detect-file-kind";
import { ResumeReadError } from "./errors";
import { extractText } from "./extract-text";
import { parseResume, setAsidePageFurniture } from "./parse-resume";
import { readResume } from "./read-resume";
import { findAddress, findPhone } from "./contact";
import { closeUpLetters, splitSections } from "./sections";
import { findDateRange } from "./dates";
import { canonicalCity } from "./locations";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../tests/fixtures/resumes");
const fixture = (name: string) => new Uint8Array(readFileSync(path.join(fixtures, name)));
const text = (name: string) => readFileSync(path.join(fixtures, name), "utf8");

describe("detectFileKind", () => {
  it("sniffs the bytes, not the name", () => {
    expect(detectFileKind(fixture("two-column.pdf"))).toBe("pdf");
    expect(detectFileKind(fixture("tables.docx"))).toBe("docx");
    expect(detectFileKind(fixture("sample.rtf"))).toBe("rtf");
    expect(detectFileKind(fixture("not-really.pdf"))).toBe("txt");
    expect(detectFileKind(new TextEncoder().encode("# Jane Doe\n\n## Skills\n- Python"))).toBe("md");
  });

  it("rejects binary, other zips and empty files", () => {
    const random = new Uint8Array(512).map((_, i) => (i * 7919 + 13) % 256);
    expect(detectFileKind(random)).toBeNull();
    expect(detectFileKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBeNull();
    expect(detectFileKind(new Uint8Array())).toBeNull();
    expect(detectFileKind(new Uint8Array([0xff, 0xfe, 0x41, 0x00]))).toBeNull();
  });
});

describe("extractText", () => {
  it("reads a two-column PDF column by column instead of interleaving lines", async () => {
    const { text: out, pages } = await extractText(fixture("two-column.pdf"), "pdf");
    expect(pages).toBe(1);
    const lines = out.split("\n");
    expect(lines[0]).toBe("Priya Sharma");
    // The sidebar's lines come as a block, before the experience column, none glued together.
    expect(lines.indexOf("MS Excel")).toBeLessThan(lines.indexOf("EXPERIENCE"));
    expect(lines).toContain("Python");
    expect(lines).toContain("Zeta Analytics Pvt Ltd | Pune");
    expect(out).not.toMatch(/Python\s+Zeta|SQL\s+Jan 2021/);
  });

  it("keeps DOCX table cells and list items as lines", async () => {
    const { text: out } = await extractText(fixture("tables.docx"), "docx");
    const lines = out.split("\n");
    expect(lines).toEqual(expect.arrayContaining(["Google Ads", "Meta Ads", "Marketing Manager", "BrightCart Pvt Ltd", "Apr 2021 - Present"]));
    expect(lines).toContain("• Ran A/B testing on landing pages");
  });

  it("strips RTF control words and decodes escapes", async () => {
    const { text: out } = await extractText(fixture("sample.rtf"), "rtf");
    expect(out).toContain("Meera Nair\nContent Writer");
    expect(out).toContain("café culture");
    expect(out).not.toMatch(/\\|fonttbl|Times;|Fixture/);
  });

  it("reports a PDF without a text layer as scanned", async () => {
    await expect(extractText(fixture("scanned.pdf"), "pdf")).rejects.toMatchObject({ code: "scanned", message: expect.stringContaining("no extractable text") });
  });

  it("reports damaged files as corrupt and blank ones as empty", async () => {
    await expect(extractText(new TextEncoder().encode("%PDF-1.7\ngarbage"), "pdf")).rejects.toBeInstanceOf(ResumeReadError);
    await expect(extractText(new TextEncoder().encode("%PDF-1.7\ngarbage"), "pdf")).rejects.toMatchObject({ code: "corrupt" });
    await expect(extractText(new TextEncoder().encode("\uFEFF \r\n \r\n"), "txt")).rejects.toMatchObject({ code: "empty" });
  });

  it("normalises BOM and CRLF in text", async () => {
    const { text: out } = await extractText(new TextEncoder().encode("\uFEFFJane Doe\r\nPython developer with ten years\r\n"), "txt");
    expect(out).toBe("Jane Doe\nPython developer with ten years");
  });
});

describe("readResume", () => {
  it("parses the two-column PDF end to end", async () => {
    const r = await readResume(fixture("two-column.pdf"));
    expect(r.kind).toBe("pdf");
    expect(r.parsed).toMatchObject({ name: "Priya Sharma", email: "priya.sharma@example.com", phone: "+91 98765 43210", location: "Pune", headline: "Senior Data Analyst" });
    expect(r.parsed.skills.slice(0, 6)).toEqual(["Python", "SQL", "R", "Tableau", "Power BI", "Excel"]);
    expect(r.parsed.experience).toEqual(["Senior Data Analyst, Zeta Analytics Pvt Ltd (Jan 2021 – Present)", "Data Analyst, Acme Retail Ltd (Jun 2018 – Dec 2020)"]);
  });

  it("parses the DOCX with tables", async () => {
    const r = await readResume(fixture("tables.docx"));
    expect(r.parsed).toMatchObject({ name: "Rahul Verma", phone: "098765-43210", location: "Gurgaon" });
    expect(r.parsed.skills).toEqual(expect.arrayContaining(["Google Ads", "Meta Ads", "Google Analytics", "Search Engine Optimization", "Excel", "Tally", "Performance Marketing"]));
    expect(r.parsed.experienceEntries[0]).toMatchObject({ title: "Marketing Manager", company: "BrightCart Pvt Ltd", start: "Apr 2021", end: "Present" });
    expect(r.parsed.experienceEntries[0]?.bullets).toHaveLength(2);
  });

  it("refuses unsupported and empty uploads, honouring the accepted kinds", async () => {
    await expect(readResume(new Uint8Array([0, 1, 2, 3, 0, 0]))).rejects.toMatchObject({ code: "unsupported" });
    await expect(readResume(new Uint8Array())).rejects.toMatchObject({ code: "empty" });
    await expect(readResume(fixture("sample.rtf"), { accept: ["pdf", "docx", "txt"] })).rejects.toMatchObject({ code: "unsupported" });
    await expect(readResume(fixture("scanned.pdf"))).rejects.toMatchObject({ code: "scanned" });
  });
});

describe("parseResume", () => {
  it("finds skills from experience text when there is no skills section", () => {
    const p = parseResume(text("no-skills-section.txt"));
    expect(p.sections.map((s) => s.name)).not.toContain("skills");
    expect(p.skills).toEqual(expect.arrayContaining(["Java", "Spring Boot", "PostgreSQL", "AWS", "Docker", "Kubernetes", "Jenkins", "REST APIs", "React", "Python", "Excel"]));
    expect(p).toMatchObject({ name: "Anita Desai", phone: "9876543210", location: "Hyderabad" });
    expect(p.experience).toEqual(["Backend Developer, Finly Technologies (Mar 2020 – Present)", "Software Engineer Intern, Codecraft Labs (Jun 2019 – Dec 2019)"]);
    expect(p.experienceEntries[0]?.bullets).toHaveLength(3);
  });

  it("handles heading variants, labels, date formats and bullet glyphs", () => {
    const p = parseResume(text("heading-variants.txt"));
    expect(p.sections.map((s) => s.name)).toEqual(["contact", "summary", "experience", "education", "skills", "projects"]);
    expect(p).toMatchObject({ name: "Vikram Iyer", email: "vikram.iyer@example.org", phone: "+91-98450-12345", location: "Bangalore" });
    expect(p.address).toBe("12 MG Road, Bangalore, Karnataka 560001");
    expect(p.summary).toMatch(/^To grow as a supply chain professional/);
    expect(p.experienceEntries).toEqual([
      { title: "Logistics Coordinator", company: "Swift Freight Pvt Ltd", location: "Chennai", start: "Jan 2019", end: "Present", bullets: ["Managed inventory management for 3 warehouses using SAP MM", "Cut freight cost by 12% through vendor management"] },
      { title: "Store Executive", company: "Om Traders", location: "", start: "2016", end: "2018", bullets: ["Handled procurement and GST invoicing in Tally"] },
    ]);
    expect(p.education).toEqual(["MBA (Operations), Anna University, 2016", "B.Com, Loyola College, 2014"]);
    expect(p.skills.slice(0, 5)).toEqual(["Supply Chain Management", "Logistics", "Excel", "Negotiation", "Team Management"]);
    expect(p.projects).toEqual([{ name: "Warehouse Slotting Optimiser", link: "https://github.com/vikram/slotting", bullets: ["Reduced picking time by 18% with an ABC analysis model"] }]);
  });

  it("recognises common heading spellings", () => {
    const s = splitSections("A\nWork History\nx\nEMPLOYMENT\ny\nProfessional Experience:\nz\nTechnical Skills\nJava\nSkills: Go, R\nEducational Qualifications\nBSc");
    expect(s.map((x) => x.name)).toEqual(["contact", "experience", "experience", "experience", "skills", "skills", "education"]);
    expect(s[5]?.text).toBe("Go, R");
  });

  it.each([
    ["Jan 2020 - Present", "Jan 2020", "Present"],
    ["01/2019 – 12/2021", "Jan 2019", "Dec 2021"],
    ["2019-2021", "2019", "2021"],
    ["June 2011 to till date", "Jun 2011", "Present"],
    ["Sept 2018 — current", "Sep 2018", "Present"],
    ["March, 2017 to April, 2019", "Mar 2017", "Apr 2019"],
  ])("reads the date range %s", (line, start, end) => {
    expect(findDateRange(line)).toMatchObject({ start, end });
  });

  it.each([
    ["Mobile: +91 98765 43210", "+91 98765 43210"],
    ["Ph: 098765-43210", "098765-43210"],
    ["9876543210 | a@b.com", "9876543210"],
    ["+91-9876543210", "+91-9876543210"],
    ["2015 - 2019", ""],
  ])("finds the phone in %s", (line, phone) => {
    expect(findPhone(line)).toBe(phone);
  });

  it("knows renamed cities", () => {
    expect(canonicalCity("Bangalore")).toBe("Bengaluru");
    expect(canonicalCity("gurgaon")).toBe("Gurugram");
  });

  it("never invents fields it cannot find", () => {
    const p = parseResume("lorem ipsum dolor sit amet");
    expect(p).toMatchObject({ email: "", phone: "", address: "", location: "", experience: [], skills: [] });
  });
});

describe("parseResume: layouts from the layout corpus (tuning half)", () => {
  it("reads headings typed letter by letter, with or without wider gaps between the words", () => {
    expect(closeUpLetters("C A R E E R  O B J E C T I V E")).toBe("CAREER OBJECTIVE");
    expect(closeUpLetters("W O R K H I S T O R Y")).toBe("WORK HISTORY");
    expect(closeUpLetters("R K Puram")).toBe("R K Puram");
    const s = splitSections("Asha Rao\nC A R E E R  O B J E C T I V E\nTo teach.\nE D U C A T I O N\nB.Ed, 2019");
    expect(s.map((x) => x.name)).toEqual(["contact", "summary", "education"]);
  });

  it("reads a town we do not list when a province, state or country we know follows it, and keeps that (the search falls back to it)", () => {
    expect(parseResume("Achieng Kamau\nBrampton, Ontario | +1 (416) 555-0199\nSUMMARY\nSupport lead.").location).toBe("Brampton, Ontario");
    expect(parseResume("Tunde Eze\nIbadan, Nigeria\nSUMMARY\nCivil engineer.").location).toBe("Ibadan, Nigeria");
  });

  it("moves running headers and footers out of the roles they interrupt, keeping them for the contact finders", () => {
    const text = [
      "Lakshmi Naidu   Curriculum Vitae",
      "Lakshmi Naidu",
      "WORK EXPERIENCE",
      "Relationship Manager, DBS Bank",
      "Pune | Jan 2021 – Present",
      "Managed a portfolio of 350 customers",
      "naidu.lakshmi@gmail.com   Page 1 of 2",
      "",
      "Lakshmi Naidu   Curriculum Vitae",
      "Opened 600 new accounts",
      "naidu.lakshmi@gmail.com   Page 2 of 2",
    ].join("\n");
    expect(setAsidePageFurniture(text).split("\n")).toEqual([
      "Lakshmi Naidu   Curriculum Vitae",
      "naidu.lakshmi@gmail.com",
      "Lakshmi Naidu",
      "WORK EXPERIENCE",
      "Relationship Manager, DBS Bank",
      "Pune | Jan 2021 – Present",
      "Managed a portfolio of 350 customers",
      "",
      "Opened 600 new accounts",
    ]);
    const p = parseResume(text);
    expect(p.experienceEntries[0]).toMatchObject({ title: "Relationship Manager", company: "DBS Bank", bullets: ["Managed a portfolio of 350 customers", "Opened 600 new accounts"] });
    expect(p.email).toBe("naidu.lakshmi@gmail.com");
    expect(p.name).toBe("Lakshmi Naidu");
  });
});

describe("names in Indian scripts", () => {
  it("takes a name written in Devanagari or Tamil as the name", () => {
    const text = "प्रिया शर्मा\npriya@example.com | +91 98765 43210 | Chennai\nEXPERIENCE\nStaff Nurse, Apollo Hospitals, 2019 - Present\n• Cared for 30 patients\n";
    expect(parseResume(text).name).toBe("प्रिया शर्मा");
    expect(parseResume(text.replace("प्रिया शर्मा", "பிரியா ராமன்")).name).toBe("பிரியா ராமன்");
  });
});

describe("industrial towns as a resume's place", () => {
  it("When the header names a plant town (Sriperumbudur, TN; Chakan MIDC; Manesar, Haryana), Then it is the location", () => {
    expect(findAddress(["Kavya S", "Sriperumbudur, TN | +91 98400 12345"], [], "Kavya S").location).toBe("Sriperumbudur");
    expect(findAddress(["Ravi P", "Chakan MIDC | +91 98220 12345"], [], "Ravi P").location).toBe("Chakan");
    expect(findAddress(["Amit K", "Manesar, Haryana"], [], "Amit K").location).toBe("Manesar");
  });
});

describe("roads, phases and industrial areas in a resume's place", () => {
  const place = (line: string) => findAddress(["Kavya S", `${line} | +91 98400 12345`], [], "Kavya S").location;
  it("When the header names a road named after a town and the city, Then the location is the city, not the town", () => {
    expect(place("Hosur Road, Bengaluru 560029")).toBe("Bengaluru");
    expect(place("Mysore Road, Bengaluru")).toBe("Bengaluru");
    expect(place("Delhi Road, Meerut")).toBe("Meerut");
    expect(place("Pune-Nashik Highway, Chakan")).toBe("Chakan");
    expect(place("Juhu Tara Road, Mumbai")).toBe("Mumbai");
    expect(findAddress([], ["Address: 14, Old Madras Road, Bangalore 560016"], "").location).toBe("Bangalore");
  });
  it("When the header names only a road, Then the location is the road when it is a locality the search knows, and never the town it is named after", () => {
    expect(place("Old Madras Road")).toBe("Old Madras Road");
    expect(place("Sarjapur Road")).toBe("Sarjapur Road");
    expect(place("Whitefield Main Road")).toBe("Whitefield");
    expect(place("Delhi Road")).toBe("");
  });
  it("When the header names a phase, MIDC or tech park and the city or suburb, Then the location is that city or suburb (or the area's town of the same region)", () => {
    expect(place("Infopark Phase 2, Kakkanad")).toBe("Kakkanad");
    expect(place("Electronic City Phase 1, Bengaluru")).toBe("Bengaluru");
    expect(place("Chakan MIDC Phase 2, Pune")).toBe("Chakan");
    expect(place("Technopark Phase 3, Kazhakoottam")).toBe("Kazhakoottam");
    expect(place("Sector 62, Noida")).toBe("Noida");
  });
  it("When the header names the town itself, Then it is still the town", () => {
    expect(place("Hosur")).toBe("Hosur");
    expect(place("Hosur, Tamil Nadu")).toBe("Hosur");
    expect(place("Mysuru, Karnataka")).toBe("Mysuru");
  });
});

describe("places the search knows and towns no list knows", () => {
  it("When the header names a place only the search's gazetteer knows (Pimpri-Chinchwad, Hinjewadi), Then it is the location", () => {
    expect(findAddress(["Sagar P", "Pimpri-Chinchwad | +91 98220 12345"], [], "Sagar P").location).toBe("Pimpri-Chinchwad");
    expect(findAddress(["Sagar P", "Hinjewadi Phase 1"], [], "Sagar P").location).toBe("Hinjewadi");
    // Neighbourhoods written without their city.
    expect(findAddress(["Anita R", "Hiranandani Gardens, Powai | +91 98200 12345"], [], "Anita R").location).toBe("Powai");
    expect(findAddress(["Arup D", "Sector 5, Salt Lake | +91 98300 12345"], [], "Arup D").location).toBe("Salt Lake");
    // A district that is also a personal name is not read out of an email address.
    expect(findAddress(["Saket Verma", "saket.verma@gmail.com | +91 98100 12345"], [], "Saket Verma").location).toBe("");
  });
  it("When the header names a town no list knows before its state, Then the location keeps the state (so the search can fall back to it)", () => {
    expect(findAddress(["Arup D", "Dankuni, West Bengal | +91 98300 12345"], [], "Arup D").location).toBe("Dankuni, West Bengal");
    expect(findAddress(["Arup D", "West Bengal, India"], [], "Arup D").location).toBe("West Bengal");
    expect(findAddress(["Arup D", "Irinchayam B.O, Kerala"], [], "Arup D").location).toBe("Irinchayam");
  });
});
