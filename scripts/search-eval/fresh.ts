/**
 * The fresh held-out set of `npm run eval:search` (split "fresh"), written on 2026-11-27 before the within-family
 * ranking work, after the first held-out half had been read for that idea. It is never tuned on: the ranker is tuned
 * on the 87 people of occupations.ts (both of their halves), and this set only reports numbers.
 *
 * 38 people, at least one per occupation of occupations.ts, each a person of their own: a job title more specific
 * than their family (Android vs iOS, pharmacist vs physiotherapist, physics and English teachers, SAP MM vs FICO,
 * medical coder vs clinical research), trainee and associate wording, titles that state no level over many years,
 * places written as people write them (suburbs, "City, State PIN", abroad) or not at all. Where a person would apply
 * to fewer titles than their occupation's `accept` (an iOS developer does not apply to Android posts), their own
 * `accept` is written here by hand, from the title alone, like the occupation's.
 */
import { OCCUPATIONS, type Level, type Occupation, type Persona, type Split } from "./occupations";

export interface FreshPerson {
  /** The occupation (occupations.ts key) whose row of the report the person counts in. */
  occupation: string;
  id: string;
  level: Level;
  location: string;
  title: string;
  earlier: string | null;
  /** Years in the current job and in the earlier one. */
  years: [number, number];
  skills: string[];
  companies: string[];
  /** At least three: two for the current job, the rest for the earlier one. */
  bullets: string[];
  degree: string;
  /** The posting titles this person would apply to, when narrower than the occupation's. */
  accept?: RegExp;
  reject?: RegExp;
}

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "nursing", id: "icu-nurse", level: "mid", location: "Secunderabad, Telangana", title: "ICU Staff Nurse", earlier: "Staff Nurse", years: [3, 2],
    skills: ["Critical Care", "Ventilator Management", "BLS", "ACLS", "Patient Care", "Infection Control", "ABG Analysis", "Medication Administration"],
    companies: ["Yashoda Hospitals", "Care Hospitals", "KIMS Hospitals"],
    bullets: ["Cared for two ventilated patients a shift in a 24-bed medical ICU", "Assisted with central line insertion and arterial blood gas sampling", "Trained new nurses on the ward's infection control bundle"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "nursing", id: "trainee-nurse", level: "junior", location: "", title: "Staff Nurse (Trainee)", earlier: null, years: [1, 0],
    skills: ["Patient Care", "Vital Signs", "First Aid", "Wound Dressing", "Nursing Documentation", "Infection Control"],
    companies: ["Medanta", "Sahara Hospital", "Regency Hospital"],
    bullets: ["Rotated through medicine, surgery and paediatric wards", "Recorded vitals and intake-output charts for 10 patients a shift", "Prepared patients for procedures and discharge"],
    degree: "GNM (General Nursing and Midwifery)",
  },
  {
    occupation: "allied-health", id: "physiotherapist", level: "mid", location: "Pune, Maharashtra 411057", title: "Physiotherapist", earlier: "Physiotherapy Intern", years: [3, 1],
    skills: ["Physiotherapy", "Manual Therapy", "Electrotherapy", "Exercise Therapy", "Sports Rehabilitation", "Patient Assessment", "Patient Care"],
    companies: ["Ruby Hall Clinic", "Sancheti Hospital", "Jehangir Hospital"],
    bullets: ["Treated 15 outpatients a day after orthopaedic surgery and sports injuries", "Planned home exercise programmes and tracked recovery", "Assisted senior physiotherapists in the neuro rehabilitation unit"],
    degree: "BPT (Bachelor of Physiotherapy)",
    accept: /\bphysiotherap(ist|y)\b/i,
  },
  {
    occupation: "allied-health", id: "lab-technician", level: "junior", location: "Gurgaon", title: "Medical Lab Technician", earlier: null, years: [1, 0],
    skills: ["Phlebotomy", "Sample Collection", "Haematology", "Biochemistry", "Lab Safety", "Quality Control", "LIS"],
    companies: ["Medanta", "Artemis Hospital", "Dr Lal PathLabs"],
    bullets: ["Collected and processed 80 blood samples a day", "Ran haematology and biochemistry analysers with daily quality control", "Kept the sample register and reports in the LIS"],
    degree: "B.Sc Medical Lab Technology",
    accept: /\b(lab(oratory)? (technician|technologist)|medical technologist|phlebotomist)\b/i,
  },
  {
    occupation: "teaching", id: "physics-teacher", level: "mid", location: "Jaipur, Rajasthan", title: "Physics Teacher", earlier: "Science Teacher", years: [3, 2],
    skills: ["Teaching", "Physics", "Lesson Planning", "Classroom Management", "Lab Demonstrations", "CBSE Curriculum", "Assessment", "Smart Class"],
    companies: ["Maharaja Sawai Man Singh Vidyalaya", "Jayshree Periwal International School", "Neerja Modi School"],
    bullets: ["Taught physics to classes 11 and 12 with a 94% board pass rate", "Ran practical sessions and viva preparation in the physics lab", "Taught general science to classes 6 to 8"],
    degree: "M.Sc Physics, B.Ed",
    accept: /\b(physics|science)\b.*\b(teacher|faculty|tutor)\b|\b(online tutor|academic coordinator|head of curriculum)\b/i,
  },
  {
    occupation: "teaching", id: "english-teacher", level: "senior", location: "Salt Lake, Kolkata 700091", title: "Senior English Teacher", earlier: "English Teacher", years: [4, 5],
    skills: ["English Literature", "Grammar", "Teaching", "Lesson Planning", "ICSE Curriculum", "Creative Writing", "Classroom Management", "Public Speaking"],
    companies: ["La Martiniere", "South Point School", "Delhi Public School Megacity"],
    bullets: ["Head of the English department for classes 9 to 12", "Coached the school debating team to two state titles", "Taught English language and literature to the middle school"],
    degree: "M.A. English, B.Ed",
    accept: /\benglish\b.*\b(teacher|faculty|tutor|trainer)\b|\b(online tutor|academic coordinator|head of curriculum)\b/i,
  },
  {
    occupation: "sales", id: "inside-sales", level: "junior", location: "Noida, UP", title: "Inside Sales Associate", earlier: null, years: [1, 0],
    skills: ["Inside Sales", "Cold Calling", "Lead Generation", "CRM", "Email Outreach", "Product Demos", "Communication"],
    companies: ["IndiaMART", "Info Edge", "Paytm"],
    bullets: ["Made 80 calls a day to SME owners and booked 25 demos a month", "Kept the CRM pipeline clean and up to date", "Qualified inbound leads from the website"],
    degree: "BBA",
  },
  {
    occupation: "support", id: "customer-service-associate", level: "junior", location: "Ghaziabad, Uttar Pradesh", title: "Customer Service Associate", earlier: null, years: [1, 0],
    skills: ["Customer Service", "Voice Process", "Call Handling", "Complaint Resolution", "Freshdesk", "Hindi", "English"],
    companies: ["Teleperformance", "iEnergizer", "Startek"],
    bullets: ["Answered 90 inbound calls a day for a telecom client", "Resolved billing complaints on the first call 85% of the time", "Logged every call in Freshdesk"],
    degree: "B.A.",
  },
  {
    occupation: "support", id: "customer-success-manager", level: "senior", location: "Bangalore, India", title: "Customer Success Manager", earlier: "Customer Success Associate", years: [4, 3],
    skills: ["Customer Success", "Account Management", "Customer Onboarding", "Churn Reduction", "Gainsight", "Salesforce", "SaaS"],
    companies: ["Freshworks", "Chargebee", "Zoho"],
    bullets: ["Owned 45 mid-market SaaS accounts worth ₹12 crore a year", "Cut logo churn from 14% to 8% with health scores and QBRs", "Onboarded new customers and ran product trainings"],
    degree: "MBA (Marketing)",
    accept: /\b(customer success|customer experience|account manager|client success)\b/i,
  },
  {
    occupation: "accounting", id: "fpa-analyst", level: "mid", location: "Gurugram, Haryana", title: "FP&A Analyst", earlier: "Financial Analyst", years: [3, 3],
    skills: ["Financial Planning", "Budgeting", "Forecasting", "Financial Modeling", "Variance Analysis", "Advanced Excel", "Power BI", "SAP"],
    companies: ["Genpact", "American Express", "Maruti Suzuki"],
    bullets: ["Built the annual budget and monthly rolling forecast for a ₹900 crore business", "Explained budget variances to the CFO every month", "Modelled capex cases for new plants"],
    degree: "B.Com, MBA (Finance)",
    accept: /\b(fp&a|financial (analyst|planning|controller)|finance (manager|analyst|business partner))\b/i,
  },
  {
    occupation: "hr", id: "talent-acquisition", level: "junior", location: "", title: "Talent Acquisition Executive", earlier: null, years: [1, 0],
    skills: ["Recruitment", "Sourcing", "Naukri", "LinkedIn Recruiter", "Screening", "Interview Scheduling", "MS Excel"],
    companies: ["Quess Corp", "TeamLease", "ABC Consultants"],
    bullets: ["Closed 15 sales and operations positions a month", "Sourced candidates on Naukri and LinkedIn with Boolean searches", "Scheduled interviews and kept candidates informed"],
    degree: "MBA (HR)",
    accept: /\b(talent acquisition|recruit(er|ing|ment)|sourcer|hr (executive|generalist|associate))\b/i,
  },
  {
    occupation: "logistics", id: "procurement", level: "mid", location: "Chennai", title: "Procurement Executive", earlier: "Purchase Assistant", years: [3, 2],
    skills: ["Procurement", "Vendor Management", "Purchase Orders", "SAP MM", "Negotiation", "Cost Reduction", "Advanced Excel"],
    companies: ["Ashok Leyland", "TVS Motor", "Hyundai Motor India"],
    bullets: ["Bought ₹60 crore a year of castings and forgings from 40 vendors", "Cut material cost by 6% through renegotiation and new vendors", "Raised purchase orders and followed up deliveries in SAP"],
    degree: "B.E. Mechanical, MBA (Operations)",
    accept: /\b(procurement|purchase|purchasing|sourcing|buyer|supply chain|vendor)\b/i,
  },
  {
    occupation: "hospitality", id: "commis-chef", level: "junior", location: "", title: "Commis Chef", earlier: null, years: [1, 0],
    skills: ["Food Preparation", "Continental Cuisine", "Food Safety", "HACCP", "Kitchen Hygiene", "Mise en Place"],
    companies: ["The Leela Palace", "Taj West End", "ITC Gardenia"],
    bullets: ["Prepared mise en place for a 120-cover continental restaurant", "Kept the larder section to HACCP standards", "Helped the chef de partie with banquet orders"],
    degree: "Diploma in Culinary Arts",
    accept: /\b(chef|commis|cook|kitchen|culinary)\b/i,
  },
  {
    occupation: "hospitality", id: "guest-relations", level: "mid", location: "Jaipur, Rajasthan", title: "Guest Relations Executive", earlier: "Front Desk Agent", years: [3, 2],
    skills: ["Guest Relations", "Opera PMS", "Hospitality", "Upselling", "Complaint Handling", "Hindi", "English"],
    companies: ["Rambagh Palace", "ITC Rajputana", "Fairmont Jaipur"],
    bullets: ["Welcomed VIP guests and handled special requests for a 500-room resort", "Raised guest satisfaction scores to 94%", "Checked guests in and out on Opera PMS"],
    degree: "BHM (Hotel Management)",
    accept: /\b(guest (relations|service|experience)|front (office|desk)|concierge|receptionist)\b/i,
  },
  {
    occupation: "banking", id: "loan-officer", level: "mid", location: "Ahmedabad, Gujarat", title: "Loan Officer", earlier: "Credit Processing Associate", years: [3, 1],
    skills: ["Loan Processing", "Credit Appraisal", "KYC", "CIBIL", "Home Loans", "Documentation", "Customer Service", "Cross Selling"],
    companies: ["Bank of Baroda", "AU Small Finance Bank", "HDFC Bank"],
    bullets: ["Processed 40 home and personal loan files a month", "Checked CIBIL reports and income documents before sanction", "Prepared credit files for the branch credit committee"],
    degree: "B.Com",
  },
  {
    occupation: "civil", id: "quantity-surveyor", level: "mid", location: "Hyderabad", title: "Quantity Surveyor", earlier: "Billing Engineer", years: [3, 2],
    skills: ["Quantity Surveying", "Rate Analysis", "BOQ", "Estimation", "AutoCAD", "MS Excel", "Contract Management"],
    companies: ["My Home Constructions", "Aparna Constructions", "NCC Limited"],
    bullets: ["Prepared BOQs and cost estimates for two residential towers", "Certified subcontractor bills worth ₹30 crore", "Measured work done on site for monthly RA bills"],
    degree: "B.Tech Civil Engineering",
    accept: /\b(quantity surveyor|billing engineer|qs|estimation|cost (engineer|manager)|contracts? (engineer|manager))\b/i,
  },
  {
    occupation: "mechanical", id: "quality-engineer", level: "senior", location: "Pune", title: "Senior Quality Engineer", earlier: "Quality Engineer", years: [4, 4],
    skills: ["Quality Control", "ISO 9001", "Root Cause Analysis", "PPAP", "SPC", "Six Sigma", "CMM", "8D"],
    companies: ["Bharat Forge", "Tata Motors", "Bajaj Auto"],
    bullets: ["Led supplier quality for 60 machined parts", "Cut customer complaints by 40% with 8D and poka-yoke", "Ran PPAP submissions for new parts"],
    degree: "B.E. Mechanical Engineering",
    accept: /\b(quality (engineer|manager|head|control engineer|assurance engineer)|qa\/qc|supplier quality)\b/i,
  },
  {
    occupation: "design", id: "graphic-designer", level: "mid", location: "Mumbai", title: "Graphic Designer", earlier: "Junior Graphic Designer", years: [3, 1],
    skills: ["Adobe Photoshop", "Adobe Illustrator", "CorelDRAW", "InDesign", "Branding", "Typography", "Canva"],
    companies: ["Ogilvy", "Leo Burnett", "Schbang"],
    bullets: ["Designed campaign creatives for FMCG brands across print and social", "Built brand identity kits for three product launches", "Adapted key visuals into 200 social media creatives a month"],
    degree: "B.Des Communication Design",
    accept: /\b(graphic|visual|brand|communication|creative) designer\b/i,
  },
  {
    occupation: "digital-marketing", id: "ppc-specialist", level: "mid", location: "", title: "PPC Specialist", earlier: "Digital Marketing Executive", years: [2, 2],
    skills: ["Google Ads", "Microsoft Advertising", "Keyword Research", "Bid Management", "Google Analytics", "Landing Page Optimization", "Excel"],
    companies: ["iProspect", "WATConsult", "Schbang"],
    bullets: ["Managed ₹1.5 crore a month of search spend for e-commerce clients", "Lifted ROAS from 3.1 to 4.6 with new bid strategies", "Ran social and search campaigns for small clients"],
    degree: "BBA",
  },
  {
    occupation: "content", id: "copywriter", level: "junior", location: "Mumbai", title: "Junior Copywriter", earlier: null, years: [1, 0],
    skills: ["Copywriting", "Creative Writing", "Social Media", "Proofreading", "Brand Voice", "Hindi"],
    companies: ["Ogilvy", "FCB India", "Talented"],
    bullets: ["Wrote social copy and scripts for four consumer brands", "Wrote bilingual (Hindi and English) campaign lines", "Proofread print and digital ads"],
    degree: "B.A. Mass Media",
    accept: /\b(copywriter|content writer|creative writer|content creator)\b/i,
  },
  {
    occupation: "clinical-research", id: "trainee-medical-coder", level: "junior", location: "Hyderabad, Telangana", title: "Trainee Medical Coder", earlier: null, years: [1, 0],
    skills: ["Medical Coding", "ICD-10-CM", "CPT", "Anatomy", "Physiology", "Medical Terminology", "HCPCS"],
    companies: ["Omega Healthcare", "AGS Health", "Access Healthcare"],
    bullets: ["Coded 60 outpatient charts a day at 95% accuracy", "Learned E/M and radiology coding for US payers", "Cleared the CPC practice exams"],
    degree: "B.Sc Microbiology",
    accept: /\bmedical (coder|coding)\b|\bcoding analyst\b/i,
  },
  {
    occupation: "project-management", id: "scrum-master", level: "senior", location: "Pune", title: "Senior Scrum Master", earlier: "Project Coordinator", years: [4, 4],
    skills: ["Scrum", "Agile", "Jira", "Sprint Planning", "Kanban", "Confluence", "SAFe", "Stakeholder Management"],
    companies: ["Persistent Systems", "Barclays", "Synechron"],
    bullets: ["Coached four scrum teams through a SAFe transition", "Cut sprint carry-over from 30% to 10%", "Coordinated releases and status reports for an ERP project"],
    degree: "B.E. Computer Engineering, CSM",
  },
  // ---- software and data -----------------------------------------------------------------------------------
  {
    occupation: "backend", id: "python-developer", level: "mid", location: "Hyderabad, Telangana", title: "Python Developer", earlier: "Software Developer", years: [3, 3],
    skills: ["Python", "Django", "Flask", "FastAPI", "PostgreSQL", "Celery", "Redis", "Docker"],
    companies: ["Hashedin", "Cyient", "Darwinbox"],
    bullets: ["Built Django REST APIs for an HR platform used by 2,000 companies", "Moved background jobs to Celery and Redis", "Maintained PHP and Python services for a logistics client"],
    degree: "B.Tech Computer Science",
    accept: /\b(python|django|backend|back-end|software engineer|software developer|sde)\b/i,
    reject: /\b(test|qa|frontend|android|ios|data|java|node\.?js|golang)\b/i,
  },
  {
    occupation: "frontend", id: "angular-developer", level: "mid", location: "Noida, Uttar Pradesh", title: "Angular Developer", earlier: "UI Developer", years: [3, 1],
    skills: ["Angular", "TypeScript", "RxJS", "JavaScript", "HTML", "SCSS", "NgRx", "REST APIs"],
    companies: ["HCL Technologies", "Adobe", "Nagarro"],
    bullets: ["Built Angular modules for an insurance agent portal", "Moved state management to NgRx", "Built responsive HTML and CSS templates"],
    degree: "B.Tech Information Technology",
    accept: /\b(angular|frontend|front-end|ui developer|web developer|javascript)\b/i,
  },
  {
    occupation: "frontend", id: "react-london", level: "senior", location: "London, UK", title: "Senior React Developer", earlier: "Frontend Developer", years: [4, 4],
    skills: ["React", "TypeScript", "GraphQL", "Next.js", "Jest", "Accessibility", "CSS-in-JS", "Storybook"],
    companies: ["Deliveroo", "Monzo", "Sky"],
    bullets: ["Led the React rebuild of a checkout used by three million people", "Set up the design system in Storybook", "Built accessible frontends for a bank's web app"],
    degree: "B.Tech Computer Science",
  },
  {
    occupation: "mobile", id: "ios-developer", level: "mid", location: "Bengaluru, Karnataka", title: "iOS Developer", earlier: "Junior iOS Developer", years: [3, 1],
    skills: ["Swift", "SwiftUI", "UIKit", "Xcode", "Core Data", "REST APIs", "Combine", "Git"],
    companies: ["Swiggy", "Jupiter", "Cure.fit"],
    bullets: ["Built SwiftUI screens for an iPhone app with 5M users", "Cut app launch time by 35%", "Fixed crashes and wrote unit tests in XCTest"],
    degree: "B.Tech Computer Science",
    accept: /\b(ios|iphone|mobile|flutter|react native)\b/i,
  },
  {
    occupation: "mobile", id: "flutter-developer", level: "junior", location: "", title: "Flutter Developer", earlier: null, years: [1, 0],
    skills: ["Flutter", "Dart", "Firebase", "REST APIs", "Provider", "Git", "Android Studio"],
    companies: ["GeekyAnts", "Mindinventory", "Solutelabs"],
    bullets: ["Built two Flutter apps for Android and iOS from one codebase", "Integrated Firebase auth and push notifications", "Fixed UI bugs reported by QA"],
    degree: "BCA",
    accept: /\b(flutter|dart|mobile|cross[- ]platform)\b/i,
  },
  {
    occupation: "data-analytics", id: "power-bi-developer", level: "mid", location: "Pune, Maharashtra", title: "Power BI Developer", earlier: "MIS Executive", years: [2, 2],
    skills: ["Power BI", "DAX", "SQL", "Power Query", "Excel", "Data Modeling", "SSIS"],
    companies: ["Capgemini", "Cybage", "Eaton"],
    bullets: ["Built 30 Power BI reports for finance and supply chain", "Modelled sales data in a star schema", "Prepared daily MIS in Excel"],
    degree: "B.Sc Computer Science",
  },
  {
    occupation: "data-analytics", id: "mis-executive", level: "junior", location: "Kolkata", title: "MIS Executive", earlier: null, years: [1, 0],
    skills: ["Advanced Excel", "VLOOKUP", "Pivot Tables", "MIS Reporting", "SQL", "Google Sheets", "Macros"],
    companies: ["ITC", "Emami", "Berger Paints"],
    bullets: ["Prepared daily sales MIS for 14 regional offices", "Automated reports with Excel macros", "Checked data from the distributor management system"],
    degree: "B.Com",
    accept: /\b(mis|reporting analyst|data analyst|business intelligence|bi analyst)\b/i,
  },
  {
    occupation: "data-science", id: "ml-engineer", level: "senior", location: "Bengaluru, Karnataka 560103", title: "Senior Machine Learning Engineer", earlier: "Data Scientist", years: [4, 3],
    skills: ["Python", "PyTorch", "Machine Learning", "Deep Learning", "MLOps", "Kubernetes", "Computer Vision", "AWS"],
    companies: ["Flipkart", "Myntra", "Uber"],
    bullets: ["Shipped a visual search model serving 20M queries a day", "Built the feature store and model serving on Kubernetes", "Built demand forecasting models"],
    degree: "M.Tech Computer Science",
  },
  {
    occupation: "data-engineering", id: "big-data-engineer", level: "senior", location: "Chennai", title: "Senior Big Data Engineer", earlier: "Hadoop Developer", years: [4, 4],
    skills: ["Hadoop", "Hive", "Apache Spark", "Scala", "Kafka", "SQL", "Sqoop", "AWS EMR"],
    companies: ["PayPal", "Verizon", "Ford Business Solutions"],
    bullets: ["Built Spark jobs on EMR processing 5 TB a day", "Moved Hive pipelines to Spark and cut costs by 30%", "Wrote Sqoop imports from Oracle"],
    degree: "B.E. Computer Science",
  },
  {
    occupation: "devops", id: "associate-cloud-engineer", level: "junior", location: "Hyderabad", title: "Associate Cloud Engineer", earlier: null, years: [1, 0],
    skills: ["AWS", "Linux", "Terraform", "Docker", "Shell Scripting", "Git", "Azure"],
    companies: ["Deloitte", "Cognizant", "ValueLabs"],
    bullets: ["Provisioned AWS environments with Terraform", "Patched and monitored 200 Linux servers", "Wrote shell scripts for backups"],
    degree: "B.Tech Electronics",
  },
  {
    occupation: "qa", id: "software-test-engineer", level: "mid", location: "Coimbatore, Tamil Nadu 641018", title: "Software Test Engineer", earlier: "Trainee Test Engineer", years: [2, 1],
    skills: ["Manual Testing", "Test Cases", "Regression Testing", "JIRA", "SQL", "Postman", "Agile"],
    companies: ["Bahwan Cybertek", "Cognizant", "KGiSL"],
    bullets: ["Wrote and ran 400 test cases for a banking web app", "Tested REST APIs in Postman", "Logged and retested defects in JIRA"],
    degree: "B.E. Computer Science",
  },
  {
    occupation: "security", id: "penetration-tester", level: "mid", location: "Gurugram, Haryana 122002", title: "Penetration Tester", earlier: "Security Analyst", years: [3, 1],
    skills: ["Penetration Testing", "Burp Suite", "OWASP Top 10", "Kali Linux", "Metasploit", "Nmap", "VAPT", "Python"],
    companies: ["Deloitte", "EY", "Lucideus"],
    bullets: ["Ran 60 web and mobile application penetration tests a year", "Wrote exploit proofs and fix guidance for developers", "Monitored SIEM alerts"],
    degree: "B.Tech Computer Science, OSCP",
  },
  {
    occupation: "product", id: "product-owner", level: "mid", location: "Chennai", title: "Product Owner", earlier: "Business Analyst", years: [3, 3],
    skills: ["Product Backlog", "User Stories", "Scrum", "Jira", "Stakeholder Management", "UAT", "Agile", "Confluence"],
    companies: ["Freshworks", "Zoho", "Chargebee"],
    bullets: ["Owned the backlog of a billing product for two scrum teams", "Wrote user stories and acceptance criteria", "Gathered requirements for a core banking upgrade"],
    degree: "B.E., MBA",
  },
  {
    occupation: "sap", id: "sap-mm", level: "mid", location: "Bengaluru", title: "SAP MM Consultant", earlier: "SAP MM Associate Consultant", years: [3, 2],
    skills: ["SAP MM", "Procurement", "Inventory Management", "SAP S/4HANA", "Pricing Procedures", "Vendor Master", "LSMW", "Configuration"],
    companies: ["Infosys", "Accenture", "IBM"],
    bullets: ["Configured purchasing and inventory for an S/4HANA rollout", "Set up pricing procedures and release strategies", "Loaded vendor and material masters with LSMW"],
    degree: "B.E. Mechanical",
    accept: /\bsap\b.*\b(mm|materials management|procurement)\b|\b(erp consultant|sap consultant)\b/i,
  },
  {
    occupation: "sap", id: "salesforce-developer", level: "junior", location: "", title: "Salesforce Developer", earlier: null, years: [1, 0],
    skills: ["Salesforce", "Apex", "Lightning Web Components", "SOQL", "Visualforce", "Salesforce Administration"],
    companies: ["Grazitti Interactive", "Cloud Analogy", "Smartbridge"],
    bullets: ["Built Apex triggers and Lightning components for a sales cloud org", "Wrote SOQL reports for the sales team", "Configured flows and validation rules"],
    degree: "B.Tech Computer Science",
    accept: /\bsalesforce\b/i,
  },
  {
    occupation: "it-support", id: "desktop-support", level: "junior", location: "New Delhi 110017", title: "Desktop Support Engineer", earlier: null, years: [1, 0],
    skills: ["Desktop Support", "Windows 10", "Active Directory", "Troubleshooting", "Hardware", "Outlook", "LAN", "Ticketing"],
    companies: ["HCL Infosystems", "Wipro", "Team Computers"],
    bullets: ["Resolved 30 hardware and software tickets a day for 600 users", "Imaged and set up laptops for new joiners", "Managed users and groups in Active Directory"],
    degree: "Diploma in Computer Hardware and Networking",
  },
];

/** A hand-written held-out set as personas: each person's occupation is their own (title, skills, accept) under the occupation's key. */
export function asPersonas(people: FreshPerson[], split: Exclude<Split, "tuning" | "held-out">): Persona[] {
  return people.map((p) => {
    const base = OCCUPATIONS.find((o) => o.key === p.occupation);
    if (!base) throw new Error(`${split} set: no occupation ${p.occupation}`);
    const occupation: Occupation = {
      ...base,
      titles: { junior: p.title, mid: p.title, senior: p.title },
      earlier: { junior: p.earlier, mid: p.earlier, senior: p.earlier },
      skills: p.skills,
      companies: p.companies,
      bullets: p.bullets,
      degree: p.degree,
      accept: p.accept ?? base.accept,
      reject: p.accept ? p.reject : (p.reject ?? base.reject),
    };
    return { id: `${split}-${p.id}`, occupation, level: p.level, location: p.location, split, years: p.years };
  });
}

/** The fresh set as personas. */
export function freshPersonas(): Persona[] {
  return asPersonas(PEOPLE, "fresh");
}
