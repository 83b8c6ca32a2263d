// The occupation-family taxonomy: the one list of role families every engine uses (server/src/engines/roles).
// scripts/build-role-taxonomy.ts joins it with O*NET 28.2 into server/data/role-taxonomy.json.
//
// - sector: the broad group a family belongs to. Sectors are the playbook's curated families (scripts/data/families.ts
//   holds each sector's competencies, questions and plans).
// - soc: O*NET-SOC code prefixes; an occupation belongs to the family with its longest matching prefix.
// - neighbours: families whose postings a person in this family would also consider (search ranks them after the
//   family's own). The build makes the relation symmetric, so each pair is written once.
// - titles: job titles that mean this family, as people in India and elsewhere write them, without seniority words
//   ("Senior", "Intern"...). The playbook guides' titles and aliases are added by GUIDE_FAMILIES below.

export const SECTORS = [
  "technology", "data", "product-design", "marketing", "sales-customer", "business-operations", "finance", "people",
  "legal", "healthcare", "education", "engineering", "skilled-trades", "frontline-service", "learning-development",
  "coaching-counselling", "fitness-wellness",
] as const;
export type Sector = (typeof SECTORS)[number];

export interface CuratedFamily {
  id: string;
  name: string;
  sector: Sector;
  soc: string[];
  neighbours: string[];
  titles: string[];
  /**
   * Titles most holders of which are in this family, but which other industries also use ("Cluster Head" runs a
   * bank's branches, or a retailer's stores): read at INDUSTRY_TITLE_CONFIDENCE, so a resume's skills may say
   * otherwise, and with their level words ("Deputy Project Manager" is a builder's rung, "Project Manager" is not).
   */
  industryTitles?: string[];
}

/** Below the 0.8 at which a resume's title gives way to a clear vote of its skills (server/src/modules/jobs/searcher.ts). */
export const INDUSTRY_TITLE_CONFIDENCE = 0.75;

/**
 * "Talend Developer", "Xamarin Developer", "SailPoint Engineer": a tool whose name alone says the family, with each job
 * noun people put after it. Unlisted, such a title is read by its job noun alone ("Developer": software engineering).
 */
const toolTitles = (tools: readonly string[], nouns: readonly string[]): string[] => tools.flatMap((t) => nouns.map((n) => `${t} ${n}`));

export const ROLE_FAMILIES: CuratedFamily[] = [
  // Technology
  {
    id: "software-engineering", name: "Software engineering", sector: "technology",
    soc: ["15-1251", "15-1252", "15-1299", "15-1221", "15-1211"],
    neighbours: ["frontend-engineering", "mobile-development", "qa-testing", "devops-cloud", "data-engineering", "enterprise-applications"],
    titles: [
      "Software Engineer", "Software Developer", "SDE", "SWE", "Software Development Engineer", "Backend Developer", "Backend Engineer",
      "Java Developer", "Python Developer", "Node.js Developer", "Golang Developer", "Go Developer", ".NET Developer", "PHP Developer",
      "C++ Developer", "C# Developer", "Ruby on Rails Developer", "Django Developer", "Spring Boot Developer", "Full Stack Developer",
      "MERN Stack Developer", "MEAN Stack Developer", "API Developer", "Programmer", "Application Developer", "Computer Programmer",
      "Engineering Manager", "Staff Software Engineer", "Principal Software Engineer", "Tech Lead", "Technical Lead",
      "Software Architect", "Blockchain Developer", "Game Developer", "Mainframe Developer", "Member of Technical Staff",
      "Software Engineering Intern", "Associate Software Engineer", "Systems Engineer", "Golang Engineer", "Java Full Stack Developer",
      // Grades of Indian IT services firms and product companies: an Infosys technology analyst or lead writes code.
      "Technology Analyst", "Technology Lead", "MTS", "SMTS", "Software Analyst", "Integration Developer",
      "ASP.NET Developer", "Dot Net Developer", "MuleSoft Developer",
      // Languages and frameworks named in the title: unlisted, "Scala Developer" was read by "Developer" alone, too weakly
      // for the search to use.
      ...toolTitles(["Scala", "Rust", "Elixir", "Perl", "COBOL", "Groovy", "Laravel", "CodeIgniter", "Symfony", "Flask", "FastAPI", "NestJS",
        "Express.js", "Microservices", "Unity", "Unity 3D", "Unreal", "Unreal Engine"], ["Developer", "Engineer"]),
    ],
  },
  {
    id: "frontend-engineering", name: "Frontend and web development", sector: "technology",
    soc: ["15-1254"],
    neighbours: ["software-engineering", "mobile-development", "ux-design"],
    titles: [
      "Frontend Developer", "Frontend Engineer", "Front End Developer", "React Developer", "React.js Developer", "Angular Developer",
      "Vue Developer", "UI Developer", "UI Engineer", "Web Developer", "JavaScript Developer", "WordPress Developer", "Shopify Developer",
      "Frontend Architect", "Web Designer and Developer",
      ...toolTitles(["Magento", "Drupal", "Webflow", "Next.js", "Vue.js", "Svelte"], ["Developer"]),
    ],
  },
  {
    id: "mobile-development", name: "Mobile app development", sector: "technology",
    soc: [],
    neighbours: ["software-engineering", "frontend-engineering"],
    titles: [
      "Android Developer", "iOS Developer", "Flutter Developer", "React Native Developer", "Mobile App Developer", "Mobile Engineer",
      "App Developer", "Kotlin Developer", "Swift Developer", "Mobile Application Developer", "Android Engineer", "iOS Engineer",
      // Cross-platform frameworks: a Xamarin or Ionic developer builds apps, not backends.
      ...toolTitles(["Xamarin", "Ionic", "Cordova", "PhoneGap", ".NET MAUI", "MAUI", "Kotlin Multiplatform", "SwiftUI", "Jetpack Compose", "Flutter", "React Native"], ["Developer", "Engineer"]),
      "Cross Platform Mobile Developer", "Cross Platform App Developer", "Hybrid App Developer", "Hybrid Mobile App Developer",
    ],
  },
  {
    id: "qa-testing", name: "QA and software testing", sector: "technology",
    soc: ["15-1253"],
    neighbours: ["software-engineering", "devops-cloud"],
    titles: [
      "QA Engineer", "QA Analyst", "Software Tester", "Test Engineer", "Automation Tester", "Manual Tester", "SDET", "Test Automation Engineer",
      "QA Automation Engineer", "Performance Test Engineer", "Test Lead", "Test Manager", "QA Lead", "Quality Assurance Engineer",
      "Selenium Tester", "Software Test Engineer", "Test Analyst",
      "ETL Tester", "ETL Test Engineer", "ETL QA Engineer", "Data Warehouse Tester", "DWH Tester", "API Tester", "API Test Engineer",
      "Mobile App Tester", "Mobile Tester", "Mobile Application Tester", "Game Tester",
    ],
  },
  {
    id: "devops-cloud", name: "DevOps, cloud and SRE", sector: "technology",
    soc: ["15-1299.08"],
    neighbours: ["it-infrastructure", "cybersecurity", "software-engineering"],
    titles: [
      "DevOps Engineer", "SRE", "Site Reliability Engineer", "Cloud Engineer", "Platform Engineer", "Infrastructure Engineer", "Cloud Architect",
      "AWS Engineer", "Azure Engineer", "GCP Engineer", "DevSecOps Engineer", "Build and Release Engineer", "Kubernetes Engineer",
      "Solutions Architect", "Solution Architect", "AWS Solutions Architect", "Cloud Solutions Architect", "SRE Manager", "Head of Infrastructure",
      "Cloud Administrator", "Release Engineer",
    ],
  },
  {
    id: "it-infrastructure", name: "IT support, networks and systems", sector: "technology",
    soc: ["15-1231", "15-1232", "15-1241", "15-1242", "15-1244", "15-1299.01", "15-1299.02", "15-1299.03", "11-3021"],
    neighbours: ["devops-cloud", "cybersecurity", "customer-support"],
    titles: [
      "System Administrator", "Sysadmin", "Linux Administrator", "Windows Administrator", "Network Engineer", "Network Administrator",
      "IT Support Engineer", "IT Support Executive", "Desktop Support Engineer", "Desktop Support Executive", "Helpdesk Engineer",
      "IT Helpdesk Executive", "Database Administrator", "DBA", "IT Manager", "IT Administrator", "NOC Engineer", "Network Architect",
      "IT Infrastructure Manager", "Head of IT", "IT Executive", "Hardware and Networking Engineer", "Application Support Engineer",
      "Production Support Engineer", "L1 Support Engineer", "L2 Support Engineer", "IT Technician", "Service Desk Analyst", "IT Officer",
      "Server Support Engineer", "Server Administrator", "Backup Administrator", "Storage Administrator", "IT Operations Analyst",
      "Network Operations Engineer", "Major Incident Manager", "IT Incident Manager",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "IT Support Analyst", "IT Support Specialist", "IT Support Technician", "IT Support Associate", "Desktop Engineer",
      "Desktop Support Technician", "Desktop Support Analyst", "Service Desk Engineer", "Service Desk Executive", "Service Desk Associate",
      "Help Desk Technician", "Helpdesk Analyst", "Helpdesk Support Engineer", "Field Support Engineer", "Onsite Support Engineer",
      "IT Field Engineer", "System Support Engineer", "Systems Support Engineer", "Network Support Engineer", "Network Technician", "Network Analyst",
      "Windows System Administrator", "Linux System Administrator", "Unix Administrator",
      "Exchange Administrator", "Active Directory Administrator", "Office 365 Administrator", "IT Asset Manager", "IT Asset Management Analyst",
      "Computer Technician", "Computer Hardware Technician", "IT Coordinator", "IT Assistant", "EDP Executive", "EDP Manager", "NOC Analyst",
      "NOC Technician", "Application Support Analyst", "Application Support Specialist", "Production Support Analyst", "L2 Support Analyst",
      "L3 Support Engineer", "IT Operations Engineer", "IT Operations Manager", "IT Service Delivery Manager",
      "Linux Support Engineer", "Unix Support Engineer", "Windows Support Engineer", "VMware Administrator", "VMware Engineer",
      "Citrix Administrator", "Citrix Engineer",
    ],
  },
  {
    id: "cybersecurity", name: "Cybersecurity", sector: "technology",
    soc: ["15-1212", "15-1299.04", "15-1299.05", "15-1299.06"],
    neighbours: ["it-infrastructure", "devops-cloud"],
    titles: [
      "Cybersecurity Analyst", "Cyber Security Analyst", "Security Analyst", "Security Engineer", "SOC Analyst", "Penetration Tester",
      "Ethical Hacker", "Information Security Analyst", "Infosec Analyst", "VAPT Analyst", "Application Security Engineer",
      "Information Security Manager", "Security Architect", "GRC Analyst", "CISO", "Chief Information Security Officer", "Security Lead",
      "Head of Security", "Cloud Security Engineer", "Network Security Engineer",
      // The desks of a security team (SOC, threat intelligence, VAPT, GRC, IAM) and the tools they are named after: read by
      // word overlap, "Threat Intelligence Analyst" was a business intelligence analyst and "Firewall Engineer" a sales engineer.
      "SOC Engineer", "SOC Lead", "SOC Manager", "Security Operations Analyst", "Security Operations Center Analyst", "Threat Intelligence Analyst",
      "Cyber Threat Intelligence Analyst", "Threat Hunter", "Threat Analyst", "Detection Engineer", "Incident Response Analyst",
      "Incident Response Engineer", "Cyber Incident Responder", "Vulnerability Management Analyst", "Vulnerability Analyst",
      "Vulnerability Assessment Analyst", "Vulnerability Assessment Engineer", "VAPT Engineer", "VAPT Consultant", "VAPT Tester",
      "Security Tester", "Red Team Engineer", "Red Teamer", "Malware Analyst", "Reverse Engineer Malware", "Digital Forensics Analyst",
      "Forensic Analyst Cyber", "GRC Consultant", "GRC Specialist", "GRC Manager", "IT Risk Analyst", "IT Risk Manager", "Technology Risk Analyst",
      "Information Security Officer", "ISO 27001 Auditor", "ISO 27001 Lead Auditor", "IS Auditor", "IT Auditor", "Information Security Auditor",
      "Information Security Consultant", "Cyber Security Consultant", "Cybersecurity Consultant", "Cyber Security Engineer", "Cybersecurity Engineer",
      "IAM Analyst", "IAM Engineer", "IAM Consultant", "IAM Developer", "Identity and Access Management Analyst",
      "Identity and Access Management Engineer", "Identity and Access Management Consultant", "PAM Engineer", "PAM Consultant",
      "Firewall Engineer", "Firewall Administrator", "SIEM Engineer", "SIEM Analyst", "DLP Analyst", "DLP Engineer", "Endpoint Security Engineer",
      "Security Administrator", "Product Security Engineer", "Data Privacy Analyst",
      ...toolTitles(["SailPoint", "CyberArk", "Okta", "Ping Identity", "ForgeRock", "Splunk", "QRadar", "ArcSight", "Sentinel", "Palo Alto", "Fortinet", "Checkpoint", "Zscaler", "Qualys"], ["Engineer", "Developer", "Consultant", "Administrator", "Analyst"]),
    ],
  },
  {
    id: "enterprise-applications", name: "SAP, ERP and CRM platforms", sector: "technology",
    soc: [],
    neighbours: ["software-engineering", "business-analysis", "consulting-strategy"],
    titles: [
      "SAP Consultant", "SAP FICO Consultant", "SAP MM Consultant", "SAP SD Consultant", "SAP ABAP Developer", "SAP Basis Consultant",
      "SAP HANA Consultant", "SAP PP Consultant", "SAP HCM Consultant", "ERP Consultant", "Oracle Apps Consultant", "Oracle Functional Consultant",
      "Salesforce Developer", "Salesforce Administrator", "Salesforce Consultant", "Dynamics 365 Consultant", "ServiceNow Developer",
      "Workday Consultant", "SAP Solution Architect", "Salesforce Technical Architect", "ERP Program Lead", "Functional Consultant",
      "Techno Functional Consultant", "ERP Executive", "Zoho Developer",
      // An ERP consultant's skills are the modules' business words (general ledger, payables, payroll): the title must
      // name the platform outright, or the skills would read the person as an accountant or an HR executive.
      "Oracle Fusion Consultant", "Oracle Fusion Financials Consultant", "Oracle Financials Consultant", "Oracle EBS Consultant",
      "Oracle HCM Consultant", "Oracle Fusion HCM Consultant", "Oracle SCM Consultant", "Oracle ERP Consultant",
      "SAP Functional Consultant", "SAP SuccessFactors Consultant", "SAP Ariba Consultant", "SAP EWM Consultant", "SAP WM Consultant",
      "SAP QM Consultant", "SAP PM Consultant", "SAP BW Consultant", "SAP Basis Administrator", "SAP Security Consultant",
      "SAP S/4HANA Consultant", "Workday HCM Consultant", "Dynamics 365 Finance Consultant", "NetSuite Consultant", "Tally Implementation Consultant",
      // Platforms named in the title: a Pega or Guidewire developer builds on the platform, not a general backend.
      ...toolTitles(["Pega", "Guidewire", "Appian", "Siebel", "Duck Creek", "Murex", "Temenos", "Temenos T24", "Finacle"], ["Developer", "Consultant"]),
    ],
  },
  {
    id: "data-engineering", name: "Data engineering", sector: "technology",
    soc: ["15-1243"],
    neighbours: ["data-analytics", "data-science", "software-engineering"],
    titles: [
      "Data Engineer", "Big Data Engineer", "ETL Developer", "Analytics Engineer", "Data Platform Engineer", "Data Warehouse Engineer",
      "Spark Developer", "Data Architect", "Hadoop Developer", "Databricks Engineer", "Data Engineering Manager", "Informatica Developer",
      "Snowflake Developer", "Azure Data Engineer", "AWS Data Engineer",
      // The ETL, warehouse and big-data tools data engineers are named after: unlisted, "Talend Developer" read as a
      // software developer and "Data Modeler" as a fashion model.
      ...toolTitles(["Talend", "Informatica", "Informatica IICS", "IICS", "Ab Initio", "DataStage", "ODI", "SSIS", "Pentaho", "SnapLogic",
        "Matillion", "Snowflake", "Databricks", "PySpark", "Spark", "Hadoop", "Hive", "Kafka", "Airflow", "Azure Data Factory", "ADF", "AWS Glue",
        "Teradata", "Redshift", "BigQuery", "dbt"], ["Developer", "Engineer", "Consultant"]),
      "GCP Data Engineer", "Google Cloud Data Engineer", "Data Modeler", "Data Modeller", "Data Warehouse Developer", "ETL Engineer", "ETL Lead",
    ],
  },
  // Data
  {
    id: "data-analytics", name: "Data analytics and BI", sector: "data",
    soc: ["15-2051.01", "15-2031", "19-3022"],
    neighbours: ["data-science", "data-engineering", "business-analysis"],
    titles: [
      "Data Analyst", "BI Analyst", "BI Developer", "Business Intelligence Analyst", "Business Intelligence Developer", "Power BI Developer",
      "Tableau Developer", "MIS Analyst", "MIS Executive", "MIS Coordinator", "Reporting Analyst", "Analytics Analyst", "Product Analyst",
      "SQL Analyst", "Business Analytics", "Analytics Manager", "Head of Analytics", "Business Intelligence Manager", "Marketing Analyst",
      "Web Analyst", "Insights Analyst", "Data Analytics", "Business Data Analyst", "Operations Analyst", "Pricing Analyst", "Analytics Consultant",
      "Data Visualization Engineer", "Reporting Executive", "Excel MIS Executive",
      // A BI engineer builds the dashboards and the models under them (Amazon's BIE): read from O*NET alone it was under
      // 0.8, so a resume's dbt and Snowflake skills outvoted the title.
      "BI Engineer", "Business Intelligence Engineer",
      ...toolTitles(["Qlik", "QlikView", "Qlik Sense", "Looker", "Cognos", "MicroStrategy", "OBIEE", "SSRS", "Spotfire"], ["Developer", "Consultant"]),
    ],
  },
  {
    id: "data-science", name: "Data science, ML and AI", sector: "data",
    soc: ["15-2"],
    neighbours: ["data-analytics", "data-engineering", "software-engineering"],
    titles: [
      "Data Scientist", "Machine Learning Engineer", "ML Engineer", "AI Engineer", "Applied Scientist", "NLP Engineer", "Computer Vision Engineer",
      "Deep Learning Engineer", "GenAI Engineer", "LLM Engineer", "MLOps Engineer", "Decision Scientist", "Statistician", "AI ML Engineer",
      "AI Researcher", "Machine Learning Scientist", "Data Science Manager", "Head of Data Science", "Machine Learning Manager", "AI Developer",
      "Generative AI Engineer", "Prompt Engineer",
      "Data Annotator", "Data Annotation Specialist", "Data Annotation Analyst", "Data Labeling Specialist", "AI Data Annotator",
    ],
  },
  // Product and design
  {
    id: "product-management", name: "Product management", sector: "product-design",
    soc: [],
    neighbours: ["project-management", "business-analysis", "ux-design"],
    titles: [
      "Product Manager", "Associate Product Manager", "APM", "Product Owner", "Technical Product Manager", "Group Product Manager",
      "Head of Product", "Director of Product", "Growth Product Manager", "Product Lead", "Chief Product Officer", "VP Product",
      "Product Management", "Product Specialist",
      // A product manager of an AI product manages a product: the AI is what the product is.
      "AI Product Manager", "AI/ML Product Manager", "GenAI Product Manager",
    ],
  },
  {
    id: "ux-design", name: "UX, UI and product design", sector: "product-design",
    soc: ["15-1255", "27-1021"],
    neighbours: ["graphic-design", "product-management", "frontend-engineering"],
    titles: [
      "UX Designer", "UI Designer", "UI/UX Designer", "UI UX Designer", "UX/UI Designer", "Product Designer", "Interaction Designer",
      "User Experience Designer", "UX Researcher", "Experience Designer", "Visual Product Designer", "Design Lead", "Head of Design",
      "Design Manager", "Service Designer", "User Researcher", "Web Designer",
    ],
  },
  {
    id: "graphic-design", name: "Graphic, visual and motion design", sector: "product-design",
    soc: ["27-1"],
    neighbours: ["ux-design", "media-production", "brand-content-marketing", "interior-design", "fashion-design"],
    titles: [
      "Graphic Designer", "Visual Designer", "Creative Designer", "Motion Graphics Designer", "Motion Designer", "Illustrator", "Animator",
      "3D Artist", "2D Animator", "3D Animator", "Art Director", "Creative Director", "Brand Designer", "Communication Designer",
      "DTP Operator", "Packaging Designer", "Presentation Designer", "VFX Artist", "Game Artist", "Social Media Designer", "Print Designer",
      "Graphic Design Intern",
    ],
  },
  {
    id: "interior-design", name: "Interior design", sector: "product-design",
    soc: ["27-1025"],
    neighbours: ["architecture", "graphic-design"],
    titles: ["Interior Designer", "Interior Architect", "Interior Design Consultant", "Space Planner", "Interior Decorator", "Kitchen Designer"],
  },
  {
    id: "fashion-design", name: "Fashion and textile design", sector: "product-design",
    soc: ["27-1022", "27-1026"],
    neighbours: ["graphic-design"],
    titles: [
      "Fashion Designer", "Textile Designer", "Apparel Designer", "Garment Designer", "Jewellery Designer", "Jewelry Designer",
      "Visual Merchandiser", "Apparel Merchandiser", "Fashion Stylist",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Garment Merchandiser", "Export Merchandiser", "Textile Merchandiser", "Fabric Merchandiser",
    ],
  },
  // Marketing
  {
    id: "digital-marketing", name: "Digital and performance marketing", sector: "marketing",
    soc: ["11-2011", "11-2021", "13-1161"],
    neighbours: ["brand-content-marketing", "sales", "data-analytics"],
    titles: [
      "Digital Marketing Manager", "Digital Marketing Executive", "Digital Marketing Specialist", "Digital Marketer", "Performance Marketing Manager",
      "Performance Marketer", "Performance Marketing Executive", "Growth Marketer", "Growth Marketing Manager", "Growth Marketing Lead",
      "Paid Media Manager", "Paid Media Specialist", "Paid Marketing Manager", "PPC Specialist", "PPC Executive", "SEM Specialist",
      "User Acquisition Manager", "Marketing Manager", "Marketing Executive", "Marketing Associate", "Online Marketing Manager", "Media Buyer",
      "Affiliate Marketing Manager", "Email Marketing Specialist", "CRM Marketing Manager", "Marketing Automation Specialist", "Head of Marketing",
      "CMO", "Chief Marketing Officer", "Head of Performance Marketing", "Marketing Coordinator", "Ecommerce Marketing Manager",
      "Google Ads Specialist", "Marketing Specialist", "Growth Hacker",
      // Paid social and paid search are the performance desks of social and search.
      "Paid Social Executive", "Paid Social Specialist", "Paid Social Manager", "Paid Search Executive", "Paid Search Specialist",
      "Paid Search Manager", "Paid Ads Executive", "Performance Marketing Associate", "Performance Marketing Specialist",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Digital Media Planner", "Media Planner", "Media Planning Executive", "Media Planning Manager", "Media Buying Executive",
      "Media Buying Manager", "Digital Media Buyer", "Programmatic Specialist", "Programmatic Trader", "Programmatic Manager",
      "Ad Operations Executive", "Ad Operations Specialist", "Campaign Manager", "Campaign Executive", "Campaign Specialist", "Campaign Analyst",
      "SEM Executive", "SEM Manager", "SEM Analyst", "PPC Analyst", "PPC Manager", "Google Ads Executive",
      "Performance Marketing Analyst", "Digital Marketing Analyst", "Digital Marketing Associate",
      "Digital Marketing Coordinator", "Digital Marketing Consultant", "Digital Marketing Strategist", "Digital Campaign Manager",
      "Digital Media Manager", "Ecommerce Marketing Executive", "App Marketing Manager", "Acquisition Marketing Manager",
      "Email Marketing Executive", "Email Marketing Manager", "Marketing Automation Executive",
      "Retention Marketing Manager", "Affiliate Marketing Executive",
    ],
  },
  {
    id: "brand-content-marketing", name: "Brand, content, SEO and communications", sector: "marketing",
    soc: ["11-2032", "27-3", "13-1161.01"],
    neighbours: ["digital-marketing", "media-production", "graphic-design"],
    titles: [
      "Brand Manager", "Assistant Brand Manager", "Brand Executive", "Brand Marketing Manager", "Content Writer", "Copywriter", "Content Strategist",
      "Content Marketing Manager", "Content Marketer", "Content Editor", "Editor", "Journalist", "Reporter", "Technical Writer", "SEO Specialist",
      "SEO Executive", "SEO Analyst", "SEO Manager", "Social Media Manager", "Social Media Executive", "Social Media Marketer", "Community Manager",
      "Influencer Marketing Manager", "PR Manager", "Public Relations Manager", "PR Executive", "Communications Manager",
      "Corporate Communications Manager", "Content Creator", "Script Writer", "Translator", "Interpreter", "Product Marketing Manager",
      "Trade Marketing Manager", "Head of Content", "SEO Lead", "Content Strategy Lead", "Creative Writer", "Sub Editor", "News Anchor",
      "Social Media Strategist",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "SEO Consultant", "SEO Strategist", "Off Page SEO Executive", "On Page SEO Executive", "Technical SEO Specialist", "SEO Content Writer",
      "SEO Associate", "SMO Executive", "Social Media Marketing Executive", "Social Media Analyst", "Social Media Specialist",
      "Social Media Coordinator", "Social Media Associate",
      // Writing the words of a product is content work (its holders come from writing, and content teams hire them).
      "UX Writer", "UX Copywriter", "Product Writer", "Microcopy Writer", "Content Designer", "Proofreader", "Copy Editor",
    ],
  },
  {
    id: "media-production", name: "Film, video, photography and broadcast", sector: "marketing",
    soc: ["27-4"],
    neighbours: ["graphic-design", "brand-content-marketing", "performing-arts-sports"],
    titles: [
      "Video Editor", "Photographer", "Cameraman", "Camera Operator", "Cinematographer", "Sound Engineer", "Audio Engineer", "Video Producer",
      "Film Editor", "YouTube Video Editor", "Post Production Artist", "Radio Jockey", "Videographer", "Colorist", "Photo Editor",
    ],
  },
  // Sales and customers
  {
    id: "sales", name: "Sales and business development", sector: "sales-customer",
    soc: ["41-", "11-2022"],
    neighbours: ["banking", "customer-support", "digital-marketing"],
    titles: [
      "Sales Executive", "Sales Manager", "Sales Representative", "Sales Officer", "Sales Associate", "Business Development Executive",
      "Business Development Manager", "Business Development Associate", "BDE", "BDM", "Inside Sales Executive", "Inside Sales Representative",
      "Inside Sales Associate", "Account Executive", "Account Manager", "Key Account Manager", "KAM", "Territory Sales Manager", "Area Sales Manager",
      "Regional Sales Manager", "Zonal Sales Manager", "National Sales Manager", "Sales Director", "Head of Sales", "VP Sales", "Field Sales Executive",
      "Sales Development Representative", "SDR", "BDR", "Telecaller", "Tele Caller", "Tele Sales Executive", "Telesales Executive",
      "Sales Coordinator", "Retail Sales Associate", "Store Manager", "Showroom Manager", "Medical Representative", "Pharma Sales Representative",
      "Insurance Advisor", "Insurance Agent", "Real Estate Agent", "Property Consultant", "Channel Sales Manager", "Partnerships Manager",
      "Alliances Manager", "Pre-Sales Consultant", "Presales Engineer", "Sales Engineer", "Enterprise Sales Manager", "Client Partner",
      "Counter Sales Executive", "Store Associate", "Client Relationship Manager", "Client Servicing Executive", "Franchise Sales Manager",
      "Corporate Sales Manager", "B2B Sales Executive", "Sales Trainee", "Retail Store Manager", "Floor Manager", "Cashier",
      "Business Development Representative", "Sales Consultant", "Area Business Manager",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Territory Manager", "Territory Sales Executive", "Territory Sales Officer", "Territory Business Manager", "Territory Executive",
      "Area Sales Executive", "Area Sales Officer", "Regional Business Manager", "Zonal Business Manager", "Cluster Sales Manager",
      "Channel Sales Executive", "Channel Partner Manager", "Channel Development Manager", "Distributor Sales Representative",
      "Dealer Development Manager", "Dealer Development Executive", "Dealer Sales Executive", "Key Account Executive", "Key Accounts Manager",
      "Strategic Account Manager", "Global Account Manager", "Enterprise Account Manager", "Enterprise Account Executive", "Modern Trade Manager",
      "Modern Trade Executive", "General Trade Manager", "Sales Supervisor", "Sales Specialist", "Direct Sales Executive", "Direct Sales Associate",
      "Direct Sales Manager", "Business Development Officer", "Business Development Specialist", "Business Development Consultant", "BD Manager",
      "BD Executive", "Real Estate Consultant", "Real Estate Sales Manager", "Property Advisor", "Property Sales Executive", "Property Dealer",
      "Real Estate Broker", "Pre Sales Executive", "Closing Manager", "Agency Development Manager", "Agency Manager", "Agency Sales Manager",
      "Insurance Sales Manager", "Insurance Sales Executive", "Insurance Sales Officer", "Life Insurance Advisor", "Life Insurance Agent",
      "Health Insurance Advisor", "Insurance Consultant", "Inside Sales Manager", "Inside Sales Specialist", "Inside Sales Consultant",
      "Tele Sales Officer", "Telesales Representative", "Telesales Associate", "Telemarketing Executive", "Telemarketer", "Tele Marketing Executive",
      "Tele Sales Associate", "Outbound Sales Executive", "Sales Counsellor", "Showroom Sales Executive", "Retail Sales Executive",
      "Retail Sales Officer", "Retail Associate", "Store Sales Executive", "Floor Sales Executive", "Sales Promoter", "Promoter", "Brand Promoter",
      "Medical Sales Representative", "Pharma Sales Executive", "Medical Sales Executive", "Sales and Marketing Executive",
      "Sales and Marketing Manager",
      // An edtech's or college's admission counsellor sells courses on targets.
      "Admission Counsellor", "Admissions Counsellor", "Admission Counselor", "Admission Executive", "Admissions Executive", "Mutual Fund Distributor",
    ],
  },
  {
    id: "customer-support", name: "Customer support and success", sector: "sales-customer",
    soc: ["43-4051", "43-4041"],
    neighbours: ["sales", "it-infrastructure", "hospitality", "admin-office"],
    titles: [
      "Customer Support Executive", "Customer Support Associate", "Customer Service Executive", "Customer Service Representative",
      // A "happiness" or "delight" desk is customer support under a start-up's name.
      "Customer Happiness Executive", "Customer Happiness Specialist", "Customer Delight Executive",
      "Customer Service Associate", "Customer Care Executive", "Call Center Executive", "Call Centre Executive", "BPO Executive",
      "Voice Process Executive", "Non Voice Process Executive", "Chat Process Executive", "Chat Support Executive", "Email Support Executive",
      "Customer Success Manager", "Customer Success Executive", "Customer Success Associate", "Client Success Manager", "CSM",
      "Technical Support Engineer", "Technical Support Executive", "Support Specialist", "Customer Experience Manager", "CX Manager",
      "Escalation Manager", "Customer Relationship Executive", "Customer Support Specialist", "Customer Care Representative",
      "Customer Service Manager", "Head of Customer Success", "Customer Support Team Lead", "Implementation Manager", "Onboarding Manager",
      "Customer Support Representative", "International Voice Process", "Tech Support Executive",
      // A BPO names its desks "Associate" as often as "Executive".
      "Voice Process Associate", "Non Voice Process Associate", "Chat Process Associate", "Customer Care Associate", "Voice Support Associate",
      "Email Support Associate", "Voice Process Specialist",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Client Support Analyst", "Client Support Executive", "Client Support Specialist", "Client Support Associate", "Client Service Executive",
      "Client Service Associate", "Client Services Associate", "Client Service Analyst", "Client Service Representative",
      "Customer Service Agent", "Customer Service Advisor", "Customer Service Specialist", "Customer Service Coordinator", "Customer Support Agent",
      "Customer Support Analyst", "Customer Support Officer", "Customer Support Manager", "Customer Care Officer", "Customer Care Manager",
      "Customer Care Agent", "Customer Experience Executive", "Customer Experience Associate", "Customer Experience Specialist", "CX Associate",
      "CX Executive", "Customer Relations Executive", "Call Centre Agent", "Call Center Agent", "Call Center Representative",
      "Contact Center Executive", "Contact Centre Executive", "Contact Centre Agent", "Contact Center Agent", "Semi Voice Process Executive",
      "Blended Process Executive", "Inbound Call Executive", "Email Process Executive", "Chat Process Agent", "Escalation Specialist",
      "Escalations Manager", "Escalation Executive", "Complaint Management Executive", "Grievance Redressal Officer", "Customer Retention Executive",
      "Retention Specialist", "Customer Success Specialist", "Customer Success Consultant", "Client Success Executive", "Client Success Associate",
      "Customer Onboarding Specialist", "Implementation Specialist", "Product Support Specialist", "Product Support Engineer",
      "Technical Support Specialist", "Technical Support Associate", "Technical Support Representative", "Tech Support Associate",
      "Customer Support Engineer",
      // A BPO's quality desk audits calls, not software; a content moderator works a trust and safety queue.
      "Quality Analyst BPO", "Call Quality Analyst", "Process Quality Analyst", "Voice Quality Analyst", "Call Auditor", "Quality Auditor BPO",
      "Content Moderator", "Content Moderation Analyst", "Trust and Safety Associate", "Trust and Safety Analyst",
    ],
  },
  // Finance
  {
    id: "accounting", name: "Accounting, audit and tax", sector: "finance",
    soc: ["13-2011", "13-2081", "13-2082", "43-3"],
    neighbours: ["finance-investment", "banking", "admin-office"],
    titles: [
      "Accountant", "Accounts Executive", "Accounts Officer", "Accounts Manager", "Accounts Assistant", "Senior Accountant", "Chartered Accountant",
      "CA", "CPA", "Article Assistant", "Audit Associate", "Auditor", "Internal Auditor", "Statutory Auditor", "Tax Consultant", "Tax Manager",
      "Tax Associate", "GST Consultant", "GST Executive", "Tally Accountant", "Accounts Payable Executive", "Accounts Receivable Executive",
      "AP Executive", "AR Executive", "Billing Executive", "Bookkeeper", "Cost Accountant", "CMA", "Finance Controller", "Financial Controller",
      "F&A Executive", "R2R Executive", "P2P Executive", "O2C Analyst", "Accounts Head", "Audit Manager", "Accounting Manager", "Junior Accountant",
      "Accounts Trainee", "Taxation Executive", "Accounts and Finance Executive", "General Ledger Accountant", "Tax Analyst",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Accounts Payable Analyst", "Accounts Payable Specialist", "Accounts Payable Associate", "Accounts Payable Manager",
      "Accounts Receivable Analyst", "Accounts Receivable Specialist", "Accounts Receivable Manager", "AP Analyst", "AP Associate", "AP Specialist",
      "GL Accountant", "GL Analyst", "General Ledger Analyst", "General Ledger Executive", "R2R Analyst", "R2R Associate", "Record to Report Analyst",
      "P2P Analyst", "P2P Associate", "Procure to Pay Analyst", "O2C Executive", "O2C Associate", "Order to Cash Analyst", "Billing Analyst",
      "Reconciliation Analyst", "Reconciliation Executive", "Bank Reconciliation Executive", "Fixed Assets Accountant", "Fixed Asset Accountant",
      "Payables Accountant", "Receivables Accountant", "Inventory Accountant", "Project Accountant", "Management Accountant", "Financial Accountant",
      "Cost Controller", "Costing Executive", "Costing Manager", "Cost Analyst", "Plant Accountant", "Plant Controller", "Site Accountant",
      "Hotel Accountant", "Income Auditor", "Accounts Supervisor", "Accounts Incharge", "Accounts Clerk", "Accounts Associate", "Accounts Specialist",
      "Accounting Assistant", "Accounting Associate", "Accounting Analyst", "Accounting Executive", "Accounting Specialist",
      "Finance and Accounts Executive", "Finance and Accounts Manager", "F&A Associate", "F&A Analyst", "Controller", "Corporate Controller",
      "Financial Reporting Analyst", "Financial Reporting Manager", "Financial Reporting Executive", "Consolidation Accountant", "Audit Executive",
      "Audit Assistant", "Audit Analyst", "Audit Officer", "Internal Audit Executive", "Internal Audit Manager", "Internal Audit Analyst",
      "Internal Audit Associate", "Statutory Audit Executive", "Concurrent Auditor", "Stock Auditor", "Semi Qualified CA", "CA Inter", "CA Finalist",
      "Articled Assistant", "Tax Executive", "Tax Accountant", "Tax Specialist", "Indirect Tax Executive", "Indirect Tax Manager",
      "Indirect Tax Analyst", "Direct Tax Manager", "Direct Tax Executive", "GST Accountant", "GST Analyst", "GST Associate", "Taxation Manager",
      "Tax Preparer", "TDS Executive", "Transfer Pricing Analyst", "Transfer Pricing Manager", "International Tax Analyst", "US Tax Associate",
      "US Tax Analyst", "Payroll Accountant", "Credit Controller", "Bookkeeping Executive", "Book Keeper", "Billing Clerk", "Tally Operator",
      "Fund Accountant",
      // Shared services' process desks (P2P, O2C, R2R): read by word overlap, "Procure to Pay" was procurement and "Order
      // to Cash" supply chain. A finance associate or executive there keeps the books.
      "Finance Associate", "Finance Executive", "Procure to Pay Associate", "Procure to Pay Specialist", "Procure to Pay Executive",
      "Order to Cash Associate", "Order to Cash Specialist", "Order to Cash Executive", "Record to Report Associate", "Record to Report Specialist",
      "Record to Report Executive", "P2P Specialist", "O2C Specialist", "R2R Specialist", "Invoice Processing Executive", "Invoice Processing Associate",
      "Invoice Processing Analyst", "Invoice Processor", "Vendor Payments Executive", "Fund Accounting Associate", "Fund Accounting Analyst",
    ],
  },
  {
    id: "finance-investment", name: "Finance, investment and risk", sector: "finance",
    soc: ["13-2", "11-3031"],
    neighbours: ["accounting", "banking", "consulting-strategy"],
    titles: [
      "Financial Analyst", "Finance Analyst", "Finance Manager", "FP&A Analyst", "FP&A Manager", "Corporate Finance Analyst",
      "Business Finance Analyst", "Financial Planning Analyst", "Investment Analyst", "Equity Research Analyst", "Risk Analyst",
      "Credit Risk Analyst", "Investment Banking Analyst", "Investment Banker", "IB Analyst", "M&A Analyst", "Private Equity Analyst",
      "Venture Capital Analyst", "Portfolio Manager", "Fund Manager", "Treasury Analyst", "Treasury Manager", "CFO", "Chief Financial Officer",
      "Head of Finance", "Head of FP&A", "Valuation Analyst", "Actuarial Analyst", "Underwriter", "Research Analyst",
      "Corporate Finance Associate", "Deal Advisory Analyst", "ECM Analyst", "Market Risk Analyst", "Quantitative Analyst",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      // A finance business partner does a business unit's FP&A, whatever the word "partner" shares with HR's.
      "Finance Business Partner", "Commercial Finance Manager", "Commercial Finance Analyst", "Business Finance Manager", "Business Controller",
      "FP&A Associate", "FP&A Specialist", "FP&A Executive", "Financial Planning and Analysis Analyst", "Financial Planning and Analysis Manager",
      "Financial Planning Manager", "Budget Analyst", "Budgeting Analyst", "Budget Manager", "Treasury Executive", "Treasury Officer",
      "Treasury Associate", "Treasury Dealer", "Cash Management Analyst", "Investor Relations Manager", "Investor Relations Analyst",
      "Equity Analyst", "Credit Research Analyst", "Fixed Income Analyst", "Portfolio Analyst", "Investment Manager", "Investment Associate",
      "Investment Advisor", "Financial Planner", "Risk Manager", "Credit Risk Manager", "Market Risk Manager", "Operational Risk Analyst",
      "Operational Risk Manager", "Model Validation Analyst", "Actuary", "Actuarial Associate", "Insurance Underwriter", "Health Underwriter",
      "Life Underwriter", "Motor Underwriter", "Underwriting Analyst", "Underwriting Manager", "Transaction Advisory Analyst", "Valuation Associate",
      "Corporate Finance Manager", "Equity Dealer", "Equity Advisor",
    ],
  },
  {
    id: "banking", name: "Banking and financial services", sector: "finance",
    soc: ["13-2072", "13-2071", "43-3071", "43-4131", "43-4141"],
    neighbours: ["sales", "finance-investment", "accounting", "customer-support"],
    titles: [
      "Relationship Manager", "Relationship Officer", "Bank Relationship Manager", "Branch Manager", "Branch Operations Manager", "Bank PO",
      "Bank Probationary Officer", "Probationary Officer", "Bank Clerk", "Bank Cashier", "Teller", "Loan Officer", "Credit Officer",
      "Credit Manager", "Credit Appraisal Officer", "Credit Processing Officer", "Home Loan Executive", "Personal Loan Executive", "Loan Sales Executive", "KYC Analyst", "AML Analyst", "Wealth Manager",
      "Wealth Relationship Manager", "Priority Banker", "Personal Banker", "Phone Banking Officer", "Collection Officer", "Collections Executive",
      "Collection Executive", "Forex Officer", "Forex and Remittance Officer", "Remittance Officer", "Mortgage Advisor", "Microfinance Officer", "Bank Operations Executive", "Trade Finance Executive", "Banking Associate",
      "Branch Banking Officer", "Credit Card Sales Executive", "Gold Loan Officer", "Assistant Branch Manager", "Deputy Branch Manager",
      "Banking", "Retail Banking", "Branch Banking", "Corporate Banking", "Retail Banking Officer",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      // Insurers' claims and policy-servicing desks are financial services' operations (O*NET files claims adjusters under
      // general management, which no one searching for them means).
      "Branch Head", "Branch Sales Manager", "Branch Service Manager", "Branch Relationship Manager", "Sales and Service Officer",
      "Retail Relationship Manager", "Liabilities Relationship Manager", "CASA Relationship Manager", "CASA Sales Officer",
      "Acquisition Relationship Manager", "Premier Relationship Manager", "Preferred Relationship Manager", "Priority Relationship Manager",
      "NRI Relationship Manager", "Private Banker", "Business Banking Relationship Manager", "MSME Relationship Manager",
      "Corporate Relationship Manager", "Commercial Banking Relationship Manager", "Agri Relationship Manager", "Home Loan Sales Officer",
      "Home Loan Sales Manager", "Mortgage Sales Manager", "LAP Sales Manager", "Business Loan Sales Manager", "Gold Loan Executive",
      "Gold Loan Appraiser", "Vehicle Loan Executive", "Auto Loan Sales Executive", "Credit Card Sales Officer", "Credit Processing Executive",
      "Credit Executive", "Credit Operations Executive", "Credit Operations Manager", "Loan Underwriter", "Branch Credit Manager",
      "Area Credit Manager", "Disbursement Executive", "Disbursement Officer", "Loan Processing Officer", "Loan Processing Executive",
      "Collection Manager", "Collections Manager", "Collections Officer", "Recovery Officer", "Recovery Agent", "Recovery Executive",
      "Collection Agent", "Field Collection Executive", "Tele Collection Executive", "Area Collection Manager", "KYC Executive", "KYC Officer",
      "KYC Associate", "KYC Specialist", "AML Investigator", "AML Officer", "Anti Money Laundering Analyst", "Transaction Monitoring Analyst",
      "CDD Analyst", "Customer Due Diligence Analyst", "EDD Analyst", "Sanctions Screening Analyst", "Financial Crime Analyst", "Fraud Analyst",
      "Branch Operations Executive", "Banking Operations Executive", "Loan Operations Executive", "Clearing Officer", "Cash Officer",
      "Trade Finance Officer", "Trade Finance Operations Executive", "Single Window Operator", "Bank Officer", "Banking Officer", "Bank Teller",
      "Phone Banking Executive", "Phone Banker", "Bancassurance Manager", "Bancassurance Relationship Manager", "Bancassurance Sales Manager",
      "Claims Executive", "Claims Processor", "Claims Associate", "Claims Adjuster", "Claims Manager", "Claims Officer", "Claims Analyst",
      "Policy Servicing Executive", "Insurance Operations Executive", "Bank Mitra", "Microfinance Loan Officer", "Field Credit Officer",
      // A bank's operations desks (cash management services, trade, treasury back office, clearing, payments, cards,
      // custody) and PSU-bank designations: read by word overlap, "Cash Management Executive" was a clinical data manager
      // and "Payments Operations Analyst" an operations research analyst.
      "Cash Management Executive", "Cash Management Officer", "Cash Management Services Officer", "Cash Management Services Executive",
      "Cash Management Operations Analyst", "Cash Management Operations Executive", "Cash Management Manager", "CMS Executive", "CMS Officer",
      "Trade Operations Officer", "Trade Operations Executive", "Trade Operations Analyst", "Trade Services Officer", "Treasury Operations Executive",
      "Treasury Operations Analyst", "Treasury Operations Officer", "Treasury Back Office Executive", "Treasury Back Office Analyst",
      "Treasury Settlements Analyst", "Clearing Executive", "Cheque Clearing Executive", "Cheque Clearing Officer", "CTS Clearing Officer",
      "Payments Operations Analyst", "Payments Operations Executive", "Payment Operations Analyst", "Cards Operations Executive",
      "Card Operations Executive", "Debit Card Operations Executive", "SWIFT Operations Executive", "Custody Operations Analyst",
      "Custody Operations Executive", "Loan Servicing Specialist", "Loan Servicing Executive", "Loan Servicing Analyst", "Cashier cum Clerk",
      "Clerk cum Cashier", "Rural Development Officer", "Retail Assets Officer", "Retail Assets Executive", "Retail Assets Manager",
      "Business Correspondent", "Business Correspondent Agent", "BC Agent", "Specialist Officer", "Scale I Officer", "Scale 1 Officer",
      "JMGS I Officer", "Mortgage Underwriter", "Home Loan Underwriter", "Claims Surveyor", "Motor Claims Surveyor", "Insurance Surveyor",
    ],
    // "Junior Associate" is SBI's clerical cadre (customer support and sales), the designation most holders of it have;
    // law firms use it too.
    industryTitles: ["Cluster Head", "Junior Associate"],
  },
  // People
  {
    id: "hr", name: "Human resources and recruitment", sector: "people",
    soc: ["13-1071", "13-1075", "13-1141", "11-3111", "11-3121", "43-4161"],
    neighbours: ["learning-development", "admin-office"],
    titles: [
      "HR Executive", "HR Generalist", "HR Manager", "HR Business Partner", "HRBP", "HR Officer", "HR Associate", "HR Coordinator",
      "Human Resources Manager", "Human Resources Executive", "Recruiter", "IT Recruiter", "Technical Recruiter", "HR Recruiter",
      "Talent Acquisition Specialist", "Talent Acquisition Executive", "Talent Acquisition Manager", "Talent Acquisition Partner",
      "Head of Talent Acquisition", "Recruitment Consultant", "Recruitment Executive", "Sourcing Specialist", "Headhunter", "Payroll Executive",
      "Payroll Specialist", "Payroll Manager", "Compensation and Benefits Manager", "C&B Analyst", "Employee Relations Manager",
      "People Operations Manager", "People Operations Lead", "People Partner", "HR Operations Executive", "HR Admin Executive", "Chief People Officer",
      "CHRO", "Employee Engagement Manager", "HRIS Analyst", "People and Culture Manager", "HR Head", "Head of HR", "Hiring Manager",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "HR Analyst", "HR Specialist", "HR Administrator", "HR Assistant", "HR Consultant", "HR Operations Manager", "HR Operations Specialist",
      "HR Operations Analyst", "HR Partner", "HR Advisor", "Human Resources Generalist", "Human Resources Officer", "Human Resources Associate",
      "Human Resource Executive", "Human Resource Manager", "Human Resources Business Partner", "Personnel Officer", "Personnel Manager",
      "Welfare Officer", "Labour Welfare Officer", "IR Manager", "Industrial Relations Manager", "Industrial Relations Officer",
      "Employee Relations Executive", "Employee Relations Specialist", "Time Office Executive", "HR and Admin Executive", "HR and Admin Manager",
      "Talent Acquisition Associate", "Talent Acquisition Consultant", "Talent Acquisition Coordinator", "Recruitment Coordinator",
      "Recruitment Specialist", "Recruitment Manager", "Recruitment Associate", "Recruiting Coordinator", "Non IT Recruiter", "US IT Recruiter",
      "Bench Sales Recruiter", "Campus Recruiter", "Executive Search Consultant", "Staffing Specialist", "Staffing Coordinator", "Talent Sourcer",
      "Employee Engagement Executive", "Employee Engagement Specialist", "Payroll Officer", "Payroll Analyst", "Payroll Associate",
      "Payroll Administrator", "Compensation Analyst", "Compensation Manager", "Benefits Specialist", "Total Rewards Manager", "HRIS Executive",
      "HRIS Specialist", "HRIS Manager", "People Operations Specialist", "People Operations Associate", "People Operations Executive",
      "People Business Partner", "Talent Management Specialist", "Organisational Development Manager", "Organization Development Manager",
    ],
  },
  {
    id: "learning-development", name: "Learning and development", sector: "learning-development",
    soc: ["13-1151", "11-3131"],
    neighbours: ["hr", "teaching"],
    titles: [
      "Corporate Trainer", "L&D Specialist", "L&D Manager", "Learning and Development Manager", "Training Manager", "Training Executive",
      "Training Coordinator", "Instructional Designer", "E-learning Developer", "Facilitator", "Soft Skills Trainer", "Behavioural Trainer",
      "Process Trainer", "Technical Trainer", "Leadership Trainer", "Communication Skills Trainer", "Voice and Accent Trainer", "Training Specialist",
      "Learning Designer", "Head of Learning and Development",
      // Designing courses is L&D work, at an edtech or a company's academy; a school's curriculum head stays teaching.
      "Curriculum Developer", "Curriculum Designer", "Curriculum Writer", "Curriculum Specialist", "Curriculum Manager", "Learning Experience Designer",
      "eLearning Content Developer", "E-learning Content Developer", "Instructional Content Developer", "Learning Content Developer",
      "Content Developer eLearning", "eLearning Developer", "E-learning Designer",
      ...toolTitles(["Articulate Storyline", "Storyline", "Articulate", "Captivate", "Adobe Captivate"], ["Developer"]),
    ],
  },
  // Legal
  {
    id: "legal", name: "Legal and compliance", sector: "legal",
    soc: ["23-", "13-1041.00", "13-1041.07", "11-9199.01", "11-9199.02"],
    neighbours: ["accounting", "hr"],
    titles: [
      "Lawyer", "Advocate", "Attorney", "Legal Counsel", "Legal Associate", "Legal Officer", "Legal Manager", "Legal Advisor", "Corporate Lawyer",
      "Associate Lawyer", "Litigation Associate", "In-house Counsel", "General Counsel", "Company Secretary", "CS", "Paralegal", "Legal Assistant",
      "Compliance Officer", "Compliance Manager", "Compliance Analyst", "Contract Manager", "Law Clerk", "Legal Executive", "Solicitor",
      "Legal Intern", "Head of Legal", "Corporate Counsel", "Legal Analyst",
    ],
  },
  // Healthcare
  {
    id: "nursing", name: "Nursing and patient care", sector: "healthcare",
    soc: ["29-1141", "29-1151", "29-1161", "29-1171", "29-2061", "31-11"],
    neighbours: ["healthcare"],
    titles: [
      "Staff Nurse", "Nurse", "Registered Nurse", "GNM Nurse", "GNM", "ANM", "ANM Nurse", "BSc Nursing", "B.Sc Nursing", "ICU Nurse", "OT Nurse",
      "Nursing Officer", "Nursing Supervisor", "Nursing Superintendent", "Head Nurse", "Ward Sister", "Nurse Practitioner", "Charge Nurse",
      "Clinical Nurse Specialist", "Home Care Nurse", "Nursing Assistant", "Caregiver", "Patient Care Assistant", "Dialysis Nurse", "Emergency Nurse",
      "Midwife", "Nurse Educator", "Critical Care Nurse", "Scrub Nurse", "Nursing In-charge", "Ward Nurse", "Home Nurse", "GDA",
      "General Duty Assistant",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Nursing Staff", "NICU Nurse", "PICU Nurse", "CCU Nurse", "Cardiac Nurse", "Oncology Nurse", "Pediatric Nurse", "Paediatric Nurse",
      "Labour Room Nurse", "Ward Incharge", "Nursing Tutor", "Infection Control Nurse", "Triage Nurse", "Community Health Officer",
      "Public Health Nurse", "School Nurse", "Occupational Health Nurse", "Industrial Nurse", "Nurse Manager", "Nursing Manager",
      "Patient Care Technician", "Patient Care Attendant", "Home Health Aide",
    ],
  },
  {
    id: "healthcare", name: "Doctors, pharmacy and allied health", sector: "healthcare",
    soc: ["29-", "31-", "11-9111"],
    neighbours: ["nursing", "clinical-research"],
    titles: [
      "Doctor", "Physician", "Medical Officer", "MBBS Doctor", "General Physician", "Resident Doctor", "Junior Resident", "Senior Resident",
      "Consultant Physician", "Surgeon", "Dentist", "Pharmacist", "Clinical Pharmacist", "Hospital Pharmacist", "Retail Pharmacist", "B Pharm",
      "D Pharm", "Physiotherapist", "Lab Technician", "Medical Lab Technician", "MLT", "Radiographer", "Radiologist", "X-Ray Technician",
      "OT Technician", "Dietitian", "Nutritionist", "Optometrist", "Medical Assistant", "Hospital Administrator", "Clinical Operations Manager",
      "Healthcare Administrator", "Patient Coordinator", "Paramedic", "EMT", "Veterinarian", "Veterinary Doctor", "Anesthesiologist",
      "Pathologist", "Phlebotomist", "Dental Assistant", "Occupational Therapist", "Speech Therapist", "Audiologist", "Medical Superintendent",
      "Duty Doctor", "Pharmacy Assistant", "Lab Assistant Medical", "Dialysis Technician", "Cardiologist", "Gynecologist", "Pediatrician",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "RMO", "Resident Medical Officer", "Casualty Medical Officer", "Emergency Medical Officer", "Duty Medical Officer", "House Surgeon",
      "Consultant Doctor", "General Surgeon", "Orthopedic Surgeon", "Orthopaedic Surgeon", "Neurologist", "Dermatologist", "Psychiatrist",
      "ENT Specialist", "Ophthalmologist", "Gynaecologist", "Paediatrician", "Anaesthetist", "Anaesthesiologist", "Dental Surgeon", "BDS Doctor",
      "BAMS Doctor", "BHMS Doctor", "Ayurvedic Doctor", "Homeopathic Doctor", "Pharmacy Technician", "Pharmacy Manager", "Store Pharmacist",
      "Laboratory Technician", "Lab Technologist", "Medical Laboratory Technologist", "Pathology Lab Technician", "Blood Bank Technician",
      "CT Technician", "MRI Technician", "Radiology Technician", "Radiology Technologist", "Sonographer", "Ultrasound Technician",
      "Cath Lab Technician", "ECG Technician", "EEG Technician", "Perfusionist", "Anesthesia Technician", "Anaesthesia Technician", "OT Assistant",
      "Respiratory Therapist", "Physical Therapist", "Dietician", "Clinical Dietitian", "Clinical Nutritionist", "Hospital Manager",
      "Hospital Operations Manager", "Patient Relations Executive",
      // A histopathology lab's technicians cut and stain tissue: pathology lab work.
      "Histopathology Technician", "Histotechnician", "Histopathology Lab Technician", "Histotechnologist",
      "TPA Executive", "TPA Coordinator", "TPA Manager",
    ],
  },
  {
    id: "clinical-research", name: "Clinical research, pharmacovigilance and medical coding", sector: "healthcare",
    soc: ["29-2072", "11-9121.01", "15-2051.02"],
    neighbours: ["healthcare", "science-research"],
    titles: [
      "Clinical Research Associate", "CRA", "Clinical Research Coordinator", "CRC", "Clinical Data Manager", "Clinical Data Coordinator",
      "Clinical Trial Associate", "Pharmacovigilance Associate", "Drug Safety Associate", "PV Associate", "Medical Coder", "Certified Medical Coder",
      "Medical Coding Specialist", "Medical Billing Specialist", "Medical Biller", "RCM Executive", "AR Caller", "Medical Scribe",
      "Medical Transcriptionist", "Regulatory Affairs Associate", "Regulatory Affairs Executive", "Regulatory Affairs Manager",
      "Regulatory Affairs Specialist", "Medical Writer", "Clinical Research Manager", "Pharmacovigilance Manager", "Medical Coding Team Lead",
      "Pharmacovigilance Scientist", "Clinical SAS Programmer", "Clinical Research Intern",
      // A project or trial manager of clinical studies runs trials, not IT or construction projects.
      "Clinical Project Manager", "Clinical Trial Manager", "Case Processing Associate",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Study Start-up Specialist", "Study Start-up Associate", "Site Start-up Specialist", "Site Activation Specialist", "Clinical Trial Assistant",
      "Clinical Trial Coordinator", "Clinical Trial Administrator", "Clinical Study Coordinator", "Clinical Site Manager",
      "Clinical Research Executive", "Clinical Research Specialist", "Clinical Data Associate", "Clinical Data Analyst", "Clinical Data Specialist",
      "CDM Associate", "Clinical Programmer", "Drug Safety Specialist", "Drug Safety Scientist", "Pharmacovigilance Specialist",
      "Pharmacovigilance Executive", "Pharmacovigilance Officer", "Pharmacovigilance Analyst", "PV Scientist", "PV Specialist", "PV Executive",
      "Radiology Coder", "Radiology Medical Coder", "E&M Coder", "ED Coder", "Emergency Department Coder", "Inpatient Coder", "IP Coder",
      "Outpatient Coder", "Surgery Coder", "HCC Coder", "Risk Adjustment Coder", "IPDRG Coder", "DRG Coder", "Pathology Coder", "Anesthesia Coder",
      "Cardiology Coder", "Home Health Coder", "Profee Coder", "CPC Coder", "Certified Professional Coder", "Medical Coding Analyst",
      "Medical Coding Executive", "Medical Coding Associate", "Medical Coding Auditor", "Medical Billing Executive", "Medical Billing Associate",
      "RCM Analyst", "RCM Associate", "AR Calling Executive", "Denial Management Executive", "Denial Analyst", "Charge Entry Executive",
      "Payment Posting Executive", "Cash Posting Executive", "Prior Authorization Specialist", "Credentialing Specialist",
      "Medical Records Executive", "Medical Summarizer", "Clinical Documentation Specialist", "Regulatory Affairs Officer",
      "Drug Regulatory Affairs Executive", "DRA Executive", "DRA Officer", "Medical Science Liaison", "Medical Affairs Executive",
    ],
  },
  // Education
  {
    id: "teaching", name: "Teaching and academics", sector: "education",
    soc: ["25-", "11-903"],
    neighbours: ["learning-development", "counselling-coaching"],
    titles: [
      "Teacher", "School Teacher", "Primary Teacher", "PRT", "TGT", "PGT", "Secondary Teacher", "Subject Teacher", "Mathematics Teacher",
      "Maths Teacher", "Math Teacher", "Science Teacher", "English Teacher", "Computer Teacher", "Hindi Teacher", "Physics Teacher",
      "Chemistry Teacher", "Biology Teacher", "Social Science Teacher", "Pre Primary Teacher", "Nursery Teacher", "Montessori Teacher",
      "Kindergarten Teacher", "Lecturer", "Assistant Professor", "Associate Professor", "Professor", "Faculty", "Tutor", "Online Tutor",
      "Home Tutor", "Educator", "Academic Counsellor", "Academic Coordinator", "School Principal", "Vice Principal", "Head of Curriculum",
      "Special Educator", "Teaching Assistant", "Librarian", "Subject Matter Expert", "Guest Lecturer", "Visiting Faculty",
      "Art Teacher", "Music Teacher", "Dance Teacher", "Physical Education Teacher", "PE Teacher", "Sports Teacher", "Headmaster", "Headmistress",
      "Academic Head", "Early Childhood Educator", "Daycare Teacher", "Principal",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "PGT Teacher", "TGT Teacher", "PRT Teacher", "PGT Physics", "PGT Chemistry", "PGT Mathematics", "PGT English", "PGT Biology",
      "PGT Computer Science", "PGT Economics", "PGT Commerce", "TGT Mathematics", "TGT Science", "TGT Hindi", "TGT Social Science", "TGT Sanskrit",
      "PRT English", "PRT Mathematics", "School Coordinator", "Primary Coordinator", "Pre Primary Coordinator", "Section Coordinator",
      "Examination Coordinator", "Class Teacher", "Mother Teacher", "Homeroom Teacher", "College Lecturer", "Polytechnic Lecturer", "Adjunct Faculty",
      "Adjunct Professor", "Faculty Member", "Physics Faculty", "Chemistry Faculty", "Mathematics Faculty", "Maths Faculty", "Biology Faculty",
      "IIT JEE Faculty", "NEET Faculty", "Teaching Faculty", "Teaching Associate", "Teaching Fellow", "Private Tutor", "Math Tutor", "Maths Tutor",
      "English Tutor", "Science Tutor", "Online Teacher", "Online English Teacher", "ESL Teacher", "EFL Teacher", "IELTS Trainer",
      "Spoken English Trainer", "Abacus Teacher", "Phonics Teacher", "STEM Teacher", "Computer Science Teacher", "ICT Teacher", "Economics Teacher",
      "Commerce Teacher", "Accountancy Teacher", "Sanskrit Teacher", "Social Studies Teacher", "History Teacher", "Geography Teacher",
      "French Teacher", "German Teacher", "Kannada Teacher", "Tamil Teacher", "Marathi Teacher", "Telugu Teacher", "Urdu Teacher", "EVS Teacher",
      "Middle School Teacher", "High School Teacher", "Secondary School Teacher", "Higher Secondary Teacher", "Play School Teacher",
      "Preschool Teacher", "Pre School Teacher", "Special Education Teacher", "Shadow Teacher", "Remedial Teacher", "Dean", "School Administrator",
      "Head Mistress",
      "HOD", "Head of Department", "Exam Coordinator", "Examination Coordinator", "Examination Incharge", "Doubt Solving Expert", "Doubt Expert",
    ],
  },
  {
    id: "social-work", name: "Social work and community services", sector: "education",
    soc: ["21-102", "21-109", "21-2", "11-9151"],
    neighbours: ["counselling-coaching", "teaching"],
    titles: [
      "Social Worker", "Community Health Worker", "Case Worker", "Community Mobiliser", "NGO Program Officer", "Program Officer NGO",
      "CSR Executive", "CSR Manager", "Community Development Officer", "Field Coordinator NGO", "Fundraising Executive", "Social Development Officer",
    ],
  },
  {
    id: "counselling-coaching", name: "Counselling, psychology and coaching", sector: "coaching-counselling",
    soc: ["21-101", "19-3032", "19-3033", "19-3034", "19-3039"],
    neighbours: ["social-work", "teaching"],
    titles: [
      "Counsellor", "Counselor", "Psychologist", "Clinical Psychologist", "Counselling Psychologist", "School Counsellor", "Career Counsellor",
      "Career Coach", "Life Coach", "Executive Coach", "Business Coach", "Leadership Coach", "Interview Coach", "Mental Health Counsellor",
      "Therapist", "Rehabilitation Counsellor", "Marriage Counsellor", "Psychotherapist", "Student Counsellor", "Coach",
    ],
  },
  {
    id: "fitness-wellness", name: "Fitness, yoga and wellness", sector: "fitness-wellness",
    soc: ["39-9031", "11-9179.01"],
    neighbours: ["personal-care", "healthcare", "performing-arts-sports"],
    titles: [
      "Fitness Trainer", "Personal Trainer", "Gym Trainer", "Gym Instructor", "Fitness Instructor", "Fitness Coach", "Yoga Instructor",
      "Yoga Trainer", "Yoga Teacher", "Zumba Instructor", "Aerobics Instructor", "Pilates Instructor", "Crossfit Coach",
      "Strength and Conditioning Coach", "Wellness Coach", "Fitness Manager", "Gym Manager", "Group Fitness Instructor", "Fitness Consultant",
    ],
  },
  // Engineering and sciences
  {
    id: "civil-engineering", name: "Civil engineering and construction", sector: "engineering",
    soc: ["17-2051", "17-3011", "17-3022", "17-1022", "17-3031", "11-9021", "13-1051"],
    neighbours: ["architecture", "mechanical-engineering", "electrical-electronics", "hse"],
    titles: [
      "Civil Engineer", "Site Engineer", "Civil Site Engineer", "Structural Engineer", "Construction Engineer", "Project Engineer Civil",
      // Post-tensioned slabs are a structural system a site's PT engineer designs and stresses; fit-out is a building's
      // interior construction, run by a site's project managers and engineers.
      "Post-tensioning Engineer", "PT Engineer", "Fit-out Project Manager", "Fit-out Manager", "Fit-out Engineer", "Interior Fit-out Manager",
      // Shuttering is formwork under its Indian name.
      "Shuttering Engineer", "Shuttering Supervisor", "Shuttering Foreman",
      "Highway Engineer", "Quantity Surveyor", "Billing Engineer", "Planning Engineer", "Construction Manager", "Site Supervisor", "Surveyor",
      "Land Surveyor", "Estimation Engineer", "QA/QC Engineer Civil", "Geotechnical Engineer", "Bridge Engineer", "Water Resources Engineer",
      "Site Manager", "Execution Engineer", "Civil Draughtsman", "AutoCAD Draughtsman Civil", "Project Manager Construction", "Site In-charge",
      "Structural Design Engineer", "Civil Project Engineer", "Junior Engineer Civil", "MEP Engineer", "Civil Engineering Manager",
      // A consultant's engineer on a construction site (not a hospital resident).
      "Resident Engineer",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Finishing Engineer", "Finishing Supervisor", "Tendering Engineer", "Tender Engineer", "Estimation and Tendering Engineer", "Estimator",
      "Cost Estimator", "Estimation Manager", "Contracts Engineer", "QS Engineer", "Quantity Surveying Engineer", "Project Planning Engineer",
      "Planning and Billing Engineer", "Project Execution Engineer", "Site Execution Engineer", "Civil Supervisor", "Site Incharge",
      "MEP Coordinator", "MEP Manager", "MEP Site Engineer", "MEP Supervisor", "Plumbing Engineer", "Construction Project Manager",
      "Construction Site Supervisor", "Road Engineer", "Highway Site Engineer", "Pavement Engineer", "Tunnel Engineer", "Formwork Engineer",
      "Structural Draughtsman", "Civil Draftsman", "Structural Draftsman", "BIM Modeler", "BIM Engineer", "BIM Coordinator", "Civil Designer",
      "Total Station Surveyor", "Survey Engineer", "Material Engineer", "Clerk of Works", "Civil Maintenance Engineer", "Civil Quality Engineer",
      "Civil Billing Engineer", "Civil Site Supervisor", "Building Construction Engineer",
      // A railway's, a metro's and a public works department's site engineer; the foundation desks of a site (word
      // overlap read "Section Engineer" as a school's section coordinator and "Piling Engineer" as nothing sure).
      "Section Engineer", "Piling Engineer", "Piling Supervisor", "Foundation Engineer", "Structures Engineer",
      // Precast concrete: a plant's or a site's engineer of precast elements (word overlap read it as nothing sure).
      "Precast Engineer", "Precast Design Engineer", "Precast Site Engineer", "Precast Production Engineer",
    ],
    industryTitles: ["Deputy Project Manager", "Assistant Project Manager"],
  },
  {
    id: "mechanical-engineering", name: "Mechanical, production and manufacturing engineering", sector: "engineering",
    soc: ["17-2141", "11-3051", "17-2112", "17-2011", "17-2121", "17-2131", "17-3013", "17-3021", "17-3024", "17-3026", "17-3027", "17-3028", "17-3029", "17-2199.05", "17-2199.08"],
    neighbours: ["civil-engineering", "electrical-electronics", "production-operators", "engineering-other", "hse"],
    titles: [
      "Mechanical Engineer", "Design Engineer", "Mechanical Design Engineer", "Production Engineer", "Manufacturing Engineer", "Process Engineer",
      "Quality Engineer", "Quality Control Engineer", "Maintenance Engineer", "Plant Engineer", "HVAC Engineer", "Automobile Engineer",
      "Automotive Engineer", "R&D Engineer", "CAD Engineer", "CAD Designer", "SolidWorks Designer", "CNC Programmer", "Tool Design Engineer",
      "Industrial Engineer", "NPD Engineer", "Piping Engineer", "Aerospace Engineer", "Mechatronics Engineer", "Robotics Engineer",
      "Welding Engineer", "Mechanical Draughtsman", "Quality Manager", "Mechanical Maintenance Engineer", "Service Engineer Mechanical",
      "Diploma Mechanical Engineer", "Graduate Engineer Trainee Mechanical", "Supplier Quality Engineer", "Plant Head",
      "Mechanical Engineering Manager", "Manufacturing Engineering Manager",
      // A plant's production managers come up from its production engineers: the same family.
      "Production Manager", "Assistant Production Manager", "Production Head", "Head of Production", "Manufacturing Manager", "Plant Manager",
      // A "works" is a factory: its manager is the plant's head.
      "Works Manager", "Factory Manager", "Works Head",
      // The supervisors and in-charges of a plant's production floor, lines and shifts are its diploma and graduate
      // engineers' first posts (operators and fitters are the trades below them).
      "Production Supervisor", "Production Incharge", "Shift Incharge", "Shop Floor Supervisor", "Machine Shop Supervisor",
      "Line Supervisor", "Assembly Supervisor", "Production Shift Supervisor",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      // A plant's quality desk (QC, incoming, line quality); a lab's QC chemist or analyst is science.
      "QC Engineer", "Vendor Development Engineer", "Supplier Development Engineer", "Quality Control Supervisor", "QC Supervisor", "Quality Supervisor", "Incoming Quality Engineer", "Incoming Inspection Engineer",
      "Customer Quality Engineer", "Process Quality Engineer", "Line Quality Engineer", "Metrology Engineer", "CMM Programmer", "Inspection Engineer",
      "PPAP Engineer", "New Product Development Engineer", "NPD Manager", "Product Development Engineer",
      "Homologation Engineer", "CAE Engineer", "CAE Analyst", "FEA Engineer", "CFD Engineer", "Simulation Engineer", "CATIA Designer",
      "Creo Designer", "Tool Designer", "Die Designer", "Mould Designer", "Fixture Designer", "Sheet Metal Design Engineer", "Piping Designer",
      "Piping Design Engineer", "Static Equipment Engineer", "Rotating Equipment Engineer", "Mechanical Designer", "Paint Shop Engineer",
      "Paint Shop Supervisor", "Paint Shop Incharge", "Press Shop Engineer", "Press Shop Supervisor", "Body Shop Engineer", "Weld Shop Engineer",
      "Assembly Engineer", "Assembly Line Engineer", "Machine Shop Engineer", "Tool Room Engineer", "Tool Room Incharge", "Tool Room Supervisor",
      "Foundry Engineer", "Forging Engineer", "Heat Treatment Engineer", "Moulding Engineer", "Injection Moulding Engineer",
      "Die Maintenance Engineer", "Fabrication Engineer", "Fabrication Supervisor", "Welding Supervisor", "Maintenance Manager",
      "Breakdown Maintenance Engineer", "Preventive Maintenance Engineer", "Reliability Engineer",
      "TPM Engineer", "Plant Incharge", "Production Executive", "Production Officer", "Production Planning Engineer", "PPC Engineer",
      "Production Planning Executive", "Production Planner", "Manufacturing Process Engineer", "IE Engineer", "Industrial Engineering Manager",
      "Industrial Engineering Executive", "Work Study Engineer", "Time Study Engineer", "Lean Manufacturing Engineer", "Lean Engineer",
      "Continuous Improvement Engineer", "Manufacturing Executive", "Shop Floor Engineer", "Production Shift Engineer", "HVAC Design Engineer",
      "HVAC Site Engineer", "Mechanical Supervisor",
    ],
  },
  {
    id: "electrical-electronics", name: "Electrical and electronics engineering", sector: "engineering",
    soc: ["17-2071", "17-2072", "17-3012", "17-3023", "17-2061", "17-2199.03", "17-2199.06", "17-2199.07", "17-2199.10", "17-2199.11", "17-3029.08"],
    neighbours: ["mechanical-engineering", "civil-engineering", "software-engineering"],
    titles: [
      "Electrical Engineer", "Electronics Engineer", "Electrical Design Engineer", "Electrical Maintenance Engineer", "ECE Engineer", "EEE Engineer",
      "Embedded Engineer", "Embedded Systems Engineer", "Embedded Software Engineer", "Instrumentation Engineer", "Power Engineer",
      "Substation Engineer", "VLSI Engineer", "VLSI Design Engineer", "Hardware Engineer", "PCB Design Engineer", "RF Engineer", "Solar Engineer",
      "Electrical Site Engineer", "PLC Programmer", "Control Systems Engineer", "Firmware Engineer", "Design Verification Engineer",
      "Physical Design Engineer", "Electrical Supervisor", "Junior Engineer Electrical", "Telecom Engineer",
      "Electrical Engineering Manager",
    ],
  },
  {
    id: "architecture", name: "Architecture and planning", sector: "engineering",
    soc: ["17-1011", "17-1012", "17-1021", "19-3051"],
    neighbours: ["civil-engineering", "interior-design"],
    titles: [
      "Architect", "Junior Architect", "Project Architect", "Design Architect", "Landscape Architect", "Urban Designer", "Urban Planner",
      "Architectural Assistant", "Architectural Draughtsman", "Town Planner", "Architect Intern",
    ],
  },
  {
    id: "hse", name: "Health, safety and environment", sector: "engineering",
    soc: ["19-5", "17-2111"],
    neighbours: ["civil-engineering", "mechanical-engineering", "engineering-other"],
    titles: [
      "Safety Officer", "HSE Officer", "EHS Officer", "HSE Manager", "EHS Manager", "Safety Engineer", "Fire and Safety Officer", "Safety Supervisor",
      "HSE Engineer", "Safety Manager", "Fire Safety Officer", "Environment Officer", "EHS Executive",
    ],
  },
  {
    id: "engineering-other", name: "Chemical, energy and other engineering", sector: "engineering",
    soc: ["17-", "11-9041"],
    neighbours: ["mechanical-engineering", "science-research", "hse"],
    titles: [
      "Chemical Engineer", "Petroleum Engineer", "Mining Engineer", "Environmental Engineer", "Biomedical Engineer", "Agricultural Engineer",
      "Marine Engineer", "Nuclear Engineer", "Materials Engineer", "Metallurgical Engineer", "Process Engineer Chemical", "Energy Engineer",
      "Polymer Engineer", "Textile Engineer", "Biotechnology Engineer",
    ],
  },
  {
    id: "science-research", name: "Science and research labs", sector: "engineering",
    soc: ["19-", "11-9121"],
    neighbours: ["clinical-research", "engineering-other", "data-science"],
    titles: [
      "Scientist", "Chemist", "Analytical Chemist", "Microbiologist", "Biotechnologist", "Lab Assistant", "Research Associate", "QC Chemist",
      "QC Analyst", "Food Technologist", "Biochemist", "Geologist", "Physicist", "Lab Analyst", "R&D Scientist", "Formulation Scientist",
      "Bioinformatics Scientist", "Economist", "Research Fellow", "Junior Research Fellow", "JRF", "Postdoctoral Researcher", "Lab Chemist",
      "Quality Control Chemist",
      // A plant's or pharma unit's QA and QC desks, not software testing.
      "QA Officer", "QC Officer", "QC Executive", "IPQA Officer", "IPQA Executive",
    ],
  },
  // Skilled trades, production and transport
  {
    id: "skilled-trades", name: "Skilled trades, repair and maintenance", sector: "skilled-trades",
    soc: ["47-", "49-"],
    neighbours: ["production-operators", "mechanical-engineering", "civil-engineering"],
    titles: [
      "Electrician", "Plumber", "Carpenter", "Mason", "Painter", "AC Technician", "HVAC Technician", "Refrigeration Technician", "Mechanic",
      "Auto Mechanic", "Motor Mechanic", "Two Wheeler Mechanic", "Diesel Mechanic", "Technician", "Maintenance Technician", "Service Technician",
      "Lift Technician", "Elevator Technician", "Mobile Repair Technician", "CCTV Technician", "Electrical Technician", "Maintenance Supervisor",
      "Foreman", "Construction Supervisor", "Field Technician", "Fire Alarm Technician", "Solar Technician", "Field Service Engineer",
      "Service Engineer", "ITI Electrician", "ITI Fitter", "Wireman", "Bar Bender", "Shuttering Carpenter",
    ],
  },
  {
    id: "production-operators", name: "Production, machine operation and assembly", sector: "skilled-trades",
    soc: ["51-"],
    neighbours: ["skilled-trades", "mechanical-engineering", "supply-chain-logistics"],
    titles: [
      "Machine Operator", "CNC Operator", "VMC Operator", "Production Operator", "Assembly Operator", "Assembler", "Welder",
      "Fitter", "Quality Inspector", "QC Inspector", "Packer", "Packing Helper", "Tailor", "Sewing Machine Operator", "Printing Press Operator",
      "Plant Operator", "Boiler Operator", "Line Leader", "Production Associate", "Factory Worker", "Production Worker", "Lathe Operator",
      "Injection Moulding Operator", "Helper",
    ],
  },
  {
    id: "transport", name: "Driving and transport", sector: "skilled-trades",
    soc: ["53-"],
    neighbours: ["supply-chain-logistics", "skilled-trades"],
    titles: [
      "Driver", "Car Driver", "Truck Driver", "Delivery Driver", "Cab Driver", "Bus Driver", "Forklift Operator", "Crane Operator",
      "Heavy Vehicle Driver", "Chauffeur", "Delivery Boy", "Delivery Executive", "Delivery Partner", "Delivery Associate", "Pilot",
      "Commercial Pilot", "Airline Pilot", "Co-Pilot", "Deck Officer", "Bike Rider", "Rider", "Courier Boy", "Loader", "Valet",
      "Transport Supervisor", "Fleet Supervisor",
    ],
  },
  {
    id: "agriculture", name: "Agriculture and farming", sector: "skilled-trades",
    soc: ["45-"],
    neighbours: ["science-research", "production-operators"],
    titles: [
      "Farm Manager", "Agronomist", "Agriculture Officer", "Agricultural Officer", "Horticulturist", "Dairy Farm Manager", "Farm Supervisor",
      "Agricultural Extension Officer", "Agriculture Field Officer", "Farmer", "Agri Sales Officer",
    ],
  },
  // Frontline service
  {
    id: "hospitality", name: "Hospitality, food service and travel", sector: "frontline-service",
    soc: ["35-", "39-6", "39-7", "53-2031", "37-1011", "37-2012", "11-9051", "11-9081", "43-4081", "43-4181", "41-3041"],
    neighbours: ["customer-support", "personal-care", "facilities"],
    titles: [
      "Hotel Manager", "Front Office Executive", "Front Office Manager", "Front Office Associate", "Guest Relations Executive",
      "Guest Service Associate", "F&B Service Associate", "F&B Manager", "Food and Beverage Manager", "Steward", "Waiter", "Captain Restaurant",
      "Bartender", "Barista", "Chef", "Commis Chef", "Commis", "Chef de Partie", "CDP", "Sous Chef", "Executive Chef", "Head Chef", "Cook",
      "Kitchen Helper", "Housekeeping Supervisor", "Housekeeping Executive", "Room Attendant", "Housekeeping Attendant", "Bell Boy", "Concierge",
      "Restaurant Manager", "Cafe Manager", "Banquet Manager", "Travel Consultant", "Travel Agent", "Tour Manager", "Tour Guide",
      "Ticketing Executive", "Reservation Executive", "Flight Attendant", "Cabin Crew", "Air Hostess", "Ground Staff", "Event Manager",
      "Event Coordinator", "Event Planner", "Wedding Planner", "Catering Manager", "Hotel Management Trainee", "Outlet Manager",
      "Guest Relations Manager", "Duty Manager Hotel", "Baker", "Pastry Chef", "Tandoor Chef", "Travel Sales Executive", "Airport Ground Staff",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      // A hotel's night auditor closes the day's folios at the front desk: front office, not audit.
      "Night Auditor", "Night Audit Executive", "Night Manager", "Front Office Supervisor", "Front Desk Agent", "Front Office Assistant",
      "Guest Service Agent", "Guest Service Executive", "Guest Service Manager", "Guest Experience Executive", "Guest Experience Manager",
      "Guest Relations Officer", "Guest Relations Associate", "Guest Relation Executive", "Reservations Executive", "Reservations Manager",
      "Reservation Agent", "Reservation Manager", "Lobby Manager", "Bellboy", "Bell Captain", "Doorman", "Butler", "F&B Executive", "F&B Associate",
      "F&B Supervisor", "F&B Service Executive", "F&B Service Steward", "F&B Captain", "Food and Beverage Associate", "Food and Beverage Executive",
      "Food and Beverage Supervisor", "Food and Beverage Service Associate", "Restaurant Captain", "Restaurant Supervisor", "Restaurant Server",
      "Waitress", "Bar Manager", "Restaurant Hostess", "In Room Dining Executive", "Room Service Executive", "Banquet Executive",
      "Banquet Supervisor", "Banquet Captain", "Banquet Sales Manager", "Banqueting Manager", "Catering Executive", "Catering Supervisor",
      "Demi Chef de Partie", "DCDP", "Chef de Cuisine", "Kitchen Manager", "Kitchen Supervisor", "Kitchen Steward", "Continental Chef",
      "Chinese Chef", "Tandoori Chef", "Pizza Chef", "Bakery Chef", "Line Cook", "Prep Cook", "Halwai", "Kitchen Assistant",
      "Cafe Supervisor", "Restaurant General Manager", "Executive Housekeeper", "Housekeeping Manager", "Housekeeping Associate",
      "Public Area Attendant", "Laundry Supervisor", "Linen Room Attendant", "Room Boy", "Housekeeping Coordinator", "Travel Executive",
      "Travel Desk Executive", "Holiday Consultant", "Tour Executive", "Tour Operator", "Tour Coordinator",
      "Ticketing Agent", "Travel Coordinator", "Resort Manager", "Guest House Manager", "Rooms Division Manager", "Hotel Operations Manager",
      "Hotel General Manager", "Hospitality Manager", "Hospitality Executive", "Hospitality Associate", "Canteen Manager", "Canteen Supervisor",
    ],
    industryTitles: ["Duty Manager"],
  },
  {
    id: "security-services", name: "Security, defence and protective services", sector: "frontline-service",
    soc: ["33-", "55-", "11-3013.01"],
    neighbours: ["facilities", "hse"],
    titles: [
      "Security Guard", "Security Supervisor", "Security Officer", "Bouncer", "Firefighter", "Loss Prevention Officer", "CCTV Operator",
      "Security Manager", "Gunman", "Watchman", "Security Executive", "Fireman",
    ],
  },
  {
    id: "personal-care", name: "Beauty and personal care", sector: "frontline-service",
    soc: ["39-"],
    neighbours: ["fitness-wellness", "hospitality"],
    titles: [
      "Beautician", "Hair Stylist", "Hairdresser", "Makeup Artist", "Salon Manager", "Spa Therapist", "Nail Technician", "Barber", "Nanny",
      "Babysitter", "Pet Groomer", "Spa Manager", "Beauty Advisor", "Beauty Therapist", "Massage Therapist", "Mehndi Artist", "Caretaker",
      "Dog Trainer", "Animal Caretaker",
    ],
  },
  {
    id: "facilities", name: "Housekeeping, cleaning and facilities", sector: "frontline-service",
    soc: ["37-"],
    neighbours: ["hospitality", "security-services", "admin-office"],
    titles: [
      "Janitor", "Cleaner", "Facility Executive", "Facility Manager", "Facility Supervisor", "Facilities Manager", "Gardener", "Pest Control Technician",
      "Sweeper", "Housekeeping Staff", "Housekeeping Boy", "Office Cleaner", "Facility Management Executive",
    ],
  },
  // Business and operations
  {
    id: "operations", name: "Operations", sector: "business-operations",
    soc: ["11-1021", "13-1199"],
    neighbours: ["supply-chain-logistics", "project-management", "admin-office", "consulting-strategy", "general-management"],
    titles: [
      "Operations Executive", "Operations Manager", "Operations Associate", "Operations Head", "Head of Operations", "Ops Manager",
      "Business Operations Manager", "City Operations Manager", "COO", "Chief Operating Officer", "General Manager", "GM Operations",
      "Regional Operations Manager", "Director Operations", "Operations Team Lead", "Team Lead", "Team Leader", "TL", "Supervisor",
      "Shift Supervisor", "Process Associate", "Operations Coordinator", "Operations Officer", "Business Operations Associate", "Zonal Manager",
      "Cluster Manager", "Area Manager", "Store Operations Manager", "Operations Specialist",
      "Workforce Management Analyst", "WFM Analyst", "Workforce Analyst", "Real Time Analyst", "RTA Analyst", "Catalog Executive",
      "Catalogue Executive", "Cataloguing Executive", "Catalog Associate", "Catalog Specialist", "Listing Executive",
    ],
  },
  {
    id: "general-management", name: "General management and public administration", sector: "business-operations",
    soc: ["11-", "13-1"],
    neighbours: ["operations", "consulting-strategy"],
    titles: [
      "CEO", "Chief Executive Officer", "Managing Director", "Founder", "Co-Founder", "Business Head", "Country Manager", "President",
      "Entrepreneur", "Executive Director", "Property Manager", "Estate Manager", "Government Officer", "Administrative Officer IAS",
    ],
  },
  {
    id: "supply-chain-logistics", name: "Supply chain, logistics and procurement", sector: "business-operations",
    soc: ["11-3071", "11-3061", "13-1081", "13-1021", "13-1022", "13-1023", "13-1041.08", "43-5", "43-3061"],
    neighbours: ["operations", "transport", "production-operators"],
    titles: [
      "Supply Chain Manager", "Supply Chain Analyst", "Supply Chain Executive", "SCM Executive", "Logistics Executive", "Logistics Manager",
      "Logistics Coordinator", "Logistics Officer", "Procurement Manager", "Procurement Executive", "Procurement Specialist", "Purchase Executive",
      "Purchase Manager", "Purchase Officer", "Buyer", "Sourcing Manager", "Sourcing Executive", "Vendor Manager", "Demand Planner",
      "Supply Planner", "Supply Chain Planner", "Inventory Manager", "Inventory Controller", "Inventory Executive", "Warehouse Manager",
      "Warehouse Supervisor", "Warehouse Executive", "Warehouse Associate", "Warehouse Incharge", "Store Keeper", "Storekeeper", "Godown Keeper", "Godown Incharge", "Godown Manager",
      "Stores Executive", "Stores Incharge", "Dispatch Executive", "Dispatch Supervisor", "Fleet Manager", "Transport Manager", "Transport Coordinator",
      "Transport Executive", "Transport Officer", "Fleet Coordinator", "Stock Controller",
      "Shipping Executive", "Export Executive", "Import Executive", "EXIM Executive", "Export Import Executive", "Customs Executive",
      "Freight Forwarder", "Freight Forwarding Executive", "Ocean Freight Executive", "Fulfilment Manager", "Last Mile Manager", "Hub Manager",
      "Hub Incharge", "Picker", "Picker Packer", "Material Planner", "Materials Manager", "Category Manager", "Strategic Sourcing Manager",
      "Logistics Analyst", "Head of Supply Chain",
      // More of the titles resumes and Naukri, Shine and LinkedIn posts use: an unlisted one is read by word overlap with
      // O*NET, which misreads unfamiliar ones ("Tendering Engineer" as a conveyor tender).
      "Control Tower Executive", "Control Tower Analyst", "Control Tower Manager", "Replenishment Analyst", "Replenishment Executive",
      "Replenishment Manager", "Replenishment Planner", "Allocation Analyst", "S&OP Manager", "S&OP Analyst", "S&OP Planner",
      "Sales and Operations Planning Manager", "Demand Planning Manager", "Demand Planning Analyst", "Demand Planning Executive", "Demand Analyst",
      "Supply Planning Manager", "Supply Planning Analyst", "Supply Planning Executive", "Material Planning Executive", "Materials Executive",
      "Material Controller", "Materials Coordinator", "Inventory Analyst", "Inventory Planner", "Inventory Control Executive", "Inventory Supervisor",
      "Purchase Coordinator", "Purchase Associate", "Purchase Assistant", "Purchase Engineer", "Procurement Engineer", "Procurement Analyst",
      "Procurement Officer", "Procurement Associate", "Procurement Coordinator", "Purchasing Manager", "Purchasing Executive", "Purchasing Agent",
      "Purchasing Officer", "Sourcing Analyst", "Strategic Sourcing Analyst", "Indirect Procurement Analyst", "Category Buyer", "Retail Buyer",
      "Commodity Manager", "Commodity Buyer",
      "Assortment Planner", "Export Documentation Executive",
      "Import Documentation Executive", "Export Documentation Officer", "EXIM Manager", "EXIM Officer", "Export Coordinator", "Import Coordinator",
      "Shipping Coordinator", "Shipping Manager", "Shipping Officer", "Customs Clearance Executive", "CHA Executive", "Customs Broker",
      "Air Freight Executive", "Sea Freight Executive", "Ocean Freight Manager", "Fleet Executive", "Fleet Operations Manager",
      "Fleet Operations Executive", "Hub Operations Manager", "Hub Operations Executive", "Hub Supervisor", "Hub Executive",
      "Last Mile Operations Manager", "Last Mile Executive", "First Mile Manager", "Dark Store Manager", "Linehaul Manager", "Linehaul Executive",
      "Transportation Manager", "Transportation Executive", "Dispatch Manager", "Dispatch Coordinator", "Dispatch Officer", "Distribution Manager",
      "Logistics Supervisor", "Logistics Specialist", "Logistics Associate", "Logistics Planner", "Logistics Engineer",
      "Warehouse Operations Manager", "Warehouse Operations Executive", "Warehouse Assistant", "Warehouse Officer", "Warehouse Coordinator",
      "Warehouse Keeper", "Inbound Executive", "Outbound Executive", "Inbound Supervisor", "Outbound Supervisor", "Inventory Auditor",
      "Stores Manager", "GRN Executive", "Supply Chain Coordinator", "Supply Chain Associate", "Supply Chain Specialist", "Supply Chain Consultant",
      "Supply Chain Engineer", "Order Management Executive", "Order Management Specialist", "Order Fulfilment Executive", "Fulfilment Executive",
      "Fulfillment Manager",
    ],
  },
  {
    id: "project-management", name: "Project and program management", sector: "business-operations",
    soc: ["13-1082", "15-1299.09"],
    neighbours: ["product-management", "operations", "business-analysis"],
    titles: [
      "Project Manager", "Program Manager", "Programme Manager", "Project Coordinator", "Project Lead", "Scrum Master", "Agile Coach",
      "Delivery Manager", "IT Project Manager", "Technical Project Manager", "Technical Program Manager", "TPM", "PMO", "PMO Analyst",
      "PMO Manager", "Project Management Officer", "Head of Delivery", "Project Associate", "Project Executive", "Portfolio Manager PMO",
      "Release Manager", "Project Management Specialist",
      // IT services' delivery titles: an engagement manager there runs a client's delivery (consultancies use the title too,
      // but most who hold it in India are in IT services).
      "Engagement Manager", "Engagement Lead", "Delivery Lead", "Delivery Head", "Project Delivery Manager", "Program Delivery Manager",
      "Account Delivery Manager", "Offshore Delivery Manager", "Transition Manager", "Transition Lead",
    ],
  },
  {
    id: "business-analysis", name: "Business analysis", sector: "business-operations",
    soc: [],
    neighbours: ["data-analytics", "product-management", "project-management", "consulting-strategy", "enterprise-applications"],
    titles: [
      "Business Analyst", "BA", "IT Business Analyst", "Business Systems Analyst", "Process Analyst", "Requirements Analyst",
      "Senior Business Analyst", "Business Analyst Intern", "Lead Business Analyst",
    ],
  },
  {
    id: "consulting-strategy", name: "Consulting and strategy", sector: "business-operations",
    soc: ["13-1111"],
    neighbours: ["business-analysis", "operations", "finance-investment"],
    titles: [
      "Management Consultant", "Strategy Consultant", "Strategy Analyst", "Strategy Manager", "Business Consultant", "Associate Consultant",
      "Consultant", "Associate Consulting", "Founder's Office", "Founders Office Associate", "Chief of Staff", "Corporate Strategy Manager",
      "Business Analyst Consulting", "Strategy Associate", "Consulting Analyst", "Business Strategy Analyst",
    ],
  },
  {
    id: "admin-office", name: "Administration and office support", sector: "business-operations",
    soc: ["43-", "11-3012"],
    neighbours: ["operations", "hr", "customer-support", "accounting"],
    titles: [
      "Admin Executive", "Administrative Executive", "Admin Assistant", "Administrative Assistant", "Office Administrator", "Office Assistant",
      "Office Manager", "Admin Manager", "Administration Manager", "Receptionist", "Front Desk Executive", "Front Desk Associate",
      "Executive Assistant", "Personal Assistant", "Secretary", "Data Entry Operator", "Data Entry Executive", "Back Office Executive",
      "Back Office Assistant", "Computer Operator", "Document Controller", "Office Boy", "Peon", "Clerk", "Typist", "Stenographer",
      "Office Coordinator", "Admin Officer", "Office Executive", "Back Office Operations", "Documentation Executive",
    ],
  },
  {
    id: "performing-arts-sports", name: "Performing arts, entertainment and sports", sector: "business-operations",
    soc: ["27-2"],
    neighbours: ["media-production", "fitness-wellness"],
    titles: [
      "Actor", "Dancer", "Singer", "Musician", "Choreographer", "Sports Coach", "Cricket Coach", "Football Coach", "Athlete", "Anchor", "DJ",
      "Emcee", "Event Host", "Film Director", "Music Composer", "Voice Over Artist", "Cricketer", "Swimming Coach",
    ],
  },
];

/**
 * The family of each playbook guide (scripts/data/roles-*.ts). Its title, aliases and id join the family's titles;
 * ALIAS_FAMILIES moves the aliases that belong to another family.
 */
export const GUIDE_FAMILIES: Record<string, string> = {
  "account-manager": "sales",
  architect: "architecture",
  "brand-manager": "brand-content-marketing",
  "business-analyst": "business-analysis",
  "business-development-manager": "sales",
  "chartered-accountant": "accounting",
  "civil-engineer": "civil-engineering",
  "cloud-architect": "devops-cloud",
  "content-marketing-manager": "brand-content-marketing",
  "content-writer": "brand-content-marketing",
  "corporate-trainer": "learning-development",
  "customer-success-manager": "customer-support",
  "customer-support-executive": "customer-support",
  "cybersecurity-analyst": "cybersecurity",
  "data-analyst": "data-analytics",
  "data-engineer": "data-engineering",
  "data-scientist": "data-science",
  "devops-engineer": "devops-cloud",
  "digital-marketing-manager": "digital-marketing",
  doctor: "healthcare",
  "electrical-engineer": "electrical-electronics",
  "financial-analyst": "finance-investment",
  "fitness-trainer": "fitness-wellness",
  "full-stack-developer": "software-engineering",
  "graphic-designer": "graphic-design",
  "hr-generalist": "hr",
  "investment-banking-analyst": "finance-investment",
  lawyer: "legal",
  "life-coach": "counselling-coaching",
  "management-consultant": "consulting-strategy",
  "mechanical-engineer": "mechanical-engineering",
  "ml-engineer": "data-science",
  "mobile-developer": "mobile-development",
  nurse: "nursing",
  "operations-manager": "operations",
  "performance-marketing-manager": "digital-marketing",
  pharmacist: "healthcare",
  "product-designer": "ux-design",
  "product-manager": "product-management",
  "project-manager": "project-management",
  "qa-engineer": "qa-testing",
  recruiter: "hr",
  "sales-executive": "sales",
  "seo-specialist": "brand-content-marketing",
  "social-media-manager": "brand-content-marketing",
  "software-engineer-backend": "software-engineering",
  "software-engineer-frontend": "frontend-engineering",
  "supply-chain-manager": "supply-chain-logistics",
  teacher: "teaching",
  "team-lead": "operations",
  "ux-designer": "ux-design",
};

/** Guide aliases that name another family's job (the guide covers them, but the job is elsewhere). */
export const ALIAS_FAMILIES: Record<string, string> = {
  "desktop support engineer": "it-infrastructure",
  "desktop support executive": "it-infrastructure",
  "system administrator": "it-infrastructure",
  "linux administrator": "it-infrastructure",
  "relationship manager": "banking",
  "interior designer": "interior-design",
  "interior architect": "interior-design",
  "drug safety associate": "clinical-research",
  "pharmacovigilance associate": "clinical-research",
  "functional consultant": "enterprise-applications",
  "business analyst consulting": "consulting-strategy",
  "instructional designer": "learning-development",
  "academic counsellor": "teaching",
  "quantitative analyst": "finance-investment",
  "finance controller": "accounting",
  "financial controller": "accounting",
  "company secretary legal": "legal",
  "growth manager": "digital-marketing",
  "finance executive": "accounting",
};
