/**
 * The fifth held-out set of `npm run eval:search` (split "fresh4"), written on 2026-11-27, late evening, before any
 * ranking change of the next pass, once fresh3 (fresh3.ts) had been read for its aggregates and joined the tuning side. Only
 * its aggregate numbers are read; no person's top 10 is (`EVAL_VERBOSE` never prints them). Since the sixth held-out
 * set (fresh5.ts) was written, that night, fresh4 is on the tuning side and may be printed.
 *
 * 51 people, every occupation of occupations.ts, with more of them where fresh3 was weakest: teaching (5: an English
 * teacher of a middle school, a TGT mathematics, a PGT physics, an online maths tutor, a science teacher of classes
 * 6-8), logistics and supply chain (5: a transport coordinator in Manesar, an EXIM executive at Nhava Sheva, an
 * inventory controller, a supply chain manager, a supply chain executive in a plant), civil (4: a junior civil
 * engineer, a billing engineer, a senior structural engineer, a project planning engineer), nursing (3: emergency,
 * a GNM staff nurse, a nurse educator), mechanical (3: a manufacturing engineer, an HVAC design engineer, an assistant
 * production manager) and hospitality (3: a sous chef, a reservations executive, a front office manager); one or two
 * in every other occupation. Written like fresh3.ts: each a person of their own with a specific real title, places as
 * people write them (suburbs, "City PIN", "Noida, U.P.", "Hyderabad, TG", the old names Bombay, Calcutta, Gurgaon and
 * Bangalore, London, Singapore and Dubai) and five with none. Where a person would apply to fewer titles than their
 * occupation's `accept`, their own is written here from the title alone.
 *
 * Each was checked with availability.ts (no search run) to have at least 12 relevant postings in the 10,000-posting
 * index. Moved by that count alone: a sports physiotherapist (Koramangala to Aundh, Pune), a pharmacy assistant
 * (Guindy, Chennai to Kothrud, Pune), the PGT physics (Jaipur to Kandivali, Mumbai), the inventory controller (Hosur
 * Road, Bengaluru to Okhla, New Delhi), the front office manager (Dubai to Jaipur), the structural engineer
 * (Bengaluru to Gurugram), the manufacturing engineer (Oragadam, Chennai to Ranjangaon, Pune), and the sous chef and
 * the SAP ABAP developer (Bandra and Navi Mumbai to no location). Four people first written had no posting anywhere
 * in the index that they would apply to (its school posts are mathematics, English and science teachers and online
 * tutors; its stores posts are warehouse managers), so they could not be measured and were replaced before any search
 * was run: a pre-primary (Montessori) teacher, a primary teacher (PRT), a computer science teacher and a stores
 * executive became the middle-school English teacher, the TGT mathematics, the science teacher of classes 6-8 and the
 * supply chain executive.
 */
import { asPersonas, type FreshPerson } from "./fresh";
import type { Persona } from "./occupations";

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "nursing", id: "emergency-nurse", level: "mid", location: "Bombay", title: "Staff Nurse - Emergency", earlier: "Staff Nurse", years: [3, 2],
    skills: ["Emergency Care", "Triage", "ACLS", "BLS", "Patient Care", "IV Cannulation", "ECG"],
    companies: ["Kokilaben Dhirubhai Ambani Hospital", "Lilavati Hospital", "Hinduja Hospital"],
    bullets: ["Triaged and stabilised 40 patients a shift in a 30-bed casualty", "Assisted in resuscitations and trauma calls", "Cared for patients in the general medicine ward"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "nursing", id: "gnm-nurse", level: "junior", location: "Trivandrum, Kerala", title: "GNM Staff Nurse", earlier: null, years: [1, 0],
    skills: ["Patient Care", "Medication Administration", "Vital Signs", "Wound Dressing", "Infection Control", "Nursing Records"],
    companies: ["KIMS Health", "SUT Hospital", "Cosmopolitan Hospital"],
    bullets: ["Looked after 12 patients a shift in a surgical ward", "Gave medications and kept the nursing notes", "Trained in the labour room and paediatric ward during GNM"],
    degree: "GNM (General Nursing and Midwifery)",
  },
  {
    occupation: "nursing", id: "nurse-educator", level: "senior", location: "Chennai 600006", title: "Nurse Educator", earlier: "Senior Staff Nurse", years: [4, 6],
    skills: ["Clinical Teaching", "Nursing Education", "Competency Assessment", "BLS Instructor", "Infection Control", "NABH", "Patient Care"],
    companies: ["Apollo Hospitals Greams Road", "MIOT International", "Kauvery Hospital"],
    bullets: ["Ran induction and yearly competency checks for 300 nurses", "Taught BLS and infection control courses every month", "Led a shift in the cardiac care unit as senior staff nurse"],
    degree: "M.Sc Nursing",
  },
  {
    occupation: "allied-health", id: "sports-physio", level: "mid", location: "Aundh, Pune", title: "Sports Physiotherapist", earlier: "Physiotherapist", years: [3, 2],
    skills: ["Sports Rehabilitation", "Manual Therapy", "Kinesio Taping", "Exercise Prescription", "Injury Prevention", "Dry Needling"],
    companies: ["Cult.fit", "Sparsh Hospital", "a football academy"],
    bullets: ["Rehabilitated 12 athletes a day after ligament and tendon injuries", "Ran pre-season screening for a football academy", "Treated outpatients with back and neck pain"],
    degree: "MPT (Sports)",
    accept: /\bphysiotherap(ist|y)\b/i,
  },
  {
    occupation: "allied-health", id: "pharmacy-assistant", level: "junior", location: "Kothrud, Pune", title: "Pharmacy Assistant", earlier: null, years: [1, 0],
    skills: ["Dispensing", "Prescription Entry", "Stock Management", "Billing", "Customer Service", "Cold Chain"],
    companies: ["Apollo Pharmacy", "Netmeds", "MedPlus"],
    bullets: ["Entered and dispensed 100 prescriptions a day under the pharmacist", "Kept cold chain logs for vaccines and insulin", "Counted stock and returned expired medicines"],
    degree: "D.Pharm",
  },
  {
    occupation: "teaching", id: "english-teacher-middle", level: "junior", location: "Andheri East, Mumbai", title: "English Teacher - Middle School", earlier: "Assistant Teacher", years: [2, 1],
    skills: ["English Grammar", "Creative Writing", "ICSE Curriculum", "Lesson Planning", "Classroom Management", "Elocution"],
    companies: ["Jamnabai Narsee School", "Podar International School", "Euro School"],
    bullets: ["Taught English language and literature to classes 6 to 8", "Ran the school magazine and the elocution contest", "Helped the class teacher with grade 5 as assistant teacher"],
    degree: "B.A. English, B.Ed",
    accept: /\benglish\b.*\b(teacher|faculty|tutor|lecturer)\b|\bonline tutor\b/i,
  },
  {
    occupation: "teaching", id: "tgt-maths", level: "mid", location: "Sector 45, Gurgaon", title: "TGT Mathematics", earlier: "Maths Teacher", years: [4, 2],
    skills: ["Mathematics", "CBSE Curriculum", "Lesson Planning", "Remedial Teaching", "Smart Class", "Assessment"],
    companies: ["Amity International School", "Shiv Nadar School", "Pathways School"],
    bullets: ["Taught mathematics to classes 6 to 10 with a 92 % board average", "Ran the maths olympiad club and remedial classes", "Taught maths to classes 6 and 7 at a smaller school"],
    degree: "M.Sc Mathematics, B.Ed",
  },
  {
    occupation: "teaching", id: "pgt-physics", level: "senior", location: "Kandivali West, Mumbai", title: "PGT Physics", earlier: "TGT Science", years: [6, 4],
    skills: ["Physics", "CBSE Curriculum", "JEE Foundation", "Lab Practicals", "Lesson Planning", "Smart Class", "Assessment"],
    companies: ["Delhi Public School Jaipur", "Subodh Public School", "St. Xavier's School"],
    bullets: ["Taught physics to classes 11 and 12 with 18 students above 95 in boards", "Ran the physics lab and practical exams", "Taught science to classes 6 to 10"],
    degree: "M.Sc Physics, B.Ed",
    accept: /\b(physics|science)\b.*\b(teacher|faculty|tutor|lecturer)\b|\b(pgt|tgt|teacher|faculty|lecturer)\b.*\b(physics|science)\b/i,
  },
  {
    occupation: "teaching", id: "online-maths-tutor", level: "mid", location: "", title: "Online Maths Tutor", earlier: "Mathematics Teacher", years: [3, 3],
    skills: ["Mathematics", "Online Teaching", "Zoom", "Doubt Solving", "IGCSE", "CBSE", "Google Classroom"],
    companies: ["Cuemath", "Vedantu", "Byju's"],
    bullets: ["Taught maths one-to-one to 25 students a week from grades 6 to 10", "Wrote worksheets and practice tests for IGCSE and CBSE", "Taught mathematics to classes 7 and 8 at a school"],
    degree: "M.Sc Mathematics, B.Ed",
    accept: /\b(tutor|tutoring)\b|\bmath(s|ematics)?\b.*\b(teacher|faculty|educator|mentor)\b/i,
  },
  {
    occupation: "teaching", id: "middle-school-science", level: "junior", location: "Noida 201301", title: "Science Teacher (Classes 6-8)", earlier: null, years: [1, 0],
    skills: ["General Science", "Lab Activities", "CBSE Curriculum", "Lesson Planning", "Classroom Management", "Google Classroom"],
    companies: ["Step by Step School", "Lotus Valley International School", "Apeejay School"],
    bullets: ["Taught general science to four sections of classes 6 to 8", "Ran lab activities and the science exhibition", "Checked notebooks and wrote term reports"],
    degree: "B.Sc Chemistry, B.Ed",
    accept: /\b(science|biology|chemistry|physics)\b.*\b(teacher|faculty|tutor)\b/i,
  },
  {
    occupation: "sales", id: "field-sales", level: "junior", location: "Vijay Nagar, Indore", title: "Field Sales Executive", earlier: null, years: [1, 0],
    skills: ["Field Sales", "Retail Sales", "Lead Generation", "Distributor Management", "Negotiation", "Hindi"],
    companies: ["Pidilite", "Havells", "Asian Paints"],
    bullets: ["Visited 25 retailers a day and booked orders", "Opened 40 new counters in a year", "Collected payments and followed up dues"],
    degree: "B.Com",
  },
  {
    occupation: "sales", id: "regional-sales-manager", level: "senior", location: "Park Street, Calcutta", title: "Regional Sales Manager - East", earlier: "Area Sales Manager", years: [4, 5],
    skills: ["Sales Management", "Channel Sales", "Distributor Management", "Sales Forecasting", "Team Leadership", "Key Account Management"],
    companies: ["Britannia Industries", "Emami", "ITC Limited"],
    bullets: ["Led 6 area managers and 60 sales officers across four states", "Grew the region's revenue from 180 to 260 crore in three years", "Ran distributors in West Bengal as area sales manager"],
    degree: "MBA Marketing",
  },
  {
    occupation: "support", id: "voice-support", level: "junior", location: "Marathahalli, Bangalore", title: "Customer Support Associate - Voice", earlier: null, years: [1, 0],
    skills: ["Call Handling", "Customer Service", "Complaint Resolution", "English", "Kannada", "CRM", "Ticketing"],
    companies: ["Concentrix", "Sutherland", "Flipkart"],
    bullets: ["Took 90 inbound calls a day for an e-commerce account", "Kept average handling time under five minutes", "Raised and followed up tickets for returns"],
    degree: "B.A.",
  },
  {
    occupation: "accounting", id: "junior-accountant", level: "junior", location: "Fort, Bombay 400001", title: "Junior Accountant", earlier: null, years: [1, 0],
    skills: ["Tally Prime", "Bookkeeping", "GST", "Bank Reconciliation", "Vouching", "MS Excel"],
    companies: ["a CA firm", "Mahindra Finance", "Godrej Industries"],
    bullets: ["Entered purchase and sales vouchers for eight clients in Tally", "Reconciled bank accounts every month", "Prepared GST working papers for the seniors"],
    degree: "B.Com",
  },
  {
    occupation: "accounting", id: "internal-auditor", level: "mid", location: "Hyderabad, TG", title: "Internal Auditor", earlier: "Audit Assistant", years: [3, 2],
    skills: ["Internal Audit", "Risk Assessment", "Internal Controls", "SOX", "SAP", "Process Audit", "MS Excel"],
    companies: ["EY", "Dr. Reddy's Laboratories", "Aurobindo Pharma"],
    bullets: ["Audited procurement and payroll processes in three plants", "Wrote audit reports for the audit committee and followed actions", "Vouched and verified accounts for statutory audits"],
    degree: "CA",
  },
  {
    occupation: "hr", id: "technical-recruiter", level: "mid", location: "HSR Layout, Bangalore", title: "Technical Recruiter", earlier: "Recruitment Executive", years: [3, 2],
    skills: ["Technical Recruitment", "Sourcing", "LinkedIn Recruiter", "Naukri", "Boolean Search", "Interview Scheduling", "Stakeholder Management"],
    companies: ["Xpheno", "ABC Consultants", "Swiggy"],
    bullets: ["Hired 60 engineers a year for backend and data teams", "Ran sourcing on LinkedIn and Naukri and screened candidates", "Scheduled interviews for a staffing firm"],
    degree: "MBA HR",
    accept: /\b(recruit(er|ment|ing)|talent acquisition)\b/i,
  },
  {
    occupation: "logistics", id: "transport-coordinator", level: "junior", location: "Manesar, Haryana", title: "Transport Coordinator", earlier: null, years: [1, 0],
    skills: ["Transport Management", "Fleet Tracking", "GPS", "Vehicle Scheduling", "E-way Bills", "MS Excel"],
    companies: ["Maruti Suzuki", "Rivigo", "TCI Express"],
    bullets: ["Scheduled 60 trucks a day to dealers across north India", "Made e-way bills and tracked vehicles on GPS", "Settled transporter bills each month"],
    degree: "B.Com",
    accept: /\b(transport|fleet|logistics|dispatch)\b/i,
  },
  {
    occupation: "logistics", id: "exim-executive", level: "mid", location: "Nhava Sheva, Navi Mumbai", title: "EXIM Executive", earlier: "Documentation Assistant", years: [3, 2],
    skills: ["Import Export Documentation", "Customs Clearance", "Incoterms", "Freight Forwarding", "ICEGATE", "Shipping"],
    companies: ["DP World", "Allcargo Logistics", "Jubilant Ingrevia"],
    bullets: ["Handled import and export documents for 80 containers a month", "Worked with customs house agents on clearance", "Prepared shipping bills and bills of lading"],
    degree: "B.Com, Diploma in EXIM",
    accept: /\b(exim|export|import|shipping|freight|customs|logistics)\b/i,
  },
  {
    occupation: "logistics", id: "inventory-controller", level: "mid", location: "Okhla, New Delhi", title: "Inventory Controller", earlier: "Stores Assistant", years: [3, 2],
    skills: ["Inventory Control", "Cycle Counting", "SAP MM", "Stock Reconciliation", "FIFO", "Warehouse Management"],
    companies: ["Titan Company", "Bosch", "Reliance Retail"],
    bullets: ["Controlled stock of 4,000 SKUs with monthly cycle counts", "Cut stock variance to under 0.5 %", "Issued materials and kept the stores ledger"],
    degree: "B.Com",
    accept: /\b(inventory|stock control(ler)?|warehouse|stores)\b/i,
  },
  {
    occupation: "logistics", id: "supply-chain-manager", level: "senior", location: "Ahmedabad 380054", title: "Supply Chain Manager", earlier: "Assistant Manager - Logistics", years: [5, 4],
    skills: ["Supply Chain Management", "S&OP", "Logistics", "Inventory Optimisation", "SAP", "Vendor Management", "Team Leadership"],
    companies: ["Zydus Wellness", "Cadila", "Amul"],
    bullets: ["Ran planning, warehousing and distribution for 22 depots", "Cut freight cost by 9 % with a new carrier mix", "Managed primary transport from two plants"],
    degree: "B.Tech, MBA Operations",
  },
  {
    occupation: "logistics", id: "scm-executive", level: "junior", location: "Sriperumbudur, TN", title: "Supply Chain Executive", earlier: null, years: [2, 0],
    skills: ["Supply Chain", "Material Planning", "SAP MM", "Vendor Follow-up", "GRN", "MS Excel"],
    companies: ["Hyundai Mobis", "Saint-Gobain", "Flextronics"],
    bullets: ["Planned material for two assembly lines and chased suppliers", "Made GRNs and kept stock in SAP", "Ran the weekly shortage report"],
    degree: "B.E. Mechanical",
    accept: /\b(supply chain|scm|logistics|inventory|warehouse|procurement|demand planning|material planning)\b/i,
  },
  {
    occupation: "hospitality", id: "sous-chef", level: "senior", location: "", title: "Sous Chef", earlier: "Chef de Partie", years: [3, 4],
    skills: ["Continental Cuisine", "Menu Planning", "Kitchen Management", "Food Costing", "HACCP", "Team Training"],
    companies: ["The Bombay Canteen", "Olive Bar & Kitchen", "Taj Lands End"],
    bullets: ["Ran a kitchen of 14 cooks for a 90-cover restaurant", "Wrote the seasonal menu and kept food cost under 30 %", "Ran the grill section as chef de partie"],
    degree: "BHM (Culinary Arts)",
    accept: /\b(chef|kitchen|culinary|cook)\b/i,
  },
  {
    occupation: "hospitality", id: "reservations-executive", level: "junior", location: "Aerocity, New Delhi", title: "Reservations Executive", earlier: null, years: [1, 0],
    skills: ["Reservations", "Opera PMS", "Revenue Management", "Email Handling", "Upselling", "Guest Service"],
    companies: ["Pullman New Delhi Aerocity", "JW Marriott Aerocity", "Roseate House"],
    bullets: ["Handled 50 room reservations a day by phone and email", "Upsold suites and packages to corporate guests", "Worked the front desk during training"],
    degree: "BHM",
    accept: /\b(reservations?|front (office|desk)|guest (relations|service)|receptionist)\b/i,
  },
  {
    occupation: "hospitality", id: "front-office-manager", level: "senior", location: "Jaipur, Rajasthan", title: "Front Office Manager", earlier: "Assistant Front Office Manager", years: [3, 4],
    skills: ["Front Office Operations", "Opera PMS", "Guest Experience", "Revenue Management", "Team Leadership", "Complaint Handling"],
    companies: ["Jumeirah", "Rove Hotels", "The Oberoi, Gurgaon"],
    bullets: ["Ran the front office of a 400-room hotel with a team of 35", "Raised guest review scores from 8.6 to 9.1", "Ran night shifts as assistant front office manager in Gurgaon"],
    degree: "BHM",
    accept: /\b(front office|front desk|guest (relations|service|experience)|rooms division|hotel manager|duty manager)\b/i,
  },
  {
    occupation: "banking", id: "assistant-branch-manager", level: "mid", location: "R.S. Puram, Coimbatore", title: "Assistant Branch Manager", earlier: "Personal Banker", years: [3, 3],
    skills: ["Branch Operations", "Retail Banking", "KYC", "Cash Management", "Sales", "Team Handling", "Audit Compliance"],
    companies: ["ICICI Bank", "Karur Vysya Bank", "City Union Bank"],
    bullets: ["Ran branch operations and cash for a branch of 12 staff", "Met the branch's liabilities and loan targets for two years", "Opened accounts and sold deposits as personal banker"],
    degree: "MBA Finance",
  },
  {
    occupation: "banking", id: "wealth-rm", level: "senior", location: "Nariman Point, Bombay", title: "Wealth Relationship Manager", earlier: "Relationship Manager", years: [4, 4],
    skills: ["Wealth Management", "Mutual Funds", "Portfolio Review", "HNI Clients", "NISM", "Cross Selling", "Relationship Management"],
    companies: ["Kotak Mahindra Bank", "HDFC Bank", "IndusInd Bank"],
    bullets: ["Managed 120 HNI families with 300 crore in assets", "Grew the investment book by 25 % a year", "Sold deposits and insurance to branch customers"],
    degree: "MBA Finance, NISM certified",
  },
  {
    occupation: "civil", id: "junior-civil-engineer", level: "junior", location: "Sector 56, Gurgaon", title: "Junior Civil Engineer", earlier: null, years: [1, 0],
    skills: ["Site Supervision", "AutoCAD", "Levelling", "Concrete Testing", "Daily Progress Reports", "Quantity Takeoff"],
    companies: ["DLF", "M3M", "Shapoorji Pallonji"],
    bullets: ["Checked shuttering and reinforcement before pours on a housing project", "Did levelling and layout with the surveyor", "Kept cube test records and daily reports"],
    degree: "B.Tech Civil",
  },
  {
    occupation: "civil", id: "billing-engineer", level: "mid", location: "Thane 400601", title: "Billing Engineer", earlier: "Junior Engineer - Billing", years: [3, 2],
    skills: ["RA Bills", "Quantity Estimation", "BOQ", "Rate Analysis", "Subcontractor Billing", "AutoCAD", "MS Excel"],
    companies: ["Lodha Group", "Kalpataru", "Hiranandani"],
    bullets: ["Prepared client RA bills and subcontractor bills for two towers", "Took off quantities from drawings and checked them on site", "Measured work on site as junior engineer"],
    degree: "B.E. Civil",
    accept: /\b(billing engineer|quantity survey\w*|qs engineer|estimation engineer|estimator|cost engineer|contracts engineer)\b/i,
  },
  {
    occupation: "civil", id: "structural-engineer", level: "senior", location: "Gurugram, Haryana", title: "Senior Structural Engineer", earlier: "Structural Engineer", years: [4, 5],
    skills: ["ETABS", "STAAD.Pro", "SAFE", "RCC Design", "Steel Design", "IS 456", "AutoCAD"],
    companies: ["Sterling Engineering", "Aecom", "L&T Construction"],
    bullets: ["Designed RCC frames of high-rise towers up to 35 floors in ETABS", "Checked drawings and guided four design engineers", "Designed steel sheds and foundations"],
    degree: "M.Tech Structural Engineering",
    accept: /\bstructural\b|\bcivil (design|engineer)\b/i,
    reject: /\b(mechanical|ui|ux|graphic)\b/i,
  },
  {
    occupation: "civil", id: "planning-engineer", level: "mid", location: "Kharghar, Navi Mumbai", title: "Project Planning Engineer", earlier: "Site Engineer", years: [3, 3],
    skills: ["Primavera P6", "MS Project", "Project Scheduling", "Progress Monitoring", "Resource Planning", "Earned Value"],
    companies: ["Afcons Infrastructure", "J Kumar Infraprojects", "HCC"],
    bullets: ["Kept the P6 schedule for a metro viaduct package", "Reported progress and delays to the client every week", "Supervised pier and pile work as site engineer"],
    degree: "B.E. Civil, PG in Construction Management",
    accept: /\b(planning engineer|planning manager|project control\w*|scheduler|project engineer|site engineer)\b/i,
    reject: /\b(production|demand|financial|media|mechanical)\b/i,
  },
  {
    occupation: "mechanical", id: "manufacturing-engineer", level: "mid", location: "Ranjangaon MIDC, Pune", title: "Manufacturing Engineer", earlier: "Graduate Engineer Trainee", years: [4, 1],
    skills: ["Process Planning", "PFMEA", "Lean Manufacturing", "Fixture Design", "Cycle Time Reduction", "AutoCAD", "Kaizen"],
    companies: ["Renault Nissan", "Daimler India Commercial Vehicles", "Royal Enfield"],
    bullets: ["Planned the process and fixtures for a new axle line", "Cut cycle time by 15 % with line layout changes", "Rotated through assembly and quality as a trainee"],
    degree: "B.E. Mechanical",
    accept: /\b(manufacturing|production|process|industrial) engineer\b/i,
  },
  {
    occupation: "mechanical", id: "hvac-design", level: "junior", location: "Noida, U.P.", title: "HVAC Design Engineer", earlier: null, years: [2, 0],
    skills: ["HVAC Design", "Heat Load Calculation", "HAP", "Duct Design", "AutoCAD", "MEP Coordination"],
    companies: ["Blue Star", "Voltas", "an MEP consultant"],
    bullets: ["Calculated heat loads in HAP for offices and hospitals", "Drew duct and chiller layouts in AutoCAD", "Coordinated HVAC drawings with the MEP team"],
    degree: "B.Tech Mechanical",
    accept: /\b(hvac|mep|mechanical design|design engineer|mechanical engineer)\b/i,
    reject: /\b(ui|ux|graphic|structural|electrical|civil)\b/i,
  },
  {
    occupation: "mechanical", id: "am-production", level: "senior", location: "Chakan MIDC", title: "Assistant Manager - Production", earlier: "Production Engineer", years: [4, 5],
    skills: ["Production Management", "Shop Floor Management", "TPM", "Six Sigma", "Manpower Planning", "Safety", "SAP PP"],
    companies: ["Volkswagen India", "Mercedes-Benz India", "Bajaj Auto"],
    bullets: ["Ran the body shop's production of 400 cars a day over three shifts", "Led a six sigma project that cut rework by 35 %", "Ran a welding line as production engineer"],
    degree: "B.E. Mechanical",
    accept: /\b(production|manufacturing|plant)\b.*\b(engineer|manager|head|in-?charge)\b/i,
    reject: /\b(support|video|media|content|software)\b/i,
  },
  {
    occupation: "design", id: "senior-ux", level: "senior", location: "London", title: "Senior UX Designer", earlier: "UX Designer", years: [4, 4],
    skills: ["UX Design", "Figma", "User Research", "Interaction Design", "Prototyping", "Design Systems", "Accessibility"],
    companies: ["Deliveroo", "Monzo", "Publicis Sapient"],
    bullets: ["Led design of the account and payments journeys of a banking app", "Ran research with 40 customers a quarter", "Designed flows for retail clients at an agency"],
    degree: "M.A. Interaction Design",
    accept: /\b(ux|ui\/ux|product|interaction|service) designer\b|\b(ux|design) (lead|manager)\b|\bhead of design\b/i,
  },
  {
    occupation: "digital-marketing", id: "growth-marketing", level: "senior", location: "Singapore", title: "Growth Marketing Manager", earlier: "Performance Marketing Manager", years: [3, 4],
    skills: ["Growth Marketing", "Google Ads", "Meta Ads", "Marketing Analytics", "Lifecycle Marketing", "Experimentation", "SQL"],
    companies: ["Grab", "Shopee", "Razorpay"],
    bullets: ["Owned user acquisition across six markets with a 2 million dollar budget", "Ran 60 experiments a year on landing pages and onboarding", "Ran paid search and social in India"],
    degree: "MBA Marketing",
  },
  {
    occupation: "content", id: "technical-writer", level: "mid", location: "", title: "Technical Writer", earlier: "Content Writer", years: [3, 2],
    skills: ["Technical Writing", "API Documentation", "Markdown", "Confluence", "DITA", "Editing"],
    companies: ["Freshworks", "Zoho", "Chargebee"],
    bullets: ["Wrote the API reference and developer guides of a SaaS product", "Moved the help centre to docs-as-code", "Wrote blog posts and case studies"],
    degree: "B.Tech, Certificate in Technical Communication",
    accept: /\b(technical writer|documentation|content (writer|developer))\b/i,
  },
  {
    occupation: "clinical-research", id: "clinical-data", level: "junior", location: "Vikhroli, Mumbai", title: "Clinical Data Coordinator", earlier: null, years: [1, 0],
    skills: ["Clinical Data Management", "Medidata Rave", "Query Management", "Data Cleaning", "GCP", "MedDRA"],
    companies: ["Tata Consultancy Services Life Sciences", "Cognizant", "Accenture Life Sciences"],
    bullets: ["Raised and closed data queries for two phase II trials", "Reviewed CRF data against edit checks", "Learned clinical data management in a six-month programme"],
    degree: "B.Pharm",
    accept: /\bclinical (data|research|trial)\b/i,
  },
  {
    occupation: "clinical-research", id: "ar-caller", level: "junior", location: "Chennai, Tamil Nadu 600042", title: "AR Caller - Medical Billing", earlier: null, years: [1, 0],
    skills: ["Medical Billing", "Accounts Receivable", "Denial Management", "US Healthcare", "Insurance Follow-up", "Calling"],
    companies: ["Omega Healthcare", "R1 RCM", "Firstsource"],
    bullets: ["Called US insurers on 60 unpaid claims a day", "Worked denials and resubmitted corrected claims", "Learned US healthcare billing in a training batch"],
    degree: "B.Sc",
    accept: /\bmedical (billing|coder|coding)\b|\bar (caller|analyst|executive)\b|\brcm\b/i,
  },
  {
    occupation: "project-management", id: "delivery-manager", level: "senior", location: "Bengaluru 560103", title: "Delivery Manager", earlier: "Project Manager", years: [4, 5],
    skills: ["Delivery Management", "Agile", "Stakeholder Management", "Budgeting", "Risk Management", "Team Leadership", "SAFe"],
    companies: ["Mindtree", "Mphasis", "Infosys"],
    bullets: ["Ran delivery of 6 scrum teams for a European retail client", "Kept a 30 crore account on budget and grew it by a fifth", "Managed a 15-person fixed-price project"],
    degree: "B.E., PMP",
  },
  // ---- software and data ---------------------------------------------------------------------------------
  {
    occupation: "backend", id: "golang-developer", level: "mid", location: "Bellandur, Bangalore 560103", title: "Golang Developer", earlier: "Backend Developer", years: [2, 2],
    skills: ["Go", "gRPC", "PostgreSQL", "Kafka", "Kubernetes", "Microservices", "Redis"],
    companies: ["Gojek", "Razorpay", "Dunzo"],
    bullets: ["Built ledger services in Go handling 5,000 requests a second", "Moved internal APIs from REST to gRPC", "Wrote backend services in Python"],
    degree: "B.Tech Computer Science",
  },
  {
    occupation: "frontend", id: "vue-developer", level: "mid", location: "Satellite, Ahmedabad", title: "Vue.js Developer", earlier: "Web Developer", years: [3, 2],
    skills: ["Vue.js", "JavaScript", "Nuxt.js", "Tailwind CSS", "HTML", "REST APIs"],
    companies: ["Simform", "Bacancy Technology", "Azilen"],
    bullets: ["Built dashboards in Vue and Nuxt for US clients", "Cut bundle size by 40 % with lazy loading", "Built websites in HTML, CSS and jQuery"],
    degree: "B.E. IT",
  },
  {
    occupation: "mobile", id: "react-native", level: "mid", location: "", title: "React Native Developer", earlier: "Frontend Developer", years: [3, 1],
    skills: ["React Native", "JavaScript", "TypeScript", "Redux", "Firebase", "App Store Deployment"],
    companies: ["Groww", "a fintech startup", "Infosys"],
    bullets: ["Built an investment app in React Native for Android and iOS", "Set up push notifications and deep links", "Built React screens for a web app"],
    degree: "B.Tech Computer Science",
  },
  {
    occupation: "data-analytics", id: "product-analyst", level: "mid", location: "DLF Phase 3, Gurgaon", title: "Product Analyst", earlier: "Business Analyst", years: [2, 2],
    skills: ["SQL", "Mixpanel", "Python", "A/B Testing", "Tableau", "Funnel Analysis"],
    companies: ["Zomato", "Paytm", "Cars24"],
    bullets: ["Built funnels and retention dashboards for the delivery app", "Read A/B tests for the growth team", "Wrote requirements and reports as business analyst"],
    degree: "B.Tech",
  },
  {
    occupation: "data-science", id: "nlp-engineer", level: "mid", location: "Singapore", title: "NLP Engineer", earlier: "Data Scientist", years: [3, 2],
    skills: ["Python", "NLP", "Transformers", "PyTorch", "LLMs", "Hugging Face", "MLOps"],
    companies: ["Grab", "Sea Group", "Fractal Analytics"],
    bullets: ["Built a multilingual intent classifier for customer support", "Fine-tuned and served language models in production", "Built churn models in India"],
    degree: "M.Tech Computer Science",
  },
  {
    occupation: "data-engineering", id: "azure-data-engineer", level: "mid", location: "Hyderabad, TG", title: "Azure Data Engineer", earlier: "SQL Developer", years: [3, 2],
    skills: ["Azure Data Factory", "Databricks", "PySpark", "SQL", "Delta Lake", "Azure Synapse"],
    companies: ["Deloitte", "ValueLabs", "Tech Mahindra"],
    bullets: ["Built Data Factory and Databricks pipelines for a retail client", "Moved on-premise SQL Server loads to Delta Lake", "Wrote stored procedures and reports"],
    degree: "B.Tech ECE",
  },
  {
    occupation: "devops", id: "platform-engineer", level: "senior", location: "London", title: "Senior Platform Engineer", earlier: "DevOps Engineer", years: [4, 4],
    skills: ["Kubernetes", "Terraform", "AWS", "GitOps", "Argo CD", "Go", "Observability"],
    companies: ["Wise", "Ocado Technology", "ThoughtWorks"],
    bullets: ["Ran the internal developer platform for 300 engineers on EKS", "Moved deployments to GitOps with Argo CD", "Built CI pipelines in Bengaluru"],
    degree: "B.E. Computer Science",
  },
  {
    occupation: "qa", id: "sdet", level: "mid", location: "Noida Sector 135", title: "SDET", earlier: "QA Engineer", years: [3, 2],
    skills: ["Java", "Selenium", "Rest Assured", "TestNG", "Jenkins", "API Testing", "Cucumber"],
    companies: ["Adobe", "Nagarro", "Paytm"],
    bullets: ["Built the API test framework in Rest Assured for 40 services", "Ran the Selenium suite in Jenkins on every merge", "Tested web releases by hand as QA engineer"],
    degree: "B.Tech Computer Science",
  },
  {
    occupation: "security", id: "grc-analyst", level: "mid", location: "Gurgaon, Haryana 122018", title: "GRC Analyst", earlier: "IT Auditor", years: [3, 2],
    skills: ["ISO 27001", "Risk Assessment", "SOC 2", "Policy Writing", "Vendor Risk", "Internal Audit"],
    companies: ["KPMG", "Airtel", "PwC"],
    bullets: ["Ran ISO 27001 and SOC 2 audits for a SaaS company", "Assessed 150 vendors' security a year", "Audited IT general controls for clients"],
    degree: "B.Tech, CISA",
  },
  {
    occupation: "product", id: "technical-pm", level: "mid", location: "Dubai, UAE", title: "Technical Product Manager", earlier: "Software Engineer", years: [3, 3],
    skills: ["Product Management", "APIs", "Roadmapping", "Agile", "SQL", "System Design", "Jira"],
    companies: ["Careem", "Talabat", "Zoho"],
    bullets: ["Owned the payments API platform used by 12 internal teams", "Wrote specs and ran sprint reviews with engineering", "Built backend services as software engineer"],
    degree: "B.Tech Computer Science",
  },
  {
    occupation: "sap", id: "sap-abap", level: "mid", location: "", title: "SAP ABAP Developer", earlier: "SAP ABAP Trainee", years: [3, 1],
    skills: ["SAP ABAP", "ALV Reports", "BAPI", "Smart Forms", "OData", "CDS Views", "S/4HANA"],
    companies: ["Capgemini", "LTIMindtree", "Reliance Industries"],
    bullets: ["Built reports, BAPIs and forms for an S/4HANA rollout", "Wrote OData services for Fiori apps", "Fixed support tickets as trainee"],
    degree: "B.E. Computer Engineering",
    accept: /\babap\b|\bsap (technical|developer)\b/i,
  },
  {
    occupation: "it-support", id: "system-administrator", level: "mid", location: "Lucknow, U.P.", title: "System Administrator", earlier: "IT Support Engineer", years: [3, 2],
    skills: ["Windows Server", "Active Directory", "VMware", "Linux", "Backup", "Office 365", "Networking"],
    companies: ["HCL", "Sify", "a hospital group"],
    bullets: ["Ran 40 Windows and Linux servers and the backup schedule", "Managed Active Directory and Office 365 for 700 users", "Fixed desktop and network tickets"],
    degree: "B.Sc IT, MCSA",
  },
];

export function fresh4Personas(): Persona[] {
  return asPersonas(PEOPLE, "fresh4");
}
