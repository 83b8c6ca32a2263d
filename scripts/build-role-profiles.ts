/**
 * Builds server/data/role-skill-profiles.json (`npm run role-profiles:build`): what a target role needs, for the
 * Resume Builder's insights, comparisons and keyword weaving.
 *
 * Sources:
 *  - O*NET 28.2 occupations and their Hot Technology / In Demand technology skills
 *    (../shared/data/onet/*.tsv), mapped to canonical names of server/data/skills-taxonomy.json. O*NET lists the
 *    same broad software for many occupations, so each occupation keeps the skills that are most specific to its
 *    SOC minor group (lift = share of the group's occupations that list it / share of all occupations), at most 15.
 *  - The curated profile families and roles below: the non-technical skills O*NET does not list (marketing, sales,
 *    HR, finance...), the soft skills each family asks for, and the common (Indian) job titles with their core skills.
 *    Each profile family groups role families of the taxonomy (scripts/data/role-families.ts), which also places
 *    every O*NET occupation.
 *
 * Output is deterministic: no timestamps, stable ordering. Fails on a curated skill the taxonomy does not know.
 * This product includes information from O*NET 28.2 by the U.S. Department of Labor, Employment and Training
 * Administration (USDOL/ETA), used under the CC BY 4.0 license.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getDefaultSkillExtractor } from "../server/src/engines/skills/default-extractor";
import type { RoleProfilesFile, RoleFamily, RoleEntry } from "../server/src/engines/role-profiles/types";
import { familyForCode } from "../server/src/engines/roles/role-resolver";
import { ROLE_FAMILIES } from "./data/role-families";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const onetDir = path.resolve(repoRoot, "../shared/data/onet");
const outFile = path.join(repoRoot, "server/data/role-skill-profiles.json");
const skills = getDefaultSkillExtractor();

/** Families: SOC prefixes route O*NET occupations; `core` and `soft` are curated. */
const FAMILIES: Array<Omit<RoleFamily, "core" | "soft"> & { core: string[]; soft: string[] }> = [
  {
    id: "software", name: "Software engineering", role_families: ["software-engineering", "frontend-engineering", "mobile-development", "qa-testing", "enterprise-applications"],
    core: ["Git", "Data Structures", "Algorithms", "REST APIs", "SQL", "Unit Testing", "Object-Oriented Programming", "System Design", "Code Review", "Agile"],
    soft: ["Problem Solving", "Teamwork", "Communication", "Attention to Detail"],
  },
  {
    id: "devops", name: "Cloud, DevOps and IT infrastructure", role_families: ["devops-cloud", "it-infrastructure", "cybersecurity"],
    core: ["Linux", "AWS", "Docker", "Kubernetes", "CI/CD", "Terraform", "Jenkins", "Git", "Shell Scripting", "Incident Management"],
    soft: ["Problem Solving", "Attention to Detail", "Communication", "Teamwork"],
  },
  {
    id: "data", name: "Data and analytics", role_families: ["data-analytics", "data-science", "data-engineering"],
    core: ["SQL", "Python", "Excel", "Data Analysis", "Data Visualization", "Statistics", "Tableau", "Power BI", "Machine Learning", "ETL"],
    soft: ["Critical Thinking", "Problem Solving", "Communication", "Attention to Detail"],
  },
  {
    id: "product", name: "Product and project management", role_families: ["product-management", "project-management", "business-analysis", "consulting-strategy"],
    core: ["Product Management", "Project Management", "Stakeholder Management", "Agile", "Scrum", "Jira", "Business Analysis", "A/B Testing", "SQL", "Market Research"],
    soft: ["Communication", "Leadership", "Decision Making", "Critical Thinking"],
  },
  {
    id: "design", name: "Design", role_families: ["ux-design", "graphic-design", "interior-design", "fashion-design"],
    core: ["Figma", "UI Design", "UX Design", "Wireframing", "Adobe Photoshop", "Adobe Illustrator", "Design Thinking", "Typography", "Adobe XD", "Graphic Design"],
    soft: ["Creativity", "Communication", "Attention to Detail", "Teamwork"],
  },
  {
    id: "marketing", name: "Marketing and growth", role_families: ["digital-marketing", "brand-content-marketing"],
    core: ["Digital Marketing", "Performance Marketing", "Google Ads", "Meta Ads", "Google Analytics", "Search Engine Optimization", "Marketing Automation", "Campaign Management", "A/B Testing", "Content Marketing", "Email Marketing", "Marketing Strategy"],
    soft: ["Creativity", "Communication", "Critical Thinking", "Teamwork"],
  },
  {
    id: "sales", name: "Sales and business development", role_families: ["sales"],
    core: ["Sales", "B2B Sales", "Business Development", "Lead Generation", "Client Relationship Management", "Negotiation", "CRM", "Salesforce", "Key Account Management", "Sales Forecasting"],
    soft: ["Communication", "Negotiation", "Self-Motivated", "Presentation Skills"],
  },
  {
    id: "hr", name: "Human resources and recruitment", role_families: ["hr"],
    core: ["Recruitment", "Onboarding", "Employee Relations", "HR Operations", "Performance Management", "HR Policies", "HRMS", "Payroll", "Labour Law Compliance", "Talent Management"],
    soft: ["Communication", "Emotional Intelligence", "Conflict Resolution", "Attention to Detail"],
  },
  {
    id: "finance", name: "Finance and accounting", role_families: ["accounting", "finance-investment", "banking"],
    core: ["Accounting", "Financial Reporting", "Tally", "GST", "TDS", "Excel", "Bank Reconciliation", "General Ledger", "Taxation", "Auditing", "Financial Analysis", "Budgeting"],
    soft: ["Attention to Detail", "Critical Thinking", "Time Management", "Communication"],
  },
  {
    id: "operations", name: "Operations and supply chain", role_families: ["operations", "supply-chain-logistics", "transport"],
    core: ["Supply Chain Management", "Logistics", "Inventory Management", "Procurement", "Vendor Management", "SAP", "Excel", "Operations Management", "Process Improvement", "Warehouse Management"],
    soft: ["Problem Solving", "Time Management", "Leadership", "Communication"],
  },
  {
    id: "support", name: "Customer support and success", role_families: ["customer-support"],
    core: ["Customer Service", "Customer Satisfaction", "Complaint Resolution", "Ticketing Systems", "Zendesk", "Freshdesk", "Call Handling", "Chat Support", "CRM", "Customer Success"],
    soft: ["Communication", "Emotional Intelligence", "Problem Solving", "Adaptability"],
  },
  {
    id: "healthcare", name: "Healthcare", role_families: ["nursing", "healthcare", "clinical-research"],
    core: ["Patient Care", "Nursing", "Infection Control", "Electronic Health Records", "First Aid", "Clinical Research", "Diagnosis", "Medical Coding", "Pharmacovigilance", "Healthcare Administration"],
    soft: ["Emotional Intelligence", "Communication", "Attention to Detail", "Teamwork"],
  },
  {
    id: "education", name: "Teaching and training", role_families: ["teaching", "learning-development", "fitness-wellness"],
    core: ["Teaching", "Lesson Planning", "Classroom Management", "Curriculum Development", "Assessment Design", "Student Counseling", "Learning Management Systems", "Instructional Design", "Mentoring", "Microsoft Office"],
    soft: ["Communication", "Presentation Skills", "Adaptability", "Emotional Intelligence"],
  },
  {
    id: "hospitality", name: "Hotels, kitchens and food service", role_families: ["hospitality"],
    core: ["Customer Service", "Guest Relations", "Front Office", "Opera PMS", "Food and Beverage Service", "Food Preparation", "Food Safety", "HACCP", "Menu Planning", "Housekeeping", "Upselling", "Complaint Resolution"],
    soft: ["Communication", "Teamwork", "Time Management", "Emotional Intelligence"],
  },
  {
    id: "trades", name: "Skilled trades, maintenance and machining", role_families: ["skilled-trades", "production-operators"],
    core: ["Preventive Maintenance", "Electrical Maintenance", "Electrical Wiring", "Welding", "Fabrication", "CNC", "Lathe Operation", "Blueprint Reading", "Hydraulics", "Pneumatics", "Industrial Safety", "Plumbing"],
    soft: ["Attention to Detail", "Problem Solving", "Teamwork", "Time Management"],
  },
];

/** Common job titles (India-first), each with its core skills in order of importance. */
const ROLES: Array<{ title: string; family: string; aliases?: string[]; skills: string[] }> = [
  { title: "Software Engineer", family: "software", aliases: ["Software Developer", "SDE", "Software Development Engineer", "Programmer"], skills: ["Java", "Python", "JavaScript", "Data Structures", "Algorithms", "SQL", "Git", "REST APIs", "System Design", "Unit Testing", "Microservices", "Object-Oriented Programming"] },
  { title: "Frontend Developer", family: "software", aliases: ["Front End Developer", "UI Developer", "Frontend Engineer", "React Developer"], skills: ["JavaScript", "TypeScript", "React", "HTML", "CSS", "Redux", "Next.js", "REST APIs", "Jest", "Webpack", "Git", "Tailwind CSS"] },
  { title: "Backend Developer", family: "software", aliases: ["Back End Developer", "Backend Engineer", "Java Developer", "Python Developer", "Node.js Developer"], skills: ["Java", "Spring Boot", "Python", "Node.js", "SQL", "PostgreSQL", "REST APIs", "Microservices", "Redis", "Docker", "Apache Kafka", "System Design"] },
  { title: "Full Stack Developer", family: "software", aliases: ["Full-Stack Developer", "Fullstack Developer", "MERN Stack Developer", "Full Stack Engineer"], skills: ["JavaScript", "TypeScript", "React", "Node.js", "Express.js", "MongoDB", "SQL", "REST APIs", "HTML", "CSS", "Git", "Docker"] },
  { title: "Mobile App Developer", family: "software", aliases: ["Android Developer", "iOS Developer", "Flutter Developer", "Mobile Developer"], skills: ["Android", "Kotlin", "Java", "iOS", "Swift", "Flutter", "React Native", "Firebase", "REST APIs", "Git"] },
  { title: "QA Engineer", family: "software", aliases: ["Test Engineer", "Software Tester", "QA Analyst", "SDET", "Automation Tester", "Quality Assurance Engineer"], skills: ["Software Testing", "Selenium", "Test Automation", "API Testing", "Postman", "Regression Testing", "Functional Testing", "Java", "TestNG", "Jira", "STLC", "SQL"] },
  { title: "DevOps Engineer", family: "devops", aliases: ["Site Reliability Engineer", "SRE", "Platform Engineer", "Cloud Engineer", "DevOps"], skills: ["AWS", "Docker", "Kubernetes", "Terraform", "CI/CD", "Jenkins", "Linux", "Ansible", "Git", "Prometheus", "Grafana", "Shell Scripting"] },
  { title: "System Administrator", family: "devops", aliases: ["IT Administrator", "Network Engineer", "IT Support Engineer", "Network Administrator"], skills: ["Linux", "Windows Server", "Active Directory", "Computer Networking", "TCP/IP", "VMware", "Firewalls", "DNS", "Shell Scripting", "ITIL"] },
  { title: "Data Analyst", family: "data", aliases: ["Business Intelligence Analyst", "BI Analyst", "MIS Analyst", "Reporting Analyst", "Analytics Specialist"], skills: ["SQL", "Excel", "Python", "Tableau", "Power BI", "Data Analysis", "Data Visualization", "Statistics", "Business Intelligence", "Pandas"] },
  { title: "Data Scientist", family: "data", aliases: ["Machine Learning Engineer", "ML Engineer", "AI Engineer", "Applied Scientist"], skills: ["Python", "Machine Learning", "SQL", "Statistics", "scikit-learn", "Pandas", "Deep Learning", "TensorFlow", "PyTorch", "Natural Language Processing", "Predictive Modeling", "NumPy"] },
  { title: "Data Engineer", family: "data", aliases: ["Big Data Engineer", "ETL Developer", "Analytics Engineer"], skills: ["SQL", "Python", "Apache Spark", "ETL", "Airflow", "Apache Kafka", "Data Warehousing", "AWS", "Snowflake", "Hadoop", "Data Modeling", "Databricks"] },
  { title: "Business Analyst", family: "product", aliases: ["Business Systems Analyst", "Functional Consultant"], skills: ["Business Analysis", "SQL", "Excel", "Stakeholder Management", "Jira", "Agile", "Gap Analysis", "Power BI", "UML", "Data Analysis"] },
  { title: "Product Manager", family: "product", aliases: ["Associate Product Manager", "APM", "Senior Product Manager", "Product Owner", "Group Product Manager"], skills: ["Product Management", "Stakeholder Management", "Agile", "Jira", "A/B Testing", "SQL", "Market Research", "Data Analysis", "Wireframing", "Scrum"] },
  { title: "Project Manager", family: "product", aliases: ["Program Manager", "Delivery Manager", "Scrum Master", "Project Coordinator", "PMO"], skills: ["Project Management", "Program Management", "Stakeholder Management", "Agile", "Scrum", "Jira", "Microsoft Project", "Risk Management", "PMP", "Budgeting"] },
  { title: "UI/UX Designer", family: "design", aliases: ["UX Designer", "UI Designer", "Product Designer", "Interaction Designer", "UX Researcher"], skills: ["Figma", "UX Design", "UI Design", "Wireframing", "Design Thinking", "Adobe XD", "Sketch", "Typography", "Web Design", "Adobe Photoshop"] },
  { title: "Graphic Designer", family: "design", aliases: ["Visual Designer", "Creative Designer", "Motion Graphics Designer", "Video Editor"], skills: ["Graphic Design", "Adobe Photoshop", "Adobe Illustrator", "Adobe InDesign", "CorelDRAW", "Typography", "Branding", "Canva", "Adobe After Effects", "Motion Graphics"] },
  { title: "Performance Marketing Manager", family: "marketing", aliases: ["Performance Marketer", "Paid Media Manager", "PPC Specialist", "SEM Specialist", "Growth Marketing Manager", "Growth Marketing Lead", "User Acquisition Manager"], skills: ["Performance Marketing", "Google Ads", "Meta Ads", "Google Analytics", "A/B Testing", "Conversion Rate Optimization", "Campaign Management", "Marketing Automation", "SQL", "Excel", "Google Tag Manager", "Search Engine Marketing"] },
  { title: "Digital Marketing Manager", family: "marketing", aliases: ["Digital Marketing Executive", "Digital Marketing Specialist", "Marketing Manager", "Marketing Executive", "Brand Manager"], skills: ["Digital Marketing", "Search Engine Optimization", "Social Media Marketing", "Google Ads", "Content Marketing", "Email Marketing", "Google Analytics", "Marketing Strategy", "Campaign Management", "Brand Management"] },
  { title: "SEO Specialist", family: "marketing", aliases: ["SEO Executive", "SEO Analyst", "SEO Manager"], skills: ["Search Engine Optimization", "Google Search Console", "Google Analytics", "Ahrefs", "Semrush", "Content Marketing", "HTML", "Content Writing", "Digital Marketing", "Google Tag Manager"] },
  { title: "Content Writer", family: "marketing", aliases: ["Copywriter", "Content Strategist", "Technical Writer", "Content Marketing Manager"], skills: ["Content Writing", "Content Marketing", "Search Engine Optimization", "Social Media Marketing", "Email Marketing", "Technical Documentation", "WordPress", "Google Analytics"] },
  { title: "Sales Executive", family: "sales", aliases: ["Sales Representative", "Business Development Executive", "BDE", "Business Development Manager", "Sales Manager", "Inside Sales Executive", "Area Sales Manager", "Territory Sales Manager"], skills: ["Sales", "Business Development", "Lead Generation", "B2B Sales", "Client Relationship Management", "Negotiation", "Cold Calling", "CRM", "Sales Forecasting", "Territory Management"] },
  { title: "Account Manager", family: "sales", aliases: ["Key Account Manager", "Relationship Manager", "Account Executive", "Client Partner"], skills: ["Key Account Management", "Client Relationship Management", "Upselling", "Negotiation", "Salesforce", "CRM", "B2B Sales", "Sales Forecasting", "Stakeholder Management"] },
  { title: "HR Executive", family: "hr", aliases: ["HR Generalist", "HR Manager", "Human Resources Manager", "HR Business Partner", "HRBP", "HR Coordinator"], skills: ["Human Resources", "Recruitment", "Onboarding", "Employee Relations", "HR Operations", "Payroll", "HR Policies", "Performance Management", "Labour Law Compliance", "HRMS"] },
  { title: "Recruiter", family: "hr", aliases: ["Talent Acquisition Specialist", "Talent Acquisition Executive", "Technical Recruiter", "IT Recruiter", "Talent Acquisition Manager"], skills: ["Recruitment", "Interviewing", "Onboarding", "Naukri RMS", "LinkedIn", "Stakeholder Management", "HRMS", "Talent Management", "Negotiation"] },
  { title: "Accountant", family: "finance", aliases: ["Accounts Executive", "Senior Accountant", "Accounts Manager", "Chartered Accountant", "CA", "Audit Associate", "Tax Consultant"], skills: ["Accounting", "Tally", "GST", "TDS", "Bank Reconciliation", "General Ledger", "Accounts Payable", "Accounts Receivable", "Financial Reporting", "Excel", "Auditing", "Taxation"] },
  { title: "Financial Analyst", family: "finance", aliases: ["FP&A Analyst", "Finance Analyst", "Investment Analyst", "Equity Research Analyst", "Credit Analyst"], skills: ["Financial Analysis", "Financial Modeling", "Excel", "Forecasting", "Budgeting", "Valuation", "Financial Reporting", "Power BI", "SQL", "Equity Research"] },
  { title: "Supply Chain Manager", family: "operations", aliases: ["Logistics Manager", "Logistics Coordinator", "Supply Chain Analyst", "Procurement Manager", "Purchase Executive", "Warehouse Manager", "Operations Executive", "Operations Manager"], skills: ["Supply Chain Management", "Logistics", "Inventory Management", "Procurement", "Vendor Management", "SAP MM", "Demand Planning", "Warehouse Management", "Excel", "Process Improvement"] },
  { title: "Customer Support Executive", family: "support", aliases: ["Customer Service Representative", "Customer Care Executive", "Customer Support Associate", "Technical Support Executive", "Call Center Executive", "Customer Service Executive"], skills: ["Customer Service", "Call Handling", "Chat Support", "Complaint Resolution", "Ticketing Systems", "Zendesk", "Freshdesk", "Customer Satisfaction", "CRM", "Technical Support"] },
  { title: "Customer Success Manager", family: "support", aliases: ["Customer Success Executive", "Client Success Manager", "Customer Success Associate"], skills: ["Customer Success", "Client Relationship Management", "Customer Satisfaction", "Onboarding", "Upselling", "Salesforce", "HubSpot", "Stakeholder Management", "CRM", "Key Account Management"] },
  { title: "Staff Nurse", family: "healthcare", aliases: ["Registered Nurse", "Nurse", "Nursing Officer", "ICU Nurse"], skills: ["Nursing", "Patient Care", "Infection Control", "First Aid", "IV Therapy", "Vital Signs Monitoring", "Medication Administration", "Wound Care", "Electronic Health Records", "Medical Records", "Critical Care", "Phlebotomy"] },
  { title: "Chef", family: "hospitality", aliases: ["Commis Chef", "Chef de Partie", "Demi Chef de Partie", "Sous Chef", "Cook", "Line Cook", "Kitchen Executive"], skills: ["Food Preparation", "Food Safety", "HACCP", "Menu Planning", "Continental Cuisine", "Indian Cuisine", "Bakery and Pastry", "Food Costing", "Kitchen Management", "Inventory Management"] },
  { title: "Front Office Executive", family: "hospitality", aliases: ["Front Desk Executive", "Front Office Associate", "Guest Relations Executive", "Hotel Receptionist", "Guest Service Associate"], skills: ["Front Office", "Opera PMS", "Guest Relations", "Hotel Reservations", "Customer Service", "Complaint Resolution", "Upselling", "Communication"] },
  { title: "F&B Service Executive", family: "hospitality", aliases: ["F&B Service Associate", "Steward", "Restaurant Captain", "Banquet Executive", "F&B Executive"], skills: ["Food and Beverage Service", "Guest Relations", "POS", "Upselling", "Banquet Operations", "Food Safety", "Customer Service"] },
  { title: "Housekeeping Executive", family: "hospitality", aliases: ["Housekeeping Supervisor", "Room Attendant", "Executive Housekeeper"], skills: ["Housekeeping", "Inventory Management", "Team Management", "Opera PMS", "Health and Safety"] },
  { title: "Electrician", family: "trades", aliases: ["Maintenance Electrician", "Industrial Electrician", "Electrical Technician"], skills: ["Electrical Wiring", "Electrical Maintenance", "Preventive Maintenance", "PLC", "Motor Rewinding", "Blueprint Reading", "Industrial Safety"] },
  { title: "Maintenance Technician", family: "trades", aliases: ["Maintenance Fitter", "Fitter", "Mechanical Technician", "Plant Maintenance Technician"], skills: ["Preventive Maintenance", "Hydraulics", "Pneumatics", "Electrical Maintenance", "Welding", "Blueprint Reading", "Industrial Safety", "Lean Manufacturing"] },
  { title: "CNC Operator", family: "trades", aliases: ["CNC Programmer", "CNC Machinist", "Machinist", "VMC Operator", "Lathe Operator"], skills: ["CNC", "Lathe Operation", "Blueprint Reading", "Quality Control", "Industrial Safety", "Preventive Maintenance"] },
  { title: "Welder", family: "trades", aliases: ["Fabricator", "Welding Technician", "Welder Fabricator"], skills: ["Welding", "Fabrication", "Blueprint Reading", "Industrial Safety", "Quality Control"] },
  { title: "Plumber", family: "trades", aliases: ["Plumbing Technician", "Pipe Fitter"], skills: ["Plumbing", "Blueprint Reading", "Preventive Maintenance", "Welding", "Industrial Safety"] },
  { title: "AC Technician", family: "trades", aliases: ["HVAC Technician", "Refrigeration Technician", "AC Mechanic"], skills: ["HVAC", "Electrical Wiring", "Electrical Maintenance", "Preventive Maintenance", "Industrial Safety"] },
  { title: "Teacher", family: "education", aliases: ["School Teacher", "Lecturer", "Assistant Professor", "Tutor", "Trainer", "Faculty", "PGT", "TGT"], skills: ["Teaching", "Lesson Planning", "Classroom Management", "Curriculum Development", "Assessment Design", "Student Counseling", "Mentoring", "Learning Management Systems", "Microsoft Office"] },
];

function canonical(name: string, where: string): string {
  const c = skills.canonicalize(name);
  if (!c) throw new Error(`${where}: "${name}" is not in the skills taxonomy`);
  return c;
}

/** Two curated spellings can land on one canonical skill ("Vendor Management" → "Procurement"). */
const unique = (xs: string[]) => [...new Set(xs)];

function readTsv(file: string): string[][] {
  return readFileSync(path.join(onetDir, file), "utf8").trim().split("\n").slice(1).map((l) => l.split("\t"));
}

export function buildRoleProfiles(): RoleProfilesFile {
  const known = new Set(ROLE_FAMILIES.map((f) => f.id));
  const claimed = FAMILIES.flatMap((f) => f.role_families);
  for (const id of claimed) if (!known.has(id)) throw new Error(`role-profiles: unknown role family ${id}`);
  if (new Set(claimed).size !== claimed.length) throw new Error("role-profiles: a role family is in two profile families");
  const families: RoleFamily[] = FAMILIES.map((f) => ({
    ...f,
    core: unique(f.core.map((s) => canonical(s, `family ${f.id}`))),
    soft: unique(f.soft.map((s) => canonical(s, `family ${f.id} soft`))),
  }));
  // An occupation's profile family is the one holding its role family (scripts/data/role-families.ts).
  const profileOf = new Map(FAMILIES.flatMap((f) => f.role_families.map((r) => [r, f.id] as const)));
  const familyOf = (code: string) => profileOf.get(familyForCode(code, ROLE_FAMILIES)?.id ?? "") ?? "general";

  const titles = new Map(readTsv("occupation-data.tsv").map((c) => [c[0]!, c[1]!]));
  const byOcc = new Map<string, Map<string, { hot: boolean; demand: boolean }>>();
  for (const r of readTsv("technology-skills.tsv")) {
    const hot = r[4] === "Y";
    const demand = r[5] === "Y";
    if (!hot && !demand) continue;
    const name = skills.canonicalize(r[1]!);
    if (!name) continue;
    let m = byOcc.get(r[0]!);
    if (!m) byOcc.set(r[0]!, (m = new Map()));
    const prev = m.get(name);
    m.set(name, { hot: hot || !!prev?.hot, demand: demand || !!prev?.demand });
  }

  // Lift of a skill within the occupation's SOC minor group ("15-12") against all occupations.
  const group = (code: string) => code.slice(0, 5);
  const df = new Map<string, number>();
  const groupDf = new Map<string, Map<string, number>>();
  const groupSize = new Map<string, number>();
  for (const [code, m] of byOcc) {
    const g = group(code);
    groupSize.set(g, (groupSize.get(g) ?? 0) + 1);
    let gm = groupDf.get(g);
    if (!gm) groupDf.set(g, (gm = new Map()));
    for (const s of m.keys()) {
      df.set(s, (df.get(s) ?? 0) + 1);
      gm.set(s, (gm.get(s) ?? 0) + 1);
    }
  }
  const nOcc = byOcc.size;

  const roles: RoleEntry[] = ROLES.map((r) => ({
    title: r.title,
    family: r.family,
    aliases: r.aliases ?? [],
    skills: unique(r.skills.map((s) => canonical(s, `role ${r.title}`))),
    source: "curated",
  }));
  for (const code of [...byOcc.keys()].sort()) {
    const m = byOcc.get(code)!;
    const g = group(code);
    const scored = [...m.entries()]
      .map(([s, f]) => {
        const lift = (groupDf.get(g)!.get(s)! / groupSize.get(g)!) / (df.get(s)! / nOcc);
        return { s, score: lift * (f.demand ? 1.3 : 1) * (f.hot ? 1 : 0.8) };
      })
      .filter((x) => x.score >= 1.2)
      .sort((a, b) => b.score - a.score || a.s.localeCompare(b.s))
      .slice(0, 15)
      .map((x) => x.s);
    if (scored.length < 3) continue;
    roles.push({ title: titles.get(code) ?? code, code, family: familyOf(code), aliases: [], skills: scored, source: "onet" });
  }

  const out: RoleProfilesFile = {
    version: "2025.1",
    attribution:
      "This product includes information from O*NET 28.2 by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.",
    families,
    roles,
  };
  return out;
}

export function serializeRoleProfiles(out: RoleProfilesFile): string {
  return JSON.stringify(out, null, 1) + "\n";
}

function main() {
  const out = buildRoleProfiles();
  writeFileSync(outFile, serializeRoleProfiles(out));
  console.log(`wrote ${path.relative(repoRoot, outFile)}: ${out.families.length} families, ${out.roles.length} roles (${ROLES.length} curated)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
