/**
 * Builds server/data/skills-taxonomy.json (`npm run taxonomy:build`).
 *
 * Sources:
 *  - O*NET 28.2 Technology Skills (../shared/data/onet/technology-skills.tsv): every Hot Technology or
 *    In Demand example plus every example listed for at least 3 occupations. Generic category rows
 *    ("Spreadsheet software") are dropped unless they carry an acronym ("Customer relationship
 *    management CRM software" becomes "CRM").
 *  - The curated list below: canonical names for the common technologies with their aliases, and the
 *    non-technical skills O*NET does not list (marketing, sales, finance, HR, design, healthcare,
 *    education, operations, hospitality and the kitchen, trades, customer support, soft skills).
 *
 * Curated entry syntax: "Canonical: alias, alias". A term prefixed with `~` only matches as a
 * standalone item of a list ("Python, R, SQL"); a term prefixed with `^` only matches when written
 * with a capital letter outside lists ("Excel" but not "excel in"). Prefixing the canonical name
 * itself ("~Go: golang") restricts the bare name while the aliases stay free.
 *
 * Output is deterministic: skills sorted by name, aliases sorted, no timestamps.
 * This product includes information from O*NET 28.2 by the U.S. Department of Labor, Employment and
 * Training Administration (USDOL/ETA), used under the CC BY 4.0 license.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const TAXONOMY_VERSION = "2025.1";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dataRoot = path.resolve(repoRoot, "../shared/data");
// SKILLS_TAXONOMY_OUT writes elsewhere: the drift test rebuilds into a temporary file and compares.
const outFile = process.env.SKILLS_TAXONOMY_OUT ?? path.join(repoRoot, "server/data/skills-taxonomy.json");

const CURATED: Record<string, string[]> = {
  programming: [
    "JavaScript: js, java script, javascript es6, es6, ecmascript, vanilla js",
    "TypeScript",
    "Python: python3, python 3, python2",
    "Java: core java, java se, java 8, advanced java, java programming",
    // Not "JEE" alone: on Indian resumes it is the engineering entrance exam ("JEE Main", "Physics Faculty - JEE").
    "J2EE: java ee, java 2 platform enterprise edition, jakarta ee",
    "~C: c language, c programming, ansi c, embedded c",
    "C++: cpp, c plus plus",
    "C#: c sharp, csharp",
    "~Go: golang, go language, go lang, go programming",
    "~R: r programming, r language, rstudio, r studio",
    "Rust: ~Rust, rust lang, rustlang",
    "Kotlin",
    // List-only: capitalised "Swift" is also a common company name ("Swift Freight Pvt Ltd").
    "~Swift: swift programming, swift language, swiftui, swift 5",
    "Objective-C: objective c, objc",
    "PHP",
    "^Ruby: ruby programming",
    "Ruby on Rails: rails, ror",
    "Perl",
    "Scala",
    "~Dart: dart programming",
    "MATLAB: matlab, the mathworks matlab",
    "Bash: bash scripting, ^Bash",
    "Shell Scripting: shell script, unix shell, shell scripts, unix shell scripting, linux shell scripting, ksh, kornshell",
    "PowerShell: power shell, powershell scripting, microsoft powershell",
    "VBA: excel vba, visual basic for applications, macros vba",
    "Visual Basic: vb, vb6, visual basic 6",
    "VBScript: vb script, vb scripting, vbs",
    "VB.NET: vb net, visual basic .net",
    "COBOL",
    "ABAP: sap abap, abap/4",
    "Apex: salesforce apex, ~Apex",
    "Groovy",
    "Haskell",
    "~Julia: julia language",
    "Lua",
    "Fortran",
    "Assembly Language: assembly, assembly programming, 8085, 8086",
    "Verilog: verilog hdl",
    "VHDL",
    "Solidity",
    "SQL: structured query language, sql queries, sql programming",
    "PL/SQL: plsql, pl sql, pl-sql, oracle pl/sql",
    "T-SQL: transact-sql, tsql",
    "HTML: html5, html 5, hypertext markup language",
    "CSS: css3, css 3, cascading style sheets",
    "XML: extensible markup language",
    "JSON: javascript object notation",
    "YAML",
  ],
  frameworks: [
    "^React: reactjs, react.js, react js, react 18",
    "React Native: react-native",
    "Redux: redux toolkit",
    "Next.js: nextjs, next js",
    "^Angular: angular 2, angular2, angular 8, google angular",
    "AngularJS: angular js, angular.js",
    "Vue.js: vue, vuejs, vue js",
    "Svelte",
    "^Node.js: nodejs, node js, ^Node",
    "Express.js: expressjs, express js, ~Express",
    "NestJS: nest js, nest.js",
    "jQuery: jquery",
    "Bootstrap: twitter bootstrap",
    "Tailwind CSS: tailwind, tailwindcss",
    "Django: django rest framework, drf",
    "^Flask",
    "FastAPI: fast api",
    "Spring Framework: spring mvc, spring core, springs, ~Spring",
    "Spring Boot: springboot, spring-boot",
    "Hibernate: hibernate orm",
    "Struts: apache struts, struts 2",
    "JSP: java server pages, javaserver pages, oracle javaserver pages jsp",
    "Servlets: java servlets, servlet, java servlet",
    "JDBC: oracle jdbc",
    ".NET: dotnet, dot net, .net framework, microsoft .net framework, .net core, asp.net core",
    "ASP.NET: asp net, asp.net mvc, microsoft asp.net, asp",
    "Entity Framework",
    "WPF",
    "Laravel",
    "CodeIgniter",
    "Ruby Gems: rubygems",
    "Flutter",
    "Android: android development, android sdk, google android",
    "iOS: ios development, apple ios",
    "TensorFlow: tensor flow",
    "PyTorch",
    "Keras",
    "scikit-learn: sklearn, scikit learn",
    "Pandas",
    "NumPy",
    "Matplotlib",
    "OpenCV: open cv",
    "NLTK",
    "spaCy",
    "Hugging Face: huggingface, transformers library",
    "LangChain",
    "GraphQL",
    "REST APIs: rest api, restful api, restful apis, ^REST, restful, restful web services, rest web services, web api, restful services",
    "SOAP: soap web services",
    "Microservices: microservice, micro services, microservices architecture",
    "JUnit",
    "TestNG",
    "Mockito",
    "Jest",
    "Cypress",
    "Selenium: selenium webdriver, selenium web driver, webdriver, selenium ide, selenium grid",
    "Cucumber: bdd cucumber",
    "Appium",
    "Playwright",
    "Postman",
    "SoapUI: soap ui",
    "JMeter: apache jmeter",
    "LoadRunner: hp loadrunner, hewlett packard loadrunner",
    "QTP: quicktest professional, hp qtp",
    "UFT: hp uft, unified functional testing",
    "HP ALM: alm, hp quality center, quality center, hp-alm",
    "Tosca: tricentis tosca",
    "Oracle ADF: adf",
    "Apache Kafka: kafka",
    "MuleSoft: mule esb, mulesoft anypoint, anypoint platform",
    "Apache Spark: ^Spark, pyspark, spark sql",
    "Hadoop: apache hadoop, hdfs, mapreduce, map reduce, aws emr, amazon emr, elastic mapreduce",
    "Apache Hive: ^Hive, hiveql",
    "Apache Pig: ~pig",
    "Airflow: apache airflow",
    "Apache Tomcat: tomcat",
    "WebLogic: weblogic server, oracle weblogic, oracle weblogic server, web logic",
    "WebSphere: ibm websphere, websphere mq",
    "JBoss: wildfly, red hat wildfly",
    "Maven: apache maven",
    "Gradle",
    "Ant: apache ant, ~Ant",
    "Webpack",
  ],
  data: [
    "Oracle Database: oracle db, oracle 10g, oracle 11g, oracle 12c, oracle rdbms, ~Oracle",
    "MySQL: my sql",
    "PostgreSQL: postgres, postgre sql, psql",
    "SQL Server: ms sql server, mssql, ms sql, microsoft sql server, sql server 2012, sql server 2008",
    "MongoDB: mongo db, mongo",
    "Redis",
    "Cassandra: apache cassandra",
    "DynamoDB: amazon dynamodb",
    "Elasticsearch: elastic search, elk, elk stack",
    "Kibana",
    "Logstash",
    "SQLite",
    "MariaDB: maria db, maria-db",
    "IBM Db2: db2, ibm db2",
    "Teradata: teradata database",
    "Snowflake: ~Snowflake, snowflake data warehouse",
    "Amazon Redshift: redshift",
    "BigQuery: google bigquery, big query",
    "Firebase",
    "NoSQL: no sql",
    "RDBMS: relational databases, relational database",
    "DBMS: database management systems",
    "Data Structures: data structure, data structures and algorithms, dsa",
    "Algorithms",
    "ETL: extract transform load, etl tools",
    "Informatica: informatica powercenter, informatica software",
    "SSIS: sql server integration services, microsoft sql server integration services ssis",
    "SSRS: sql server reporting services, microsoft sql server reporting services ssrs",
    "SSAS",
    "Data Warehousing: data warehouse, dwh",
    "Data Modeling: data modelling",
    "Data Analysis: data analytics, analyzing data, analysing data, data analyst skills",
    "Data Visualization: data visualisation",
    "Data Mining",
    "Data Science",
    "Big Data",
    "Statistics: statistical analysis, statistical modelling, statistical modeling",
    "Machine Learning: ^ML, machine-learning",
    "Deep Learning: deep-learning, neural networks, neural network, cnn, rnn, lstm",
    "Natural Language Processing: nlp",
    "Computer Vision",
    "Generative AI: genai, gen ai, llm, llms, large language models, prompt engineering",
    "Artificial Intelligence: ^AI",
    "Predictive Modeling: predictive modelling, predictive analytics",
    "Sentiment Analysis: sentimental analysis",
    "Tableau",
    "Power BI: powerbi, microsoft power bi, power-bi",
    "QlikView: qlik, qlik sense, qlik tech qlikview",
    "Looker",
    "SAS: sas programming, base sas",
    "SPSS: ibm spss, ibm spss statistics",
    "Stata: statacorp stata",
    "Jupyter Notebook: jupyter, jupyter notebooks",
    "Alteryx: alteryx software",
    "Crystal Reports: crystal report, sap crystal reports",
    "Business Intelligence: ^BI",
    "Databricks",
  ],
  cloud_devops: [
    "AWS: amazon web services, amazon web services aws software, aws cloud",
    "Amazon EC2: ec2, amazon elastic compute cloud ec2",
    "Amazon S3: s3, amazon simple storage service s3",
    "AWS Lambda: ~lambda",
    "AWS CloudFormation: cloudformation, amazon web services aws cloudformation",
    "Microsoft Azure: azure, azure cloud, microsoft azure software",
    "Google Cloud Platform: gcp, google cloud",
    "Docker: docker compose, containerization",
    "Kubernetes: k8s, kube, kubectl",
    "OpenShift: red hat openshift",
    "Terraform: ibm terraform, hashicorp terraform",
    "Ansible: ansible software",
    "~Chef: chef automation",
    "~Puppet: puppet automation",
    "Jenkins: jenkins ci, jenkins pipeline, hudson",
    "CI/CD: ci cd, cicd, continuous integration, continuous delivery, continuous deployment",
    "DevOps: dev ops",
    "Git: git scm",
    "GitHub: github actions",
    "GitLab: gitlab ci",
    "Bitbucket: atlassian bitbucket",
    "Subversion: svn, apache subversion, tortoise svn, tortoisesvn",
    "Perforce",
    "Nagios",
    "Splunk: splunk enterprise",
    "Prometheus",
    "Grafana",
    "Datadog",
    "Linux: redhat linux, red hat linux, rhel, red hat enterprise linux, centos, ubuntu linux",
    "Ubuntu",
    "Unix: unix systems, solaris, hp-ux, aix",
    "Windows Server: microsoft windows server, windows server 2012, windows server 2008",
    "Microsoft Windows: ^Windows, windows xp, windows 7, windows 10",
    "macOS: mac os, apple macos, os x",
    "VMware: vmware vsphere, esxi, vsphere",
    "Virtualization: virtual box, virtualbox, kvm, hyper-v",
    "Nginx",
    "Apache HTTP Server: apache web server, apache http",
    "Active Directory: microsoft active directory, ad ds",
    "ServiceNow: service now",
    "ITIL: itil foundation, itil v3",
    "Incident Management",
    "Change Management: change management process",
    "PuTTY: putty",
    "WinSCP",
  ],
  networking_security: [
    "Computer Networking: networking, network administration, computer networks",
    "TCP/IP: tcp ip, tcp",
    "DNS",
    "DHCP",
    "LAN/WAN: lan, wan, lan wan",
    "VLAN",
    // "Routing" alone is also a plant's (SAP PP: "BOM, Routing, Work Centers"); networks write "Routing & Switching".
    "Routing and Switching: routing & switching, routing protocols, switching, routers, switches",
    "OSPF",
    "BGP",
    "EIGRP",
    "MPLS",
    "VPN: ipsec, l2vpn, l3vpn",
    "Firewalls: firewall, firewall configuration",
    "CCNA",
    "CCNP",
    "Cisco: cisco ios, cisco routers",
    "Wireshark",
    "Cybersecurity: cyber security, information security, infosec, network security",
    "Penetration Testing: pen testing, pentesting, ethical hacking, vapt",
    "SIEM",
    "Identity and Access Management: iam",
  ],
  enterprise: [
    "SAP: sap software, sap erp, sap ecc, sap r/3",
    "SAP FICO: sap fi, sap co, sap fi/co, sap fi co, fi/co",
    "SAP MM: sap materials management",
    "SAP SD: sap sales and distribution",
    "SAP PP: sap production planning",
    "SAP QM: sap quality management",
    "SAP PM: sap plant maintenance",
    "SAP WM: sap warehouse management",
    "SAP EWM: sap extended warehouse management",
    "SAP HANA: hana, s/4hana, s4hana, sap s/4hana",
    "SAP HR: sap hcm",
    "SAP BW",
    "SAP Basis: sap basis administration, sap netweaver administration",
    "SAP Security: sap grc, grc",
    "SAP UI5: sapui5, openui5",
    "Oracle E-Business Suite: oracle ebs, oracle apps, oracle applications, oracle e-business suite financials",
    "Oracle PeopleSoft: peoplesoft",
    "IBM Maximo: maximo",
    "Oracle Hyperion: hyperion",
    "Salesforce: salesforce crm, sfdc, salesforce software, salesforce.com salesforce crm",
    "Microsoft Dynamics: dynamics 365, ms dynamics, dynamics crm",
    "Workday: workday software, workday hcm",
    "ERP: enterprise resource planning, erp systems",
    "CRM: customer relationship management, crm software",
    "HubSpot: hubspot software, hubspot crm",
    "Zoho: zoho crm, zoho books",
    "Mainframe: mainframes, z/os, jcl, cics",
    "Blue Prism",
    "UiPath: ui path",
    "Automation Anywhere",
    "Robotic Process Automation: rpa",
    "Oracle Flexcube: flexcube",
  ],
  tools: [
    "Excel: ms excel, microsoft excel, ^Excel, advanced excel, excel sheets, spreadsheets",
    "Microsoft Word: ms word, ~Word",
    "PowerPoint: ms powerpoint, microsoft powerpoint, power point, ppt",
    "Microsoft Office: ms office, ms-office, office 365, microsoft 365, microsoft office software, ms office suite",
    "Outlook: ms outlook, microsoft outlook, ^Outlook",
    "Microsoft Access: ms access, ~Access",
    "Microsoft Project: ms project",
    "Microsoft Visio: visio, ms visio",
    "SharePoint: microsoft sharepoint, ms sharepoint",
    "Microsoft Teams: ms teams, ~Teams",
    "Google Workspace: g suite, gsuite, google workspace software",
    "Jira: atlassian jira, jira software",
    "Confluence: atlassian confluence",
    "Trello",
    "Asana",
    "Notion",
    "~Slack",
    "Visual Studio: microsoft visual studio, ms visual studio",
    "VS Code: visual studio code, vscode",
    "Eclipse: eclipse ide",
    "IntelliJ IDEA: intellij",
    "NetBeans: net beans",
    "PyCharm",
    "Android Studio",
    "Xcode",
    "TOAD: toad for oracle",
    "SQL Developer: oracle sql developer",
    "AutoCAD: autodesk autocad, auto cad",
    "SolidWorks: solid works, dassault systemes solidworks",
    "CATIA: dassault systemes catia",
    "Revit: autodesk revit",
    "STAAD Pro: staad, staad.pro",
    "ANSYS",
    "Creo: ptc creo, ptc creo parametric, pro/e, pro engineer",
    "SketchUp: trimble sketchup pro",
    "Primavera: oracle primavera, primavera p6",
    "ArcGIS: esri arcgis, esri arcgis software",
    "LabVIEW: national instruments labview",
    "Minitab",
    "Tally: tally erp, tally erp 9, tally.erp 9, tally prime, tallyprime",
    "QuickBooks: intuit quickbooks, quick books",
    "Busy Accounting: busy software",
    "Zoom: ~Zoom",
  ],
  design: [
    "Adobe Photoshop: photoshop, adobe photoshop cc",
    "Adobe Illustrator: illustrator",
    "Adobe InDesign: indesign",
    "Adobe XD",
    "Adobe Premiere Pro: premiere pro",
    "Adobe After Effects: after effects",
    "Adobe Creative Suite: adobe creative cloud, adobe creative cloud software, creative suite",
    "CorelDRAW: corel draw, corel coreldraw graphics suite",
    "Figma",
    "Sketch: ~Sketch",
    "Canva",
    "Blender",
    "Autodesk Maya: ~Maya",
    "Final Cut Pro: apple final cut pro",
    // List-only "UI": in prose it is part of another name ("Coded UI", "UI side", "UI5").
    "UI Design: ~UI, user interface design, ui/ux design",
    "UX Design: ^UX, user experience, user experience design, ui/ux, ux research, user research",
    "Wireframing: wireframes, prototyping",
    "Graphic Design: graphic designing, visual design",
    "Typography",
    "Branding: brand identity, brand design",
    "Motion Graphics",
    "Video Editing",
    "Interior Design",
    "Web Design: web designing",
    "Design Thinking",
  ],
  marketing: [
    "Digital Marketing: online marketing, internet marketing",
    "Performance Marketing: paid marketing, paid media, paid acquisition, growth marketing",
    "Search Engine Optimization: seo, on-page seo, off-page seo, technical seo",
    "Search Engine Marketing: sem, paid search",
    "Pay-Per-Click Advertising: ppc, pay per click",
    "Google Ads: google adwords, adwords",
    "Meta Ads: facebook ads, facebook advertising, instagram ads, meta ads manager, facebook ads manager",
    "LinkedIn Ads",
    "Google Analytics: ga4, google analytics 4, universal analytics",
    "Google Tag Manager: gtm",
    "Google Search Console: search console",
    "Social Media Marketing: smm, social media management, social media",
    "Content Marketing",
    "Content Writing: copywriting, copy writing, content creation",
    "Email Marketing: mailchimp, email campaigns",
    "Marketing Automation: marketo, marketo marketing automation, pardot, eloqua, oracle eloqua",
    "Affiliate Marketing",
    "Influencer Marketing",
    "Brand Management: brand marketing",
    "Market Research: market analysis, consumer research",
    "Campaign Management: campaign planning",
    "Conversion Rate Optimization: cro",
    "A/B Testing: ab testing, split testing",
    "Marketing Strategy",
    "Product Marketing",
    "Public Relations",
    "Event Management: event planning",
    "Semrush",
    "Ahrefs",
  ],
  sales: [
    "Sales: direct sales, field sales",
    "B2B Sales: b2b",
    "B2C Sales: b2c",
    "Business Development",
    "Lead Generation: lead gen",
    "Cold Calling",
    "Key Account Management: account management, kam",
    "Client Relationship Management: client relationship, client relations, relationship management",
    "Negotiation: negotiation skills",
    "Sales Forecasting",
    "Channel Sales: channel management, distributor management, dealer management",
    "Inside Sales: telesales, tele sales, telecalling, tele calling",
    "Pre-Sales: presales",
    "Retail Sales",
    "Merchandising: visual merchandising",
    "Territory Management",
    "Sales Management",
    "Customer Acquisition",
    "Upselling: cross-selling, cross selling",
  ],
  finance: [
    "Accounting: accountancy",
    "Bookkeeping: book keeping",
    "Financial Analysis: financial analyst skills",
    "Financial Modeling: financial modelling",
    "Financial Reporting: financial statements, mis reporting, mis reports",
    "Budgeting: budget planning, budget management",
    "Forecasting",
    "Auditing: audit, internal audit, statutory audit, external audit",
    "Taxation: tax, income tax, direct tax, indirect tax, tax filing, itr filing",
    "GST: goods and services tax, gst filing, gst returns",
    "TDS: tds returns",
    "Accounts Payable",
    "Accounts Receivable",
    "General Ledger: new gl",
    "Bank Reconciliation: reconciliation, reconciliations, brs",
    "Payroll: payroll processing, payroll management",
    "Cost Accounting: costing",
    "IFRS: ind as",
    "GAAP: us gaap",
    "Investment Banking",
    "Equity Research",
    "Risk Management: risk analysis, credit risk, market risk",
    "Credit Analysis: credit appraisal, credit underwriting",
    "Treasury: treasury management",
    "Banking: retail banking, corporate banking",
    "Valuation: business valuation, dcf",
    "Portfolio Management: wealth management",
    "Compliance: regulatory compliance, kyc, aml, anti money laundering",
    "Financial Planning: fp&a",
    "Chartered Accountancy: chartered accountant",
    "Bloomberg Terminal: bloomberg",
    "Invoicing: billing",
    "Trade Finance: letters of credit, letter of credit, bank guarantees, export finance, import finance, ucp 600",
    "Foreign Exchange: forex, foreign exchange operations, inward remittances, outward remittances, remittances, fema",
    "Core Banking: finacle, flexcube, oracle flexcube, tcs bancs, core banking system",
    // A lender's collections desk ("Recovery" alone only as an item of a skills list; "Collections" alone is also Java's).
    "Debt Collection: debt recovery, loan recovery, npa management, delinquency management, recovery management, collections management, sarfaesi, ~Recovery",
  ],
  hr: [
    "Recruitment: recruiting, talent acquisition, hiring, sourcing, headhunting, end to end recruitment",
    "Onboarding: employee onboarding, induction",
    "Employee Relations: employee engagement",
    "Performance Management: performance appraisal, appraisals, kra",
    "Compensation and Benefits: c&b, compensation, benefits administration",
    "HR Operations: hr ops, hr administration",
    "HRMS: hris, human resource management software hrms, hr software",
    "Training and Development: l&d, learning and development",
    "Talent Management: succession planning",
    "Labour Law Compliance: labour laws, labor law, statutory compliance, esic",
    "HR Policies: policy formulation",
    "Human Resources: ^HR, human resource management, hrm",
    "Naukri RMS: naukri",
    "Interviewing: interview coordination",
    "Exit Interviews: exit formalities",
  ],
  healthcare: [
    "Patient Care: patient management, patient handling",
    "Nursing: registered nurse, gnm, anm, bsc nursing",
    "Clinical Research: clinical trials, gcp guidelines, ich gcp, ich-gcp, good clinical practice",
    "Pharmacovigilance: drug safety",
    "Medical Coding: icd-10, icd 10, cpt coding, hcpcs, healthcare common procedure coding system hcpcs",
    "Medical Billing",
    "Electronic Health Records: ehr, emr, electronic medical record emr software, epic systems, epic ehr",
    "Phlebotomy",
    "First Aid: cpr, bls, basic life support, acls",
    "Diagnosis: clinical diagnosis",
    "Pharmacy: dispensing",
    "Medical Transcription",
    "Medical Writing: regulatory writing, scientific writing, clinical study reports, protocol writing",
    "Physiotherapy: physical therapy",
    "Healthcare Administration: hospital administration, hospital management",
    "Infection Control",
    "Laboratory Techniques: lab techniques, pcr, elisa",
    "Regulatory Affairs",
    // Nursing and allied-health skills as resumes list them; the names are the job-match vocabulary's
    // (server/src/engines/job-match/vocabulary.ts), so a resume and a job description name them alike.
    "IV Therapy: iv cannulation, cannulation, intravenous therapy, iv fluids",
    "Wound Care: wound dressing, wound management",
    "Vital Signs Monitoring: vital signs, vitals monitoring",
    "Medication Administration: drug administration, medicine administration",
    "Critical Care: icu care, intensive care, critical care nursing",
    "Ventilator Management: mechanical ventilation, ventilator care",
    "Dialysis: haemodialysis, hemodialysis",
    "Medical Records: nursing documentation, patient records, medical documentation",
    "Paediatric Nursing: pediatric nursing, paediatric care, pediatric care",
    "Immunisation: immunization, vaccination",
    "Patient Counselling: patient counseling, patient education",
    "Clinical Nutrition: diet planning, therapeutic diets, nutrition counselling, nutrition assessment",
    "Manual Therapy",
    "Electrotherapy",
    "Exercise Therapy: therapeutic exercise",
    "Sports Rehabilitation: sports rehab, sports physiotherapy",
    "NABH: nabh accreditation, ^NABH",
  ],
  education: [
    "Teaching: teacher, tutoring, classroom teaching",
    "Lesson Planning: lesson plans",
    "Curriculum Development: curriculum design",
    "Classroom Management",
    "Instructional Design: e-learning, elearning, articulate storyline",
    "Learning Management Systems: lms, moodle, blackboard, google classroom, learning management system lms",
    "Student Counseling: counselling, student counselling, career counselling",
    "Assessment Design",
    "Academic Research: research paper, research publications",
    "Mentoring: coaching",
  ],
  operations: [
    "Supply Chain Management: supply chain, scm",
    "Logistics: logistics management, shipping, freight",
    "Inventory Management: inventory control, stock management, storekeeping, store management, stores management, stock audit, stock audits, stock verification, physical stock verification, cycle counting, cycle count",
    "Procurement: purchasing, purchase, sourcing management, strategic sourcing, global sourcing, material sourcing, vendor management, vendor development",
    "Warehouse Management: warehousing, wms, warehouse management system wms",
    "Demand Planning: demand forecasting",
    "Production Planning: production planning and control",
    "Quality Control: qc, quality inspection",
    "Quality Assurance: qa, quality management",
    "Six Sigma: lean six sigma, six sigma green belt, six sigma black belt",
    "Lean Manufacturing: ~lean, kaizen, 5s, tpm",
    "ISO 9001: iso standards, iso 9001:2015",
    "Project Management: project planning, project coordination, project execution",
    "Program Management",
    "Product Management: product roadmap, product strategy",
    "Agile: agile methodology, agile methodologies, agile scrum",
    "Scrum: scrum master, sprint planning",
    "Kanban",
    "Waterfall: waterfall model",
    "PMP: pmp certified",
    "Operations Management",
    "Process Improvement: process optimization, process optimisation",
    "Business Analysis: business analyst, requirement gathering, requirements gathering, brd, frd",
    "Gap Analysis",
    "Stakeholder Management",
    "Team Management: team handling, people management, team lead, team leading",
    "Facility Management: facilities management, admin management",
    "Fleet Management",
    "Import Export: exim, export documentation, import documentation",
    "Health and Safety: hse, ehs, occupational safety",
    "Non-Destructive Testing: ndt, non destructive testing",
    // Construction cost work, named as the job-match vocabulary names it.
    "Quantity Estimation: quantity surveying, boq, bill of quantities, rate analysis, quantity estimates",
    "Contract Management: contracts management, contract administration",
    // O*NET's "Computer numerical control CNC software" joins this entry, with the spellings machinists use.
    "CNC: cnc programming, cnc machining, cnc operation, g-code, g code, vmc programming, computer numerical control",
  ],
  hospitality: [
    "Food Preparation: food production, mise en place, food prep",
    "Food Safety: food hygiene, kitchen hygiene, fssai, food safety standards",
    "HACCP: hazard analysis and critical control points, haccp standards",
    "Continental Cuisine: continental cooking, european cuisine",
    "Indian Cuisine: north indian cuisine, south indian cuisine, mughlai cuisine, tandoor, tandoori",
    "Bakery and Pastry: bakery, baking, pastry, patisserie",
    "Menu Planning: menu design, menu engineering",
    "Food Costing: food cost control, recipe costing",
    "Kitchen Management: kitchen operations",
    "Food and Beverage Service: f&b service, food & beverage service, f&b operations",
    "Banquet Operations: banquets, banqueting, banquet management",
    "Bartending: mixology, bar operations",
    "Front Office: front office operations, front desk",
    "Opera PMS: oracle opera, opera property management, fidelio, ~Opera",
    "Guest Relations: guest service, guest services, guest handling, guest experience",
    "Hotel Reservations: reservations, room reservations, reservation management",
    "Housekeeping: housekeeping operations, room inspection, laundry management",
    "Hospitality Management: hospitality operations, ~Hospitality",
  ],
  trades: [
    "Welding: arc welding, mig welding, tig welding, gas welding, smaw, gtaw",
    "Electrical Wiring: ~wiring, house wiring, electrical installation, electrical installations",
    "Electrical Maintenance: electrical troubleshooting, panel maintenance",
    "Preventive Maintenance: breakdown maintenance, predictive maintenance, planned maintenance",
    "Hydraulics: hydraulic systems",
    "Pneumatics: pneumatic systems",
    "Lathe Operation: lathe, turning operations, ~Lathe",
    "Fabrication: metal fabrication, sheet metal fabrication, steel fabrication",
    "Blueprint Reading: reading engineering drawings, drawing reading, technical drawings",
    "Plumbing: pipe fitting, pipefitting",
    "HVAC: air conditioning, hvac maintenance, refrigeration and air conditioning, ac servicing",
    "Carpentry: woodwork, joinery",
    "Motor Rewinding: rewinding",
    "Industrial Safety: safety procedures, lockout tagout, loto",
  ],
  customer_support: [
    "Customer Service: customer support, customer care, customer handling, client servicing",
    "Technical Support: tech support, it support, helpdesk, help desk, service desk, desktop support",
    "Customer Success",
    "Customer Satisfaction: csat, nps",
    "Call Handling: inbound calls, outbound calls, call center, call centre, bpo",
    "Complaint Resolution: escalation handling, escalations, grievance handling",
    "Zendesk",
    "Freshdesk",
    "Ticketing Systems: ticketing tools, ticketing",
    "Chat Support: email support, non-voice, voice process",
  ],
  software_practice: [
    "Software Development: software engineering, application development, software development life cycle, sdlc",
    "Web Development: web developer, front end development, frontend development, back end development, backend development, full stack development, full stack, mern, mean stack",
    "Object-Oriented Programming: oop, oops, object oriented programming, ood",
    "Design Patterns",
    "System Design: software architecture, solution architecture",
    "Unit Testing",
    "Software Testing: testing, manual testing, qa testing",
    "Test Automation: automation testing, automated testing, test automation framework",
    "Functional Testing",
    "Regression Testing",
    "Integration Testing",
    "Performance Testing: load testing, stress testing",
    "API Testing",
    "STLC: software testing life cycle",
    "Test-Driven Development: tdd",
    "Behavior-Driven Development: bdd",
    "Embedded Systems: embedded, microcontrollers, arduino, raspberry pi",
    "Internet of Things: iot",
    // List-only "cloud": in prose it names products and companies ("Marketing Cloud", "Cloud Lending Solutions").
    "Cloud Computing: ~cloud, cloud technologies, cloud platforms, cloud services, cloud infrastructure",
    "Blockchain",
    "Web Services: webservices, web service",
    "AJAX",
    "Socket Programming",
    "Multithreading: multi-threading, concurrency",
    "Linux Administration: linux admin, system administration, sysadmin",
    "Database Administration: dba",
    "Debugging",
    // Fixing a user's PC or a network is not debugging code: its own skill.
    "Troubleshooting: troubleshoot, troubleshooting skills",
    "Code Review: code reviews",
    "Technical Documentation: technical writing",
    "UML: unified modeling language",
  ],
  soft_skills: [
    "Communication: communication skills, verbal communication, written communication, good communication skills, excellent communication skills, interpersonal skills",
    "Leadership: leadership skills, team leadership",
    "Teamwork: team player, team work, collaboration",
    "Problem Solving: problem-solving, problem solving skills",
    "Critical Thinking: analytical skills, analytical thinking",
    "Time Management: time management skills",
    "Presentation Skills: public speaking, presentations",
    "Adaptability: flexibility",
    "Attention to Detail: detail oriented, detail-oriented",
    "Decision Making",
    "Creativity: creative thinking",
    "Conflict Resolution",
    "Multitasking: multi-tasking",
    "Work Ethic: hard working, hardworking, hard-working",
    "Self-Motivated: self motivated, self-starter",
    "Emotional Intelligence",
  ],
};

/** O*NET vendor prefixes we may drop to get the name people write on resumes. */
const VENDORS = [
  "The MathWorks", "MathWorks", "Microsoft", "Oracle", "Adobe", "Apache", "Amazon Web Services", "Amazon", "Google", "IBM",
  "Atlassian", "Autodesk", "Intuit", "SAP", "Dassault Systemes", "Bentley", "Trimble", "Red Hat", "Apple", "Cisco",
  "Eclipse", "ESRI", "Corel", "StataCorp", "Qlik Tech", "National Instruments", "PTC", "Wolfram Research", "Hewlett Packard",
  "LogMeIn", "Sun Microsystems", "McNeel", "Siemens", "Quest", "Blackbaud", "Sage", "Mozilla", "Salesforce",
];

/** Common English words that must not match free text when they are a whole skill name. */
const COMMON_WORDS = new Set(
  ("access word project teams outlook publisher notes dynamics windows office exchange drive docs sheets slides sites meet " +
    "classroom forms keynote pages numbers domino analytics ads maya maple loom blink seesaw eko padlet quicken delphi " +
    "chef puppet swift ruby bash zoom slack ada prolog twitter go r c express spring sketch snowflake dart julia rust " +
    "lambda ant pig hive spark lean shell apex forge octopus nexus evernote skype dropbox facebook instagram linkedin youtube " +
    "tiktok pinterest whatsapp vision jam flipgrid nearpod schoology groupme airtable blackboard moodle").split(" "),
);

/** Words that only describe a product; a vendor-less name made only of them ("Application Server") is too vague. */
const GENERIC_WORDS = new Set(
  ("application applications server business objects one intelligence suite enterprise edition data management office " +
    "project center cloud analytics manager studio services service software system systems platform professional pro " +
    "online web desktop reports report designer builder framework tools portal database express standard").split(" "),
);

/**
 * Phrases that contain a skill's spelling but are not that skill: an engineering branch ("Electronics and
 * Communication"), a degree ("B.Com" is not COM), SAP's "Batch Data Communication". The extractor
 * consumes them without reporting a skill.
 */
const NOT_SKILLS = [
  "electronics and communication", "electronics & communication", "electronics and communications", "electronics & communications",
  "electrical and communication", "information and communication technology", "batch data communication",
  "b.com", "m.com", "b.com.", "bcom",
  // A school mathematics topic, which O*NET's "Coordinate geometry COGO software" would otherwise make a surveying tool.
  "coordinate geometry",
];

/** O*NET rows whose spelling collides with company names or everyday words. */
const DROP = new Set(["BASIC", "Electronic Time Clock ETC", "Google", "Director", "Inventor", "Internet", "Email", "Calendar", "Word", "J", "ICON"]);

type Mode = "free" | "list" | "cased";
interface Term { text: string; mode: Mode }
interface SkillDraft { name: string; category: string; terms: Map<string, Term>; onet: boolean; hot: boolean }

const key = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

function parseTerm(raw: string): Term {
  const t = raw.trim();
  if (t.startsWith("~")) return { text: t.slice(1), mode: "list" };
  if (t.startsWith("^")) return { text: t.slice(1), mode: "cased" };
  return { text: t, mode: "free" };
}

const skills = new Map<string, SkillDraft>(); // by key(name)
const termIndex = new Map<string, string>(); // key(term) -> key(name)

function addTerm(skill: SkillDraft, term: Term) {
  const k = key(term.text);
  if (!k) return;
  const owner = termIndex.get(k);
  if (owner && owner !== key(skill.name)) return; // first definition wins (curated beats O*NET)
  termIndex.set(k, key(skill.name));
  const prev = skill.terms.get(k);
  // A restricted spelling declared explicitly beats a free one added implicitly.
  if (!prev) skill.terms.set(k, term);
}

for (const [category, entries] of Object.entries(CURATED)) {
  for (const entry of entries) {
    const [head, rest = ""] = entry.split(/:\s(.*)/s) as [string, string?];
    const nameTerm = parseTerm(head);
    const skill: SkillDraft = { name: nameTerm.text, category, terms: new Map(), onet: false, hot: false };
    if (skills.has(key(skill.name))) throw new Error(`duplicate curated skill ${skill.name}`);
    skills.set(key(skill.name), skill);
    const restTerms = rest.split(",").map(parseTerm).filter((t) => t.text);
    // An explicit restricted spelling of the name in the alias list wins over the free name.
    const explicit = restTerms.find((t) => key(t.text) === key(skill.name));
    addTerm(skill, explicit ?? nameTerm);
    for (const t of restTerms) if (t !== explicit) addTerm(skill, t);
  }
}

// A phrase that is not a skill stays one: no O*NET spelling may claim it ("Coordinate geometry" of COGO).
const NOT_A_SKILL = "\u0000not a skill";
for (const phrase of NOT_SKILLS) if (!termIndex.has(key(phrase))) termIndex.set(key(phrase), NOT_A_SKILL);

// ---- O*NET ----------------------------------------------------------------------------------
interface OnetRow { name: string; hot: boolean; demand: boolean; occupations: Set<string> }
const tsv = readFileSync(path.join(dataRoot, "onet/technology-skills.tsv"), "utf8");
const rows = new Map<string, OnetRow>();
for (const line of tsv.split(/\r?\n/).slice(1)) {
  const [code, name, , , hot, demand] = line.split("\t");
  if (!code || !name) continue;
  const row = rows.get(name) ?? { name, hot: false, demand: false, occupations: new Set<string>() };
  row.hot ||= hot === "Y";
  row.demand ||= demand === "Y";
  row.occupations.add(code);
  rows.set(name, row);
}

const ACRONYM = /^[A-Z][A-Z0-9/&.-]{1,9}$/;

/** How many O*NET product names end in each acronym ("POS": 20 point-of-sale products). */
const trailingAcronyms = new Map<string, number>();
for (const name of rows.keys()) {
  const words = name.replace(/\s+software$/i, "").trim().split(/\s+/);
  const last = words[words.length - 1] ?? "";
  if (words.length > 2 && ACRONYM.test(last)) trailingAcronyms.set(last, (trailingAcronyms.get(last) ?? 0) + 1);
}

/** Splits an O*NET example into candidate spellings; returns null for generic category rows. */
function onetSpellings(raw: string): { canonical: string; aliases: string[]; single: boolean } | null {
  let name = raw.replace(/\s+software$/i, "").replace(/\s+/g, " ").trim();
  const aliases = new Set<string>([raw]);
  const words = name.split(" ");
  const last = words[words.length - 1] ?? "";
  const descriptive = words.slice(0, -1);
  // "Structured query language SQL": descriptive words in lower case followed by an acronym.
  if (descriptive.length >= 2 && ACRONYM.test(last) && descriptive.slice(1).every((w) => w === w.toLowerCase())) {
    aliases.add(descriptive.join(" "));
    return { canonical: last, aliases: [...aliases], single: true };
  }
  if (DROP.has(name)) return null;
  // Generic rows ("Web browser", "Tax", "Medical condition coding") carry no product name.
  const generic = words.every((w, i) => (i === 0 ? /^[A-Z][a-z]+$/.test(w) : w === w.toLowerCase()));
  if (generic && (words.length > 1 || /software$/i.test(raw))) return null;
  if (words.length > 2 && ACRONYM.test(last)) {
    // A trailing acronym that ends several products' names is their category, not a spelling of one
    // of them: "Plexis Software Plexis POS", "Microsoft ESP SDK" must not claim every "POS" or "SDK".
    // A category we already know ("ERP", "EHR") still takes the product in.
    const known = termIndex.has(key(last));
    aliases.add(last.length >= 3 && (known || (trailingAcronyms.get(last) ?? 0) < 2) ? last : "");
    aliases.add(descriptive.join(" "));
  }
  const vendor = VENDORS.find((v) => name.startsWith(v + " "));
  if (vendor) {
    const bare = name.slice(vendor.length + 1);
    const genericBare = bare.split(" ").every((w) => GENERIC_WORDS.has(w.toLowerCase()));
    if (!COMMON_WORDS.has(bare.toLowerCase()) && bare.length >= 3 && !genericBare) {
      aliases.add(name);
      name = bare;
    }
  }
  aliases.delete("");
  aliases.add(name);
  return { canonical: name, aliases: [...aliases], single: !name.includes(" ") };
}

const onetNames = [...rows.values()]
  .filter((r) => r.hot || r.demand || r.occupations.size >= 3)
  .sort((a, b) => a.name.localeCompare(b.name));
let onetKept = 0;
for (const row of onetNames) {
  const sp = onetSpellings(row.name);
  if (!sp || DROP.has(sp.canonical)) continue;
  const existing = [sp.canonical, ...sp.aliases].map((s) => termIndex.get(key(s))).find((k) => k !== undefined && k !== NOT_A_SKILL);
  const skill: SkillDraft = (existing !== undefined ? skills.get(existing) : undefined) ??
    { name: sp.canonical, category: "technology", terms: new Map(), onet: true, hot: false };
  if (!skills.has(key(skill.name))) skills.set(key(skill.name), skill);
  skill.onet = true;
  skill.hot ||= row.hot;
  onetKept++;
  for (const alias of [sp.canonical, ...sp.aliases]) {
    const lower = alias.toLowerCase();
    // Single common words and lone capitalised words from O*NET stay restricted (see COMMON_WORDS).
    // O*NET-only single words: acronyms must be written in capitals ("COM", not ".com"); plain
    // capitalised words ("Director", "Canvas") need a list context; InternalCaps names are distinctive.
    const single = !/[\s]/.test(alias) && existing === undefined;
    const mode: Mode = COMMON_WORDS.has(lower)
      ? "list"
      : single && ACRONYM.test(alias) && alias.length <= 4
        ? "cased"
        : single && /^[A-Z]?[a-z]+!?$/.test(alias)
          ? "list"
          : "free";
    addTerm(skill, { text: alias, mode });
  }
}

// ---- output ---------------------------------------------------------------------------------
const out = {
  version: TAXONOMY_VERSION,
  attribution:
    "This product includes information from O*NET 28.2 by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license.",
  skills: [...skills.values()]
    .sort((a, b) => a.name.localeCompare(b.name, "en"))
    .map((s) => {
      const terms = [...s.terms.values()].sort((a, b) => a.text.localeCompare(b.text, "en"));
      const entry: { name: string; category: string; aliases: string[]; list?: string[]; cased?: string[]; onet?: true; hot?: true } = {
        name: s.name,
        category: s.category,
        aliases: terms.filter((t) => t.mode === "free" && t.text !== s.name).map((t) => t.text),
      };
      const list = terms.filter((t) => t.mode === "list").map((t) => t.text);
      const cased = terms.filter((t) => t.mode === "cased").map((t) => t.text);
      if (list.length) entry.list = list;
      if (cased.length) entry.cased = cased;
      if (s.onet) entry.onet = true;
      if (s.hot) entry.hot = true;
      return entry;
    }),
  notSkills: NOT_SKILLS,
};
mkdirSync(path.dirname(outFile), { recursive: true });
const json = JSON.stringify(out, null, 1) + "\n";
writeFileSync(outFile, json);
console.log(`skills-taxonomy ${TAXONOMY_VERSION}: ${out.skills.length} skills (${onetKept} O*NET examples), ${(json.length / 1024).toFixed(0)} KB -> ${path.relative(repoRoot, outFile)}`);
