/**
 * The twelfth held-out set of `npm run eval:search` (split "fresh11"), written on 2026-11-28 after the tenth pass and
 * before any ranking change of the next, once fresh10 (fresh10.ts) had been read for its aggregates and joined the
 * tuning side. Only its aggregate numbers are read; no person's top 10 is (`EVAL_VERBOSE` never prints them). No
 * search was run on it while it was written: only availability.ts, which counts from the generator.
 *
 * 61 people, every occupation of occupations.ts, with more of them where the held-out sets have been weakest:
 * teaching (5: a primary school teacher, a middle school science teacher, a mathematics HOD, a curriculum developer,
 * an online physics educator), sales (5: a SaaS business development representative, a car showroom sales
 * consultant, a paint maker's sales management trainee, a pharma regional business manager, a knitwear exporter's
 * international sales manager), civil (5: a geotechnical engineer, a formwork engineer, a civil apprentice engineer,
 * a BIM engineer, a construction project manager), accounting (5: a fund accountant, an accounts head, an audit
 * senior, a finance associate, a credit controller), mechanical (5: a press shop engineer, a CAE engineer, a shop
 * floor engineer, a quality manager, a foundry engineer), banking (4: an SBI junior associate, a premier relationship
 * manager, an AVP of branch banking, a cash management executive), logistics and supply chain (4: an air export
 * executive, a distribution planner, a fulfilment centre manager, a sourcing manager), customer support (4: a product
 * support specialist, a telecom store's customer relationship executive, a technical support advisor, a head of
 * customer support), two each in nursing, hospitality and clinical research, and one in every other occupation (49
 * outside software). Written like fresh10.ts: each a person of their own with a specific real title not used, as
 * current or earlier title, by the 87, fresh … fresh10 (a throwaway script printed all 828 titles of the eleven sets
 * and checked the 104 titles here by name, 61 current and 43 earlier: none was used), real employers (Indian ones for
 * the people in India), places as people write them (those kept: "Mogappair, Chennai 600037", "Tiruppur, TN 641604",
 * "Shiroli MIDC, Kolhapur", "Hoskote, Bengaluru Rural", "OMR, Chennai", "Infopark Phase 2, Kakkanad", "Greater Noida,
 * UP", "Laxmi Nagar, Delhi 110092", "Majiwada, Thane"). Where a person would apply to fewer titles than their
 * occupation's `accept` (or to titles it lacks), their own is written here from the title alone, before any count.
 *
 * Each was checked with availability.ts (no search run) to have at least 12 relevant postings in the 10,000-posting
 * index. Right after the first count, before any place was moved, eight rules were narrowed on reading which index
 * titles they let through: an AI product manager's took associate product manager posts, a quality manager's plain
 * quality engineer posts, a sourcing manager's plain procurement specialist posts, a head of customer support's
 * customer success manager posts, a product support specialist's IT support engineer posts, a regional business
 * manager's and an international sales manager's territory sales manager posts, a housekeeping manager's plain
 * housekeeping executive posts. Then moved by the count alone (the first place written, with its first count, then
 * the place kept): the SBI junior associate (Boring Road, Patna, 0, to Laxmi Nagar, Delhi 110092), the BIM engineer
 * (SG Highway, Ahmedabad, 3, to Sector 49, Gurugram), the audit senior (Park Circus, Kolkata, 6, to Sector 29,
 * Gurgaon), the formwork engineer (Tellapur, Hyderabad, 7, to Dwarka Expressway, Gurugram), the shop floor engineer
 * (SIPCOT, Hosur, 8, to Chakan MIDC Phase 2, Pune), the finance associate (Bommanahalli, Bengaluru, 9, to Mundhwa,
 * Pune), the cash management executive (BKC, Mumbai, 10, to Barakhamba Road, New Delhi), the apprentice civil
 * engineer (Saheed Nagar, Bhubaneswar, 11, to Dum Dum, Kolkata), the geotechnical engineer (Turbhe, Navi Mumbai, 11,
 * to Janakpuri, New Delhi), the HCC coder (Noida Sec 125, 11, to Begumpet, Hyderabad 500016), the histopathology
 * technician (Malviya Nagar, Jaipur 302017, 11, to Sector 14, Gurugram), the sales management trainee (Palasia,
 * Indore, 11, to Mansarovar, Jaipur), the premier relationship manager (Banjara Hills, Hyderabad 500034, 11, to Juhu
 * Tara Road, Mumbai) and the regional business manager (Ashram Road, Ahmedabad, 13 at first, 8 once the rule dropped
 * territory posts, to Majiwada, Thane); the companies were left as written. Nine senior or rare titles have fewer
 * than 12 in every city and its reach but 14 to 35 across India, so they now give no location: the housekeeping
 * manager (Candolim, Goa, 0), the accounts head (Focal Point, Ludhiana, 1), the quality manager (Waluj MIDC,
 * Aurangabad, 6, then 2 with the narrowed rule), the AVP of branch banking (Sector 35, Chandigarh, 3), the car sales
 * consultant (Ameerpet, Hyd, 3), the head of customer support (Kasavanahalli, Bengaluru, 21, then 3 with the narrowed
 * rule), the clinical operations lead (Bodakdev, Ahmedabad, 5), the construction project manager (Ghodbunder Road,
 * Thane West 400615, 7) and the SAP QM consultant (Balewadi, Pune, 10); with the physics educator, the engagement
 * manager and the sourcing manager, written with none, twelve give no location. The three people first written abroad
 * had at most 11 in any city abroad, so they were moved to India, and two others were placed abroad where they have
 * at least 12: the UX writer (Dublin, Ireland, 9, to Indiranagar, Bangalore), the credit controller (Al Barsha,
 * Dubai, 3, to Sushant Lok, Gurgaon), the threat intelligence analyst (Singapore, 4, to Mahadevapura, Bengaluru); the
 * Talend developer (first Mahape, Navi Mumbai) is now in Canary Wharf, London, and the user acquisition manager
 * (first Borivali West, Mumbai 400092) in Singapore; with the BI engineer (Amstelveen, Netherlands, 13) three are
 * abroad. Nobody was replaced. The new place of each was picked from the count of postings the person would apply to
 * per city (the same rules, no search); every person now has at least 12 (12 to 131).
 */
import { asPersonas, type FreshPerson } from "./fresh";
import type { Persona } from "./occupations";

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "nursing", id: "ctvs-icu-nurse", level: "mid", location: "Mogappair, Chennai 600037", title: "CTVS ICU Nurse", earlier: "Post-op Ward Nurse", years: [3, 2],
    skills: ["Post-operative Cardiac Care", "Mechanical Ventilation", "Inotrope Titration", "Chest Drain Care", "ABG Interpretation", "BLS", "ACLS"],
    companies: ["Frontier Lifeline Hospital", "MIOT International", "Sri Ramachandra Medical Centre"],
    bullets: ["Cared for two patients a shift after bypass and valve surgery in a 16-bed CTVS ICU", "Weaned ventilated patients and titrated inotropes to the surgeons' orders", "Looked after 12 post-operative patients a shift as ward nurse"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "nursing", id: "psychiatric-nurse", level: "junior", location: "Hosur Road, Bengaluru 560029", title: "Psychiatric Nurse", earlier: null, years: [1, 0],
    skills: ["Psychiatric Nursing", "Mental Status Examination", "Crisis De-escalation", "Medication Administration", "Suicide Risk Assessment", "Group Therapy Support"],
    companies: ["NIMHANS", "Cadabams Hospitals", "Spandana Health Care"],
    bullets: ["Nursed 14 patients a shift on an acute adult psychiatry ward", "De-escalated agitated patients and kept restraint use to the protocol", "Ran medication rounds and recorded mental status each shift"],
    degree: "B.Sc Nursing",
  },
  {
    occupation: "allied-health", id: "histopathology-technician", level: "mid", location: "Sector 14, Gurugram", title: "Histopathology Technician", earlier: "Phlebotomist", years: [3, 2],
    skills: ["Tissue Processing", "Microtomy", "H&E Staining", "Frozen Sections", "Immunohistochemistry", "NABL Documentation"],
    companies: ["Metropolis Healthcare", "Dr Lal PathLabs", "Mahatma Gandhi Hospital"],
    bullets: ["Processed and cut 150 tissue blocks a day for four pathologists", "Ran frozen sections for the operating theatres within 20 minutes", "Drew 60 blood samples a day at a collection centre as phlebotomist"],
    degree: "B.Sc Medical Lab Technology",
    accept: /\b(histo\w* (technician|technologist)|lab(oratory)? (technician|technologist)|medical (lab )?technologist|patholog\w* (lab )?technician|phlebotomist)\b/i,
  },
  {
    occupation: "teaching", id: "primary-school-teacher", level: "junior", location: "Hadapsar, Pune 411028", title: "Primary School Teacher", earlier: null, years: [1, 0],
    skills: ["Primary Teaching", "Phonics", "Activity-based Learning", "Classroom Management", "CBSE", "Worksheet Design", "Parent-Teacher Meetings"],
    companies: ["VIBGYOR High", "Orchids The International School", "EuroSchool"],
    bullets: ["Taught English, maths and EVS to a class of 32 in grade 3", "Ran phonics and reading corners for slow readers", "Made weekly worksheets and held parent-teacher meetings each term"],
    degree: "B.A., D.El.Ed",
    // A primary teacher takes the class's subjects: English, maths, science and EVS posts.
    accept: /\b(primary|prt|elementary|class|homeroom|english|mathematics|maths|science|evs) (school )?teacher\b|\bonline tutor\b/i,
  },
  {
    occupation: "teaching", id: "middle-school-science-teacher", level: "mid", location: "Vasant Kunj, Delhi 110070", title: "Middle School Science Teacher", earlier: "Student Teacher", years: [3, 1],
    skills: ["Science", "Physics", "Chemistry", "Biology", "Lab Activities", "NCERT", "CBSE", "Experiential Learning"],
    companies: ["Delhi Public School Vasant Kunj", "The Mother's International School", "Ryan International School"],
    bullets: ["Taught science to five sections of classes 6 to 8", "Ran the science lab and the annual science exhibition", "Taught classes 6 and 7 under a mentor during the B.Ed internship"],
    degree: "M.Sc Chemistry, B.Ed",
    accept: /\b(science|physics|chemistry|biology|stem)\b.*\b(teacher|tutor|faculty|educator)\b|\bonline tutor\b/i,
  },
  {
    occupation: "teaching", id: "hod-mathematics", level: "senior", location: "Alwarpet, Chennai", title: "HOD - Mathematics", earlier: "Mathematics Coordinator", years: [4, 5],
    skills: ["Mathematics", "Department Leadership", "Curriculum Planning", "Board Exam Preparation", "Teacher Mentoring", "Question Paper Design", "CBSE"],
    companies: ["PSBB Senior Secondary School", "Chettinad Vidyashram", "Sishya School"],
    bullets: ["Led a mathematics department of 11 teachers for classes 6 to 12", "Raised the class 12 mathematics average from 71 to 79 in three years", "Planned the middle school mathematics syllabus and tests as coordinator"],
    degree: "M.Sc Mathematics, B.Ed",
    accept: /\b(mathematics|maths?)\b.*\b(teacher|faculty|hod|head)\b|\b(hod|head of department)\b.*\b(mathematics|maths?)\b|\b(academic coordinator|head of (curriculum|academics))\b/i,
  },
  {
    occupation: "teaching", id: "curriculum-developer", level: "mid", location: "Koramangala 4th Block, Bengaluru 560034", title: "Curriculum Developer", earlier: "Academic Content Developer", years: [3, 2],
    skills: ["Curriculum Design", "Lesson Plans", "Learning Outcomes", "NCERT Mapping", "Assessment Design", "Google Workspace", "Canva"],
    companies: ["LEAD School", "Extramarks", "Toppr"],
    bullets: ["Wrote the grade 4 to 6 science curriculum used in 400 partner schools", "Mapped every lesson to NCERT learning outcomes and term tests", "Wrote practice questions and solutions as content developer"],
    degree: "M.Sc Botany, B.Ed",
    accept: /\b(curriculum (developer|designer|specialist|writer)|academic content|content developer|instructional designer|learning designer|head of curriculum)\b/i,
  },
  {
    occupation: "teaching", id: "physics-educator", level: "mid", location: "", title: "Physics Educator", earlier: "Physics SME", years: [3, 2],
    skills: ["Physics", "JEE Main", "NEET Physics", "Live Classes", "Doubt Solving", "Problem Sets", "OBS Studio"],
    companies: ["Unacademy", "Physics Wallah", "Chegg India"],
    bullets: ["Taught live JEE physics batches of 2,000 students", "Wrote 600 practice problems with video solutions", "Answered physics questions for US students as a subject matter expert"],
    degree: "M.Sc Physics",
    accept: /\b(physics|science)\b.*\b(teacher|tutor|faculty|educator|lecturer)\b|\bonline tutor\b/i,
  },
  {
    occupation: "sales", id: "business-development-representative", level: "junior", location: "OMR, Chennai", title: "Business Development Representative", earlier: null, years: [1, 0],
    skills: ["Outbound Prospecting", "Cold Emailing", "LinkedIn Sales Navigator", "HubSpot", "Discovery Calls", "Lead Qualification"],
    companies: ["Chargebee", "Kissflow", "Freshworks"],
    bullets: ["Booked 18 qualified meetings a month for account executives in North America", "Ran cold email and LinkedIn sequences for 400 accounts", "Qualified inbound leads with BANT before hand-off"],
    degree: "B.E., PGDM",
    accept: /\b(business development (representative|executive|associate)|sales development|inside sales|lead generation)\b/i,
  },
  {
    occupation: "sales", id: "car-sales-consultant", level: "junior", location: "", title: "Sales Consultant", earlier: null, years: [1, 0],
    skills: ["Car Sales", "Test Drives", "Vehicle Finance", "Insurance Sales", "Customer Follow-up", "DMS", "Negotiation"],
    companies: ["Saboo RKS Motor", "Varun Motors", "Lakshmi Hyundai"],
    bullets: ["Sold 9 cars a month at a Maruti Suzuki Arena showroom", "Arranged finance and insurance for 70 % of buyers", "Followed up walk-ins and test drives in the dealer system"],
    degree: "B.Com",
    accept: /\b(sales (consultant|executive|officer|associate)|retail sales|showroom sales|counter sales|relationship executive)\b/i,
  },
  {
    occupation: "sales", id: "management-trainee-sales", level: "junior", location: "Mansarovar, Jaipur", title: "Management Trainee - Sales", earlier: null, years: [1, 0],
    skills: ["Dealer Management", "Secondary Sales", "Market Mapping", "Tinting Machine Placement", "Sales MIS", "Negotiation"],
    companies: ["Asian Paints", "Berger Paints", "Pidilite Industries"],
    bullets: ["Handled 35 paint dealers across Indore and Dewas", "Placed 12 tinting machines and grew the area's sales 15 %", "Mapped new outlets and sent the weekly sales MIS"],
    degree: "MBA (Marketing)",
    accept: /\b(sales (executive|officer|trainee|associate)|territory sales|area sales|management trainee|business development (executive|associate))\b/i,
  },
  {
    occupation: "sales", id: "regional-business-manager", level: "senior", location: "Majiwada, Thane", title: "Regional Business Manager", earlier: "Area Business Manager", years: [4, 5],
    skills: ["Pharma Sales", "Team Management", "Doctor Coverage", "Territory Planning", "Brand Launches", "Secondary Sales Analysis", "Sales Forecasting"],
    companies: ["Intas Pharmaceuticals", "Zydus Lifesciences", "Alembic Pharmaceuticals"],
    bullets: ["Led 6 area managers and 48 medical representatives across Gujarat", "Grew the region's cardiac and diabetes sales 22 % in two years", "Ran a team of 8 representatives as area business manager"],
    degree: "B.Pharm, MBA",
    accept: /\b((regional|area|zonal) (business|sales) manager|sales (manager|head|director)|head of sales|business manager)\b/i,
    reject: /\bterritory\b/i,
  },
  {
    occupation: "sales", id: "international-sales-manager", level: "mid", location: "Tiruppur, TN 641604", title: "International Sales Manager", earlier: "Export Sales Executive", years: [3, 2],
    skills: ["Export Sales", "Buyer Handling", "Costing", "Incoterms", "Trade Fairs", "Letter of Credit", "Merchandising"],
    companies: ["Eastman Exports", "KPR Mill", "Poppys Knitwear"],
    bullets: ["Sold knitwear worth 35 crore a year to buyers in the UK and Europe", "Won four new retail buyers at trade fairs in Paris and Frankfurt", "Quoted prices and followed orders with buyers as export sales executive"],
    degree: "B.Tech Textile Technology, MBA",
    accept: /\b(international (sales|business)|export sales|sales manager|business development manager|key account manager|account manager)\b/i,
    reject: /\bterritory\b/i,
  },
  {
    occupation: "support", id: "product-support-specialist", level: "mid", location: "Tharamani, Chennai 600113", title: "Product Support Specialist", earlier: "Customer Care Representative", years: [3, 2],
    skills: ["Product Support", "Zendesk", "Jira Service Management", "Troubleshooting", "API Basics", "Knowledge Base Articles", "SLA Management"],
    companies: ["Zoho", "Kissflow", "Freshworks"],
    bullets: ["Solved 35 product tickets a day for a workflow SaaS product", "Wrote 60 help articles that cut repeat tickets by a fifth", "Answered calls and emails on billing and logins as care representative"],
    degree: "B.Sc Computer Science",
    accept: /\b(product support|customer (support|success|service|experience)|support (specialist|engineer|executive|analyst)|technical support)\b/i,
    reject: /\bit support\b/i,
  },
  {
    occupation: "support", id: "customer-relationship-executive", level: "junior", location: "Indira Nagar, Lucknow 226016", title: "Customer Relationship Executive", earlier: null, years: [1, 0],
    skills: ["Customer Handling", "SIM Activation", "Complaint Resolution", "Plan Upselling", "CRM", "Hindi and English"],
    companies: ["Reliance Jio Infocomm", "Bharti Airtel", "Vodafone Idea"],
    bullets: ["Served 70 walk-in customers a day at a telecom store", "Resolved billing and network complaints on the spot or by ticket", "Moved 40 prepaid customers a month to postpaid plans"],
    degree: "B.A.",
  },
  {
    occupation: "support", id: "technical-support-advisor", level: "junior", location: "Malad West, Mumbai 400064", title: "Technical Support Advisor", earlier: null, years: [1, 0],
    skills: ["Technical Troubleshooting", "Windows and macOS", "Router Set-up", "Remote Support", "Ticketing", "Customer Service"],
    companies: ["Concentrix", "Teleperformance", "Firstsource Solutions"],
    bullets: ["Took 45 calls a day for a US internet provider's home customers", "Fixed Wi-Fi and router problems over the phone and remote sessions", "Kept first-call resolution above 80 %"],
    degree: "B.Sc IT",
    accept: /\b(technical support|tech support|customer (support|service|care)|support (associate|executive|advisor|specialist)|help ?desk)\b/i,
  },
  {
    occupation: "support", id: "head-of-customer-support", level: "senior", location: "", title: "Head of Customer Support", earlier: "Customer Support Manager", years: [3, 5],
    skills: ["Support Operations", "CSAT and NPS", "BPO Vendor Management", "Workforce Planning", "Zendesk", "Knowledge Management", "Escalation Management"],
    companies: ["Meesho", "Urban Company", "Rapido"],
    bullets: ["Ran support for 10 million monthly customers with 600 agents across three vendors", "Raised CSAT from 78 % to 88 % and cut cost per contact by a third", "Ran the chat and email support team as manager"],
    degree: "B.Tech, MBA",
    accept: /\b(head of (customer|support|cx)|customer (support|service|experience|care) (head|manager|director)|support (manager|head|director)|cx (head|manager))\b/i,
  },
  {
    occupation: "accounting", id: "fund-accountant", level: "mid", location: "Yerawada, Pune", title: "Fund Accountant", earlier: "Fund Accounting Associate", years: [3, 2],
    skills: ["Fund Accounting", "NAV Calculation", "Reconciliations", "Corporate Actions", "Investran", "Private Equity Funds", "Advanced Excel"],
    companies: ["Apex Group", "Citco", "BNY Mellon"],
    bullets: ["Struck monthly NAVs for 12 private equity funds", "Prepared capital call and distribution notices for investors", "Reconciled cash and positions daily as fund accounting associate"],
    degree: "M.Com",
    accept: /\b(fund account\w*|nav|accountant|accounts (executive|officer)|financial reporting)\b/i,
    reject: /\bchartered\b/i,
  },
  {
    occupation: "accounting", id: "accounts-head", level: "senior", location: "", title: "Accounts Head", earlier: "Senior Accounts Officer", years: [5, 6],
    skills: ["Finalisation of Accounts", "GST", "TDS", "Statutory Audit", "Cash Flow Management", "Bank Liaison", "SAP Business One", "Team Leadership"],
    companies: ["Hero Cycles", "Vardhman Textiles", "Trident Group"],
    bullets: ["Ran accounts, GST and TDS for a 600 crore manufacturer with a team of 9", "Closed the books and the statutory audit within 45 days of year end", "Kept the general ledger and bank limits as senior accounts officer"],
    degree: "M.Com, CA Inter",
    accept: /\b(accounts (head|manager)|head of (accounts|finance)|finance (manager|head|controller)|financial controller|chief accountant|senior accountant)\b/i,
  },
  {
    occupation: "accounting", id: "audit-senior", level: "mid", location: "Sector 29, Gurgaon", title: "Audit Senior", earlier: "Articled Assistant", years: [3, 3],
    skills: ["Statutory Audit", "Ind AS", "Audit Sampling", "Internal Controls Testing", "Working Papers", "Tax Audit"],
    companies: ["S.R. Batliboi & Co.", "Price Waterhouse & Co", "Ray & Ray"],
    bullets: ["Led audit fieldwork for five listed and private companies a year", "Tested internal controls over revenue and inventory", "Vouched, verified and drafted working papers as articled assistant"],
    degree: "B.Com, CA",
    accept: /\b(audit (senior|associate|executive|manager|assistant)|(internal|statutory|external) audit\w*|auditor|chartered accountant|financial reporting)\b/i,
    reject: /\b(it|information|clinical|quality|coding|security|energy)\b/i,
  },
  {
    occupation: "accounting", id: "finance-associate", level: "junior", location: "Mundhwa, Pune", title: "Finance Associate", earlier: null, years: [1, 0],
    skills: ["Accounts Payable", "Invoice Processing", "Three-way Match", "Vendor Reconciliation", "SAP", "Advanced Excel"],
    companies: ["Lowe's India", "Target in India", "Genpact"],
    bullets: ["Processed 90 vendor invoices a day with three-way match in SAP", "Reconciled vendor statements and cleared old open items", "Answered vendor payment queries by email"],
    degree: "B.Com",
    accept: /\b(finance (associate|executive|analyst)|accounts (executive|assistant|associate|payable|receivable)|accountant|accounting|p2p|ap (executive|associate))\b/i,
    reject: /\bchartered\b/i,
  },
  {
    occupation: "accounting", id: "credit-controller", level: "mid", location: "Sushant Lok, Gurgaon", title: "Credit Controller", earlier: "Accounts Receivable Accountant", years: [3, 2],
    skills: ["Credit Control", "Collections", "Ageing Analysis", "Customer Reconciliations", "Oracle Financials", "Credit Limits", "Dunning"],
    companies: ["Al-Futtaim", "Landmark Group", "Majid Al Futtaim"],
    bullets: ["Collected 40 million dirhams a year from 300 trade customers", "Cut debtor days from 78 to 61", "Posted receipts and reconciled customer accounts as AR accountant"],
    degree: "B.Com, CMA (US)",
    accept: /\b(credit control\w*|collections (executive|specialist|manager)|accounts receivable|ar (accountant|specialist)|accountant)\b/i,
    reject: /\bchartered\b/i,
  },
  {
    occupation: "hr", id: "talent-sourcer", level: "junior", location: "Udyog Vihar Phase 4, Gurgaon", title: "Talent Sourcer", earlier: null, years: [1, 0],
    skills: ["Boolean Search", "LinkedIn Recruiter", "Naukri Resdex", "Candidate Screening", "ATS", "Interview Scheduling"],
    companies: ["Randstad India", "TeamLease Services", "ABC Consultants"],
    bullets: ["Sourced 40 screened candidates a week for tech and sales roles", "Wrote Boolean strings and outreach messages for hard-to-fill roles", "Scheduled interviews and kept the ATS up to date"],
    degree: "BBA, PG Diploma in HR",
    accept: /\b(talent sourc\w*|recruiter|recruitment (executive|associate|consultant|coordinator)|talent acquisition)\b/i,
  },
  {
    occupation: "logistics", id: "air-export-executive", level: "junior", location: "Mahipalpur, New Delhi 110037", title: "Air Export Executive", earlier: null, years: [1, 0],
    skills: ["Air Freight", "Airway Bills", "Shipping Bills", "ICEGATE", "Carrier Bookings", "Incoterms", "Export Documentation"],
    companies: ["DHL Global Forwarding", "Kuehne+Nagel", "Expeditors"],
    bullets: ["Booked and documented 25 air export shipments a day from Delhi airport", "Filed shipping bills on ICEGATE and issued house airway bills", "Kept shippers updated on flights and cut-offs"],
    degree: "B.Com, Diploma in Logistics",
    accept: /\b(air (export|import|freight)|freight|forward\w*|exim|export (documentation|executive|operations)|import executive|shipping (executive|coordinator)|logistics (executive|coordinator|associate))\b/i,
  },
  {
    occupation: "logistics", id: "distribution-planner", level: "mid", location: "Taloja MIDC, Navi Mumbai", title: "Distribution Planner", earlier: "Dispatch Coordinator", years: [3, 2],
    skills: ["Distribution Planning", "Deployment Planning", "SAP SD", "Truck Load Optimisation", "Depot Stock Norms", "Service Level Tracking", "Advanced Excel"],
    companies: ["Godrej Consumer Products", "Britannia Industries", "Jyothy Labs"],
    bullets: ["Planned stock moves from two plants to 14 depots each day", "Lifted truck fill from 82 % to 91 % with load planning", "Arranged trucks and dispatch papers as dispatch coordinator"],
    degree: "B.E. Mechanical, PGDM (Operations)",
    accept: /\b(distribution (planner|planning|executive|manager)|deployment planner|supply (planner|planning)|supply chain (analyst|planner|executive|coordinator)|logistics (planner|coordinator|executive|analyst)|demand planner)\b/i,
  },
  {
    occupation: "logistics", id: "fulfilment-centre-manager", level: "senior", location: "Hoskote, Bengaluru Rural", title: "Fulfilment Centre Manager", earlier: "Area Manager - Operations", years: [3, 4],
    skills: ["Fulfilment Operations", "Inbound and Outbound", "Shift Planning", "WMS", "Six Sigma", "Workplace Safety", "Labour Productivity"],
    companies: ["Flipkart", "Amazon", "Ekart"],
    bullets: ["Ran a 4 lakh sq ft fulfilment centre shipping 90,000 units a day", "Raised units per hour 18 % with slotting and shift changes", "Ran outbound shifts of 200 associates as area manager"],
    degree: "B.Tech, MBA (Operations)",
    accept: /\b(fulfil?ment (centre |center )?manager|fc manager|warehouse (manager|head)|operations manager|site (manager|lead)|head of operations|logistics manager)\b/i,
    reject: /\b(clinical|branch|it|marketing|sales|restaurant)\b/i,
  },
  {
    occupation: "logistics", id: "sourcing-manager", level: "senior", location: "", title: "Sourcing Manager", earlier: "Commodity Buyer", years: [4, 5],
    skills: ["Strategic Sourcing", "Commodity Management", "Should-cost Analysis", "Supplier Negotiation", "SAP MM", "RFQ", "Supplier Development"],
    companies: ["Royal Enfield", "Daimler India Commercial Vehicles", "Renault Nissan Automotive India"],
    bullets: ["Sourced castings and forgings worth 300 crore a year", "Saved 6 % a year through should-cost talks and new suppliers", "Ran RFQs and price revisions for sheet metal parts as commodity buyer"],
    degree: "B.E. Mechanical, MBA",
    accept: /\b(sourcing|procurement|purchase|purchasing|buyer|commodity) (manager|lead|head)\b|\b(senior|lead) (sourcing|procurement) specialist\b|\bhead of (procurement|sourcing)\b/i,
  },
  {
    occupation: "hospitality", id: "concierge", level: "mid", location: "Colaba, Mumbai 400005", title: "Concierge", earlier: "Bell Captain", years: [3, 2],
    skills: ["Guest Relations", "Restaurant and Travel Bookings", "Opera PMS", "Local Knowledge", "Complaint Handling", "Luggage and Transfers"],
    companies: ["The Taj Mahal Palace", "Trident Nariman Point", "ITC Grand Central"],
    bullets: ["Arranged tours, tables and transfers for 150 guests a day", "Kept a book of 200 trusted drivers, guides and restaurants", "Ran the bell desk and luggage for arrivals as bell captain"],
    degree: "Diploma in Hotel Management",
    accept: /\b(concierge|guest (relations|service|experience)|front office|front desk|butler)\b/i,
  },
  {
    occupation: "hospitality", id: "housekeeping-manager", level: "senior", location: "", title: "Housekeeping Manager", earlier: "Assistant Housekeeper", years: [3, 5],
    skills: ["Housekeeping Operations", "Room Inspection", "Laundry Management", "Opera PMS", "Budgeting", "Staff Training", "Public Area Maintenance"],
    companies: ["Taj Fort Aguada Resort", "W Goa", "Novotel Goa Resort"],
    bullets: ["Ran housekeeping and laundry for a 280-room resort with 70 staff", "Kept room readiness by 2 pm at 97 % in peak season", "Inspected rooms and trained attendants as assistant housekeeper"],
    degree: "BHM (Hotel Management)",
    accept: /\b(housekeeping (manager|head)|(senior|lead) housekeeping executive|executive housekeeper|rooms division)\b/i,
  },
  {
    occupation: "banking", id: "sbi-junior-associate", level: "junior", location: "Laxmi Nagar, Delhi 110092", title: "Junior Associate (Customer Support & Sales)", earlier: null, years: [1, 0],
    skills: ["Cash Handling", "Account Opening", "KYC", "Core Banking (CBS)", "Cross Selling", "Passbook and Cheque Services"],
    companies: ["State Bank of India", "Punjab National Bank", "Bank of Baroda"],
    bullets: ["Ran the cash counter for 150 customers a day", "Opened 60 savings accounts a month with full KYC", "Sold Atal Pension Yojana and insurance policies at the counter"],
    degree: "B.Com",
    accept: /\b(bank(ing)? (associate|officer|executive|clerk|teller)|branch (operations|banking)|personal banker|teller|cashier|customer service officer|clerk)\b/i,
  },
  {
    occupation: "banking", id: "premier-relationship-manager", level: "mid", location: "Juhu Tara Road, Mumbai", title: "Premier Relationship Manager", earlier: "Priority Banking Officer", years: [3, 3],
    skills: ["Wealth Management", "Mutual Funds", "Bancassurance", "Portfolio Reviews", "NISM Series V-A", "Client Acquisition", "Relationship Management"],
    companies: ["HSBC India", "Standard Chartered", "Citibank India"],
    bullets: ["Managed 160 affluent families with 350 crore in balances and investments", "Grew the book's investment income 30 % in a year", "Served priority customers at the branch as priority banking officer"],
    degree: "B.Com, MBA (Finance)",
    accept: /\b(relationship manager|personal banker|wealth (manager|banker)|priority banking|premier)\b/i,
    reject: /\b(corporate|sme|business banking|agri)\b/i,
  },
  {
    occupation: "banking", id: "avp-branch-banking", level: "senior", location: "", title: "AVP - Branch Banking", earlier: "Branch Relationship Manager", years: [4, 5],
    skills: ["Branch Banking", "Liabilities Sales", "CASA Growth", "Branch P&L", "Audit and Compliance", "Team Leadership", "Customer Service"],
    companies: ["Yes Bank", "IndusInd Bank", "Kotak Mahindra Bank"],
    bullets: ["Ran a flagship branch with 24 staff and 900 crore in deposits", "Grew CASA 25 % in two years with no adverse audit finding", "Managed 250 high-value customers as branch relationship manager"],
    degree: "MBA (Finance), JAIIB",
    accept: /\b(branch (manager|head|banking)|cluster (head|manager)|head of (retail|branch) banking|retail banking head)\b/i,
  },
  {
    occupation: "banking", id: "cash-management-executive", level: "mid", location: "Barakhamba Road, New Delhi", title: "Cash Management Executive", earlier: "Clearing Executive", years: [3, 2],
    skills: ["Cash Management Services", "NEFT and RTGS", "Collections and Payments", "CTS Clearing", "Finacle", "Reconciliation"],
    companies: ["Axis Bank", "RBL Bank", "Yes Bank"],
    bullets: ["Ran collections and bulk payments for 40 corporate clients", "Reconciled 25,000 daily receipts to client virtual accounts", "Processed inward and outward cheque clearing as clearing executive"],
    degree: "B.Com",
    accept: /\b(cash management|transaction banking|payments? operations|banking operations|branch operations|clearing)\b/i,
  },
  {
    occupation: "civil", id: "geotechnical-engineer", level: "mid", location: "Janakpuri, New Delhi", title: "Geotechnical Engineer", earlier: "Soil Testing Engineer", years: [3, 2],
    skills: ["Soil Investigation", "Pile Load Tests", "Foundation Design", "PLAXIS", "SPT and CPT", "Slope Stability", "Bearing Capacity"],
    companies: ["Afcons Infrastructure", "Fugro India", "Larsen & Toubro"],
    bullets: ["Designed pile foundations for two metro viaduct packages", "Planned and read 40 pile load tests", "Ran SPT, lab tests and soil reports as soil testing engineer"],
    degree: "M.Tech Geotechnical Engineering",
    accept: /\b(geotechnical|foundation|soil|structural) engineer\b|\bgeotech\b|\bcivil engineer\b|\bdesign engineer - civil\b/i,
  },
  {
    occupation: "civil", id: "formwork-engineer", level: "junior", location: "Dwarka Expressway, Gurugram", title: "Formwork Engineer", earlier: null, years: [1, 0],
    skills: ["Aluminium Formwork (Mivan)", "Shuttering", "Cycle Time Planning", "Site Execution", "AutoCAD", "Safety"],
    companies: ["My Home Constructions", "Aparna Constructions", "Rajapushpa Properties"],
    bullets: ["Ran aluminium formwork for two 35-storey towers on a 7-day floor cycle", "Checked shuttering, props and levels before each pour", "Kept formwork stock and the floor cycle report"],
    degree: "B.Tech Civil Engineering",
    accept: /\b(formwork|shuttering|site|execution|civil site|civil) engineer\b/i,
  },
  {
    occupation: "civil", id: "apprentice-engineer-civil", level: "junior", location: "Dum Dum, Kolkata", title: "Apprentice Engineer - Civil", earlier: null, years: [1, 0],
    skills: ["Site Supervision", "Levelling", "Auto Level", "Measurement Books", "AutoCAD", "Concrete Testing"],
    companies: ["Rail Vikas Nigam Limited", "NHPC Limited", "Odisha Bridge & Construction Corporation"],
    bullets: ["Supervised a road over bridge's piers and deck under the resident engineer", "Ran cube tests and slump tests for every pour", "Kept measurement books and levels for contractor bills"],
    degree: "B.Tech Civil Engineering",
  },
  {
    occupation: "civil", id: "bim-engineer", level: "mid", location: "Sector 49, Gurugram", title: "BIM Engineer", earlier: "Revit Modeller", years: [3, 2],
    skills: ["Revit Structure", "Navisworks", "Clash Detection", "BIM 360", "LOD 400 Modelling", "Tekla Structures", "AutoCAD"],
    companies: ["Tata Consulting Engineers", "Sterling Engineering Consultancy", "Shapoorji Pallonji"],
    bullets: ["Built structural BIM models of three hospitals to LOD 400", "Ran weekly clash detection with the MEP teams in Navisworks", "Modelled beams, slabs and rebar in Revit as modeller"],
    degree: "B.E. Civil",
    accept: /\b(bim|revit|tekla)\b|\b(structural|civil) (design )?(engineer|draughtsman|draftsman|modeller)\b/i,
  },
  {
    occupation: "civil", id: "construction-project-manager", level: "senior", location: "", title: "Construction Project Manager", earlier: "Sr. Engineer - Projects", years: [4, 6],
    skills: ["Construction Management", "Residential High-rise", "Primavera P6", "Contractor Billing", "Cost Control", "Quality and Safety", "Stakeholder Coordination"],
    companies: ["Kalpataru Limited", "Piramal Realty", "Godrej Properties"],
    bullets: ["Ran construction of a 1,200-flat township with five contractors", "Handed over two towers three months early", "Ran structure and finishing works as senior engineer"],
    degree: "B.E. Civil, PGP in Construction Management (NICMAR)",
    accept: /\b(construction (manager|project manager|head)|project manager - (civil|construction)|projects (head|manager|director)|project (head|director)|(senior|lead) project engineer)\b/i,
    reject: /\b(it|software|clinical|digital|marketing)\b/i,
  },
  {
    occupation: "mechanical", id: "press-shop-engineer", level: "mid", location: "IMT Manesar, Haryana 122052", title: "Press Shop Engineer", earlier: "Die Maintenance Engineer", years: [3, 2],
    skills: ["Press Shop Operations", "Sheet Metal Stamping", "Die Setting", "Tandem Press Lines", "SMED", "Defect Analysis", "TPM"],
    companies: ["Maruti Suzuki India", "JBM Auto", "Honda Cars India"],
    bullets: ["Ran a tandem press line making 9,000 body panels a shift", "Cut die change time from 40 to 12 minutes with SMED", "Repaired and set dies as die maintenance engineer"],
    degree: "B.Tech Mechanical",
    accept: /\b(press shop|stamping|sheet metal|production|manufacturing|process|die) engineer\b|\bpress shop\b/i,
  },
  {
    occupation: "mechanical", id: "cae-engineer", level: "mid", location: "Hinjewadi Phase 3, Pune", title: "CAE Engineer", earlier: "CAE Analyst", years: [3, 2],
    skills: ["FEA", "HyperMesh", "ANSYS", "Abaqus", "Durability Analysis", "NVH", "CATIA"],
    companies: ["Tata Technologies", "Altair Engineering India", "Cummins India"],
    bullets: ["Ran durability and modal analyses for engine brackets and housings", "Cut a bracket's mass 15 % through topology optimisation", "Built HyperMesh models and load cases as analyst"],
    degree: "M.Tech Machine Design",
    accept: /\b(cae|fea|simulation|analysis) engineer\b|\b(mechanical )?design engineer\b|\bproduct design engineer\b|\br&d engineer\b/i,
  },
  {
    occupation: "mechanical", id: "shop-floor-engineer", level: "junior", location: "Chakan MIDC Phase 2, Pune", title: "Shop Floor Engineer", earlier: null, years: [1, 0],
    skills: ["Line Balancing", "5S", "Shift Handling", "Production Reporting", "Kaizen", "Poka-yoke"],
    companies: ["TVS Motor Company", "Ashok Leyland", "Titan Company"],
    bullets: ["Ran a two-wheeler assembly line of 40 operators on a shift", "Put in three poka-yokes that stopped missing-part defects", "Kept the hourly output board and shift report"],
    degree: "B.E. Mechanical",
    accept: /\b(shop floor|production|manufacturing|assembly|process) engineer\b|\bgraduate engineer trainee\b|\bproduction supervisor\b/i,
  },
  {
    occupation: "mechanical", id: "quality-manager", level: "senior", location: "", title: "Quality Manager", earlier: "Customer Quality Engineer", years: [4, 6],
    skills: ["IATF 16949", "APQP", "PPAP", "8D Problem Solving", "Internal Audits", "SPC", "MSA"],
    companies: ["Endurance Technologies", "Varroc Engineering", "Bajaj Auto"],
    bullets: ["Ran quality for a die-casting plant of 800 people", "Cut customer PPM from 120 to 35 in two years", "Handled OEM complaints and 8D reports as customer quality engineer"],
    degree: "B.E. Mechanical",
    accept: /\b(quality (manager|head|assurance manager)|(senior|lead|principal) quality engineer|qa\/qc manager|head of quality|supplier quality (manager|lead)|customer quality (manager|lead))\b/i,
    reject: /\b(software|test|data|clinical)\b/i,
  },
  {
    occupation: "mechanical", id: "foundry-engineer", level: "mid", location: "Shiroli MIDC, Kolhapur", title: "Foundry Engineer", earlier: "Melting Supervisor", years: [3, 2],
    skills: ["Sand Casting", "Melting and Pouring", "Sand Testing", "Casting Defect Analysis", "Methoding", "Spectro Analysis", "Core Making"],
    companies: ["Menon and Menon", "Ghatge Patil Industries", "Kirloskar Oil Engines"],
    bullets: ["Ran moulding and pouring for 40 tonnes of grey iron castings a day", "Cut casting rejection from 7 % to 3.5 % with gating changes", "Ran induction furnaces and charge mixes as melting supervisor"],
    degree: "B.E. Mechanical",
    accept: /\b(foundry|casting|metallurg\w*|process|production|quality) engineer\b|\bfoundry\b/i,
  },
  {
    occupation: "design", id: "packaging-designer", level: "mid", location: "Lokhandwala, Mumbai", title: "Packaging Designer", earlier: "DTP Operator", years: [3, 2],
    skills: ["Packaging Design", "Adobe Illustrator", "Dielines", "Pre-press", "Colour Management", "Label Design", "Mock-ups"],
    companies: ["DY Works", "Elephant Design", "Marico"],
    bullets: ["Designed packs for 30 food and personal care SKUs a year", "Prepared print-ready dielines and proofs with printers", "Set labels and cartons for print as DTP operator"],
    degree: "B.F.A. (Applied Art)",
    accept: /\b(packaging|graphic|visual|brand|communication) designer\b/i,
  },
  {
    occupation: "digital-marketing", id: "user-acquisition-manager", level: "mid", location: "Singapore", title: "User Acquisition Manager", earlier: "Performance Marketing Analyst", years: [3, 2],
    skills: ["User Acquisition", "Google App Campaigns", "Meta Ads", "AppsFlyer", "ROAS", "Creative Testing", "SQL"],
    companies: ["Games24x7", "Dream11", "Mobile Premier League"],
    bullets: ["Ran 4 crore a month of app install spend on Google and Meta", "Cut cost per paying user 25 % with creative tests", "Built ROAS reports from AppsFlyer and SQL as analyst"],
    degree: "B.Tech, MBA (Marketing)",
    accept: /\b(user acquisition|performance marketing|paid (media|marketing|social)|growth market\w*|ppc|sem|app marketing|digital marketing)\b/i,
  },
  {
    occupation: "content", id: "ux-writer", level: "mid", location: "Indiranagar, Bangalore", title: "UX Writer", earlier: "Content Designer", years: [3, 2],
    skills: ["UX Writing", "Microcopy", "Content Design", "Figma", "Voice and Tone Guidelines", "A/B Testing", "Localisation"],
    companies: ["Intercom", "Workhuman", "Swiggy"],
    bullets: ["Wrote product copy for onboarding and billing flows used by 25,000 businesses", "Wrote the product's voice and tone guide", "Designed help content and error messages as content designer"],
    degree: "M.A. English",
    accept: /\b(ux writer|content designer|copywriter|content (writer|strategist)|technical writer)\b/i,
  },
  {
    occupation: "clinical-research", id: "hcc-coder", level: "junior", location: "Begumpet, Hyderabad 500016", title: "HCC Coder", earlier: null, years: [1, 0],
    skills: ["HCC Coding", "Risk Adjustment", "ICD-10-CM", "MEAT Criteria", "CPC", "Chart Review"],
    companies: ["Optum", "Omega Healthcare", "Access Healthcare"],
    bullets: ["Reviewed 35 risk adjustment charts a day for a US health plan", "Kept coding accuracy at 96 % in quality audits", "Flagged unsupported diagnoses under the MEAT criteria"],
    degree: "B.Sc Biotechnology, CPC",
    accept: /\b(medical cod(er|ing)|hcc|risk adjustment|coding (analyst|auditor|specialist))\b/i,
  },
  {
    occupation: "clinical-research", id: "clinical-operations-lead", level: "senior", location: "", title: "Clinical Operations Lead", earlier: "Clinical Team Lead", years: [3, 6],
    skills: ["Clinical Operations", "Site Management", "ICH-GCP", "Vendor Oversight", "Trial Master File", "CTMS", "Budget Tracking"],
    companies: ["Lambda Therapeutic Research", "Parexel", "Sun Pharma"],
    bullets: ["Ran the operations of four phase III trials across 60 Indian sites", "Brought TMF completeness to 98 % before sponsor audits", "Led eight CRAs on a diabetes trial as clinical team lead"],
    degree: "M.Pharm",
    accept: /\b(clinical (operations|research|trial|project) (manager|lead|head)|(senior|lead|principal) (clinical research associate|cra)|head of clinical)\b/i,
  },
  {
    occupation: "project-management", id: "engagement-manager", level: "senior", location: "", title: "Engagement Manager", earlier: "Delivery Lead", years: [3, 5],
    skills: ["Client Engagement", "Delivery Governance", "SOW Management", "Account Growth", "Agile", "Risk Management", "Stakeholder Management"],
    companies: ["Infosys", "LTIMindtree", "Persistent Systems"],
    bullets: ["Ran a 90-person engagement for a US insurer worth 14 million dollars a year", "Grew the account 40 % with two new work streams", "Led delivery of three agile teams as delivery lead"],
    degree: "B.E., PMP",
    accept: /\b(engagement|delivery|program|programme|project) manager\b|\bhead of delivery\b/i,
    reject: /\b(construction|clinical|civil)\b/i,
  },
  // ---- software and data ------------------------------------------------------------------------------
  {
    occupation: "backend", id: "cpp-developer", level: "mid", location: "Bagmane Tech Park, Bengaluru", title: "C++ Developer", earlier: "Systems Programmer", years: [3, 2],
    skills: ["C++17", "STL", "Multithreading", "Linux", "gdb", "CMake", "Data Structures"],
    companies: ["Nokia", "Harman", "Siemens Healthineers"],
    bullets: ["Wrote the C++ packet scheduler for a 5G base station", "Cut p99 latency 35 % by removing locks from the hot path", "Wrote Linux system utilities in C as systems programmer"],
    degree: "B.E. Electronics and Communication",
    accept: /(^|\W)c\+\+(\W|$)|\b(software (engineer|developer)|backend (engineer|developer)|systems (engineer|programmer)|sde)\b/i,
    reject: /\b(test|qa|frontend|android|ios|data|salesforce)\b/i,
  },
  {
    occupation: "frontend", id: "wordpress-developer", level: "junior", location: "Prahlad Nagar, Ahmedabad", title: "WordPress Developer", earlier: null, years: [1, 0],
    skills: ["WordPress", "PHP", "Custom Themes", "WooCommerce", "Elementor", "HTML", "CSS", "jQuery"],
    companies: ["Multidots", "Yudiz Solutions", "Bacancy Technology"],
    bullets: ["Built 14 custom WordPress themes and WooCommerce stores for clients", "Cut a client's page load from 6 to 2 seconds with caching and image work", "Wrote custom plugins for forms and bookings"],
    degree: "BCA",
    accept: /\b(wordpress|php|web developer|frontend|front-end|ui developer|shopify)\b/i,
    reject: /\b(react native|architect)\b/i,
  },
  {
    occupation: "mobile", id: "xamarin-developer", level: "mid", location: "Infopark Phase 2, Kakkanad", title: "Xamarin Developer", earlier: "C# Developer", years: [3, 2],
    skills: ["Xamarin.Forms", ".NET MAUI", "C#", "MVVM", "REST APIs", "SQLite", "Azure App Center"],
    companies: ["Experion Technologies", "QBurst", "IBS Software"],
    bullets: ["Built a field service app in Xamarin.Forms for Android and iOS", "Moved the app to .NET MAUI with offline sync", "Wrote C# web APIs as developer"],
    degree: "B.Tech Computer Science",
    accept: /\b(xamarin|maui|mobile|cross-platform|flutter|react native)\b/i,
  },
  {
    occupation: "data-analytics", id: "bi-engineer", level: "mid", location: "Amstelveen, Netherlands", title: "Business Intelligence Engineer", earlier: "SQL Report Developer", years: [3, 2],
    skills: ["SQL", "Tableau", "dbt", "Python", "Data Modelling", "Snowflake", "A/B Test Analysis"],
    companies: ["Booking.com", "Adyen", "Tata Consultancy Services"],
    bullets: ["Built the dbt models and Tableau dashboards for the partner payments team", "Cut the weekly reporting run from a day to an hour", "Wrote SQL Server reports for a bank as report developer"],
    degree: "B.Tech Information Technology",
    accept: /\b(business intelligence|bi (engineer|developer|analyst)|data analyst|analytics engineer|reporting analyst|product analyst|data visuali[sz]ation)\b/i,
  },
  {
    occupation: "data-science", id: "data-science-manager", level: "senior", location: "Golf Course Extension Road, Gurugram", title: "Data Science Manager", earlier: "Lead Data Scientist", years: [3, 5],
    skills: ["Team Leadership", "Machine Learning", "Credit Risk Models", "Python", "PySpark", "Model Governance", "Stakeholder Management"],
    companies: ["American Express", "Genpact", "Bharti Airtel"],
    bullets: ["Led 9 data scientists building credit and fraud models", "Cut fraud losses 18 % with a new transaction model", "Built acquisition risk models as lead data scientist"],
    degree: "M.Stat (ISI)",
    accept: /\b(data scien\w* (manager|lead|head)|head of data science|machine learning manager|(lead|principal|senior) data scientist|ai (manager|lead))\b/i,
  },
  {
    occupation: "data-engineering", id: "talend-developer", level: "mid", location: "Canary Wharf, London", title: "Talend Developer", earlier: "Database Developer", years: [3, 2],
    skills: ["Talend Data Integration", "Talend Open Studio", "SQL", "Oracle", "Data Quality", "Job Scheduling", "AWS S3"],
    companies: ["LTIMindtree", "Capgemini", "Datamatics"],
    bullets: ["Built 120 Talend jobs loading policy and claims data for an insurer", "Added data quality checks that caught bad files before loads", "Wrote Oracle procedures and views as database developer"],
    degree: "B.E. Information Technology",
    accept: /\b(talend|etl|data integration|data engineer|informatica)\b/i,
  },
  {
    occupation: "devops", id: "cloud-operations-engineer", level: "junior", location: "Raheja Mindspace, Hyderabad", title: "Cloud Operations Engineer", earlier: null, years: [1, 0],
    skills: ["AWS EC2", "CloudWatch", "Linux", "Shell Scripting", "Patching", "Backup and Restore", "Incident Management"],
    companies: ["Cloud4C", "Tech Mahindra", "Infosys"],
    bullets: ["Watched and patched 300 EC2 servers for three clients", "Wrote shell scripts to automate backups and disk clean-ups", "Handled P3 and P4 incidents within SLA"],
    degree: "B.Tech ECE",
    accept: /\b(cloud (operations|ops|support|engineer)|devops|site reliability|sre|aws engineer|azure engineer|system administrator|linux administrator)\b/i,
  },
  {
    occupation: "qa", id: "game-tester", level: "junior", location: "Viman Nagar, Pune 411014", title: "Game Tester", earlier: null, years: [1, 0],
    skills: ["Functional Testing", "Compatibility Testing", "Bug Reporting", "JIRA", "Test Cases", "Console Testing"],
    companies: ["Ubisoft India", "Keywords Studios", "Electronic Arts"],
    bullets: ["Tested two console titles on PS5 and Xbox before release", "Logged 400 bugs with repro steps and video in JIRA", "Ran compatibility passes on 30 Android phones"],
    degree: "B.Sc Computer Science",
    accept: /\b(game (tester|test)|qa|quality assurance|tester|testing|test engineer|quality analyst)\b/i,
    reject: /\b(mechanical|production|quality engineer|quality control|penetration|performance|automation|sdet)\b/i,
  },
  {
    occupation: "security", id: "threat-intelligence-analyst", level: "mid", location: "Mahadevapura, Bengaluru", title: "Threat Intelligence Analyst", earlier: "Security Operations Analyst", years: [3, 2],
    skills: ["Threat Intelligence", "MITRE ATT&CK", "OSINT", "MISP", "IOC Analysis", "Splunk", "Dark Web Monitoring"],
    companies: ["Ensign InfoSecurity", "CloudSEK", "Singtel"],
    bullets: ["Wrote weekly threat reports on groups targeting banks in South-east Asia", "Fed 5,000 vetted indicators a month into the SIEM", "Triaged alerts in Splunk as security operations analyst"],
    degree: "B.Tech Computer Science, GCTI",
    accept: /\b(threat (intel\w*|hunt\w*|analyst)|cyber ?security analyst|security analyst|soc analyst|incident respon\w*)\b/i,
  },
  {
    occupation: "product", id: "ai-product-manager", level: "mid", location: "Hebbal, Bangalore 560024", title: "AI Product Manager", earlier: "Solutions Consultant", years: [3, 2],
    skills: ["Product Management", "LLM Applications", "Conversational AI", "Prompt Design", "Evaluation Metrics", "PRDs", "SQL"],
    companies: ["Yellow.ai", "Haptik", "Gupshup"],
    bullets: ["Shipped an LLM support agent that resolves 45 % of chats alone", "Set up offline evaluations before each model change", "Scoped chatbot deployments for enterprise clients as solutions consultant"],
    degree: "B.Tech, MBA",
    accept: /\b(product manager|product owner|ai product)\b/i,
    reject: /\bassociate\b/i,
  },
  {
    occupation: "sap", id: "sap-qm-consultant", level: "mid", location: "", title: "SAP QM Consultant", earlier: "Quality Executive", years: [3, 3],
    skills: ["SAP QM", "Inspection Lots", "Quality Notifications", "Sampling Procedures", "SAP S/4HANA", "Integration with MM and PP", "LSMW"],
    companies: ["Yash Technologies", "Capgemini", "Deloitte"],
    bullets: ["Configured inspection plans and quality notifications for two S/4HANA rollouts", "Set up sampling procedures and certificates for a pharma client", "Ran incoming inspection at a plant as quality executive"],
    degree: "B.E. Chemical",
    accept: /\bsap\b.*\b(qm|quality management|pp)\b|\b(sap|erp) (functional )?consultant\b/i,
  },
  {
    occupation: "it-support", id: "end-user-computing-engineer", level: "mid", location: "Greater Noida, UP", title: "End User Computing Engineer", earlier: "IT Field Engineer", years: [3, 2],
    skills: ["SCCM", "Microsoft Intune", "Windows 11", "Office 365", "Autopilot", "Active Directory", "ServiceNow"],
    companies: ["HCLTech", "Wipro", "Coforge"],
    bullets: ["Managed 8,000 laptops with Intune and SCCM for a bank", "Moved new laptop set-up to Autopilot, cutting it from 3 hours to 30 minutes", "Fixed laptops and printers at client sites as field engineer"],
    degree: "B.Tech IT",
    accept: /\b(end user computing|euc|desktop (support|engineer|administrator)|it support|windows administrator|system administrator|intune|sccm)\b/i,
  },
];

export function fresh11Personas(): Persona[] {
  return asPersonas(PEOPLE, "fresh11");
}
