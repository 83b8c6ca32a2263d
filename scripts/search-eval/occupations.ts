/**
 * The labelled relevance set of `npm run eval:search`: occupations people in India (and a few abroad) hold, each
 * with the titles of a career, skills as people write them on resumes, and, written by hand, the posting titles a
 * person in that occupation would apply to (`accept`) and would not (`reject`). Judgements are by posting title,
 * level words and location only: they do not use the role taxonomy the ranker uses.
 *
 * 29 occupations, 16 of them outside software (the list: nursing, teaching, sales, accounting, HR,
 * logistics, hospitality, banking, civil and mechanical engineering, design, customer support; plus allied health,
 * digital and content marketing, clinical research), 13 in software and data.
 */

export type Level = "junior" | "mid" | "senior";

export interface Occupation {
  key: string;
  label: string;
  software: boolean;
  /** The current job title at each level; the earlier title is the one before it. */
  titles: Record<Level, string>;
  earlier: Record<Level, string | null>;
  /** As people write them; the first ones are what they list first. */
  skills: string[];
  companies: string[];
  bullets: string[];
  degree: string;
  /** Posting titles this person would apply to (level is judged apart). */
  accept: RegExp;
  /** Titles that match `accept` but are not for them. */
  reject?: RegExp;
}

export const OCCUPATIONS: Occupation[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    key: "nursing", label: "Nursing", software: false,
    titles: { junior: "Staff Nurse", mid: "Staff Nurse", senior: "Senior Staff Nurse" },
    earlier: { junior: null, mid: "Trainee Nurse", senior: "ICU Nurse" },
    skills: ["Patient Care", "Infection Control", "BLS", "IV Cannulation", "Wound Care", "Medication Administration", "EHR", "Vital Signs Monitoring", "Teamwork"],
    companies: ["Apollo Hospitals", "Manipal Hospital", "Fortis Hospital", "KIMS Health", "Aster Medcity"],
    bullets: ["Provided direct patient care for up to 8 patients per shift in a medical-surgical ward", "Administered IV and oral medications and kept accurate nursing records", "Monitored vital signs and escalated deteriorating patients to the rapid response team"],
    degree: "B.Sc Nursing",
    accept: /\b(nurse|nursing)\b/i,
  },
  {
    key: "allied-health", label: "Allied health (pharmacy, physiotherapy)", software: false,
    titles: { junior: "Pharmacist", mid: "Clinical Pharmacist", senior: "Senior Pharmacist" },
    earlier: { junior: null, mid: "Pharmacist", senior: "Pharmacist" },
    skills: ["Pharmacy", "Dispensing", "Patient Counselling", "Drug Interactions", "Inventory Management", "Healthcare Administration", "Communication"],
    companies: ["Apollo Pharmacy", "Narayana Health", "MedPlus", "Max Healthcare"],
    bullets: ["Dispensed prescriptions and counselled patients on dosage and side effects", "Managed the pharmacy inventory and expiry checks for a 300-bed hospital", "Reviewed prescriptions for drug interactions with the clinical team"],
    degree: "B.Pharm",
    accept: /\b(pharmacist|pharmacy)\b/i,
  },
  {
    key: "teaching", label: "Teaching (mathematics)", software: false,
    titles: { junior: "Mathematics Teacher", mid: "Mathematics Teacher", senior: "Senior Mathematics Teacher" },
    earlier: { junior: null, mid: "Assistant Teacher", senior: "Mathematics Teacher" },
    skills: ["Teaching", "Lesson Planning", "Classroom Management", "Mathematics", "Curriculum Development", "Assessment Design", "Google Classroom", "Student Counselling"],
    companies: ["Delhi Public School", "Kendriya Vidyalaya", "Ryan International School", "Podar International School"],
    bullets: ["Taught mathematics to classes 8 to 10 with a 96% board pass rate", "Planned lessons and assessments aligned to the CBSE curriculum", "Ran remedial sessions for students who fell behind"],
    degree: "M.Sc Mathematics, B.Ed",
    accept: /\b(mathematics|maths?)\b.*\b(teacher|faculty|tutor)|\b(online tutor|academic coordinator|head of curriculum)\b/i,
  },
  {
    key: "sales", label: "Sales", software: false,
    titles: { junior: "Sales Executive", mid: "Business Development Executive", senior: "Senior Sales Manager" },
    earlier: { junior: null, mid: "Sales Executive", senior: "Sales Manager" },
    skills: ["B2B Sales", "Lead Generation", "Business Development", "Negotiation", "Key Account Management", "CRM", "Cold Calling", "Sales Forecasting", "MS Excel"],
    companies: ["Bajaj Finserv", "IndiaMART", "Blue Dart", "Godrej Properties"],
    bullets: ["Generated 40+ qualified leads a month through cold calling and referrals", "Closed B2B deals worth ₹1.2 crore in a year", "Managed key accounts and renewals in the western region"],
    degree: "BBA",
    accept: /\b(sales|business development|account executive|key account|inside sales)\b/i,
    reject: /\b(sales ?force|salesforce)\b/i,
  },
  {
    key: "support", label: "Customer support", software: false,
    titles: { junior: "Customer Support Executive", mid: "Customer Support Specialist", senior: "Senior Customer Support Specialist" },
    earlier: { junior: null, mid: "Customer Care Associate", senior: "Customer Support Executive" },
    skills: ["Customer Service", "Zendesk", "Complaint Resolution", "Call Handling", "Chat Support", "Ticketing", "CRM", "Communication Skills"],
    companies: ["Teleperformance", "Concentrix", "Swiggy", "Airtel"],
    bullets: ["Resolved 60+ customer tickets a day over chat and email", "Kept CSAT above 92% for four quarters", "Handled escalations and refunds in line with policy"],
    degree: "B.Com",
    accept: /\b(customer (support|service|care|success|experience)|support (specialist|executive|associate)|technical support)\b/i,
  },
  {
    key: "accounting", label: "Accounting and finance", software: false,
    titles: { junior: "Accounts Executive", mid: "Accountant", senior: "Senior Accountant" },
    earlier: { junior: null, mid: "Accounts Executive", senior: "Accountant" },
    skills: ["Tally Prime", "GST", "TDS", "Accounting", "Bank Reconciliation", "Accounts Payable", "Financial Reporting", "Advanced Excel"],
    companies: ["Deloitte", "Grant Thornton", "Marico", "Asian Paints"],
    bullets: ["Prepared monthly GST returns and TDS filings", "Reconciled bank statements and vendor ledgers", "Supported the statutory audit with schedules and reports"],
    degree: "B.Com, CA Inter",
    accept: /\b(account(ant|s|ing)|chartered accountant|tax|finance|financial (analyst|controller)|fp&a|audit)\b/i,
  },
  {
    key: "hr", label: "Human resources", software: false,
    titles: { junior: "HR Executive", mid: "HR Generalist", senior: "Senior HR Business Partner" },
    earlier: { junior: null, mid: "HR Executive", senior: "HR Generalist" },
    skills: ["Recruitment", "Onboarding", "HRMS", "Employee Relations", "Performance Management", "Statutory Compliance", "Payroll", "Naukri RMS"],
    companies: ["Infosys BPM", "Mahindra Logistics", "Bata India", "Quess Corp"],
    bullets: ["Hired 120 people a year across sales and operations", "Ran onboarding and induction for new joiners", "Handled employee relations cases and exit interviews"],
    degree: "MBA (HR)",
    accept: /\b(hr|human resources|recruit(er|ment)|talent acquisition|people (operations|partner)|payroll)\b/i,
  },
  {
    key: "logistics", label: "Logistics and supply chain", software: false,
    titles: { junior: "Logistics Coordinator", mid: "Supply Chain Analyst", senior: "Senior Logistics Manager" },
    earlier: { junior: null, mid: "Logistics Coordinator", senior: "Warehouse Manager" },
    skills: ["Logistics", "Supply Chain Management", "Inventory Control", "Warehouse Management", "SAP MM", "Procurement", "Demand Planning", "Advanced Excel"],
    companies: ["Delhivery", "Mahindra Logistics", "Flipkart", "Amazon"],
    bullets: ["Coordinated 200 outbound shipments a day across three warehouses", "Cut inventory write-offs by 18% with cycle counts", "Planned demand for 1,500 SKUs with the category team"],
    degree: "MBA (Operations)",
    accept: /\b(logistics|supply chain|warehouse|procurement|operations|inventory|demand planning)\b/i,
  },
  {
    key: "hospitality", label: "Hospitality", software: false,
    titles: { junior: "Front Office Associate", mid: "Front Office Executive", senior: "Senior Guest Relations Executive" },
    earlier: { junior: null, mid: "Front Office Associate", senior: "Front Office Executive" },
    skills: ["Front Office", "Guest Relations", "Opera PMS", "Customer Service", "Complaint Resolution", "Upselling", "Reservations", "Communication Skills"],
    companies: ["Taj Hotels", "ITC Hotels", "The Oberoi Group", "Lemon Tree Hotels"],
    bullets: ["Handled check-in and check-out for a 220-room business hotel", "Resolved guest complaints and raised review scores", "Upsold room upgrades and dining packages"],
    degree: "BHM (Hotel Management)",
    accept: /\b(front office|guest (relations|service)|hotel|f&b|restaurant|housekeeping|hospitality|chef)\b/i,
  },
  {
    key: "banking", label: "Banking", software: false,
    titles: { junior: "Customer Service Officer", mid: "Relationship Manager", senior: "Senior Relationship Manager" },
    earlier: { junior: null, mid: "Personal Banker", senior: "Relationship Manager" },
    skills: ["Retail Banking", "KYC", "Credit Appraisal", "Relationship Management", "Cross Selling", "Loan Processing", "AML", "MS Excel"],
    companies: ["HDFC Bank", "ICICI Bank", "Axis Bank", "Kotak Mahindra Bank"],
    bullets: ["Managed a book of 300 retail customers with ₹40 crore in balances", "Opened accounts with complete KYC and kept files audit-ready", "Cross-sold insurance and investment products"],
    degree: "MBA (Finance)",
    accept: /\b(relationship manager|personal banker|loan officer|credit officer|branch|banking|bank)\b/i,
  },
  {
    key: "civil", label: "Civil engineering", software: false,
    titles: { junior: "Junior Site Engineer", mid: "Site Engineer", senior: "Senior Project Engineer" },
    earlier: { junior: null, mid: "Junior Site Engineer", senior: "Site Engineer" },
    skills: ["AutoCAD", "STAAD.Pro", "Site Supervision", "Quantity Surveying", "Primavera P6", "Quality Control", "Estimation", "MS Project"],
    companies: ["L&T Construction", "Shapoorji Pallonji", "Tata Projects", "Godrej Properties"],
    bullets: ["Supervised structural works for a 22-storey residential tower", "Prepared bar bending schedules and RA bills", "Ran quality checks on concrete and reinforcement"],
    degree: "B.E. Civil Engineering",
    accept: /\b(civil|site engineer|structural|quantity surveyor|planning engineer|billing engineer|construction|project engineer)\b/i,
  },
  {
    key: "mechanical", label: "Mechanical engineering", software: false,
    titles: { junior: "Graduate Engineer Trainee", mid: "Production Engineer", senior: "Senior Design Engineer" },
    earlier: { junior: null, mid: "Graduate Engineer Trainee", senior: "Design Engineer" },
    skills: ["SolidWorks", "AutoCAD", "CATIA", "Production Planning", "Quality Control", "Lean Manufacturing", "GD&T", "Six Sigma"],
    companies: ["Tata Motors", "Bosch", "Mahindra & Mahindra", "Bharat Forge"],
    bullets: ["Designed fixtures in SolidWorks for a new machining line", "Improved line output by 12% with lean and 5S", "Led root-cause analysis on customer complaints"],
    degree: "B.E. Mechanical Engineering",
    accept: /\b(mechanical|production engineer|design engineer|quality engineer|cad engineer|maintenance engineer|plant head)\b/i,
  },
  {
    key: "design", label: "Design (UI/UX and visual)", software: false,
    titles: { junior: "Junior UI/UX Designer", mid: "UI/UX Designer", senior: "Senior Product Designer" },
    earlier: { junior: null, mid: "Graphic Designer", senior: "UI/UX Designer" },
    skills: ["Figma", "Wireframing", "Prototyping", "User Research", "Adobe XD", "Adobe Photoshop", "Design Thinking", "Typography"],
    companies: ["Zomato", "Razorpay", "Tata Digital", "Byju's"],
    bullets: ["Designed checkout flows that lifted conversion by 9%", "Ran usability tests with 30 users a quarter", "Built and maintained the design system in Figma"],
    degree: "B.Des",
    accept: /\b(designer|ux|ui\/ux|design manager|head of design)\b/i,
    reject: /\b(instructional|mechanical|design engineer|structural)\b/i,
  },
  {
    key: "digital-marketing", label: "Digital marketing", software: false,
    titles: { junior: "Digital Marketing Executive", mid: "Performance Marketing Specialist", senior: "Senior Performance Marketing Manager" },
    earlier: { junior: null, mid: "Digital Marketing Executive", senior: "Performance Marketing Specialist" },
    skills: ["Google Ads", "Meta Ads", "Performance Marketing", "Google Analytics", "SEO", "A/B Testing", "Email Marketing", "Google Tag Manager"],
    companies: ["Nykaa", "Lenskart", "Mamaearth", "upGrad"],
    bullets: ["Managed ₹50 lakh a month of Google and Meta ad spend", "Lowered cost per acquisition by 22% with creative tests", "Built dashboards for ROAS in Google Analytics"],
    degree: "BBA (Marketing)",
    accept: /\b(digital marketing|performance marketing|paid media|ppc|growth market(er|ing)|marketing manager|sem)\b/i,
  },
  {
    key: "content", label: "Content and SEO", software: false,
    titles: { junior: "Content Writer", mid: "SEO Specialist", senior: "Senior Content Marketing Manager" },
    earlier: { junior: null, mid: "Content Writer", senior: "SEO Specialist" },
    skills: ["Content Writing", "SEO", "Copywriting", "WordPress", "Google Search Console", "Semrush", "Social Media Marketing", "Content Strategy"],
    companies: ["Times Internet", "Zee Digital", "Freshworks", "Pepper Content"],
    bullets: ["Wrote 40 long-form articles a month for a B2B blog", "Grew organic traffic 3x in a year with keyword clusters", "Ran the editorial calendar with designers and product marketing"],
    degree: "BA English",
    accept: /\b(content|seo|copywriter|social media|editor)\b/i,
  },
  {
    key: "clinical-research", label: "Clinical research and medical coding", software: false,
    titles: { junior: "Medical Coder", mid: "Clinical Research Associate", senior: "Senior Clinical Research Associate" },
    earlier: { junior: null, mid: "Medical Coder", senior: "Clinical Research Associate" },
    skills: ["Clinical Research", "GCP", "Medical Coding", "ICD-10", "Pharmacovigilance", "Clinical Trials", "Regulatory Affairs", "MS Excel"],
    companies: ["IQVIA", "Syneos Health", "Parexel", "Omega Healthcare"],
    bullets: ["Monitored six sites of a phase III oncology trial", "Coded 120 charts a day at 96% accuracy in ICD-10", "Reviewed adverse event reports for pharmacovigilance"],
    degree: "M.Pharm",
    accept: /\b(clinical research|medical (coder|coding|billing)|pharmacovigilance|regulatory affairs|clinical trial)\b/i,
  },
  {
    key: "project-management", label: "Project management", software: false,
    titles: { junior: "Project Coordinator", mid: "Project Manager", senior: "Senior Program Manager" },
    earlier: { junior: null, mid: "Project Coordinator", senior: "Project Manager" },
    skills: ["Project Management", "Agile", "Scrum", "Stakeholder Management", "Jira", "Risk Management", "MS Project", "PMP"],
    companies: ["Accenture", "Capgemini", "Tata Consultancy Services", "Wipro"],
    bullets: ["Delivered a 14-month ERP rollout across five plants on budget", "Ran sprint planning and reviews for three scrum teams", "Reported risks and status to the steering committee"],
    degree: "B.Tech, PMP",
    accept: /\b(project (manager|coordinator)|program manager|scrum master|delivery manager|pmo|head of delivery|portfolio manager)\b/i,
  },
  // ---- software and data -----------------------------------------------------------------------------------
  {
    key: "backend", label: "Backend engineering", software: true,
    titles: { junior: "Associate Software Engineer", mid: "Software Engineer", senior: "Senior Software Engineer" },
    earlier: { junior: null, mid: "Associate Software Engineer", senior: "Software Engineer" },
    skills: ["Java", "Spring Boot", "Microservices", "REST APIs", "PostgreSQL", "Kafka", "Docker", "AWS"],
    companies: ["Flipkart", "Paytm", "Zoho", "Freshworks"],
    bullets: ["Built payment APIs in Java and Spring Boot handling 2M requests a day", "Moved a monolith to microservices on Kubernetes", "Cut p95 latency by 40% with caching and query tuning"],
    degree: "B.Tech Computer Science",
    accept: /\b(backend|back-end|software engineer|software developer|java|python developer|node\.?js|golang|sde|platform engineer|staff software)\b/i,
    reject: /\b(test|qa|frontend|android|ios|data)\b/i,
  },
  {
    key: "frontend", label: "Frontend engineering", software: true,
    titles: { junior: "Junior Frontend Developer", mid: "Frontend Engineer", senior: "Senior Frontend Engineer" },
    earlier: { junior: null, mid: "UI Developer", senior: "Frontend Engineer" },
    skills: ["React", "JavaScript", "TypeScript", "HTML", "CSS", "Redux", "Next.js", "Jest"],
    companies: ["Swiggy", "Meesho", "CRED", "Razorpay"],
    bullets: ["Built the React checkout used by two million people a month", "Improved Largest Contentful Paint from 3.8s to 1.9s", "Wrote Jest and Cypress tests for critical journeys"],
    degree: "B.Tech Information Technology",
    accept: /\b(frontend|front-end|react|ui developer|web developer|angular|javascript)\b/i,
  },
  {
    key: "mobile", label: "Mobile development", software: true,
    titles: { junior: "Junior Android Developer", mid: "Android Developer", senior: "Senior Android Developer" },
    earlier: { junior: null, mid: "Android Developer Intern", senior: "Android Developer" },
    skills: ["Kotlin", "Android", "Jetpack Compose", "Android Studio", "REST APIs", "Firebase", "MVVM", "Git"],
    companies: ["PhonePe", "Ola", "Dream11", "ShareChat"],
    bullets: ["Shipped features to an Android app with 10M installs", "Cut crash rate to 0.2% with better error handling", "Moved screens to Jetpack Compose"],
    degree: "B.Tech Computer Science",
    accept: /\b(android|mobile|flutter|react native)\b/i,
  },
  {
    key: "data-analytics", label: "Data analytics and BI", software: true,
    titles: { junior: "Junior Data Analyst", mid: "Data Analyst", senior: "Senior Data Analyst" },
    earlier: { junior: null, mid: "MIS Executive", senior: "Data Analyst" },
    skills: ["SQL", "Python", "Power BI", "Tableau", "Excel", "Statistics", "Data Visualization", "Pandas"],
    companies: ["Mu Sigma", "Fractal Analytics", "Tiger Analytics", "Swiggy"],
    bullets: ["Built Power BI dashboards used by 40 category managers", "Wrote SQL pipelines for weekly sales reporting", "Ran A/B test analyses for the growth team"],
    degree: "B.Sc Statistics",
    accept: /\b(data analyst|business intelligence|bi (analyst|developer)|mis analyst|reporting analyst|product analyst|analytics manager|head of analytics|business analyst)\b/i,
  },
  {
    key: "data-science", label: "Data science and ML", software: true,
    titles: { junior: "Junior Data Scientist", mid: "Data Scientist", senior: "Senior Data Scientist" },
    earlier: { junior: null, mid: "Data Analyst", senior: "Data Scientist" },
    skills: ["Python", "Machine Learning", "Deep Learning", "TensorFlow", "PyTorch", "NLP", "SQL", "Scikit-learn"],
    companies: ["Fractal Analytics", "Sigmoid", "Jio Platforms", "Ola"],
    bullets: ["Built a churn model that saved ₹3 crore a year", "Deployed an NLP classifier for support tickets", "Ran forecasting models for 8,000 stores"],
    degree: "M.Tech Computer Science",
    accept: /\b(data scien\w*|machine learning|ml engineer|ai engineer|nlp|applied scientist|deep learning)\b/i,
  },
  {
    key: "data-engineering", label: "Data engineering", software: true,
    titles: { junior: "Associate Data Engineer", mid: "Data Engineer", senior: "Senior Data Engineer" },
    earlier: { junior: null, mid: "ETL Developer", senior: "Data Engineer" },
    skills: ["Apache Spark", "Airflow", "SQL", "Python", "ETL", "Kafka", "Snowflake", "AWS"],
    companies: ["Walmart Global Tech", "Thoughtworks", "Tredence", "Zeta"],
    bullets: ["Built Spark pipelines processing 2 TB a day", "Orchestrated 300 Airflow DAGs", "Moved the warehouse to Snowflake"],
    degree: "B.Tech Computer Science",
    accept: /\b(data engineer|etl|big data|data platform|analytics engineer|data architect)\b/i,
  },
  {
    key: "devops", label: "DevOps and cloud", software: true,
    titles: { junior: "Junior DevOps Engineer", mid: "DevOps Engineer", senior: "Senior Site Reliability Engineer" },
    earlier: { junior: null, mid: "System Administrator", senior: "DevOps Engineer" },
    skills: ["AWS", "Kubernetes", "Docker", "Terraform", "Jenkins", "Linux", "Prometheus", "CI/CD"],
    companies: ["Infosys", "Zeta", "Razorpay", "InMobi"],
    bullets: ["Ran 40 Kubernetes clusters on AWS with Terraform", "Cut deploy time from 40 to 8 minutes with CI/CD", "Built Prometheus and Grafana alerting"],
    degree: "B.E. Electronics",
    accept: /\b(devops|site reliability|sre|cloud (engineer|architect)|aws engineer|azure engineer|platform engineer|infrastructure engineer|kubernetes)\b/i,
  },
  {
    key: "qa", label: "QA and testing", software: true,
    titles: { junior: "QA Engineer Trainee", mid: "QA Automation Engineer", senior: "Senior QA Automation Engineer" },
    earlier: { junior: null, mid: "Manual Tester", senior: "QA Automation Engineer" },
    skills: ["Selenium", "Test Automation", "Manual Testing", "API Testing", "Postman", "Java", "TestNG", "JIRA"],
    companies: ["Cognizant", "Mindtree", "Hexaware", "Nagarro"],
    bullets: ["Automated 600 regression tests in Selenium and TestNG", "Tested REST APIs with Postman and RestAssured", "Cut release regression time from three days to six hours"],
    degree: "B.Tech Information Technology",
    accept: /\b(qa|quality assurance|test(er|ing)?|sdet|automation engineer|quality analyst)\b/i,
    reject: /\b(mechanical|production|quality engineer|quality control)\b/i,
  },
  {
    key: "security", label: "Cybersecurity", software: true,
    titles: { junior: "SOC Analyst", mid: "Security Analyst", senior: "Senior Security Engineer" },
    earlier: { junior: null, mid: "SOC Analyst", senior: "Security Analyst" },
    skills: ["SIEM", "Splunk", "Incident Response", "Vulnerability Assessment", "Penetration Testing", "Network Security", "ISO 27001", "Firewalls"],
    companies: ["Wipro", "Paladion", "Quick Heal", "Tata Communications"],
    bullets: ["Triaged 200 SIEM alerts a day in Splunk", "Ran quarterly VAPT on 120 applications", "Led incident response for phishing campaigns"],
    degree: "B.Tech Computer Science",
    accept: /\b(security|soc|penetration|cyber\w*|infosec|grc)\b/i,
  },
  {
    key: "product", label: "Product management", software: true,
    titles: { junior: "Associate Product Manager", mid: "Product Manager", senior: "Senior Product Manager" },
    earlier: { junior: null, mid: "Associate Product Manager", senior: "Product Manager" },
    skills: ["Product Management", "Product Roadmap", "User Research", "Agile", "Jira", "SQL", "A/B Testing", "Stakeholder Management"],
    companies: ["Zomato", "PhonePe", "Urban Company", "Groww"],
    bullets: ["Owned the onboarding funnel and lifted activation by 14%", "Wrote PRDs and ran discovery with 25 customer interviews", "Prioritised the roadmap with engineering and design"],
    degree: "B.Tech, MBA",
    accept: /\b(product manager|product owner|product lead|head of product|group product)\b/i,
  },
  {
    key: "sap", label: "SAP and ERP", software: true,
    titles: { junior: "SAP FICO Associate Consultant", mid: "SAP FICO Consultant", senior: "Senior SAP FICO Consultant" },
    earlier: { junior: null, mid: "SAP FICO Associate Consultant", senior: "SAP FICO Consultant" },
    skills: ["SAP FICO", "SAP S/4HANA", "General Ledger", "Accounts Payable", "Asset Accounting", "Configuration", "ERP", "Business Analysis"],
    companies: ["Deloitte", "Accenture", "KPMG", "IBM"],
    bullets: ["Configured FI modules for an S/4HANA greenfield rollout", "Led cutover for general ledger and asset accounting", "Wrote functional specifications for 30 enhancements"],
    degree: "B.Com, CA Inter",
    accept: /\b(sap|erp|s\/4hana)\b/i,
  },
  {
    key: "it-support", label: "IT support and networking", software: true,
    titles: { junior: "IT Support Engineer", mid: "Network Engineer", senior: "Senior Network Engineer" },
    earlier: { junior: null, mid: "IT Support Engineer", senior: "Network Engineer" },
    skills: ["CCNA", "Routing and Switching", "TCP/IP", "Windows Server", "Active Directory", "Firewalls", "LAN/WAN", "Troubleshooting"],
    companies: ["HCL Technologies", "Tata Communications", "Sify", "NTT Data"],
    bullets: ["Managed LAN/WAN for 14 branches", "Configured Cisco routers, switches and firewalls", "Resolved 40 tickets a day for 900 users"],
    degree: "B.Sc IT, CCNA",
    accept: /\b(network|system administrator|it support|windows administrator|it infrastructure|head of it|desktop support)\b/i,
  },
];

/** The labelled sets, in the order they were written (each later one held out in its turn): see Persona.split. */
export const SPLITS = ["tuning", "held-out", "fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18"] as const;
export type Split = (typeof SPLITS)[number];

export interface Persona {
  id: string;
  occupation: Occupation;
  level: Level;
  /** As written on the resume; empty when it gives none. */
  location: string;
  /** "fresh": the second held-out set (fresh.ts), tuned on since 2026-11-27 afternoon; "fresh2": the third (fresh2.ts), tuned on since
   * 2026-11-27 evening; "fresh3": the fourth (fresh3.ts), tuned on since 2026-11-27 late evening; "fresh4": the fifth
   * (fresh4.ts), tuned on since 2026-11-27 night; "fresh5": the sixth (fresh5.ts), tuned on since the end of the
   * session of 2026-11-27; "fresh6": the seventh (fresh6.ts), tuned on since fresh7 was written; "fresh7": the
   * eighth (fresh7.ts), tuned on since fresh8 was written; "fresh8": the ninth (fresh8.ts), tuned on since fresh9
   * was written; "fresh9": the tenth (fresh9.ts), tuned on since fresh10 was written; "fresh10": the eleventh
   * (fresh10.ts), tuned on since fresh11 was written; "fresh11": the twelfth (fresh11.ts), tuned on since
   * fresh12 was written; "fresh12": the thirteenth (fresh12.ts), tuned on since fresh13 was written; "fresh13": the
   * fourteenth (fresh13.ts), tuned on since fresh14 was held out; "fresh14": the fifteenth (fresh14.ts), tuned on
   * since fresh15 was merged; "fresh15": the sixteenth (fresh15.ts), tuned on since fresh16 was merged; "fresh16": the
   * seventeenth (fresh16.ts), tuned on since fresh17 was merged; "fresh17": the eighteenth (fresh17.ts), tuned on
   * since fresh18 was merged; "fresh18": the nineteenth (fresh18.ts), written while fresh17 was held out, held out. */
  split: Split;
  /** Years in the current and the earlier job, when not the level's usual ones (resume.ts). */
  years?: [number, number];
}

/**
 * Three people per occupation (junior, mid, senior), in places across India (old and new names, "City, State PIN",
 * suburbs of a metro, towns near one) and a few abroad, some with no location at all.
 */
const LOCATIONS: string[] = [
  "Chennai, Tamil Nadu", "Navi Mumbai, Maharashtra 400703", "Bangalore", "", "Gurgaon", "Pune", "Hyderabad, Telangana", "Kochi, Kerala 682001",
  "Noida, Uttar Pradesh", "Kolkata", "Thane", "New Delhi", "Ahmedabad, Gujarat", "Mumbai", "Jaipur", "Coimbatore", "Bengaluru, Karnataka 560034",
  "Mysuru, Karnataka", "Vadodara", "London, UK", "Lucknow", "Chandigarh", "Indore", "",
];

export function personas(): Persona[] {
  const out: Persona[] = [];
  let n = 0;
  OCCUPATIONS.forEach((occupation, i) => {
    (["junior", "mid", "senior"] as Level[]).forEach((level, j) => {
      let location = LOCATIONS[(i * 3 + j * 7) % LOCATIONS.length]!;
      // Hospitals, schools, plants and sites do not hire from London in this index: keep those people in India.
      if (location === "London, UK" && ["nursing", "allied-health", "teaching", "civil", "mechanical", "logistics"].includes(occupation.key)) location = "Hyderabad, Telangana";
      // Alternate the halves within each occupation, and which level leads, so both halves cover every family.
      const split = (j + i) % 2 === 0 ? "tuning" : "held-out";
      out.push({ id: `${occupation.key}-${level}`, occupation, level, location, split });
      n++;
    });
  });
  void n;
  return out;
}
