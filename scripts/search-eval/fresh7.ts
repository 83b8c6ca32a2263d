/**
 * The eighth held-out set of `npm run eval:search` (split "fresh7"), written on 2026-11-27 before any ranking change
 * of the next pass, once fresh6 (fresh6.ts) had been read for its aggregates and joined the tuning side. While it
 * was held out only its aggregate numbers were read; since fresh8 (fresh8.ts) was written it is on the tuning side
 * (`EVAL_VERBOSE` may print its people).
 *
 * 61 people, every occupation of occupations.ts, with more of them where fresh6 was weakest: mechanical (6: a mould
 * design engineer, a vendor development engineer, a production supervisor, a senior reliability engineer, a manager of
 * new product development, a diploma trainee engineer), logistics and supply chain (6: a customs clearance executive,
 * a shipping executive, a supply chain planner, a stores officer, a head of supply chain, a hub operations executive),
 * banking (4: a branch manager, a teller, a credit underwriter, a forex and remittance officer), clinical research (4:
 * a clinical data manager, an IP DRG coder, a regulatory affairs associate, an aggregate reports scientist), teaching
 * (4: a PGT English, a mathematics lecturer, a JEE physics faculty, an academic coordinator), mobile (3: a mobile app
 * developer, a lead Android engineer, a Flutter engineer), nursing (3: an oncology nurse, a nursing officer, a nurse
 * manager), civil (3: an estimation engineer, a graduate engineer trainee, a construction manager), accounting (3: a
 * tax associate, a financial controller, an accounts officer), backend (3: a Django developer, a staff backend
 * engineer, a PHP developer), sales (2), hospitality (2: a front office supervisor, a pastry chef) and SAP and ERP (2:
 * an S/4HANA finance consultant, a senior ABAP consultant); one in every other occupation. Written like fresh6.ts:
 * each a person of their own with a specific real title not used by the 87, fresh, fresh2, fresh3, fresh4, fresh5 or
 * fresh6 (checked with a script over all seven sets), real employers (Indian ones for the people in India), places as people write them (suburbs,
 * "Sahar, Mumbai", "Taloja, Navi Mumbai", "Bhiwandi, Maharashtra", "Oragadam, Chennai", "IMT Manesar, Gurugram",
 * "Noida Extension", "Secunderabad 500003", "Bhubaneswar 751024", "Vellore, Tamil Nadu", "Nagpur"), two abroad
 * (Melbourne VIC, Munich, Germany) and two with none. Where a person would apply to fewer titles than their
 * occupation's `accept` (or to titles it lacks), their own is written here from the title alone.
 *
 * Each was checked with availability.ts (no search run) to have at least 12 relevant postings in the 10,000-posting
 * index. Moved by that count alone (the first place written, with its count, then the place kept): the hospital
 * pharmacist (Kalyan Nagar, Bengaluru, 11, to Mulund West, Mumbai), the shipping executive (Tondiarpet, Chennai, 8, to
 * Ballard Estate, Mumbai), the supply chain planner (Whitefield, Bengaluru, 10, to Hadapsar, Pune), the pastry chef
 * (MG Road, Bengaluru, 5, to Vasant Kunj, New Delhi), the forex and remittance officer (Edappally, Kochi, 6, to Karol
 * Bagh, New Delhi), the production supervisor (Pithampur, Madhya Pradesh, 3, to Talawade, Pune), the senior
 * reliability engineer (Jamnagar, Gujarat, 7, to Chembur, Mumbai), the IP DRG coder (Velachery, Chennai, 10: the
 * index has no such post in Chennai, only remote ones, to Ameerpet, Hyderabad) and the senior product owner (San
 * Francisco, CA, 9, to Prabhadevi, Mumbai); the companies were left as written. Nobody was replaced. The new place of
 * each was picked from the count of postings with the person's titles and level per city (the same rules, no search).
 */
import { asPersonas, type FreshPerson } from "./fresh";
import type { Persona } from "./occupations";

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "nursing", id: "oncology-nurse", level: "mid", location: "Parel, Mumbai", title: "Oncology Nurse", earlier: "Staff Nurse", years: [3, 2],
    skills: ["Chemotherapy Administration", "Oncology Nursing", "PICC Line Care", "Pain Management", "Patient Counselling", "BLS"],
    companies: ["Tata Memorial Hospital", "Jaslok Hospital", "Wockhardt Hospitals"],
    bullets: ["Gave chemotherapy to 15 day-care patients a shift", "Cared for PICC and port lines and taught patients about side effects", "Worked the surgical ward as staff nurse"],
    degree: "B.Sc Nursing, Oncology Nursing Certificate",
  },
  {
    occupation: "nursing", id: "nursing-officer", level: "junior", location: "Sarita Vihar, New Delhi", title: "Nursing Officer", earlier: null, years: [1, 0],
    skills: ["Patient Care", "IV Cannulation", "Vital Signs", "Nursing Documentation", "Infection Control", "Medication Administration"],
    companies: ["Indraprastha Apollo Hospitals", "Safdarjung Hospital", "Fortis Escorts Heart Institute"],
    bullets: ["Cared for eight patients a shift in the medicine ward", "Kept intake-output charts and nursing notes", "Trained in the cardiac ward during internship"],
    degree: "B.Sc (Hons) Nursing",
  },
  {
    occupation: "nursing", id: "nurse-manager", level: "senior", location: "Vellore, Tamil Nadu", title: "Nurse Manager", earlier: "Ward Sister", years: [4, 6],
    skills: ["Nursing Administration", "Staff Scheduling", "NABH Accreditation", "Quality Improvement", "Clinical Supervision", "Budgeting"],
    companies: ["Christian Medical College", "Naruvi Hospitals", "Sri Narayani Hospital"],
    bullets: ["Ran nursing for four wards and 60 nurses", "Led the NABH nursing audit with no major findings", "Ran a 30-bed medical ward as ward sister"],
    degree: "M.Sc Nursing",
  },
  {
    occupation: "allied-health", id: "hospital-pharmacist", level: "mid", location: "Mulund West, Mumbai", title: "Hospital Pharmacist", earlier: "Pharmacist Trainee", years: [3, 1],
    skills: ["Inpatient Dispensing", "Drug Interactions", "Narcotics Register", "Inventory Management", "HIS", "Patient Counselling"],
    companies: ["Aster CMI Hospital", "Sakra World Hospital", "Cloudnine Hospital"],
    bullets: ["Dispensed to 250 inpatient beds on shifts", "Kept the narcotics register and monthly expiry checks", "Trained in the outpatient pharmacy"],
    degree: "B.Pharm",
  },
  {
    occupation: "teaching", id: "pgt-english", level: "senior", location: "Sector 15, Faridabad", title: "PGT English", earlier: "TGT English", years: [5, 4],
    skills: ["English Literature", "CBSE Classes 11-12", "Grammar", "Creative Writing", "Board Exam Preparation", "Debate Coaching"],
    companies: ["Modern Delhi Public School", "Apeejay School", "DAV Public School"],
    bullets: ["Taught English core to classes 11 and 12 with a 91 % board average", "Ran the school magazine and the debating club", "Taught English to classes 6 to 10 as TGT"],
    degree: "M.A. English, B.Ed",
    accept: /\benglish\b.*\b(teacher|faculty|tutor|lecturer|trainer)\b|\b(pgt|tgt) english\b/i,
  },
  {
    occupation: "teaching", id: "maths-lecturer", level: "mid", location: "Dilsukhnagar, Hyderabad", title: "Mathematics Lecturer", earlier: "Maths Teacher", years: [4, 2],
    skills: ["Mathematics", "Intermediate Board", "EAMCET", "Algebra", "Calculus", "Classroom Teaching"],
    companies: ["Sri Chaitanya Junior College", "Narayana Junior College", "Gowtham Model School"],
    bullets: ["Taught mathematics to intermediate first and second year batches of 60", "Set weekly EAMCET practice tests", "Taught classes 8 to 10 at a school"],
    degree: "M.Sc Mathematics, B.Ed",
    accept: /\b(mathematics|maths?)\b.*\b(teacher|faculty|tutor|lecturer)\b|\b(pgt|tgt) (mathematics|maths)\b|\bonline tutor\b/i,
  },
  {
    occupation: "teaching", id: "physics-faculty", level: "mid", location: "Laxmi Nagar, Delhi", title: "Physics Faculty - JEE", earlier: "Physics Teacher", years: [3, 2],
    skills: ["Physics", "JEE Main", "JEE Advanced", "Mechanics", "Doubt Solving", "Test Series"],
    companies: ["FIITJEE", "Aakash Institute", "Vidyamandir Classes"],
    bullets: ["Taught mechanics and electrostatics to JEE batches of 120", "Wrote and reviewed the weekly test series", "Taught physics to classes 11 and 12 at a school"],
    degree: "M.Sc Physics",
    accept: /\bphysics\b.*\b(teacher|faculty|tutor|lecturer)\b|\b(pgt|tgt) physics\b|\bscience (teacher|faculty)\b/i,
  },
  {
    occupation: "teaching", id: "academic-coordinator", level: "senior", location: "Bopal, Ahmedabad", title: "Academic Coordinator", earlier: "Mathematics Teacher", years: [4, 6],
    skills: ["Curriculum Planning", "Teacher Training", "CBSE", "Timetabling", "Assessment", "Parent Communication"],
    companies: ["Udgam School for Children", "Anand Niketan", "Zydus School for Excellence"],
    bullets: ["Coordinated academics for classes 6 to 10 and 35 teachers", "Ran teacher observations and monthly training", "Taught mathematics to classes 8 to 10"],
    degree: "M.Sc Mathematics, B.Ed",
    accept: /\b(academic (coordinator|head)|head of (curriculum|academics)|vice principal|curriculum (coordinator|head))\b|\b(mathematics|maths?)\b.*\b(teacher|faculty)\b/i,
  },
  {
    occupation: "sales", id: "medical-rep", level: "junior", location: "Nagpur", title: "Medical Representative", earlier: null, years: [1, 0],
    skills: ["Pharma Sales", "Doctor Calls", "Product Detailing", "Territory Management", "Chemist Coverage", "Sales Reporting"],
    companies: ["Sun Pharma", "Alkem Laboratories", "Mankind Pharma"],
    bullets: ["Met 12 doctors and 8 chemists a day in the Nagpur HQ", "Reached 108 % of the yearly target", "Launched two cardiac brands in the territory"],
    degree: "B.Sc Chemistry",
    accept: /\b(medical representative|sales|business development|territory|area business)\b/i,
    reject: /\b(sales ?force|salesforce)\b/i,
  },
  {
    occupation: "sales", id: "zonal-sales-manager", level: "senior", location: "Hazratganj, Lucknow", title: "Zonal Sales Manager", earlier: "Area Sales Manager", years: [4, 5],
    skills: ["Channel Sales", "Distributor Management", "Team Handling", "Sales Planning", "Secondary Sales", "FMCG"],
    companies: ["Dabur India", "Parle Products", "ITC"],
    bullets: ["Led 6 area managers and 90 distributors across 12 districts", "Grew the zone's sales by 19 % in a year", "Ran distributors in three districts as area sales manager"],
    degree: "B.Sc, MBA Marketing",
  },
  {
    occupation: "support", id: "customer-support-engineer", level: "mid", location: "Malviya Nagar, Jaipur", title: "Customer Support Engineer", earlier: "Technical Support Associate", years: [3, 2],
    skills: ["Technical Troubleshooting", "Freshdesk", "SQL", "API Debugging", "Customer Escalations", "Knowledge Base"],
    companies: ["Cardekho", "Insurance Dekho", "Paytm"],
    bullets: ["Solved 35 technical tickets a day for dealer software", "Wrote 80 help articles that cut tickets by 12 %", "Answered phone and chat as technical support associate"],
    degree: "B.Tech IT",
  },
  {
    occupation: "accounting", id: "tax-associate", level: "junior", location: "Nehru Place, New Delhi", title: "Tax Associate", earlier: null, years: [1, 0],
    skills: ["Income Tax Returns", "GST Returns", "TDS", "Tax Audit", "ClearTax", "MS Excel"],
    companies: ["KPMG", "Nangia Andersen", "S.R. Batliboi"],
    bullets: ["Filed 200 income tax returns in a season", "Prepared GSTR-1 and GSTR-3B for eight clients", "Drafted replies to tax notices"],
    degree: "B.Com, CA Inter",
    accept: /\b(tax|gst|account(ant|s|ing)|audit)\b/i,
  },
  {
    occupation: "accounting", id: "financial-controller", level: "senior", location: "Bandra Kurla Complex, Mumbai", title: "Financial Controller", earlier: "Finance Manager", years: [4, 5],
    skills: ["Financial Reporting", "Ind AS", "Consolidation", "Internal Controls", "Statutory Audit", "SAP FICO"],
    companies: ["Jio Financial Services", "Edelweiss", "Tata Capital"],
    bullets: ["Closed the books of six group companies each month", "Led Ind AS consolidation and two clean audits", "Ran budgeting and MIS as finance manager"],
    degree: "CA",
  },
  {
    occupation: "accounting", id: "accounts-officer", level: "mid", location: "Secunderabad 500003", title: "Accounts Officer", earlier: "Accounts Assistant", years: [3, 2],
    skills: ["Tally ERP 9", "GST", "TDS", "Bank Reconciliation", "Vendor Payments", "MS Excel"],
    companies: ["Keshav Memorial Institute", "Aparna Enterprises", "Heritage Foods"],
    bullets: ["Kept the books of a 300-crore trading unit", "Ran vendor payments and monthly GST filings", "Did bank reconciliations as accounts assistant"],
    degree: "M.Com",
  },
  {
    occupation: "hr", id: "hrbp", level: "mid", location: "Sector 18, Gurugram", title: "HR Business Partner", earlier: "HR Generalist", years: [3, 3],
    skills: ["HR Business Partnering", "Employee Engagement", "Performance Management", "Attrition Analysis", "Workday", "Employee Relations"],
    companies: ["Genpact", "EXL Service", "Concentrix"],
    bullets: ["Partnered with leaders of a 1,200-person operations unit", "Cut attrition from 38 % to 29 % in a year", "Ran onboarding and grievances as HR generalist"],
    degree: "MBA HR",
  },
  {
    occupation: "logistics", id: "customs-clearance", level: "junior", location: "Sahar, Mumbai", title: "Customs Clearance Executive", earlier: null, years: [1, 0],
    skills: ["Customs Clearance", "Air Freight", "ICEGATE", "Shipping Bill", "Bill of Entry", "Documentation"],
    companies: ["Expeditors", "DHL Global Forwarding", "Agility Logistics"],
    bullets: ["Cleared 25 air cargo shipments a day at Sahar", "Filed shipping bills and bills of entry on ICEGATE", "Coordinated with airlines and customs officers"],
    degree: "B.Com",
    accept: /\b(customs|import|export|exim|shipping|freight|logistics|cargo)\b/i,
  },
  {
    occupation: "logistics", id: "shipping-executive", level: "mid", location: "Ballard Estate, Mumbai", title: "Shipping Executive", earlier: "Documentation Assistant", years: [3, 2],
    skills: ["Ocean Freight", "Container Booking", "Bill of Lading", "Export Documentation", "Shipping Line Coordination", "MS Excel"],
    companies: ["Maersk", "Sical Logistics", "Transworld Group"],
    bullets: ["Booked 300 export containers a month with shipping lines", "Drafted bills of lading and checked documents", "Prepared export documents as an assistant"],
    degree: "B.Com, Diploma in Shipping",
    accept: /\b(shipping|export|import|exim|freight|logistics|documentation executive)\b/i,
  },
  {
    occupation: "logistics", id: "supply-chain-planner", level: "mid", location: "Hadapsar, Pune", title: "Supply Chain Planner", earlier: "Planning Executive", years: [3, 2],
    skills: ["Supply Planning", "S&OP", "SAP APO", "Inventory Optimisation", "Advanced Excel", "Forecasting"],
    companies: ["Britannia Industries", "Himalaya Wellness", "Wipro Consumer Care"],
    bullets: ["Planned supply for 400 SKUs from five plants", "Cut stock-outs by 30 % while holding inventory flat", "Made the monthly dispatch plan as planning executive"],
    degree: "B.E. Industrial, MBA Operations",
    accept: /\b(supply|demand|material|production|inventory) plann(er|ing)\b|\b(supply chain|inventory|s&op)\b/i,
  },
  {
    occupation: "logistics", id: "stores-officer", level: "mid", location: "Taloja, Navi Mumbai", title: "Stores Officer", earlier: "Storekeeper", years: [3, 3],
    skills: ["Stores Management", "GRN", "SAP MM", "Stock Audits", "FIFO", "Material Issue"],
    companies: ["Deepak Fertilisers", "Aarti Industries", "Godrej Industries"],
    bullets: ["Ran the stores of a chemical plant with 9,000 items", "Held stock audit variance under 0.5 %", "Received and issued material as storekeeper"],
    degree: "B.Com, Diploma in Materials Management",
    accept: /\b(stores?|warehouse|inventory|materials?|logistics)\b/i,
  },
  {
    occupation: "logistics", id: "head-supply-chain", level: "senior", location: "Golf Course Road, Gurugram", title: "Head of Supply Chain", earlier: "Supply Chain Manager", years: [4, 6],
    skills: ["Supply Chain Strategy", "S&OP", "Network Design", "Procurement", "3PL Management", "Cost Reduction"],
    companies: ["Lenskart", "Haldiram's", "Jubilant FoodWorks"],
    bullets: ["Ran planning, buying and logistics for 1,500 stores", "Cut supply chain cost from 7.8 % to 6.1 % of sales", "Ran the north region's warehouses as supply chain manager"],
    degree: "B.Tech, MBA Operations",
    accept: /\b(supply chain|logistics|operations|procurement|planning|distribution|warehous\w*)\b/i,
  },
  {
    occupation: "logistics", id: "hub-operations", level: "junior", location: "Bhiwandi, Maharashtra", title: "Hub Operations Executive", earlier: null, years: [1, 0],
    skills: ["Hub Operations", "Shipment Sorting", "Manpower Handling", "Line Haul", "MIS Reporting", "Excel"],
    companies: ["Delhivery", "Ecom Express", "Shadowfax"],
    bullets: ["Ran the night sort of 20,000 parcels at a hub", "Loaded line-haul trucks on time 97 % of nights", "Sent the daily hub MIS"],
    degree: "B.Com",
    accept: /\b(hub|logistics|operations|warehouse|delivery|supply chain|dispatch)\b/i,
  },
  {
    occupation: "hospitality", id: "front-office-supervisor", level: "mid", location: "Juhu, Mumbai", title: "Front Office Supervisor", earlier: "Front Desk Associate", years: [3, 2],
    skills: ["Front Office Operations", "Opera PMS", "Guest Relations", "Shift Handling", "Night Audit", "Upselling"],
    companies: ["JW Marriott Mumbai Juhu", "Novotel Mumbai Juhu Beach", "Sun-n-Sand"],
    bullets: ["Ran front office shifts for a 350-room hotel", "Trained six new associates a year", "Checked guests in and out as associate"],
    degree: "BHM",
  },
  {
    occupation: "hospitality", id: "pastry-chef", level: "mid", location: "Vasant Kunj, New Delhi", title: "Pastry Chef", earlier: "Pastry Commis", years: [3, 3],
    skills: ["Pastry", "Bakery", "Chocolate Work", "Plated Desserts", "HACCP", "Menu Costing"],
    companies: ["The Oberoi Bengaluru", "Taj MG Road", "Smoor"],
    bullets: ["Ran the pastry section for a hotel with three restaurants", "Made a new dessert menu that cut food cost by 4 %", "Made breads and viennoiserie as commis"],
    degree: "Diploma in Bakery and Confectionery",
    accept: /\b(pastry|bakery|baker|chef|commis|kitchen|cook)\b/i,
  },
  {
    occupation: "banking", id: "branch-manager", level: "senior", location: "Malleswaram, Bengaluru", title: "Branch Manager", earlier: "Assistant Manager - Branch Sales", years: [4, 5],
    skills: ["Branch Banking", "CASA", "Sales Management", "Compliance", "Customer Service", "Team Leadership"],
    companies: ["Federal Bank", "HDFC Bank", "Karur Vysya Bank"],
    bullets: ["Ran a branch of 14 staff with 600 crore of business", "Grew deposits by 25 % in a year with clean audits", "Led the branch sales team as assistant manager"],
    degree: "B.Com, MBA Finance, JAIIB",
  },
  {
    occupation: "banking", id: "teller", level: "junior", location: "Sector 17, Chandigarh", title: "Teller", earlier: null, years: [1, 0],
    skills: ["Cash Handling", "Teller Operations", "Finacle", "KYC", "Customer Service", "Cash Reconciliation"],
    companies: ["Punjab National Bank", "Axis Bank", "IDBI Bank"],
    bullets: ["Served 150 customers a day at the cash counter", "Tallied the cash drawer with no shortages in a year", "Opened savings accounts with full KYC"],
    degree: "B.Com",
  },
  {
    occupation: "banking", id: "credit-underwriter", level: "mid", location: "Kurla West, Mumbai", title: "Credit Underwriter", earlier: "Credit Processing Officer", years: [3, 2],
    skills: ["Credit Underwriting", "Financial Analysis", "CIBIL", "Personal Loans", "Risk Assessment", "Loan Documentation"],
    companies: ["Bajaj Finance", "Tata Capital", "IDFC First Bank"],
    bullets: ["Underwrote 300 personal and business loans a month", "Kept 90-day delinquency of approved loans under 1.5 %", "Checked loan files as credit processing officer"],
    degree: "B.Com, MBA Finance",
    accept: /\b(credit|underwrit\w*|loan officer|bank|banking)\b/i,
  },
  {
    occupation: "banking", id: "forex-officer", level: "mid", location: "Karol Bagh, New Delhi", title: "Forex and Remittance Officer", earlier: "Customer Service Executive", years: [3, 2],
    skills: ["Inward Remittances", "Forex", "NRI Accounts", "FEMA", "Finacle", "KYC"],
    companies: ["Federal Bank", "South Indian Bank", "UAE Exchange"],
    bullets: ["Processed 400 inward remittances a day for NRI customers", "Opened NRE and NRO accounts in line with FEMA", "Served walk-in customers as service executive"],
    degree: "B.Com",
    accept: /\b(forex|remittance|trade finance|bank|banking|branch|operations officer)\b/i,
  },
  {
    occupation: "civil", id: "estimation-engineer", level: "mid", location: "Porur, Chennai", title: "Estimation Engineer", earlier: "Junior Engineer", years: [3, 2],
    skills: ["Estimation", "Quantity Take-off", "Rate Analysis", "Tendering", "AutoCAD", "MS Excel"],
    companies: ["Casagrand", "Shriram Properties", "URC Construction"],
    bullets: ["Estimated 20 residential and commercial tenders a year", "Kept estimate variance under 3 %", "Measured work and checked bills as junior engineer"],
    degree: "B.E. Civil",
    accept: /\b(estimation|estimator|quantity surveyor|billing engineer|cost engineer|civil|tendering)\b/i,
  },
  {
    occupation: "civil", id: "civil-get", level: "junior", location: "Noida Extension", title: "Graduate Engineer Trainee - Civil", earlier: null, years: [1, 0],
    skills: ["Site Supervision", "AutoCAD", "Levelling", "Quantity Estimation", "Concrete Testing", "MS Excel"],
    companies: ["Ahluwalia Contracts", "NBCC", "Mahagun Group"],
    bullets: ["Supervised shuttering and concreting on a 20-storey tower", "Kept daily progress reports", "Checked levels with an auto level"],
    degree: "B.Tech Civil",
  },
  {
    occupation: "civil", id: "construction-manager", level: "senior", location: "Sarjapur Road, Bengaluru", title: "Construction Manager", earlier: "Project Engineer", years: [4, 6],
    skills: ["Construction Management", "Contractor Management", "Quality and Safety", "Planning", "Billing", "Client Handling"],
    companies: ["Sobha Limited", "Brigade Group", "Puravankara"],
    bullets: ["Ran the construction of 900 apartments across six towers", "Held the schedule within three weeks over two years", "Ran structure and finishes as project engineer"],
    degree: "B.E. Civil",
  },
  {
    occupation: "mechanical", id: "mould-design", level: "mid", location: "Bommasandra, Bengaluru", title: "Mould Design Engineer", earlier: "Tool Room Engineer", years: [3, 2],
    skills: ["Injection Mould Design", "NX", "Moldflow", "GD&T", "DFM", "Tool Try-out"],
    companies: ["Motherson Sumi Systems", "Varroc Polymers", "Milton Plastics"],
    bullets: ["Designed 25 injection moulds for automotive trims", "Cut mould corrections by a third with Moldflow", "Maintained moulds as tool room engineer"],
    degree: "B.E. Mechanical, Diploma in Tool and Die Making",
    accept: /\b(mou?ld|tool|tooling|design|cad|product design) engineer\b|\bmechanical\b/i,
  },
  {
    occupation: "mechanical", id: "vendor-development", level: "mid", location: "Oragadam, Chennai", title: "Vendor Development Engineer", earlier: "Quality Engineer", years: [3, 2],
    skills: ["Vendor Development", "Supplier Audits", "PPAP", "Cost Negotiation", "Casting and Forging", "SAP MM"],
    companies: ["Renault Nissan", "Daimler India Commercial Vehicles", "Yamaha Motor India"],
    bullets: ["Developed 40 new parts with 12 suppliers", "Cut part cost by 6 % with localisation", "Handled incoming quality as quality engineer"],
    degree: "B.E. Mechanical",
    accept: /\b(vendor development|supplier (quality|development)|sourcing|quality) engineer\b|\bmechanical\b/i,
  },
  {
    occupation: "mechanical", id: "production-supervisor", level: "junior", location: "Talawade, Pune", title: "Production Supervisor", earlier: null, years: [1, 0],
    skills: ["Shop Floor Management", "Production Planning", "5S", "Kaizen", "Manpower Handling", "Quality Checks"],
    companies: ["Eicher Motors", "Force Motors", "Bridgestone India"],
    bullets: ["Ran a shift of 30 operators on an assembly line", "Met the daily plan on 95 % of shifts", "Ran 5S audits on the line"],
    degree: "Diploma in Mechanical Engineering",
    accept: /\b(production (supervisor|engineer|executive|in-charge)|shift (engineer|in-charge)|mechanical)\b/i,
  },
  {
    occupation: "mechanical", id: "reliability-engineer", level: "senior", location: "Chembur, Mumbai", title: "Senior Reliability Engineer", earlier: "Rotating Equipment Engineer", years: [4, 5],
    skills: ["Reliability Centred Maintenance", "Vibration Analysis", "RCA", "Rotating Equipment", "SAP PM", "Condition Monitoring"],
    companies: ["Reliance Industries", "Nayara Energy", "Essar Oil"],
    bullets: ["Ran reliability for 400 pumps and compressors at a refinery", "Raised mean time between failures by 35 %", "Maintained compressors as rotating equipment engineer"],
    degree: "B.E. Mechanical",
    accept: /\b(reliability|maintenance|rotating equipment|mechanical)\b/i,
  },
  {
    occupation: "mechanical", id: "npd-manager", level: "senior", location: "Chakan MIDC, Pune", title: "Manager - New Product Development", earlier: "Senior Design Engineer", years: [4, 6],
    skills: ["New Product Development", "APQP", "DFMEA", "Project Management", "Creo", "Cross-functional Teams"],
    companies: ["Mahindra & Mahindra", "Kinetic Engineering", "Bajaj Auto"],
    bullets: ["Led six NPD projects from concept to SOP", "Brought launch time down from 24 to 18 months", "Designed engine parts as senior design engineer"],
    degree: "M.Tech Mechanical",
    accept: /\b(npd|new product development|product development|design|project) (engineer|manager|lead|head)\b|\bmechanical\b/i,
  },
  {
    occupation: "mechanical", id: "diploma-trainee", level: "junior", location: "IMT Manesar, Gurugram", title: "Diploma Trainee Engineer - Mechanical", earlier: null, years: [1, 0],
    skills: ["Machine Operation", "Assembly", "Basic Maintenance", "5S", "Quality Inspection", "AutoCAD"],
    companies: ["Maruti Suzuki", "Honda Motorcycle and Scooter India", "Denso"],
    bullets: ["Worked on the engine assembly line on shifts", "Checked parts with vernier and micrometer", "Kept the line's 5S checklist"],
    degree: "Diploma in Mechanical Engineering",
  },
  {
    occupation: "design", id: "visual-designer", level: "mid", location: "Khar West, Mumbai", title: "Visual Designer", earlier: "Junior Graphic Designer", years: [3, 2],
    skills: ["Figma", "Illustrator", "Photoshop", "Brand Identity", "Typography", "Social Creatives"],
    companies: ["Leo Burnett", "Nykaa", "Tata 1mg"],
    bullets: ["Designed campaigns and app banners for a beauty brand", "Built the brand's illustration style", "Made social posts as junior graphic designer"],
    degree: "B.Des Communication Design",
  },
  {
    occupation: "digital-marketing", id: "performance-marketing-exec", level: "junior", location: "Lajpat Nagar, New Delhi", title: "Performance Marketing Executive", earlier: null, years: [1, 0],
    skills: ["Meta Ads", "Google Ads", "Campaign Optimisation", "Google Analytics 4", "Excel", "Creative Testing"],
    companies: ["Boat Lifestyle", "Mamaearth", "SocialBeat"],
    bullets: ["Ran 15 lakh a month of Meta and Google spend for D2C brands", "Cut cost per purchase by 18 %", "Made weekly campaign reports"],
    degree: "BBA",
  },
  {
    occupation: "content", id: "social-media-exec", level: "junior", location: "Shivajinagar, Pune", title: "Social Media Executive", earlier: null, years: [1, 0],
    skills: ["Instagram", "Content Calendar", "Canva", "Copywriting", "Community Management", "Meta Business Suite"],
    companies: ["Chitale Bandhu", "Kalyani Group", "Digital Gravity"],
    bullets: ["Ran Instagram and LinkedIn for four brands", "Grew one brand's followers from 8,000 to 40,000", "Wrote captions and replied to comments"],
    degree: "BMM",
  },
  {
    occupation: "clinical-research", id: "clinical-data-manager", level: "senior", location: "Magarpatta City, Pune", title: "Clinical Data Manager", earlier: "Clinical Data Associate", years: [4, 4],
    skills: ["Clinical Data Management", "Medidata Rave", "Data Validation", "CRF Design", "CDISC", "Database Lock"],
    companies: ["Cognizant", "IQVIA", "Saama Technologies"],
    bullets: ["Led data management for three phase III studies", "Locked databases on time for every study", "Cleaned data and raised queries as data associate"],
    degree: "M.Pharm",
    accept: /\b(clinical data|clinical research|clinical trial|cdm)\b/i,
  },
  {
    occupation: "clinical-research", id: "ip-drg-coder", level: "mid", location: "Ameerpet, Hyderabad", title: "IP DRG Coder", earlier: "Medical Coder Trainee", years: [3, 1],
    skills: ["Inpatient Coding", "ICD-10-CM", "ICD-10-PCS", "DRG", "CCS", "Coding Audits"],
    companies: ["Omega Healthcare", "AGS Health", "Episource"],
    bullets: ["Coded 25 inpatient charts a day at 95 % accuracy", "Assigned MS-DRGs for US hospitals", "Coded outpatient charts as a trainee"],
    degree: "B.Sc Microbiology, CCS",
    accept: /\bmedical (coder|coding)\b|\b(drg|inpatient|coding) (coder|auditor|specialist)\b/i,
  },
  {
    occupation: "clinical-research", id: "regulatory-associate", level: "junior", location: "Thane 400607", title: "Regulatory Affairs Associate", earlier: null, years: [1, 0],
    skills: ["eCTD", "Dossier Preparation", "CTD Modules", "Regulatory Submissions", "ANDA", "Documentation"],
    companies: ["Glenmark Pharmaceuticals", "Indoco Remedies", "Unichem Laboratories"],
    bullets: ["Compiled CTD modules 2 and 3 for four generic products", "Published eCTD sequences for US submissions", "Answered deficiency letters with the team"],
    degree: "M.Pharm Pharmaceutics",
    accept: /\bregulatory (affairs|submissions?|operations)\b/i,
  },
  {
    occupation: "clinical-research", id: "aggregate-reports", level: "mid", location: "Hebbal, Bengaluru", title: "Aggregate Reports Scientist", earlier: "Drug Safety Associate", years: [3, 2],
    skills: ["PSUR", "PBRER", "DSUR", "Signal Detection", "Argus Safety", "Medical Writing"],
    companies: ["Novo Nordisk", "Biocon", "Accenture"],
    bullets: ["Wrote 20 PBRERs and DSURs a year", "Ran signal detection for three products", "Processed case reports as drug safety associate"],
    degree: "Pharm.D",
    accept: /\b(pharmacovigilance|drug safety|aggregate report\w*|medical writ\w*|safety (scientist|physician))\b/i,
  },
  {
    occupation: "project-management", id: "program-manager", level: "senior", location: "Sector 125, Noida", title: "Program Manager", earlier: "Project Manager", years: [4, 6],
    skills: ["Program Management", "Stakeholder Management", "Budgeting", "Risk Management", "Agile", "Vendor Management"],
    companies: ["HCLTech", "Adobe", "Samsung R&D Institute"],
    bullets: ["Ran a 20-crore program of five projects and 70 people", "Delivered a data centre move with no unplanned downtime", "Ran ERP projects as project manager"],
    degree: "B.Tech, PgMP",
  },
  // ---- software ------------------------------------------------------------------------------------------
  {
    occupation: "backend", id: "django-developer", level: "mid", location: "Yerwada, Pune", title: "Django Developer", earlier: "Python Intern", years: [3, 1],
    skills: ["Python", "Django", "Django REST Framework", "PostgreSQL", "Celery", "Redis"],
    companies: ["Tech Mahindra", "Eaton", "Pubmatic"],
    bullets: ["Built REST APIs for a fleet tracking product", "Moved slow jobs to Celery and cut page time by 60 %", "Wrote scripts and tests as an intern"],
    degree: "B.E. IT",
    accept: /\b(django|python|backend|back-end|software (engineer|developer))\b/i,
  },
  {
    occupation: "backend", id: "staff-backend", level: "senior", location: "Outer Ring Road, Bengaluru", title: "Staff Backend Engineer", earlier: "Senior Software Engineer", years: [3, 5],
    skills: ["Go", "Java", "Distributed Systems", "Kafka", "System Design", "PostgreSQL"],
    companies: ["Flipkart", "Intuit", "Walmart Global Tech"],
    bullets: ["Designed the order service handling 8,000 requests a second", "Led four teams through a move to event-driven services", "Built inventory APIs as senior engineer"],
    degree: "B.Tech CSE, IIT",
  },
  {
    occupation: "backend", id: "php-developer", level: "junior", location: "Phase 8B, Mohali", title: "PHP Developer", earlier: null, years: [1, 0],
    skills: ["PHP", "Laravel", "MySQL", "REST APIs", "jQuery", "Git"],
    companies: ["Smartdata Enterprises", "Netsmartz", "Seasia Infotech"],
    bullets: ["Built Laravel APIs for two e-commerce clients", "Fixed 40 bugs a month on legacy PHP sites", "Wrote MySQL queries for reports"],
    degree: "B.Tech CSE",
    accept: /\b(php|laravel|backend|back-end|software (engineer|developer)|web developer)\b/i,
  },
  {
    occupation: "frontend", id: "senior-ui-developer", level: "senior", location: "Ghodbunder Road, Thane", title: "Senior UI Developer", earlier: "UI Developer", years: [3, 5],
    skills: ["HTML5", "CSS3", "JavaScript", "Angular", "SCSS", "Responsive Design"],
    companies: ["LTIMindtree", "Capgemini", "Reliance Jio"],
    bullets: ["Led UI for a bank's customer portal", "Built a shared SCSS library used by six apps", "Built responsive pages as UI developer"],
    degree: "B.Sc IT",
  },
  {
    occupation: "mobile", id: "mobile-app-developer", level: "junior", location: "Infopark, Kochi", title: "Mobile App Developer", earlier: null, years: [1, 0],
    skills: ["Flutter", "Dart", "Android", "Firebase", "REST APIs", "Git"],
    companies: ["IBS Software", "Experion Technologies", "QBurst"],
    bullets: ["Built two Flutter apps for a retail client", "Added push notifications with Firebase", "Fixed crashes reported in the Play Console"],
    degree: "B.Tech CSE",
    accept: /\b(mobile|android|ios|flutter|react native)\b/i,
  },
  {
    occupation: "mobile", id: "lead-android", level: "senior", location: "Koramangala, Bengaluru", title: "Lead Android Engineer", earlier: "Senior Android Engineer", years: [3, 4],
    skills: ["Kotlin", "Jetpack Compose", "Android Architecture", "Coroutines", "Gradle", "Team Leadership"],
    companies: ["Swiggy", "Dunzo", "Myntra"],
    bullets: ["Led eight Android engineers on a food delivery app", "Cut app size by 25 % and cold start by 35 %", "Built the cart and checkout as senior engineer"],
    degree: "B.Tech CSE",
  },
  {
    occupation: "mobile", id: "flutter-engineer", level: "mid", location: "Ahmedabad 380059", title: "Flutter Engineer", earlier: "Android Developer", years: [3, 2],
    skills: ["Flutter", "Dart", "Bloc", "Firebase", "Kotlin", "App Store Release"],
    companies: ["Simform", "Bacancy Technology", "Space-O Technologies"],
    bullets: ["Built five Flutter apps for clients in the US and UAE", "Shipped to the App Store and Play Store every two weeks", "Built native Android screens in Kotlin"],
    degree: "B.E. Computer",
    accept: /\b(flutter|mobile|android|ios)\b/i,
  },
  {
    occupation: "data-analytics", id: "reporting-analyst", level: "junior", location: "New Town, Kolkata", title: "Reporting Analyst", earlier: null, years: [1, 0],
    skills: ["Advanced Excel", "SQL", "Power BI", "VBA", "MIS Reports", "Data Cleaning"],
    companies: ["Cognizant", "Genpact", "Capgemini"],
    bullets: ["Built 20 daily and weekly MIS reports for an insurer", "Automated three reports with VBA", "Wrote SQL for ad-hoc requests"],
    degree: "B.Sc Mathematics",
  },
  {
    occupation: "data-science", id: "applied-scientist", level: "senior", location: "Domlur, Bengaluru", title: "Applied Scientist", earlier: "Data Scientist", years: [3, 4],
    skills: ["Machine Learning", "Recommender Systems", "PyTorch", "Python", "A/B Testing", "Spark"],
    companies: ["Amazon", "Flipkart", "Myntra"],
    bullets: ["Built a ranking model that raised search conversion by 4 %", "Ran 20 online experiments a year", "Built demand forecasts as data scientist"],
    degree: "M.Tech CSE, IISc",
  },
  {
    occupation: "data-engineering", id: "gcp-data-engineer", level: "mid", location: "Melbourne VIC", title: "GCP Data Engineer", earlier: "ETL Developer", years: [2, 3],
    skills: ["BigQuery", "Dataflow", "Airflow", "Python", "SQL", "Terraform"],
    companies: ["Australia Post", "Telstra", "Mphasis"],
    bullets: ["Moved 150 pipelines from Teradata to BigQuery", "Cut monthly BigQuery cost by 40 %", "Built Informatica jobs as ETL developer"],
    degree: "M.S. Data Science",
  },
  {
    occupation: "devops", id: "sre", level: "mid", location: "Munich, Germany", title: "Site Reliability Engineer", earlier: "Linux Administrator", years: [3, 2],
    skills: ["Kubernetes", "Prometheus", "Grafana", "GCP", "Terraform", "Incident Management"],
    companies: ["Celonis", "Personio", "Infosys"],
    bullets: ["Ran 30 Kubernetes clusters at 99.95 % availability", "Cut alert noise by half with SLO-based alerting", "Ran Linux servers as administrator"],
    degree: "B.E. Computer",
  },
  {
    occupation: "qa", id: "manual-test-engineer", level: "junior", location: "", title: "Manual Test Engineer", earlier: null, years: [1, 0],
    skills: ["Manual Testing", "Test Cases", "Bug Reporting", "JIRA", "Regression Testing", "SQL"],
    companies: ["Qualitest", "Zensar Technologies", "Mphasis"],
    bullets: ["Wrote and ran 400 test cases for a banking app", "Logged 150 defects in JIRA", "Ran regression before each release"],
    degree: "B.Sc Computer Science, ISTQB Foundation",
  },
  {
    occupation: "security", id: "infosec-analyst", level: "mid", location: "Bhubaneswar 751024", title: "Information Security Analyst", earlier: "IT Executive", years: [3, 2],
    skills: ["ISO 27001", "Risk Assessment", "Vulnerability Management", "Access Reviews", "Nessus", "Security Awareness"],
    companies: ["Mindtree", "Tata Steel", "Odisha Power Transmission Corporation"],
    bullets: ["Ran the ISO 27001 audit with no major findings", "Closed 600 vulnerabilities across 200 servers", "Ran user access and backups as IT executive"],
    degree: "B.Tech CSE, CEH",
  },
  {
    occupation: "product", id: "senior-product-owner", level: "senior", location: "Prabhadevi, Mumbai", title: "Senior Product Owner", earlier: "Business Analyst", years: [4, 3],
    skills: ["Backlog Management", "User Stories", "Agile", "Jira", "Stakeholder Management", "SQL"],
    companies: ["Wells Fargo", "Visa", "Infosys"],
    bullets: ["Owned the backlog of a payments product for three teams", "Shipped a card controls feature used by 4 million people", "Wrote requirements as business analyst"],
    degree: "B.E., MBA",
  },
  {
    occupation: "sap", id: "s4-finance", level: "mid", location: "Raidurg, Hyderabad", title: "SAP S/4HANA Finance Consultant", earlier: "Accounts Executive", years: [4, 2],
    skills: ["SAP S/4HANA Finance", "SAP FI", "Asset Accounting", "New GL", "Fiori", "Cutover"],
    companies: ["Deloitte", "Cognizant", "Dr. Reddy's Laboratories"],
    bullets: ["Configured finance for two S/4HANA rollouts", "Ran cutover for assets and GL balances", "Kept the books as accounts executive"],
    degree: "B.Com, CA Inter",
    accept: /\bsap\b.*\b(fico|fi|finance|s\/4hana)\b|\b(erp consultant|sap consultant)\b/i,
  },
  {
    occupation: "sap", id: "senior-abap", level: "senior", location: "", title: "Senior SAP ABAP Consultant", earlier: "SAP ABAP Developer", years: [4, 4],
    skills: ["SAP ABAP", "ABAP on HANA", "CDS Views", "OData", "BAPI", "Smart Forms"],
    companies: ["Accenture", "TCS", "Wipro"],
    bullets: ["Led ABAP work for an S/4HANA migration of 600 objects", "Built CDS views and OData services for Fiori apps", "Wrote reports and forms as ABAP developer"],
    degree: "B.Tech CSE",
    accept: /\bsap\b.*\b(abap|technical|developer)\b|\babap\b/i,
  },
  {
    occupation: "it-support", id: "it-helpdesk", level: "junior", location: "Vile Parle East, Mumbai", title: "IT Helpdesk Executive", earlier: null, years: [1, 0],
    skills: ["IT Helpdesk", "Windows", "Office 365", "Active Directory", "Printer Support", "ServiceNow"],
    companies: ["Team Computers", "Wipro", "Allied Digital Services"],
    bullets: ["Closed 40 tickets a day for 800 users", "Set up laptops and email for new joiners", "Reset passwords and unlocked accounts in AD"],
    degree: "B.Sc IT",
    accept: /\b(it support|it helpdesk|help ?desk|desktop support|service desk|technical support)\b/i,
  },
];

export function fresh7Personas(): Persona[] {
  return asPersonas(PEOPLE, "fresh7");
}
