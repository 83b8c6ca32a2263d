/**
 * The seventh held-out set of `npm run eval:search` (split "fresh6"), written at the end of the session of 2026-11-27
 * for the next pass, before any ranking change of that pass, once fresh5 (fresh5.ts) had been read for its aggregates
 * and joined the tuning side. Only its aggregate numbers are read; no person's top 10 is (`EVAL_VERBOSE` never prints
 * them). Since the eighth held-out set (fresh7.ts) was written, fresh6 is on the tuning side and may be printed.
 *
 * 58 people, every occupation of occupations.ts, with more of them where fresh5 was weakest: logistics and supply
 * chain (7: an import executive, a warehouse manager, an inventory analyst, a procurement manager, a material planner,
 * a logistics manager, a dispatch executive), teaching (5: a PGT mathematics, a PGT biology, a NEET chemistry faculty,
 * a PRT English, an IELTS trainer), mechanical (5: a tool design engineer, a process engineer in machining, a
 * mechanical maintenance engineer, an assistant manager of quality, a product design engineer), banking (3: a trade
 * finance officer, a deputy branch manager, a virtual relationship manager), nursing (3: a CCU staff nurse, a charge
 * nurse, a home care nurse), civil (3: a QA/QC engineer, a construction project manager, a site execution engineer),
 * accounting (3: an accounts manager, an audit associate, a treasury analyst), mobile (2: a Kotlin developer, a senior
 * iOS engineer) and SAP and ERP (2: an SAP EWM consultant, an ERP functional consultant); one or two in every other
 * occupation. Written like fresh5.ts: each a person of their own with a specific real title not used by the 87,
 * fresh, fresh2, fresh3, fresh4 or fresh5 (checked with a script over all six sets), places as people write them
 * (suburbs, "Nhava Sheva, Navi Mumbai", "Hoskote, Bengaluru", "Waluj, Aurangabad", "Bawal, Haryana", "Kota,
 * Rajasthan", "Technopark, Trivandrum", "Sector 5, Salt Lake, Kolkata"), a few abroad (London, Sydney NSW, New York,
 * NY) and three with none. Where a person would apply to fewer titles than their occupation's `accept` (or to titles
 * it lacks, as the non-mathematics teachers), their own is written here from the title alone.
 *
 * Each was checked with availability.ts (no search run) to have at least 12 relevant postings in the 10,000-posting
 * index. Moved by that count alone (the first place written, then the place kept): the orthopaedic physiotherapist
 * (Vastrapur, Ahmedabad to Borivali West, Mumbai), the dispensing pharmacist (Salt Lake Sector V, Kolkata to Aundh,
 * Pune), the material planner (Sriperumbudur to Talegaon, Pune), the logistics manager (Sarkhej, Ahmedabad to
 * Shamshabad, Hyderabad), the guest service agent (Calangute, Goa to Begumpet, Hyderabad), the trade finance officer
 * (Nariman Point, Mumbai to no location), the QA/QC civil engineer (Kukatpally, Hyderabad to Viman Nagar, Pune), the
 * senior iOS engineer (Singapore to Bellandur, Bengaluru) and the PRT English (Anna Nagar, Chennai, where she replaced
 * the pre-primary teacher, to no location); the companies were left as written. Replaced, before any search, because
 * the index has no posting they would apply to anywhere (its school posts are mathematics, science and English
 * teachers and online tutors; its SAP posts are ABAP, FICO, MM and SD consultants, ERP consultants and a few solution
 * architects): a computer science teacher (Whitefield, Bangalore, now the PGT biology), a pre-primary teacher (Anna
 * Nagar, Chennai, now the PRT English), a social science teacher (Sector 21, Gurgaon, now the IELTS trainer) and an
 * SAP Basis consultant (Manyata Tech Park, Bangalore, now the SAP EWM consultant).
 */
import { asPersonas, type FreshPerson } from "./fresh";
import type { Persona } from "./occupations";

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "nursing", id: "ccu-nurse", level: "mid", location: "Jubilee Hills, Hyderabad", title: "CCU Staff Nurse", earlier: "Staff Nurse", years: [3, 2],
    skills: ["Cardiac Care", "ECG Monitoring", "ACLS", "Post-PCI Care", "Medication Administration", "Patient Education"],
    companies: ["Apollo Hospitals Jubilee Hills", "Star Hospitals", "Medicover Hospitals"],
    bullets: ["Cared for two to three cardiac patients a shift in a 20-bed CCU", "Monitored ECGs and ran post-angioplasty care", "Worked the general medicine ward as staff nurse"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "nursing", id: "charge-nurse", level: "senior", location: "Andheri East, Mumbai", title: "Charge Nurse", earlier: "Senior Staff Nurse", years: [4, 5],
    skills: ["Ward Management", "Staff Rostering", "Patient Safety", "NABH Documentation", "Clinical Audits", "Critical Care"],
    companies: ["Kokilaben Dhirubhai Ambani Hospital", "Nanavati Max Hospital", "Holy Spirit Hospital"],
    bullets: ["Ran a 36-bed surgical ward and a team of 14 nurses", "Cut medication errors by a third with double checks", "Led shifts on the surgical ward as senior staff nurse"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "nursing", id: "home-care-nurse", level: "junior", location: "Kakkanad, Kochi", title: "Home Care Nurse", earlier: null, years: [1, 0],
    skills: ["Home Care", "Wound Dressing", "Catheter Care", "Vital Signs", "Elderly Care", "Injections"],
    companies: ["Portea Medical", "Care24", "Aster Medcity"],
    bullets: ["Visited five patients a day at home after discharge", "Dressed wounds and changed catheters", "Trained in the medicine ward at Aster Medcity"],
    degree: "GNM",
  },
  {
    occupation: "allied-health", id: "ortho-physio", level: "mid", location: "Borivali West, Mumbai", title: "Orthopaedic Physiotherapist", earlier: "Physiotherapist Intern", years: [3, 1],
    skills: ["Orthopaedic Rehabilitation", "Manual Therapy", "Post-Surgical Rehab", "Dry Needling", "Exercise Therapy", "Electrotherapy"],
    companies: ["Sterling Hospitals", "Zydus Hospitals", "Shalby Hospitals"],
    bullets: ["Treated 12 outpatients a day after knee and hip replacements", "Ran a back pain class twice a week", "Rotated through the ICU and the orthopaedic ward as an intern"],
    degree: "MPT (Orthopaedics)",
    accept: /\bphysiotherap(ist|y)\b/i,
  },
  {
    occupation: "allied-health", id: "dispensing-pharmacist", level: "junior", location: "Aundh, Pune", title: "Dispensing Pharmacist", earlier: null, years: [1, 0],
    skills: ["Dispensing", "Prescription Checking", "Patient Counselling", "Stock Management", "Cold Chain", "Pharmacy Software"],
    companies: ["Frank Ross Pharmacy", "AMRI Hospitals", "Apollo Pharmacy"],
    bullets: ["Dispensed 100 prescriptions a day", "Kept the cold chain log for vaccines and insulin", "Trained in the hospital pharmacy at AMRI"],
    degree: "B.Pharm",
  },
  {
    occupation: "teaching", id: "pgt-maths", level: "senior", location: "Indirapuram, Ghaziabad", title: "PGT Mathematics", earlier: "TGT Mathematics", years: [5, 4],
    skills: ["Mathematics", "CBSE Classes 11-12", "Calculus", "Board Exam Preparation", "Lesson Planning", "GeoGebra"],
    companies: ["DPS Indirapuram", "Seth Anandram Jaipuria School", "Ryan International School"],
    bullets: ["Taught mathematics to classes 11 and 12 with a 92 % board average", "Led the mathematics department of six teachers", "Taught classes 6 to 10 as TGT"],
    degree: "M.Sc Mathematics, B.Ed",
  },
  {
    occupation: "teaching", id: "pgt-biology", level: "mid", location: "Whitefield, Bangalore", title: "PGT Biology", earlier: "TGT Science", years: [3, 3],
    skills: ["Biology", "CBSE Classes 11-12", "NEET Foundation", "Lab Practicals", "Lesson Planning", "Assessment"],
    companies: ["Delhi Public School East", "Vibgyor High", "Ryan International School"],
    bullets: ["Taught biology to classes 11 and 12 with a 90 % board average", "Ran the biology lab and the practical exams", "Taught science to classes 6 to 10 as TGT"],
    degree: "M.Sc Botany, B.Ed",
    accept: /\b(biology|science)\b.*\b(teacher|faculty|tutor|lecturer)\b|\b(pgt|tgt) (biology|science)\b/i,
  },
  {
    occupation: "teaching", id: "neet-chemistry", level: "mid", location: "Kota, Rajasthan", title: "NEET Chemistry Faculty", earlier: "Chemistry Teacher", years: [4, 2],
    skills: ["Organic Chemistry", "Physical Chemistry", "NEET", "Doubt Solving", "Test Series", "Classroom Teaching"],
    companies: ["Allen Career Institute", "Motion Education", "Resonance"],
    bullets: ["Taught organic chemistry to batches of 150 NEET students", "Wrote weekly tests and ran doubt sessions", "Taught chemistry to classes 11 and 12 at a school"],
    degree: "M.Sc Chemistry",
    accept: /\bchemistry\b.*\b(teacher|faculty|tutor|lecturer)\b|\b(pgt|tgt) chemistry\b|\bscience (teacher|faculty)\b/i,
  },
  {
    occupation: "teaching", id: "prt-english", level: "junior", location: "", title: "PRT English", earlier: null, years: [2, 0],
    skills: ["English", "Phonics", "Reading Programmes", "CBSE Primary Curriculum", "Classroom Management", "Parent Communication"],
    companies: ["Chettinad Vidyashram", "Velammal Vidyalaya", "Kendriya Vidyalaya"],
    bullets: ["Taught English to classes 1 to 5", "Ran a reading programme that lifted reading levels for 80 children", "Met parents every month on progress"],
    degree: "B.A. English, B.Ed",
    accept: /\benglish\b.*\b(teacher|tutor|faculty|trainer)\b|\b(prt|tgt) english\b/i,
  },
  {
    occupation: "teaching", id: "ielts-trainer", level: "mid", location: "Sector 21, Gurgaon", title: "IELTS Trainer", earlier: "English Teacher", years: [3, 3],
    skills: ["IELTS", "Spoken English", "Academic Writing", "Grammar", "Mock Tests", "Online Classes"],
    companies: ["IDP Education", "Jamboree Education", "The British School"],
    bullets: ["Trained 400 students a year for IELTS with an average band of 7", "Ran mock speaking tests every week", "Taught English to classes 6 to 10"],
    degree: "M.A. English, CELTA",
    accept: /\b(ielts|english)\b.*\b(trainer|teacher|tutor|faculty)\b/i,
  },
  {
    occupation: "sales", id: "enterprise-ae", level: "mid", location: "Koregaon Park, Pune", title: "Enterprise Account Executive", earlier: "Sales Development Representative", years: [3, 2],
    skills: ["Enterprise Sales", "SaaS Sales", "Salesforce CRM", "Pipeline Management", "Negotiation", "Solution Selling"],
    companies: ["Icertis", "Druva", "Freshworks"],
    bullets: ["Closed 1.8 crore of new annual contracts in a year", "Ran deals with IT heads of 40 mid-size companies", "Booked 25 meetings a month as an SDR"],
    degree: "B.E., MBA",
  },
  {
    occupation: "sales", id: "sales-coordinator", level: "junior", location: "Navrangpura, Ahmedabad", title: "Sales Coordinator", earlier: null, years: [1, 0],
    skills: ["Sales Support", "Order Processing", "MS Excel", "Tally", "Customer Follow-up", "Reporting"],
    companies: ["Astral Pipes", "Cera Sanitaryware", "Havmor"],
    bullets: ["Processed 200 dealer orders a month", "Sent the daily sales report to six area managers", "Followed up on late payments"],
    degree: "B.Com",
  },
  {
    occupation: "support", id: "email-support", level: "junior", location: "Mohali, Punjab", title: "Email Support Executive", earlier: null, years: [1, 0],
    skills: ["Email Support", "Zendesk", "Written Communication", "Ticket Management", "Refunds", "CSAT"],
    companies: ["Quark", "Teleperformance", "Netsmartz"],
    bullets: ["Answered 70 customer emails a day for a US retailer", "Kept CSAT above 92 %", "Handled refunds and order changes"],
    degree: "B.A. English",
  },
  {
    occupation: "accounting", id: "accounts-manager", level: "senior", location: "Nungambakkam, Chennai", title: "Accounts Manager", earlier: "Senior Accounts Executive", years: [4, 5],
    skills: ["Financial Statements", "GST", "TDS", "Statutory Audit", "Tally Prime", "Team Management"],
    companies: ["Sundaram Clayton", "TVS Logistics", "Murugappa Group"],
    bullets: ["Closed the books monthly for three group companies", "Led a team of five accountants and the statutory audit", "Filed GST and TDS returns as senior accounts executive"],
    degree: "B.Com, CMA Inter",
  },
  {
    occupation: "accounting", id: "audit-associate", level: "junior", location: "Fort, Mumbai", title: "Audit Associate", earlier: "Audit Article Assistant", years: [1, 3],
    skills: ["Statutory Audit", "Internal Audit", "Ind AS", "Vouching", "MS Excel", "Audit Documentation"],
    companies: ["Deloitte Haskins & Sells", "BDO India", "Kalyaniwalla & Mistry"],
    bullets: ["Audited revenue and receivables for two listed clients", "Wrote working papers and tested controls", "Did vouching and bank audits as an article assistant"],
    degree: "CA",
  },
  {
    occupation: "accounting", id: "treasury-analyst", level: "mid", location: "Sector 44, Gurugram", title: "Treasury Analyst", earlier: "Finance Executive", years: [3, 2],
    skills: ["Cash Management", "Treasury Operations", "Forex Hedging", "Bank Reconciliation", "SAP FICO", "Cash Flow Forecasting"],
    companies: ["Maruti Suzuki", "InterGlobe Aviation", "Hero MotoCorp"],
    bullets: ["Forecast weekly cash and placed surplus in deposits", "Booked forex forwards for import payments", "Reconciled bank accounts as finance executive"],
    degree: "B.Com, MBA Finance",
    accept: /\b(treasury|finance|financial analyst|fp&a|cash management)\b/i,
  },
  {
    occupation: "hr", id: "recruitment-consultant", level: "junior", location: "Hinjewadi Phase 1, Pune", title: "Recruitment Consultant", earlier: null, years: [1, 0],
    skills: ["End-to-End Recruitment", "Sourcing", "Naukri", "LinkedIn Recruiter", "Screening", "Client Coordination"],
    companies: ["ABC Consultants", "Randstad India", "TeamLease"],
    bullets: ["Closed 8 IT positions a month for three clients", "Screened 30 candidates a day", "Kept the client tracker and scheduled interviews"],
    degree: "MBA HR",
  },
  {
    occupation: "hr", id: "comp-ben", level: "mid", location: "Powai, Mumbai", title: "Compensation and Benefits Analyst", earlier: "HR Executive", years: [3, 2],
    skills: ["Compensation Benchmarking", "Salary Structures", "Benefits Administration", "Payroll", "MS Excel", "HRIS"],
    companies: ["Larsen & Toubro", "Godrej Industries", "Mahindra Group"],
    bullets: ["Ran the annual salary review for 4,000 staff", "Benchmarked pay against two salary surveys", "Ran joining and payroll inputs as HR executive"],
    degree: "MBA HR",
    accept: /\b(compensation|benefits|total rewards|payroll|hr|human resources)\b/i,
  },
  {
    occupation: "logistics", id: "import-executive", level: "junior", location: "Nhava Sheva, Navi Mumbai", title: "Import Executive", earlier: null, years: [1, 0],
    skills: ["Import Documentation", "Customs Clearance", "ICEGATE", "Bill of Entry", "Freight Forwarding", "MS Excel"],
    companies: ["Allcargo Logistics", "DP World", "Kuehne + Nagel"],
    bullets: ["Filed bills of entry for 60 containers a month", "Followed up with customs house agents and shipping lines", "Kept the shipment tracker for ten importers"],
    degree: "B.Com, Diploma in EXIM",
    accept: /\b(import|export|exim|shipping|customs|logistics|freight)\b/i,
  },
  {
    occupation: "logistics", id: "warehouse-manager", level: "senior", location: "Hoskote, Bengaluru", title: "Warehouse Manager", earlier: "Warehouse Supervisor", years: [4, 5],
    skills: ["Warehouse Operations", "WMS", "Inventory Control", "Manpower Planning", "5S", "SAP MM"],
    companies: ["Flipkart", "Safexpress", "Mahindra Logistics"],
    bullets: ["Ran a 2 lakh sq ft warehouse with 180 people", "Held inventory accuracy at 99.6 %", "Ran the inbound shift as supervisor"],
    degree: "B.Com, PG Diploma in Supply Chain",
    accept: /\b(warehouse|logistics|distribution|inventory|supply chain)\b/i,
  },
  {
    occupation: "logistics", id: "inventory-analyst", level: "mid", location: "Madhavaram, Chennai", title: "Inventory Analyst", earlier: "Stores Executive", years: [3, 2],
    skills: ["Inventory Planning", "ABC Analysis", "SAP MM", "Advanced Excel", "Power BI", "Stock Reconciliation"],
    companies: ["Saint-Gobain India", "Ashok Leyland", "TVS Supply Chain Solutions"],
    bullets: ["Cut slow-moving stock by 18 % across four depots", "Set reorder levels for 6,000 parts", "Ran cycle counts as stores executive"],
    degree: "B.E. Mechanical",
    accept: /\b(inventory|supply chain|demand planning|planning analyst|warehouse|stores|materials?)\b/i,
  },
  {
    occupation: "logistics", id: "procurement-manager", level: "senior", location: "Thane West", title: "Procurement Manager", earlier: "Senior Procurement Executive", years: [4, 5],
    skills: ["Strategic Sourcing", "Vendor Negotiation", "Contract Management", "SAP Ariba", "Cost Reduction", "Category Management"],
    companies: ["Raymond", "Asian Paints", "Glenmark Pharmaceuticals"],
    bullets: ["Bought 250 crore a year of packaging and chemicals", "Saved 7 % by renegotiating the top 20 contracts", "Ran vendor onboarding as senior procurement executive"],
    degree: "B.E. Chemical, MBA",
    accept: /\b(procurement|purchase|purchasing|sourcing|buyer|supply chain)\b/i,
  },
  {
    occupation: "logistics", id: "material-planner", level: "mid", location: "Talegaon, Pune", title: "Material Planner", earlier: "Production Planning Executive", years: [3, 2],
    skills: ["Material Requirement Planning", "SAP PP/MM", "Supplier Follow-up", "Inventory Control", "Advanced Excel", "S&OP"],
    companies: ["Hyundai Motor India", "Saint-Gobain", "Foxconn"],
    bullets: ["Planned 2,500 bought-out parts for two assembly lines", "Kept line stoppages for parts to under one a quarter", "Made the weekly production plan as planning executive"],
    degree: "B.E. Mechanical",
    accept: /\b(material|materials|supply|demand|production) plann(er|ing)\b|\b(inventory|supply chain|mrp|materials)\b/i,
  },
  {
    occupation: "logistics", id: "logistics-manager", level: "senior", location: "Shamshabad, Hyderabad", title: "Logistics Manager", earlier: "Assistant Logistics Manager", years: [4, 4],
    skills: ["Transport Management", "Freight Negotiation", "3PL Management", "Route Planning", "Cost Control", "SAP SD"],
    companies: ["Adani Wilmar", "Cadila Pharmaceuticals", "Nirma"],
    bullets: ["Ran outbound logistics of 900 trucks a month to 14 depots", "Cut freight cost per tonne by 9 %", "Managed three 3PL partners as assistant manager"],
    degree: "B.Com, MBA Operations",
    accept: /\b(logistics|supply chain|transport(ation)?|distribution|warehouse|fleet)\b/i,
  },
  {
    occupation: "logistics", id: "dispatch-executive", level: "junior", location: "Bhosari, Pune", title: "Dispatch Executive", earlier: null, years: [1, 0],
    skills: ["Dispatch Planning", "E-way Bill", "Invoicing", "SAP SD", "Transport Coordination", "MS Excel"],
    companies: ["Bharat Forge", "Thermax", "Forbes Marshall"],
    bullets: ["Dispatched 40 consignments a day with invoices and e-way bills", "Booked trucks with four transporters", "Kept the daily dispatch register"],
    degree: "B.Com",
    accept: /\b(dispatch|logistics|warehouse|transport|shipping|stores)\b/i,
  },
  {
    occupation: "hospitality", id: "banquet-manager", level: "senior", location: "Aerocity, New Delhi", title: "Banquet Manager", earlier: "Assistant Banquet Manager", years: [4, 4],
    skills: ["Banquet Operations", "Event Planning", "F&B Service", "Team Management", "Cost Control", "Guest Relations"],
    companies: ["JW Marriott New Delhi Aerocity", "Pullman New Delhi", "The Leela Ambience Gurugram"],
    bullets: ["Ran 300 weddings and conferences a year for up to 1,200 guests", "Led a team of 40 banquet staff", "Ran banquet service as assistant manager"],
    degree: "BHM",
    accept: /\b(banquet|f&b|food (and|&) beverage|restaurant|hotel|hospitality|events?)\b/i,
  },
  {
    occupation: "hospitality", id: "guest-service-agent", level: "junior", location: "Begumpet, Hyderabad", title: "Guest Service Agent", earlier: null, years: [1, 0],
    skills: ["Check-in and Check-out", "Opera PMS", "Guest Relations", "Reservations", "Cash Handling", "Upselling"],
    companies: ["Taj Holiday Village", "Novotel Goa", "Lemon Tree Hotels"],
    bullets: ["Checked in 60 guests a shift at a 200-room resort", "Upsold room upgrades worth 2 lakh a month", "Answered guest requests at the desk"],
    degree: "Diploma in Hotel Management",
  },
  {
    occupation: "banking", id: "trade-finance", level: "mid", location: "", title: "Trade Finance Officer", earlier: "Banking Operations Executive", years: [3, 2],
    skills: ["Letters of Credit", "Bank Guarantees", "Import and Export Bills", "UCP 600", "FEMA", "Finacle"],
    companies: ["Axis Bank", "IndusInd Bank", "Yes Bank"],
    bullets: ["Processed 150 letters of credit a month", "Checked documents against UCP 600", "Ran branch operations as an executive"],
    degree: "B.Com, CDCS",
    accept: /\b(trade finance|trade operations|banking|bank|branch operations|forex)\b/i,
  },
  {
    occupation: "banking", id: "deputy-branch-manager", level: "senior", location: "Vijayanagar, Bengaluru", title: "Deputy Branch Manager", earlier: "Relationship Manager", years: [4, 5],
    skills: ["Branch Operations", "CASA Growth", "Team Management", "Compliance", "Cross-Selling", "Customer Service"],
    companies: ["Kotak Mahindra Bank", "Karnataka Bank", "ICICI Bank"],
    bullets: ["Ran operations and a team of 12 at a branch with 400 crore of deposits", "Grew CASA by 22 % in a year", "Handled 300 customer accounts as relationship manager"],
    degree: "B.Com, MBA",
  },
  {
    occupation: "banking", id: "virtual-rm", level: "junior", location: "Vashi, Navi Mumbai", title: "Virtual Relationship Manager", earlier: null, years: [1, 0],
    skills: ["Relationship Management", "Cross-Selling", "Phone Banking", "CASA", "Mutual Funds", "CRM"],
    companies: ["HDFC Bank", "IDFC First Bank", "Kotak Mahindra Bank"],
    bullets: ["Served 800 customers over phone and video", "Sold insurance and mutual funds worth 1.2 crore", "Kept every call logged in CRM"],
    degree: "BBA",
  },
  {
    occupation: "civil", id: "qaqc-civil", level: "mid", location: "Viman Nagar, Pune", title: "QA/QC Engineer - Civil", earlier: "Site Engineer", years: [3, 2],
    skills: ["Quality Control", "Concrete Testing", "ITP", "Method Statements", "IS Codes", "Site Inspection"],
    companies: ["My Home Constructions", "NCC Limited", "Aparna Constructions"],
    bullets: ["Ran cube, slump and steel tests for three residential towers", "Wrote inspection and test plans", "Supervised RCC work as site engineer"],
    degree: "B.Tech Civil",
    accept: /\b(qa\/qc|quality)\b.*\b(civil|construction)\b|\b(civil|site engineer|construction|project engineer)\b/i,
  },
  {
    occupation: "civil", id: "construction-pm", level: "senior", location: "Kharghar, Navi Mumbai", title: "Project Manager - Construction", earlier: "Senior Site Engineer", years: [4, 6],
    skills: ["Project Management", "Primavera P6", "Contract Management", "Cost Control", "Site Execution", "Client Coordination"],
    companies: ["Shapoorji Pallonji", "Kalpataru", "Ahluwalia Contracts"],
    bullets: ["Delivered a 22-storey residential tower on time", "Ran five engineers and eight subcontractors", "Executed RCC and finishing as senior site engineer"],
    degree: "B.E. Civil",
  },
  {
    occupation: "civil", id: "site-execution", level: "junior", location: "Gachibowli, Hyderabad", title: "Site Execution Engineer", earlier: null, years: [1, 0],
    skills: ["Site Execution", "AutoCAD", "BBS", "Quantity Estimation", "Labour Management", "MS Project"],
    companies: ["Prestige Group", "Rajapushpa Properties", "Vasavi Group"],
    bullets: ["Supervised slab and column work on two floors a month", "Made bar bending schedules", "Checked contractor bills"],
    degree: "B.Tech Civil",
  },
  {
    occupation: "mechanical", id: "tool-design", level: "mid", location: "Ambattur, Chennai", title: "Tool Design Engineer", earlier: "Tool Room Engineer", years: [3, 2],
    skills: ["Press Tool Design", "Fixture Design", "NX", "AutoCAD", "GD&T", "Tool Try-out"],
    companies: ["Rane Group", "Lucas TVS", "Brakes India"],
    bullets: ["Designed 30 press tools and welding fixtures", "Cut tool try-out loops from three to two", "Ran tool maintenance as tool room engineer"],
    degree: "B.E. Mechanical",
    accept: /\b(tool|tooling|fixture|design|cad|mechanical) engineer\b|\bmechanical\b/i,
  },
  {
    occupation: "mechanical", id: "process-engineer", level: "mid", location: "Waluj, Aurangabad", title: "Process Engineer - Machining", earlier: "Production Engineer", years: [3, 2],
    skills: ["CNC Machining", "Process Planning", "Cycle Time Reduction", "PFMEA", "Control Plans", "Kaizen"],
    companies: ["Bajaj Auto", "Endurance Technologies", "Varroc Engineering"],
    bullets: ["Cut cycle time on a crankshaft line by 12 %", "Wrote PFMEAs and control plans for new parts", "Ran a machining shift as production engineer"],
    degree: "B.E. Mechanical",
    accept: /\b(process|manufacturing|production|industrial) engineer\b|\bmechanical\b/i,
  },
  {
    occupation: "mechanical", id: "mech-maintenance", level: "junior", location: "Jigani, Bangalore", title: "Mechanical Maintenance Engineer", earlier: null, years: [1, 0],
    skills: ["Preventive Maintenance", "Breakdown Maintenance", "Hydraulics", "Pneumatics", "TPM", "SAP PM"],
    companies: ["Bosch", "Toyota Kirloskar", "Jindal Aluminium"],
    bullets: ["Kept 40 machines running on shifts", "Cut breakdown hours by 15 % with a PM plan", "Logged work orders in SAP PM"],
    degree: "B.E. Mechanical",
  },
  {
    occupation: "mechanical", id: "am-quality", level: "senior", location: "Bawal, Haryana", title: "Assistant Manager - Quality", earlier: "Quality Engineer", years: [4, 5],
    skills: ["IATF 16949", "PPAP", "APQP", "Customer Complaints", "8D", "Internal Audits"],
    companies: ["Harita Seating", "Rico Auto", "Minda Industries"],
    bullets: ["Ran quality for a plant supplying Maruti and Honda", "Cut customer PPM from 120 to 35", "Ran PPAP and line audits as quality engineer"],
    degree: "B.Tech Mechanical",
    accept: /\b(quality (engineer|manager|head|control)|supplier quality|qa\/qc)\b|\bmechanical\b/i,
  },
  {
    occupation: "mechanical", id: "product-design", level: "junior", location: "Chinchwad, Pune", title: "Product Design Engineer", earlier: null, years: [1, 0],
    skills: ["SolidWorks", "Creo", "GD&T", "DFMEA", "Plastic Part Design", "Drawing Release"],
    companies: ["Tata Technologies", "Cummins India", "KPIT"],
    bullets: ["Designed plastic and sheet metal parts for a two-wheeler", "Released 60 drawings in Windchill", "Ran tolerance stack-ups"],
    degree: "B.E. Mechanical",
  },
  {
    occupation: "design", id: "motion-designer", level: "mid", location: "Bandra West, Mumbai", title: "Motion Designer", earlier: "Graphic Designer", years: [3, 2],
    skills: ["After Effects", "Cinema 4D", "Illustrator", "Storyboarding", "Premiere Pro", "Lottie"],
    companies: ["Dentsu Creative", "Ogilvy", "Tata CLiQ"],
    bullets: ["Animated 120 ads and app screens a year", "Made Lottie animations for a shopping app", "Designed social posts as graphic designer"],
    degree: "B.Des Communication Design",
  },
  {
    occupation: "digital-marketing", id: "google-ads", level: "mid", location: "Sector 63, Noida", title: "Google Ads Specialist", earlier: "SEM Trainee", years: [3, 1],
    skills: ["Google Ads", "Search Campaigns", "Shopping Campaigns", "Google Analytics 4", "Keyword Research", "Bid Strategy"],
    companies: ["PhysicsWallah", "Digital Refresh Networks", "Techmagnate"],
    bullets: ["Ran 60 lakh a month of Google Ads spend", "Cut cost per lead by 25 % in a quarter", "Built keyword lists as a trainee"],
    degree: "BBA, Google Ads Certified",
  },
  {
    occupation: "content", id: "content-editor", level: "mid", location: "Hauz Khas, New Delhi", title: "Content Editor", earlier: "Sub-Editor", years: [3, 2],
    skills: ["Copy Editing", "Style Guides", "WordPress", "SEO Writing", "Fact-Checking", "Content Calendar"],
    companies: ["Scroll.in", "Jagran New Media", "Hindustan Times Digital"],
    bullets: ["Edited 15 articles a day for an education website", "Kept the house style guide", "Subbed news copy as sub-editor"],
    degree: "M.A. Journalism",
  },
  {
    occupation: "clinical-research", id: "pv-associate", level: "junior", location: "Airoli, Navi Mumbai", title: "Pharmacovigilance Associate", earlier: null, years: [1, 0],
    skills: ["Case Processing", "Argus Safety", "MedDRA Coding", "ICSR", "Literature Screening", "GVP"],
    companies: ["Accenture", "Sciformix", "Cognizant"],
    bullets: ["Processed 8 adverse event cases a day in Argus", "Coded events in MedDRA", "Screened literature for safety reports"],
    degree: "B.Pharm",
  },
  {
    occupation: "clinical-research", id: "medical-writer", level: "mid", location: "", title: "Medical Writer", earlier: "Scientific Content Writer", years: [3, 2],
    skills: ["Clinical Study Reports", "Protocol Writing", "ICH E3", "Literature Review", "Regulatory Writing", "PubMed"],
    companies: ["Parexel", "Syneos Health", "Turacoz"],
    bullets: ["Wrote 12 clinical study reports and protocols", "Reviewed publications for two oncology drugs", "Wrote doctor education content"],
    degree: "M.Pharm",
    accept: /\b(medical writ(er|ing)|regulatory writ(er|ing)|scientific writer|clinical research|pharmacovigilance|regulatory affairs)\b/i,
  },
  {
    occupation: "project-management", id: "agile-pm", level: "mid", location: "Electronic City, Bangalore", title: "Agile Project Manager", earlier: "Scrum Master", years: [3, 3],
    skills: ["Agile", "Scrum", "Jira", "Release Planning", "Risk Management", "Stakeholder Management"],
    companies: ["Infosys", "Siemens Healthineers", "Biocon Biologics"],
    bullets: ["Ran four scrum teams on a hospital software release", "Cut carry-over from 30 % to 10 % a sprint", "Ran ceremonies for two teams as scrum master"],
    degree: "B.E., CSM, PMP",
  },
  // ---- software ------------------------------------------------------------------------------------------
  {
    occupation: "backend", id: "dotnet-developer", level: "mid", location: "Gota, Ahmedabad", title: ".NET Developer", earlier: "Trainee Software Engineer", years: [3, 1],
    skills: ["C#", "ASP.NET Core", "Web API", "SQL Server", "Entity Framework", "Azure"],
    companies: ["eInfochips", "Simform", "Cygnet Infotech"],
    bullets: ["Built Web APIs for an insurance portal", "Cut a slow report from 40 s to 3 s", "Fixed bugs as a trainee"],
    degree: "B.E. Computer",
    accept: /(\.net|c#|dotnet)\b|\b(backend|back-end|software (engineer|developer))\b/i,
  },
  {
    occupation: "frontend", id: "ui-engineer", level: "mid", location: "HSR Layout, Bengaluru", title: "UI Engineer", earlier: "Web Developer", years: [3, 2],
    skills: ["React", "TypeScript", "CSS", "Design Systems", "Storybook", "Accessibility"],
    companies: ["Swiggy", "Urban Company", "Juspay"],
    bullets: ["Built the design system used by 12 teams", "Raised the checkout Lighthouse score to 95", "Built marketing pages as web developer"],
    degree: "B.Tech CSE",
    accept: /\b(ui engineer|ui developer|frontend|front-end|react|web developer|javascript|angular|typescript)\b/i,
  },
  {
    occupation: "mobile", id: "kotlin-developer", level: "mid", location: "Madhapur, Hyderabad", title: "Kotlin Developer", earlier: "Java Developer", years: [3, 2],
    skills: ["Kotlin", "Jetpack Compose", "Coroutines", "MVVM", "Room", "Retrofit"],
    companies: ["PhonePe", "Zenoti", "Darwinbox"],
    bullets: ["Built the payments screens of an Android app in Compose", "Cut cold start time by 30 %", "Wrote Java services before moving to Android"],
    degree: "B.Tech CSE",
    accept: /\b(android|kotlin|mobile)\b/i,
  },
  {
    occupation: "mobile", id: "senior-ios", level: "senior", location: "Bellandur, Bengaluru", title: "Senior iOS Engineer", earlier: "iOS Developer", years: [3, 4],
    skills: ["Swift", "SwiftUI", "UIKit", "Combine", "XCTest", "App Store Release"],
    companies: ["Grab", "Shopee", "Carousell"],
    bullets: ["Led the iOS team of four for a ride-hailing app", "Moved the checkout to SwiftUI", "Shipped features as iOS developer"],
    degree: "B.Tech CSE",
    accept: /\b(ios|swift|mobile)\b/i,
  },
  {
    occupation: "data-analytics", id: "bi-analyst", level: "junior", location: "Sector 5, Salt Lake, Kolkata", title: "BI Analyst", earlier: null, years: [1, 0],
    skills: ["Power BI", "SQL", "DAX", "Excel", "Data Modelling", "Dashboards"],
    companies: ["PwC AC Kolkata", "ITC Infotech", "TCS"],
    bullets: ["Built 15 Power BI dashboards for a retail client", "Wrote SQL for weekly sales reports", "Cleaned store data from six sources"],
    degree: "B.Sc Statistics",
  },
  {
    occupation: "data-science", id: "genai-engineer", level: "mid", location: "Baner, Pune", title: "GenAI Engineer", earlier: "Data Scientist", years: [2, 2],
    skills: ["LLMs", "LangChain", "RAG", "Python", "Vector Databases", "Prompt Engineering"],
    companies: ["Persistent Systems", "Fractal Analytics", "Quantiphi"],
    bullets: ["Built a RAG assistant over 50,000 policy documents", "Cut answer errors by half with evaluation sets", "Built churn models as data scientist"],
    degree: "M.Tech AI",
    accept: /\b(genai|generative ai|gen ai|llm|ai engineer|machine learning|ml engineer|data scien\w*|nlp)\b/i,
  },
  {
    occupation: "data-engineering", id: "databricks-engineer", level: "mid", location: "London", title: "Databricks Engineer", earlier: "Data Engineer", years: [2, 3],
    skills: ["Databricks", "PySpark", "Delta Lake", "Azure Data Factory", "SQL", "Unity Catalog"],
    companies: ["Tesco", "Kainos", "Infosys UK"],
    bullets: ["Moved 200 pipelines to Delta Lake", "Cut job costs by 30 % with cluster policies", "Built ETL in ADF as data engineer"],
    degree: "M.Sc Data Science",
  },
  {
    occupation: "devops", id: "cloud-architect", level: "senior", location: "Sydney NSW", title: "Cloud Architect", earlier: "Senior DevOps Engineer", years: [3, 5],
    skills: ["AWS", "Terraform", "Landing Zones", "Kubernetes", "Security", "Cost Optimisation"],
    companies: ["Atlassian", "Telstra", "Accenture Australia"],
    bullets: ["Designed AWS landing zones for 120 accounts", "Cut cloud spend by 22 %", "Ran EKS platforms as senior DevOps engineer"],
    degree: "B.E. Computer, AWS Solutions Architect Professional",
  },
  {
    occupation: "qa", id: "qa-lead", level: "senior", location: "Technopark, Trivandrum", title: "QA Lead", earlier: "Senior QA Engineer", years: [3, 5],
    skills: ["Test Strategy", "Selenium", "API Testing", "Team Leadership", "JIRA", "Regression Planning"],
    companies: ["UST", "Tata Elxsi", "IBS Software"],
    bullets: ["Led a team of seven testers for an airline app", "Cut regression time from five days to two", "Wrote automation suites as senior QA engineer"],
    degree: "B.Tech CSE, ISTQB",
  },
  {
    occupation: "security", id: "cloud-security", level: "mid", location: "Sector 48, Gurgaon", title: "Cloud Security Engineer", earlier: "Security Analyst", years: [3, 2],
    skills: ["AWS Security", "CSPM", "IAM", "Terraform", "SIEM", "CIS Benchmarks"],
    companies: ["Zomato", "American Express", "Paytm"],
    bullets: ["Fixed 400 cloud misconfigurations found by CSPM", "Wrote IAM guardrails in Terraform", "Triaged SIEM alerts as security analyst"],
    degree: "B.Tech CSE, AWS Security Specialty",
  },
  {
    occupation: "product", id: "growth-pm", level: "mid", location: "New York, NY", title: "Growth Product Manager", earlier: "Product Analyst", years: [3, 2],
    skills: ["Experimentation", "Funnel Analysis", "SQL", "Amplitude", "Onboarding", "Roadmapping"],
    companies: ["Peloton", "Squarespace", "Oscar Health"],
    bullets: ["Raised sign-up conversion by 14 % in six tests", "Owned onboarding for 2 million new users a year", "Built funnel reports as product analyst"],
    degree: "B.S. Economics",
  },
  {
    occupation: "sap", id: "sap-ewm", level: "mid", location: "Manyata Tech Park, Bangalore", title: "SAP EWM Consultant", earlier: "Warehouse Systems Analyst", years: [4, 2],
    skills: ["SAP EWM", "SAP WM", "SAP MM", "S/4HANA", "RF Frameworks", "Warehouse Processes"],
    companies: ["Deloitte", "Capgemini", "Mahindra Logistics"],
    bullets: ["Configured EWM for three distribution centres on S/4HANA", "Wrote specifications for RF screens and labels", "Ran the warehouse system at a 3PL"],
    degree: "B.E. Mechanical",
    accept: /\bsap (ewm|wm|mm|le)\b|\berp consultant\b/i,
  },
  {
    occupation: "sap", id: "erp-functional", level: "junior", location: "Sector 132, Noida", title: "ERP Functional Consultant", earlier: null, years: [1, 0],
    skills: ["ERP Implementation", "Requirement Gathering", "Oracle NetSuite", "SAP B1", "User Training", "Documentation"],
    companies: ["HCLTech", "Grant Thornton Bharat", "Nagarro"],
    bullets: ["Configured order-to-cash for two mid-size clients", "Trained 60 users before go-live", "Wrote test scripts and user manuals"],
    degree: "B.Com, MBA",
  },
  {
    occupation: "it-support", id: "network-administrator", level: "mid", location: "Rajajinagar, Bengaluru", title: "Network Administrator", earlier: "IT Support Engineer", years: [3, 2],
    skills: ["Cisco Routing and Switching", "Firewalls", "VPN", "VLANs", "Wi-Fi", "Network Monitoring"],
    companies: ["Manipal Hospitals", "Tata Communications", "Wipro"],
    bullets: ["Ran the network of a 12-site hospital chain", "Moved 40 branches to SD-WAN", "Fixed desktops and printers as IT support engineer"],
    degree: "B.Sc Computer Science, CCNA",
  },
];

export function fresh6Personas(): Persona[] {
  return asPersonas(PEOPLE, "fresh6");
}
