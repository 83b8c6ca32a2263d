import { describe, expect, it } from "vitest";
import { getDefaultSkillExtractor } from "./default-extractor";
import { createSkillExtractor } from "./skill-extractor";
import { loadTaxonomy } from "./taxonomy";
import { cleanKeywords } from "../../../../common/keywords";

const skills = getDefaultSkillExtractor();

describe("skills taxonomy", () => {
  it("is versioned, sorted and small", () => {
    const t = loadTaxonomy();
    expect(t.version).toMatch(/^\d{4}\.\d+$/);
    const names = t.skills.map((s) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
    expect(t.skills.length).toBeGreaterThan(1000);
    expect(t.attribution).toContain("O*NET 28.2");
  });
});

describe("canonicalize", () => {
  it.each([
    ["js", "JavaScript"], ["k8s", "Kubernetes"], ["MS Excel", "Excel"], ["ReactJS", "React"], ["React.js", "React"],
    ["Node", "Node.js"], ["nodejs", "Node.js"], ["ML", "Machine Learning"], ["GA4", "Google Analytics"], ["golang", "Go"],
    ["C++", "C++"], ["c#", "C#"], ["Tally ERP 9", "Tally"], ["gst", "GST"], ["Structured query language SQL", "SQL"],
    ["Oracle Java", "Java"], ["Atlassian JIRA", "Jira"], ["ppc", "Pay-Per-Click Advertising"],
  ])("%s → %s", (term, canonical) => {
    expect(skills.canonicalize(term)).toBe(canonical);
  });

  it("reads skills back from the keywords the workspace cleans them into", () => {
    // The workspace sends a resume's skills through SPEC section 5's cleaning: ".NET" goes as "net".
    expect(cleanKeywords(".NET, Vue.js, C&B, My SQL")).toEqual(["net", "vuejs", "cb", "sql"]);
    expect(skills.canonicalize("net")).toBe(".NET");
    expect(skills.canonicalize("aspnet")).toBe("ASP.NET");
    expect(skills.canonicalize("vuejs")).toBe("Vue.js");
    expect(skills.canonicalize("cb")).toBe("Compensation and Benefits");
    // Not where the cleaning dropped a word: "sql" stays SQL, not the MySQL of "my sql"; "ind" is not "Ind AS".
    expect(skills.canonicalize("sql")).toBe("SQL");
    expect(skills.canonicalize("ind")).toBeNull();
    // Every skill whose name the cleaning changes into one keyword comes back as itself, or as a skill of that spelling.
    const lost = loadTaxonomy().skills.filter((s) => {
      const kept = cleanKeywords(s.name);
      return kept.length === 1 && kept[0] !== s.name.toLowerCase() && skills.canonicalize(kept[0]!) === null;
    });
    expect(lost.map((s) => s.name)).toEqual([]);
  });

  it("returns null for unknown terms and plain words", () => {
    expect(skills.canonicalize("excellent")).toBeNull();
    expect(skills.canonicalize("underwater basket weaving")).toBeNull();
    expect(skills.canonicalize("   ")).toBeNull();
  });
});

describe("extract", () => {
  it("does not read a business word that only describes data as a skill", () => {
    expect(skills.extract("Cleaned sales data from 300 stores in SQL and built payroll reports")).toEqual(["SQL"]);
    expect(skills.extract("Led sales for the west region and owned the sales dashboard")).toContain("Sales");
    expect(skills.extract("Skills: Sales, Excel", { listContext: true })).toEqual(["Sales", "Excel"]);
  });

  it("reads a lender's collections desk, and 'Recovery' alone only as an item of a skills list", () => {
    expect(skills.extract("Collections, Recovery, Two-Wheeler Loans")).toContain("Debt Collection");
    expect(skills.extract("Handled NPA management and loan recovery for the branch")).toContain("Debt Collection");
    expect(skills.extract("Set up disaster recovery for the data centre")).not.toContain("Debt Collection");
    expect(skills.extract("Core Java, Collections, Multithreading")).not.toContain("Debt Collection");
  });

  it("reads 'Routing' in a plant's SAP PP list as no network skill, and a network engineer's routing as one", () => {
    expect(skills.extract("SAP PP, MRP, BOM, Routing, S/4HANA")).not.toContain("Routing and Switching");
    expect(skills.extract("Routing & Switching, Firewalls")).toContain("Routing and Switching");
    expect(skills.extract("Configured Cisco routers and switches")).toContain("Routing and Switching");
  });

  it("matches whole words and aliases, not substrings", () => {
    expect(skills.extract("I am an excellent communicator and javascripting enthusiast")).not.toContain("Excel");
    expect(skills.extract("Expert in Excel and PowerPoint")).toEqual(expect.arrayContaining(["Excel", "PowerPoint"]));
    expect(skills.extract("Built dashboards with React.js, Node and k8s")).toEqual(["React", "Node.js", "Kubernetes"]);
  });

  it("does not treat every R, C or go as a skill in prose", () => {
    const prose = "R. Kumar and I were ready to go live. Grade C. Let's Go! I excel in teamwork.";
    const found = skills.extract(prose);
    for (const s of ["R", "C", "Go", "Excel"]) expect(found).not.toContain(s);
  });

  it("finds R, Go and C as items of a list, and keeps C, C++ and C# apart", () => {
    expect(skills.extract("Languages: C, C++, C#, R, Go")).toEqual(["C", "C++", "C#", "R", "Go"]);
    expect(skills.extract("Python | R | SQL")).toEqual(["Python", "R", "SQL"]);
    expect(skills.extract("Microservices written in Golang")).toContain("Go");
  });

  it("does not read a company called Swift as the Swift language", () => {
    expect(skills.extract("Operations Analyst, Swift Freight Pvt Ltd (2019 – 2022)")).not.toContain("Swift");
    expect(skills.extract("Mobile: Swift, Kotlin, SwiftUI")).toEqual(expect.arrayContaining(["Swift", "Kotlin"]));
  });

  it("accepts lone items on skills-section lines when told the text is a list", () => {
    expect(skills.extract("R\nGo", { listContext: true })).toEqual(["R", "Go"]);
    expect(skills.extract("R\nGo")).toEqual([]);
  });

  it("covers non-technical skills", () => {
    const text = "Ran performance marketing on Facebook Ads; filed GST returns in Tally; end to end recruitment; patient care";
    expect(skills.extract(text)).toEqual(["Performance Marketing", "Meta Ads", "GST", "Tally", "Recruitment", "Patient Care"]);
  });

  it("is deduplicated, in order of first occurrence, and fast", () => {
    expect(skills.extract("Java, SQL, java, JAVA, sql")).toEqual(["Java", "SQL"]);
    const page = "Worked on Java, Spring Boot, AWS, Docker and Kubernetes microservices with MySQL. ".repeat(150);
    skills.extract(page);
    const t0 = performance.now();
    skills.extract(page);
    expect(performance.now() - t0).toBeLessThan(50);
  });

  it("does not read a phrase listed as not a skill as the skill inside it", () => {
    const x = createSkillExtractor({ version: "t", skills: [{ name: "Communication", category: "soft", aliases: [] }], notSkills: ["electronics and communication"] });
    expect(x.extract("B.Tech in Electronics and Communication")).toEqual([]);
    expect(x.extract("Electronics and Communication graduate with strong communication")).toEqual(["Communication"]);
    expect(x.canonicalize("electronics and communication")).toBeNull();
  });

  it("keeps degrees, engineering branches and product words out of the skills", () => {
    expect(skills.extract("B.Tech in Electronics & Communication; B.COM from Pune University")).toEqual([]);
    expect(skills.extract("Good communication and interpersonal skills")).toContain("Communication");
    // "UI" and "cloud" in prose name other things; as list items they are skills.
    expect(skills.extract("Fixed UI side bugs in the Coded UI suite for Cloud Lending Solutions")).toEqual([]);
    expect(skills.extract("Skills: UI, Cloud, Java")).toEqual(["UI Design", "Cloud Computing", "Java"]);
    expect(skills.extract("Experience in cloud technologies like AWS")).toEqual(["Cloud Computing", "AWS"]);
  });

  it("does not turn a generic acronym ending one product's name into that product", () => {
    // O*NET lists "Plexis Software Plexis POS" and "Microsoft ESP SDK"; POS and SDK are categories.
    expect(skills.extract("Built the POS billing screens with the Broadcom SDK")).not.toEqual(expect.arrayContaining(["Plexis Software Plexis POS"]));
    expect(skills.extract("Built the POS billing screens with the Broadcom SDK")).not.toContain("ESP SDK");
    expect(skills.canonicalize("Epicor Vantage")).toBe("ERP");
  });

  it("tells troubleshooting a PC from debugging code, and reads VB Script as VBScript", () => {
    expect(skills.extract("Installing, configuration & Troubleshooting of Windows clients")).toContain("Troubleshooting");
    expect(skills.extract("Installing, configuration & Troubleshooting of Windows clients")).not.toContain("Debugging");
    expect(skills.extract("Enhanced QTP scripts using VB Script")).toContain("VBScript");
  });

  it("does not read a word of a skill's name as that skill when another word takes its neighbour's place", () => {
    // "Stock Reconciliation" is not Bank Reconciliation, "Concrete Testing" not Software Testing, an assembly line not
    // Assembly Language: each alias is a word of the skill's name, given another neighbour.
    expect(skills.extract("Inventory Planning, Stock Reconciliation, ABC Analysis", { listContext: true })).not.toContain("Bank Reconciliation");
    expect(skills.extract("Quality Control, Concrete Testing, Site Inspection", { listContext: true })).not.toContain("Software Testing");
    expect(skills.extract("Planned 2,500 parts for two assembly lines")).not.toContain("Assembly Language");
    // The word alone, with its own neighbour, or beside a function word or a verb still reads as the skill.
    expect(skills.extract("Tally, Reconciliation, GST", { listContext: true })).toContain("Bank Reconciliation");
    expect(skills.extract("Did monthly bank reconciliation and reconciliation of vendor accounts")).toContain("Bank Reconciliation");
    expect(skills.extract("Performed testing of the payments app")).toContain("Software Testing");
    expect(skills.extract("Azure Databricks, SQL", { listContext: true })).toContain("Microsoft Azure");
  });

  it("reads a teacher's exams and topics and a buyer's sourcing as what they are, not as software or hiring", () => {
    const teacher = skills.extract("Physics Faculty - JEE\nPhysics, JEE Main, JEE Advanced, Coordinate Geometry, Doubt Solving", { listContext: true });
    expect(teacher).not.toContain("J2EE");
    expect(teacher).not.toContain("COGO");
    expect(skills.extract("Java, Java EE, Spring", { listContext: true })).toContain("J2EE");
    expect(skills.extract("Strategic Sourcing, Vendor Negotiation", { listContext: true })).toEqual(expect.arrayContaining(["Procurement"]));
    expect(skills.extract("Strategic Sourcing, Vendor Negotiation", { listContext: true })).not.toContain("Recruitment");
    expect(skills.extract("PySpark, AWS EMR, Hive", { listContext: true })).not.toContain("Electronic Health Records");
    expect(skills.extract("ICH-GCP, Site Monitoring", { listContext: true })).not.toContain("Google Cloud Platform");
    // A storekeeper's stock audit is a count of the stock, not a financial audit.
    expect(skills.extract("Stores Management, GRN, Stock Audits", { listContext: true })).toEqual(["Inventory Management", "Goods Receipt"]);
  });

  it("reads the skills people outside software list, each as its own skill, with the broader skill it is a kind of", () => {
    const list = (text: string) => skills.extract(text, { listContext: true });
    expect(list("Critical Care Nursing, Mechanical Ventilation, ABG Interpretation, Central Line Care, BLS, ACLS")).toEqual([
      "Critical Care", "Ventilator Management", "ABG Interpretation", "Central Line Care", "BLS", "First Aid", "ACLS",
    ]);
    expect(list("ICD-10-CM, CPT, HCPCS, E&M Coding")).toEqual(["ICD-10-CM", "Medical Coding", "CPT", "HCPCS", "E&M Coding"]);
    expect(list("Finishing Works, Tiling, Waterproofing, Snag Lists, Shuttering, BBS")).toEqual([
      "Finishing Works", "Tiling", "Waterproofing", "Snag List Management", "Formwork", "Bar Bending Schedule",
    ]);
    expect(list("PPAP, APQP, 7 QC Tools, Vernier and Micrometer, Kaizen, 5S")).toEqual([
      "PPAP", "APQP", "7 QC Tools", "Precision Measuring Instruments", "Kaizen", "Lean Manufacturing", "5S",
    ]);
    expect(list("Night Audit, Cash Reconciliation, Room Revenue Posting")).toEqual(["Night Audit", "Cash Handling", "Guest Folio Management"]);
    expect(list("CASA, KYC, AML, CIBIL, NACH")).toEqual(["CASA", "KYC", "Compliance", "AML", "Credit Bureau Analysis", "NACH"]);
    // Apple's languages and IDE are iOS work: a SwiftUI developer shares iOS with an iOS post (and the search does not
    // read iOS posts as another platform's).
    expect(list("SwiftUI, Xcode")).toEqual(["Swift", "iOS", "Xcode"]);
    expect(list("Objective-C")).toEqual(["Objective-C", "iOS"]);
    expect(list("Voice Process, Non-Voice Process, Email Support, AHT")).toEqual(["Voice Process", "Call Handling", "Non-Voice Process", "Email Support", "Average Handling Time"]);
    // A board in the education section is the person's own schooling, not a curriculum they teach.
    expect(skills.extract("Class XII, CBSE, 2014, 86%")).toEqual([]);
    expect(skills.extract("Taught mathematics to grades 6-8 following the CBSE curriculum")).toContain("CBSE Curriculum");
    // Acronyms that are other things in prose: Junior Chamber International, Cisco's CPT, SAE BAJA, Cloud Foundry.
    expect(skills.extract("Member of JCI Chennai; wrote tests for CPT 50 Ring; SAE BAJA team; deployed on Pivotal Cloud Foundry")).toEqual(
      expect.not.arrayContaining(["JCI Accreditation", "CPT", "SAE Reporting", "Foundry Operations"]),
    );
  });

  it("reads an ambiguous short form only beside other skills of its field, as the sense they support", () => {
    const list = (text: string) => skills.extract(text, { listContext: true });
    // CPT: the medical coder's codes beside ICD-10, the geotechnical engineer's Cone Penetration Test beside site work;
    // alone, neither (and no Medical Coding through its broader link).
    expect(list("ICD-10-CM, CPT, HCPCS, E&M Coding")).toContain("CPT");
    const geotech = list("Site Execution, Soil Investigation, CPT, SPT, plate load tests, AutoCAD");
    expect(geotech).toEqual(expect.arrayContaining(["Cone Penetration Test", "Standard Penetration Test", "Plate Load Test"]));
    expect(geotech).not.toEqual(expect.arrayContaining(["CPT"]));
    expect(geotech).not.toContain("Medical Coding");
    expect(list("CPT, SPT")).toEqual([]);
    expect(skills.canonicalize("cpt")).toBe("CPT");
    // PPC beside ads is pay-per-click, beside a plant's planning tools production planning and control.
    expect(list("Google Ads, PPC, SEO")).toContain("Pay-Per-Click Advertising");
    expect(list("PPC, MRP, Kaizen, 5S")).toContain("Production Planning");
    expect(list("PPC, MRP, Kaizen, 5S")).not.toContain("Pay-Per-Click Advertising");
  });

  it("reads a word that is a skill only in its field (sourcing, onboarding, billing, purchase) by the text's other skills", () => {
    const list = (text: string) => skills.extract(text, { listContext: true });
    // A buyer's sourcing is procurement, a recruiter's recruitment.
    expect(skills.extract("Sourcing Manager with 9 years of experience. Sourced castings. Supplier Negotiation, SAP MM, Strategic Sourcing")).not.toContain("Recruitment");
    expect(list("Sourcing, Naukri, LinkedIn Recruiter, Screening, Interview Scheduling")).toContain("Recruitment");
    // A product's onboarding flow or a furnace is no HR onboarding; an HR desk's is, and a customer success desk's is the customer's.
    expect(skills.extract("Wrote product copy for onboarding and billing flows used by 25,000 businesses")).toEqual([]);
    expect(skills.extract("Ran induction furnaces and charge mixes as melting supervisor")).toEqual([]);
    expect(list("HR Operations, Onboarding, HRMS, Payroll")).toContain("Onboarding");
    expect(list("Customer Success, Onboarding, Renewals, Freshdesk")).toEqual(expect.arrayContaining(["Customer Onboarding"]));
    expect(list("Customer Success, Onboarding, Renewals, Freshdesk")).not.toContain("Onboarding");
    // Billing beside receivables is invoicing; "Invoicing" written out always is.
    expect(list("Accounts Receivable, Collections, SAP FI, Billing")).toContain("Invoicing");
    expect(list("UX Writing, Content Design, Invoicing")).toContain("Invoicing");
    // An accountant's purchase vouchers are no procurement; a support head's BPO vendors are vendor management.
    expect(skills.extract("Entered 300 purchase and sales vouchers a month in Tally")).not.toContain("Procurement");
    expect(list("Support Operations, BPO Vendor Management, Zendesk")).toEqual(expect.arrayContaining(["Vendor Management"]));
    expect(list("Support Operations, BPO Vendor Management, Zendesk")).not.toContain("Procurement");
  });

  it("works on a custom taxonomy, resolving an ambiguous spelling by the category its other skills share", () => {
    const x = createSkillExtractor({
      version: "t",
      skills: [
        { name: "Alpha", category: "a", aliases: ["ax"] },
        { name: "Beta", category: "b", aliases: [] },
        { name: "Gamma", category: "b", aliases: ["ax"] },
        { name: "Delta", category: "a", aliases: [] },
      ],
      ambiguous: { ax: ["Alpha", "Gamma"] },
    });
    expect(x.extract("ax and Beta")).toEqual(["Gamma", "Beta"]);
    expect(x.extract("Delta, ax")).toEqual(["Delta", "Alpha"]);
    expect(x.extract("ax")).toEqual([]);
    expect(x.canonicalize("ax")).toBe("Alpha");
  });

  it("reads A/B Testing, and the 'b testing' the keyword cleaning leaves of it, as A/B Testing", () => {
    expect(skills.extract("Experimentation, A/B Testing, Funnel Analysis", { listContext: true })).toContain("A/B Testing");
    expect(skills.extract("Ran A/B tests and A/B testing on the checkout")).toContain("A/B Testing");
    // SPEC section 5 splits on "/" and drops the stop word "a": the workspace sends "b testing".
    expect(cleanKeywords("A/B Testing")).toEqual(["b testing"]);
    expect(skills.canonicalize("b testing")).toBe("A/B Testing");
  });

  it("reads a tool by its brand alone, as people write it, with its category a tool's", () => {
    const list = (text: string) => skills.extract(text, { listContext: true });
    // Brands derived from O*NET's product names ("Talend Data Fabric", "Kronos Workforce Timekeeper", "IBM Cognos Impromptu").
    expect(list("Talend, Informatica, Cognos")).toEqual(["Talend", "Informatica", "Cognos"]);
    expect(skills.extract("Built ETL jobs in Talend and reports in Cognos")).toEqual(expect.arrayContaining(["Talend", "Cognos"]));
    expect(skills.extract("Ran payroll on Kronos and Cerner for the hospital")).toEqual(expect.arrayContaining(["Kronos", "Cerner"]));
    // A product found by its full name also reports its brand, so "Talend Data Fabric" shares "Talend" with a posting.
    expect(skills.extract("Talend Data Fabric")).toEqual(["Talend Data Fabric", "Talend"]);
    // Curated for what O*NET lacks: mobile, testing, ERP, CAE, BIM, logistics and hotel systems.
    expect(list("Xamarin, Ionic, Katalon, TestRail, BrowserStack")).toEqual(["Xamarin", "Ionic", "Katalon Studio", "TestRail", "BrowserStack"]);
    expect(list("HyperMesh, Nastran, COMSOL, Unigraphics, Navisworks, ArchiCAD")).toEqual([
      "HyperMesh", "Nastran", "COMSOL Multiphysics", "Siemens NX", "Navisworks", "ArchiCAD",
    ]);
    expect(list("NetSuite, Odoo, JD Edwards, Manhattan Associates, Blue Yonder")).toEqual([
      "NetSuite", "Odoo", "JD Edwards", "Manhattan WMS", "Blue Yonder",
    ]);
    expect(list("Temenos, eZee, DataStage, Spotfire")).toEqual(["Core Banking", "eZee Absolute", "DataStage", "Spotfire"]);
    for (const s of ["Talend", "Kronos", "Xamarin", "HyperMesh", "NetSuite", "DataStage"]) expect(["technology", "frameworks", "data", "tools", "enterprise"]).toContain(skills.categoryOf(s));
    // A word of the language or a big vendor is no brand: "Henry Schein Dentrix", "Siemens ModelSim", "Epic".
    expect(skills.extract("Henry and Siemens worked on an Epic")).toEqual([]);
  });

  it("reads a tool that job titles are named after (Jetpack Compose, SailPoint, Pega) as a skill when typed alone, so a keyword naming it is the person's tool, not a job title", () => {
    for (const [typed, skill] of [["jetpack compose", "Jetpack Compose"], ["sailpoint", "SailPoint"], ["pega", "Pega"], ["guidewire", "Guidewire"], ["azure data factory", "Azure Data Factory"], ["qradar", "QRadar"], ["magento", "Magento"]]) {
      expect(skills.canonicalize(typed!), typed).toBe(skill);
    }
  });

  it("works on a custom taxonomy, reporting a skill's broader skill once, after it", () => {
    const x = createSkillExtractor({
      version: "t",
      skills: [
        { name: "Gadgets", category: "x", aliases: [] },
        { name: "Widgets", category: "x", aliases: ["widgetry"], broader: ["Gadgets"] },
      ],
    });
    expect(x.extract("Expert in widgetry")).toEqual(["Widgets", "Gadgets"]);
    expect(x.extract("Gadgets and widgetry")).toEqual(["Gadgets", "Widgets"]);
    expect(x.categoryOf("widgets")).toBe("x");
  });
});
