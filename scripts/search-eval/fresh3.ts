/**
 * The fourth held-out set of `npm run eval:search` (split "fresh3"), written on 2026-11-27 evening before any ranking
 * change of that pass, once fresh2 (fresh2.ts) had been read for its aggregates and joined the tuning side. Only its
 * aggregate numbers are read; no person's top 10 is (`EVAL_VERBOSE` never prints them). Since the fifth held-out
 * set (fresh4.ts) was written, later that evening, fresh3 is on the tuning side and may be printed.
 *
 * 43 people, every occupation of occupations.ts, with more of them where fresh2 was weakest: mechanical (5: a quality
 * engineer, a senior production engineer, a junior SolidWorks design engineer, a plant maintenance engineer, a
 * mechanical engineer with no specialism), clinical research (4: a clinical research coordinator, a CPC medical
 * coder, a regulatory affairs executive, a senior pharmacovigilance scientist) and logistics (5, two of them in
 * procurement: a procurement executive, a purchase manager, a demand planner, a logistics executive, a warehouse
 * supervisor). Written like fresh.ts and fresh2.ts: each a person of their own with a specific real title, places as
 * people write them (an industrial suburb, "City PIN", a state abbreviation) or none. Where a person would apply to
 * fewer titles than their occupation's `accept`, their own is written here from the title alone. Each was checked
 * with availability.ts (no search run) to have at least 12 relevant postings in the 10,000-posting index.
 */
import { asPersonas, type FreshPerson } from "./fresh";
import type { Persona } from "./occupations";

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "nursing", id: "ot-nurse", level: "mid", location: "Kolkata 700054", title: "OT Staff Nurse", earlier: "Staff Nurse", years: [3, 2],
    skills: ["Operation Theatre", "Surgical Instruments", "Sterilization", "Patient Care", "BLS", "Infection Control", "Nursing Documentation"],
    companies: ["AMRI Hospitals", "Peerless Hospital", "Apollo Gleneagles"],
    bullets: ["Scrubbed for general and orthopaedic surgeries, six a day", "Counted instruments and swabs and kept the OT register", "Cared for post-operative patients in the surgical ward"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "nursing", id: "nursing-supervisor", level: "senior", location: "Lucknow", title: "Nursing Supervisor", earlier: "Senior Staff Nurse", years: [4, 6],
    skills: ["Nursing Administration", "Staff Rostering", "Patient Care", "NABH", "Infection Control", "Quality Audits", "Training"],
    companies: ["Medanta Lucknow", "Sahara Hospital", "Apollomedics"],
    bullets: ["Supervised 40 nurses across three medical wards and night shifts", "Led the nursing side of the NABH accreditation", "Cared for patients in the cardiac ward"],
    degree: "M.Sc Nursing",
  },
  {
    occupation: "allied-health", id: "retail-pharmacist", level: "junior", location: "Pimpri, Pune", title: "Pharmacist", earlier: null, years: [2, 0],
    skills: ["Dispensing", "Pharmacy", "Prescription Checking", "Inventory Management", "Patient Counselling", "Billing"],
    companies: ["Apollo Pharmacy", "MedPlus", "Wellness Forever"],
    bullets: ["Dispensed about 150 prescriptions a day at a 24-hour store", "Checked expiry dates and ran the monthly stock count", "Counselled customers on dosage and drug interactions"],
    degree: "B.Pharm",
  },
  {
    occupation: "teaching", id: "primary-teacher", level: "junior", location: "Whitefield, Bangalore", title: "Primary Mathematics Teacher", earlier: null, years: [1, 0],
    skills: ["Mathematics", "Teaching", "Lesson Planning", "Classroom Management", "Activity Based Learning", "Parent Communication"],
    companies: ["Ryan International School", "Vibgyor High", "Orchids The International School"],
    bullets: ["Taught mathematics to classes 3 to 5 with hands-on activities", "Ran the maths lab and the school's olympiad practice", "Wrote weekly progress notes for parents"],
    degree: "B.Sc Mathematics, B.Ed",
  },
  {
    occupation: "sales", id: "inside-sales", level: "junior", location: "Noida Sector 62", title: "Inside Sales Executive", earlier: null, years: [1, 0],
    skills: ["Inside Sales", "Cold Calling", "CRM", "Lead Generation", "Negotiation", "Sales Pipeline"],
    companies: ["Byju's", "IndiaMART", "Naukri.com"],
    bullets: ["Made 80 calls a day to small business owners and booked demos", "Closed 120 annual subscriptions in a year", "Kept every lead's status in the CRM"],
    degree: "BBA",
  },
  {
    occupation: "sales", id: "key-account-manager", level: "senior", location: "Chennai", title: "Key Account Manager", earlier: "Sales Officer", years: [5, 3],
    skills: ["Key Account Management", "B2B Sales", "Negotiation", "Channel Sales", "Sales Forecasting", "Business Development"],
    companies: ["Hindustan Unilever", "ITC Limited", "Dabur India"],
    bullets: ["Managed modern trade accounts worth 40 crore a year", "Negotiated annual terms and promotions with three retail chains", "Opened 60 new outlets across Chennai as sales officer"],
    degree: "MBA Marketing",
  },
  {
    occupation: "support", id: "customer-care", level: "mid", location: "Hyderabad 500081", title: "Customer Care Executive", earlier: "Customer Service Associate", years: [3, 2],
    skills: ["Customer Service", "Complaint Resolution", "Zendesk", "Email Support", "Chat Support", "CRM"],
    companies: ["Amazon", "Swiggy", "Teleperformance"],
    bullets: ["Resolved 70 customer chats and emails a day at a 94 % CSAT", "Handled escalated refund cases", "Answered inbound calls for an e-commerce account"],
    degree: "B.Com",
  },
  {
    occupation: "accounting", id: "gst-accountant", level: "mid", location: "Ahmedabad, Gujarat 380015", title: "GST Accountant", earlier: "Accounts Assistant", years: [3, 2],
    skills: ["GST", "Tally ERP 9", "TDS", "Bank Reconciliation", "Accounts Payable", "MS Excel"],
    companies: ["Adani Wilmar", "Torrent Pharma", "a CA firm"],
    bullets: ["Filed monthly GSTR-1 and GSTR-3B for four group companies", "Reconciled input credit with GSTR-2B", "Kept purchase and sales books in Tally"],
    degree: "M.Com",
  },
  {
    occupation: "accounting", id: "finance-manager", level: "senior", location: "Gurgaon, HR", title: "Finance Manager", earlier: "Senior Accountant", years: [5, 4],
    skills: ["Financial Reporting", "Budgeting", "IND AS", "Audit", "Taxation", "SAP FICO", "MIS Reporting"],
    companies: ["Maruti Suzuki", "Hero MotoCorp", "Deloitte"],
    bullets: ["Closed the books monthly and reported to the CFO", "Ran the statutory audit and the yearly budget", "Prepared MIS and reconciled intercompany accounts"],
    degree: "CA",
  },
  {
    occupation: "hr", id: "hr-generalist", level: "mid", location: "Pune, Maharashtra 411014", title: "HR Generalist", earlier: "HR Executive", years: [3, 2],
    skills: ["Employee Relations", "Onboarding", "HRMS", "Payroll", "Performance Management", "Labour Law Compliance"],
    companies: ["Bajaj Auto", "Persistent Systems", "Kirloskar"],
    bullets: ["Ran onboarding and exits for a plant of 900 people", "Handled grievances and disciplinary cases", "Kept attendance and payroll inputs in the HRMS"],
    degree: "MBA HR",
  },
  {
    occupation: "logistics", id: "procurement-executive", level: "junior", location: "Powai, Mumbai", title: "Procurement Executive", earlier: null, years: [1, 0],
    skills: ["Procurement", "Purchase Orders", "Vendor Management", "SAP MM", "Negotiation", "MS Excel"],
    companies: ["Larsen & Toubro", "Godrej & Boyce", "Siemens"],
    bullets: ["Raised 200 purchase orders a month for indirect materials", "Compared three quotations for every order and chased deliveries", "Kept the approved vendor list up to date"],
    degree: "B.Com",
    accept: /\b(procurement|purchase|purchasing|sourcing|buyer|supply chain)\b/i,
  },
  {
    occupation: "logistics", id: "purchase-manager", level: "senior", location: "Pune", title: "Purchase Manager", earlier: "Senior Purchase Engineer", years: [5, 5],
    skills: ["Strategic Sourcing", "Vendor Development", "Negotiation", "Cost Reduction", "SAP MM", "Contract Management", "Supply Chain Management"],
    companies: ["Tata Motors", "Bharat Forge", "Force Motors"],
    bullets: ["Bought castings and forgings worth 150 crore a year", "Developed 14 new suppliers and cut part cost by 6 %", "Ran the purchase team of five"],
    degree: "B.E. Mechanical, MBA Operations",
    accept: /\b(procurement|purchase|purchasing|sourcing|buyer|supply chain)\b/i,
  },
  {
    occupation: "logistics", id: "demand-planner", level: "mid", location: "Mumbai 400072", title: "Demand Planner", earlier: "Supply Chain Executive", years: [3, 2],
    skills: ["Demand Planning", "Forecasting", "Inventory Management", "SAP APO", "Advanced Excel", "S&OP"],
    companies: ["Marico", "Godrej Consumer Products", "Asian Paints"],
    bullets: ["Forecast monthly demand for 300 SKUs and ran the S&OP meeting", "Cut stock-outs by a third in two years", "Tracked inventory at depots"],
    degree: "MBA Operations",
    accept: /\b(demand planning|demand planner|supply chain|inventory)\b/i,
  },
  {
    occupation: "logistics", id: "logistics-executive", level: "mid", location: "Chennai, Tamil Nadu 600032", title: "Logistics Executive", earlier: "Shipping Assistant", years: [3, 2],
    skills: ["Logistics", "Freight Forwarding", "Shipment Tracking", "Export Documentation", "Transport Management", "MS Excel"],
    companies: ["Blue Dart", "TVS Supply Chain Solutions", "Hyundai Motor India"],
    bullets: ["Planned 40 truck dispatches a day from the plant", "Booked export containers and prepared shipping documents", "Tracked consignments with transporters"],
    degree: "B.Com",
    accept: /\b(logistics|supply chain|transport|shipping|dispatch|warehouse)\b/i,
  },
  {
    occupation: "logistics", id: "warehouse-supervisor", level: "mid", location: "Bhiwandi, Thane", title: "Warehouse Supervisor", earlier: "Inventory Assistant", years: [3, 2],
    skills: ["Warehouse Management", "Inventory Control", "WMS", "Team Handling", "Stock Audit", "Dispatch Planning"],
    companies: ["Flipkart", "Delhivery", "Mahindra Logistics"],
    bullets: ["Ran inbound and outbound for a 1.2 lakh sq ft warehouse with 30 pickers", "Held cycle count accuracy above 99 %", "Counted stock and reconciled the WMS"],
    degree: "B.Com",
    accept: /\b(warehouse|logistics|inventory)\b/i,
  },
  {
    occupation: "hospitality", id: "guest-relations", level: "junior", location: "Jaipur", title: "Guest Relations Executive", earlier: null, years: [1, 0],
    skills: ["Guest Relations", "Front Office", "Opera PMS", "Complaint Handling", "Hindi", "English"],
    companies: ["ITC Rajputana", "Fairmont Jaipur", "Trident Jaipur"],
    bullets: ["Welcomed VIP guests and ran their arrivals", "Handled guest complaints and room moves", "Checked guests in and out on Opera"],
    degree: "BHM",
  },
  {
    occupation: "hospitality", id: "restaurant-manager", level: "senior", location: "Bengaluru 560038", title: "Restaurant Manager", earlier: "F&B Captain", years: [4, 4],
    skills: ["F&B Operations", "Team Management", "Cost Control", "Guest Service", "Inventory", "Food Safety"],
    companies: ["Toit", "Social", "Taj West End"],
    bullets: ["Ran a 120-cover restaurant with a team of 25", "Kept food cost under 32 %", "Took orders and ran a section as captain"],
    degree: "BHM",
  },
  {
    occupation: "banking", id: "loan-officer", level: "junior", location: "Kukatpally, Hyderabad", title: "Home Loan Officer", earlier: null, years: [1, 0],
    skills: ["Home Loans", "KYC", "Credit Appraisal", "Customer Service", "Loan Documentation", "Cross Selling"],
    companies: ["HDFC Bank", "LIC Housing Finance", "Axis Bank"],
    bullets: ["Sourced and processed 15 home loan files a month", "Checked income documents and KYC", "Followed up disbursements with the credit team"],
    degree: "BBA",
  },
  {
    occupation: "civil", id: "site-engineer", level: "junior", location: "Kochi, Kerala", title: "Site Engineer", earlier: null, years: [2, 0],
    skills: ["Site Execution", "AutoCAD", "Quantity Estimation", "Quality Control", "Bar Bending Schedule", "MS Project"],
    companies: ["Sobha", "Prestige", "Confident Group"],
    bullets: ["Supervised RCC work on a 14-storey residential tower", "Prepared bar bending schedules and checked reinforcement", "Kept daily progress reports"],
    degree: "B.Tech Civil",
  },
  {
    occupation: "mechanical", id: "quality-engineer", level: "mid", location: "Chakan, Pune", title: "Quality Engineer", earlier: "Quality Inspector", years: [3, 2],
    skills: ["Quality Control", "PPAP", "APQP", "Root Cause Analysis", "SPC", "ISO 9001", "Vernier Calipers"],
    companies: ["Mahindra & Mahindra", "Bajaj Auto", "Sandvik"],
    bullets: ["Handled customer complaints and 8D reports for machined parts", "Ran PPAP for 20 new parts", "Inspected incoming castings with gauges and CMM reports"],
    degree: "B.E. Mechanical",
    accept: /\b(quality engineer|production engineer)\b/i,
  },
  {
    occupation: "mechanical", id: "production-senior", level: "senior", location: "Bhosari MIDC, Pune", title: "Senior Production Engineer", earlier: "Production Engineer", years: [4, 4],
    skills: ["Production Planning", "Lean Manufacturing", "Kaizen", "5S", "TPM", "Line Balancing", "OEE"],
    companies: ["Tata Motors", "Mahindra & Mahindra", "Thermax"],
    bullets: ["Ran an assembly line of 80 operators over two shifts", "Raised OEE from 71 % to 82 % with TPM and kaizen", "Planned daily production and balanced the line"],
    degree: "B.E. Mechanical",
    accept: /\b(production|manufacturing|plant head|mechanical engineering manager)\b/i,
  },
  {
    occupation: "mechanical", id: "design-junior", level: "junior", location: "Peenya, Bengaluru", title: "Junior Design Engineer", earlier: null, years: [1, 0],
    skills: ["SolidWorks", "AutoCAD", "GD&T", "Sheet Metal Design", "Engineering Drawing", "BOM"],
    companies: ["Bosch", "Kirloskar Electric", "Wipro Hydraulics"],
    bullets: ["Modelled gearbox housings and brackets in SolidWorks", "Made 2D drawings with GD&T for the shop floor", "Kept the bill of materials for each assembly"],
    degree: "B.E. Mechanical",
    accept: /\b(mechanical design|design engineer|cad engineer)\b/i,
  },
  {
    occupation: "mechanical", id: "plant-maintenance", level: "mid", location: "Thane West", title: "Plant Maintenance Engineer", earlier: "Maintenance Supervisor", years: [3, 3],
    skills: ["Preventive Maintenance", "Breakdown Maintenance", "Hydraulics", "Pneumatics", "TPM", "SAP PM"],
    companies: ["Raymond", "Siemens", "Godrej & Boyce"],
    bullets: ["Kept 60 CNC and press machines running across two shifts", "Cut breakdown hours by 30 % with a preventive schedule in SAP PM", "Repaired hydraulic presses as supervisor"],
    degree: "Diploma in Mechanical Engineering",
    accept: /\bmaintenance engineer\b/i,
  },
  {
    occupation: "mechanical", id: "mechanical-engineer", level: "senior", location: "Hyderabad, Telangana 500032", title: "Mechanical Engineer", earlier: "Graduate Engineer Trainee", years: [7, 1],
    skills: ["Mechanical Engineering", "AutoCAD", "Project Management", "Fabrication", "Vendor Management", "HVAC"],
    companies: ["Larsen & Toubro", "BHEL", "Cyient"],
    bullets: ["Engineered piping and fabrication packages for process plants", "Inspected vendors' work and cleared drawings", "Trained across production, quality and design"],
    degree: "B.Tech Mechanical",
  },
  {
    occupation: "design", id: "graphic-designer", level: "mid", location: "", title: "Graphic Designer", earlier: "Junior Graphic Designer", years: [3, 1],
    skills: ["Adobe Photoshop", "Adobe Illustrator", "CorelDRAW", "Branding", "Typography", "Print Design"],
    companies: ["Mullen Lintas", "Stark Communications", "Kalyan Jewellers"],
    bullets: ["Designed print and social campaigns for jewellery and retail brands", "Made the brand guidelines for two clients", "Laid out brochures and hoardings"],
    degree: "B.Des Communication Design",
    accept: /\b(graphic|visual|brand|communication|creative) designer\b/i,
  },
  {
    occupation: "digital-marketing", id: "ppc-specialist", level: "mid", location: "Noida", title: "PPC Specialist", earlier: "Digital Marketing Executive", years: [3, 2],
    skills: ["Google Ads", "Meta Ads", "PPC", "Google Analytics", "Conversion Tracking", "Keyword Research"],
    companies: ["PolicyBazaar", "Paytm", "iProspect"],
    bullets: ["Ran paid search budgets of 40 lakh a month", "Cut cost per lead by 25 % with new keyword groups", "Ran social campaigns and reports"],
    degree: "BBA",
  },
  {
    occupation: "content", id: "content-writer", level: "junior", location: "", title: "Content Writer", earlier: null, years: [1, 0],
    skills: ["Content Writing", "SEO Writing", "WordPress", "Copywriting", "Research", "Proofreading"],
    companies: ["Pepper Content", "a digital agency", "freelance"],
    bullets: ["Wrote 20 SEO blog posts a month for SaaS and fintech clients", "Edited product pages and newsletters", "Researched keywords with the SEO team"],
    degree: "B.A. English",
  },
  {
    occupation: "clinical-research", id: "crc", level: "junior", location: "Bangalore, Karnataka", title: "Clinical Research Coordinator", earlier: null, years: [1, 0],
    skills: ["Clinical Trials", "GCP", "Informed Consent", "Case Report Forms", "Patient Recruitment", "Site Management"],
    companies: ["Narayana Health", "Manipal Hospitals", "St. John's Research Institute"],
    bullets: ["Coordinated two phase III oncology trials at a hospital site", "Took informed consent and filled CRFs", "Scheduled patient visits and tracked adverse events"],
    degree: "M.Pharm Pharmacology",
    accept: /\bclinical (research|trial)\b/i,
  },
  {
    occupation: "clinical-research", id: "cpc-coder", level: "mid", location: "Electronic City, Bengaluru", title: "Medical Coder - CPC", earlier: "Trainee Medical Coder", years: [3, 1],
    skills: ["Medical Coding", "ICD-10-CM", "CPT", "HCPCS", "E&M Coding", "Medical Terminology"],
    companies: ["Omega Healthcare", "Access Healthcare", "AGS Health"],
    bullets: ["Coded 60 outpatient charts a day at 96 % accuracy", "Coded E&M and surgery charts for US clients", "Learned ICD-10 and CPT as a trainee"],
    degree: "B.Sc Microbiology, CPC (AAPC)",
    accept: /\bmedical (coder|coding)\b/i,
  },
  {
    occupation: "clinical-research", id: "regulatory-affairs", level: "mid", location: "Ahmedabad, GJ", title: "Regulatory Affairs Executive", earlier: "Regulatory Affairs Trainee", years: [3, 1],
    skills: ["Regulatory Affairs", "Dossier Preparation", "CTD", "eCTD", "CDSCO", "Regulatory Submissions"],
    companies: ["Zydus Lifesciences", "Torrent Pharma", "Intas Pharmaceuticals"],
    bullets: ["Compiled CTD dossiers for generic tablets for African and ASEAN markets", "Answered regulators' queries on submitted files", "Kept the product registration tracker"],
    degree: "M.Pharm Pharmaceutics",
    accept: /\b(regulatory affairs|clinical research|pharmacovigilance)\b/i,
  },
  {
    occupation: "clinical-research", id: "pv-scientist", level: "senior", location: "Mumbai, MH", title: "Senior Pharmacovigilance Scientist", earlier: "Drug Safety Associate", years: [4, 4],
    skills: ["Pharmacovigilance", "Signal Detection", "Argus Safety", "PSUR", "Case Processing", "MedDRA", "Aggregate Reports"],
    companies: ["Sun Pharma", "Cipla", "Lupin"],
    bullets: ["Wrote PSURs and signal reports for 12 products", "Reviewed case narratives and MedDRA coding of the team", "Processed ICSRs in Argus"],
    degree: "M.Pharm Pharmacology",
    accept: /\b(pharmacovigilance|drug safety|clinical research|regulatory affairs)\b/i,
  },
  {
    occupation: "project-management", id: "project-coordinator", level: "junior", location: "Kolkata", title: "Project Coordinator", earlier: null, years: [1, 0],
    skills: ["Project Coordination", "MS Project", "Stakeholder Communication", "Risk Tracking", "Jira", "Reporting"],
    companies: ["TCS", "Cognizant", "ITC Infotech"],
    bullets: ["Kept the plan and RAID log for a 30-person delivery project", "Ran status meetings and wrote weekly reports", "Tracked invoices and milestones"],
    degree: "BBA",
  },
  // ---- software and data ---------------------------------------------------------------------------------
  {
    occupation: "backend", id: "nodejs-developer", level: "mid", location: "Gurugram, HR", title: "Node.js Developer", earlier: "Software Engineer", years: [3, 1],
    skills: ["Node.js", "Express", "MongoDB", "REST APIs", "TypeScript", "Redis", "Docker"],
    companies: ["Zomato", "Paytm", "MakeMyTrip"],
    bullets: ["Built order and payment APIs in Node.js serving 2,000 requests a second", "Moved caching to Redis and cut p95 by 40 %", "Wrote REST services and tests"],
    degree: "B.Tech Computer Science",
  },
  {
    occupation: "frontend", id: "angular-developer", level: "senior", location: "Chennai, TN 600096", title: "Senior Angular Developer", earlier: "UI Developer", years: [4, 4],
    skills: ["Angular", "TypeScript", "RxJS", "HTML", "CSS", "NgRx", "Jest"],
    companies: ["Freshworks", "Zoho", "Infosys"],
    bullets: ["Led the Angular front end of a CRM used by 50,000 agents", "Moved state to NgRx and halved page load", "Built UI components in HTML and CSS"],
    degree: "B.E. Computer Science",
  },
  {
    occupation: "mobile", id: "flutter-developer", level: "mid", location: "Kochi, Kerala 682030", title: "Flutter Developer", earlier: "Android Developer", years: [3, 2],
    skills: ["Flutter", "Dart", "Firebase", "REST APIs", "Android", "Provider"],
    companies: ["UST", "Experion Technologies", "a startup"],
    bullets: ["Built three Flutter apps for iOS and Android", "Integrated payments and push notifications with Firebase", "Built native Android screens in Kotlin"],
    degree: "B.Tech IT",
  },
  {
    occupation: "data-analytics", id: "mis-analyst", level: "junior", location: "Kolkata, West Bengal", title: "MIS Analyst", earlier: null, years: [1, 0],
    skills: ["Advanced Excel", "SQL", "Power BI", "VLOOKUP", "Pivot Tables", "Reporting"],
    companies: ["ITC Limited", "Exide Industries", "Genpact"],
    bullets: ["Made daily sales MIS for 40 branches", "Moved the weekly reports from Excel to Power BI", "Wrote SQL for ad hoc requests"],
    degree: "B.Com",
  },
  {
    occupation: "data-science", id: "ml-engineer", level: "mid", location: "Hyderabad", title: "Machine Learning Engineer", earlier: "Data Analyst", years: [3, 2],
    skills: ["Python", "Machine Learning", "scikit-learn", "TensorFlow", "MLOps", "SQL", "Docker"],
    companies: ["Microsoft", "Novartis", "Tiger Analytics"],
    bullets: ["Shipped a demand forecasting model to production", "Built the training pipeline and model monitoring", "Analysed sales data in SQL and Python"],
    degree: "M.Tech Computer Science",
  },
  {
    occupation: "data-engineering", id: "data-engineer-junior", level: "junior", location: "", title: "Associate Data Engineer", earlier: null, years: [1, 0],
    skills: ["Python", "SQL", "PySpark", "Airflow", "AWS", "Data Warehousing"],
    companies: ["Fractal Analytics", "LatentView", "Mu Sigma"],
    bullets: ["Built Airflow pipelines loading 50 GB a day into Redshift", "Wrote PySpark jobs for data cleaning", "Tested SQL transformations"],
    degree: "B.Tech Computer Science",
  },
  {
    occupation: "devops", id: "devops-engineer", level: "mid", location: "Bengaluru, KA", title: "DevOps Engineer", earlier: "System Engineer", years: [3, 2],
    skills: ["AWS", "Terraform", "Kubernetes", "Jenkins", "Docker", "Linux", "Prometheus"],
    companies: ["Razorpay", "Swiggy", "HCL"],
    bullets: ["Ran 40 microservices on EKS with Terraform", "Built CI/CD in Jenkins for 12 teams", "Administered Linux servers"],
    degree: "B.E. Electronics",
  },
  {
    occupation: "qa", id: "manual-tester", level: "junior", location: "Mohali", title: "Software Tester", earlier: null, years: [1, 0],
    skills: ["Manual Testing", "Test Cases", "JIRA", "Regression Testing", "SQL", "Postman"],
    companies: ["Quark", "Smartdata", "Infosys"],
    bullets: ["Wrote and ran test cases for a healthcare web app", "Logged and retested 300 defects in JIRA", "Tested APIs in Postman"],
    degree: "B.Tech IT",
  },
  {
    occupation: "security", id: "security-engineer", level: "senior", location: "Pune, MH 411057", title: "Senior Security Engineer", earlier: "Security Analyst", years: [4, 4],
    skills: ["Vulnerability Assessment", "Penetration Testing", "SIEM", "Cloud Security", "ISO 27001", "Burp Suite"],
    companies: ["Qualys", "Persistent Systems", "Tech Mahindra"],
    bullets: ["Led VAPT of 40 web apps a year", "Hardened AWS accounts against CIS benchmarks", "Monitored SIEM alerts as analyst"],
    degree: "B.E. Computer Engineering",
  },
  {
    occupation: "product", id: "product-manager", level: "mid", location: "Mumbai", title: "Product Manager", earlier: "Business Analyst", years: [3, 2],
    skills: ["Product Management", "Roadmapping", "User Research", "SQL", "A/B Testing", "Jira"],
    companies: ["Nykaa", "Dream11", "Jio"],
    bullets: ["Owned checkout for an app of 10 million users", "Ran A/B tests that lifted conversion by 4 %", "Wrote requirements as business analyst"],
    degree: "B.Tech, MBA",
  },
  {
    occupation: "sap", id: "sap-sd", level: "mid", location: "Bangalore 560066", title: "SAP SD Consultant", earlier: "SAP SD Support Analyst", years: [3, 2],
    skills: ["SAP SD", "Order to Cash", "Pricing", "Billing", "S/4HANA", "LSMW"],
    companies: ["Accenture", "IBM", "Wipro"],
    bullets: ["Configured pricing and billing for an S/4HANA rollout", "Wrote functional specs for output forms", "Resolved SD tickets for a support client"],
    degree: "B.E., MBA",
    accept: /\bsap (sd|consultant)\b|\berp\b|\bs\/4hana\b/i,
  },
  {
    occupation: "it-support", id: "desktop-support", level: "junior", location: "Jaipur, RJ", title: "Desktop Support Engineer", earlier: null, years: [1, 0],
    skills: ["Desktop Support", "Windows 10", "Active Directory", "Outlook", "Troubleshooting", "LAN"],
    companies: ["HCL", "Wipro", "Genpact"],
    bullets: ["Fixed 25 desktop and laptop tickets a day", "Set up new joiners' laptops and mail", "Managed user accounts in Active Directory"],
    degree: "BCA",
  },
];

export function fresh3Personas(): Persona[] {
  return asPersonas(PEOPLE, "fresh3");
}
