// Which O*NET technology skills fit a role. O*NET attaches "Hot Technology" tools (a flag about the tool across all
// job postings, not about the occupation) to many occupations, so a Training and Development Specialist "uses"
// JavaScript, Oracle PL/SQL and Drupal and a Registered Nurse Apache Spark. Each tool gets a kind from its O*NET
// commodity title (plus a few names the commodity gets wrong); a kind tied to a field shows only for roles in
// that field, or when the role itself says it uses such tools.

export type ToolKind =
  | "code" // programming languages, frameworks, developer tools, version control, CI, cloud and server platforms
  | "database" // database systems, SQL dialects, data warehouses and big-data stores
  | "web" // HTML and CSS: also worked on by marketers, SEO specialists and designers
  | "marketing" // marketing automation, ad platforms, web analytics and SEO tools
  | "medical" // electronic health records and clinical software
  | "cad" // computer-aided design and manufacturing
  | "design" // graphics, desktop publishing and video editing (Photoshop, Illustrator, InDesign, After Effects)
  | "construction" // construction project portfolio tools (Oracle Primavera, Procore)
  | "real-estate" // property management systems (Yardi)
  | "accounting" // bookkeeping and tax software
  | "hr" // HR information systems, applicant tracking and timekeeping
  | "statistics" // statistics and scientific computing packages (R, SAS, SPSS, Stata, Minitab, MATLAB)
  | "general"; // office, analytics, design, collaboration: fits any role

const CODE_COMMODITIES = [
  "Object or component oriented development software",
  "Development environment software",
  "Web platform development software",
  "Application server software",
  "Configuration management software",
  "Expert system software",
  "File versioning software",
  "Program testing software",
  "Compiler and decompiler software",
  "Enterprise application integration software",
  "Cloud-based management software",
  "Enterprise system management software",
  "Internet directory services software",
  "Storage networking software",
  "Procedure management software",
  "Network monitoring software",
  "Clustering software",
  "Transaction server software",
  "Switch or router software",
  "Authentication server software",
  "Device drivers or system software",
];

const COMMODITY_KIND = new Map<string, ToolKind>([
  ...CODE_COMMODITIES.map((c) => [c, "code"] as [string, ToolKind]),
  ["Data base management system software", "database"],
  ["Object oriented data base management software", "database"],
  ["Data base reporting software", "database"],
  ["Metadata management software", "database"],
  // Mostly SQL dialects and databases; the products filed here that are not are named in NAME_KIND.
  ["Data base user interface and query software", "database"],
  ["Sales and marketing software", "marketing"],
  ["Data mining software", "marketing"],
  ["Medical software", "medical"],
  ["Computer aided design CAD software", "cad"],
  ["Computer aided manufacturing CAM software", "cad"],
  ["Computer aided design CAD and computer aided manufacturing CAM system", "cad"],
  ["Graphics or photo imaging software", "design"],
  ["Desktop publishing software", "design"],
  ["Video creation and editing software", "design"],
  ["Accounting software", "accounting"],
  ["Tax preparation software", "accounting"],
  ["Compliance software", "accounting"],
  ["Human resources software", "hr"],
  ["Time accounting software", "hr"],
]);

/** Products whose commodity title says little about them, by O*NET name. */
const NAME_KIND = new Map<string, ToolKind>([
  // Operating systems people use, not administer.
  ["Apple iOS", "general"],
  ["Apple macOS", "general"],
  ["Google Android", "general"],
  ["Microsoft Windows", "general"],
  ["Operating system software", "general"],
  // Operating systems and shells developers and administrators work in.
  ["Linux", "code"],
  ["UNIX", "code"],
  ["UNIX Shell", "code"],
  ["Shell script", "code"],
  ["Bash", "code"],
  ["Microsoft Windows Server", "code"],
  ["Hewlett-Packard HP OpenVMS", "code"],
  ["Postman", "code"],
  ["Keras", "code"],
  ["Magellan Firmware", "code"],
  ["TensorFlow", "code"],
  // Filed under "Data base user interface and query software" but not databases.
  ["Amazon Web Services AWS software", "code"],
  ["Amazon Elastic Compute Cloud EC2", "code"],
  ["PyTorch", "code"],
  ["NumPy", "code"],
  ["pandas", "code"],
  ["PySpark", "code"],
  ["Prometheus", "code"],
  ["GraphQL", "code"],
  ["Yardi software", "real-estate"],
  // Hotels' front-desk systems (Opera and the like), not real-estate software.
  ["Property management system PMS software", "general"],
  ["ServiceNow", "general"],
  ["LinkedIn", "general"],
  ["Google", "general"],
  ["Student information systems SIS software", "general"],
  ["Xactware Xactimate", "general"],
  ["ADP Workforce Now", "hr"],
  ["Clinical trial management software", "medical"],
  ["Medidata Rave Data Management", "medical"],
  // Big-data engines are data stores, whatever the commodity says.
  ["Apache Spark", "database"],
  ["Microsoft SQL Server Integration Services SSIS", "database"],
  ["Microsoft SQL Server Reporting Services SSRS", "database"],
  ["Oracle SQL Developer", "database"],
  // Markup that marketers, SEO specialists, designers and technical writers edit too.
  ["Hypertext markup language HTML", "web"],
  ["Cascading style sheets CSS", "web"],
  ["Extensible markup language XML", "web"],
  // SEO and analytics products filed as web development or scientific software.
  ["Ahrefs Site Explorer", "marketing"],
  ["Moz search engine optimization SEO software", "marketing"],
  ["Screaming Frog SEO Spider", "marketing"],
  ["Semrush", "marketing"],
  ["Google Analytics", "marketing"],
  ["Adobe Analytics", "marketing"],
  // Excel macros: spreadsheet work, not software development.
  ["Microsoft Visual Basic for Applications VBA", "general"],
  // Design tools filed next to GUI code.
  ["Figma", "general"],
  // Statistics and scientific computing: analysts, researchers, scientists and engineers, not office or front-line
  // work (an office administrator does not need R or SPSS, however often O*NET lists them).
  ...[
    "R", "SAS", "IBM SPSS Statistics", "StataCorp Stata", "Minitab", "The MathWorks MATLAB", "MathWorks Simulink",
    "Wolfram Research Mathematica", "Insightful S-PLUS", "Maplesoft Maple", "STATISTICA", "Statistical software",
    "Statistical analysis software", "SAS JMP", "Aptech Systems GAUSS", "Systat Software SigmaPlot",
  ].map((name) => [name, "statistics"] as [string, ToolKind]),
  // The desktop database in Microsoft Office: office software, not a database server.
  ["Microsoft Access", "general"],
  ["Graphical user interface GUI design software", "general"],
  ["Axure RP", "general"],
  ["InVision software", "general"],
  ["Microsoft Teams", "general"],
  // Process maps and org charts: filed under graphics too, but used in every office.
  ["Microsoft Visio", "general"],
  ["Oracle Primavera Enterprise Project Portfolio Management", "construction"],
  ["Procore software", "construction"],
  ["Very high speed integrated circuit VHSIC hardware description language VHDL simulation software", "code"],
]);

/** When a tool is filed under several commodities, the most specific kind wins. */
const KIND_PRECEDENCE: ToolKind[] = [
  "code", "database", "statistics", "web", "marketing", "medical", "cad", "design", "construction", "real-estate", "accounting", "hr", "general",
];

export function toolKind(name: string, commodities: Iterable<string>): ToolKind {
  const named = NAME_KIND.get(name);
  if (named) return named;
  const kinds = new Set([...commodities].map((c) => COMMODITY_KIND.get(c) ?? "general"));
  return KIND_PRECEDENCE.find((k) => kinds.has(k)) ?? "general";
}

/**
 * The role families (see families.ts) whose work uses each kind of tool. "general" fits every family.
 * Developer tools and databases belong to the technology and data families only: a corporate trainer, a nurse or a
 * sales executive does not need Oracle PL/SQL, however often US job postings mention it.
 */
export const KIND_FAMILIES: Record<Exclude<ToolKind, "general">, readonly string[]> = {
  code: ["technology", "data"],
  database: ["technology", "data"],
  web: ["technology", "data", "marketing", "product-design"],
  marketing: ["marketing", "sales-customer", "product-design", "technology", "data"],
  medical: ["healthcare"],
  // Not product-design: the curated designers (UX, product, graphic) work on screens and print, not in SolidWorks.
  cad: ["engineering", "skilled-trades", "technology"],
  // Sales, support, HR and operations playbooks do not need Adobe Illustrator; trainers and teachers make materials.
  design: ["product-design", "marketing", "engineering", "technology", "learning-development", "education"],
  construction: ["engineering", "skilled-trades"],
  "real-estate": [],
  accounting: ["finance", "business-operations"],
  hr: ["people", "business-operations"],
  // Psychologists (coaching-counselling) run studies in SPSS.
  statistics: ["data", "technology", "finance", "healthcare", "engineering", "marketing", "coaching-counselling"],
};

/**
 * Words in an O*NET title or description showing that an occupation outside those families does such work itself:
 * "Aerospace Engineers" and "Physicists" program, "Medical Secretaries" use health records, "Property Managers"
 * use Yardi. Kinds not listed here are not filtered for occupations: O*NET's bookkeeping, HR, timekeeping and CAD
 * listings are credible for the occupation itself (a therapist in private practice keeps books in QuickBooks).
 */
const KIND_EVIDENCE: Partial<Record<ToolKind, RegExp>> = {
  code: /\b(comput|software|programm|algorithm|informatics|database|web ?sites?\b|digital|information (?:systems?|technology)|engineer|scien|research|mathemat|quantitative|statistic|model(?:l?ing|s)\b|robot|automat|simulat|geospatial|remote sens|electronic|video games?|risk\b|data\b|epidemiolog|genom|genetic|radio frequency)/i,
  database: /\b(comput|software|database|data\b|analysts?\b|risk\b|logistic|informatics|statistic|research|engineer|scien|information (?:systems?|technology)|epidemiolog|genom|genetic|inventory|supply chain|purchas)/i,
  web: /\b(web|internet|online|digital|comput|software|media|publish|design|technical (?:writ|materials))/i,
  marketing: /\b(market|advertis|promot|public relations|fundrais|sales|sell|customer|client|event|brand|merchandis|commerce|membership|communicat)/i,
  medical: /\b(medical|health|patient|clinic|hospital|dental|pharmac|physician|nurs|therap|surg|veterinar|billing)/i,
  construction: /\b(construction|building|project|contract|engineer|facilit|site\b|infrastructure)/i,
  "real-estate": /\b(real estate|propert|leas|rental|apartment|facilit|housing)/i,
  statistics: /\b(statistic|research|postsecondary|universit|sampl|analy[sz]|scien|quantitative|survey|econom|actuar|epidemiolog|engineer|mathemat|quality|forecast|model(?:l?ing|s)\b)/i,
};

/** A curated role: the tool fits its family, or the role names the tool in its own list ("Python or SQL for analysis"). */
export function toolFitsRole(kind: ToolKind, family: string, tool: string, curatedTools: readonly string[]): boolean {
  if (kind === "general" || KIND_FAMILIES[kind].includes(family)) return true;
  return curatedTools.some((c) => namesTool(c, tool));
}

/** An O*NET occupation the KB does not curate: the tool fits its family, or its own title and description call for it. */
export function toolFitsOccupation(kind: ToolKind, family: string, text: string): boolean {
  if (kind === "general" || KIND_FAMILIES[kind].includes(family)) return true;
  return KIND_EVIDENCE[kind]?.test(text) ?? true;
}

/**
 * Whether a curated tool line names an O*NET tool: "SQL (Metabase, Redash)" names "Structured query language SQL",
 * "Python or SQL for analysis" names "Python"; "SQL" does not name "Oracle PL/SQL".
 */
export function namesTool(curated: string, onetName: string): boolean {
  const words = onetName.split(" ");
  const last = words[words.length - 1] ?? "";
  // O*NET spells many tools out and ends with the short name everyone uses: "... language SQL", "... Services AWS".
  const short = words.length > 2 && /^[A-Z0-9.#+/]{2,}$/.test(last) ? [last] : [];
  // ... or with the vendor's name in front: "TechSmith Camtasia" is the "Camtasia" in "Adobe Captivate or Camtasia".
  const product = words.length === 2 && /^[A-Z]\w{4,}$/.test(last) && !COMMON_PRODUCT_WORDS.has(last.toLowerCase()) ? [last] : [];
  const phrases = [onetName, ...short, ...product];
  return phrases.some((p) => new RegExp(`(^|[^\\w/#+])${escapeRegExp(p)}($|[^\\w/#+])`, "i").test(curated));
}

/** Second words of "Vendor Word" names that are ordinary words, so they cannot name the product on their own. */
const COMMON_PRODUCT_WORDS = new Set([
  "project", "access", "dynamics", "analytics", "office", "teams", "docs", "sheets", "workspace", "cloud", "server",
  "database", "framework", "statistics", "enterprise", "suite", "studio", "automation", "systems", "ads", "forms",
]);

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
