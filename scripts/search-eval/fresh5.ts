/**
 * The sixth held-out set of `npm run eval:search` (split "fresh5"), written on 2026-11-27 before any ranking change
 * of the next pass, once fresh4 (fresh4.ts) had been read for its aggregates and joined the tuning side. Only its
 * aggregate numbers are read; no person's top 10 is (`EVAL_VERBOSE` never prints them). Since the seventh held-out
 * set (fresh6.ts) was written, at the end of that session, fresh5 is on the tuning side and may be printed.
 *
 * 58 people, every occupation of occupations.ts, with more of them where fresh4 was weakest: logistics and supply
 * chain (7: a fleet manager, an inbound logistics coordinator, a warehouse in-charge, an export documentation
 * executive, a strategic sourcing specialist, a supply planning analyst, a distribution manager), mechanical (5: a
 * supplier quality engineer, a piping design engineer, a utility engineer, an assistant manager of maintenance, a
 * sheet metal design engineer), teaching (5: a TGT science, an IB mathematics teacher, an IGCSE English teacher, a
 * JEE mathematics faculty, a spoken English trainer with no location), hospitality (3: a demi chef de partie, an
 * executive housekeeper, an F&B captain), data science (2: a computer vision engineer, a decision scientist) and
 * project management (2: a PMO analyst, a technical program manager); one or two in every other occupation. Written
 * like fresh4.ts: each a person of their own with a specific real title not used by the 87, fresh, fresh2, fresh3
 * or fresh4, places as people write them (suburbs, "City PIN", "Ahmedabad - 380009", "Greater Noida West", "Cyber
 * City, Gurgaon", "Dankuni, West Bengal", "Toronto, ON", Amsterdam, Dublin) and four with none. Where a person would
 * apply to fewer titles than their occupation's `accept`, their own is written here from the title alone.
 *
 * Each was checked with availability.ts (no search run) to have at least 12 relevant postings in the 10,000-posting
 * index. Moved by that count alone (the first place written, then the place kept): the infection control nurse
 * (Sector 70, Mohali to Saket, New Delhi), the neuro physiotherapist (Ballygunge, Kolkata, then Banashankari,
 * Bengaluru, to Wakad, Pune), the retail pharmacist (Kakkanad, Kochi, then Ameerpet, Hyderabad, to Sohna Road,
 * Gurgaon), the fleet manager (Bhiwandi to Kapashera, New Delhi), the inbound logistics coordinator (Yelahanka,
 * Bengaluru, then Greater Noida, to Chakan), the export documentation executive (Tirupur to Okhla Phase 2, Delhi),
 * the supply planning analyst (Gachibowli, Hyderabad, then Manyata Tech Park, Bengaluru, to Udyog Vihar, Gurgaon),
 * the demi chef de partie (Bandra West, Mumbai, then Golf Course Road, Gurgaon, to no location), the executive
 * housekeeper (Dubai Marina to Mahipalpur, New Delhi), the SME credit analyst (Ahmedabad to Santacruz East,
 * Mumbai), the gold loan officer (Thrissur to Tambaram, Chennai), the supplier quality engineer (Hosur, then
 * Bommasandra, Bengaluru, to IMT Manesar), the piping design engineer (Vadodara to Belapur, Navi Mumbai), the
 * assistant manager of maintenance (Sanand, then Talegaon, Pune, to Faridabad), the sheet metal design engineer
 * (Ambattur, Chennai to Hinjawadi, Pune), the interaction designer (Berlin, then Shoreditch, London, to Jayanagar,
 * Bangalore), the regulatory affairs manager (Thaltej, Ahmedabad to Goregaon West, Mumbai) and the NOC engineer
 * (Bhubaneswar to Kondapur, Hyderabad); where the current employer named the old place, the companies were reordered
 * to fit the new one. Nobody had to be replaced: every title first written has postings in the index.
 */
import { asPersonas, type FreshPerson } from "./fresh";
import type { Persona } from "./occupations";

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "nursing", id: "nicu-nurse", level: "junior", location: "Madhapur, Hyderabad", title: "NICU Staff Nurse", earlier: null, years: [1, 0],
    skills: ["Neonatal Care", "Phototherapy", "Incubator Care", "NRP", "Infection Control", "Medication Administration"],
    companies: ["Rainbow Children's Hospital", "Ankura Hospital", "Fernandez Hospital"],
    bullets: ["Cared for three to four newborns a shift in a 40-bed NICU", "Ran phototherapy and kept feeding and weight charts", "Trained in the labour room and postnatal ward"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "nursing", id: "infection-control-nurse", level: "senior", location: "Saket, New Delhi", title: "Infection Control Nurse", earlier: "Senior Staff Nurse", years: [4, 6],
    skills: ["Infection Prevention", "Hand Hygiene Audits", "HAI Surveillance", "NABH", "Staff Training", "Patient Care"],
    companies: ["Max Super Speciality Hospital Saket", "Fortis Hospital Mohali", "Ivy Hospital"],
    bullets: ["Tracked hospital-acquired infections across 300 beds and reported them monthly", "Ran hand hygiene audits and trained 250 nurses a year", "Led a shift in the medical ICU as senior staff nurse"],
    degree: "M.Sc Nursing",
  },
  {
    occupation: "allied-health", id: "neuro-physio", level: "mid", location: "Wakad, Pune", title: "Neuro Physiotherapist", earlier: "Physiotherapy Intern", years: [3, 1],
    skills: ["Neuro Rehabilitation", "Stroke Rehabilitation", "Gait Training", "Balance Training", "Exercise Therapy", "Patient Education"],
    companies: ["AMRI Hospitals", "Institute of Neurosciences Kolkata", "Peerless Hospital"],
    bullets: ["Rehabilitated 10 stroke and spinal cord injury patients a day", "Ran gait and balance classes for outpatients", "Rotated through orthopaedic and cardiac wards as an intern"],
    degree: "MPT (Neurology)",
    accept: /\bphysiotherap(ist|y)\b/i,
  },
  {
    occupation: "allied-health", id: "retail-pharmacist", level: "junior", location: "Sohna Road, Gurgaon", title: "Retail Pharmacist", earlier: null, years: [1, 0],
    skills: ["Dispensing", "Patient Counselling", "Prescription Checking", "Inventory Management", "Billing Software", "Drug Interactions"],
    companies: ["Aster Pharmacy", "Apollo Pharmacy", "Medplus"],
    bullets: ["Checked and dispensed 120 prescriptions a day", "Counselled patients on dosage and side effects", "Ran the monthly expiry check and stock order"],
    degree: "B.Pharm",
  },
  {
    occupation: "teaching", id: "tgt-science", level: "mid", location: "Dwarka Sector 12, Delhi", title: "TGT Science", earlier: "Science Teacher", years: [4, 2],
    skills: ["General Science", "CBSE Curriculum", "Lab Activities", "Lesson Planning", "Smart Class", "Assessment"],
    companies: ["Venkateshwar International School", "Mount Carmel School", "Delhi Public School Dwarka"],
    bullets: ["Taught science to classes 6 to 10 with a 90 % board average", "Ran the science lab and the annual exhibition", "Taught science to classes 6 and 7 at a smaller school"],
    degree: "M.Sc Zoology, B.Ed",
    accept: /\b(science|physics|chemistry|biology)\b.*\b(teacher|faculty|tutor)\b|\btgt science\b/i,
  },
  {
    occupation: "teaching", id: "ib-maths", level: "senior", location: "Worli, Mumbai", title: "IB Mathematics Teacher (DP)", earlier: "IGCSE Mathematics Teacher", years: [5, 4],
    skills: ["IB Diploma Programme", "Mathematics Analysis and Approaches", "IGCSE", "Internal Assessment", "Differentiated Instruction", "ManageBac"],
    companies: ["Dhirubhai Ambani International School", "Aditya Birla World Academy", "Oberoi International School"],
    bullets: ["Taught IB DP mathematics with a class average of 6", "Moderated internal assessments for the department", "Taught IGCSE extended mathematics to grades 9 and 10"],
    degree: "M.Sc Mathematics, B.Ed, IB Category 2",
  },
  {
    occupation: "teaching", id: "igcse-english", level: "mid", location: "Baner, Pune", title: "IGCSE English Teacher", earlier: "English Teacher", years: [3, 3],
    skills: ["English Language", "English Literature", "IGCSE", "Cambridge Checkpoint", "Lesson Planning", "Debate Coaching"],
    companies: ["Vibgyor High", "The Orchid School", "Mercedes-Benz International School"],
    bullets: ["Taught IGCSE first-language English to grades 9 and 10", "Coached the debate team to two inter-school titles", "Taught English to grades 6 to 8 under the state board"],
    degree: "M.A. English, B.Ed",
    accept: /\benglish\b.*\b(teacher|faculty|tutor|lecturer)\b|\bonline tutor\b/i,
  },
  {
    occupation: "teaching", id: "jee-maths-faculty", level: "senior", location: "Jaipur 302017", title: "JEE Mathematics Faculty", earlier: "Mathematics Faculty", years: [5, 4],
    skills: ["JEE Main", "JEE Advanced", "Calculus", "Coordinate Geometry", "Doubt Solving", "Test Series"],
    companies: ["Allen Career Institute", "Resonance", "Motion Education"],
    bullets: ["Taught mathematics to JEE batches of 150 students", "Wrote test series papers and their solutions", "Taught foundation mathematics to classes 9 and 10"],
    degree: "B.Tech, M.Sc Mathematics",
  },
  {
    occupation: "teaching", id: "spoken-english-trainer", level: "junior", location: "", title: "Spoken English Trainer", earlier: null, years: [2, 0],
    skills: ["Spoken English", "Phonetics", "Grammar", "Interview Preparation", "Online Teaching", "Public Speaking"],
    companies: ["Planet Spark", "English Fiesta", "a language institute"],
    bullets: ["Ran online spoken English batches of 12 adults", "Coached learners for job interviews and group discussions", "Wrote grammar worksheets and speaking tasks"],
    degree: "B.A. English, CELTA",
    accept: /\benglish\b.*\b(trainer|teacher|tutor|faculty)\b|\bonline tutor\b/i,
  },
  {
    occupation: "sales", id: "channel-sales-manager", level: "senior", location: "Lucknow 226010", title: "Channel Sales Manager", earlier: "Sales Officer", years: [5, 4],
    skills: ["Channel Sales", "Distributor Management", "Dealer Network", "Sales Planning", "Team Leadership", "Trade Schemes"],
    companies: ["Havells India", "Polycab", "Berger Paints"],
    bullets: ["Ran 40 distributors and 900 dealers across central UP", "Grew channel revenue by 30 % in two years", "Booked orders from retailers as sales officer"],
    degree: "MBA Marketing",
  },
  {
    occupation: "sales", id: "corporate-sales", level: "junior", location: "Sector 62, Noida", title: "Corporate Sales Executive", earlier: null, years: [1, 0],
    skills: ["Corporate Sales", "B2B Sales", "Cold Calling", "Lead Generation", "CRM", "Proposal Writing"],
    companies: ["MakeMyTrip", "Sodexo", "Indigo"],
    bullets: ["Pitched travel and meal cards to 30 companies a month", "Closed 14 corporate accounts in the first year", "Kept the CRM pipeline up to date"],
    degree: "BBA",
  },
  {
    occupation: "support", id: "chat-support", level: "junior", location: "Zirakpur, Punjab", title: "Chat Support Executive", earlier: null, years: [1, 0],
    skills: ["Chat Support", "Email Support", "Customer Service", "Freshdesk", "Typing Speed", "Complaint Resolution"],
    companies: ["Teleperformance", "Quatrro", "Nykaa"],
    bullets: ["Handled four chats at a time for an e-commerce brand", "Kept CSAT above 90 % for six months", "Answered refund and delivery emails"],
    degree: "B.Com",
  },
  {
    occupation: "support", id: "cx-team-lead", level: "senior", location: "Malad West, Mumbai", title: "Customer Experience Team Lead", earlier: "Senior Customer Service Executive", years: [3, 4],
    skills: ["Team Leadership", "Customer Experience", "Escalation Management", "Quality Audits", "Zendesk", "CSAT"],
    companies: ["Tata CLiQ", "Reliance Jio", "Startek"],
    bullets: ["Led a team of 18 support agents on voice and chat", "Cut repeat complaints by 20 % with root-cause reviews", "Handled escalations as senior executive"],
    degree: "B.Com",
  },
  {
    occupation: "accounting", id: "ar-executive", level: "junior", location: "Guindy, Chennai", title: "Accounts Receivable Executive", earlier: null, years: [1, 0],
    skills: ["Accounts Receivable", "Collections", "Customer Reconciliation", "SAP FI", "Invoicing", "MS Excel"],
    companies: ["Ashok Leyland", "TVS Motor", "Murugappa Group"],
    bullets: ["Raised invoices and tracked collections for 200 dealers", "Reconciled customer ledgers every month", "Sent ageing reports to the sales team"],
    degree: "B.Com",
  },
  {
    occupation: "accounting", id: "cost-accountant", level: "mid", location: "Bhubaneswar, Odisha", title: "Cost Accountant", earlier: "Accounts Officer", years: [3, 2],
    skills: ["Cost Accounting", "Product Costing", "Variance Analysis", "Cost Audit", "SAP CO", "Budgeting"],
    companies: ["NALCO", "Tata Steel", "Jindal Stainless"],
    bullets: ["Costed 300 products and explained variances each month", "Prepared cost audit records for the plant", "Kept purchase and expense books as accounts officer"],
    degree: "CMA",
  },
  {
    occupation: "hr", id: "hr-operations", level: "junior", location: "Sholinganallur, Chennai", title: "HR Operations Executive", earlier: null, years: [1, 0],
    skills: ["HR Operations", "Onboarding", "HRMS", "Employee Records", "PF and ESI", "MS Excel"],
    companies: ["Hexaware", "Sutherland", "Ramco Systems"],
    bullets: ["Onboarded 40 new joiners a month and kept their records in the HRMS", "Ran PF and ESI joining formalities", "Answered employee queries on leave and letters"],
    degree: "MBA HR",
  },
  {
    occupation: "hr", id: "ta-lead", level: "senior", location: "Cyber City, Gurgaon", title: "Talent Acquisition Lead", earlier: "Senior Recruiter", years: [3, 5],
    skills: ["Talent Acquisition", "Hiring Strategy", "Employer Branding", "Stakeholder Management", "LinkedIn Recruiter", "Team Leadership"],
    companies: ["Zomato", "Policybazaar", "American Express"],
    bullets: ["Led a team of six recruiters hiring 300 people a year", "Cut time to hire from 52 to 38 days", "Hired tech and sales roles as senior recruiter"],
    degree: "MBA HR",
    accept: /\b(recruit(er|ment|ing)|talent acquisition)\b/i,
  },
  {
    occupation: "logistics", id: "fleet-manager", level: "senior", location: "Kapashera, New Delhi", title: "Fleet Manager", earlier: "Transport Supervisor", years: [5, 4],
    skills: ["Fleet Management", "Transport Planning", "Vehicle Maintenance", "GPS Tracking", "Driver Management", "Cost Control"],
    companies: ["VRL Logistics", "Gati", "Safexpress"],
    bullets: ["Ran a fleet of 120 trucks and their drivers out of two hubs", "Cut fuel cost per km by 8 % with route planning", "Scheduled trucks and loading as transport supervisor"],
    degree: "B.Com, Diploma in Logistics",
    accept: /\b(fleet|transport|logistics|distribution)\b/i,
  },
  {
    occupation: "logistics", id: "inbound-logistics", level: "junior", location: "Chakan, Maharashtra", title: "Inbound Logistics Coordinator", earlier: null, years: [1, 0],
    skills: ["Inbound Logistics", "Vendor Coordination", "GRN", "Dock Scheduling", "SAP", "MS Excel"],
    companies: ["Mahindra & Mahindra Chakan", "Toyota Kirloskar", "Britannia"],
    bullets: ["Scheduled 40 inbound trucks a day at the plant docks", "Chased suppliers on late deliveries", "Made GRNs and checked documents at the gate"],
    degree: "B.Com",
    accept: /\b(logistics|inbound|transport|warehouse|dispatch)\b/i,
  },
  {
    occupation: "logistics", id: "warehouse-incharge", level: "mid", location: "Kundli, Sonipat", title: "Warehouse In-charge", earlier: "Warehouse Assistant", years: [4, 2],
    skills: ["Warehouse Operations", "Inventory Control", "WMS", "Manpower Handling", "FIFO", "Dispatch Planning"],
    companies: ["Patanjali", "Haldiram's", "Spencer's Retail"],
    bullets: ["Ran a 60,000 sq ft warehouse with 45 loaders over two shifts", "Kept stock accuracy above 99 % with cycle counts", "Picked, packed and loaded orders as assistant"],
    degree: "B.A.",
    accept: /\b(warehouse|stores?|inventory|logistics)\b/i,
  },
  {
    occupation: "logistics", id: "export-documentation", level: "junior", location: "Okhla Phase 2, Delhi", title: "Export Documentation Executive", earlier: null, years: [2, 0],
    skills: ["Export Documentation", "Shipping Bill", "Letter of Credit", "Certificate of Origin", "Incoterms", "ICEGATE"],
    companies: ["Orient Craft", "a knitwear exporter in Tirupur", "KPR Mill"],
    bullets: ["Prepared invoices, packing lists and shipping bills for 30 shipments a month", "Checked LC documents before submission to the bank", "Booked containers with forwarders"],
    degree: "B.Com, Diploma in Foreign Trade",
    accept: /\b(exim|export|import|shipping|freight|customs|logistics)\b/i,
  },
  {
    occupation: "logistics", id: "sourcing-specialist", level: "mid", location: "Goregaon East, Mumbai", title: "Strategic Sourcing Specialist", earlier: "Purchase Executive", years: [3, 3],
    skills: ["Strategic Sourcing", "Vendor Negotiation", "RFQ", "Spend Analysis", "SAP Ariba", "Contract Management"],
    companies: ["Godrej & Boyce", "Hindustan Unilever", "Mahindra & Mahindra"],
    bullets: ["Ran sourcing for 60 crore of packaging spend a year", "Saved 7 % with reverse auctions and new vendors", "Raised purchase orders and followed up deliveries"],
    degree: "B.E. Mechanical, MBA Operations",
    accept: /\b(sourcing|procurement|purchase|purchasing|buyer|vendor development)\b/i,
  },
  {
    occupation: "logistics", id: "supply-planning", level: "mid", location: "Udyog Vihar, Gurgaon", title: "Supply Planning Analyst", earlier: "MIS Executive - Supply Chain", years: [2, 2],
    skills: ["Supply Planning", "Demand Forecasting", "SAP APO", "Inventory Planning", "S&OP", "Advanced Excel"],
    companies: ["Dr. Reddy's Laboratories", "ITC Limited", "Novartis"],
    bullets: ["Planned supply of 400 SKUs from three plants to 20 depots", "Cut stock-outs by a third with safety stock reviews", "Built the weekly inventory reports"],
    degree: "B.Tech, PGDM Operations",
    accept: /\b(supply chain|supply planning|demand planning|inventory|s&op|material planning)\b/i,
  },
  {
    occupation: "logistics", id: "distribution-manager", level: "senior", location: "Dankuni, West Bengal", title: "Distribution Manager", earlier: "Depot Manager", years: [4, 5],
    skills: ["Distribution Management", "Depot Operations", "Secondary Logistics", "Transport Contracts", "SAP SD", "Team Leadership"],
    companies: ["Emami", "Dabur", "Coca-Cola HCCB"],
    bullets: ["Ran distribution from four depots to 300 distributors in the east", "Cut freight cost per case by 6 %", "Ran a depot of 25 people"],
    degree: "MBA Operations",
    accept: /\b(distribution|logistics|supply chain|warehouse|depot)\b/i,
  },
  {
    occupation: "hospitality", id: "demi-chef", level: "junior", location: "", title: "Demi Chef de Partie", earlier: "Commis II", years: [2, 1],
    skills: ["Indian Cuisine", "Tandoor", "Mise en Place", "Food Safety", "FIFO", "Kitchen Hygiene"],
    companies: ["Taj Lands End", "Bastian", "Hitchki"],
    bullets: ["Ran the tandoor section on busy nights for 120 covers", "Prepared mise en place and kept HACCP logs", "Worked the Indian kitchen as commis"],
    degree: "Diploma in Culinary Arts",
    accept: /\b(chef|cook|kitchen|culinary|commis)\b/i,
  },
  {
    occupation: "hospitality", id: "executive-housekeeper", level: "senior", location: "Mahipalpur, New Delhi", title: "Executive Housekeeper", earlier: "Assistant Executive Housekeeper", years: [4, 4],
    skills: ["Housekeeping Management", "Laundry Operations", "Budgeting", "Room Inspection", "Team Leadership", "Guest Satisfaction"],
    companies: ["ITC Maurya", "Address Hotels", "Rotana"],
    bullets: ["Ran housekeeping and laundry for a 350-room hotel with 90 staff", "Cut linen cost by 12 % with par level reviews", "Ran room inspections as assistant executive housekeeper in Dubai"],
    degree: "BHM",
    accept: /\b(housekeep\w*|rooms division|laundry)\b/i,
  },
  {
    occupation: "hospitality", id: "fnb-captain", level: "mid", location: "Connaught Place, New Delhi", title: "F&B Captain", earlier: "Steward", years: [3, 2],
    skills: ["Food and Beverage Service", "Table Service", "Wine Service", "POS", "Upselling", "Guest Handling"],
    companies: ["The Imperial", "The Lalit", "Le Meridien"],
    bullets: ["Ran a section of 14 tables in an all-day diner", "Trained stewards on service and wine", "Served banquets and room service as steward"],
    degree: "Diploma in Hotel Management",
    accept: /\b(f&b|food and beverage|restaurant|banquet|steward|server)\b/i,
  },
  {
    occupation: "banking", id: "sme-credit-analyst", level: "mid", location: "Santacruz East, Mumbai", title: "Credit Analyst - SME Lending", earlier: "Credit Processing Officer", years: [3, 2],
    skills: ["Credit Appraisal", "Financial Statement Analysis", "CMA Data", "Working Capital", "Risk Assessment", "MS Excel"],
    companies: ["Bank of Baroda", "Axis Bank", "Kotak Mahindra Bank"],
    bullets: ["Appraised 15 SME loan proposals a month up to 10 crore", "Wrote credit notes for the sanctioning committee", "Checked documents and disbursed loans as processing officer"],
    degree: "MBA Finance",
    accept: /\b(credit|loan|underwrit\w*)\b/i,
  },
  {
    occupation: "banking", id: "gold-loan-officer", level: "junior", location: "Tambaram, Chennai", title: "Gold Loan Officer", earlier: null, years: [1, 0],
    skills: ["Gold Appraisal", "Loan Processing", "KYC", "Cash Handling", "Customer Service", "Cross Selling"],
    companies: ["Muthoot Finance", "Manappuram Finance", "Federal Bank"],
    bullets: ["Appraised gold and sanctioned 20 loans a day", "Did KYC and kept loan files ready for audit", "Sold insurance to walk-in customers"],
    degree: "B.Com",
  },
  {
    occupation: "civil", id: "highway-engineer", level: "mid", location: "Gomti Nagar, Lucknow", title: "Highway Engineer", earlier: "Site Engineer - Roads", years: [3, 2],
    skills: ["Highway Construction", "Pavement Design", "IRC Codes", "Earthwork", "Quality Control", "AutoCAD"],
    companies: ["PNC Infratech", "Dilip Buildcon", "GR Infraprojects"],
    bullets: ["Supervised 20 km of a four-lane expressway package", "Ran field density and bitumen tests with the lab", "Supervised earthwork and drains as site engineer"],
    degree: "B.Tech Civil",
  },
  {
    occupation: "civil", id: "civil-draughtsman", level: "junior", location: "Kalyan, Maharashtra", title: "Civil Draughtsman", earlier: null, years: [2, 0],
    skills: ["AutoCAD", "Revit", "Working Drawings", "Reinforcement Detailing", "Municipal Drawings", "Quantity Takeoff"],
    companies: ["an architect's office", "Raunak Group", "a structural consultant"],
    bullets: ["Drew working and reinforcement drawings for residential buildings", "Prepared municipal approval drawings", "Took off quantities for tenders"],
    degree: "Diploma in Civil Engineering",
    accept: /\b(draughts?man|draftsman|civil|structural)\b/i,
    reject: /\b(mechanical|ui|ux|graphic)\b/i,
  },
  {
    occupation: "mechanical", id: "supplier-quality", level: "mid", location: "Sector 8, IMT Manesar", title: "Supplier Quality Engineer", earlier: "Quality Inspector", years: [3, 2],
    skills: ["Supplier Quality", "PPAP", "APQP", "Supplier Audits", "8D", "Control Plan", "GD&T"],
    companies: ["Maruti Suzuki", "Ashok Leyland", "TVS Motor Company"],
    bullets: ["Approved parts from 35 suppliers through PPAP", "Audited supplier processes and closed 8D reports", "Inspected machined parts on the shop floor"],
    degree: "B.E. Mechanical",
    accept: /\b(supplier quality|quality engineer|sqe)\b/i,
    reject: /\b(software|qa|test)\b/i,
  },
  {
    occupation: "mechanical", id: "piping-design", level: "mid", location: "Belapur, Navi Mumbai", title: "Piping Design Engineer", earlier: "Piping Draughtsman", years: [3, 2],
    skills: ["Piping Design", "PDMS", "E3D", "Plant Layout", "Stress Analysis", "ASME B31.3", "AutoCAD"],
    companies: ["L&T Hydrocarbon", "Jacobs", "Kirloskar Pumps"],
    bullets: ["Modelled piping for a refinery unit in E3D", "Checked isometrics and support drawings", "Drew piping layouts as draughtsman"],
    degree: "B.E. Mechanical",
    accept: /\b(piping|mechanical design|design engineer|cad engineer|mechanical engineer)\b/i,
    reject: /\b(ui|ux|graphic|structural|electrical|civil)\b/i,
  },
  {
    occupation: "mechanical", id: "utility-engineer", level: "junior", location: "Pimpri-Chinchwad", title: "Utility Engineer", earlier: null, years: [1, 0],
    skills: ["Boilers", "Air Compressors", "Chillers", "Preventive Maintenance", "Energy Audit", "Safety"],
    companies: ["Thermax", "Tata Motors Pimpri", "Forbes Marshall"],
    bullets: ["Ran boilers, compressors and chillers of an auto plant on shifts", "Kept preventive maintenance schedules and logs", "Helped an energy audit cut compressed-air leaks"],
    degree: "B.E. Mechanical",
    accept: /\b(utility|utilities|maintenance engineer|plant engineer|mechanical engineer)\b/i,
  },
  {
    occupation: "mechanical", id: "am-maintenance", level: "senior", location: "Faridabad, Haryana", title: "Assistant Manager - Maintenance", earlier: "Maintenance Engineer", years: [4, 5],
    skills: ["Preventive Maintenance", "TPM", "Breakdown Analysis", "Hydraulics", "PLC Basics", "Spare Parts Planning", "SAP PM"],
    companies: ["Escorts Kubota", "Tata Motors", "Nestle"],
    bullets: ["Ran maintenance of the press and weld shops with 20 technicians", "Raised machine uptime from 91 to 96 %", "Fixed breakdowns as maintenance engineer"],
    degree: "B.E. Mechanical",
    accept: /\bmaintenance\b.*\b(engineer|manager|head|in-?charge)\b|\bplant engineer\b/i,
    reject: /\b(software|application|it|network)\b/i,
  },
  {
    occupation: "mechanical", id: "sheet-metal-design", level: "junior", location: "Hinjawadi, Pune", title: "Sheet Metal Design Engineer", earlier: null, years: [1, 0],
    skills: ["Sheet Metal Design", "SolidWorks", "Creo", "GD&T", "DFM", "Drawing Release"],
    companies: ["TAFE", "Caterpillar India", "a design services firm"],
    bullets: ["Designed sheet metal enclosures and brackets in SolidWorks", "Released drawings with GD&T for suppliers", "Learned DFM with the press shop"],
    degree: "B.E. Mechanical",
    accept: /\b(design engineer|cad engineer|mechanical design|sheet metal)\b/i,
    reject: /\b(ui|ux|graphic|structural|electrical|civil)\b/i,
  },
  {
    occupation: "design", id: "brand-designer", level: "mid", location: "Lower Parel, Mumbai", title: "Brand Designer", earlier: "Graphic Designer", years: [3, 2],
    skills: ["Brand Identity", "Adobe Illustrator", "Adobe Photoshop", "Typography", "Packaging Design", "Figma"],
    companies: ["Ogilvy", "Sugar Cosmetics", "Wieden+Kennedy"],
    bullets: ["Designed identities and packaging for D2C brands", "Kept brand guidelines and templates for the marketing team", "Made social and print ads as graphic designer"],
    degree: "B.Des Communication Design",
    accept: /\b(visual|graphic|brand|communication) designer\b/i,
  },
  {
    occupation: "design", id: "interaction-designer", level: "junior", location: "Jayanagar, Bangalore", title: "Interaction Designer", earlier: null, years: [2, 0],
    skills: ["Interaction Design", "Figma", "Prototyping", "Usability Testing", "Design Systems", "Wireframing"],
    companies: ["Jupiter Money", "N26", "a design studio"],
    bullets: ["Designed flows for a banking app's cards section", "Ran usability tests with 10 users a sprint", "Built prototypes in Figma"],
    degree: "M.A. Interaction Design",
    accept: /\b(ux|ui\/ux|product|interaction) designer\b/i,
  },
  {
    occupation: "digital-marketing", id: "paid-social", level: "mid", location: "", title: "Paid Social Specialist", earlier: "Social Media Executive", years: [3, 2],
    skills: ["Meta Ads", "LinkedIn Ads", "Audience Targeting", "Creative Testing", "Google Analytics", "ROAS"],
    companies: ["Dentsu", "WATConsult", "boAt"],
    bullets: ["Ran 30 lakh a month of Meta and LinkedIn ads for six brands", "Cut cost per lead by 25 % with creative tests", "Posted and reported organic social as executive"],
    degree: "BMS",
  },
  {
    occupation: "content", id: "seo-analyst", level: "junior", location: "Sector 18, Noida", title: "SEO Analyst", earlier: null, years: [1, 0],
    skills: ["On-page SEO", "Keyword Research", "Google Search Console", "Ahrefs", "Technical SEO", "WordPress"],
    companies: ["Info Edge", "HT Media", "an SEO agency"],
    bullets: ["Ran keyword research and on-page fixes for 10 client sites", "Fixed crawl errors found in Search Console", "Wrote monthly ranking reports"],
    degree: "B.A. Mass Communication",
  },
  {
    occupation: "content", id: "content-strategist", level: "senior", location: "Amsterdam", title: "Content Strategist", earlier: "Content Marketing Manager", years: [3, 4],
    skills: ["Content Strategy", "Editorial Planning", "SEO", "UX Writing", "Content Audits", "Stakeholder Management"],
    companies: ["Booking.com", "Adyen", "Freshworks"],
    bullets: ["Set the content strategy for a travel app's help centre", "Ran content audits that removed 40 % of stale pages", "Ran the B2B blog in Chennai"],
    degree: "M.A. English",
  },
  {
    occupation: "clinical-research", id: "clinical-trial-assistant", level: "junior", location: "Banjara Hills, Hyderabad", title: "Clinical Trial Assistant", earlier: null, years: [1, 0],
    skills: ["Clinical Trials", "Trial Master File", "GCP", "Site Coordination", "Veeva Vault", "Document Management"],
    companies: ["Novotech", "Syneos Health", "Sitero"],
    bullets: ["Kept the trial master file for three phase III studies", "Tracked site documents and ethics approvals", "Learned GCP in a six-month programme"],
    degree: "M.Pharm",
    accept: /\bclinical (research|trial)\b/i,
  },
  {
    occupation: "clinical-research", id: "ra-manager", level: "senior", location: "Goregaon West, Mumbai", title: "Regulatory Affairs Manager", earlier: "Regulatory Affairs Executive", years: [4, 5],
    skills: ["Regulatory Submissions", "eCTD", "CMC", "US FDA", "Dossier Preparation", "Lifecycle Management"],
    companies: ["Torrent Pharmaceuticals", "Zydus Lifesciences", "Intas Pharmaceuticals"],
    bullets: ["Led ANDA filings for 12 products to the US FDA", "Answered deficiency letters with the plants", "Compiled CTD dossiers as executive"],
    degree: "M.Pharm",
    accept: /\bregulatory\b/i,
  },
  {
    occupation: "project-management", id: "pmo-analyst", level: "mid", location: "Magarpatta, Pune", title: "PMO Analyst", earlier: "Project Coordinator", years: [2, 2],
    skills: ["PMO", "Project Reporting", "Resource Management", "MS Project", "Power BI", "Jira"],
    companies: ["Amdocs", "Persistent Systems", "Cybage"],
    bullets: ["Ran weekly status and RAID reports for 25 projects", "Kept resource plans and timesheets for 300 people", "Coordinated meetings and minutes as project coordinator"],
    degree: "B.E., PRINCE2 Foundation",
    accept: /\b(pmo|project (coordinator|analyst|manager)|program(me)? (coordinator|analyst))\b/i,
  },
  {
    occupation: "project-management", id: "tpm", level: "senior", location: "Koramangala, Bangalore", title: "Technical Program Manager", earlier: "Engineering Manager", years: [3, 5],
    skills: ["Program Management", "Cross-team Planning", "Agile", "Risk Management", "System Design", "Stakeholder Management"],
    companies: ["Flipkart", "Swiggy", "Intuit"],
    bullets: ["Ran a 14-team migration of the order platform to the cloud", "Kept quarterly plans and dependencies for 120 engineers", "Managed a team of 9 engineers"],
    degree: "B.Tech Computer Science",
  },
  // ---- software and data ---------------------------------------------------------------------------------
  {
    occupation: "backend", id: "spring-boot", level: "mid", location: "Kharadi, Pune", title: "Spring Boot Developer", earlier: "Java Trainee", years: [3, 1],
    skills: ["Java", "Spring Boot", "Hibernate", "MySQL", "Microservices", "REST APIs", "Docker"],
    companies: ["Barclays", "Zensar", "Synechron"],
    bullets: ["Built trade booking services in Spring Boot", "Moved batch jobs to event-driven microservices", "Fixed defects in a Java web app as trainee"],
    degree: "B.E. Computer Engineering",
  },
  {
    occupation: "frontend", id: "nextjs", level: "mid", location: "Toronto, ON", title: "Next.js Developer", earlier: "React Developer", years: [2, 3],
    skills: ["Next.js", "React", "TypeScript", "GraphQL", "Tailwind CSS", "Vercel"],
    companies: ["Shopify", "Wealthsimple", "Infosys"],
    bullets: ["Built server-rendered storefronts in Next.js", "Cut page weight by 35 % with image and bundle work", "Built React dashboards in Bengaluru"],
    degree: "B.Tech Information Technology",
  },
  {
    occupation: "mobile", id: "swift-developer", level: "mid", location: "Hitech City, Hyderabad", title: "Swift Developer", earlier: "iOS Trainee", years: [3, 1],
    skills: ["Swift", "SwiftUI", "UIKit", "Core Data", "Combine", "Xcode"],
    companies: ["Microsoft IDC", "Darwinbox", "Zenoti"],
    bullets: ["Built SwiftUI screens for an HR app used by a million people", "Cut app launch time by 30 %", "Fixed UIKit bugs as trainee"],
    degree: "B.Tech Computer Science",
    accept: /\b(ios|swift|mobile)\b/i,
  },
  {
    occupation: "data-analytics", id: "tableau-developer", level: "mid", location: "Perungudi, Chennai", title: "Tableau Developer", earlier: "MIS Executive", years: [3, 2],
    skills: ["Tableau", "SQL", "Data Modelling", "Tableau Prep", "Snowflake", "Excel"],
    companies: ["Latentview Analytics", "Ford Business Solutions", "Altimetrik"],
    bullets: ["Built 40 Tableau dashboards for sales and supply teams", "Wrote SQL extracts and cut refresh time by half", "Made Excel MIS reports"],
    degree: "B.Sc Mathematics",
  },
  {
    occupation: "data-science", id: "cv-engineer", level: "mid", location: "Indiranagar, Bengaluru", title: "Computer Vision Engineer", earlier: "Software Engineer", years: [3, 2],
    skills: ["Computer Vision", "PyTorch", "OpenCV", "Object Detection", "Python", "Model Deployment"],
    companies: ["Ather Energy", "Niramai", "Qualcomm"],
    bullets: ["Trained detection models for defect inspection on the line", "Served models on edge devices at 30 frames a second", "Wrote image pipelines in C++"],
    degree: "M.Tech Electronics",
  },
  {
    occupation: "data-science", id: "decision-scientist", level: "junior", location: "Bangalore - 560048", title: "Decision Scientist", earlier: null, years: [1, 0],
    skills: ["Python", "SQL", "Regression", "Forecasting", "Scikit-learn", "Statistics"],
    companies: ["Mu Sigma", "Tiger Analytics", "Fractal"],
    bullets: ["Built demand forecasts for a US retailer", "Ran regression models for marketing mix", "Learned analytics in a training programme"],
    degree: "B.Tech",
  },
  {
    occupation: "data-engineering", id: "snowflake-developer", level: "mid", location: "Dublin, Ireland", title: "Snowflake Developer", earlier: "ETL Developer", years: [3, 2],
    skills: ["Snowflake", "dbt", "SQL", "Python", "Airflow", "Data Modelling"],
    companies: ["Stripe", "Accenture", "Genpact"],
    bullets: ["Built dbt models on Snowflake for finance reporting", "Moved Informatica jobs to Snowflake tasks", "Wrote ETL jobs in Informatica"],
    degree: "B.Tech Computer Science",
  },
  {
    occupation: "devops", id: "azure-cloud", level: "mid", location: "Greater Noida West", title: "Azure Cloud Engineer", earlier: "System Administrator", years: [3, 2],
    skills: ["Azure", "AKS", "Terraform", "Azure DevOps", "PowerShell", "Networking"],
    companies: ["HCLTech", "Nagarro", "Coforge"],
    bullets: ["Built Azure landing zones in Terraform for three clients", "Ran AKS clusters and pipelines in Azure DevOps", "Ran Windows servers as system administrator"],
    degree: "B.Tech IT, AZ-104",
  },
  {
    occupation: "qa", id: "performance-tester", level: "mid", location: "Kalyani Nagar, Pune", title: "Performance Tester", earlier: "Manual Test Engineer", years: [3, 2],
    skills: ["JMeter", "LoadRunner", "Performance Testing", "Grafana", "API Testing", "SQL"],
    companies: ["BNY Mellon", "Mphasis", "Qualitest"],
    bullets: ["Load tested trading APIs at 5,000 users", "Found and explained three database bottlenecks before go-live", "Tested web screens by hand"],
    degree: "B.E. IT",
  },
  {
    occupation: "security", id: "vapt-analyst", level: "junior", location: "Andheri West, Mumbai", title: "VAPT Analyst", earlier: null, years: [1, 0],
    skills: ["Vulnerability Assessment", "Burp Suite", "Nessus", "OWASP Top 10", "Kali Linux", "Report Writing"],
    companies: ["Network Intelligence", "Aujas", "Quick Heal"],
    bullets: ["Tested 30 web applications against the OWASP Top 10", "Ran Nessus scans and wrote reports for clients", "Passed CEH in the first year"],
    degree: "B.Sc IT, CEH",
  },
  {
    occupation: "product", id: "product-lead-lending", level: "senior", location: "BKC, Mumbai", title: "Product Lead - Lending", earlier: "Product Manager", years: [3, 4],
    skills: ["Product Strategy", "Lending", "Credit Journeys", "Roadmapping", "SQL", "Stakeholder Management"],
    companies: ["Jio Financial Services", "Aditya Birla Capital", "KreditBee"],
    bullets: ["Led the personal loan app journey to 40 crore of monthly disbursals", "Ran a team of three product managers", "Owned the onboarding flow as product manager"],
    degree: "B.Tech, MBA",
  },
  {
    occupation: "sap", id: "sap-pp", level: "mid", location: "", title: "SAP PP Consultant", earlier: "Production Planner", years: [4, 2],
    skills: ["SAP PP", "MRP", "BOM", "Routing", "S/4HANA", "SAP QM"],
    companies: ["Infosys", "Birlasoft", "Jindal Steel"],
    bullets: ["Configured PP and MRP for an S/4HANA rollout in five plants", "Wrote specifications and tested interfaces with MM", "Planned production in a steel plant"],
    degree: "B.E. Mechanical",
    accept: /\bsap (pp|qm|mm|pm)\b|\berp consultant\b/i,
  },
  {
    occupation: "it-support", id: "noc-engineer", level: "junior", location: "Kondapur, Hyderabad", title: "NOC Engineer", earlier: null, years: [1, 0],
    skills: ["Network Monitoring", "SolarWinds", "Incident Management", "CCNA", "Ticketing", "Escalation"],
    companies: ["Mindtree", "Tata Communications", "Tech Mahindra"],
    bullets: ["Watched 2,000 network devices on SolarWinds on shifts", "Logged and escalated incidents to L2", "Ran daily link health reports"],
    degree: "B.Tech ECE, CCNA",
  },
];

export function fresh5Personas(): Persona[] {
  return asPersonas(PEOPLE, "fresh5");
}
