/**
 * The ninth held-out set of `npm run eval:search` (split "fresh8"), written on 2026-11-27 before any ranking change
 * of the next pass, once fresh7 (fresh7.ts) had been read for its aggregates and joined the tuning side. While it
 * was held out only its aggregate numbers were read; since fresh9 (fresh9.ts) was written it is on the tuning side
 * (`EVAL_VERBOSE` may print its people).
 *
 * 62 people, every occupation of occupations.ts, with more of them where fresh7 was weakest: logistics and supply
 * chain (6: a freight forwarding executive, a purchase officer, a logistics analyst, a transport manager, a materials
 * manager, an inventory planner), banking (5: a probationary officer, a collections officer, an NRI relationship
 * manager, a branch operations manager, a business banking relationship manager), teaching (5: a chemistry lecturer, a
 * vice principal, a foundation mathematics faculty, an ESL teacher, an online science tutor with no location),
 * mechanical (5: a QC inspector, a production shift in-charge, an industrial engineer, an R&D engineer, a maintenance
 * manager), backend (4: an API developer, an SDE II, a senior Java engineer, a Ruby on Rails developer), clinical
 * research (4: a clinical project manager, a medical coding auditor, an E&M coder, a case processing specialist), IT
 * support (3: a desktop support technician, an IT administrator, an IT infrastructure lead), two each in nursing,
 * sales, accounting, hospitality, civil, mobile, data analytics and SAP and ERP, and one in every other occupation.
 * Written like fresh7.ts: each a person of their own with a specific real title not used, as current or earlier
 * title, by the 87, fresh … fresh7 (checked with a script over all eight sets; seven first written were so used and
 * renamed before any count: chemistry teacher, finance executive, purchase executive, quality inspector, digital
 * marketing specialist, backend developer, junior iOS developer), real employers (Indian ones for the people in
 * India), places as people write them ("Somajiguda, Hyderabad", "Kankarbagh, Patna", "Hiranandani Gardens, Powai",
 * "Kalamboli, Navi Mumbai", "Sector 62 Noida", "Hosur, Tamil Nadu", "Kharar, Mohali", "Technopark Phase 3,
 * Trivandrum", "Sector 5, Salt Lake"), two abroad (Berlin, Germany; Singapore) and three with none. Where a person
 * would apply to fewer titles than their occupation's `accept` (or to titles it lacks), their own is written here
 * from the title alone.
 *
 * Each was checked with availability.ts (no search run) to have at least 12 relevant postings in the 10,000-posting
 * index. Moved by that count alone (the first place written, with its count, then the place kept): the labour room
 * nurse (Aminabad, Lucknow, 7, to Vaishali Nagar, Jaipur), the cardiopulmonary physiotherapist (Ellisbridge,
 * Ahmedabad, 3, to Patparganj, Delhi), the chemistry lecturer (Rajendra Nagar, Patna, 11, to Aliganj, Lucknow), the
 * freight forwarding executive (Mundra, Gujarat, 2: the index has no Kutch posts, to Uran, Navi Mumbai), the purchase
 * officer (Ambattur Industrial Estate, Chennai, 7, to Talegaon Dabhade, Pune), the duty manager (Calangute, Goa, 0: no
 * Goa posts and no remote hotel ones, to MI Road, Jaipur), the probationary officer (Shivaji Nagar, Bhopal, 8, to
 * Sector 22, Chandigarh), the branch operations manager (Indiranagar, Bangalore, 11, to Abids, Hyderabad), the QC
 * inspector (Sanand, Ahmedabad, 9, to Peenya Industrial Area, Bengaluru), the industrial engineer (Sriperumbudur, Tamil
 * Nadu, 10, to Bidadi, Bengaluru), the maintenance manager (Vapi, Gujarat, 11, to Rabale MIDC, Navi Mumbai), the
 * medical coding auditor (Guindy, Chennai 600032, 8, to Electronic City Phase 1, Bengaluru), the E&M coder (Salt
 * Lake, Kolkata 700091, 9, to Uppal, Hyderabad), the SAP MM lead (Kondapur, Hyderabad 500084, 8, to Brookefield,
 * Bengaluru) and the desktop support technician (Vijayawada, Andhra Pradesh, 11, to LB Nagar, Hyderabad); the
 * companies were left as written. Nobody was replaced. The new place of each was picked from the count of postings
 * the person would apply to per city (the same rules, no search).
 */
import { asPersonas, type FreshPerson } from "./fresh";
import type { Persona } from "./occupations";

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "nursing", id: "cath-lab-nurse", level: "mid", location: "Somajiguda, Hyderabad", title: "Cath Lab Nurse", earlier: "Staff Nurse - Cardiology", years: [3, 2],
    skills: ["Cardiac Catheterisation", "Haemodynamic Monitoring", "ACLS", "Sterile Technique", "Patient Preparation", "Emergency Response"],
    companies: ["Yashoda Hospitals", "Care Hospitals", "Star Hospitals"],
    bullets: ["Assisted in 8 angiographies and angioplasties a day", "Prepared and monitored patients before and after procedures", "Cared for cardiac ward patients as staff nurse"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "nursing", id: "labour-room-nurse", level: "junior", location: "Vaishali Nagar, Jaipur", title: "Labour Room Staff Nurse", earlier: null, years: [1, 0],
    skills: ["Midwifery", "Antenatal Care", "Postnatal Care", "Newborn Care", "CTG Monitoring", "Infection Control"],
    companies: ["Sahara Hospital", "Queen Mary's Hospital", "Charak Hospital"],
    bullets: ["Assisted in 40 normal deliveries a month", "Monitored mothers in labour with CTG", "Cared for newborns in the first hours"],
    degree: "GNM",
  },
  {
    occupation: "allied-health", id: "cardio-physio", level: "mid", location: "Patparganj, Delhi", title: "Cardiopulmonary Physiotherapist", earlier: "Physiotherapy Intern", years: [3, 1],
    skills: ["Chest Physiotherapy", "Cardiac Rehabilitation", "Breathing Exercises", "ICU Mobilisation", "Patient Assessment", "Exercise Prescription"],
    companies: ["Sterling Hospitals", "Zydus Hospitals", "SAL Hospital"],
    bullets: ["Treated 20 ICU and ward patients a day after cardiac surgery", "Ran the phase II cardiac rehab programme", "Rotated through ortho and neuro as an intern"],
    degree: "MPT Cardiopulmonary",
    accept: /\bphysiotherap(ist|y)\b/i,
  },
  {
    occupation: "teaching", id: "chemistry-lecturer", level: "mid", location: "Aliganj, Lucknow", title: "Chemistry Lecturer", earlier: "Science Teacher", years: [3, 2],
    skills: ["Chemistry", "CBSE Classes 9-10", "Lab Practicals", "Lesson Planning", "Board Exam Preparation", "Smart Class"],
    companies: ["St. Karen's High School", "DAV Public School", "Delhi Public School Patna"],
    bullets: ["Taught chemistry to classes 11 and 12 with a 94 % board average", "Ran the chemistry lab practicals", "Taught general science to classes 6 to 8"],
    degree: "M.Sc Chemistry, B.Ed",
    accept: /\bchemistry\b.*\b(teacher|faculty|tutor|lecturer)\b|\b(pgt|tgt) chemistry\b|\bscience (teacher|faculty|tutor)\b/i,
  },
  {
    occupation: "teaching", id: "vice-principal", level: "senior", location: "Whitefield, Bengaluru 560066", title: "Vice Principal", earlier: "Senior Mathematics Faculty", years: [4, 8],
    skills: ["School Administration", "Academic Planning", "Teacher Appraisal", "CBSE Affiliation", "Parent Relations", "Admissions"],
    companies: ["Deens Academy", "Vibgyor High", "Ryan International School"],
    bullets: ["Ran academics and discipline for 1,400 students and 80 teachers", "Led the CBSE affiliation renewal", "Taught mathematics to classes 9 to 12"],
    degree: "M.Sc Mathematics, M.Ed",
    accept: /\b(vice principal|principal|academic (coordinator|head|director)|head of (curriculum|academics|school)|headmaster|headmistress)\b|\b(mathematics|maths?)\b.*\b(teacher|faculty)\b/i,
  },
  {
    occupation: "teaching", id: "foundation-maths", level: "mid", location: "Kankarbagh, Patna", title: "Foundation Mathematics Faculty", earlier: "Home Tutor", years: [3, 2],
    skills: ["Mathematics", "Olympiad Preparation", "NTSE", "Doubt Solving", "Worksheets", "Parent Meetings"],
    companies: ["Aakash Institute", "Resonance", "Super 30 Foundation"],
    bullets: ["Taught mathematics to foundation batches of classes 8 to 10", "Coached 12 students to NTSE stage 2", "Tutored school students at home"],
    degree: "B.Sc Mathematics",
    accept: /\b(mathematics|maths?)\b.*\b(teacher|faculty|tutor|lecturer)\b|\bonline tutor\b/i,
  },
  {
    occupation: "teaching", id: "esl-teacher", level: "junior", location: "Salt Lake Sector V, Kolkata", title: "ESL Teacher", earlier: null, years: [1, 0],
    skills: ["English Grammar", "Phonics", "Spoken English", "TEFL", "Lesson Planning", "Online Teaching"],
    companies: ["British Council", "Cambridge English Academy", "Planet Spark"],
    bullets: ["Taught English to 90 learners in small online and classroom groups", "Built phonics worksheets for beginners", "Ran speaking clubs on weekends"],
    degree: "B.A. English, TEFL Certificate",
    accept: /\benglish\b.*\b(teacher|faculty|tutor|trainer)\b|\b(esl|efl) teacher\b|\bonline tutor\b/i,
  },
  {
    occupation: "teaching", id: "online-science-tutor", level: "junior", location: "", title: "Online Science Tutor", earlier: null, years: [1, 0],
    skills: ["Physics", "Chemistry", "Biology", "Online Teaching", "Zoom", "Doubt Solving"],
    companies: ["Vedantu", "Byju's", "Filo"],
    bullets: ["Taught science to classes 6 to 10 in live online classes", "Solved 60 student doubts a day on the app", "Made short video explanations"],
    degree: "B.Sc Physics",
    accept: /\bscience (teacher|tutor|faculty)\b|\b(physics|chemistry|biology)\b.*\b(teacher|tutor|faculty)\b|\bonline tutor\b/i,
  },
  {
    occupation: "sales", id: "retail-sales-associate", level: "junior", location: "Anna Nagar, Chennai", title: "Retail Sales Associate", earlier: null, years: [1, 0],
    skills: ["Retail Sales", "Customer Handling", "Billing", "Upselling", "Stock Display", "POS"],
    companies: ["Reliance Digital", "Croma", "Vijay Sales"],
    bullets: ["Sold electronics worth 9 lakh a month on the floor", "Ran the billing counter on weekends", "Kept the phone display and stock tidy"],
    degree: "B.Com",
  },
  {
    occupation: "sales", id: "institutional-sales", level: "senior", location: "Vastrapur, Ahmedabad", title: "Institutional Sales Manager", earlier: "Corporate Sales Manager", years: [4, 5],
    skills: ["Institutional Sales", "B2B Sales", "Tendering", "Key Account Management", "Negotiation", "Sales Forecasting"],
    companies: ["Havells India", "Godrej Interio", "Astral Pipes"],
    bullets: ["Sold to 60 builders, hospitals and government buyers", "Won 14 crore of tenders in a year", "Managed corporate accounts in Gujarat"],
    degree: "B.E., MBA Marketing",
  },
  {
    occupation: "support", id: "client-servicing", level: "junior", location: "Sector 62 Noida", title: "Client Servicing Executive", earlier: null, years: [1, 0],
    skills: ["Client Servicing", "Email Support", "Complaint Handling", "Freshdesk", "MS Excel", "Communication Skills"],
    companies: ["InfoEdge (Naukri.com)", "Policybazaar", "Paytm"],
    bullets: ["Handled queries of 300 recruiter clients by phone and email", "Kept first reply time under two hours", "Logged complaints and follow-ups in Freshdesk"],
    degree: "BBA",
  },
  {
    occupation: "accounting", id: "costing-executive", level: "junior", location: "Peelamedu, Coimbatore", title: "Costing Executive", earlier: null, years: [1, 0],
    skills: ["Cost Sheets", "Tally Prime", "Inventory Valuation", "GST", "MIS Reports", "MS Excel"],
    companies: ["Lakshmi Machine Works", "Roots Industries", "KG Hospital"],
    bullets: ["Made cost sheets for 120 machine parts each quarter", "Valued month-end inventory for the plant", "Made the monthly cost MIS for the plant head"],
    degree: "B.Com (CA)",
  },
  {
    occupation: "accounting", id: "am-finance", level: "mid", location: "Hiranandani Gardens, Powai", title: "Assistant Manager - Finance and Accounts", earlier: "Senior Accounts Executive", years: [3, 3],
    skills: ["Month-end Closing", "Ind AS", "SAP FICO", "Statutory Audit", "GST", "Fixed Assets"],
    companies: ["L&T Realty", "Hiranandani Group", "Larsen & Toubro"],
    bullets: ["Closed the books of two real estate companies each month", "Ran the statutory and GST audits", "Kept the fixed asset register as senior executive"],
    degree: "M.Com, CA Inter",
  },
  {
    occupation: "hr", id: "hr-recruiter", level: "junior", location: "Kalyani Nagar, Pune 411006", title: "HR Recruiter", earlier: null, years: [1, 0],
    skills: ["End-to-end Recruitment", "Naukri", "LinkedIn Recruiter", "Screening", "Interview Scheduling", "Offer Negotiation"],
    companies: ["ABC Consultants", "TeamLease Services", "Randstad India"],
    bullets: ["Closed 15 positions a month for IT and BFSI clients", "Screened 60 profiles a day from Naukri and LinkedIn", "Scheduled and followed up interviews"],
    degree: "MBA HR",
  },
  {
    occupation: "logistics", id: "freight-forwarding", level: "junior", location: "Uran, Navi Mumbai", title: "Freight Forwarding Executive", earlier: null, years: [1, 0],
    skills: ["Freight Forwarding", "Sea Freight", "Rate Quotations", "Container Tracking", "Export Documentation", "CargoWise"],
    companies: ["Kuehne+Nagel", "Allcargo Logistics", "Seabird Marine"],
    bullets: ["Quoted and booked 80 sea freight shipments a month", "Tracked containers and updated customers daily", "Checked export documents before cut-off"],
    degree: "B.Com, Diploma in Logistics",
    accept: /\b(freight|forwarding|shipping|export|import|exim|logistics)\b/i,
  },
  {
    occupation: "logistics", id: "purchase-officer", level: "junior", location: "Talegaon Dabhade, Pune", title: "Purchase Officer", earlier: null, years: [1, 0],
    skills: ["Purchase Orders", "Vendor Follow-up", "Tally ERP", "Quotation Comparison", "Negotiation", "MS Excel"],
    companies: ["TVS Srichakra", "Wheels India", "Sundram Fasteners"],
    bullets: ["Raised 250 purchase orders a month for consumables", "Compared three quotes for every order", "Followed up vendors for on-time delivery"],
    degree: "B.Com",
    accept: /\b(purchase|purchasing|procurement|buyer|sourcing)\b/i,
  },
  {
    occupation: "logistics", id: "logistics-analyst", level: "mid", location: "Devanahalli, Bengaluru", title: "Logistics Analyst", earlier: "MIS Executive - Logistics", years: [3, 2],
    skills: ["Freight Cost Analysis", "Route Optimisation", "Power BI", "Advanced Excel", "SQL", "Carrier Performance"],
    companies: ["Amazon Transportation Services", "Blue Dart", "Safexpress"],
    bullets: ["Cut freight cost per kg by 9 % with lane analysis", "Built the carrier scorecard for 40 transporters", "Sent the daily logistics MIS"],
    degree: "B.Tech, MBA Operations",
  },
  {
    occupation: "logistics", id: "transport-manager", level: "senior", location: "Kalamboli, Navi Mumbai", title: "Transport Manager", earlier: "Assistant Transport Manager", years: [4, 5],
    skills: ["Transport Management", "Fleet Operations", "Transporter Negotiation", "Route Planning", "GPS Tracking", "Freight Billing"],
    companies: ["VRL Logistics", "TCI Freight", "Gati"],
    bullets: ["Ran 250 trucks a day for FMCG and steel customers", "Cut empty running by 14 %", "Planned routes and transporters as assistant manager"],
    degree: "B.Com, MBA Logistics",
    accept: /\b(transport|fleet|logistics|distribution|supply chain|operations)\b/i,
  },
  {
    occupation: "logistics", id: "materials-manager", level: "senior", location: "Ranjangaon, Pune", title: "Materials Manager", earlier: "Stores and Purchase In-charge", years: [4, 6],
    skills: ["Materials Management", "MRP", "SAP MM", "Inventory Control", "Vendor Management", "Stores"],
    companies: ["LG Electronics", "Whirlpool of India", "Fiat India Automobiles"],
    bullets: ["Ran planning, stores and buying for a plant of 2,000 parts", "Cut inventory days from 34 to 21", "Ran stores and purchase for a smaller plant"],
    degree: "B.E. Mechanical, PGDMM",
    accept: /\b(materials?|procurement|purchase|stores?|inventory|supply chain|warehouse|logistics)\b/i,
  },
  {
    occupation: "logistics", id: "inventory-planner", level: "mid", location: "Udyog Vihar, Gurugram", title: "Inventory Planner", earlier: "Inventory Executive", years: [3, 2],
    skills: ["Inventory Planning", "Replenishment", "Forecasting", "Advanced Excel", "Oracle Retail", "Stock Ageing"],
    companies: ["Lenskart", "Nykaa Fashion", "Max Fashion"],
    bullets: ["Planned stock for 300 stores and two warehouses", "Cut ageing stock by a fifth in a year", "Ran daily replenishment as inventory executive"],
    degree: "BBA, MBA Operations",
    accept: /\b(inventory|replenishment|demand|supply|material)\b.*\b(plann(er|ing)|analyst|controller)\b|\b(supply chain|inventory)\b/i,
  },
  {
    occupation: "hospitality", id: "duty-manager", level: "mid", location: "MI Road, Jaipur", title: "Duty Manager", earlier: "Guest Relations Officer", years: [3, 3],
    skills: ["Front Office Operations", "Guest Relations", "Complaint Handling", "IDS Fortune", "Night Shift Management", "Upselling"],
    companies: ["Taj Holiday Village", "Novotel Goa", "Alila Diwa"],
    bullets: ["Ran the hotel on evening and night shifts", "Handled guest complaints and VIP arrivals", "Welcomed and looked after guests as GRO"],
    degree: "BHM",
  },
  {
    occupation: "hospitality", id: "fb-steward", level: "junior", location: "Gachibowli, Hyderabad 500032", title: "F&B Steward", earlier: null, years: [1, 0],
    skills: ["Food and Beverage Service", "Table Setting", "Order Taking", "Guest Handling", "Micros POS", "Hygiene"],
    companies: ["Hyatt Hyderabad Gachibowli", "Sheraton Hyderabad", "Novotel HICC"],
    bullets: ["Served 60 covers a shift in the all-day diner", "Took orders on Micros and upsold desserts", "Set up banquets for conferences"],
    degree: "Diploma in Hotel Management",
  },
  {
    occupation: "banking", id: "probationary-officer", level: "junior", location: "Sector 22, Chandigarh", title: "Probationary Officer", earlier: null, years: [1, 0],
    skills: ["Branch Banking", "Loan Processing", "CBS", "KYC", "Customer Service", "Priority Sector Lending"],
    companies: ["Bank of Baroda", "Canara Bank", "Central Bank of India"],
    bullets: ["Handled the loan desk of a branch with 12,000 accounts", "Processed 30 MUDRA and agri loans a month", "Ran cash and clearing during rotations"],
    degree: "B.Sc Agriculture",
  },
  {
    occupation: "banking", id: "collections-officer", level: "mid", location: "Bhosari, Pune 411026", title: "Collections Officer", earlier: "Tele Collections Executive", years: [3, 2],
    skills: ["Collections", "Recovery", "Two-Wheeler Loans", "Field Visits", "Customer Negotiation", "SARFAESI"],
    companies: ["Bajaj Finance", "Shriram Finance", "Cholamandalam Finance"],
    bullets: ["Collected from 250 overdue accounts a month", "Kept the bucket's roll-forward under 4 %", "Called overdue customers as tele-collections executive"],
    degree: "B.Com",
    accept: /\b(collections?|recovery|loan officer|credit officer|bank|banking|branch)\b/i,
  },
  {
    occupation: "banking", id: "nri-rm", level: "mid", location: "Panampilly Nagar, Kochi", title: "NRI Relationship Manager", earlier: "Personal Banker", years: [3, 2],
    skills: ["NRI Banking", "NRE/NRO Accounts", "Cross-selling", "Wealth Products", "KYC", "Customer Relationships"],
    companies: ["South Indian Bank", "ICICI Bank", "Federal Bank"],
    bullets: ["Managed 450 NRI families with 180 crore of deposits", "Sold insurance and mutual funds worth 6 crore", "Opened and served accounts as personal banker"],
    degree: "MBA Finance",
  },
  {
    occupation: "banking", id: "branch-ops-manager", level: "senior", location: "Abids, Hyderabad", title: "Branch Operations Manager", earlier: "Branch Operations Officer", years: [4, 5],
    skills: ["Branch Operations", "Cash Management", "Audit Compliance", "Finacle", "KYC", "Team Management"],
    companies: ["Kotak Mahindra Bank", "Axis Bank", "RBL Bank"],
    bullets: ["Ran operations and cash for a branch of 11 staff", "Closed every audit with no major finding for three years", "Ran clearing and account opening as operations officer"],
    degree: "B.Com, JAIIB",
    accept: /\b(branch|bank|banking|relationship manager)\b/i,
  },
  {
    occupation: "banking", id: "business-banking-rm", level: "senior", location: "Rajouri Garden, New Delhi", title: "Business Banking Relationship Manager", earlier: "SME Credit Officer", years: [4, 4],
    skills: ["Business Banking", "Working Capital", "CMA Data", "Credit Appraisal", "Client Acquisition", "Cross-selling"],
    companies: ["HDFC Bank", "Yes Bank", "IndusInd Bank"],
    bullets: ["Managed 70 SME clients with 220 crore of limits", "Brought in 45 crore of new working capital in a year", "Appraised SME loans as credit officer"],
    degree: "MBA Finance",
  },
  {
    occupation: "civil", id: "civil-site-supervisor", level: "junior", location: "Kharar, Mohali", title: "Site Supervisor - Civil", earlier: null, years: [1, 0],
    skills: ["Site Supervision", "Labour Management", "Shuttering", "Reinforcement Checking", "Daily Progress Report", "AutoCAD"],
    companies: ["Omaxe", "JLPL", "Sushma Group"],
    bullets: ["Supervised 60 workers on a 12-storey block", "Checked steel and shuttering before every pour", "Sent daily progress reports"],
    degree: "Diploma in Civil Engineering",
  },
  {
    occupation: "civil", id: "resident-engineer", level: "senior", location: "Gomti Nagar Extension, Lucknow", title: "Resident Engineer", earlier: "Assistant Resident Engineer", years: [4, 5],
    skills: ["Construction Supervision", "Quality Control", "Contract Management", "Bill Certification", "Highways", "MS Project"],
    companies: ["LEA Associates", "RITES", "Egis India"],
    bullets: ["Supervised a 45 km four-lane highway for the authority", "Certified 300 crore of contractor bills", "Checked quality and measurements as assistant"],
    degree: "M.Tech Transportation Engineering",
  },
  {
    occupation: "mechanical", id: "qc-inspector", level: "junior", location: "Peenya Industrial Area, Bengaluru", title: "QC Inspector", earlier: null, years: [1, 0],
    skills: ["Incoming Inspection", "Vernier and Micrometer", "CMM", "Inspection Reports", "5S", "ISO 9001"],
    companies: ["Tata Motors", "Bosch", "Hitachi Astemo"],
    bullets: ["Inspected 150 incoming lots a week with gauges and CMM", "Raised non-conformance reports to suppliers", "Kept inspection records for the ISO audit"],
    degree: "Diploma in Mechanical Engineering",
    accept: /\b(quality|qc|qa|inspection|inspector)\b.*\b(engineer|inspector|executive|supervisor)\b|\bmechanical\b/i,
  },
  {
    occupation: "mechanical", id: "shift-incharge", level: "mid", location: "Hosur, Tamil Nadu", title: "Shift In-charge - Production", earlier: "Production Supervisor", years: [3, 3],
    skills: ["Shift Management", "OEE", "Production Planning", "TPM", "Kaizen", "Manpower Handling"],
    companies: ["TVS Motor Company", "Ashok Leyland", "Titan Company"],
    bullets: ["Ran a shift of 80 operators across two assembly lines", "Raised OEE from 72 % to 81 %", "Ran one line as production supervisor"],
    degree: "B.E. Mechanical",
    accept: /\b(production|shift|manufacturing|plant)\b.*\b(engineer|in-?charge|supervisor|executive)\b|\bmechanical\b/i,
  },
  {
    occupation: "mechanical", id: "industrial-engineer", level: "mid", location: "Bidadi, Bengaluru", title: "Industrial Engineer", earlier: "Graduate Engineer Trainee - IE", years: [3, 1],
    skills: ["Time Study", "Line Balancing", "Lean Manufacturing", "Value Stream Mapping", "Plant Layout", "AutoCAD"],
    companies: ["Hyundai Motor India", "Saint-Gobain", "Foxconn"],
    bullets: ["Balanced three assembly lines and cut takt time by 8 %", "Mapped the value stream of the paint shop", "Did time studies as a trainee"],
    degree: "B.E. Mechanical",
    accept: /\b(industrial|production|process|manufacturing|mechanical)\b.*\bengineer\b/i,
  },
  {
    occupation: "mechanical", id: "rnd-engineer", level: "mid", location: "Hinjewadi, Pune", title: "R&D Engineer - Mechanical", earlier: "Design Trainee", years: [3, 1],
    skills: ["Product Development", "Creo", "FEA", "Prototype Testing", "GD&T", "DFMEA"],
    companies: ["Cummins India", "Thermax", "Forbes Marshall"],
    bullets: ["Designed and tested parts for a new boiler burner", "Ran FEA that cut bracket weight by 20 %", "Drew parts in Creo as a trainee"],
    degree: "M.Tech Design Engineering",
    accept: /\b(r&d|design|cad|product development|mechanical)\b.*\bengineer\b/i,
  },
  {
    occupation: "mechanical", id: "maintenance-manager", level: "senior", location: "Rabale MIDC, Navi Mumbai", title: "Maintenance Manager", earlier: "Senior Maintenance Engineer", years: [4, 6],
    skills: ["Preventive Maintenance", "TPM", "Utilities", "Breakdown Analysis", "SAP PM", "Spares Planning"],
    companies: ["Alok Industries", "Welspun", "Bayer CropScience"],
    bullets: ["Ran mechanical and utility maintenance for a chemical plant", "Cut breakdown hours by 40 % with TPM", "Ran shift maintenance as senior engineer"],
    degree: "B.E. Mechanical",
    accept: /\b(maintenance|mechanical|plant head|utility)\b/i,
  },
  {
    occupation: "design", id: "communication-designer", level: "mid", location: "Lower Parel, Mumbai 400013", title: "Communication Designer", earlier: "Design Intern", years: [3, 1],
    skills: ["Adobe Illustrator", "InDesign", "Typography", "Layout Design", "Brand Guidelines", "Print Production"],
    companies: ["Ogilvy India", "Elephant Design", "Sideways"],
    bullets: ["Designed campaigns, packaging and reports for five brands", "Wrote brand guidelines for a bank", "Made layouts as an intern"],
    degree: "B.Des, NID",
    accept: /\b(communication|visual|graphic|brand) designer\b/i,
  },
  {
    occupation: "digital-marketing", id: "digital-marketing-analyst", level: "mid", location: "Kazhakoottam, Trivandrum", title: "Digital Marketing Analyst", earlier: "Digital Marketing Intern", years: [3, 1],
    skills: ["Google Ads", "SEO", "Meta Ads", "Email Marketing", "Google Analytics", "Landing Pages"],
    companies: ["UST", "Tata Elxsi", "Webandcrafts"],
    bullets: ["Ran search and social campaigns for B2B software", "Doubled monthly leads in a year", "Wrote blog posts and emails as an intern"],
    degree: "B.Tech, Digital Marketing Certificate",
  },
  {
    occupation: "content", id: "content-marketing-exec", level: "junior", location: "Sector 44, Gurgaon", title: "Content Marketing Executive", earlier: null, years: [1, 0],
    skills: ["Blog Writing", "SEO Writing", "WordPress", "Email Newsletters", "Canva", "Keyword Research"],
    companies: ["MakeMyTrip", "Zomato", "Grofers"],
    bullets: ["Wrote 12 SEO blog posts a month", "Ran the weekly newsletter for 80,000 readers", "Researched keywords for the travel guides"],
    degree: "B.A. Journalism",
  },
  {
    occupation: "clinical-research", id: "clinical-project-manager", level: "senior", location: "Goregaon, Mumbai", title: "Clinical Project Manager", earlier: "Lead CRA", years: [4, 5],
    skills: ["Clinical Project Management", "ICH-GCP", "Site Management", "Budget Tracking", "Vendor Oversight", "CTMS"],
    companies: ["Syneos Health", "PPD", "Lambda Therapeutic Research"],
    bullets: ["Ran two phase III oncology studies at 40 sites", "Delivered first patient in two weeks early", "Monitored and led CRAs as lead CRA"],
    degree: "M.Pharm Pharmacology",
    accept: /\bclinical (project|research|operations|trial)\b/i,
  },
  {
    occupation: "clinical-research", id: "coding-auditor", level: "senior", location: "Electronic City Phase 1, Bengaluru", title: "Medical Coding Auditor", earlier: "Senior Medical Coder", years: [4, 4],
    skills: ["Coding Audits", "ICD-10-CM", "CPT", "HCC", "CPC", "Coder Training"],
    companies: ["Omega Healthcare", "Access Healthcare", "R1 RCM"],
    bullets: ["Audited 300 charts a week and trained 25 coders", "Raised team accuracy from 93 % to 97 %", "Coded HCC charts as senior coder"],
    degree: "B.Sc Nursing, CPC",
    accept: /\bmedical (coder|coding)\b|\bcoding (auditor|specialist|team lead|quality)\b/i,
  },
  {
    occupation: "clinical-research", id: "em-coder", level: "junior", location: "Uppal, Hyderabad", title: "E&M Coder", earlier: null, years: [1, 0],
    skills: ["E&M Coding", "ICD-10-CM", "CPT", "Medical Terminology", "Anatomy", "Encoder Pro"],
    companies: ["Cognizant", "Firstsource", "Ventra Health"],
    bullets: ["Coded 70 emergency department E&M charts a day", "Kept 95 % accuracy in quality audits", "Trained in anatomy and CPT for three months"],
    degree: "B.Pharm",
    accept: /\bmedical (coder|coding)\b|\b(e&m|coding) (coder|specialist)\b/i,
  },
  {
    occupation: "clinical-research", id: "case-processing", level: "mid", location: "Airoli, Navi Mumbai 400708", title: "Case Processing Specialist", earlier: "Drug Safety Trainee", years: [3, 1],
    skills: ["ICSR Processing", "Argus Safety", "MedDRA Coding", "Narrative Writing", "Literature Screening", "Pharmacovigilance"],
    companies: ["Accenture", "TCS", "Wipro"],
    bullets: ["Processed 6 serious ICSRs a day end to end", "Wrote narratives and coded events in MedDRA", "Screened literature as a trainee"],
    degree: "Pharm.D",
    accept: /\b(pharmacovigilance|drug safety|case processing|safety (associate|scientist|specialist))\b/i,
  },
  {
    occupation: "project-management", id: "pmo-lead", level: "senior", location: "Thoraipakkam, Chennai", title: "PMO Lead", earlier: "Project Analyst", years: [4, 4],
    skills: ["PMO", "Portfolio Reporting", "Resource Management", "MS Project", "Governance", "Power BI"],
    companies: ["Standard Chartered GBS", "Cognizant", "Ford Business Solutions"],
    bullets: ["Ran the PMO for 40 projects and 600 people", "Built the portfolio dashboard the leadership reviews weekly", "Tracked plans and risks as project analyst"],
    degree: "B.E., PMP",
  },
  // ---- software ------------------------------------------------------------------------------------------
  {
    occupation: "backend", id: "api-developer", level: "junior", location: "Technopark Phase 3, Trivandrum", title: "API Developer", earlier: null, years: [1, 0],
    skills: ["Node.js", "Express", "MongoDB", "REST APIs", "JavaScript", "Git"],
    companies: ["Tata Elxsi", "Quest Global", "Guidehouse"],
    bullets: ["Built REST APIs for a hospital booking app", "Wrote MongoDB aggregations for reports", "Wrote unit tests with Jest"],
    degree: "B.Tech CSE",
  },
  {
    occupation: "backend", id: "sde-2", level: "mid", location: "Bellandur, Bangalore", title: "Software Development Engineer II", earlier: "Software Development Engineer I", years: [2, 2],
    skills: ["Java", "Spring Boot", "Microservices", "AWS", "MySQL", "Kafka"],
    companies: ["Amazon", "Zeta", "Swiggy"],
    bullets: ["Built the payment retries service handling 2 million calls a day", "Cut p99 latency of the ledger API by 40 %", "Built internal tools as SDE I"],
    degree: "B.Tech CSE, NIT",
  },
  {
    occupation: "backend", id: "senior-java-engineer", level: "senior", location: "Magarpatta, Pune 411013", title: "Senior Java Engineer", earlier: "Java Developer", years: [4, 3],
    skills: ["Java 17", "Spring Boot", "Hibernate", "Oracle", "Microservices", "Jenkins"],
    companies: ["Barclays", "Mastercard", "Persistent Systems"],
    bullets: ["Led the Java rewrite of a card disputes platform", "Moved 12 services from WebLogic to Spring Boot", "Built batch jobs as Java developer"],
    degree: "B.E. Computer",
    accept: /\b(java|backend|back-end|software (engineer|developer)|spring)\b/i,
  },
  {
    occupation: "backend", id: "rails-developer", level: "mid", location: "", title: "Ruby on Rails Developer", earlier: "Web Developer", years: [3, 2],
    skills: ["Ruby on Rails", "Ruby", "PostgreSQL", "Sidekiq", "RSpec", "REST APIs"],
    companies: ["Freshworks", "Josh Software", "BigBinary"],
    bullets: ["Built billing features for a SaaS product in Rails", "Moved slow jobs to Sidekiq", "Built client websites as web developer"],
    degree: "B.E. IT",
    accept: /\b(ruby|rails|backend|back-end|software (engineer|developer)|web developer)\b/i,
  },
  {
    occupation: "frontend", id: "javascript-developer", level: "mid", location: "Berlin, Germany", title: "JavaScript Developer", earlier: "Junior Web Developer", years: [3, 2],
    skills: ["JavaScript", "TypeScript", "React", "Node.js", "Webpack", "Jest"],
    companies: ["Zalando", "N26", "Infosys"],
    bullets: ["Built checkout pages for a fashion marketplace", "Cut bundle size by 30 % with code splitting", "Built landing pages as junior developer"],
    degree: "B.Tech CSE",
  },
  {
    occupation: "mobile", id: "senior-mobile-engineer", level: "senior", location: "Baner, Pune 411045", title: "Senior Mobile Engineer", earlier: "Android Developer", years: [4, 3],
    skills: ["Kotlin", "Swift", "React Native", "Mobile Architecture", "CI/CD for Mobile", "Firebase"],
    companies: ["Druva", "Pubmatic", "Zensar Technologies"],
    bullets: ["Led the Android and iOS apps of a backup product", "Set up mobile CI that ships weekly", "Built Android apps in Kotlin"],
    degree: "B.E. Computer",
    accept: /\b(mobile|android|ios|flutter|react native)\b/i,
  },
  {
    occupation: "mobile", id: "swiftui-developer", level: "junior", location: "Cyberabad, Hyderabad", title: "SwiftUI Developer", earlier: null, years: [1, 0],
    skills: ["Swift", "SwiftUI", "UIKit", "Xcode", "REST APIs", "Git"],
    companies: ["Innominds", "Zenoti", "Darwinbox"],
    bullets: ["Built five SwiftUI screens for a salon app", "Fixed 30 crash reports from Crashlytics", "Wrote unit tests with XCTest"],
    degree: "B.Tech CSE",
    accept: /\b(ios|swift|mobile)\b/i,
  },
  {
    occupation: "data-analytics", id: "marketing-analyst", level: "mid", location: "Hitec City, Hyderabad", title: "Marketing Analyst", earlier: "Data Analyst Intern", years: [3, 1],
    skills: ["SQL", "Google Analytics", "Tableau", "Marketing Attribution", "Python", "Excel"],
    companies: ["Novartis", "Deloitte", "Tiger Analytics"],
    bullets: ["Measured campaign return for a pharma brand portfolio", "Built the weekly marketing dashboard in Tableau", "Cleaned sales data as an intern"],
    degree: "B.Tech, PGDM",
    accept: /\b(data analyst|marketing analyst|business intelligence|bi (analyst|developer)|analytics|reporting analyst|product analyst|business analyst|mis analyst)\b/i,
  },
  {
    occupation: "data-analytics", id: "analytics-lead", level: "senior", location: "Sector 48, Gurugram", title: "Analytics Lead", earlier: "Senior Business Analyst", years: [3, 5],
    skills: ["SQL", "Power BI", "Python", "Stakeholder Management", "Team Leadership", "A/B Testing"],
    companies: ["American Express", "Paytm", "EXL Service"],
    bullets: ["Led six analysts for the card acquisition team", "Built the funnel metrics used in every weekly review", "Ran analyses as senior business analyst"],
    degree: "B.Tech, IIT",
  },
  {
    occupation: "data-science", id: "ai-ml-engineer", level: "mid", location: "Singapore", title: "AI/ML Engineer", earlier: "Software Engineer", years: [3, 2],
    skills: ["Python", "LLMs", "PyTorch", "MLOps", "Vector Databases", "Docker"],
    companies: ["Grab", "Shopee", "Tata Consultancy Services"],
    bullets: ["Built a support chatbot with retrieval over 40,000 articles", "Cut model serving cost by a third", "Built APIs as software engineer"],
    degree: "M.Tech CSE",
  },
  {
    occupation: "data-engineering", id: "pyspark-developer", level: "mid", location: "Kharadi, Pune 411014", title: "PySpark Developer", earlier: "SQL Developer", years: [3, 2],
    skills: ["PySpark", "Hadoop", "Hive", "SQL", "Airflow", "AWS EMR"],
    companies: ["Barclays", "Citi", "Infosys"],
    bullets: ["Built PySpark jobs over 5 TB of daily card data", "Cut a nightly batch from 6 to 2 hours", "Wrote stored procedures as SQL developer"],
    degree: "B.E. IT",
  },
  {
    occupation: "devops", id: "build-release", level: "mid", location: "Sholinganallur, Chennai 600119", title: "Build and Release Engineer", earlier: "Linux Support Engineer", years: [3, 2],
    skills: ["Jenkins", "Git", "Maven", "Docker", "Ansible", "Linux"],
    companies: ["Zoho", "Verizon", "HCLTech"],
    bullets: ["Ran builds and releases for 30 services", "Cut release time from two days to two hours", "Supported Linux servers"],
    degree: "B.E. ECE",
  },
  {
    occupation: "qa", id: "test-analyst", level: "mid", location: "", title: "Test Analyst", earlier: "Junior Tester", years: [3, 2],
    skills: ["Test Planning", "Functional Testing", "API Testing", "Postman", "JIRA", "SQL"],
    companies: ["NTT Data", "Hexaware", "Mindtree"],
    bullets: ["Planned and ran tests for an insurance claims system", "Found 200 defects before UAT", "Ran manual tests as junior tester"],
    degree: "B.Sc IT, ISTQB",
  },
  {
    occupation: "security", id: "cyber-security-engineer", level: "mid", location: "Sector 5, Salt Lake", title: "Cyber Security Engineer", earlier: "Network Engineer", years: [3, 2],
    skills: ["Firewalls", "SIEM", "Endpoint Security", "Vulnerability Assessment", "Palo Alto", "Incident Response"],
    companies: ["PwC India", "ITC Infotech", "Tata Consultancy Services"],
    bullets: ["Ran firewalls and EDR for 4,000 endpoints", "Cut mean time to contain incidents by half", "Ran LAN and WAN as network engineer"],
    degree: "B.Tech ECE, CEH",
  },
  {
    occupation: "product", id: "platform-pm", level: "mid", location: "JP Nagar, Bengaluru", title: "Platform Product Manager", earlier: "Software Engineer", years: [3, 3],
    skills: ["Platform Strategy", "APIs", "Developer Experience", "Roadmapping", "SQL", "Stakeholder Management"],
    companies: ["Razorpay", "Juspay", "Infosys"],
    bullets: ["Owned the payments API platform used by 8,000 merchants", "Cut integration time from 10 days to 3", "Built APIs as software engineer"],
    degree: "B.Tech CSE",
  },
  {
    occupation: "sap", id: "sap-mm-lead", level: "senior", location: "Brookefield, Bengaluru", title: "SAP MM Lead", earlier: "SAP MM Consultant", years: [4, 5],
    skills: ["SAP MM", "S/4HANA Sourcing and Procurement", "Inventory Management", "Release Strategy", "Integration with FI", "Team Leadership"],
    companies: ["Deloitte", "Infosys", "Capgemini"],
    bullets: ["Led the MM stream of an S/4HANA rollout for 14 plants", "Designed release strategies and vendor evaluation", "Configured MM as consultant"],
    degree: "B.E. Mechanical, MBA",
    accept: /\bsap\b.*\b(mm|materials|procurement)\b|\b(erp consultant|sap solution architect)\b/i,
  },
  {
    occupation: "sap", id: "sap-technical-consultant", level: "mid", location: "", title: "SAP Technical Consultant", earlier: "SAP Trainee", years: [3, 1],
    skills: ["ABAP", "RICEFW", "Smart Forms", "BAPI", "IDocs", "Debugging"],
    companies: ["TCS", "Tech Mahindra", "LTIMindtree"],
    bullets: ["Built 60 reports, forms and interfaces for a utility", "Fixed IDoc failures in the order interface", "Learnt ABAP as a trainee"],
    degree: "B.Tech IT",
    accept: /\bsap\b.*\b(abap|technical|developer)\b|\babap\b/i,
  },
  {
    occupation: "it-support", id: "desktop-support-technician", level: "junior", location: "LB Nagar, Hyderabad", title: "Desktop Support Technician", earlier: null, years: [1, 0],
    skills: ["Desktop Support", "Windows 10", "Hardware Troubleshooting", "Printer Support", "Outlook", "LAN"],
    companies: ["HCL Infosystems", "Allied Digital Services", "Vijaya Diagnostic Centre"],
    bullets: ["Fixed 30 desktop and printer issues a day for 500 users", "Imaged and set up 200 laptops", "Crimped and tested LAN cables"],
    degree: "Diploma in Computer Hardware",
  },
  {
    occupation: "it-support", id: "it-administrator", level: "mid", location: "Thaltej, Ahmedabad", title: "IT Administrator", earlier: "IT Support Executive", years: [3, 2],
    skills: ["Windows Server", "Active Directory", "Microsoft 365", "Firewall", "Backup", "VMware"],
    companies: ["Torrent Pharmaceuticals", "Adani Group", "Cadila Healthcare"],
    bullets: ["Ran servers, email and backups for 600 users", "Moved mail from Exchange to Microsoft 365", "Supported users as IT executive"],
    degree: "B.Sc IT, MCSA",
    accept: /\b(it administrator|system administrator|network|windows administrator|it support|it infrastructure|desktop support)\b/i,
  },
  {
    occupation: "it-support", id: "it-infra-lead", level: "senior", location: "Ghansoli, Navi Mumbai", title: "IT Infrastructure Lead", earlier: "System Administrator", years: [4, 5],
    skills: ["IT Infrastructure", "Data Centre", "VMware", "Network Management", "Vendor Management", "ITIL"],
    companies: ["Reliance Industries", "Mahindra & Mahindra", "Sify Technologies"],
    bullets: ["Ran servers, network and storage for 12 offices", "Moved a data centre with six hours of planned downtime", "Ran Windows and Linux servers as system administrator"],
    degree: "B.E. Computer, ITIL",
  },
];

export function fresh8Personas(): Persona[] {
  return asPersonas(PEOPLE, "fresh8");
}
