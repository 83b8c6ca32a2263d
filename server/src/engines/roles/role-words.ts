/**
 * Role words (the word of a job title that names a role more narrowly than its family: "android", "physics",
 * "procurement") and the title words of postings that fit such a person in part: a post for the wider role their
 * work belongs to, or a near synonym employers use for it. A physics teacher takes a "Science Teacher" or an "Online
 * Tutor" post but not an English teacher's; a Python developer takes a "Backend Engineer" post but not a Java
 * developer's; a graphic designer takes a "Visual Designer" post but not a UX designer's. Words of rival roles (iOS
 * for Android, English for physics) are never listed: they fit 0.
 *
 * Curated by hand, like the role titles; the job search counts a posting of the person's family whose title names
 * one of these words at a share of a posting naming their own role word (server/src/modules/jobs/ranking.ts).
 */
import { escapeRegExp } from "../../lib/regex";

const CROSS_PLATFORM = ["mobile", "flutter", "react native", "cross-platform", "cross platform", "hybrid"];
/** Teaching posts that name no subject: any subject teacher may take them. */
const ANY_SUBJECT = ["tutor", "academic coordinator"];
const SCIENCE = ["science", ...ANY_SUBJECT];
/** Posts for a language developer's wider role (one language of several is named by a rival's post). */
const BACKEND = ["backend", "back-end", "software engineer", "software developer", "sde"];
/** An SAP module consultant fits a post for the ERP as a whole, not another module's. */
const ERP = ["erp", "sap consultant"];

export const RELATED_ROLE_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Mobile: one platform of several; cross-platform posts build for both.
  android: CROSS_PLATFORM,
  ios: CROSS_PLATFORM,
  flutter: ["mobile", "cross-platform", "cross platform"],
  // Teaching: a subject within the sciences, or a subject with no wider one.
  physics: SCIENCE,
  chemistry: SCIENCE,
  biology: SCIENCE,
  zoology: SCIENCE,
  botany: SCIENCE,
  // A general science teacher (middle school) takes the posts of any of the sciences.
  science: ["physics", "chemistry", "biology", ...ANY_SUBJECT],
  // "Maths" and "mathematics" are one subject: neither is the other's rival.
  mathematics: ["maths", ...ANY_SUBJECT],
  maths: ["mathematics", ...ANY_SUBJECT],
  english: ANY_SUBJECT,
  // English taught as a second or foreign language is English teaching.
  esl: ["english", ...ANY_SUBJECT],
  efl: ["english", ...ANY_SUBJECT],
  // Software: a language developer and the generic backend post.
  python: BACKEND,
  java: BACKEND,
  golang: BACKEND,
  ruby: BACKEND,
  rails: ["ruby", ...BACKEND],
  php: BACKEND,
  // An API developer builds backends, in whatever language.
  api: BACKEND,
  // SAP and ERP modules.
  mm: ERP,
  fico: ERP,
  sd: ERP,
  abap: ERP,
  qm: ERP,
  pp: ERP,
  hcm: ERP,
  // A CRM platform developer, not an SAP consultant (and the other way round).
  salesforce: ["crm"],
  // Design: print and brand design is one trade under several names.
  graphic: ["visual", "brand", "communication", "creative"],
  visual: ["graphic", "brand", "communication", "creative"],
  // Supply chain: buying goes under several names.
  procurement: ["purchase", "purchasing", "sourcing", "buyer", "supply chain", "vendor"],
  purchase: ["procurement", "purchasing", "sourcing", "buyer", "supply chain", "vendor"],
  // Stores and dispatch: a warehouse hand takes the logistics and inventory posts of the same floor.
  warehouse: ["logistics", "inventory", "stores", "supply chain", "dispatch"],
  // Moving goods: a logistics executive takes the transport, shipping, dispatch and supply chain posts of the same
  // work and, less surely, the buying desk's (many logistics posts in India run purchasing too): none of them is a
  // rival. Warehouse posts are neither related nor rivals: they are mostly a manager's (a warehouse hand's word is
  // "warehouse" and takes logistics posts, not the other way round).
  logistics: ["supply chain", "transport", "shipping", "dispatch", "freight", "procurement", "purchase"],
  // Planning stock: a demand planner's work is supply chain planning and inventory (no post may say "demand").
  demand: ["supply chain", "inventory", "planning"],
  // The wider supply chain ("Supply Chain Executive", whose role word is "chain"): its posts are every desk of it.
  chain: ["logistics", "procurement", "purchase", "sourcing", "inventory", "warehouse", "planning", "scm"],
  // Stock: an inventory controller keeps the stores of a warehouse.
  inventory: ["warehouse", "stores", "stock"],
  // A plant's stores officer or storekeeper keeps its materials: warehouse, inventory and materials posts.
  stores: ["store", "warehouse", "inventory", "stock", "materials"],
  // Moving goods by road: the logistics and dispatch posts of the same work.
  transport: ["logistics", "fleet", "dispatch"],
  // Trade documents: export, import, shipping, freight and customs desks are one trade, within logistics.
  exim: ["export", "import", "shipping", "freight", "customs", "logistics"],
  // Machining: a CNC programmer or operator works in production and manufacturing (no post names "CNC" in the title
  // as often as a plant's production engineer posts).
  cnc: ["production", "manufacturing", "machining", "machinist"],
  // A plant's making of things: production, manufacturing, process and industrial engineers and their managers do
  // one work under several names.
  production: ["manufacturing", "plant", "process", "industrial"],
  manufacturing: ["production", "plant", "process", "industrial"],
  // "Industrial" is also the word of an HR title ("Industrial Relations Manager"): a plant's HR posts (no post of
  // mechanical engineering names these).
  industrial: ["production", "manufacturing", "plant", "process", "hr manager", "employee relations", "personnel", "labour"],
  // A plant's desks: reliability engineers keep machines running (the maintenance posts); a paint or press shop's
  // engineer runs its production process; an NPD engineer designs products; quality control and assurance are one
  // desk under several names. Each is a rival of the others' posts (a reliability engineer does not take a quality
  // engineer's).
  reliability: ["maintenance", "rotating equipment", "condition monitoring"],
  shop: ["production", "process", "manufacturing", "paint", "press"],
  npd: ["design", "product development", "development", "r&d"],
  quality: ["qc", "qa", "quality control", "quality assurance", "inspection"],
  qc: ["quality", "qa", "quality control", "quality assurance", "inspection"],
  // A site's finishing engineer runs the site's last works: the site and execution engineers' posts.
  finishing: ["site", "execution"],
  // Construction cost work: quantity surveyors, billing and estimation engineers do the same work (a land surveyor,
  // whose word is "surveyor", does not: hence "quantity").
  quantity: ["surveyor", "billing", "estimation", "cost", "contracts"],
  billing: ["quantity", "surveyor", "estimation", "cost", "contracts"],
  // Retail lending: loan and credit officers.
  loan: ["credit"],
  credit: ["loan"],
  // A lender's collections desk works the same loan book: loan and credit posts are its nearest.
  collections: ["collection", "recovery", "loan", "credit"],
  // Agile delivery: an agile coach and a scrum master do one work under several names ("master" is a scrum master's
  // word, "coach" an agile coach's), and take delivery leads' posts.
  coach: ["scrum", "agile", "delivery"],
  master: ["scrum", "agile", "delivery", "coach"],
  agile: ["scrum", "delivery", "coach"],
  // A web designer lays out pages: the UI and visual designers' posts are the same work; a web developer takes the
  // UI developers' posts.
  web: ["ui", "ui/ux", "visual", "frontend", "front end"],
  // A retailer's or a plant's buyer buys: the procurement, purchase, sourcing and merchandising desks.
  buyer: ["procurement", "purchase", "purchasing", "sourcing", "merchandiser", "category"],
  // Keeping stores stocked and planning supply with demand (S&OP) are supply chain planning and inventory work.
  replenishment: ["inventory", "supply chain", "planning", "demand", "stock"],
  "s&op": ["demand", "supply", "planning", "supply chain"],
  // A school's head: the principal's, vice principal's and academic coordinator's posts.
  headmistress: ["principal", "headmaster", "coordinator"],
  headmaster: ["principal", "headmistress", "coordinator"],
};

/**
 * Desks of a trade under other names, for role words that are not curated roles above: a person whose role word is one
 * of these fits the listed words' posts in part, but the words are no one's rivals (a "Site Engineer" post is not a
 * rival of a quality engineer's, as the curated roles are of each other). Curated like the lists above.
 */
export const DESK_WORDS: Readonly<Record<string, readonly string[]>> = {
  // A Xamarin (now .NET MAUI) developer builds for both platforms: the cross-platform posts.
  xamarin: CROSS_PLATFORM,
  maui: CROSS_PLATFORM,
  // Talend is an ETL tool: its developers take the ETL and data engineering posts.
  talend: ["etl", "data engineer", "data integration", "big data"],
  // A plant's measuring and casting and moulding desks: metrology is quality work (inspection, calibration); a foundry's
  // and a moulding shop's engineers run a production process (and, in a foundry, its quality).
  metrology: ["quality", "qc", "qa", "inspection", "calibration"],
  moulding: ["production", "process", "manufacturing", "plastic"],
  molding: ["production", "process", "manufacturing", "plastic"],
  foundry: ["production", "process", "manufacturing", "casting", "quality"],
  // A site's construction work under its trades' names: formwork, tunnelling and a site in-charge's work are site
  // execution; a post-tensioning engineer designs and stresses slabs with the structural and site engineers.
  site: ["execution", "construction"],
  formwork: ["site", "execution", "construction"],
  tunnel: ["site", "execution", "construction", "tunnelling"],
  tensioning: ["structural", "site", "execution"],
  // Civil design desks: a geotechnical engineer designs foundations with the structural engineers; a BIM engineer
  // models the structure.
  geotechnical: ["structural", "foundation", "soil"],
  bim: ["structural", "revit", "modeller", "modeler", "cad"],
  // Security operations: threat intelligence is the SOC's analysis work.
  intelligence: ["soc", "security operations", "cybersecurity analyst", "security analyst", "threat"],
  // An IT service desk is IT support.
  desk: ["support", "helpdesk", "help desk", "it support", "technical support"],
  // A game tester tests by hand: the manual and functional QA posts.
  game: ["manual", "qa", "functional"],
  // Tax and the accounting desks of a finance team's close: transfer pricing is tax work; record-to-report is the
  // general ledger's close, procure-to-pay the payables': both an accountant's work.
  pricing: ["tax", "taxation"],
  report: ["r2r", "general ledger", "gl accountant", "accountant", "accounting"],
  p2p: ["accounts payable", "payable", "accountant", "accounts"],
  // An auditor in a CA firm takes the chartered accountants' and assurance posts.
  audit: ["chartered", "assurance"],
  // A customer onboarding desk is customer success work.
  onboarding: ["customer success", "success", "implementation"],
  // A plant's process engineer does a production engineer's work; a BPO's process executive (voice, chat, email) is
  // customer support (no post of the one family names the other's words).
  process: ["production", "manufacturing", "plant", "industrial", "customer support", "customer service", "call centre", "call center", "voice"],
  // Selling through stores and distributors: a modern trade executive takes key account and territory posts.
  trade: ["key account", "modern trade", "general trade", "channel", "territory"],
  // A national sales manager takes the regional and zonal managers' and the sales heads' posts.
  national: ["regional", "zonal", "head of sales", "sales head", "sales director"],
  // A hotel's outlets are its restaurants and bars: F&B posts.
  outlet: ["restaurant", "f&b", "food", "beverage"],
  beverage: ["f&b", "restaurant", "food", "outlet"],
  // A bank's cluster head runs a cluster of branches.
  cluster: ["branch", "retail banking", "area"],
  collection: ["collections", "recovery", "loan", "credit"],
};

/**
 * The desks of the trades, by family: the words people's titles and employers' posts use for one kind of work in it.
 * A person whose role word is one of a desk's words (and neither a curated role nor in DESK_WORDS above) fits the posts
 * naming another of its words in part, whatever their own title calls the work: a "Shuttering Supervisor" takes the
 * site engineers' posts, a "Precast Detailer" the structural engineers', a "Godown Keeper" the warehouse posts. Written
 * from what each desk's work is (not from the people of the search evaluation); like DESK_WORDS, no desk is anyone's
 * rival. Words are matched at the start of a title's words ("inspect" fits "Inspection"), so none is a common prefix
 * of other words (two letters only for a desk's own initials: UX, UI).
 */
export const DESK_GROUPS: Readonly<Record<string, ReadonlyArray<readonly string[]>>> = {
  "civil-engineering": [
    // Building it on site.
    ["site", "execution", "construction", "formwork", "shuttering", "tunnel", "finishing", "interior", "building", "highway", "road", "bridge", "metro", "railway", "infrastructure", "project engineer", "works", "resident"],
    // Designing the structure.
    ["structural", "structure", "design", "geotechnical", "foundation", "bim", "revit", "tekla", "detailing", "detailer", "precast", "tensioning", "draughtsman", "draftsman", "modeller"],
    // Measuring and pricing the work.
    ["billing", "quantity", "estimation", "estimator", "tendering", "tender", "costing", "contracts", "contract"],
    // Planning and controlling the project.
    ["planning", "planner", "scheduling", "scheduler", "primavera", "project control"],
  ],
  "mechanical-engineering": [
    // Making things on the shop floor.
    ["production", "manufacturing", "process", "shop", "assembly", "machining", "cnc", "moulding", "molding", "foundry", "casting", "forging", "press", "paint", "welding", "fabrication", "industrial", "shift", "operations"],
    // Checking what is made.
    ["quality", "inspection", "inspector", "metrology", "calibration", "supplier quality", "sqa", "sqe", "testing"],
    // Keeping the machines running.
    ["maintenance", "reliability", "utility", "utilities", "breakdown", "equipment", "facility", "facilities"],
    // Designing parts and products (the tools, CAD against CAE, are rivals: ranking.ts familyRoleWords).
    ["design", "drafting", "draughtsman", "draftsman", "product development", "npd", "r&d", "simulation", "tooling", "fixture", "biw"],
  ],
  "supply-chain-logistics": [
    // Keeping and moving stock within a building.
    ["warehouse", "stores", "store", "storekeeper", "keeper", "inventory", "stock", "materials", "material", "godown", "inbound", "outbound", "fulfilment", "fulfillment", "distribution", "dispatch"],
    // Moving goods between places.
    ["logistics", "transport", "transportation", "fleet", "shipping", "shipment", "freight", "exim", "export", "import", "customs", "delivery", "hub", "linehaul", "courier", "control tower"],
    // Buying.
    ["procurement", "purchase", "purchasing", "sourcing", "buyer", "vendor", "supplier", "category"],
    // Planning supply with demand.
    ["planning", "planner", "demand", "supply", "s&op", "replenishment", "forecasting", "mrp", "supply chain"],
  ],
  accounting: [
    // Keeping the books ("account" fits an accountant's post; an accountant's own title is no desk word: the accounts
    // executive's post is a rung below theirs).
    ["accounts", "account", "accounting", "ledger", "r2r", "payable", "payables", "receivable", "receivables", "p2p", "o2c", "invoice", "invoicing", "reconciliation", "bookkeeper", "bookkeeping", "tally", "finance", "credit control", "cash"],
    // Tax.
    ["tax", "taxation", "gst", "tds", "direct tax", "indirect tax", "transfer pricing"],
    // Audit and assurance.
    ["audit", "auditor", "assurance", "articled", "chartered", "statutory"],
    // Running a finance team's books.
    ["controller", "financial controller", "finance manager", "accounts manager", "head of accounts", "chief accountant", "controllership"],
  ],
  sales: [
    // Selling through territories, channels and trade.
    ["territory", "area", "field", "channel", "distribution", "distributor", "dealer", "trade", "fmcg", "route"],
    // Selling to people who walk in or call.
    ["retail", "showroom", "counter", "automobile", "car sales", "real estate", "property", "presales", "pre-sales", "telesales", "inside", "inbound"],
    // Selling to businesses and keeping their accounts.
    ["account", "key account", "enterprise", "corporate", "institutional", "b2b", "client", "business development", "saas", "solution", "mid-market"],
    // Leading sales teams over a region.
    ["regional", "zonal", "national", "cluster", "head of sales", "sales director", "sales head"],
  ],
  banking: [
    // A branch's counter and operations.
    ["branch", "operations", "teller", "cashier", "clerk", "back office", "kyc", "deposit", "casa", "personal banker", "single window"],
    // Lending.
    ["credit", "loan", "lending", "underwriter", "underwriting", "collections", "collection", "recovery", "mortgage", "sme", "msme", "appraisal", "disbursement"],
    // Relationships with customers.
    ["relationship", "wealth", "priority", "private banker", "personal banker", "acquisition", "corporate banking"],
  ],
  "customer-support": [
    // Answering customers.
    ["customer support", "customer service", "customer care", "support executive", "support associate", "helpdesk", "help desk", "voice", "chat", "email", "process", "bpo", "call", "contact centre", "contact center", "happiness", "delight", "escalation", "complaint"],
    // Keeping customers successful.
    ["success", "onboarding", "retention", "renewal", "customer experience", "account management"],
    // Technical support.
    ["technical", "tech support", "application support", "product support", "desk"],
  ],
  hr: [
    // Hiring.
    ["recruiter", "recruitment", "recruiting", "talent", "acquisition", "sourcing", "hiring", "staffing", "campus"],
    // Running HR for a business or a plant.
    ["generalist", "personnel", "people", "employee relations", "industrial relations", "welfare", "labour", "hrbp", "business partner", "hr manager", "hr executive", "human resources"],
    // Pay.
    ["payroll", "compensation", "benefits", "rewards", "salary"],
  ],
  hospitality: [
    // The kitchen.
    ["chef", "cook", "commis", "kitchen", "culinary", "tandoor", "bakery", "pastry", "sous", "partie"],
    // Food and beverage service.
    ["f&b", "food", "beverage", "restaurant", "outlet", "banquet", "bar", "bartender", "steward", "captain", "waiter", "cafe", "catering"],
    // The front desk.
    ["front office", "reception", "receptionist", "guest", "concierge", "reservations", "duty manager"],
    // Rooms.
    ["housekeeping", "room", "laundry", "public area"],
  ],
  healthcare: [
    // The laboratory.
    ["lab", "laboratory", "pathology", "histopathology", "phlebotomist", "phlebotomy", "mlt", "technologist", "blood bank", "microbiology", "biochemistry", "sample"],
    // Medicines.
    ["pharmacist", "pharmacy", "dispensing", "chemist"],
    // Therapy and rehabilitation.
    ["physiotherapist", "physiotherapy", "therapist", "rehab", "rehabilitation"],
    // Diet.
    ["dietitian", "dietician", "nutritionist", "nutrition"],
    // Doctors.
    ["medical officer", "doctor", "physician", "rmo", "mbbs", "duty doctor", "resident"],
  ],
  nursing: [
    // Critical care.
    ["icu", "ccu", "nicu", "picu", "critical", "emergency", "trauma", "dialysis"],
    // The wards.
    ["ward", "staff nurse", "general", "medical", "surgical", "opd"],
    // The operating theatre.
    ["theatre", "theater", "scrub", "perioperative", "ot nurse"],
    // Running nursing.
    ["nurse manager", "nursing superintendent", "head nurse", "matron", "nursing officer", "in-charge"],
  ],
  "it-infrastructure": [
    // Helping users with their machines.
    ["it support", "desktop", "helpdesk", "help desk", "service desk", "end user", "deskside", "field engineer", "hardware", "technical support"],
    // Running servers and directories.
    ["system", "systems", "windows", "linux", "server", "servers", "active directory", "vmware", "virtualization", "storage", "backup", "administrator"],
    // Networks.
    ["network", "networking", "lan", "wan", "noc", "routing", "cisco", "wireless"],
  ],
  cybersecurity: [
    // Watching and answering threats.
    ["soc", "security operations", "siem", "threat", "incident", "monitoring", "cybersecurity analyst", "security analyst", "blue team"],
    // Testing defences.
    ["penetration", "pentest", "ethical hacking", "vapt", "red team", "offensive", "vulnerability"],
    // Securing applications.
    ["application security", "appsec", "devsecops", "secure code", "product security"],
    // Securing networks and infrastructure.
    ["network security", "firewall", "infrastructure security", "cloud security", "security engineer"],
    // Governance, risk and compliance.
    ["grc", "governance", "compliance", "risk", "audit", "iso 27001", "information security"],
  ],
  "qa-testing": [
    // Testing by hand.
    ["manual", "functional", "game", "uat", "regression", "test analyst", "test engineer", "qa engineer", "qa analyst", "tester"],
    // Automating tests.
    ["automation", "sdet", "selenium", "appium", "cypress", "test automation"],
    // Load and performance.
    ["performance", "load", "jmeter", "loadrunner"],
  ],
  "clinical-research": [
    // Running trials at sites.
    ["clinical research", "cra", "site", "trial", "study", "monitor", "crc", "clinical operations", "clinical trial"],
    // Drug safety.
    ["pharmacovigilance", "drug safety", "safety", "case processing", "icsr", "aggregate"],
    // Coding records.
    ["coder", "coding", "medical coding", "cpc", "ccs", "hcc", "drg", "icd"],
    // Billing and the revenue cycle.
    ["billing", "medical billing", "rcm", "revenue cycle", "ar caller", "denial"],
    // Regulatory submissions.
    ["regulatory", "regulatory affairs", "submissions", "dossier", "labelling", "labeling"],
    // Trial data.
    ["clinical data", "data management", "cdm", "sas", "biostatistics", "statistical programmer"],
  ],
  "project-management": [
    // Running projects and programmes.
    ["project manager", "program manager", "programme manager", "delivery manager", "delivery lead", "implementation", "transition", "engagement", "release"],
    // Agile teams.
    ["scrum", "agile", "coach", "release train", "kanban"],
    // The project office.
    ["pmo", "portfolio", "coordinator", "project coordinator", "project analyst"],
  ],
  "digital-marketing": [
    // Paid media.
    ["ppc", "paid", "sem", "google ads", "performance", "media", "programmatic", "paid media", "media buying", "media planner"],
    // Growth and lifecycle.
    ["growth", "lifecycle", "crm", "retention", "user acquisition", "acquisition"],
    // Digital marketing at large.
    ["digital", "digital marketing", "online marketing", "marketing executive", "email", "marketing automation", "ecommerce", "marketplace"],
  ],
  "brand-content-marketing": [
    // Writing.
    ["content", "writer", "copywriter", "copy", "editor", "technical writer", "blog", "scriptwriter"],
    // Search.
    ["seo", "search", "organic"],
    // Social and community.
    ["social", "social media", "community", "influencer"],
    // Brand.
    ["brand", "communications", "public relations", "marketing manager"],
  ],
  "data-analytics": [
    // Reporting and BI.
    ["bi analyst", "bi developer", "business intelligence", "reporting", "mis", "power bi", "tableau", "dashboard", "qlik", "looker"],
    // Analysis.
    ["analyst", "analytics", "insights", "data analyst", "product analyst", "business analyst", "research analyst"],
  ],
  "finance-investment": [
    // Planning and analysis.
    ["fp&a", "planning", "budgeting", "forecasting", "business partner", "financial analyst", "commercial finance"],
    // Investments and markets.
    ["equity", "research", "investment", "portfolio", "fund", "wealth", "valuation", "m&a", "investment banking", "trader", "treasury"],
    // Credit and risk analysis.
    ["credit", "risk", "underwriting", "credit analyst"],
  ],
  operations: [
    // Running a business's operations.
    ["operations", "ops", "process", "service delivery", "business operations", "hub", "city", "cluster", "regional operations"],
  ],
  "ux-design": [
    // Designing products.
    ["product designer", "ux", "ui/ux", "interaction", "experience", "ui", "visual", "web designer", "app designer"],
    // Research.
    ["research", "researcher", "usability", "user research"],
  ],
  teaching: [
    // Running a school's teaching.
    ["principal", "headmistress", "headmaster", "vice principal", "coordinator", "curriculum", "academic head"],
    // Teaching outside a classroom's subject posts.
    ["tutor", "faculty", "lecturer", "educator", "instructor"],
    // Guiding students.
    ["counsellor", "counselor", "admissions", "career"],
  ],
};

/** Per family, each desk word and the words sharing a desk with it (itself left out): read once, not per search. */
const DESK_INDEX: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>> = new Map(
  Object.entries(DESK_GROUPS).map(([family, desks]) => {
    const byWord = new Map<string, Set<string>>();
    for (const desk of desks) for (const word of desk) for (const other of desk) if (other !== word) (byWord.get(word) ?? byWord.set(word, new Set()).get(word)!).add(other);
    return [family, new Map([...byWord].map(([word, others]) => [word, [...others]]))];
  }),
);

/** The desk words of `family` that share a desk with `word` (DESK_GROUPS), `word` itself left out; none with no family. */
function deskWords(word: string, family: string | undefined): readonly string[] {
  return (family && DESK_INDEX.get(family)?.get(word)) || [];
}

/** The title words that fit a person whose role word is `word` in part; none for a word with no related roles. */
export function relatedRoleWords(word: string | null, family?: string): readonly string[] {
  return word ? (RELATED_ROLE_WORDS[word] ?? DESK_WORDS[word] ?? deskWords(word, family)) : [];
}

const KNOWN = Object.keys(RELATED_ROLE_WORDS);

/** Whether the lists here know a word as a person's role word ("english", "science", "production"). */
export const isKnownRoleWord = (word: string): boolean => Object.hasOwn(RELATED_ROLE_WORDS, word);
const KNOWN_PATTERN = new RegExp(`(?:^|[^\\p{L}])(${KNOWN.map(escapeRegExp).join("|")})(?=$|[^\\p{L}])`, "giu");

/**
 * Whether a posting title names a rival of the person's role: another of the roles listed here, neither theirs nor
 * related to it ("SAP SD Consultant" for an SAP MM consultant, "English Teacher" for a physics teacher, "Java
 * Developer" for a Python developer). Only these curated roles are known rivals: a title naming some other word
 * ("Manual Tester", "Ward Nurse") is not one.
 */
export function namesRivalRole(word: string | null, title: string): boolean {
  if (!word || !(word in RELATED_ROLE_WORDS)) return false;
  // A related phrase's words are not rivals either ("supply chain" for a procurement executive is not the "chain" role).
  const related = new Set(relatedRoleWords(word).flatMap((r) => [r, ...r.split(/\s+/)]));
  for (const m of title.toLowerCase().matchAll(KNOWN_PATTERN)) {
    const w = m[1]!;
    if (w !== word && !related.has(w)) return true;
  }
  return false;
}
