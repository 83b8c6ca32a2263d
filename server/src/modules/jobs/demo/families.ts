/**
 * The posting templates of the demo corpus, one per team, each in one or two role families of the role taxonomy.
 * Skill names are canonical names from the skills taxonomy (a unit test checks each one), so demo postings match
 * resumes the same way real postings do.
 */
export interface Family {
  /** The role families (server/src/engines/roles) the titles below belong to; a unit test checks each title. */
  families: string[];
  /** Hospitals, schools and plants: these postings stay in India. */
  localOnly?: true;
  /** Jobs every town has (schools, hospitals, hotels, branches, shops, sites): spread over cities more evenly. */
  everywhere?: true;
  team: string;
  industries: string[];
  /** Base titles; seniority adds "Junior", "Senior"... */
  roles: string[];
  leadTitles: string[];
  core: string[];
  extra: string[];
  duties: string[];
  /**
   * Roles of the team that ask for other skills and do other work than the rest ("Chef de Partie" in Guest
   * Services, "Visual Designer" in Design): their own lists replace the team's for postings of that role; a desk
   * of other employers (a retailer's floor in Sales) names their industries, and one that is never remote says so.
   */
  byRole?: Readonly<Record<string, { core: string[]; extra: string[]; duties?: string[]; industries?: string[]; onsite?: boolean }>>;
  /** Chance a posting is remote, and of hybrid among the rest. */
  remote: number;
  hybrid: number;
  /** Salary multiplier against the India baseline. */
  pay: number;
}

export const FAMILIES: Family[] = [
  {
    families: ["software-engineering"], team: "Platform Engineering", industries: ["fintech", "software", "commerce", "mobility", "health"],
    roles: ["Backend Engineer", "Software Engineer", "Java Developer", "Python Developer", "Node.js Developer", "Golang Developer"],
    leadTitles: ["Lead Backend Engineer", "Engineering Manager", "Staff Software Engineer", "Principal Software Engineer"],
    core: ["Java", "Spring Boot", "Python", "Node.js", "Go", "SQL", "REST APIs", "Microservices"],
    extra: ["PostgreSQL", "MySQL", "Redis", "Apache Kafka", "Docker", "Kubernetes", "AWS", "System Design", "Git", "Unit Testing", "MongoDB", "GraphQL", "PHP", "C#", ".NET"],
    byRole: {
      // A post named for a language asks for that language's stack; "Backend Engineer" and "Software Engineer"
      // posts keep the team's mixed list.
      "Java Developer": {
        core: ["Java", "Spring Boot", "SQL", "REST APIs", "Microservices"],
        extra: ["Hibernate", "MySQL", "PostgreSQL", "Apache Kafka", "Docker", "Git", "Unit Testing", "AWS"],
      },
      "Python Developer": {
        core: ["Python", "Django", "Flask", "SQL", "REST APIs"],
        extra: ["PostgreSQL", "Redis", "Docker", "AWS", "Git", "Unit Testing", "MongoDB"],
      },
      "Node.js Developer": {
        core: ["Node.js", "Express.js", "JavaScript", "REST APIs", "MongoDB"],
        extra: ["TypeScript", "Redis", "Docker", "GraphQL", "Git", "AWS", "PostgreSQL"],
      },
      "Golang Developer": {
        core: ["Go", "Microservices", "REST APIs", "SQL"],
        extra: ["Docker", "Kubernetes", "PostgreSQL", "Redis", "Apache Kafka", "Git", "System Design"],
      },
    },
    duties: [
      "Design, build and run the services behind our customer-facing APIs, handling millions of requests a day.",
      "Own features end to end: design documents, implementation, code review, rollout and on-call support.",
      "Improve latency and reliability of critical payment and order flows with profiling and load tests.",
      "Model data and write efficient queries; plan schema migrations without downtime.",
      "Work with product managers and designers to break down requirements into shippable increments.",
      "Write automated tests and keep the CI pipeline fast and green.",
      "Mentor engineers through pairing, reviews and clear technical writing.",
    ],
    remote: 0.2, hybrid: 0.45, pay: 1.5,
  },
  {
    families: ["frontend-engineering", "software-engineering"], team: "Web Experience", industries: ["software", "commerce", "media", "learning", "fintech"],
    roles: ["Frontend Engineer", "React Developer", "UI Developer", "Web Developer", "Angular Developer"],
    leadTitles: ["Lead Frontend Engineer", "Frontend Architect", "Engineering Manager, Web"],
    core: ["JavaScript", "TypeScript", "React", "HTML", "CSS", "Angular"],
    extra: ["Redux", "Next.js", "Tailwind CSS", "Jest", "Cypress", "Webpack", "GraphQL", "Figma", "Vue.js", "Git", "REST APIs"],
    duties: [
      "Build fast, accessible web interfaces used by lakhs of customers every day.",
      "Turn Figma designs into reusable components and keep our design system consistent.",
      "Own web performance: bundle size, Core Web Vitals and rendering on low-end Android phones.",
      "Integrate with backend APIs and handle loading, error and offline states gracefully.",
      "Write unit and end-to-end tests for critical user journeys.",
      "Review code and help set frontend standards across teams.",
    ],
    remote: 0.25, hybrid: 0.45, pay: 1.4,
  },
  {
    families: ["mobile-development", "software-engineering"], team: "Mobile Apps", industries: ["commerce", "fintech", "mobility", "media", "health"],
    roles: ["Android Developer", "iOS Developer", "Flutter Developer", "React Native Developer", "Mobile Engineer"],
    leadTitles: ["Lead Mobile Engineer", "Mobile Engineering Manager", "Principal Android Engineer"],
    core: ["Kotlin", "Android", "Swift", "iOS", "Flutter", "Dart", "React Native"],
    extra: ["Firebase", "REST APIs", "Git", "Unit Testing", "Android Studio", "Xcode", "CI/CD", "JavaScript"],
    byRole: {
      // One platform's developers ask for that platform; "Mobile Engineer" posts keep the team's list.
      "Android Developer": { core: ["Kotlin", "Android", "Java", "Android Studio"], extra: ["Firebase", "REST APIs", "Git", "Unit Testing", "CI/CD"] },
      "iOS Developer": { core: ["Swift", "iOS", "Xcode"], extra: ["Firebase", "REST APIs", "Git", "Unit Testing", "CI/CD"] },
      "Flutter Developer": { core: ["Flutter", "Dart", "Firebase"], extra: ["Android", "iOS", "REST APIs", "Git", "CI/CD"] },
      "React Native Developer": { core: ["React Native", "JavaScript", "TypeScript"], extra: ["Android", "iOS", "Firebase", "REST APIs", "Git"] },
    },
    duties: [
      "Ship new features in our Android and iOS apps every two weeks.",
      "Keep crash-free sessions above 99.8% and cold start under two seconds.",
      "Build offline-first flows that work on patchy 4G networks.",
      "Collaborate with designers on animations, accessibility and dark mode.",
      "Instrument features with analytics events and run A/B experiments with product.",
    ],
    remote: 0.15, hybrid: 0.4, pay: 1.4,
  },
  {
    families: ["data-analytics", "business-analysis"], team: "Analytics", industries: ["commerce", "fintech", "analytics", "retail", "media", "insurance"],
    roles: ["Data Analyst", "Business Intelligence Analyst", "Product Analyst", "MIS Analyst", "Reporting Analyst", "Business Analyst"],
    leadTitles: ["Lead Data Analyst", "Analytics Manager", "Head of Analytics", "Business Intelligence Manager"],
    core: ["SQL", "Excel", "Data Analysis", "Power BI", "Tableau", "Python", "Data Visualization"],
    extra: ["Statistics", "Google Analytics", "BigQuery", "A/B Testing", "Looker", "Pandas", "Snowflake", "Stakeholder Management", "ETL"],
    duties: [
      "Build and maintain dashboards that leadership uses to track revenue, retention and unit economics.",
      "Answer business questions with SQL, turning raw event data into clear recommendations.",
      "Define metrics with product and finance teams and keep a single source of truth for them.",
      "Analyse funnels and cohorts to find where customers drop off and why.",
      "Design and read A/B tests with sound statistical methods.",
      "Automate recurring MIS reports and cut manual spreadsheet work.",
      "Present findings to non-technical stakeholders in plain language.",
    ],
    remote: 0.2, hybrid: 0.4, pay: 1.1,
  },
  {
    families: ["data-science"], team: "Data Science", industries: ["fintech", "analytics", "commerce", "health", "insurance"],
    roles: ["Data Scientist", "Machine Learning Engineer", "NLP Engineer", "Applied Scientist", "AI Engineer"],
    leadTitles: ["Lead Data Scientist", "Machine Learning Manager", "Principal Data Scientist", "Head of Data Science"],
    core: ["Python", "Machine Learning", "Deep Learning", "SQL", "Statistics", "scikit-learn", "TensorFlow", "PyTorch"],
    extra: ["Natural Language Processing", "Computer Vision", "Pandas", "NumPy", "Apache Spark", "AWS", "Docker", "Generative AI", "LangChain", "Hugging Face", "Predictive Modeling"],
    duties: [
      "Build models for credit risk, fraud detection, recommendations and demand forecasting.",
      "Take models from notebook to production with engineers, including monitoring and retraining.",
      "Frame ambiguous business problems as measurable modelling tasks.",
      "Run offline evaluations and online experiments to prove impact.",
      "Fine-tune and evaluate language models for search and support automation.",
      "Share research through internal talks and well-documented code.",
    ],
    remote: 0.2, hybrid: 0.45, pay: 1.7,
  },
  {
    families: ["data-engineering"], team: "Data Platform", industries: ["analytics", "fintech", "commerce", "software", "telecom"],
    roles: ["Data Engineer", "Big Data Engineer", "ETL Developer", "Analytics Engineer"],
    leadTitles: ["Lead Data Engineer", "Data Engineering Manager", "Data Architect"],
    core: ["SQL", "Python", "Apache Spark", "ETL", "Airflow", "Data Warehousing"],
    extra: ["Apache Kafka", "Snowflake", "BigQuery", "Amazon Redshift", "Databricks", "Hadoop", "Scala", "AWS", "Data Modeling", "Docker", "Terraform"],
    duties: [
      "Build batch and streaming pipelines that land clean, tested data in the warehouse.",
      "Model data for analytics and machine learning with clear ownership and documentation.",
      "Improve pipeline cost and runtime; retire fragile legacy jobs.",
      "Set up data quality checks, lineage and alerting.",
      "Work with analysts and data scientists to make new sources available quickly.",
    ],
    remote: 0.25, hybrid: 0.4, pay: 1.5,
  },
  {
    families: ["devops-cloud"], team: "Infrastructure", industries: ["software", "fintech", "commerce", "telecom", "media"],
    roles: ["DevOps Engineer", "Site Reliability Engineer", "Cloud Engineer", "Platform Engineer", "AWS Engineer"],
    leadTitles: ["Lead DevOps Engineer", "SRE Manager", "Cloud Architect", "Head of Infrastructure"],
    core: ["AWS", "Kubernetes", "Docker", "Terraform", "Linux", "CI/CD"],
    extra: ["Jenkins", "Ansible", "Prometheus", "Grafana", "Microsoft Azure", "Google Cloud Platform", "Python", "Bash", "Git", "Nginx", "Datadog", "Incident Management"],
    duties: [
      "Run our Kubernetes clusters across regions with infrastructure as code.",
      "Build CI/CD pipelines that let teams deploy many times a day safely.",
      "Own observability: metrics, logs, traces and meaningful alerts.",
      "Lead incident response and write blameless postmortems.",
      "Reduce cloud spend through right-sizing, autoscaling and reserved capacity.",
      "Harden systems against security threats and keep compliance audits clean.",
    ],
    remote: 0.3, hybrid: 0.4, pay: 1.5,
  },
  {
    families: ["qa-testing"], team: "Quality Engineering", industries: ["software", "fintech", "insurance", "commerce", "telecom"],
    roles: ["QA Engineer", "Test Automation Engineer", "SDET", "Manual Tester", "Performance Test Engineer"],
    leadTitles: ["QA Lead", "Test Manager", "Lead SDET"],
    core: ["Software Testing", "Selenium", "Test Automation", "API Testing", "Functional Testing"],
    extra: ["Java", "Python", "TestNG", "Cypress", "Postman", "JMeter", "Jira", "SQL", "Appium", "Regression Testing", "Agile", "Playwright"],
    duties: [
      "Plan and run functional, regression and exploratory testing for every release.",
      "Build and maintain automated UI and API test suites in the CI pipeline.",
      "Write clear bug reports and follow them through to a fix.",
      "Run load and performance tests before peak sale events.",
      "Work with developers early so quality is designed in, not tested in.",
    ],
    remote: 0.15, hybrid: 0.35, pay: 1.0,
  },
  {
    families: ["cybersecurity"], team: "Security", industries: ["fintech", "software", "banking", "telecom", "insurance"],
    roles: ["Security Engineer", "Cybersecurity Analyst", "SOC Analyst", "Application Security Engineer", "Penetration Tester"],
    leadTitles: ["Security Lead", "Information Security Manager", "Head of Security"],
    core: ["Cybersecurity", "Penetration Testing", "SIEM", "Firewalls", "Identity and Access Management"],
    extra: ["Splunk", "Linux", "Python", "AWS", "Wireshark", "TCP/IP", "Incident Management", "Compliance", "Risk Management", "VPN"],
    duties: [
      "Monitor, triage and respond to security alerts across cloud and endpoints.",
      "Run vulnerability assessments and penetration tests; track fixes to closure.",
      "Review architecture and code for security risks with engineering teams.",
      "Maintain controls for ISO 27001, SOC 2 and RBI guidelines.",
      "Run phishing simulations and security awareness sessions.",
    ],
    remote: 0.15, hybrid: 0.35, pay: 1.4,
  },
  {
    families: ["product-management"], team: "Product", industries: ["software", "fintech", "commerce", "learning", "mobility", "health"],
    roles: ["Product Manager", "Associate Product Manager", "Technical Product Manager", "Product Owner", "Growth Product Manager"],
    leadTitles: ["Senior Product Manager", "Group Product Manager", "Director of Product", "Head of Product"],
    core: ["Product Management", "Agile", "Stakeholder Management", "Market Research", "Data Analysis"],
    extra: ["SQL", "Jira", "A/B Testing", "Wireframing", "Google Analytics", "Scrum", "Figma", "Communication", "Confluence"],
    duties: [
      "Own the roadmap for a product area from discovery to launch and adoption.",
      "Talk to customers every week and turn what you learn into clear problem statements.",
      "Write crisp PRDs and prioritise ruthlessly with engineering and design.",
      "Define success metrics and run experiments to move them.",
      "Align sales, support and marketing on launches and positioning.",
    ],
    remote: 0.15, hybrid: 0.45, pay: 1.6,
  },
  {
    families: ["ux-design", "graphic-design"], team: "Design", industries: ["software", "commerce", "media", "learning", "fintech"],
    roles: ["Product Designer", "UI/UX Designer", "UX Designer", "Visual Designer", "UX Researcher"],
    leadTitles: ["Lead Product Designer", "Design Manager", "Head of Design"],
    core: ["Figma", "UX Design", "UI Design", "Wireframing", "Design Thinking"],
    extra: ["Adobe XD", "Sketch", "Adobe Photoshop", "Adobe Illustrator", "Typography", "HTML", "CSS", "Market Research", "Communication"],
    byRole: {
      "Visual Designer": {
        core: ["Graphic Design", "Adobe Photoshop", "Adobe Illustrator", "Typography", "Branding"],
        extra: ["Figma", "Adobe InDesign", "CorelDRAW", "Canva", "Motion Graphics", "Adobe After Effects", "Communication"],
        duties: [
          "Design campaign creatives, social posts and brand assets from the first idea to print-ready and app-ready files.",
          "Keep our brand identity, illustration and icon styles consistent across every channel.",
          "Work with marketing and product on launches and festive-season campaigns.",
          "Adapt key visuals into the many sizes and languages each campaign needs.",
          "Present design decisions clearly and welcome critique.",
        ],
      },
    },
    duties: [
      "Design end-to-end experiences from research and flows to polished UI.",
      "Run usability tests in Hindi and English with real customers and act on what you find.",
      "Contribute to and extend our design system.",
      "Work closely with product managers and engineers from the first sketch to release.",
      "Present design decisions clearly and welcome critique.",
    ],
    remote: 0.25, hybrid: 0.45, pay: 1.2,
  },
  {
    families: ["digital-marketing"], team: "Growth Marketing", industries: ["commerce", "learning", "fintech", "retail", "media", "foods"],
    roles: ["Performance Marketing Manager", "Digital Marketing Executive", "Paid Media Specialist", "Growth Marketer", "PPC Specialist"],
    leadTitles: ["Head of Performance Marketing", "Growth Marketing Lead", "Digital Marketing Manager"],
    core: ["Performance Marketing", "Google Ads", "Meta Ads", "Digital Marketing", "Google Analytics"],
    extra: ["A/B Testing", "Conversion Rate Optimization", "Google Tag Manager", "Excel", "SQL", "LinkedIn Ads", "Marketing Automation", "Campaign Management", "Affiliate Marketing"],
    duties: [
      "Plan and run paid campaigns on Google, Meta and programmatic channels against CAC and ROAS targets.",
      "Manage monthly budgets and report performance to leadership every week.",
      "Run creative and landing-page experiments to lift conversion.",
      "Set up tracking and attribution with analytics and engineering teams.",
      "Work with agencies and brand teams on launches and festive-season campaigns.",
    ],
    remote: 0.2, hybrid: 0.4, pay: 1.0,
  },
  {
    families: ["brand-content-marketing"], team: "Content and SEO", industries: ["media", "learning", "commerce", "software", "travel"],
    roles: ["Content Writer", "SEO Specialist", "Content Marketing Manager", "Copywriter", "Social Media Manager"],
    leadTitles: ["Head of Content", "SEO Lead", "Content Strategy Lead"],
    core: ["Content Writing", "Search Engine Optimization", "Content Marketing", "Social Media Marketing"],
    extra: ["Google Analytics", "Google Search Console", "Semrush", "Ahrefs", "Email Marketing", "Canva", "Brand Management", "Digital Marketing"],
    duties: [
      "Write and edit blogs, landing pages and newsletters that rank and convert.",
      "Research keywords and plan a content calendar with the growth team.",
      "Run technical SEO audits and fix issues with engineering.",
      "Grow our social channels with a consistent voice in English and regional languages.",
      "Measure what content drives sign-ups and double down on it.",
    ],
    remote: 0.35, hybrid: 0.3, pay: 0.8,
  },
  {
    families: ["sales"], everywhere: true, team: "Sales", industries: ["software", "fintech", "insurance", "logistics", "realty", "manufacturing"],
    roles: ["Business Development Executive", "Inside Sales Representative", "Account Executive", "Sales Manager", "Key Account Manager", "Territory Sales Manager", "Retail Sales Executive"],
    leadTitles: ["Regional Sales Manager", "Head of Sales", "Sales Director"],
    core: ["Sales", "Business Development", "Lead Generation", "Negotiation", "CRM"],
    extra: ["B2B Sales", "Inside Sales", "Cold Calling", "Salesforce", "Key Account Management", "Client Relationship Management", "Sales Forecasting", "Excel", "Communication", "HubSpot"],
    byRole: {
      // A store's floor is its own desk of sales: a retailer's, on site, with the billing counter and the display.
      "Retail Sales Executive": {
        core: ["Retail Sales", "Customer Service", "Upselling", "POS"],
        extra: ["Merchandising", "Invoicing", "Communication", "Inventory Management", "Excel"],
        duties: [
          "Greet walk-in customers, understand what they need and help them choose.",
          "Run the billing counter and keep the till accurate at close.",
          "Keep displays and stock tidy, and flag fast-moving items for refill.",
          "Meet monthly sales targets, including add-ons and extended warranties.",
        ],
        industries: ["retail"],
        onsite: true,
      },
    },
    duties: [
      "Build a pipeline through calls, emails, LinkedIn and referrals, and close new accounts.",
      "Run product demos and handle objections with confidence.",
      "Meet monthly and quarterly revenue targets in your territory.",
      "Keep the CRM up to date and forecast accurately.",
      "Grow existing accounts through upselling and regular business reviews.",
    ],
    remote: 0.1, hybrid: 0.2, pay: 0.9,
  },
  {
    families: ["customer-support"], everywhere: true, team: "Customer Experience", industries: ["commerce", "fintech", "telecom", "travel", "software"],
    roles: ["Customer Support Executive", "Customer Success Manager", "Technical Support Engineer", "Customer Service Associate", "Support Specialist"],
    leadTitles: ["Customer Support Team Lead", "Head of Customer Success", "Customer Experience Manager"],
    core: ["Customer Service", "Communication", "Complaint Resolution", "Ticketing Systems"],
    extra: ["Zendesk", "Freshdesk", "CRM", "Customer Success", "Chat Support", "Call Handling", "Technical Support", "Excel", "Customer Satisfaction"],
    duties: [
      "Resolve customer questions over chat, email and phone in English and Hindi.",
      "Hit first-response and resolution-time targets while keeping CSAT high.",
      "Escalate product issues with clear reproduction steps.",
      "Write and improve help-centre articles and macros.",
      "Onboard new customers and help them get value quickly.",
    ],
    remote: 0.25, hybrid: 0.2, pay: 0.6,
  },
  {
    families: ["accounting", "finance-investment"], everywhere: true, team: "Finance", industries: ["fintech", "manufacturing", "retail", "consulting", "banking", "realty"],
    roles: ["Accountant", "Financial Analyst", "Accounts Executive", "Chartered Accountant", "FP&A Analyst", "Tax Associate"],
    leadTitles: ["Finance Manager", "Head of FP&A", "Financial Controller"],
    core: ["Accounting", "Financial Analysis", "Excel", "GST", "Financial Reporting", "Tally"],
    extra: ["Taxation", "TDS", "Budgeting", "Forecasting", "Financial Modeling", "Accounts Payable", "Accounts Receivable", "Bank Reconciliation", "SAP FICO", "IFRS", "Auditing", "Power BI"],
    duties: [
      "Own month-end close, ledgers and reconciliations with accuracy and on time.",
      "Prepare GST, TDS and other statutory filings and support audits.",
      "Build budgets, forecasts and variance analyses for business heads.",
      "Improve finance processes and controls as the company grows.",
      "Prepare MIS and board reporting packs.",
    ],
    remote: 0.05, hybrid: 0.25, pay: 0.9,
  },
  {
    families: ["hr"], everywhere: true, team: "People", industries: ["software", "manufacturing", "retail", "consulting", "health", "logistics"],
    roles: ["HR Executive", "Talent Acquisition Specialist", "HR Business Partner", "Recruiter", "HR Generalist", "Payroll Executive"],
    leadTitles: ["HR Manager", "Head of Talent Acquisition", "People Operations Lead"],
    core: ["Recruitment", "Human Resources", "Onboarding", "HR Operations", "Interviewing"],
    extra: ["Employee Relations", "Payroll", "Performance Management", "HRMS", "Naukri RMS", "Labour Law Compliance", "Excel", "Communication", "Talent Management", "Compensation and Benefits"],
    duties: [
      "Run hiring end to end: sourcing on Naukri and LinkedIn, screening, interviews and offers.",
      "Deliver a warm, well-organised onboarding for every new joiner.",
      "Partner with managers on performance reviews, feedback and growth plans.",
      "Keep HR policies, records and statutory compliance up to date.",
      "Handle employee questions and grievances with care and discretion.",
    ],
    remote: 0.1, hybrid: 0.3, pay: 0.8,
  },
  {
    families: ["operations", "supply-chain-logistics"], localOnly: true, everywhere: true, team: "Operations", industries: ["logistics", "commerce", "manufacturing", "foods", "retail"],
    roles: ["Operations Executive", "Supply Chain Analyst", "Logistics Coordinator", "Warehouse Manager", "Procurement Specialist", "Operations Manager"],
    leadTitles: ["Head of Operations", "Supply Chain Manager", "Regional Operations Manager"],
    core: ["Operations Management", "Supply Chain Management", "Logistics", "Inventory Management", "Excel"],
    extra: ["Procurement", "Warehouse Management", "Demand Planning", "SAP MM", "Process Improvement", "Lean Manufacturing", "Six Sigma", "Team Management", "Negotiation"],
    byRole: {
      // The desks of a supply chain ask for different things: shipments and transport, stock in a warehouse,
      // buying, planning, or running the operation.
      "Operations Executive": {
        core: ["Operations Management", "Process Improvement", "Excel", "Team Management"],
        extra: ["Inventory Management", "Logistics", "Lean Manufacturing", "Six Sigma", "Customer Service"],
      },
      "Supply Chain Analyst": {
        core: ["Supply Chain Management", "Demand Planning", "Forecasting", "Inventory Management", "Excel"],
        extra: ["SAP MM", "MRP", "Power BI", "Process Improvement", "Production Planning"],
      },
      "Logistics Coordinator": {
        core: ["Logistics", "Import Export", "Fleet Management", "Excel"],
        extra: ["Warehouse Management", "Supply Chain Management", "Negotiation", "Inventory Management", "Customer Service"],
      },
      "Warehouse Manager": {
        core: ["Warehouse Management", "Inventory Management", "Team Management", "Logistics"],
        extra: ["SAP MM", "Lean Manufacturing", "Health and Safety", "Excel", "Process Improvement"],
      },
      "Procurement Specialist": {
        core: ["Procurement", "Negotiation", "SAP MM", "Excel"],
        extra: ["Supply Chain Management", "Inventory Management", "Contract Management", "Budgeting"],
      },
      "Operations Manager": {
        core: ["Operations Management", "Team Management", "Process Improvement", "Budgeting"],
        extra: ["Supply Chain Management", "Logistics", "Six Sigma", "Lean Manufacturing", "Excel"],
      },
    },
    duties: [
      "Run daily operations across warehouses and last-mile hubs against SLA targets.",
      "Plan inventory and replenishment to avoid stock-outs without tying up cash.",
      "Negotiate with vendors and transport partners on cost and service.",
      "Find bottlenecks with data and fix them with simple, lasting processes.",
      "Lead and coach on-ground teams across shifts.",
    ],
    remote: 0.02, hybrid: 0.1, pay: 0.8,
  },
  {
    families: ["project-management"], team: "Delivery", industries: ["consulting", "software", "realty", "manufacturing", "telecom"],
    roles: ["Project Manager", "Program Manager", "Scrum Master", "Project Coordinator", "Delivery Manager"],
    leadTitles: ["Senior Program Manager", "Head of Delivery", "Portfolio Manager, PMO"],
    core: ["Project Management", "Agile", "Scrum", "Stakeholder Management", "Jira"],
    extra: ["Program Management", "PMP", "Risk Management", "Microsoft Project", "Confluence", "Budgeting", "Communication", "Kanban", "Team Management"],
    duties: [
      "Plan and run projects across several teams with clear scope, timelines and budgets.",
      "Run sprint ceremonies and remove blockers for the team.",
      "Track risks and dependencies and escalate early.",
      "Report status to clients and leadership honestly and concisely.",
      "Improve delivery practices across the organisation.",
    ],
    remote: 0.15, hybrid: 0.4, pay: 1.3,
  },
  {
    families: ["nursing"], localOnly: true, everywhere: true, team: "Nursing", industries: ["hospitals", "health"],
    roles: ["Staff Nurse", "ICU Nurse", "Clinical Nurse Specialist", "Nursing Officer", "OT Nurse", "Ward Nurse"],
    leadTitles: ["Nursing Superintendent", "Head Nurse", "Nurse Manager"],
    core: ["Patient Care", "Nursing", "Infection Control", "First Aid"],
    extra: ["Electronic Health Records", "Phlebotomy", "Communication", "Teamwork", "Time Management", "Healthcare Administration"],
    duties: [
      "Provide safe, compassionate care to patients across rotating shifts.",
      "Assess patients, give medication as prescribed and keep accurate nursing records.",
      "Follow infection-control and patient-safety protocols at all times.",
      "Educate patients and families on care plans and discharge.",
      "Hand over clearly between shifts and escalate deteriorating patients early.",
      "Work closely with doctors and allied health teams on each patient's plan.",
    ],
    remote: 0.0, hybrid: 0.0, pay: 0.6,
  },
  {
    families: ["healthcare"], localOnly: true, everywhere: true, team: "Allied Health", industries: ["hospitals", "health"],
    roles: ["Medical Officer", "Physiotherapist", "Pharmacist", "Lab Technician", "Dietitian"],
    leadTitles: ["Clinical Operations Manager", "Chief Pharmacist", "Senior Medical Officer"],
    core: ["Patient Care", "Healthcare Administration", "Electronic Health Records"],
    extra: ["Pharmacy", "Physiotherapy", "First Aid", "Infection Control", "Communication", "Teamwork"],
    duties: [
      "See patients in the outpatient department and on the wards, and record findings clearly.",
      "Work with doctors and nurses on treatment plans and discharge.",
      "Keep medicines, equipment and samples handled to hospital protocol.",
      "Explain treatment and follow-up to patients and their families.",
      "Take part in audits, clinical meetings and continuing education.",
    ],
    remote: 0.0, hybrid: 0.0, pay: 0.7,
  },
  {
    families: ["clinical-research"], team: "Healthcare Operations", industries: ["health", "hospitals", "insurance"],
    roles: ["Medical Coder", "Medical Billing Specialist", "Clinical Research Associate", "Pharmacovigilance Associate", "Regulatory Affairs Associate"],
    leadTitles: ["Medical Coding Team Lead", "Clinical Research Manager", "Pharmacovigilance Manager"],
    core: ["Medical Coding", "Medical Billing", "Clinical Research", "Pharmacovigilance", "Regulatory Affairs"],
    extra: ["Electronic Health Records", "Compliance", "Attention to Detail", "Excel", "Healthcare Administration", "Quality Assurance"],
    byRole: {
      // Coding and billing, trials, drug safety and regulatory filings are different desks with their own skills.
      "Medical Coder": {
        core: ["Medical Coding", "Electronic Health Records", "Attention to Detail", "Compliance"],
        extra: ["Medical Billing", "Healthcare Administration", "Quality Assurance", "Excel"],
      },
      "Medical Billing Specialist": {
        core: ["Medical Billing", "Medical Coding", "Electronic Health Records", "Healthcare Administration"],
        extra: ["Compliance", "Attention to Detail", "Excel", "Quality Assurance"],
      },
      "Clinical Research Associate": {
        core: ["Clinical Research", "Compliance", "Quality Assurance", "Attention to Detail"],
        extra: ["Regulatory Affairs", "Pharmacovigilance", "Electronic Health Records", "Excel"],
      },
      "Pharmacovigilance Associate": {
        core: ["Pharmacovigilance", "Compliance", "Attention to Detail", "Regulatory Affairs"],
        extra: ["Clinical Research", "Quality Assurance", "Excel", "Medical Writing"],
      },
      "Regulatory Affairs Associate": {
        core: ["Regulatory Affairs", "Compliance", "Quality Assurance", "Attention to Detail"],
        extra: ["Clinical Research", "Pharmacovigilance", "Excel", "Medical Writing"],
      },
    },
    duties: [
      "Review clinical documentation and assign accurate ICD-10 and CPT codes.",
      "Process claims and follow up on denials with payers.",
      "Monitor trial sites and ensure data quality and GCP compliance.",
      "Record and assess adverse-event reports within regulatory timelines.",
      "Meet quality and productivity targets in an audited environment.",
    ],
    remote: 0.2, hybrid: 0.2, pay: 0.7,
  },
  {
    families: ["teaching", "learning-development"], localOnly: true, everywhere: true, team: "Academics", industries: ["learning", "schools"],
    roles: ["Mathematics Teacher", "Science Teacher", "English Teacher", "Academic Counsellor", "Instructional Designer", "Online Tutor"],
    leadTitles: ["Academic Coordinator", "Head of Curriculum", "Principal"],
    core: ["Teaching", "Lesson Planning", "Classroom Management", "Curriculum Development"],
    extra: ["Instructional Design", "Assessment Design", "Learning Management Systems", "Student Counseling", "Mentoring", "Communication", "Microsoft Office"],
    duties: [
      "Plan and deliver engaging lessons aligned to CBSE, ICSE or state board syllabi.",
      "Design assessments and give students specific, timely feedback.",
      "Track student progress and meet parents regularly.",
      "Create digital learning material for our online platform.",
      "Mentor new teachers and contribute to curriculum reviews.",
    ],
    remote: 0.15, hybrid: 0.05, pay: 0.6,
  },
  {
    families: ["enterprise-applications"], team: "Enterprise Applications", industries: ["consulting", "manufacturing", "software"],
    roles: ["SAP FICO Consultant", "SAP MM Consultant", "SAP SD Consultant", "SAP ABAP Developer", "Salesforce Developer", "ERP Consultant"],
    leadTitles: ["SAP Solution Architect", "ERP Program Lead", "Salesforce Technical Architect"],
    core: ["SAP", "ERP", "SAP FICO", "SAP MM", "SAP SD", "ABAP", "Salesforce"],
    extra: ["SAP HANA", "Apex", "Business Analysis", "SQL", "Stakeholder Management", "Microsoft Dynamics", "Gap Analysis"],
    byRole: {
      // An SAP consultant works in one module; a post for one asks for that module, not every other one.
      "SAP FICO Consultant": { core: ["SAP FICO", "SAP", "SAP HANA", "General Ledger"], extra: ["ERP", "Business Analysis", "Gap Analysis", "Stakeholder Management"] },
      "SAP MM Consultant": { core: ["SAP MM", "SAP", "SAP HANA", "Procurement"], extra: ["ERP", "Inventory Management", "Business Analysis", "Gap Analysis"] },
      "SAP SD Consultant": { core: ["SAP SD", "SAP", "SAP HANA", "ERP"], extra: ["Business Analysis", "Gap Analysis", "Stakeholder Management", "Invoicing"] },
      "SAP ABAP Developer": { core: ["ABAP", "SAP", "SAP HANA", "SQL"], extra: ["SAP UI5", "ERP", "Debugging", "Unit Testing"] },
      "Salesforce Developer": { core: ["Salesforce", "Apex", "SQL", "JavaScript"], extra: ["CRM", "REST APIs", "Git", "Business Analysis"] },
      "ERP Consultant": { core: ["ERP", "Microsoft Dynamics", "Business Analysis", "SAP"], extra: ["Oracle E-Business Suite", "Gap Analysis", "Stakeholder Management", "SQL"] },
    },
    duties: [
      "Lead requirement workshops and map business processes to the ERP.",
      "Configure modules, write functional specs and support custom development.",
      "Run testing cycles, data migration and cut-over for go-lives.",
      "Support users after go-live and fix issues within SLA.",
      "Keep up with S/4HANA and cloud releases and advise clients.",
    ],
    remote: 0.15, hybrid: 0.4, pay: 1.4,
  },
  {
    families: ["it-infrastructure"], team: "IT Infrastructure", industries: ["telecom", "banking", "consulting", "manufacturing"],
    roles: ["Network Engineer", "System Administrator", "IT Support Engineer", "Network Administrator", "Windows Administrator"],
    leadTitles: ["IT Infrastructure Manager", "Network Architect", "Head of IT"],
    core: ["Computer Networking", "Routing and Switching", "TCP/IP", "Linux", "Windows Server"],
    extra: ["CCNA", "Cisco", "Firewalls", "VPN", "Active Directory", "VMware", "DNS", "DHCP", "LAN/WAN", "ITIL", "Technical Support"],
    byRole: {
      // Support desks fix users' machines and accounts; network posts run routers and firewalls; administrators run servers.
      "IT Support Engineer": {
        core: ["Technical Support", "Troubleshooting", "Microsoft Windows", "Active Directory", "Microsoft Office"],
        extra: ["ITIL", "Computer Networking", "LAN/WAN", "DNS", "DHCP", "VPN"],
      },
      "Network Engineer": {
        core: ["Computer Networking", "Routing and Switching", "TCP/IP", "CCNA", "Cisco"],
        extra: ["Firewalls", "VPN", "LAN/WAN", "DNS", "DHCP", "Linux"],
      },
      "Network Administrator": {
        core: ["Computer Networking", "LAN/WAN", "Firewalls", "TCP/IP"],
        extra: ["Cisco", "VPN", "DNS", "DHCP", "Routing and Switching", "Active Directory"],
      },
      "System Administrator": {
        core: ["Linux", "Windows Server", "Active Directory", "VMware"],
        extra: ["DNS", "DHCP", "ITIL", "Technical Support", "Computer Networking", "Microsoft Windows"],
      },
      "Windows Administrator": {
        core: ["Windows Server", "Active Directory", "VMware", "DNS"],
        extra: ["DHCP", "ITIL", "Technical Support", "Troubleshooting", "Microsoft Windows"],
      },
    },
    duties: [
      "Install, configure and maintain routers, switches, firewalls and wireless networks.",
      "Administer servers, Active Directory and backups across offices.",
      "Troubleshoot outages and keep uptime above 99.9%.",
      "Manage vendors, licences and hardware lifecycle.",
      "Document the network and keep security patches current.",
    ],
    remote: 0.05, hybrid: 0.2, pay: 0.9,
  },
  {
    families: ["mechanical-engineering"], localOnly: true, everywhere: true, team: "Engineering and Production", industries: ["manufacturing", "mobility", "energy"],
    roles: ["Mechanical Design Engineer", "Production Engineer", "Quality Engineer", "CAD Engineer", "Maintenance Engineer"],
    leadTitles: ["Mechanical Engineering Manager", "Plant Head", "Lead Design Engineer"],
    core: ["AutoCAD", "SolidWorks", "Quality Control", "Production Planning"],
    extra: ["CATIA", "Creo", "ANSYS", "CNC", "Six Sigma", "Lean Manufacturing", "ISO 9001", "Health and Safety"],
    byRole: {
      // A plant's engineers do different work: maintenance keeps machines running, production runs the lines,
      // quality checks parts, design and CAD engineers draw them. Each asks for its own skills.
      "Maintenance Engineer": {
        core: ["Preventive Maintenance", "Hydraulics", "Pneumatics", "Electrical Maintenance", "PLC"],
        extra: ["Industrial Safety", "Health and Safety", "Welding", "CNC", "Lean Manufacturing", "Six Sigma"],
      },
      "Production Engineer": {
        core: ["Production Planning", "Lean Manufacturing", "Quality Control", "CNC", "Six Sigma"],
        extra: ["Lathe Operation", "Blueprint Reading", "ISO 9001", "SPC", "Fabrication", "Health and Safety", "AutoCAD"],
      },
      "Quality Engineer": {
        core: ["Quality Control", "ISO 9001", "Six Sigma", "SPC", "FMEA"],
        extra: ["Lean Manufacturing", "Production Planning", "Blueprint Reading", "AutoCAD", "Health and Safety"],
      },
      "Mechanical Design Engineer": {
        core: ["AutoCAD", "SolidWorks", "CATIA", "Creo"],
        extra: ["ANSYS", "Blueprint Reading", "FMEA", "Fabrication", "Quality Control"],
      },
      "CAD Engineer": {
        core: ["AutoCAD", "SolidWorks", "CATIA", "Creo"],
        extra: ["ANSYS", "Blueprint Reading", "Fabrication", "Quality Control"],
      },
    },
    duties: [
      "Prepare drawings, 3D models and bills of materials for new parts and fixtures.",
      "Coordinate with vendors and the shop floor on trials and first-article inspection.",
      "Drive quality checks and root-cause analysis on defects and customer complaints.",
      "Plan production and maintenance to hit weekly output targets.",
      "Keep safety and statutory standards in the plant.",
    ],
    remote: 0.0, hybrid: 0.05, pay: 0.8,
  },
  {
    families: ["civil-engineering"], localOnly: true, everywhere: true, team: "Projects and Construction", industries: ["realty", "energy"],
    roles: ["Civil Site Engineer", "Structural Engineer", "Quantity Surveyor", "Planning Engineer", "Billing Engineer"],
    leadTitles: ["Construction Manager", "Lead Project Engineer", "Senior Site Engineer"],
    core: ["AutoCAD", "STAAD Pro", "Quality Control", "Project Management"],
    extra: ["Revit", "Primavera", "Budgeting", "Health and Safety", "Microsoft Project", "Excel"],
    byRole: {
      // Cost work: quantities, rates, bills and contracts rather than design software.
      "Quantity Surveyor": {
        core: ["Quantity Estimation", "Contract Management", "Excel", "AutoCAD"],
        extra: ["Budgeting", "Invoicing", "Project Management", "Primavera", "Microsoft Project"],
      },
      "Billing Engineer": {
        core: ["Quantity Estimation", "Invoicing", "Excel", "AutoCAD"],
        extra: ["Contract Management", "Budgeting", "Project Management", "Quality Control", "Primavera"],
      },
    },
    duties: [
      "Supervise site work against drawings, specifications and the project schedule.",
      "Prepare bar bending schedules, quantities and running-account bills.",
      "Coordinate contractors, consultants and material deliveries on site.",
      "Run quality checks on concrete, steel and finishing works and keep the records.",
      "Keep the site safe: toolbox talks, permits and daily inspections.",
    ],
    remote: 0.0, hybrid: 0.0, pay: 0.8,
  },
  {
    families: ["hospitality"], everywhere: true, team: "Guest Services", industries: ["hotels", "travel"],
    roles: ["Front Office Executive", "Guest Relations Executive", "F&B Service Executive", "Chef de Partie", "Housekeeping Executive"],
    leadTitles: ["Front Office Manager", "F&B Manager", "Restaurant Manager"],
    core: ["Customer Service", "Complaint Resolution", "Communication", "Upselling"],
    extra: ["Event Management", "Teamwork", "POS", "Inventory Management", "Time Management", "Excel"],
    byRole: {
      "Front Office Executive": {
        core: ["Front Office", "Guest Relations", "Customer Service", "Complaint Resolution", "Upselling"],
        extra: ["Opera PMS", "Hotel Reservations", "Communication", "POS", "Teamwork", "Excel"],
      },
      "Guest Relations Executive": {
        core: ["Guest Relations", "Customer Service", "Complaint Resolution", "Upselling", "Front Office"],
        extra: ["Opera PMS", "Hotel Reservations", "Communication", "Event Management", "Teamwork"],
      },
      "F&B Service Executive": {
        core: ["Food and Beverage Service", "Customer Service", "Upselling", "POS"],
        extra: ["Banquet Operations", "Food Safety", "Complaint Resolution", "Communication", "Teamwork", "Event Management"],
        duties: [
          "Serve guests in the restaurant, bar and in-room dining with warmth and pace.",
          "Know the menu well enough to guide guests and upsell the right dishes and drinks.",
          "Set up and run banquets and events with the kitchen and banquet teams.",
          "Keep billing on the POS accurate at every shift close.",
          "Keep the service area clean and to food safety standards.",
        ],
      },
      "Chef de Partie": {
        core: ["Food Preparation", "Food Safety", "HACCP", "Kitchen Management", "Menu Planning"],
        extra: ["Continental Cuisine", "Indian Cuisine", "Bakery and Pastry", "Food Costing", "Inventory Management", "Teamwork", "Time Management"],
        duties: [
          "Run your section of the kitchen through every service, from mise en place to the last plate.",
          "Cook to the chef's recipes and standards, and train the commis chefs of your section.",
          "Keep the section to HACCP and FSSAI standards: temperatures, labelling, cleaning logs.",
          "Order and rotate stock for your section and keep waste low.",
          "Help plan menus, specials and banquet orders with the sous chef.",
        ],
      },
      "Housekeeping Executive": {
        core: ["Housekeeping", "Inventory Management", "Customer Service", "Team Management"],
        extra: ["Opera PMS", "Health and Safety", "Teamwork", "Time Management", "Excel"],
        duties: [
          "Inspect rooms and public areas before they are released to the front office.",
          "Plan the room attendants' sections and shifts, and train new attendants.",
          "Keep linen, amenities and cleaning stock counted and ordered on time.",
          "Follow up guest requests and complaints about rooms until they are closed.",
          "Keep cleaning to the brand's hygiene and safety standards.",
        ],
      },
    },
    duties: [
      "Welcome guests, handle check-in and check-out, and keep the front desk running smoothly.",
      "Resolve guest complaints quickly and follow up until they are happy.",
      "Coordinate with housekeeping, kitchen and engineering so rooms and tables are ready on time.",
      "Upsell room upgrades, dining and spa packages where they help the guest.",
      "Keep billing, cash and the property management system accurate at every shift close.",
    ],
    remote: 0.0, hybrid: 0.0, pay: 0.6,
  },
  {
    families: ["banking"], everywhere: true, team: "Retail Banking", industries: ["banking", "fintech"],
    roles: ["Relationship Manager", "Personal Banker", "Loan Officer", "Branch Operations Executive", "Credit Officer"],
    leadTitles: ["Branch Manager", "Credit Manager", "Head of Retail Banking"],
    core: ["Banking", "Client Relationship Management", "Compliance", "Upselling"],
    extra: ["Credit Analysis", "Risk Management", "Financial Analysis", "CRM", "Customer Service", "Excel", "Sales"],
    byRole: {
      // A branch's desks: relationship and sales, lending and credit, and operations (which handles trade finance).
      "Relationship Manager": { core: ["Client Relationship Management", "Banking", "Upselling", "Sales"], extra: ["Portfolio Management", "CRM", "Customer Service", "Compliance"] },
      "Personal Banker": { core: ["Banking", "Customer Service", "Upselling", "Compliance"], extra: ["Client Relationship Management", "CRM", "Sales", "Excel"] },
      "Loan Officer": { core: ["Credit Analysis", "Banking", "Sales", "Compliance"], extra: ["Risk Management", "Financial Analysis", "Customer Service", "CRM"] },
      "Credit Officer": { core: ["Credit Analysis", "Risk Management", "Financial Analysis", "Banking"], extra: ["Compliance", "Excel", "Auditing"] },
      "Branch Operations Executive": { core: ["Banking", "Compliance", "Customer Service", "Auditing"], extra: ["Excel", "Trade Finance", "Foreign Exchange", "Core Banking", "Client Relationship Management", "Risk Management"] },
    },
    duties: [
      "Grow and look after a book of retail and small-business customers.",
      "Open accounts with complete KYC and keep every file audit-ready.",
      "Assess loan applications, collect documents and follow them through to disbursal.",
      "Cross-sell deposits, insurance and investment products where they fit the customer.",
      "Meet monthly targets for new accounts, balances and cross-sell while keeping complaints low.",
    ],
    remote: 0.0, hybrid: 0.1, pay: 0.8,
  },
];
