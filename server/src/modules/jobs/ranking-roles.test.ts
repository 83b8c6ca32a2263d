import { describe, expect, it } from "vitest";
import { namesRivalRole, relatedRoleWords as sharedRoleWords } from "../../engines/roles/role-words";
import { familyRivalWords, familyRoleWords, isGoodMatch, namesFamilyRival, postingRole, resumeRole, roleFacts, roleFit, roleTitleOf, roleWord, titleRung } from "./ranking";
import { searcherFor, searchRoleOf, seniorityFromYears, unlicensedPosts } from "./searcher";

describe("role facts for search ranking", () => {
  it("When a family's roles are read from the role taxonomy, Then its platforms, modules and languages are roles, its own name's words and trades' desks are not", () => {
    const mobile = familyRoleWords("mobile-development");
    for (const w of ["kotlin", "android", "ios", "flutter", "swift"]) expect(mobile).toContain(w);
    expect(mobile).not.toContain("mobile");
    expect(familyRoleWords("enterprise-applications")).toContain("sd");
    expect(familyRoleWords("software-engineering")).toContain(".net");
    // "ML" in the family's name is machine learning: an ML engineer's post is no rival of an NLP engineer's.
    expect(familyRoleWords("data-science")).not.toContain("learning");
    // Desks of one trade take each other's people: no rivals are read for them.
    expect(familyRoleWords("hospitality")).not.toContain("office");
    expect(familyRoleWords("civil-engineering").size).toBe(0);
  });

  it("When a person's role word no curated list knows, Then the family's other roles are rivals, less those their skills and titles name", () => {
    const rivals = familyRivalWords("kotlin", "mobile-development", ["Kotlin", "Android", "Java", "Kotlin Developer"]);
    expect(rivals).toContain("ios");
    expect(rivals).not.toContain("android");
    expect(namesFamilyRival(rivals, "kotlin", "Senior iOS Developer")).toBe(true);
    expect(namesFamilyRival(rivals, "kotlin", "Android Developer")).toBe(false);
    expect(namesFamilyRival(rivals, "kotlin", "Mobile Engineer")).toBe(false);
    // SAP MM among an SAP EWM consultant's skills: SAP MM posts are no rival, SAP SD posts are.
    const sap = familyRivalWords("ewm", "enterprise-applications", ["SAP MM", "SAP HANA", "SAP EWM Consultant"]);
    expect(namesFamilyRival(sap, "ewm", "SAP MM Consultant")).toBe(false);
    expect(namesFamilyRival(sap, "ewm", "SAP SD Consultant")).toBe(true);
    // A word the curated lists know keeps them (role-words.ts).
    expect(familyRivalWords("android", "mobile-development", [])).toEqual([]);
  });

  it("When a posting title is read, Then its family, neighbours and level come from the RoleResolver", () => {
    expect(postingRole({ title: "Sr. BI Developer" })).toMatchObject({ family: "data-analytics", seniority: "senior", seniorityStated: true });
    expect(postingRole({ title: "Sr. BI Developer" }).neighbours).toContain("data-science");
    expect(roleFacts("Chief Happiness Officer").family).toBeNull();
    // A tool the taxonomy knows as a skill before the job noun reads as that tool's title.
    expect(roleFacts("PySpark Developer").family).toBe("data-engineering");
    expect(roleFacts("Senior SwiftUI Developer")).toMatchObject({ family: "mobile-development", seniority: "senior" });
  });

  it("When a resume is read, Then its most recent title with a family names the role, else the headline", () => {
    expect(resumeRole({ experienceEntries: [{ title: "Staff Nurse" }, { title: "Trainee" }], headline: "Nurse | ICU" })).toMatchObject({ family: "nursing" });
    expect(resumeRole({ experienceEntries: [{ title: "Intern" }], headline: "Data Analyst | SQL" })).toMatchObject({ family: "data-analytics" });
    expect(resumeRole({ experienceEntries: [] })).toBeNull();
    expect(resumeRole(null)).toBeNull();
  });

  it("When a title reads loosely as one family but its head is a known title of another that the skills agree with, Then the head's family is the role", () => {
    // "Product Design Engineer" reads loosely as a product designer (UX); with SolidWorks it is a design engineer.
    expect(resumeRole({ experienceEntries: [{ title: "Product Design Engineer" }] }, undefined, ["SolidWorks", "Creo"])).toMatchObject({ family: "mechanical-engineering" });
    expect(resumeRole({ experienceEntries: [{ title: "Senior Product Design Engineer" }] }, undefined, ["SolidWorks"])).toMatchObject({ family: "mechanical-engineering", seniority: "senior" });
    // Without skills saying so the whole title's reading stands.
    expect(resumeRole({ experienceEntries: [{ title: "Product Design Engineer" }] }, undefined, ["Figma"])!.family).not.toBe("mechanical-engineering");
    expect(resumeRole({ experienceEntries: [{ title: "Branch Operations Executive" }] }, undefined, ["Compliance", "Customer Service"])).toMatchObject({ family: "banking" });
  });

  it("When a resume's title has leading words the taxonomy does not know, Then its head names the role, its level the whole title's", () => {
    expect(resumeRole({ experienceEntries: [{ title: "NICU Staff Nurse" }] })).toMatchObject({ family: "nursing" });
    expect(resumeRole({ experienceEntries: [{ title: "JEE Mathematics Faculty" }] })).toMatchObject({ family: "teaching" });
    expect(resumeRole({ experienceEntries: [{ title: "Spoken English Trainer" }] })).toMatchObject({ family: "teaching" });
    // Down to the last word alone: an acronym the taxonomy does not know before a job noun of one field.
    expect(resumeRole({ experienceEntries: [{ title: "ESL Teacher" }] })).toMatchObject({ family: "teaching" });
    // A job noun every field uses names none on its own.
    expect(resumeRole({ experienceEntries: [{ title: "Xyzzy Engineer" }] })?.family ?? null).toBeNull();
    // A site's resident engineer builds; a hospital's resident is a doctor.
    expect(resumeRole({ experienceEntries: [{ title: "Assistant Resident Engineer" }] })).toMatchObject({ family: "civil-engineering", seniority: "entry" });
    expect(resumeRole({ experienceEntries: [{ title: "Junior Resident" }] })).toMatchObject({ family: "healthcare" });
    expect(resumeRole({ experienceEntries: [{ title: "Clinical Project Manager" }] })).toMatchObject({ family: "clinical-research" });
    expect(resumeRole({ experienceEntries: [{ title: "Senior NICU Staff Nurse" }] })).toMatchObject({ family: "nursing", seniority: "senior", seniorityStated: true });
    // One word is no head: "Engineer" alone names no family worth trusting.
    expect(resumeRole({ experienceEntries: [{ title: "Utility Engineer" }] })!.family).not.toBe("mechanical-engineering");
  });

  it("When a senior data analyst meets postings, Then analyst and BI roles fit best, neighbouring families half, others not at all", () => {
    const me = roleFacts("Senior Data Analyst");
    expect(roleFit(me, roleFacts("BI Developer"))).toEqual({ family: 1, level: 1 });
    expect(roleFit(me, roleFacts("Machine Learning Engineer")).family).toBe(0.5);
    expect(roleFit(me, roleFacts("Staff Nurse")).family).toBe(0);
    expect(roleFit(me, roleFacts("Junior Machine Learning Engineer"))).toEqual({ family: 0.5, level: 0.5 });
    expect(roleFit(me, roleFacts("Data Analyst Intern")).level).toBe(0);
  });

  it("When a title names the role more narrowly than its family, Then that word is the person's role word; a title naming only the family has none", () => {
    expect(roleWord("android developer", "mobile-development")).toBe("android");
    expect(roleWord("mathematics teacher", "teaching")).toBe("mathematics");
    expect(roleWord("clinical pharmacist", "healthcare")).toBe("pharmacist");
    expect(roleWord("icu nurse", "nursing")).toBe("icu");
    // "Supervisor" and "technician" say what kind of job, like "engineer": the trade is the role.
    expect(roleWord("housekeeping supervisor", "hospitality")).toBe("housekeeping");
    expect(roleWord("medical lab technician", "healthcare")).toBe("lab");
    // "Assistant Teacher" is read as "teacher": every teacher posting would match, so it names no role of its own.
    expect(roleWord("teacher", "teaching")).toBeNull();
    expect(roleWord("nurse", "nursing")).toBeNull();
    expect(roleWord("product manager", "product-management")).toBeNull();
  });

  it("When the role word names one platform, Then cross-platform title words fit it in part, the rival platform not", () => {
    expect(sharedRoleWords("android")).toEqual(expect.arrayContaining(["flutter", "react native", "mobile"]));
    expect(sharedRoleWords("ios")).toEqual(sharedRoleWords("android"));
    expect(sharedRoleWords("android")).not.toContain("ios");
    expect(sharedRoleWords(null)).toEqual([]);
  });

  it("When the role word is a part of a wider role, Then posts for the wider role fit in part, a rival role's not", () => {
    // A physics teacher takes science and subject-free tutor posts, not an English teacher's.
    expect(sharedRoleWords("physics")).toEqual(expect.arrayContaining(["science", "tutor"]));
    expect(sharedRoleWords("physics")).not.toContain("english");
    expect(sharedRoleWords("mathematics")).not.toContain("science");
    // A Python developer takes a backend post, not a Java developer's; a graphic designer a visual designer's, not UX.
    expect(sharedRoleWords("python")).toContain("backend");
    expect(sharedRoleWords("python")).not.toContain("java");
    expect(sharedRoleWords("graphic")).toContain("visual");
    expect(sharedRoleWords("graphic")).not.toContain("ux");
    expect(sharedRoleWords("icu")).toEqual([]);
    // A warehouse executive takes logistics and inventory posts; a CNC programmer a plant's production posts.
    expect(sharedRoleWords("warehouse")).toEqual(expect.arrayContaining(["logistics", "inventory"]));
    expect(sharedRoleWords("cnc")).toContain("production");
    // A logistics executive takes supply chain and transport posts; a demand planner supply chain and
    // inventory posts ("planner" is a job noun, so "demand" is her role word).
    expect(sharedRoleWords("logistics")).toEqual(expect.arrayContaining(["supply chain", "transport"]));
    expect(roleWord("demand planner", "supply-chain-logistics")).toBe("demand");
    expect(sharedRoleWords("demand")).toEqual(expect.arrayContaining(["supply chain", "inventory"]));
    // An agile coach ("coach" is his role word) takes scrum master and delivery posts; a buyer procurement posts; a web
    // designer UI designers' posts, not a researcher's; a headmistress a principal's or coordinator's, not a subject's.
    expect(roleWord("agile coach", "project-management")).toBe("coach");
    expect(sharedRoleWords("coach")).toEqual(expect.arrayContaining(["scrum", "delivery"]));
    expect(sharedRoleWords("buyer")).toEqual(expect.arrayContaining(["procurement", "purchase"]));
    expect(sharedRoleWords("web")).toContain("ui");
    expect(sharedRoleWords("web")).not.toContain("research");
    expect(sharedRoleWords("headmistress")).toEqual(expect.arrayContaining(["principal", "coordinator"]));
    expect(namesRivalRole("headmistress", "Senior Mathematics Teacher")).toBe(true);
    // A plant's desks: a reliability engineer takes maintenance posts, not a quality engineer's; a paint shop's engineer
    // takes production posts.
    expect(sharedRoleWords("reliability")).toContain("maintenance");
    expect(namesRivalRole("reliability", "Senior Quality Engineer")).toBe(true);
    expect(namesRivalRole("reliability", "Maintenance Engineer")).toBe(false);
    expect(roleWord("paint shop engineer", "mechanical-engineering")).toBe("shop");
    expect(namesRivalRole("shop", "Production Engineer")).toBe(false);
    expect(namesRivalRole("finishing", "Civil Site Engineer")).toBe(false);
    expect(namesRivalRole("finishing", "Billing Engineer")).toBe(true);
  });

  it("When a resume shows no chartered accountancy or company secretary licence, Then those professions' posts are not for them", () => {
    const lacks = (education: string[], titles: string[] = []) => unlicensedPosts({ education }, titles, []).map((re) => re.test("Senior Chartered Accountant"));
    expect(lacks(["B.Com, CA"])).toEqual([false]);
    expect(lacks(["B.Com"], ["Chartered Accountant"])).toEqual([false]);
    expect(lacks(["FCA (ICAEW)"])).toEqual([false]);
    // A CA Inter, an ACCA member and a B.Com in computer applications are not chartered accountants.
    for (const degree of ["B.Com, CA Inter", "ACCA", "B.Com (CA)", "CA Final (appearing)"]) expect(lacks([degree])).toContain(true);
    expect(unlicensedPosts({ education: ["B.Com, ACS"] }, [], []).some((re) => re.test("Company Secretary"))).toBe(false);
    expect(unlicensedPosts({ education: ["B.Com, CS Executive"] }, [], []).some((re) => re.test("Company Secretary"))).toBe(true);
  });

  it("When a title's last known role word names the kind of work of many desks, Then the desk word before it is the role word", () => {
    expect(roleWord("guest service", "hospitality")).toBe("guest");
    expect(roleWord("desktop support", "it-infrastructure")).toBe("desktop");
    expect(roleWord("assembly line engineer", "mechanical-engineering")).toBe("assembly");
    expect(roleWord("warehouse operations executive", "supply-chain-logistics")).toBe("warehouse");
    // Alone, such a word is still the title's role word.
    expect(roleWord("customer service", "customer-support")).toBe("service");
  });

  it("When a title names its rung of post (a desk's staff, a lead's, a manager's, a head's), Then the search carries it; a title naming none does not", () => {
    expect(["Customer Service Supervisor", "Customer Service Lead", "Assistant Manager - Branch Banking", "Shift In-charge"].map(titleRung)).toEqual([1, 1, 1, 1]);
    expect(["Senior Customer Service Associate", "Digital Marketing Executive", "Loan Officer"].map(titleRung)).toEqual([0, 0, 0]);
    expect(["Head of Customer Success", "Finance Manager", "Mechanical Design Engineer", "Staff Nurse"].map(titleRung)).toEqual([3, 2, null, null]);
    const role = (title: string) => searchRoleOf(searcherFor({ keywords: [{ text: "customer service", skills: ["Customer Service"] }], resume: { parsed: { experienceEntries: [{ title, start: "Jan 2019", end: "Present" }] }, skills: ["Customer Service"] }, now }));
    expect(role("Customer Service Supervisor")?.rung).toBe(1);
    expect(role("Head of Customer Support")?.rung).toBe(3);
    expect(role("Customer Service Associate")?.rung).toBe(0);
    expect(role("Customer Support Specialist")?.rung).toBeUndefined();
  });

  it("When a supervisor meets the posts of their trade, Then a supervisor is the senior rung, within a rung of its executives and managers", () => {
    const me = roleFacts("Housekeeping Supervisor");
    expect(me).toMatchObject({ seniority: "senior", seniorityStated: true });
    expect(roleFit(me, roleFacts("Housekeeping Executive")).level).toBe(1);
    expect(roleFit(me, roleFacts("Housekeeping Manager")).level).toBe(1);
    expect(roleFit(me, roleFacts("Junior Housekeeping Executive")).level).toBeLessThan(1);
  });

  it("When deciding whether a place has enough good matches, Then a post must name the person's role when some result does", () => {
    const role = { family: "mechanical-engineering", title: "quality engineer", word: "quality" };
    const fits = { family_fit: 1, level_fit: 1, title_sim: 0.6, score: 80 };
    expect(isGoodMatch({ ...fits, role_hit: 1 }, role, true)).toBe(true);
    // "Mechanical Design Engineer" is close in trigrams but is not a quality engineer's job.
    expect(isGoodMatch({ ...fits, role_hit: 0 }, role, true)).toBe(false);
    // When no result names the role (no such posts here), the title similarity decides as before.
    expect(isGoodMatch({ ...fits, role_hit: 0 }, role, false)).toBe(true);
    expect(isGoodMatch({ ...fits, role_hit: 1, level_fit: 0 }, role, true)).toBe(false);
    expect(isGoodMatch({ ...fits, role_hit: 0, score: 75 }, null, true)).toBe(true);
  });

  const resume = (title: string, start: string) => ({ parsed: { experienceEntries: [{ title, start, end: "Present" }] }, skills: ["Kotlin", "Android", "Firebase"] });
  const keywords = [{ text: "kotlin", skills: ["Kotlin"] }, { text: "android", skills: ["Android"] }, { text: "firebase", skills: ["Firebase"] }];
  const now = new Date("2026-11-27T00:00:00Z");

  it("When the search is about a resume, Then the repository gets the role word and whether the level was stated or read from years", () => {
    const fromYears = searchRoleOf(searcherFor({ keywords, resume: resume("Android Developer", "Jan 2018"), now }));
    expect(fromYears).toMatchObject({ family: "mobile-development", level: 3, levelStated: false, title: "android developer", word: "android" });
    const stated = searchRoleOf(searcherFor({ keywords, resume: resume("Senior Android Developer", "Jan 2020"), now }));
    expect(stated).toMatchObject({ level: 3, levelStated: true, word: "android" });
  });

  it("When a title states a manager's or a head's post, Then the search ranks for someone who runs a team; a relationship manager or a lead does not", () => {
    const role = (title: string, skills: string[]) =>
      searchRoleOf(searcherFor({ keywords: skills.map((s) => ({ text: s.toLowerCase(), skills: [s] })), resume: { parsed: { experienceEntries: [{ title, start: "Jan 2012", end: "Present" }] }, skills }, now }));
    const finance = ["Treasury", "Cash Flow Forecasting", "Banking"];
    expect(role("Treasury Manager", finance)).toMatchObject({ family: "finance-investment", leads: true });
    expect(role("Head of Sales", ["Sales", "B2B Sales", "Negotiation"])).toMatchObject({ leads: true });
    expect(role("Relationship Manager", ["Banking", "KYC", "Cross-selling"])?.leads).toBeUndefined();
    expect(role("Lead Accountant", ["Accounting", "Tally", "GST"])?.leads).toBeUndefined();
    // Twelve years as "Accountant": a lead's years, but the title runs no team.
    expect(role("Accountant", ["Accounting", "Tally", "GST"])?.leads).toBeUndefined();
  });

  it("When the title reads loosely and the postings listing the resume's skills say another family, Then the search ranks for that family", () => {
    // "Maintenance Planning Engineer" reads as a civil planning engineer (0.72); these are a plant's maintenance skills.
    const skills = ["Preventive Maintenance", "Lean Manufacturing", "Root Cause Analysis", "AutoCAD", "Excel"];
    const resume = { parsed: { experienceEntries: [{ title: "Maintenance Planning Engineer", start: "Jan 2021", end: "Present" }], sections: [{ name: "skills", text: skills.join(", ") }] }, skills };
    const keywords = skills.slice(0, 3).map((s) => ({ text: s.toLowerCase(), skills: [s] }));
    const postings: Record<string, string | null> = { "Preventive Maintenance": "mechanical-engineering", "Lean Manufacturing": "mechanical-engineering", "Root Cause Analysis": "mechanical-engineering", AutoCAD: null };
    expect(searcherFor({ keywords, resume, now, skillFamily: (s) => postings[s] })).toMatchObject({ family: "mechanical-engineering", seniority: "mid" });
    // Two skills of one family overrule it when no skill says the title's family; one that does keeps the title's.
    const two = (s: string) => (s === "Preventive Maintenance" || s === "Lean Manufacturing" ? "mechanical-engineering" : null);
    expect(searcherFor({ keywords, resume, now, skillFamily: two })?.family).toBe("mechanical-engineering");
    const twoAndOne = (s: string) => (s === "AutoCAD" ? "civil-engineering" : two(s));
    expect(searcherFor({ keywords, resume, now, skillFamily: twoAndOne })?.family).toBe("civil-engineering");
  });

  it("When a title reads surely but not certainly and two or more skills say another family and none says its own, Then the skills' family ranks", () => {
    // A public sector bank's "Junior Associate" works the counter: cash, KYC and core banking, not a support desk.
    const skills = ["Cash Handling", "Account Opening", "KYC", "Core Banking (CBS)", "Cross Selling"];
    const resume = { parsed: { experienceEntries: [{ title: "Junior Associate (Customer Support & Sales)", start: "Jan 2025", end: "Present" }], sections: [{ name: "skills", text: skills.join(", ") }] }, skills };
    const keywords = skills.slice(0, 3).map((s) => ({ text: s.toLowerCase(), skills: [s] }));
    const bank = (s: string) => (s === "KYC" || s === "Core Banking" || s === "Cash Handling" ? "banking" : undefined);
    expect(searcherFor({ keywords, resume, now })?.family).toBe("customer-support");
    expect(searcherFor({ keywords, resume, now, skillFamily: bank })).toMatchObject({ family: "banking", seniority: "entry" });
    // A title read with certainty stays, whatever two skills say.
    const nurse = { ...resume, parsed: { ...resume.parsed, experienceEntries: [{ title: "Staff Nurse", start: "Jan 2025", end: "Present" }] } };
    expect(searcherFor({ keywords, resume: nurse, now, skillFamily: bank })?.family).toBe("nursing");
  });

  it("When the skills overrule a title that names a role of their family, Then that title still ranks the postings", () => {
    const skills = ["Lesson Planning", "Classroom Management", "Differentiated Instruction", "Mathematics"];
    const resume = { parsed: { experienceEntries: [{ title: "Mathematics Facilitator", start: "Jan 2022", end: "Present" }], sections: [{ name: "skills", text: skills.join(", ") }] }, skills };
    const keywords = skills.map((s) => ({ text: s.toLowerCase(), skills: [s] }));
    const role = searchRoleOf(searcherFor({ keywords, resume, now, skillFamily: () => "teaching" }));
    expect(role).toMatchObject({ family: "teaching", title: "mathematics facilitator", word: "mathematics" });
  });

  it("When an SAP title names only the kind of consultant, Then the one module or tool of their skills is their role", () => {
    const sap = (skills: string[]) => ({ parsed: { experienceEntries: [{ title: "SAP Technical Consultant", start: "Jan 2022", end: "Present" }] }, skills });
    const kw = [{ text: "abap", skills: ["ABAP"] }, { text: "sap", skills: ["SAP"] }];
    expect(searchRoleOf(searcherFor({ keywords: kw, resume: sap(["ABAP", "SAP", "Debugging"]), now }))).toMatchObject({ family: "enterprise-applications", word: "abap" });
    // Two modules say neither one: the title's own word stays.
    expect(searchRoleOf(searcherFor({ keywords: kw, resume: sap(["ABAP", "SAP SD", "SAP"]), now }))!.word).toBe("technical");
  });

  it("When a title states no level, Then years read in the bands Indian postings use: under 3 junior, 3 to 7 mid, 7 to 12 senior", () => {
    expect([0.5, 2.8, 3.4, 6.4, 7.4, 11.9, 12.5].map(seniorityFromYears)).toEqual(["entry", "entry", "mid", "mid", "senior", "senior", "lead"]);
    // In a job since January two years ago (nearly three years): a junior, not a mid-level developer.
    expect(searchRoleOf(searcherFor({ keywords, resume: resume("Android Developer", "Jan 2024"), now }))).toMatchObject({ level: 1, levelStated: false });
  });

  it("When the resume's title names no family and the keywords name the role, Then the person's level still comes from the resume", () => {
    // Two skills of one family name the role in the keywords; three would name it from the resume's skills as well.
    const skills = ["SolidWorks", "AutoCAD", "CATIA", "Six Sigma"];
    const searcher = searcherFor({
      keywords: skills.map((s) => ({ text: s.toLowerCase(), skills: [s] })),
      resume: { parsed: { experienceEntries: [{ title: "Graduate Engineer Trainee", start: "Jan 2026", end: "Present" }] }, skills },
      now,
    });
    expect(searcher).toMatchObject({ from: "query", family: "mechanical-engineering", seniority: "entry", seniorityStated: true });
  });
  it("When a supply chain, plant or school title is read, Then its role word and related posts are its trade's (2026-11-27, fourth pass)", () => {
    // "Controller" says what kind of job; an inventory controller's trade is inventory, which takes warehouse posts.
    expect(roleWord("inventory controller", "supply-chain-logistics")).toBe("inventory");
    expect(sharedRoleWords("inventory")).toEqual(expect.arrayContaining(["warehouse", "stores"]));
    // The wider supply chain takes every desk of it; a transport coordinator logistics posts; EXIM the trade's.
    expect(sharedRoleWords("chain")).toEqual(expect.arrayContaining(["logistics", "procurement", "inventory", "warehouse"]));
    expect(roleWord("transport coordinator", "supply-chain-logistics")).toBe("transport");
    expect(sharedRoleWords("transport")).toContain("logistics");
    expect(sharedRoleWords("exim")).toEqual(expect.arrayContaining(["export", "shipping", "freight", "logistics"]));
    // Production and manufacturing are one plant work under two names.
    expect(sharedRoleWords("production")).toContain("manufacturing");
    expect(sharedRoleWords("manufacturing")).toContain("production");
    // A related phrase's words are not rivals: "Supply Chain Analyst" is no rival of a procurement executive's role.
    expect(namesRivalRole("procurement", "Supply Chain Analyst")).toBe(false);
    expect(namesRivalRole("mathematics", "Maths Teacher")).toBe(false);
    expect(namesRivalRole("maths", "Mathematics Teacher")).toBe(false);
    // A known role word comes before a qualifier of the post after it.
    expect(roleWord("english teacher middle school", "teaching")).toBe("english");
    expect(roleWord("science teacher classes", "teaching")).toBe("science");
    expect(sharedRoleWords("science")).toEqual(expect.arrayContaining(["physics", "chemistry", "biology"]));
    expect(namesRivalRole("science", "Mathematics Teacher")).toBe(true);
    // A title with no known word keeps its last specific one.
    expect(roleWord("plant maintenance engineer", "mechanical-engineering")).toBe("maintenance");
    // ESL teaching is English teaching; a Rails, PHP or API developer takes generic backend posts, not another
    // language's.
    expect(sharedRoleWords("esl")).toContain("english");
    expect(namesRivalRole("esl", "Mathematics Teacher")).toBe(true);
    expect(roleWord("ruby on rails developer", "software-engineering")).toBe("rails");
    expect(sharedRoleWords("rails")).toEqual(expect.arrayContaining(["ruby", "backend"]));
    expect(namesRivalRole("rails", "Golang Developer")).toBe(true);
    expect(namesRivalRole("php", "Java Developer")).toBe(true);
    expect(namesRivalRole("api", "Backend Engineer")).toBe(false);
    // A stores officer takes warehouse and inventory posts; a forex officer is a banker.
    expect(sharedRoleWords("stores")).toEqual(expect.arrayContaining(["warehouse", "inventory"]));
    expect(roleFacts("Forex and Remittance Officer").family).toBe("banking");
  });

  it("When plant and transport titles are read, Then their family is a plant's and a supply chain's (fourth pass)", () => {
    expect(roleFacts("Assistant Manager - Production")).toMatchObject({ family: "mechanical-engineering", seniority: "manager" });
    expect(roleFacts("Production Manager").family).toBe("mechanical-engineering");
    expect(roleFacts("Operations Manager").family).toBe("operations");
    expect(roleFacts("Transport Coordinator").family).toBe("supply-chain-logistics");
    expect(roleFacts("Assistant Manager - Logistics").seniority).toBe("manager");
  });

  it("When a works manager, a plant's supervisors, a BPO's voice desk or a paid social executive is read, Then the family is the plant's, support's and performance marketing's (tenth pass)", () => {
    // A "works" is a factory: its manager heads the plant, with its production managers (not a business's operations).
    expect(roleFacts("Works Manager")).toMatchObject({ family: "mechanical-engineering", seniority: "manager" });
    expect(roleFacts("Machine Shop Supervisor").family).toBe("mechanical-engineering");
    expect(roleFacts("Production Supervisor").family).toBe("mechanical-engineering");
    // Operators and fitters stay the trades under them.
    expect(roleFacts("CNC Operator").family).toBe("production-operators");
    expect(roleFacts("Voice Process Associate")).toMatchObject({ family: "customer-support", seniority: "entry" });
    expect(roleFacts("Process Associate").family).toBe("operations");
    expect(roleFacts("Paid Social Executive").family).toBe("digital-marketing");
    expect(roleFacts("Social Media Executive").family).toBe("brand-content-marketing");
  });

  it("When an engineer's title names a discipline beside a desk every discipline has, Then the discipline is the family (tenth pass)", () => {
    expect(roleFacts("Quality Engineer").family).toBe("mechanical-engineering");
    expect(roleFacts("Quality Engineer - Civil").family).toBe("civil-engineering");
    expect(roleFacts("Site Engineer").family).toBe("civil-engineering");
    expect(roleFacts("Site Engineer - HVAC").family).toBe("mechanical-engineering");
    expect(roleFacts("QC Engineer - Welding").family).toBe("mechanical-engineering");
    // Not an engineer's title: the trade keeps its family.
    expect(roleFacts("HVAC Technician").family).toBe("skilled-trades");
  });

  it("When a lab technologist or a land surveyor is read, Then the role word is the lab's and the surveyor's, with no quantity surveyor's cost desks (tenth pass)", () => {
    // "Technologist" is a job noun like "technician": the lab names the role, so "Lab Technician" posts are theirs.
    expect(roleWord("medical lab technologist", "healthcare")).toBe("lab");
    expect(roleWord("land surveyor", "civil-engineering")).toBe("surveyor");
    expect(sharedRoleWords("surveyor")).toEqual([]);
    expect(roleWord("quantity surveyor", "civil-engineering")).toBe("quantity");
    expect(sharedRoleWords("quantity")).toEqual(expect.arrayContaining(["surveyor", "billing"]));
    expect(sharedRoleWords("billing")).toEqual(expect.arrayContaining(["quantity", "surveyor"]));
  });

  it("When a supervisor has been one for a year, Then their level is read from their years, not from the post's name (tenth pass)", () => {
    const post = (title: string, start: string) => ({ parsed: { experienceEntries: [{ title, start, end: "Present" }] }, skills: ["Warehouse Management", "Excel"] });
    const kw = [{ text: "warehouse management", skills: ["Warehouse Management"] }, { text: "excel", skills: ["Excel"] }];
    expect(searchRoleOf(searcherFor({ keywords: kw, resume: post("Dispatch Supervisor", "Jan 2026"), now }))).toMatchObject({ family: "supply-chain-logistics", level: 1, levelStated: false });
    // With the years of the rung, or a level word in the title, the title's level stands.
    expect(searchRoleOf(searcherFor({ keywords: kw, resume: post("Dispatch Supervisor", "Jan 2020"), now }))).toMatchObject({ level: 3, levelStated: true });
    expect(searchRoleOf(searcherFor({ keywords: kw, resume: post("Senior Dispatch Executive", "Jan 2026"), now }))).toMatchObject({ level: 3, levelStated: true });
  });

  it("reads a post's position word as its rung, not its role: a site in-charge's role is the site", () => {
    expect(roleTitleOf("Site In-charge")).toBe("site");
    expect(roleTitleOf("Stores Incharge")).toBe("stores");
    expect(roleTitleOf("Shift In Charge - Production")).toBe("shift production");
    const facts = roleFacts("Site In-charge");
    expect(facts).toMatchObject({ family: "civil-engineering", seniority: "lead", seniorityStated: true });
    expect(roleWord(roleTitleOf("Site In-charge"), "civil-engineering")).toBe("site");
  });

  it("knows desks of a trade under other names without making them anyone's rivals", () => {
    // A metrology engineer's work is quality work; a site in-charge takes the execution posts.
    expect(sharedRoleWords("metrology")).toContain("quality");
    expect(sharedRoleWords("site")).toContain("execution");
    expect(sharedRoleWords("pricing")).toContain("tax");
    // A desk word is no curated role's rival: a "Civil Site Engineer" post stays open to a QA/QC engineer who was a
    // site engineer, and a curated role's rivals are still rivals.
    expect(namesRivalRole("qc", "Civil Site Engineer")).toBe(false);
    expect(namesRivalRole("qm", "SAP SD Consultant")).toBe(true);
    expect(namesRivalRole("qm", "ERP Consultant")).toBe(false);
  });

  it("reads titles of trades the role taxonomy lacked before (post-tensioning, fit-out, histopathology, customer happiness)", () => {
    expect(roleFacts("Post-tensioning Engineer").family).toBe("civil-engineering");
    expect(roleFacts("Fit-out Project Manager").family).toBe("civil-engineering");
    expect(roleFacts("Histopathology Technician").family).toBe("healthcare");
    expect(roleFacts("Customer Happiness Executive").family).toBe("customer-support");
    expect(roleFacts("AI Product Manager").family).toBe("product-management");
  });

  it("gives a title no list names the posts of its desk: a dispatch executive the warehouse posts, a shuttering supervisor the site posts", () => {
    expect(sharedRoleWords("godown", "supply-chain-logistics")).toEqual(expect.arrayContaining(["warehouse", "inventory", "stores"]));
    expect(sharedRoleWords("shuttering", "civil-engineering")).toEqual(expect.arrayContaining(["site", "execution"]));
    // A consultant's resident engineer supervises the site, not the bills.
    expect(sharedRoleWords("resident", "civil-engineering")).toEqual(expect.arrayContaining(["site", "construction"]));
    expect(sharedRoleWords("resident", "civil-engineering")).not.toContain("billing");
    // A desk is a family's: the same word elsewhere, or with no family, names none.
    expect(sharedRoleWords("shuttering", "hospitality")).toEqual([]);
    expect(sharedRoleWords("godown")).toEqual([]);
    // CAD and CAE are tools, rivals of each other (familyRoleWords), not one desk.
    expect(sharedRoleWords("cae", "mechanical-engineering")).not.toContain("cad");
    const now = new Date("2026-12-02T00:00:00Z");
    const post = (title: string) => ({ parsed: { experienceEntries: [{ title, start: "Jan 2023", end: "Present" }] }, skills: ["Inventory Management", "Excel"] });
    const role = searchRoleOf(searcherFor({ keywords: [{ text: "inventory management", skills: ["Inventory Management"] }], resume: post("Dispatch Executive"), now }));
    expect(role).toMatchObject({ family: "supply-chain-logistics", word: "dispatch" });
    expect(role?.sharedWords).toEqual(expect.arrayContaining(["warehouse", "stores"]));
  });
});
