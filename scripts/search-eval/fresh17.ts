/**
 * The eighteenth held-out set of `npm run eval:search` (split "fresh17"), being written while fresh16 (fresh16.ts) is
 * the held-out set. First draft: 62 people with rules written from the title alone, before any count; the counts,
 * moves and replacements are recorded here once done.
 */
import { asPersonas, type FreshPerson } from "./fresh";
import type { Persona } from "./occupations";

const PEOPLE: FreshPerson[] = [
  // ---- outside software ----------------------------------------------------------------------------------
  {
    occupation: "teaching", id: "kindergarten-teacher", level: "junior", location: "Vile Parle East, Mumbai 400057", title: "Kindergarten Teacher", earlier: null, years: [1, 0],
    skills: ["Early Childhood Education", "Play-based Learning", "Phonics", "Circle Time", "Classroom Management", "Parent Communication", "Marathi, Hindi and English"],
    companies: ["Podar Jumbo Kids", "Kangaroo Kids", "EuroKids"],
    bullets: ["Taught a class of 22 children aged 3 to 5 in nursery and junior KG with a co-teacher", "Planned weekly themes, rhymes and art and sensory activities from the school's curriculum", "Kept developmental checklists and met parents every term about each child's progress"],
    degree: "B.A., Diploma in Early Childhood Care and Education",
    // Teaching small children: kindergarten, pre-primary, nursery, Montessori and early years teacher posts, and primary teacher posts.
    accept: /\b(pre-?primary|kindergarten|nursery|montessori|early years|early childhood|play ?school|kg)\b.*\b(teacher|educator|facilitator)\b|\bprimary (school )?teacher\b|\bprt\b/i,
    reject: /\b(coordinator|head|hod|principal|pgt|tgt|physics|chemistry|biology|computer)\b/i,
  },
  {
    occupation: "teaching", id: "ict-teacher", level: "mid", location: "Indirapuram, Ghaziabad", title: "ICT Teacher", earlier: "Computer Lab Instructor", years: [3, 2],
    skills: ["Python for CBSE Classes 11-12", "Computer Applications", "Scratch and Coding", "MS Office", "SQL Basics", "Lab Management", "Practical Examinations"],
    companies: ["Delhi Public School Indirapuram", "Amity International School", "Ryan International School"],
    bullets: ["Taught ICT, computer science and Python to classes 9 to 12 with a 96 % board pass rate", "Started a coding club of 60 students that built apps for the school fair", "Ran the computer lab, its 40 machines and the practical classes of classes 3 to 8 as lab instructor"],
    degree: "MCA, B.Ed",
    // Teaching computers in a school: ICT, computer science and computer teacher, faculty and instructor posts, and PGT/TGT computer science.
    accept: /\b(computer science|computers?|ict|information technology|coding|computer applications)\b.*\b(teacher|faculty|educator|instructor|tutor|lecturer)\b|\b(pgt|tgt)\b.*\b(computer|informatics)\b/i,
    reject: /\b(coordinator|head|hod|principal)\b/i,
  },
  {
    occupation: "teaching", id: "history-teacher", level: "mid", location: "Saheed Nagar, Bhubaneswar 751007", title: "History Teacher", earlier: "Geography Teacher", years: [3, 2],
    skills: ["Indian and World History", "CBSE Social Science", "Map Work", "Project-based Learning", "Lesson Planning", "Question Paper Setting", "Odia, Hindi and English"],
    companies: ["DAV Public School Chandrasekharpur", "SAI International School", "KIIT International School"],
    bullets: ["Taught history and social science to five sections of classes 8 to 10 and history to class 11 and 12", "Lifted the class 12 board average in history from 71 to 79 in two years", "Taught geography and ran the map-work and field trips of classes 6 and 7 as geography teacher"],
    degree: "M.A. History, B.Ed",
    // Teaching history and social science: history, social studies, geography, civics and economics teacher posts, and TGT/PGT of those.
    accept: /\b(social (science|studies)|history|geography|civics|political science|economics|sst)\b.*\b(teacher|faculty|educator|tutor|lecturer)\b|\b(tgt|pgt)\b.*\b(social|history|geography|political|economics|sst)\b/i,
    reject: /\b(coordinator|head|hod|principal)\b/i,
  },
  {
    occupation: "teaching", id: "quantitative-aptitude-trainer", level: "mid", location: "Mukherjee Nagar, Delhi", title: "Quantitative Aptitude Trainer", earlier: "Reasoning Faculty", years: [3, 2],
    skills: ["Quantitative Aptitude", "Logical Reasoning", "Data Interpretation", "CAT and Bank PO Preparation", "Mock Test Analysis", "Doubt Sessions", "Hindi and English"],
    companies: ["T.I.M.E.", "Career Launcher", "Adda247"],
    bullets: ["Taught quantitative aptitude and data interpretation to batches of 80 bank PO and SSC aspirants", "Wrote 40 sectional tests a year and ran their review classes", "Taught logical reasoning to CAT and campus placement batches as reasoning faculty"],
    degree: "B.Tech, MBA",
    // Teaching aptitude and maths to exam and placement batches: quant, aptitude, reasoning and maths trainer, faculty and tutor posts.
    accept: /\b(quant(itative)?( aptitude)?|aptitude|reasoning|mathematics|maths?|cat|bank exams?|placement)\b.*\b(trainer|faculty|tutor|instructor|educator|coach|mentor)\b/i,
    reject: /\b(head|hod|principal|coordinator|sales|counsellor)\b/i,
  },
  {
    occupation: "teaching", id: "associate-professor-of-mathematics", level: "senior", location: "Kattankulathur, Chengalpattu", title: "Associate Professor of Mathematics", earlier: "Lecturer in Mathematics", years: [5, 6],
    skills: ["Linear Algebra", "Differential Equations", "Numerical Methods", "Probability and Statistics", "Research Supervision", "Curriculum Design", "MATLAB"],
    companies: ["SRM Institute of Science and Technology", "VIT Chennai", "Anna University"],
    bullets: ["Taught engineering mathematics and numerical methods to 300 B.Tech students a semester", "Guided 4 Ph.D. scholars and published 14 papers in Scopus-indexed journals", "Taught calculus and linear algebra and set university question papers as lecturer"],
    degree: "M.Sc Mathematics, Ph.D. (University of Madras), CSIR-NET",
    // Senior mathematics teaching in colleges: mathematics professor, lecturer, faculty and head of department posts.
    accept: /\b(professor|lecturer|faculty|hod|head of (the )?department)\b.*\b(mathematics|maths|statistics)\b|\b(mathematics|maths|statistics)\b.*\b(professor|lecturer|faculty|hod|head)\b/i,
    reject: /\b(school|tgt|prt|tutor|jee|neet|coaching)\b/i,
  },
  {
    occupation: "sales", id: "distributor-sales-representative", level: "junior", location: "Basaveshwaranagar, Bengaluru", title: "Distributor Sales Representative", earlier: null, years: [1, 0],
    skills: ["General Trade", "Beat Planning", "Order Booking", "Retailer Relations", "Secondary Sales", "Merchandising", "Kannada, Hindi and English"],
    companies: ["Hindustan Unilever", "Dabur India", "ITC Limited"],
    bullets: ["Covered 45 kirana and general stores a day on a fixed beat for the distributor", "Took the beat's monthly secondary sales from 6.5 to 8 lakh in a year", "Booked orders on the handheld and set up displays and schemes in every outlet"],
    degree: "B.Com",
    // A first FMCG field sales job: sales representative, executive and officer posts on the field side.
    accept: /\b(sales|field sales|distributor sales|route sales|general trade)\b.*\b(representative|executive|officer|associate|trainee)\b|\b(dsr|psr)\b/i,
    reject: /\b(medical|pharma|insurance|real estate|software|inside|tele|manager|engineer|bank|loan|retail|showroom|store|saas|it)\b/i,
  },
  {
    occupation: "sales", id: "dealer-development-manager", level: "mid", location: "Chakan, Pune", title: "Dealer Development Manager", earlier: "Dealer Development Executive", years: [3, 3],
    skills: ["Dealer Network Expansion", "Dealer Appointment", "Channel Sales", "Market Mapping", "Dealer Audits", "Sales Planning", "Tamil, Kannada and English"],
    companies: ["TVS Motor Company", "Ashok Leyland", "Mahindra Tractors"],
    bullets: ["Appointed 18 new dealers and 40 sub-dealers across northern Tamil Nadu in two years", "Raised the region's dealer-wise monthly retail by 22 % with dealer business plans", "Surveyed towns for new dealerships and ran dealer audits as dealer development executive"],
    degree: "B.E. Mechanical, MBA (Marketing)",
    // Building and running a dealer network: dealer, channel and network development and sales manager posts, and area sales manager posts.
    accept: /\b(dealer|channel|distribution|network) (development|sales)\b.*\b(manager|executive|officer)\b|\b(area|territory) sales manager\b|\b(dealer|channel) manager\b/i,
    reject: /\b(medical|pharma|insurance|software|bank|loan|saas|head|national)\b/i,
  },
  {
    occupation: "sales", id: "channel-account-manager", level: "mid", location: "Nehru Place, New Delhi 110019", title: "Channel Account Manager", earlier: "Partner Sales Executive", years: [3, 2],
    skills: ["Channel Partner Management", "IT Distribution", "Partner Enablement", "Joint Business Plans", "Deal Registration", "Sales Forecasting", "Hindi and English"],
    companies: ["Redington India", "Ingram Micro India", "Savex Technologies"],
    bullets: ["Managed 35 IT resellers and system integrators across north India worth 60 crore a year", "Grew partner revenue 28 % by running joint plans and quarterly incentive schemes", "Sold laptops and networking gear through resellers across Delhi as partner sales executive"],
    degree: "B.Sc Computer Science, MBA (Sales and Marketing)",
    // Selling through partners: channel and partner account and sales manager posts and channel sales posts.
    accept: /\b(channel|partner|alliance|distribution)\b.*\b(account manager|sales manager|manager|executive)\b|\b(partner account manager|channel sales)\b/i,
    reject: /\b(medical|pharma|insurance|real estate|bank|loan|head|director|marketing|logistics|supply)\b/i,
  },
  {
    occupation: "sales", id: "deputy-general-manager-sales", level: "senior", location: "", title: "Deputy General Manager - Sales", earlier: "Regional Sales Manager", years: [4, 6],
    skills: ["Sales Leadership", "Annual Operating Plans", "Distributor Management", "Modern Trade", "Sales Team Hiring", "Trade Spends", "Marathi, Hindi and English"],
    companies: ["Marico", "Godrej Consumer Products", "Pidilite Industries"],
    bullets: ["Led 4 regional managers and 60 sales officers across Maharashtra and Goa with a 420 crore target", "Turned two loss-making regions around, 14 % volume growth in a flat market", "Ran the western region's 32 distributors and 9 area managers as regional sales manager"],
    degree: "B.Com, MBA (Marketing), IIM Lucknow",
    // A senior sales leader: general manager, head, vice president and director of sales posts and national, zonal and regional sales manager posts.
    accept: /\b(general manager|gm|dgm|agm|head|vice president|vp|director)\b.*\bsales\b|\bsales\b.*\b(head|director|general manager)\b|\b(national|zonal|regional) sales manager\b/i,
    reject: /\b(medical|pharma|insurance|real estate|software|bank|banking|loan|saas|inside)\b/i,
  },
  {
    occupation: "civil", id: "civil-engineering-intern", level: "junior", location: "Dwarka Expressway, Gurugram", title: "Civil Engineering Intern", earlier: null, years: [1, 0],
    skills: ["Site Supervision", "AutoCAD", "Quantity Estimation", "Levelling", "Concrete Cube Testing", "MS Excel", "Telugu, Hindi and English"],
    companies: ["My Home Constructions", "Megha Engineering and Infrastructures", "NCC Limited"],
    bullets: ["Assisted the site engineer on the raft and column work of a 30-storey residential tower", "Measured and checked reinforcement and shuttering against drawings before each pour", "Kept the daily labour and material registers and made the weekly progress sheet"],
    degree: "B.Tech Civil Engineering",
    // A first civil job: civil intern, trainee and engineer posts, site and junior engineer posts and graduate engineer trainee posts.
    accept: /\bcivil\b.*\b(intern|trainee|engineer)\b|\b(site|junior|trainee|graduate) (civil )?engineer\b|\bgraduate engineer trainee\b|\bsite supervisor\b/i,
    reject: /\b(mechanical|electrical|software|hvac|mep|plumbing|sales|chemical|instrumentation)\b/i,
  },
  {
    occupation: "civil", id: "survey-engineer", level: "mid", location: "Sohna, Gurugram", title: "Survey Engineer", earlier: "Surveyor", years: [3, 3],
    skills: ["Total Station", "Auto Level", "DGPS", "Topographic Survey", "Setting Out", "AutoCAD Civil 3D", "Earthwork Quantities"],
    companies: ["Dilip Buildcon", "IRB Infrastructure Developers", "GR Infraprojects"],
    bullets: ["Ran the survey of a 42 km expressway package, alignment, levels and structures' setting out", "Cut the earthwork dispute with the subcontractor to nil with joint cross-section records", "Took topographic surveys and fixed benchmarks with total station and auto level as surveyor"],
    degree: "Diploma in Civil Engineering, B.Tech Civil (part-time)",
    // Survey on construction and road works: survey engineer and surveyor posts (not quantity surveying).
    accept: /\b(survey engineer|surveyor|surveying engineer|land surveyor|survey executive|survey in-?charge)\b/i,
    reject: /\b(quantity|qs|market|customer|insurance|loss)\b/i,
  },
  {
    occupation: "civil", id: "precast-engineer", level: "mid", location: "Taloja MIDC, Navi Mumbai", title: "Precast Engineer", earlier: "Precast Yard Supervisor", years: [3, 2],
    skills: ["Precast Production", "Mould Setting", "Erection Planning", "Shop Drawings", "Quality Checks", "Crane Coordination", "Concrete Technology"],
    companies: ["B.G. Shirke Construction Technology", "Larsen & Toubro Construction", "Tata Projects"],
    bullets: ["Ran the casting and erection of precast walls and slabs for 1,800 affordable homes", "Raised the yard's output from 45 to 70 elements a day by re-sequencing moulds and curing", "Supervised mould setting, casting and stacking crews in the precast yard as yard supervisor"],
    degree: "B.E. Civil Engineering",
    // Precast and civil site work: precast posts and site, execution, construction, project and civil engineer posts.
    accept: /\bprecast\b|\b(site|execution|construction|civil|structural|project) engineer\b|\bcivil\b.*\bengineer\b/i,
    reject: /\b(mechanical|electrical|software|hvac|mep|plumbing|sales|design|structural)\b|^(\w+ )?project engineer$/i,
  },
  {
    occupation: "civil", id: "civil-design-engineer", level: "mid", location: "Sector 62, Noida", title: "Civil Design Engineer", earlier: "Graduate Design Engineer", years: [3, 2],
    skills: ["STAAD.Pro", "ETABS", "RCC Design", "Steel Structure Design", "IS 456 and IS 800", "AutoCAD", "Design Calculations"],
    companies: ["Tata Consulting Engineers", "STUP Consultants", "Jacobs Engineering India"],
    bullets: ["Designed RCC and steel structures of industrial sheds, pipe racks and equipment foundations", "Checked 120 drawings a quarter for the detailing team and cut the revision count by a third", "Modelled and analysed buildings in STAAD and ETABS for the senior engineers as graduate design engineer"],
    degree: "M.Tech Structural Engineering, B.E. Civil",
    // Civil and structural design: civil, structural, RCC, steel and bridge design engineer posts and structural engineer posts.
    accept: /\b(civil|structural|rcc|steel|bridge|foundation)\b.*\bdesign (engineer|consultant)\b|\b(structural|design) engineer\b.*\bcivil\b|\bstructural engineer\b/i,
    reject: /\b(mechanical|electrical|hvac|mep|plumbing|software|piping|sales|interior|graphic)\b/i,
  },
  {
    occupation: "civil", id: "senior-resident-engineer", level: "senior", location: "Dwarka, New Delhi", title: "Senior Resident Engineer", earlier: "Assistant Highway Engineer", years: [5, 6],
    skills: ["Highway Construction Supervision", "IRC and MoRTH Specifications", "Contract Administration", "Quality Assurance", "Measurement and Billing Checks", "Claims and Variations", "Telugu and English"],
    companies: ["LEA Associates South Asia", "Aarvee Associates", "Feedback Infra"],
    bullets: ["Supervised a 68 km four-laning package for NHAI as the authority engineer's senior resident engineer", "Checked the contractor's monthly bills and variations, 9 crore of wrong claims kept out", "Inspected pavement layers and structures and kept the quality records as assistant highway engineer"],
    degree: "M.Tech Transportation Engineering, B.Tech Civil",
    // Senior civil work on roads and projects: resident, highway, bridge and construction engineer and manager posts and civil project leads.
    accept: /\b(resident|highway|road|bridge|pavement|civil|construction|site) (engineer|manager)\b|\b(project manager|team leader|project head)\b.*\b(civil|highway|road|construction|infra)\b|\bcivil\b.*\b(engineer|manager)\b/i,
    reject: /\b(mechanical|electrical|software|hvac|mep|plumbing|sales|it)\b/i,
  },
  {
    occupation: "accounting", id: "accounts-payable-associate", level: "junior", location: "DLF Phase 3, Gurgaon", title: "Accounts Payable Associate", earlier: null, years: [1, 0],
    skills: ["Invoice Processing", "Three-way Match", "Vendor Reconciliation", "SAP", "TDS", "Payment Runs", "MS Excel"],
    companies: ["Accenture", "Genpact", "IBM India"],
    bullets: ["Processed 1,200 vendor invoices a month for a European client with 99.5 % accuracy", "Reconciled 40 vendor statements a month and cleared old open items", "Ran weekly payment proposals and answered vendor queries on the shared mailbox"],
    degree: "B.Com",
    // A first accounting job: payable, receivable and accounts associate, executive, assistant and analyst posts, and accountant posts.
    accept: /\b(accounts payable|ap|accounts receivable|ar|p2p|procure to pay|invoice processing|accounts|accounting|finance)\b.*\b(associate|executive|assistant|analyst|trainee|clerk|officer)\b|\b(accountant|bookkeeper)\b/i,
    reject: /\b(ar caller|medical|billing|tax|audit|manager|head|sales|bank|chartered)\b/i,
  },
  {
    occupation: "accounting", id: "intercompany-accountant", level: "mid", location: "Yerawada, Pune 411006", title: "Intercompany Accountant", earlier: "Accounts Receivable Associate", years: [3, 2],
    skills: ["Intercompany Reconciliation", "Month-end Close", "Journal Entries", "Oracle Financials", "BlackLine", "IFRS", "Balance Sheet Reconciliation"],
    companies: ["Mastercard", "WNS Global Services", "eClerx"],
    bullets: ["Settled and reconciled intercompany balances of 28 entities in 14 countries every month", "Cut unreconciled intercompany differences from 3.1 million to 0.2 million dollars in a year", "Applied cash and chased overdue customers as accounts receivable associate"],
    degree: "M.Com, CA Inter",
    // Accounting on the close: intercompany, record to report, ledger and reconciliation accountant and analyst posts, and accountant posts.
    accept: /\b(intercompany|record to report|r2r|general ledger|gl|reconciliation|financial reporting|accounting)\b.*\b(accountant|analyst|specialist|executive|associate)\b|\b(accountant|accounts executive|accounts officer)\b/i,
    reject: /\b(tax|audit|payroll|fund|cost|medical|sales|bank|trainee|intern|chartered)\b/i,
  },
  {
    occupation: "accounting", id: "revenue-accountant", level: "mid", location: "Bellandur, Bengaluru", title: "Revenue Accountant", earlier: "Billing Analyst", years: [3, 2],
    skills: ["Revenue Recognition", "ASC 606 and Ind AS 115", "Deferred Revenue", "Order to Cash", "NetSuite", "Month-end Close", "Advanced Excel"],
    companies: ["Freshworks", "Chargebee", "Zoho"],
    bullets: ["Recognised revenue of 9,000 subscription contracts a month under ASC 606", "Built the deferred revenue waterfall that cut the close by two days", "Raised customer invoices and fixed billing disputes as billing analyst"],
    degree: "B.Com, CMA Inter",
    // Revenue and receivable accounting: revenue, billing, order to cash and ledger accountant and analyst posts, and accountant posts.
    accept: /\b(revenue|billing|order to cash|o2c|accounts receivable|ar|general ledger|gl)\b.*\b(accountant|analyst|specialist|executive)\b|\b(accountant|accounts executive)\b/i,
    reject: /\b(tax|audit|payroll|fund|cost|medical|ar caller|sales|bank|chartered)\b/i,
  },
  {
    occupation: "accounting", id: "senior-manager-direct-tax", level: "senior", location: "Fort, Mumbai 400001", title: "Senior Manager - Direct Tax", earlier: "Tax Senior", years: [4, 4],
    skills: ["Direct Tax", "Corporate Tax Returns", "Tax Audits", "Transfer Pricing", "Assessments and Appeals", "Tax Provisioning", "Income Tax Act"],
    companies: ["Grant Thornton Bharat", "Deloitte Haskins & Sells", "Tata Steel"],
    bullets: ["Ran the direct tax compliance of 22 clients, returns, tax audits and assessments, with a team of 6", "Won 6 appeals before the CIT(A) worth 14 crore of demand", "Prepared tax audit reports and returns of listed companies as tax senior"],
    degree: "Chartered Accountant, B.Com",
    // Senior direct tax work: tax, taxation, direct and income tax and transfer pricing manager, lead and head posts (not indirect tax).
    accept: /\b(tax|taxation|direct tax|income tax|transfer pricing)\b.*\b(manager|lead|head|senior|consultant|partner|director)\b|\b(head|manager|senior manager|director)\b.*\b(tax|taxation)\b/i,
    reject: /\b(sales|property tax|software|data|indirect|gst)\b/i,
  },
  {
    occupation: "mechanical", id: "assembly-line-engineer", level: "junior", location: "Manesar, Haryana", title: "Assembly Line Engineer", earlier: null, years: [1, 0],
    skills: ["Assembly Line Balancing", "Torque Control", "5S", "Kaizen", "Poka-Yoke", "Shift Production Reports", "Kannada, Hindi and English"],
    companies: ["Honda Motorcycle & Scooter India", "Bosch", "Tata Motors"],
    bullets: ["Ran a scooter frame assembly line of 40 operators on a shift, 900 units a shift", "Cut the line's torque rejections by 60 % with two poka-yoke fixtures", "Wrote the shift production and downtime report and led the line's daily 5S audit"],
    degree: "B.E. Mechanical Engineering",
    // A first plant job: assembly, production, manufacturing and shop floor engineer and trainee posts and mechanical engineer posts.
    accept: /\b(assembly|production|manufacturing|shop floor|line|process)\b.*\b(engineer|trainee|supervisor)\b|\bgraduate engineer trainee\b.*\b(mechanical|production|manufacturing)\b|\bmechanical (engineer|trainee)\b/i,
    reject: /\b(software|data|civil|electrical|sales|design|quality|chemical|hvac|test)\b/i,
  },
  {
    occupation: "mechanical", id: "jig-and-fixture-design-engineer", level: "mid", location: "Bhosari MIDC, Pune", title: "Jig and Fixture Design Engineer", earlier: "Design Draughtsman", years: [3, 2],
    skills: ["Jig and Fixture Design", "Siemens NX", "SolidWorks", "GD&T", "Welding Fixtures", "Tolerance Stack-up", "BOM Preparation"],
    companies: ["Tata AutoComp Systems", "Bharat Forge", "Force Motors"],
    bullets: ["Designed 60 welding and machining fixtures a year for chassis and axle parts", "Cut a fixture's changeover from 40 to 12 minutes with quick clamps and locators", "Drew part and assembly drawings and BOMs in NX for the designers as design draughtsman"],
    degree: "B.E. Mechanical Engineering",
    // Mechanical design: jig, fixture, tool, product and machine design engineer posts and mechanical design posts.
    accept: /\b(jig|fixture|tool|tooling|mechanical|product|machine|sheet metal|cad|catia|nx|creo|solidworks)\b.*\bdesign(er| engineer)\b|\bdesign engineer\b.*\bmechanical\b|\bmechanical design\b/i,
    reject: /\b(civil|structural|electrical|software|hvac|piping|interior|graphic|ui|ux|chip|vlsi|fashion|instructional|product designer)\b/i,
  },
  {
    occupation: "mechanical", id: "field-service-engineer", level: "mid", location: "Sector 24, Faridabad", title: "Field Service Engineer", earlier: "Service Technician", years: [3, 2],
    skills: ["CNC Machine Installation", "Fanuc and Siemens Controls", "Breakdown Repair", "Preventive Maintenance", "Spindle and Ballscrew Service", "Customer Training", "Gujarati, Hindi and English"],
    companies: ["Jyoti CNC Automation", "Ace Micromatic Group", "Siemens India"],
    bullets: ["Installed and serviced 70 CNC lathes and machining centres at customers across Gujarat", "Brought the region's average breakdown call closure from 3 days to 1.5", "Repaired hydraulics, spindles and axes of machines on the shop floor as service technician"],
    degree: "Diploma in Mechanical Engineering, B.E. Mechanical (part-time)",
    // Servicing machines at customers: field service, service, installation, commissioning and maintenance engineer and technician posts.
    accept: /\b(field service|service|installation|commissioning|maintenance)\b.*\b(engineer|technician)\b/i,
    reject: /\b(software|it|network|desktop|cloud|data|civil|sales|building|hvac|electrical|site reliability)\b/i,
  },
  {
    occupation: "mechanical", id: "tooling-engineer", level: "mid", location: "Sector 58, Faridabad", title: "Tooling Engineer", earlier: "Toolmaker", years: [3, 3],
    skills: ["Press Tools", "Progressive Dies", "Tool Try-out", "Tool Maintenance", "AutoCAD", "Tool Life Monitoring", "Hindi and English"],
    companies: ["JBM Auto", "Escorts Kubota", "Sona Comstar"],
    bullets: ["Looked after 150 press tools and progressive dies of a sheet metal plant", "Raised tool life between regrinds by 35 % with new steels and a tool history card", "Made and assembled die sets and punches in the tool room as toolmaker"],
    degree: "Diploma in Tool and Die Making (NTTF), B.Tech Mechanical (part-time)",
    // Tooling work: tool, tooling, tool room, die, mould, press tool and fixture engineer and designer posts.
    accept: /\b(tool|tooling|tool room|die|mould|mold|press tool|jig|fixture)\b.*\b(engineer|designer|in-?charge)\b/i,
    reject: /\b(software|test|automation|qa|ci|devops|civil|sales)\b/i,
  },
  {
    occupation: "mechanical", id: "lead-mechanical-engineer", level: "senior", location: "Powai, Mumbai 400076", title: "Lead Mechanical Engineer", earlier: "Senior Equipment Engineer", years: [5, 6],
    skills: ["Static and Rotating Equipment", "Pressure Vessels (ASME VIII)", "Heat Exchangers (TEMA)", "Vendor Evaluation", "Equipment Datasheets", "Design Reviews", "PV Elite"],
    companies: ["Larsen & Toubro Energy Hydrocarbon", "Worley India", "Tata Consulting Engineers"],
    bullets: ["Led 9 engineers on the mechanical scope of a refinery expansion, 240 equipment items", "Cut the vendor document review cycle from 21 to 12 days with a review checklist", "Sized and specified vessels and exchangers and checked vendor drawings as senior equipment engineer"],
    degree: "B.E. Mechanical Engineering",
    // Senior mechanical engineering on projects: mechanical, static, rotating and package equipment engineer, lead and manager posts.
    accept: /\b(mechanical|static equipment|rotating equipment|equipment|package)\b.*\b(engineer|lead|manager|head)\b/i,
    reject: /\b(software|civil|electrical|sales|hvac|maintenance|technician|draughtsman|draftsman|production)\b/i,
  },
  {
    occupation: "banking", id: "branch-sales-officer", level: "junior", location: "Vaishali Nagar, Jaipur", title: "Branch Sales Officer", earlier: null, years: [1, 0],
    skills: ["Savings and Current Accounts", "Account Opening", "KYC", "Cross-selling", "Branch Walk-ins", "Finacle", "Hindi and English"],
    companies: ["HDFC Bank", "Axis Bank", "Bandhan Bank"],
    bullets: ["Opened 35 savings and current accounts a month for walk-in and referred customers", "Sold fixed deposits, debit cards and insurance to new account holders", "Did KYC checks and account opening entries in Finacle for the branch"],
    degree: "BBA",
    // A first bank branch job: relationship, personal banking, CASA and branch sales and service executive and officer posts.
    accept: /\b(relationship (executive|officer)|personal banker|(personal|retail|branch|priority) banking (executive|officer|associate)|casa (sales )?(executive|officer)|branch (sales|service|operations|relationship) (executive|officer|associate)|bank (teller|officer|executive|clerk)|teller|cashier)\b/i,
    reject: /\b(manager|insurance|medical|real estate|software|hotel)\b/i,
  },
  {
    occupation: "banking", id: "deputy-manager-branch-operations", level: "mid", location: "Laxmi Nagar, Delhi", title: "Deputy Manager - Branch Operations", earlier: "Cash and Clearing Officer", years: [3, 3],
    skills: ["Branch Operations", "Cash Management", "Clearing", "KYC and AML", "Audit Compliance", "Finacle", "Malayalam and English"],
    companies: ["Federal Bank", "South Indian Bank", "Axis Bank"],
    bullets: ["Ran the operations of a branch of 11 staff, cash, clearing, lockers and accounts", "Took the branch from a C to an A rating in two internal audits", "Ran the branch cash, the clearing of cheques and the remittances as cash and clearing officer"],
    degree: "M.Com, JAIIB",
    // Running a bank branch's operations: branch operations and service manager and officer posts and deputy branch manager posts.
    accept: /\b(branch|banking|bank|retail banking|liabilities) (operations|service)\b|\b(deputy|assistant) branch manager\b|\b(branch operations|branch service|cash|teller|clearing|service delivery) (manager|officer|head|executive)\b/i,
    reject: /\b(insurance|medical|software|hotel|logistics|warehouse|sales)\b/i,
  },
  {
    occupation: "banking", id: "home-loan-relationship-manager", level: "mid", location: "Thane West, Maharashtra 400601", title: "Home Loan Relationship Manager", earlier: "Loan Sourcing Executive", years: [3, 2],
    skills: ["Home Loans", "Loan Against Property", "Builder Tie-ups", "DSA Channel", "Credit Documentation", "Loan Disbursals", "Marathi, Hindi and English"],
    companies: ["ICICI Bank", "HDFC Bank", "LIC Housing Finance"],
    bullets: ["Disbursed 3.5 crore of home loans a month through builders and DSAs in Thane and Kalyan", "Signed tie-ups with 12 builders' projects, a third of the branch's home loan files", "Sourced personal and home loan leads and collected documents as loan sourcing executive"],
    degree: "B.Com, MBA (Finance)",
    // Selling home loans and mortgages: home loan, housing loan, mortgage and loan against property relationship, sales manager and officer posts.
    accept: /\b(home loans?|housing loans?|mortgages?|lap|loan against property|secured loans?|retail assets?)\b.*\b(manager|officer|executive|sales|relationship)\b|\b(relationship manager|sales manager)\b.*\b(home loans?|mortgages?|housing|lap|loans?|retail assets)\b/i,
    reject: /\b(credit|collections|underwriter|insurance|head)\b/i,
  },
  {
    occupation: "banking", id: "area-manager-branch-banking", level: "senior", location: "C-Scheme, Jaipur 302001", title: "Area Manager - Branch Banking", earlier: "Branch Manager - Retail Banking", years: [4, 6],
    skills: ["Branch Network Management", "Liabilities Growth", "Branch P&L", "Team Leadership", "Audit and Compliance", "Branch Expansion", "Hindi and English"],
    companies: ["AU Small Finance Bank", "ICICI Bank", "Kotak Mahindra Bank"],
    bullets: ["Led 14 branch managers and 160 staff across Jaipur and Ajmer with a 2,400 crore book", "Opened 5 new branches that broke even inside 18 months", "Ran a branch of 14 staff and its deposits and cross-sell targets as branch manager"],
    degree: "MBA (Finance)",
    // A senior branch banking leader: area, cluster, regional and zonal manager and head posts and senior branch manager and branch head posts.
    accept: /\b(area|cluster|regional|zonal|circle) (manager|head)\b|\b(senior branch manager|branch head|cluster branch manager|head - branch banking)\b/i,
    reject: /\b(sales|insurance|medical|pharma|software|hotel|logistics|operations|warehouse|hr|marketing)\b/i,
  },
  {
    occupation: "logistics", id: "outbound-logistics-executive", level: "junior", location: "Bhiwandi, Thane", title: "Outbound Logistics Executive", earlier: null, years: [1, 0],
    skills: ["Outbound Dispatch", "Vehicle Placement", "E-way Bills", "WMS", "Proof of Delivery Tracking", "MS Excel", "Hindi and English"],
    companies: ["Mahindra Logistics", "Delhivery", "Flipkart"],
    bullets: ["Dispatched 120 trucks a day from a 6 lakh sq ft warehouse to 30 cities", "Brought vehicle loading time down from 3 to 2 hours with dock slot planning", "Raised e-way bills and chased proof of delivery for every outbound load"],
    degree: "B.Com, Diploma in Logistics",
    // A first logistics job: logistics, dispatch, shipping, transport and warehouse executive, associate and coordinator posts.
    accept: /\b(logistics|outbound|inbound|dispatch|shipping|transport|warehouse|supply chain|distribution|fulfil?ment)\b.*\b(executive|associate|coordinator|assistant|trainee|officer|supervisor)\b/i,
    reject: /\b(sales|software|manager|head|marketing|hr)\b/i,
  },
  {
    occupation: "logistics", id: "transportation-planner", level: "mid", location: "Sector 18, Gurugram 122015", title: "Transportation Planner", earlier: "Load Planner", years: [3, 2],
    skills: ["Route Planning", "Load Optimisation", "Freight Cost Analysis", "TMS", "Vendor Performance", "Power BI", "Hindi and English"],
    companies: ["TCI Express", "Rivigo", "Delhivery"],
    bullets: ["Planned 300 line-haul trips a day across 45 lanes of north India", "Cut freight cost per kg by 9 % by matching loads and truck sizes", "Built truck loading plans and consolidated part loads at the hub as load planner"],
    degree: "B.Tech, PGDM (Operations)",
    // Planning transport: transport, fleet, logistics, route and freight planner, analyst and coordinator posts.
    accept: /\b(transport(ation)?|fleet|logistics|load|route|distribution|freight)\b.*\b(planner|analyst|coordinator|executive|planning)\b/i,
    reject: /\b(sales|software|hr|marketing|data engineer)\b/i,
  },
  {
    occupation: "logistics", id: "category-buyer", level: "mid", location: "Andheri East, Mumbai", title: "Category Buyer", earlier: "Assistant Buyer", years: [3, 2],
    skills: ["Category Buying", "Vendor Negotiation", "Assortment Planning", "Open-to-Buy", "Purchase Orders", "Stock Ageing", "SAP MM"],
    companies: ["Reliance Retail", "Flipkart", "Spencer's Retail"],
    bullets: ["Bought home and kitchen goods worth 80 crore a year from 60 vendors", "Raised the category's margin by 2.4 points with new private-label vendors", "Raised purchase orders and tracked vendor deliveries and fill rates as assistant buyer"],
    degree: "B.Com, PGDM (Retail Management)",
    // Buying for a business: buyer, category buyer and procurement, sourcing and purchase executive, specialist and manager posts.
    accept: /\b(category|senior|commodity|assistant|retail|merchandise|fmcg)? ?buyer\b|\b(category|procurement|sourcing|purchase|purchasing) (executive|officer|specialist|analyst|manager|lead)\b/i,
    reject: /\b(marketing|sales|software|engineer|media|hr|head|insurance)\b/i,
  },
  {
    occupation: "logistics", id: "head-of-logistics", level: "senior", location: "", title: "Head of Logistics", earlier: "Plant Logistics Manager", years: [4, 6],
    skills: ["Inbound and Outbound Logistics", "3PL Management", "Freight Contracts", "Warehouse Network", "Customs and EXIM", "Logistics Budgets", "Tamil and English"],
    companies: ["Hyundai Motor India", "Saint-Gobain India", "Apollo Tyres"],
    bullets: ["Ran inbound, outbound and export logistics of two plants, 240 crore of freight a year", "Cut logistics cost per vehicle by 11 % in two years with milk runs and a new 3PL tender", "Ran the plant's inbound parts, yard and finished goods dispatch as plant logistics manager"],
    degree: "B.E. Mechanical, MBA (Operations)",
    // A senior logistics leader: logistics, supply chain, distribution and warehousing head, manager, lead and director posts.
    accept: /\b(logistics|supply chain|distribution|warehousing|transport(ation)?|scm)\b.*\b(head|manager|lead|director|gm|general manager|vp)\b|\b(head|director|vp|general manager|gm)\b.*\b(logistics|supply chain|distribution|warehousing|scm)\b/i,
    reject: /\b(software|sales|data|analyst|executive|coordinator|marketing)\b/i,
  },
  {
    occupation: "support", id: "customer-support-representative", level: "junior", location: "Sector V, Bidhannagar, Kolkata 700091", title: "Customer Support Representative", earlier: null, years: [1, 0],
    skills: ["Inbound Calls", "Email Support", "Complaint Handling", "CRM Notes", "First Call Resolution", "Typing 40 wpm", "Bengali, Hindi and English"],
    companies: ["Firstsource Solutions", "Concentrix", "iSON Xperiences"],
    bullets: ["Answered 80 calls and 20 emails a day for a telecom client's post-paid customers", "Kept a 4.6 of 5 customer rating and 88 % first call resolution", "Logged every call and complaint in the CRM and escalated billing disputes on time"],
    degree: "B.A.",
    // A first customer support job: customer support, service and care representative, executive, associate and advisor posts and voice and chat process posts.
    accept: /\b(customer|client) (support|service|care|experience)\b.*\b(representative|executive|associate|advisor|agent|officer|specialist)\b|\b(voice|non-?voice|chat|email|inbound|bpo|call cent(er|re)) (process )?(executive|associate|agent|advisor)\b/i,
    reject: /\b(technical|it|sales|manager|lead|head|bank|insurance)\b/i,
  },
  {
    occupation: "support", id: "customer-service-specialist", level: "mid", location: "Phase 8B, Industrial Area, Mohali", title: "Customer Service Specialist", earlier: "Inbound Call Associate", years: [3, 2],
    skills: ["Escalation Handling", "Chat and Email Support", "Zendesk", "Refunds and Replacements", "Quality Scores", "Process Documentation", "Punjabi, Hindi and English"],
    companies: ["Teleperformance", "IDS Infotech", "Amazon"],
    bullets: ["Handled second-level complaints and escalations of an e-commerce client's buyers", "Wrote 25 process notes that cut the team's repeat contacts by 12 %", "Took 90 inbound calls a day on orders and returns as inbound call associate"],
    degree: "B.Com",
    // Customer service past the first line: customer service, support and care specialist, executive and advisor posts and escalation posts.
    accept: /\b(customer|client) (service|support|care|experience)\b.*\b(specialist|executive|associate|advisor|representative|officer|analyst)\b|\bescalations? (specialist|executive)\b/i,
    reject: /\b(technical|it|sales|bank|insurance|trainee|intern)\b/i,
  },
  {
    occupation: "support", id: "product-support-engineer", level: "mid", location: "Guindy, Chennai 600032", title: "Product Support Engineer", earlier: "Application Support Executive", years: [3, 2],
    skills: ["SaaS Product Support", "Troubleshooting", "SQL", "REST APIs", "Log Analysis", "Jira", "Customer Communication"],
    companies: ["Zoho", "Freshworks", "Kissflow"],
    bullets: ["Solved 35 product tickets a day for a help desk SaaS product's customers across the US and Europe", "Wrote 60 help articles that cut repeat tickets on integrations by a fifth", "Answered customers' how-to and login issues by chat and email as application support executive"],
    degree: "B.E. Computer Science",
    // Supporting a software product's customers: product, technical, application and customer support engineer, specialist and analyst posts.
    accept: /\b(product|technical|application|customer|saas|software|l1|l2) support (engineer|specialist|analyst|executive|associate)\b|\b(support engineer|technical support)\b/i,
    reject: /\b(desktop|it support|hardware|network|sap|field|mechanical|service desk|sales|customer support executive)\b/i,
  },
  {
    occupation: "support", id: "call-centre-manager", level: "senior", location: "Malad West, Mumbai 400064", title: "Call Centre Manager", earlier: "Team Manager", years: [4, 6],
    skills: ["Contact Centre Operations", "Workforce Management", "SLA and AHT", "CSAT and NPS", "Team Leadership", "Client Governance", "Hindi and English"],
    companies: ["Hinduja Global Solutions", "Startek", "Reliance Jio"],
    bullets: ["Ran a 350-seat inbound call centre for a telecom client, 12 team managers", "Raised CSAT from 78 to 86 and cut attrition from 9 to 5 % a month in a year", "Led 4 team leaders and 60 agents of a banking voice process as team manager"],
    degree: "B.Com, MBA (Operations)",
    // A senior call centre leader: call centre, contact centre and customer service, support and care manager, head and lead posts.
    accept: /\b(contact cent(er|re)|call cent(er|re)|customer (service|support|care|experience)|bpo|process)\b.*\b(manager|head|lead|director)\b|\b(operations manager|delivery manager)\b.*\b(bpo|contact|call|customer)\b/i,
    reject: /\b(software|technical|sales|relationship|success|account|marketing|team lead)\b/i,
  },
  {
    occupation: "nursing", id: "nursing-intern", level: "junior", location: "Vellore, Tamil Nadu 632004", title: "Nursing Intern", earlier: null, years: [1, 0],
    skills: ["Patient Care", "Vital Signs", "Medication Administration", "IV Cannulation", "Wound Dressing", "Nursing Records", "Tamil and English"],
    companies: ["Christian Medical College Vellore", "Naruvi Hospitals", "Sri Narayani Hospital"],
    bullets: ["Rotated through medicine, surgery, paediatrics, obstetrics and the ICU in a year's internship", "Cared for 6 patients a shift under the ward sister, vitals, medicines and dressings", "Took part in the hospital's hand hygiene and fall prevention audits"],
    degree: "B.Sc Nursing",
    // A first nursing job: staff nurse and nurse posts of wards and units, and nursing officer and trainee posts.
    accept: /\b(staff nurse|nurse|nursing (officer|intern|trainee)|gnm|anm|b\.?sc nursing)\b/i,
    reject: /\b(manager|superintendent|in-?charge|educator|supervisor|head|tutor|lecturer|home care|veterinary|specialist)\b/i,
  },
  {
    occupation: "nursing", id: "head-nurse", level: "senior", location: "Sector 38, Gurugram", title: "Head Nurse", earlier: "Staff Nurse - Neurology", years: [5, 6],
    skills: ["Ward Management", "Nurse Rostering", "Clinical Audits", "NABH Standards", "Neuro Nursing", "Staff Training", "Telugu, Hindi and English"],
    companies: ["Apollo Hospitals", "Care Hospitals", "Yashoda Hospitals"],
    bullets: ["Ran a 40-bed neurosciences ward and its 28 nurses, rosters, indents and audits", "Cut the ward's pressure injuries by half in a year with a turning schedule and audits", "Cared for stroke and neurosurgery patients as staff nurse in the neurology ward"],
    degree: "M.Sc Nursing",
    // A senior nurse leading a ward: head nurse, nurse manager, nursing superintendent and in-charge, ward sister and senior nurse posts.
    accept: /\b(head nurse|nurse manager|nursing (superintendent|manager|supervisor|in-?charge)|ward (in-?charge|sister)|charge nurse|senior (staff )?nurse|chief nursing officer|nursing head)\b/i,
    reject: /\b(tutor|lecturer|home care|educator)\b/i,
  },
  {
    occupation: "allied-health", id: "audiologist", level: "junior", location: "Rohini Sector 8, Delhi 110085", title: "Audiologist", earlier: null, years: [1, 0],
    skills: ["Pure Tone Audiometry", "Impedance Audiometry", "OAE and BERA", "Hearing Aid Fitting", "Speech Therapy Basics", "Counselling", "Hindi and English"],
    companies: ["Amplifon India", "Sir Ganga Ram Hospital", "Max Super Speciality Hospital, Shalimar Bagh"],
    bullets: ["Tested 14 patients a day with pure tone, impedance and OAE tests in an ENT clinic", "Fitted and programmed 30 hearing aids a month and followed up their users", "Screened new-borns' hearing for the hospital's maternity ward"],
    degree: "BASLP (Bachelor in Audiology and Speech-Language Pathology)",
    // Hearing and speech work: audiologist, speech therapist and speech-language pathologist posts.
    accept: /\b(audiologist|audiology|speech (and language )?therapist|speech[- ]language pathologist|aslp)\b/i,
  },
  {
    occupation: "allied-health", id: "occupational-therapist", level: "mid", location: "Kothrud, Pune 411038", title: "Occupational Therapist", earlier: "Occupational Therapy Intern", years: [3, 1],
    skills: ["Paediatric Occupational Therapy", "Sensory Integration", "Hand Rehabilitation", "ADL Training", "Developmental Assessment", "Home Programmes", "Marathi, Hindi and English"],
    companies: ["Deenanath Mangeshkar Hospital", "Sahyadri Hospitals", "Jehangir Hospital"],
    bullets: ["Treated 12 children a day with autism, ADHD and developmental delay", "Set up the hospital's sensory room and its group sessions for 30 families", "Assessed and treated stroke and hand injury patients in the rehab unit as an intern"],
    degree: "BOTh (Bachelor of Occupational Therapy)",
    // Occupational therapy: occupational therapist posts and paediatric and rehabilitation therapist posts.
    accept: /\boccupational therap(ist|y)\b|\b(paediatric|pediatric) therapist\b|\b(rehabilitation|rehab) therapist\b/i,
  },
  {
    occupation: "hospitality", id: "housekeeping-executive", level: "junior", location: "Candolim, North Goa", title: "Housekeeping Executive", earlier: null, years: [1, 0],
    skills: ["Room Inspection", "Public Area Cleaning", "Linen and Laundry", "Guest Requests", "Opera PMS", "Lost and Found", "Konkani, Hindi and English"],
    companies: ["Taj Fort Aguada Resort & Spa", "Novotel Goa Resort & Spa", "Radisson Blu Resort Goa"],
    bullets: ["Inspected 60 guest rooms a shift and handed them back to the front office", "Cut room turnaround time at check-in peaks from 55 to 35 minutes", "Kept the linen par stock and the lost-and-found register for the shift"],
    degree: "Diploma in Hotel Management",
    // A first hotel housekeeping job: housekeeping executive, attendant and supervisor posts.
    accept: /\b(housekeeping|room attendant|public area attendant|floor supervisor|laundry supervisor|linen room)\b/i,
    reject: /\b(executive housekeeper|manager)\b/i,
  },
  {
    occupation: "hospitality", id: "reservations-manager", level: "mid", location: "Lake Palace Road, Udaipur", title: "Reservations Manager", earlier: "Reservations Agent", years: [3, 2],
    skills: ["Reservations", "Opera PMS", "Channel Manager (SiteMinder)", "Wedding and Group Blocks", "Rate Parity", "Overbooking Control", "Hindi, English and French"],
    companies: ["The Oberoi Udaivilas", "Taj Lake Palace", "The Leela Palace Udaipur"],
    bullets: ["Ran the reservations office of an 87-room palace hotel, 4 agents, direct, travel agent and OTA bookings", "Raised direct bookings from 28 to 41 % of room nights in a year", "Took phone and email bookings and built wedding room blocks as reservations agent"],
    degree: "BHM (Bachelor of Hotel Management)",
    // Running a hotel's reservations: reservations manager, supervisor and executive posts and front office and rooms division manager posts.
    accept: /\breservations?\b.*\b(manager|supervisor|executive|lead)\b|\b(front office|rooms division) manager\b/i,
  },
  {
    occupation: "clinical-research", id: "risk-adjustment-coder", level: "junior", location: "Manikonda, Hyderabad", title: "Risk Adjustment Coder", earlier: null, years: [1, 0],
    skills: ["HCC Coding", "ICD-10-CM", "Risk Adjustment", "Medical Record Review", "CPC", "Encoder Tools", "Coding Guidelines"],
    companies: ["Omega Healthcare", "Access Healthcare", "R1 RCM"],
    bullets: ["Coded 28 outpatient charts a day for HCC risk adjustment at 96 % accuracy", "Picked up missed chronic conditions worth a client audit's 4 % of charts", "Passed the CPC exam and the company's HCC certification in the first year"],
    degree: "B.Pharm, CPC (AAPC)",
    // A first medical coding job: medical, risk adjustment, HCC, E&M, ED and inpatient coder posts and medical coding posts.
    accept: /\b(medical|risk adjustment|hcc|coding|e&m|ed|ip|op|surgery|radiology|pro ?fee|cpc)\b.*\bcoder\b|\bmedical coding\b.*\b(trainee|associate|executive|analyst)\b/i,
    reject: /\b(auditor|lead|manager|trainer|qa|quality)\b/i,
  },
  {
    occupation: "clinical-research", id: "statistical-programmer", level: "mid", location: "Kalyani Nagar, Pune 411006", title: "Statistical Programmer", earlier: "SAS Programmer Trainee", years: [3, 1],
    skills: ["Base SAS", "SAS Macros", "CDISC SDTM", "ADaM", "TLFs", "Define.xml", "Pinnacle 21"],
    companies: ["Cytel", "IQVIA", "Syneos Health"],
    bullets: ["Built SDTM and ADaM datasets and TLFs for 5 phase II and III oncology studies", "Wrote a macro library that cut table validation time by a third", "Programmed listings and validated tables under the lead programmer as trainee"],
    degree: "M.Sc Statistics, SAS Certified Base Programmer",
    // Statistical programming of trials: clinical, statistical and SAS programmer posts and biostatistics posts.
    accept: /\b(clinical|statistical|sas|cdisc|sdtm|adam)\b.*\bprogrammer\b|\b(clinical )?sas (programmer|developer|analyst)\b|\bbiostatistic(ian|s programmer)\b|\bstatistical programmer\b/i,
  },
  {
    occupation: "hr", id: "training-and-development-executive", level: "mid", location: "Sector 126, Noida", title: "Training and Development Executive", earlier: "Training Coordinator", years: [3, 2],
    skills: ["Training Needs Analysis", "Training Calendar", "LMS Administration", "Induction Programmes", "Training Effectiveness", "Vendor Management", "MS Excel"],
    companies: ["HCLTech", "Jubilant FoodWorks", "Paytm"],
    bullets: ["Ran 140 training programmes a year for 3,000 employees, from induction to manager training", "Moved 60 courses to the LMS and raised completion from 55 to 84 %", "Scheduled trainings, trainers and rooms and kept attendance as training coordinator"],
    degree: "MBA (HR)",
    // Training and development in HR: training, learning and L&D executive, specialist, coordinator and partner posts.
    accept: /\b(learning|training|l&d|learning and development|talent development|capability)\b.*\b(executive|specialist|coordinator|partner|officer|associate|analyst)\b|\b(corporate trainer|training coordinator)\b/i,
    reject: /\b(machine learning|deep learning|sales|software|data|ai|teacher|ml)\b/i,
  },
  {
    occupation: "hr", id: "head-of-human-resources", level: "senior", location: "Sector 44, Gurugram", title: "Head of Human Resources", earlier: "Plant HR Manager", years: [4, 7],
    skills: ["HR Strategy", "Industrial Relations", "Talent Management", "Compensation and Benefits", "Labour Law Compliance", "HR Policies", "Gujarati, Hindi and English"],
    companies: ["Torrent Pharmaceuticals", "Zydus Lifesciences", "Adani Group"],
    bullets: ["Led HR for 4,500 employees across a head office, 3 plants and the field force", "Cut the field force's yearly attrition from 32 to 21 % with a new career path and pay bands", "Ran HR, IR and union negotiations of a 1,200-worker plant as plant HR manager"],
    degree: "MA (Personnel Management and Industrial Relations)",
    // A senior HR leader: head, director and vice president of HR posts and HR manager, lead and business partner posts.
    accept: /\b(head|director|vp|vice president|general manager|gm|chief)\b.*\b(hr|human resources?|people|talent)\b|\b(hr|human resources?|people)\b.*\b(head|director|manager|business partner|lead)\b/i,
    reject: /\b(recruit|talent acquisition|sourc|executive|coordinator|assistant|payroll|intern)\b/i,
  },
  {
    occupation: "design", id: "ux-design-intern", level: "junior", location: "Domlur, Bengaluru 560071", title: "UX Design Intern", earlier: null, years: [1, 0],
    skills: ["Figma", "Wireframing", "User Interviews", "Usability Testing", "Prototyping", "Design Systems", "Information Architecture"],
    companies: ["Razorpay", "Swiggy", "CRED"],
    bullets: ["Designed the onboarding screens of a merchant app with the product designer, shipped to 20,000 users", "Ran 14 usability tests and wrote up the findings for the squad", "Kept the design system's Figma components up to date"],
    degree: "B.Des (Interaction Design), NID",
    // A first UX job: UX, UI, product and interaction designer posts and design intern and trainee posts.
    accept: /\b(ux|ui|ui\/ux|ux\/ui|product|interaction|visual|web|user experience|user interface)\b.*\b(designer|design intern|design trainee)\b|\bdesign (intern|trainee)\b/i,
    reject: /\b(graphic|fashion|interior|mechanical|civil|instructional|game|motion|lead|principal|head|manager|packaging|jewellery)\b/i,
  },
  {
    occupation: "design", id: "principal-product-designer", level: "senior", location: "Bandra West, Mumbai 400050", title: "Principal Product Designer", earlier: "Lead Product Designer", years: [3, 7],
    skills: ["Product Design", "Design Strategy", "Figma", "Design Systems", "User Research", "Design Critique", "Mentoring Designers"],
    companies: ["Dream11", "Nykaa", "PhonePe"],
    bullets: ["Set the design direction of a consumer app with 30 million monthly users across 4 squads", "Built the design system that cut new screens' design time by 40 %", "Led 5 designers on the checkout and payments flows as lead product designer"],
    degree: "M.Des (Interaction Design), IIT Bombay IDC",
    // Senior product design: product, UX and UI designer posts and design lead, manager and head posts.
    accept: /\b(product|ux|ui\/ux|ux\/ui|ui|interaction|experience)\b.*\b(designer|design lead|design manager|head of design)\b|\b(design (lead|manager|director)|head of (product )?design)\b/i,
    reject: /\b(graphic|fashion|interior|mechanical|civil|instructional|game|motion|packaging|jewellery|engineer|industrial)\b/i,
  },
  {
    occupation: "digital-marketing", id: "marketing-automation-specialist", level: "mid", location: "Viman Nagar, Pune", title: "Marketing Automation Specialist", earlier: "CRM Marketing Executive", years: [3, 2],
    skills: ["Marketing Automation", "MoEngage", "Salesforce Marketing Cloud", "Email and Push Campaigns", "Segmentation", "A/B Testing", "SQL"],
    companies: ["Bajaj Finserv", "Netcore Cloud", "FirstCry"],
    bullets: ["Ran 40 automated email, SMS and push journeys for 12 million app users", "Lifted the cross-sell journeys' conversion by 18 % with A/B tested segments", "Sent weekly email and SMS campaigns and built the lists as CRM marketing executive"],
    degree: "BBA, PGDM (Marketing)",
    // Lifecycle and automated marketing: marketing automation, email, lifecycle, CRM and retention marketing and digital marketing posts.
    accept: /\b(marketing automation|email marketing|lifecycle marketing|crm marketing|retention marketing|martech|campaign|digital marketing)\b.*\b(specialist|executive|manager|analyst|associate)\b/i,
    reject: /\b(developer|engineer|sales|head|director)\b/i,
  },
  {
    occupation: "content", id: "copy-editor", level: "mid", location: "Bahadur Shah Zafar Marg, New Delhi 110002", title: "Copy Editor", earlier: "Proofreader", years: [3, 2],
    skills: ["Copy Editing", "Headline Writing", "House Style", "Fact-checking", "CMS (WordPress)", "Proofreading", "Hindi and English"],
    companies: ["The Indian Express", "Hindustan Times", "The Times of India"],
    bullets: ["Edited 30 news stories a shift for the national desk and wrote their headlines", "Caught and fixed 200 factual errors a quarter before print, the desk's best", "Proofread page proofs of the city edition against the style book as proofreader"],
    degree: "M.A. Journalism and Mass Communication",
    // Editing copy: copy, sub, content, news and desk editor posts and proofreader posts.
    accept: /\b(copy|sub|content|news|desk|features)[- ]?editor\b|\b(proofreader|copy ?editor|editor)\b/i,
    reject: /\b(video|photo|film|chief|managing|editor-in-chief|marketing|seo|technical)\b/i,
  },
  {
    occupation: "project-management", id: "project-controls-analyst", level: "mid", location: "Powai, Mumbai", title: "Project Controls Analyst", earlier: "Project Scheduler", years: [3, 2],
    skills: ["Primavera P6", "Project Scheduling", "Earned Value Management", "Cost Control", "Progress Reporting", "Change Management", "Power BI"],
    companies: ["Larsen & Toubro", "Linde Engineering India", "Jacobs"],
    bullets: ["Kept the schedule and cost reports of a 900 crore chemical plant project", "Set up earned value reporting that flagged a 6-week slip early enough to recover it", "Built and updated Primavera schedules of 3 projects as project scheduler"],
    degree: "B.E. Mechanical, PMP",
    // Project controls: project control, planning, scheduling and cost control analyst and engineer posts and project analyst and coordinator posts.
    accept: /\b(project control(s)?|project planning|planning|scheduling|cost control|pmo)\b.*\b(analyst|engineer|executive|specialist|coordinator)\b|\bproject (analyst|coordinator|scheduler)\b/i,
    reject: /\b(software|production planning|demand|supply|financial|media|sales|marketing|tax)\b/i,
  },
  // ---- software and data -----------------------------------------------------------------------------------
  {
    occupation: "frontend", id: "frontend-developer-intern", level: "junior", location: "Sitapura Industrial Area, Jaipur", title: "Frontend Developer Intern", earlier: null, years: [1, 0],
    skills: ["React", "JavaScript", "HTML and CSS", "Tailwind CSS", "REST APIs", "Git", "Responsive Design"],
    companies: ["Celebal Technologies", "A3Logics", "Girnar Software (CarDekho)"],
    bullets: ["Built 12 React screens of a dealer portal from Figma designs", "Cut the portal's first load from 4.2 to 2.1 seconds by lazy-loading routes", "Fixed 40 UI bugs and wrote component tests with React Testing Library"],
    degree: "B.Tech Computer Science",
    // A first frontend job: frontend, React, Angular, JavaScript, UI and web developer and intern posts.
    accept: /\b(front[- ]?end|react|angular|vue|javascript|ui|web|next\.?js|typescript)\b.*\b(developer|engineer|intern|trainee)\b/i,
    reject: /\b(backend|back-end|java\b|\.net|php|python|full[- ]?stack|mobile|android|ios|test|qa|designer|lead|senior|architect|native)\b/i,
  },
  {
    occupation: "devops", id: "devops-intern", level: "junior", location: "Electronic City Phase 2, Bengaluru", title: "DevOps Intern", earlier: null, years: [1, 0],
    skills: ["Linux", "Docker", "Jenkins", "AWS EC2 and S3", "Bash", "Terraform Basics", "Git"],
    companies: ["Siemens Healthineers", "Infosys", "Wipro"],
    bullets: ["Built Jenkins pipelines that build and deploy 6 services to test environments", "Containerised two legacy Java apps with Docker and cut test set-up from a day to an hour", "Wrote Bash scripts for log rotation and disk alerts on 40 Linux servers"],
    degree: "B.E. Information Science",
    // A first DevOps job: DevOps, cloud, SRE, platform and infrastructure engineer, intern and trainee posts.
    accept: /\b(devops|cloud|site reliability|sre|platform|infrastructure|build and release|aws|azure|gcp|kubernetes)\b.*\b(engineer|intern|trainee|associate|administrator)\b/i,
    reject: /\b(security|data|sales|network|architect|lead|senior|manager|support)\b/i,
  },
  {
    occupation: "it-support", id: "it-support-technician", level: "junior", location: "Begumpet, Hyderabad 500016", title: "IT Support Technician", earlier: null, years: [1, 0],
    skills: ["Desktop Support", "Windows 10 and 11", "Outlook and Microsoft 365", "Printer Support", "LAN Cabling", "Ticketing (Freshservice)", "Telugu, Hindi and English"],
    companies: ["Team Computers", "Tech Mahindra", "Wipro"],
    bullets: ["Fixed 25 desktop, laptop, printer and Outlook tickets a day for 500 users of a client office", "Imaged and set up 120 new laptops for a floor move in a weekend", "Crimped and tested LAN cables and kept the IT asset register"],
    degree: "Diploma in Computer Hardware and Networking, B.Sc",
    // A first IT support job: IT support, desktop support, help desk and service desk technician, engineer and executive posts.
    accept: /\b(it support|desktop support|helpdesk|help desk|service desk|hardware|end user|system support|field it|it field|l1 support|it helpdesk)\b|\b(it|desktop|hardware|computer) (technician|engineer|executive)\b/i,
    reject: /\b(software|developer|sales|security|cloud|manager|lead|l3|sap)\b/i,
  },
  {
    occupation: "data-analytics", id: "business-analytics-trainee", level: "junior", location: "Goregaon East, Mumbai 400063", title: "Business Analytics Trainee", earlier: null, years: [1, 0],
    skills: ["SQL", "Excel", "Power BI", "Python (pandas)", "Dashboards", "A/B Test Readouts", "Statistics"],
    companies: ["Fractal Analytics", "Nykaa", "Tata AIG"],
    bullets: ["Built 8 Power BI dashboards on sales and returns for a retail client's category teams", "Wrote the SQL behind a weekly cohort report used by the marketing team", "Cleaned and joined campaign data in pandas for the analysts' models"],
    degree: "B.Sc Statistics",
    // A first analytics job: data, business, BI, MIS and reporting analyst, associate and trainee posts.
    accept: /\b(data|business|analytics|bi|mis|reporting|insights|marketing)\b.*\b(analyst|associate|trainee|intern)\b/i,
    reject: /\b(business analyst|security|credit|financial|research analyst|senior|lead|manager|soc|kyc|sap|qa|test|pricing|treasury)\b/i,
  },
  {
    occupation: "qa", id: "qa-intern", level: "junior", location: "Sector 63, Noida 201301", title: "QA Intern", earlier: null, years: [1, 0],
    skills: ["Manual Testing", "Test Cases", "Jira", "Postman", "Selenium Basics", "SQL", "Regression Testing"],
    companies: ["Nagarro", "Info Edge (Naukri)", "Adobe"],
    bullets: ["Wrote and ran 300 test cases for a job portal's recruiter app", "Logged 120 bugs in Jira with steps and screenshots, 90 % accepted", "Tested APIs in Postman and automated 20 smoke tests in Selenium"],
    degree: "B.Tech Information Technology",
    // A first testing job: QA, software test and testing intern, trainee, engineer and analyst posts and software tester posts.
    accept: /\b(qa|quality assurance|software test|test|testing|manual test|automation test|sdet)\b.*\b(intern|trainee|engineer|analyst|tester|executive)\b|\b(software|manual|qa) tester\b/i,
    reject: /\b(lead|manager|senior|architect|hardware|mechanical|civil|quality engineer|food|textile|lab|ndt|material|soil|pharma|welding|process quality)\b/i,
  },
  {
    occupation: "backend", id: "laravel-developer", level: "mid", location: "Thaltej, Ahmedabad 380059", title: "Laravel Developer", earlier: "PHP Trainee", years: [3, 1],
    skills: ["PHP", "Laravel", "MySQL", "REST APIs", "Redis", "Queues and Jobs", "Git"],
    companies: ["Simform", "Bacancy Technology", "TatvaSoft"],
    bullets: ["Built the Laravel APIs and admin of a logistics client's booking platform, 40,000 bookings a day", "Cut the slowest API's response from 1.8 s to 300 ms with query fixes and Redis caching", "Built CodeIgniter modules and fixed bugs on client sites as PHP trainee"],
    degree: "B.E. Information Technology",
    // PHP backend work: Laravel, PHP, CodeIgniter and Symfony developer posts and backend developer posts.
    accept: /\b(laravel|php|codeigniter|symfony)\b|\b(backend|back-end) developer\b/i,
    reject: /\b(lead|architect|manager)\b/i,
  },
  {
    occupation: "data-engineering", id: "analytics-engineer", level: "mid", location: "King's Cross, London N1C", title: "Analytics Engineer", earlier: "BI Developer", years: [3, 2],
    skills: ["dbt", "SQL", "Snowflake", "Airflow", "Data Modelling", "Looker", "Python"],
    companies: ["Deliveroo", "Monzo", "Ocado Technology"],
    bullets: ["Built and own 140 dbt models behind the finance and growth dashboards", "Cut the warehouse's daily build from 3 hours to 50 minutes with incremental models", "Built SSIS loads and Power BI reports for the finance team as BI developer"],
    degree: "B.Tech Computer Science, M.Sc Data Science (University of Edinburgh)",
    // Data modelling and pipelines: analytics, data, BI, ETL and warehouse engineer posts.
    accept: /\b(analytics|data|bi|dbt|etl|data warehouse|snowflake)\b.*\bengineer\b/i,
    reject: /\b(machine learning|ml|ai|quality|test|qa|support|sales|devops|security|platform|manager|lead|principal|director|head)\b/i,
  },
  {
    occupation: "security", id: "cyber-security-consultant", level: "mid", location: "Vellore, Tamil Nadu", title: "Cyber Security Consultant", earlier: "Security Audit Associate", years: [3, 2],
    skills: ["ISO 27001", "Risk Assessments", "VAPT Coordination", "Security Policies", "Third-party Risk", "RBI and SEBI Cyber Guidelines", "NIST CSF"],
    companies: ["EY", "KPMG India", "Deloitte"],
    bullets: ["Ran ISO 27001 and RBI cyber security assessments of 9 banks and NBFCs", "Wrote the security policy set and risk register that took a client to certification", "Tested controls and collected audit evidence as security audit associate"],
    degree: "B.Tech Computer Science, CISA, ISO 27001 Lead Implementer",
    // Security consulting and assurance: cyber and information security consultant, analyst, engineer, specialist and auditor posts.
    accept: /\b(cyber ?security|information security|security|grc|vapt|iso 27001)\b.*\b(consultant|analyst|engineer|advisor|specialist|auditor)\b/i,
    reject: /\b(soc|physical|guard|credit|market|financial|officer|manager|head|intern|trainee|engineer)\b/i,
  },
  {
    occupation: "sap", id: "sap-hana-administrator", level: "mid", location: "Airoli, Navi Mumbai 400708", title: "SAP HANA Administrator", earlier: "SAP Basis Associate", years: [3, 2],
    skills: ["SAP HANA Database", "SAP Basis", "S/4HANA", "System Copies and Refreshes", "Kernel Upgrades", "Transport Management", "Solution Manager"],
    companies: ["LTIMindtree", "Accenture", "Capgemini"],
    bullets: ["Ran the HANA databases and Basis of 14 SAP systems for a steel maker, ECC and S/4HANA", "Did 6 system refreshes and 2 kernel upgrades with no production downtime", "Monitored systems, moved transports and handled user locks as Basis associate"],
    degree: "B.E. Computer Engineering",
    // SAP technical administration: SAP HANA, Basis and NetWeaver administrator and consultant posts.
    accept: /\bsap\b.*\b(basis|hana|netweaver)\b|\bhana (administrator|dba)\b/i,
    reject: /\b(developer|abap|functional|fico|sd|mm|bw)\b/i,
  },
  {
    occupation: "product", id: "product-manager-mobile-apps", level: "mid", location: "Sarjapur Road, Bengaluru 560035", title: "Product Manager - Mobile Apps", earlier: "Product Operations Associate", years: [3, 2],
    skills: ["Product Roadmaps", "Mobile App Growth", "PRDs", "A/B Testing", "Mixpanel", "SQL", "Working with Engineering and Design"],
    companies: ["Swiggy", "PhonePe", "Flipkart"],
    bullets: ["Owned the Android and iOS app's home and search, 9 million daily users", "Raised search-to-order conversion by 7 % with three experiments in a quarter", "Ran launches, bug triage and the release calendar of the app as product operations associate"],
    degree: "B.Tech, MBA (IIM Indore)",
    // Product management at a mid level: product manager and product owner posts (not associate, senior or lead ones, or far-off domains).
    accept: /\bproduct manager\b|\bproduct owner\b/i,
    reject: /\b(associate|senior|lead|principal|group|director|head|marketing|hardware|insurance|pharma|bank|loan|credit|technical|ai|data|platform)\b/i,
  },
  {
    occupation: "mobile", id: "lead-mobile-developer", level: "senior", location: "Raidurg, Hyderabad", title: "Lead Mobile Developer", earlier: "Senior Flutter Developer", years: [3, 5],
    skills: ["Flutter", "Kotlin", "Swift", "Mobile Architecture", "CI/CD for Mobile", "App Performance", "Team Leadership"],
    companies: ["Darwinbox", "Zenoti", "ServiceNow"],
    bullets: ["Led 8 mobile developers on an HR app's Flutter, Android and iOS code, 3 million users", "Cut app crashes from 1.2 % to 0.2 % of sessions and release time from 2 weeks to 4 days", "Built the Flutter app's offline sync and payroll screens as senior Flutter developer"],
    degree: "B.Tech Computer Science",
    // Senior mobile work: mobile, Android, iOS, Flutter and React Native developer, engineer, lead and architect posts.
    accept: /\b(mobile|android|ios|flutter|react native|kotlin|swift)\b.*\b(developer|engineer|lead|architect)\b/i,
    reject: /\b(test|qa|tester|designer|intern|trainee|sales|automation)\b/i,
  },
  {
    occupation: "data-science", id: "lead-machine-learning-scientist", level: "senior", location: "Koramangala, Bengaluru", title: "Lead Machine Learning Scientist", earlier: "Staff Data Scientist", years: [3, 6],
    skills: ["Machine Learning", "Python", "Demand Forecasting", "Causal Inference", "PySpark", "MLOps", "Leading Data Science Teams"],
    companies: ["Careem", "Majid Al Futtaim", "Noon"],
    bullets: ["Led pricing and demand forecasting models for a grocery business in 6 countries", "Cut forecast error by 18 % and food waste by 9 % with a hierarchical model", "Built the ride ETA and surge models as staff data scientist"],
    degree: "M.Tech Computer Science (IIT Madras)",
    // Senior data science: data scientist posts and data science, ML and AI lead, manager and head posts.
    accept: /\b(data scientist|data science (lead|manager|head)|head of data science|machine learning scientist|applied scientist|ml scientist|ai scientist|research scientist|principal scientist|decision scientist)\b|\b(machine learning|ml|ai) (lead|architect|manager)\b/i,
  },
];

export function fresh17Personas(): Persona[] {
  return asPersonas(PEOPLE, "fresh17");
}
