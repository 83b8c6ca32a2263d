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
 * itself ("~Go: golang") restricts the bare name while the aliases stay free. A trailing "> Broader"
 * names a skill the entry is a kind of ("KYC: know your customer > Compliance"): finding the entry also
 * reports the broader skill, so a resume listing "KYC" still shares "Compliance" with a posting asking it.
 * A term prefixed with `?` is ambiguous: a short form or a word that is that skill only in its field ("?CPT" is the
 * medical coder's CPT codes and the geotechnical engineer's Cone Penetration Test). Every entry declaring it is one
 * of its senses, the first declared the one it names when typed alone; in a text it names the sense whose category
 * the text's other skills share most, and nothing when none of them is there. Flags combine ("~?CPT").
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
    "~Swift: swift programming, swift language, swiftui, swift 5 > iOS",
    "Objective-C: objective c, objc > iOS",
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
    // Tools and cross-platform frameworks resumes list that O*NET does not.
    "Xamarin: xamarin forms, xamarin.forms, xamarin android, xamarin ios",
    "Ionic: ionic framework, ~Ionic",
    "Apache Cordova: cordova, phonegap",
    "Katalon Studio: katalon",
    "TestRail: test rail",
    // Mobile and web tools the role titles name ("Jetpack Compose Developer"): typed alone, each is a skill.
    "Jetpack Compose: compose ui, android jetpack compose",
    "Kotlin Multiplatform: kmm, kotlin multiplatform mobile",
    ".NET MAUI: dotnet maui, net maui, ~MAUI",
    "Symfony",
    "Magento: adobe commerce, magento 2",
    "Webflow",
    "Zephyr: zephyr scale, zephyr for jira, ~Zephyr",
    "BrowserStack: browser stack",
    "Ranorex",
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
    "DataStage: ibm datastage, infosphere datastage, ibm infosphere datastage",
    "Spotfire: tibco spotfire",
    "Pentaho: pentaho kettle, pentaho data integration",
    "Informatica IICS: informatica cloud, informatica intelligent cloud services, ~IICS",
    "Oracle Data Integrator: ~ODI",
    "SnapLogic",
    "Azure Data Factory: azure adf",
    "AWS Glue: glue etl",
    "OBIEE: oracle business intelligence enterprise edition",
    "Matillion",
    "dbt: ~dbt, data build tool",
    "Fivetran",
    "Power Apps: powerapps, microsoft power apps",
    "Power Automate: microsoft power automate, microsoft flow",
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
    // Security tools the role titles name ("SailPoint Engineer"): typed alone, each is a skill.
    "SailPoint: sailpoint identityiq, sailpoint iiq, identityiq",
    "CyberArk: cyberark pam",
    "Okta",
    "ForgeRock",
    "QRadar: ibm qradar",
    "ArcSight: micro focus arcsight",
    "Microsoft Sentinel: azure sentinel",
    "Fortinet: fortigate",
    "Check Point Firewall: checkpoint firewall, check point",
    "Zscaler",
    "Qualys",
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
    // Platforms the role titles name ("Pega Developer", "Guidewire Consultant"): typed alone, each is a skill.
    "Pega: pegasystems, pega prpc, pega bpm",
    "Guidewire: guidewire policycenter, guidewire claimcenter, guidewire billingcenter",
    "Appian",
    "Siebel CRM: oracle siebel, siebel",
    "Duck Creek",
    "Murex",
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
    "JD Edwards: jd edwards enterpriseone, oracle jd edwards, oracle jd edwards enterpriseone, ^JDE",
    "NetSuite ERP: oracle netsuite",
    "Odoo: odoo erp",
    "Microsoft Dynamics NAV: navision, dynamics nav, ms dynamics nav",
    "Xero",
    "ADP: ^ADP, adp workforce now, adp payroll",
    "Ceridian Dayforce: dayforce, ceridian dayforce enterprise hcm",
    "SAP TM: sap transportation management",
    "Manhattan WMS: manhattan associates, manhattan scale, manhattan active",
    "Blue Yonder: blueyonder, jda software, ^JDA",
    "Oracle Transportation Management: oracle otm",
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
    "Xcode > iOS",
    "TOAD: toad for oracle",
    "SQL Developer: oracle sql developer",
    "AutoCAD: autodesk autocad, auto cad",
    "Navisworks: autodesk navisworks, navisworks manage",
    "BIM 360: autodesk bim 360",
    "ArchiCAD: graphisoft archicad, archi cad",
    "Rhino: rhinoceros, rhinoceros 3d, mcneel rhinoceros 3d, rhino 3d, ~Rhino",
    "V-Ray: vray, v ray",
    "ZBrush: pixologic zbrush",
    "Unity: unity3d, unity 3d, unity engine, unity technologies unity, ~Unity",
    "Unreal Engine: unreal technology unreal engine, ue4, ue5, ~Unreal",
    "HyperMesh: altair hypermesh, hyperworks, altair hyperworks",
    "Nastran: msc nastran, msc software nastran, maya nastran",
    "COMSOL Multiphysics: comsol",
    "Siemens NX: unigraphics nx, ug nx, nx cad, unigraphics",
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
    // "PPC" is also a plant's production planning and control ("PPC Engineer"): ambiguous.
    "Pay-Per-Click Advertising: ?ppc, pay per click",
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
    "Mixpanel",
    "Hotjar",
    "Amplitude Analytics: ~Amplitude",
    "Hootsuite",
    "Ahrefs",
    "DV360: display & video 360, display and video 360, dv 360",
    "Programmatic Advertising: ~programmatic, programmatic buying, programmatic media buying, real-time bidding",
    "Media Planning: media buying, media planning and buying, media buying and planning, media strategy",
    "Display Advertising: display ads, banner ads, google display network, ^GDN",
    "YouTube Ads: youtube advertising, video advertising",
    "Google Merchant Center: merchant center, shopping ads, google shopping",
    "Amazon Ads: amazon advertising, amazon ppc, amazon sponsored ads, sponsored products",
    "App Store Optimization: ^ASO, app store optimisation",
    "Mobile App Marketing: user acquisition, app install campaigns, uac campaigns",
    "Remarketing: retargeting, remarketing campaigns",
    "Keyword Research",
    "Link Building: backlinks, backlink building",
    "Local SEO: google my business, ^GMB, google business profile",
    "Marketing Analytics: campaign analytics, ^ROAS, marketing attribution, attribution modelling, attribution modeling",
    "Google Looker Studio: looker studio, google data studio, data studio",
    "Meta Business Suite: facebook business manager, meta business manager",
    "Community Management: online community management",
    "Content Calendar: content planning, editorial calendar",
    "CleverTap > Marketing Automation",
    "MoEngage > Marketing Automation",
    "WebEngage > Marketing Automation",
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
    "Channel Sales: channel management, distributor management, dealer management, channel partner management, distributor network, dealer network, dealer network expansion",
    "Inside Sales: telesales, tele sales, telecalling, tele calling",
    "Pre-Sales: presales",
    "Retail Sales",
    "Merchandising: visual merchandising",
    "Territory Management",
    "Sales Management",
    "Customer Acquisition",
    "Upselling: cross-selling, cross selling",
    "General Trade: general trade sales, gt channel",
    "Modern Trade: modern trade sales, mt channel",
    "Secondary Sales: primary and secondary sales, primary & secondary sales",
    "Beat Planning: beat plan, beat plans",
    "Trade Marketing: trade promotions, trade promotion, trade schemes",
    "BTL Activations: ^BTL, btl activities, btl marketing, below the line marketing, btl activation",
    "Institutional Sales: corporate sales, institutional selling, government sales",
    "Solution Selling: consultative selling, consultative sales, solution sales, value selling",
    "Sales Pipeline Management: pipeline management, funnel management, sales funnel",
    "Product Demonstrations: product demos, product demonstration, product demo",
    "Real Estate Sales: property sales, residential sales",
    "Pharmaceutical Sales: pharma sales, doctor detailing, product detailing, prescription generation",
    "Automobile Sales: car sales, vehicle sales, automotive sales",
    "Sales Operations: sales ops, sales coordination",
    "LeadSquared: leadsquared crm",
  ],
  finance: [
    "Accounting: accountancy",
    "Bookkeeping: book keeping",
    "Financial Analysis: financial analyst skills",
    "Financial Modeling: financial modelling",
    "Financial Reporting: financial statements",
    "Budgeting: budget planning, budget management",
    "Forecasting",
    "Auditing: audit, internal audit, statutory audit, external audit",
    "Taxation: tax, income tax, direct tax, indirect tax, tax filing, itr filing",
    "GST: goods and services tax, gst filing, gst returns, gst compliance, gstr-1, gstr-3b, gstr 1, gstr 3b, gstr-9, gstr filing, gst reconciliation, itc reconciliation, input tax credit",
    "TDS: tds returns",
    "Accounts Payable",
    "Accounts Receivable",
    "General Ledger: new gl",
    "Bank Reconciliation: reconciliation, reconciliations, brs",
    "Payroll: payroll processing, payroll management",
    "Cost Accounting: costing",
    "IFRS",
    "GAAP: us gaap",
    "Investment Banking",
    "Equity Research",
    "Risk Management: risk analysis, credit risk, market risk",
    "Credit Analysis: credit appraisal, credit underwriting",
    "Treasury: treasury management",
    "Banking: retail banking, corporate banking",
    "Valuation: business valuation, dcf",
    "Portfolio Management: wealth management",
    "Compliance: regulatory compliance",
    "Financial Planning: fp&a",
    "Chartered Accountancy: chartered accountant",
    "Bloomberg Terminal: bloomberg",
    // "Billing" alone is a ticket's topic, a product's feature or a site's RA bills as often as a finance desk's invoicing.
    "Invoicing: ?billing",
    "Trade Finance: letters of credit, letter of credit, bank guarantees, export finance, import finance, ucp 600",
    "Foreign Exchange: forex, foreign exchange operations, inward remittances, outward remittances, remittances, fema",
    "Core Banking: finacle, flexcube, oracle flexcube, tcs bancs, core banking system, temenos, temenos t24, ~T24",
    // A lender's collections desk ("Recovery" alone only as an item of a skills list; "Collections" alone is also Java's).
    "Debt Collection: debt recovery, loan recovery, npa management, delinquency management, recovery management, collections management, sarfaesi, ~Recovery, field collections, tele collections, telecollections, soft collections, emi collection, emi collections, bucket collections",
    // Retail banking, lending and insurance.
    "KYC: know your customer, kyc documentation, kyc verification, ckyc, e-kyc, ekyc, video kyc, re-kyc, kyc norms, ^KYC > Compliance",
    "AML: anti money laundering, anti-money laundering, aml compliance, aml/cft, ^AML, transaction monitoring > Compliance",
    "CASA: ^CASA, casa acquisition, casa sales, casa mobilisation, casa mobilization, current and savings accounts",
    "Credit Bureau Analysis: cibil, cibil score, cibil analysis, cibil checks, bureau checks, credit bureau checks, credit bureau reports, ~CRIF, ~Experian, ~Equifax",
    "Loan Against Property: ^LAP, lap loans, property loans",
    "Home Loans: housing loans, home loan sales, housing finance, home loan processing",
    "Personal Loans: personal loan sales, personal loan",
    "SME Lending: sme loans, msme loans, msme lending, business loans, sme banking",
    "Gold Loans: gold loan, gold loan appraisal",
    "Vehicle Loans: auto loans, car loans, two wheeler loans, vehicle finance",
    "Microfinance: micro finance, jlg loans, group lending, shg lending",
    "Loan Processing: loan documentation, loan disbursement, disbursement, loan sanction, loan origination",
    "Underwriting: insurance underwriting, health underwriting, motor underwriting, life underwriting",
    "Bancassurance: banca, bancassurance sales, banca channel",
    "IRDAI Compliance: irdai, irda, irdai regulations, irdai guidelines, ^IRDAI, ^IRDA",
    "Claims Management: claims processing, claims settlement, claim settlement, claims adjudication, claims handling, motor claims, health claims, cashless claims",
    "Policy Servicing: policy issuance, policy administration",
    "Insurance Sales: life insurance sales, general insurance sales, health insurance sales, insurance advisory",
    "Agency Channel Management: agency channel, agent recruitment, advisor recruitment, agency development",
    "Mutual Funds: mutual fund distribution, mutual fund sales, mf distribution",
    "NACH: nach mandates, nach mandate, enach, e-nach, ^NACH",
    "Payment Systems: ^NEFT, ^RTGS, ^IMPS, neft/rtgs",
    "Cheque Clearing: clearing operations, cts clearing, cheque processing",
    "Branch Banking: branch banking operations",
    "Basel Norms: basel iii, basel ii",
    "RBI Regulations: rbi guidelines, rbi compliance, rbi norms",
    "Fraud Risk Management: fraud detection, fraud prevention, fraud investigation, fraud analytics",
    // Accounting operations.
    "Ind-AS: ind as, indian accounting standards > IFRS",
    "Procure to Pay: procure-to-pay, ^P2P, p2p process, p2p cycle",
    "Order to Cash: order-to-cash, ^O2C, o2c process",
    "Record to Report: record-to-report, ^R2R, r2r process",
    "Invoice Processing: invoice verification, invoice posting, three way match, 3-way match, 3 way matching, three-way matching",
    "Vendor Reconciliation: vendor reconciliations, vendor statement reconciliation, creditors reconciliation",
    "Intercompany Reconciliation: intercompany accounting, inter-company reconciliation, intercompany transactions",
    "Balance Sheet Reconciliation: balance sheet reconciliations",
    "Month-End Closing: month end closing, month-end close, month end close, books closure, book closure, financial closing, period end closing, year end closing",
    "Financial Consolidation: consolidation of accounts, group consolidation, consolidated financial statements",
    "Product Costing: standard costing, cost sheets, cost sheet > Cost Accounting",
    "MIS Reporting: mis reporting, mis reports, mis report, mis preparation",
    "Fixed Asset Accounting: fixed assets, fixed asset register, fixed asset management, fixed assets accounting, depreciation",
    "ROC Compliance: roc compliance, roc filing, roc filings, mca filings, mca compliance, secretarial compliance",
    "Transfer Pricing",
    "Expense Management: expense reimbursement, travel and expense, employee reimbursements, expense reports",
    "Variance Analysis: budget vs actual, budget variance analysis",
    "Working Capital Management: working capital, cash flow management",
    "Cash Flow Forecasting: cash flow projections, cash flow forecast",
    "Accounts Finalization: finalisation of accounts, finalization of accounts, book finalisation, balance sheet finalisation, finalization of books",
  ],
  hr: [
    // "Sourcing" is a recruiter's candidates or a buyer's suppliers ("Sourced castings and forgings"): ambiguous.
    "Recruitment: recruiting, talent acquisition, hiring, ?sourcing, headhunting, end to end recruitment",
    // "Onboarding" is also a product's user onboarding or a vendor's; "induction" a foundry's furnace: HR only among HR skills.
    "?Onboarding: employee onboarding, new hire onboarding, ?induction, employee induction",
    "Employee Relations: employee engagement",
    "Performance Management: performance appraisal, appraisals, kra",
    "Compensation and Benefits: c&b, compensation, benefits administration",
    "HR Operations: hr ops, hr administration",
    "HRMS: hris, human resource management software hrms, hr software",
    "Training and Development: l&d, learning and development",
    "Talent Management: succession planning",
    "Labour Law Compliance: labour laws, labor law, statutory compliance, labour law compliance, labour compliance",
    "HR Policies: policy formulation",
    "Human Resources: ^HR, human resource management, hrm",
    "Naukri RMS: naukri",
    "Interviewing: interview coordination",
    "Exit Interviews: exit formalities",
    "PF and ESIC: esic, ^ESI, epf, epfo, provident fund, pf & esic, pf/esic, pf esic, ^PF > Labour Law Compliance",
    "Darwinbox > HRMS",
    "Keka: keka hr, keka hrms, ~Keka > HRMS",
    "greytHR: greythr, grey hr > HRMS",
    "Zoho People > HRMS",
    "Full and Final Settlement: f&f settlement, full & final settlement, ^FnF, full and final",
    "Attendance Management: time and attendance, attendance tracking, leave management, leave and attendance, biometric attendance",
    "HR Analytics: people analytics, hr metrics, hr dashboards",
    "Campus Recruitment: campus hiring, campus drives, university hiring > Recruitment",
    "Bulk Hiring: volume hiring, mass hiring, high volume recruitment, bulk recruitment > Recruitment",
    "LinkedIn Recruiter: linkedin talent solutions > Recruitment",
    "Boolean Search: boolean sourcing, x-ray search",
    "Offer Management: offer letters, offer negotiation, offer rollout, salary negotiation",
    "Background Verification: ^BGV, background checks, reference checks, employment verification",
    "POSH Compliance: ^POSH, prevention of sexual harassment, posh committee, posh act",
    "Contract Labour Management: contract labour, ^CLRA, contract labour compliance",
    "Industrial Relations: union negotiations, trade union relations",
    "Salary Benchmarking: compensation benchmarking, salary surveys",
    "Employer Branding",
    "Diversity and Inclusion: diversity & inclusion, ^DEI",
    "HR Business Partnering: ^HRBP",
  ],
  healthcare: [
    "Patient Care: patient management, patient handling",
    "Nursing: registered nurse, gnm, anm, bsc nursing",
    "Clinical Research: clinical trials, clinical trial management",
    "Pharmacovigilance: drug safety",
    "Medical Coding: medical coder skills, clinical coding",
    "Medical Billing",
    "Electronic Health Records: ehr, emr, electronic medical record emr software, epic systems, epic ehr",
    "Phlebotomy",
    "First Aid: cpr, cardiopulmonary resuscitation",
    "Diagnosis: clinical diagnosis",
    "Pharmacy: dispensing",
    "Medical Transcription",
    "Medical Writing: regulatory writing, scientific writing, clinical study reports, protocol writing",
    "Physiotherapy: physical therapy",
    "Healthcare Administration: hospital administration, hospital management",
    "Infection Control: infection prevention, infection prevention and control, hand hygiene, aseptic technique, sterile technique",
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
    // Life-support certifications, bedside and critical-care skills, allied health, clinical research and
    // medical coding as resumes in India list them and postings ask them ("BLS & ACLS certified").
    "BLS: ^BLS, basic life support, bls certified, bls certification, bls provider > First Aid",
    "ACLS: ^ACLS, advanced cardiac life support, acls certified, acls certification, acls provider > First Aid",
    "PALS: ^PALS, pediatric advanced life support, paediatric advanced life support > First Aid",
    "NRP: ^NRP, neonatal resuscitation program, neonatal resuscitation programme, neonatal resuscitation",
    "ABG Interpretation: abg analysis, abg sampling, arterial blood gas, arterial blood gas analysis, arterial blood gas interpretation, ^ABG",
    "Central Line Care: central line management, central venous catheter care, cvc care, central line dressing, picc line care",
    "Patient Triage: emergency triage, triage nursing, ~Triage",
    "Sepsis Management: sepsis bundle, sepsis bundles, sepsis care, sepsis protocols",
    "Cardiac Monitoring: ecg monitoring, telemetry monitoring, cardiac telemetry",
    "ECG: electrocardiography, ecg interpretation, ecg recording, ekg, ^ECG",
    "Blood Transfusion: blood transfusion management, blood and blood products transfusion",
    "Catheterization: urinary catheterization, urinary catheterisation, catheterisation, foley catheterization, catheter care",
    "Nasogastric Tube Insertion: ryles tube insertion, ryle's tube insertion, ng tube insertion, ng tube care, nasogastric intubation",
    "Operation Theatre Nursing: ot nursing, scrub nursing, perioperative nursing, operating room nursing, operation theatre management",
    "Emergency Nursing: emergency care, er nursing, casualty care, trauma care, trauma nursing",
    "Neonatal Care: nicu care, neonatal nursing, newborn care, ^NICU",
    "Obstetric Nursing: labour room nursing, labor and delivery, antenatal care, postnatal care, midwifery, maternity care",
    "Oncology Nursing: chemotherapy administration, chemo administration, oncology care",
    "Post-Operative Care: postoperative care, post-op care, post operative care, pre and post operative care, pre-operative care, preoperative care",
    "Blood Glucose Monitoring: glucose monitoring, grbs monitoring, ^GRBS, blood sugar monitoring, glucometer",
    "Tracheostomy Care: tracheostomy, endotracheal suctioning, airway management",
    "Oxygen Therapy: oxygen administration",
    "Nebulization: nebulisation, nebulizer therapy",
    "Fluid Balance Monitoring: intake output charting, intake and output monitoring, intake-output charting, fluid balance charting",
    "Nursing Handover: shift handover, sbar, sbar communication",
    "Code Blue Response: code blue, code blue management, crash cart management, crash cart",
    "Pain Management: pain assessment",
    "Palliative Care: hospice care, end of life care",
    "Geriatric Care: elderly care, elder care, geriatric nursing",
    "Home Healthcare: home care nursing, home nursing, home health care",
    "Biomedical Waste Management: bmw management, biomedical waste, bio-medical waste management, bio medical waste management",
    "Medical Equipment Handling: defibrillator, infusion pump, syringe pump, multipara monitor, multipara monitoring",
    "JCI Accreditation: jci accreditation, joint commission international",
    "NABL: nabl accreditation, ^NABL",
    "Radiography: digital radiography, x-ray imaging, x-ray radiography",
    "CT Scan: ct scanning, computed tomography",
    "Ultrasonography: sonography, ultrasound scanning, ^USG",
    "Sample Collection: specimen collection, blood sample collection, sample processing",
    "Haematology: hematology, ^CBC, complete blood count",
    "Clinical Biochemistry: biochemistry analysis, biochemistry analyzer, biochemistry analyser",
    "Histopathology: tissue processing, microtomy",
    "Cardiopulmonary Rehabilitation: chest physiotherapy, cardiac rehabilitation, pulmonary rehabilitation",
    "Neuro Rehabilitation: neurological rehabilitation, stroke rehabilitation, neuro physiotherapy, neurological physiotherapy",
    "Orthopaedic Rehabilitation: orthopedic rehabilitation, musculoskeletal physiotherapy, orthopaedic physiotherapy, orthopedic physiotherapy",
    "Dry Needling",
    "Kinesio Taping: kinesiology taping, k-taping",
    "Prescription Verification: prescription checking, prescription review, prescription handling",
    "ICD-10-CM: icd-10, icd 10, icd10, icd-10 cm, icd 10 cm, icd-10-cm coding, icd coding, ~ICD > Medical Coding",
    "ICD-10-PCS: icd 10 pcs, icd-10 pcs > Medical Coding",
    // "CPT" alone is also a geotechnical engineer's Cone Penetration Test ("CPT, SPT, plate load tests"): ambiguous.
    "CPT: cpt coding, current procedural terminology, cpt-4, cpt codes, ~?CPT > Medical Coding",
    "HCPCS: hcpcs level ii, hcpcs coding, healthcare common procedure coding system, healthcare common procedure coding system hcpcs > Medical Coding",
    "E&M Coding: e/m coding, e&m coding, evaluation and management coding, em coding, ~E&M, ~E/M > Medical Coding",
    "Certified Professional Coder: cpc certified, aapc certified, aapc cpc, cpc-a, certified professional coder cpc > Medical Coding",
    "Inpatient Coding: ip coding, ip drg coding, drg coding, ms-drg, ms drg > Medical Coding",
    "Outpatient Coding: op coding > Medical Coding",
    "ED Coding: emergency department coding, ed facility coding, ed profee coding, ed pro fee coding > Medical Coding",
    "Radiology Coding > Medical Coding",
    "Surgical Coding: surgery coding > Medical Coding",
    "HCC Coding: risk adjustment coding, hcc risk adjustment, hierarchical condition category coding > Medical Coding",
    "Charge Description Master: chargemaster, charge master, cdm maintenance",
    "Revenue Cycle Management: revenue cycle, healthcare revenue cycle",
    "AR Calling: ar caller, ar follow-up, ar follow up, accounts receivable follow-up, accounts receivable calling, insurance follow-up",
    "Denial Management: denials management, claim denials, denial handling, denial analysis",
    "Charge Entry",
    "Payment Posting: cash posting, era posting, eob posting",
    "Eligibility Verification: insurance verification, benefits verification, eligibility and benefits verification, eligibility checks",
    "Prior Authorization: pre-authorization, preauthorization, prior authorisation, pre-authorisation, prior auth",
    "ICH-GCP: ich gcp, ich-gcp guidelines, gcp guidelines, good clinical practice, good clinical practices, ich e6 > Clinical Research",
    "eTMF: etmf management, trial master file, tmf management, ~TMF > Clinical Research",
    "Study Start-Up: study startup, study start up, site activation, site start-up > Clinical Research",
    "Site Monitoring: monitoring visits, site monitoring visits, site initiation visits, interim monitoring visits, close-out visits, site management > Clinical Research",
    "Source Data Verification: ^SDV, source document verification > Clinical Research",
    "SAE Reporting: ~SAE, serious adverse event reporting, adverse event reporting, ae reporting, ae/sae reporting, sae reconciliation",
    "ICSR Processing: icsr, icsrs, individual case safety reports, safety case processing, icsr case processing > Pharmacovigilance",
    "MedDRA Coding: meddra, ^MedDRA",
    "WHO Drug Dictionary: whodd, who-dd, who drug, who-drug dictionary",
    "Argus Safety: oracle argus, oracle argus safety, argus safety database, ~Argus > Pharmacovigilance",
    "ArisGlobal: arisg, aris g, aris global",
    "Veeva Vault: veeva, veeva vault clinical, veeva vault etmf, veeva crm",
    "CTMS: clinical trial management system, ^CTMS",
    "EDC: electronic data capture, ^EDC",
    "Medidata Rave: medidata, rave edc",
    "Clinical Data Management: ~CDM, data management plan, clinical data review",
    "Discrepancy Management: data discrepancy management, data query management",
    "Informed Consent: informed consent process, informed consent documentation, icf review, ^ICF",
    "Protocol Deviation Management: protocol deviations, protocol deviation reporting",
    "Site Feasibility: feasibility assessment, site selection, site selection visits",
    "eCTD: ectd publishing, ectd submissions, ^eCTD, ectd submission",
    "Dossier Preparation: dossier compilation, ctd dossier, dossier submission, regulatory dossiers",
    "Good Laboratory Practice: ^GLP, good laboratory practices",
    "Good Documentation Practice: good documentation practices, alcoa, alcoa+",
    "Standard Operating Procedures: sop preparation, sop writing, sop development, sop drafting",
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
    // Boards and curricula only as teaching skills: a bare "CBSE" is the school board of the person's own 12th.
    "CBSE Curriculum: cbse syllabus, cbse curriculum, cbse pattern",
    "ICSE Curriculum: icse syllabus, icse curriculum, isc curriculum",
    "IB Curriculum: ib pyp, ib myp, ib dp, ib diploma programme, international baccalaureate, ^PYP, ^MYP",
    "IGCSE Curriculum: igcse curriculum, cambridge igcse, cambridge curriculum",
    "Differentiated Instruction: differentiated teaching, differentiated learning",
    "Smart Classroom Teaching: smart class, smart board, smart classroom, interactive whiteboard",
    "Student Assessment: formative assessment, summative assessment, continuous and comprehensive evaluation, student evaluation",
    "Question Paper Setting: paper setting, question paper preparation",
    "Parent-Teacher Communication: parent teacher meetings, parent-teacher meetings, parent communication, ^PTM",
    "Activity-Based Learning: activity based learning, experiential learning, play way method, play-way method",
    "Montessori Method: montessori teaching, montessori education",
    "Early Childhood Education: ecce, early childhood care, pre-primary teaching, nursery teaching, kindergarten teaching",
    "Online Teaching: online tutoring, virtual teaching, online classes, virtual classroom",
    "Competitive Exam Coaching: jee coaching, neet coaching, iit-jee coaching, competitive exams coaching",
    "Remedial Teaching: remedial classes, remedial education",
    "Special Education: special needs education, inclusive education",
    "Phonics: jolly phonics, phonics teaching",
    "Academic Administration: academic coordination, timetable preparation, timetable management",
  ],
  operations: [
    "Supply Chain Management: supply chain, scm",
    "Logistics: logistics management, shipping, freight",
    "Inventory Management: inventory control, stock management, storekeeping, store management, stores management, stock audit, stock audits, stock verification, physical stock verification, cycle counting, cycle count",
    // "Purchase" is also an accountant's purchase vouchers or a marketer's cost per purchase; "sourcing" a recruiter's.
    "Procurement: ?purchasing, ?purchase, ?sourcing, sourcing management, strategic sourcing, global sourcing, material sourcing, vendor development",
    // Managing an IT, BPO or facilities vendor is not buying: its own skill, not Procurement.
    "Vendor Management: vendor management skills, vendor relationship management, vendor governance",
    "Warehouse Management: warehousing, wms, warehouse management system wms",
    "Demand Planning: demand forecasting",
    "Production Planning: production planning and control, production planning & control, ?ppc",
    "Quality Control: qc, quality inspection",
    "Quality Assurance: qa, quality management",
    "Six Sigma: lean six sigma, six sigma green belt, six sigma black belt",
    "Lean Manufacturing: ~lean, lean management, lean principles",
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
    "Import Export: exim, export documentation, import documentation, exim documentation, exim operations, import-export, export import documentation",
    "Health and Safety: hse, ehs, occupational safety",
    "Non-Destructive Testing: ndt, non destructive testing",
    // Construction cost work, named as the job-match vocabulary names it.
    "Quantity Estimation: quantity surveying, quantity estimates, quantity take-off, quantity takeoff",
    "Contract Management: contracts management, contract administration",
    // O*NET's "Computer numerical control CNC software" joins this entry, with the spellings machinists use.
    "CNC: cnc programming, cnc machining, cnc operation, g-code, g code, vmc programming, computer numerical control, vmc, hmc, vmc operation, vertical machining centre, vertical machining center",
    // Civil construction: site execution, finishing, estimation, billing and tendering.
    "Finishing Works: finishing work, finishing activities, interior finishing, interior finishing works, ~Finishing",
    "Tiling: tile laying, tiling works, tile work, tile fixing",
    "Waterproofing: water proofing, waterproofing works, waterproofing treatment",
    "Gypsum and POP Works: gypsum and pop, gypsum works, gypsum plastering, pop works, pop punning, gypsum board, gypsum partitions",
    "False Ceiling: false ceiling works, gypsum false ceiling, grid ceiling",
    "Plastering: plaster work, cement plastering, plastering works",
    "Masonry: brickwork, brick work, blockwork, block work, masonry works",
    "Flooring: flooring works, floor finishing, ~Flooring",
    "Snag List Management: snag lists, snag list, snagging, snag list preparation, punch list, punch lists, de-snagging, desnagging",
    "Contractor Coordination: contractor management, subcontractor coordination, subcontractor management, sub-contractor management, contractors coordination",
    "Formwork: shuttering, shuttering works, centering and shuttering, formwork design, shuttering and formwork",
    "Bar Bending Schedule: bar bending schedules, bbs preparation, ^BBS",
    // Soil investigation tests; "CPT" and "SPT" alone are read as them only beside other site and civil skills.
    "Soil Investigation: geotechnical investigation, soil testing, soil investigation works, subsoil investigation",
    "Cone Penetration Test: cone penetration testing, cone penetration tests, ?CPT > Soil Investigation",
    "Standard Penetration Test: standard penetration testing, standard penetration tests, ?SPT > Soil Investigation",
    "Plate Load Test: plate load testing, plate load tests > Soil Investigation",
    "Rate Analysis: rate analysis of items > Quantity Estimation",
    "BOQ Preparation: boq, bill of quantities, bills of quantities, ^BOQ > Quantity Estimation",
    "Cost Estimation: cost estimating, cost estimates",
    "Tendering: tender documentation, tender preparation, tender management, e-tendering, tender evaluation, tender process, gem portal, government e-marketplace",
    "Construction Billing: ra bills, ra bill, ra billing, running account bills, running bills, subcontractor billing, contractor billing, bill certification, measurement book, measurement sheets",
    "Site Execution: site supervision, construction supervision, execution of works, site execution works, site management activities",
    "MEP Coordination: ^MEP, mep services, mep works, mep coordination",
    "Structural Design: rcc design, structural detailing, steel structure design, structural design and analysis",
    "Structural Analysis",
    "ETABS: csi etabs",
    "Tekla Structures: tekla",
    "RCC Works: reinforced cement concrete, rcc construction, rcc structures",
    "Concrete Mix Design: mix design, concrete technology, concreting",
    "Material Testing: material testing, cube testing, cube test, slump test, sieve analysis",
    "Surveying: land surveying, total station, dumpy level, auto level, theodolite",
    "Road Construction: highway construction, road works, pavement construction, bituminous works",
    "Building Construction: residential construction, high-rise construction, high rise buildings, commercial construction",
    "Construction Scheduling: look-ahead planning, look ahead schedules, construction planning",
    "Progress Reporting: daily progress reports, daily progress report, progress monitoring, ~DPR",
    "Construction Safety: site safety, construction site safety, site safety management",
    "Manpower Planning: manpower management, workforce planning, manpower deployment, labour management, labour deployment",
    "Interior Fit-Out: fit-out, fit out works, interior fit-outs, fit-out works",
    "Value Engineering",
    // Plant quality and manufacturing.
    "PPAP: production part approval process, ^PPAP, ppap documentation",
    "APQP: advanced product quality planning, ^APQP",
    "MSA: measurement system analysis, measurement systems analysis, gauge r&r, gage r&r, ~MSA",
    "7 QC Tools: seven qc tools, 7qc tools, 7 quality tools, seven basic quality tools, qc tools, 7 qc tool",
    "Incoming Inspection: incoming quality control, incoming material inspection, receiving inspection, incoming quality inspection, ^IQC",
    "In-Process Inspection: in process inspection, inprocess inspection, in-process quality control, line inspection, ^IPQC",
    "Final Inspection: pre-dispatch inspection, final quality inspection, outgoing quality control, outgoing inspection, ^PDI, ^OQC",
    "Precision Measuring Instruments: vernier caliper, vernier calipers, vernier callipers, vernier, micrometer, micrometers, vernier and micrometer, height gauge, dial gauge, bore gauge, measuring instruments, slip gauges",
    "GD&T: gd&t, gd & t, geometric dimensioning and tolerancing",
    "Root Cause Analysis: ^RCA, 5 why, 5 whys, why-why analysis, why why analysis, fishbone diagram, ishikawa diagram",
    "8D Problem Solving: 8d, 8d report, 8d reports, 8d methodology, 8 disciplines",
    "CAPA: corrective and preventive action, corrective and preventive actions, corrective and preventive action capa, ^CAPA, capa management",
    "Rejection Analysis: rejection control, rejection reduction, defect analysis, scrap reduction",
    "Kaizen: kaizens, kaizen events > Lean Manufacturing",
    "5S: 5s implementation, 5s audits, 5s audit > Lean Manufacturing",
    "TPM: total productive maintenance, ^TPM > Lean Manufacturing",
    "Poka-Yoke: poka yoke, pokayoke, mistake proofing, error proofing > Lean Manufacturing",
    "Value Stream Mapping > Lean Manufacturing",
    "OEE: overall equipment effectiveness, ^OEE, oee improvement",
    "SMED: single minute exchange of die, quick changeover, ^SMED > Lean Manufacturing",
    "IATF 16949: iatf, ts 16949, ts16949, iatf 16949:2016, ^IATF",
    "ISO 14001: iso 14001:2015",
    "ISO 45001: ohsas 18001, iso 45001:2018, ^OHSAS",
    "ISO 13485",
    "ISO 17025: iso/iec 17025, iso/iec 17025:2017",
    "Quality Management System: ^QMS, quality management systems",
    "Control Plan: control plans",
    "Process Capability: cp cpk, cp/cpk, cpk, process capability study, process capability analysis",
    "Calibration: instrument calibration, gauge calibration, calibration management",
    "Metrology: dimensional inspection, dimensional measurement",
    "Supplier Quality Assurance: supplier quality, supplier quality management, supplier audits, vendor quality",
    "Good Manufacturing Practice: cgmp, good manufacturing practices, ^GMP",
    "Paint Shop Operations: paint shop, paint shop process, painting process",
    "Powder Coating",
    "Press Shop Operations: press shop, sheet metal pressing, press tools, stamping operations, metal stamping",
    "Tool and Die Making: tool and die, die making, die maintenance, tool room, toolroom, tool room operations",
    "Machining: machine shop, conventional machining, precision machining, milling machine, grinding machine, surface grinding, cylindrical grinding",
    "Assembly Line Operations: assembly line, assembly shop, engine assembly, vehicle assembly",
    "Line Balancing",
    "Shop Floor Management: shop floor control, shopfloor management, shop floor operations, production supervision, shift supervision, line supervision",
    "Capacity Planning",
    "Heat Treatment: heat treatment process, induction hardening, case hardening, carburizing",
    "Die Casting: pressure die casting, gravity die casting, ^HPDC",
    "Foundry Operations: foundry practice, sand casting, investment casting",
    "~Forging: forging process, forging operations, hot forging, cold forging",
    "Injection Moulding: injection molding, plastic injection moulding, plastic moulding",
    "Sheet Metal Design",
    "Welding Inspection: weld inspection, cswip, visual weld inspection",
    "WPS and PQR: wps/pqr, welding procedure specification, procedure qualification record",
    "Boiler Operation: boiler operations, ibr boilers, boiler maintenance",
    "DG Set Maintenance: dg sets, dg set, diesel generator maintenance",
    "Energy Audit: energy conservation, energy management",
    "Reliability Engineering: ^MTBF, ^MTTR, reliability centred maintenance",
    "Jigs and Fixtures: jig and fixture design, fixture design, jigs & fixtures",
    "Tolerance Stack-Up: tolerance stack up, tolerance stack-up analysis, tolerance analysis",
    "New Product Development: ^NPD, new product introduction, ^NPI",
    "Engineering Change Management: engineering change notes, engineering change requests, ^ECN, ^ECR",
    "VFD: variable frequency drives, variable frequency drive, ac drives, ^VFD",
    "Switchgear Maintenance: switchgear, ht/lt panels, ht lt panels, lt panels, ht panels",
    // Logistics and supply chain planning.
    "Shipment Tracking: shipment monitoring, consignment tracking, track and trace, tracking shipments, shipment visibility",
    "Vehicle Tracking: gps tracking, gps monitoring, fleet tracking, vehicle tracking system",
    "TAT Management: turnaround time management, tat monitoring, tat adherence",
    "Transportation Management: transport management, transportation planning, transport operations, route planning, route optimisation, route optimization, load planning, freight management",
    "Last-Mile Delivery: last mile delivery, ~last mile, last-mile operations, last mile operations, hyperlocal delivery, first and last mile",
    "Dispatch Management: dispatch planning, dispatch operations, despatch planning",
    "Freight Forwarding: freight forwarder operations, ocean freight, air freight, sea freight, international freight forwarding",
    "Customs Clearance: customs documentation, custom clearance, customs brokerage, icegate",
    "Incoterms: incoterms 2020",
    "Shipping Documentation: bill of lading, airway bill, shipping bill, packing list, commercial invoice, certificate of origin",
    "Sales and Operations Planning: s&op, s&op planning, s & op",
    "Replenishment Planning: ~replenishment, stock replenishment, inventory replenishment, auto replenishment",
    "Open-to-Buy: open to buy, otb planning, ^OTB",
    "Merchandise Planning: assortment planning, range planning, merchandise allocation, buying and merchandising",
    "Supply Planning: distribution planning, distribution requirements planning, ^DRP",
    "Material Planning: materials planning, material requirement planning, material requirements planning",
    "Pick and Pack: picking and packing, order picking, order fulfilment, order fulfillment",
    "Inbound and Outbound Operations: inbound operations, outbound operations, inbound logistics, outbound logistics, putaway, put away, inbound and outbound",
    "Goods Receipt: goods receipt note, grn, grn posting, material receipt",
    "Reverse Logistics: returns management, rto management, returns processing",
    "3PL Management: 3pl, third party logistics, third-party logistics, 3pl coordination",
    "Cold Chain Management: cold chain, cold chain logistics",
    "Purchase Orders: po creation, purchase order processing, po processing, purchase order management",
    "Logistics Control Tower: control tower operations, control tower",
    "E-commerce Operations: ecommerce operations, marketplace operations, catalog management, catalogue management, listing management",
  ],
  hospitality: [
    "Food Preparation: food production, mise en place, food prep",
    "Food Safety: food hygiene, kitchen hygiene, food safety standards",
    "HACCP: hazard analysis and critical control points, haccp standards",
    "Continental Cuisine: continental cooking, european cuisine",
    "Indian Cuisine: north indian cuisine, south indian cuisine, mughlai cuisine, tandoor, tandoori",
    "Bakery and Pastry: bakery, baking, pastry, patisserie",
    "Menu Planning: menu design, menu engineering",
    "Food Costing: food cost control, recipe costing, f&b costing, f&b cost control, beverage costing",
    "Kitchen Management: kitchen operations",
    "Food and Beverage Service: f&b service, food & beverage service, f&b operations",
    "Banquet Operations: banquets, banqueting, banquet management",
    "Bartending: mixology, bar operations",
    "Front Office: front office operations, front desk",
    "Opera PMS: oracle opera, opera property management, fidelio, ~Opera",
    "eZee Absolute: ezee, ezee frontdesk, ezee absolute pms",
    "Guest Relations: guest service, guest services, guest handling, guest experience",
    "Hotel Reservations: reservations, room reservations, reservation management",
    "Housekeeping: housekeeping operations, room inspection, laundry management",
    "Hospitality Management: hospitality operations, ~Hospitality",
    "Night Audit: night auditing, night audit operations",
    "IDS Next: idsnext, ids fortune, ids next pms",
    "Micros POS: oracle micros, micros pos, micros simphony, ~Micros",
    "Cash Handling: cash collection, cash counting, cash and card handling, petty cash, petty cash management, cash reconciliation, till reconciliation",
    "Guest Folio Management: guest folios, folio handling, folio management, room revenue posting, revenue posting, charge posting",
    "Revenue Management: yield management, room revenue management, rate management",
    "Guest Check-in and Check-out: check in and check out, check-in and check-out, check in check out, check-in/check-out, guest check in",
    "Concierge Services: concierge desk",
    "Room Service: in-room dining, in room dining",
    "Fine Dining: fine dining service",
    "Table Service: silver service, american service, french service, table setting, table laying",
    "KOT Handling: kitchen order ticket, kitchen order tickets, ^KOT",
    "Wine Service: wine knowledge, wine pairing, sommelier",
    "Chinese Cuisine: indo-chinese, indo chinese, oriental cuisine, chinese cooking, pan asian cuisine, asian cuisine",
    "Italian Cuisine: italian cooking",
    "Garde Manger: cold kitchen",
    "Butchery: meat fabrication, meat cutting",
    "FSSAI Compliance: fssai, fssai norms, fssai licensing, fostac > Food Safety",
    "Air Ticketing: airline ticketing, ~Amadeus, ~Galileo, ~Sabre, gds",
    "Itinerary Planning: itinerary preparation, tour planning, tour packaging, holiday packages",
    "Visa Processing: visa documentation, visa assistance",
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
    "Customer Onboarding: client onboarding, customer onboarding process, ?onboarding",
    "Customer Satisfaction: csat, nps",
    "Call Handling: inbound calls, outbound calls, call center, call centre, bpo",
    "Complaint Resolution: escalation handling, escalations, grievance handling",
    "Zendesk",
    "Freshdesk",
    "Ticketing Systems: ticketing tools, ticketing",
    "Chat Support: chat process, live chat support, chat handling",
    "Voice Process: voice support, international voice process, domestic voice process, inbound voice process, outbound voice process > Call Handling",
    "Non-Voice Process: non-voice, non voice, non-voice process, non voice process, non-voice support",
    "Email Support: email handling, e-mail support, email process, email support",
    "Average Handling Time: average handle time, aht management, aht reduction, ^AHT",
    "First Call Resolution: first contact resolution, ~FCR",
    "SLA Management: sla adherence, sla compliance, service level agreements",
    "Call Quality Monitoring: call auditing, call audits, call monitoring, call quality audits",
    "Salesforce Service Cloud: service cloud",
    "Genesys: genesys cloud, genesys purecloud",
    "Customer Retention: churn management, churn reduction",
    "Workforce Management: ^WFM, roster management, shift scheduling, shift rostering",
    "Refund Processing: refunds processing",
    "Back Office Operations: back office, back-office operations, backend operations",
    "Data Entry: data entry operations",
    "~Typing: typing speed, touch typing",
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
  // O*NET skills given the spellings people write, kept in the category they had ("technology").
  technology: [
    "^SPC: spc charts, control charts, statistical process control",
    "^FMEA: pfmea, dfmea, process fmea, design fmea, failure mode and effects analysis",
    "^TMS: transportation management system, transport management system",
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
interface Term { text: string; mode: Mode; ambiguous?: boolean }
interface SkillDraft { name: string; category: string; terms: Map<string, Term>; onet: boolean; hot: boolean; broader?: string[] }

const key = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

function parseTerm(raw: string): Term {
  let t = raw.trim();
  let mode: Mode = "free";
  let ambiguous = false;
  for (;;) {
    if (t.startsWith("~")) mode = "list";
    else if (t.startsWith("^")) mode = "cased";
    else if (t.startsWith("?")) ambiguous = true;
    else break;
    t = t.slice(1);
  }
  return ambiguous ? { text: t, mode, ambiguous } : { text: t, mode };
}

const skills = new Map<string, SkillDraft>(); // by key(name)
const termIndex = new Map<string, string>(); // key(term) -> key(name)

/** Ambiguous short forms ("?CPT"): key(spelling) -> the skills declaring it, in curated order (the first names it alone). */
const ambiguous = new Map<string, string[]>();

function addTerm(skill: SkillDraft, term: Term) {
  const k = key(term.text);
  if (!k) return;
  if (term.ambiguous) {
    const senses = ambiguous.get(k) ?? [];
    if (!senses.includes(skill.name)) ambiguous.set(k, [...senses, skill.name]);
  }
  const owner = termIndex.get(k);
  if (owner && owner !== key(skill.name)) return; // first definition wins (curated beats O*NET)
  termIndex.set(k, key(skill.name));
  const prev = skill.terms.get(k);
  // A restricted spelling declared explicitly beats a free one added implicitly.
  if (!prev) skill.terms.set(k, term);
}

for (const [category, entries] of Object.entries(CURATED)) {
  for (const raw of entries) {
    const [entry, broader] = raw.split(/\s>\s/) as [string, string?];
    const [head, rest = ""] = entry.split(/:\s(.*)/s) as [string, string?];
    const nameTerm = parseTerm(head);
    const skill: SkillDraft = { name: nameTerm.text, category, terms: new Map(), onet: false, hot: false };
    if (broader) skill.broader = broader.split(",").map((b) => b.trim());
    if (skills.has(key(skill.name))) throw new Error(`duplicate curated skill ${skill.name}`);
    skills.set(key(skill.name), skill);
    const restTerms = rest.split(",").map(parseTerm).filter((t) => t.text);
    // An explicit restricted spelling of the name in the alias list wins over the free name.
    const explicit = restTerms.find((t) => key(t.text) === key(skill.name));
    addTerm(skill, explicit ?? nameTerm);
    for (const t of restTerms) if (t !== explicit) addTerm(skill, t);
  }
}

for (const s of skills.values()) for (const b of s.broader ?? []) if (!skills.has(key(b))) throw new Error(`${s.name}: unknown broader skill ${b}`);

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

/**
 * English words, as O*NET writes them in lower case: its occupation descriptions, tool names and commodity titles.
 * A capitalised word outside it ("Talend", "Abaqus") is a product's own name, not a word of the language.
 */
const english = new Set<string>();
const addWords = (text: string) => { for (const m of text.matchAll(/\b[a-z]+\b/g)) english.add(m[0]); };
addWords(readFileSync(path.join(dataRoot, "onet/occupation-data.tsv"), "utf8"));
for (const line of tsv.split(/\r?\n/).slice(1)) {
  const [, name = "", , commodity = ""] = line.split("\t");
  addWords(name);
  addWords(commodity);
}
/** Words of the language (or of a company's name) O*NET never writes in lower case: never a brand alone. */
const NOT_BRANDS = new Set(["Active", "Articulate", "Elastic", "Fusion", "Epic", "Lotus"]);
const distinctive = (word: string) =>
  /^[A-Z][A-Za-z0-9]{3,}$/.test(word) && !english.has(word.toLowerCase()) && !COMMON_WORDS.has(word.toLowerCase()) && !NOT_BRANDS.has(word);

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

// ---- brands ---------------------------------------------------------------------------------
// O*NET names products ("Talend Data Fabric", "Kronos Workforce Timekeeper", "IBM Cognos Impromptu"); resumes write the
// brand alone ("Talend", "Kronos", "Cognos"). A brand is the first word of a product's name, or the first after a
// vendor we drop (VENDORS), when it is distinctive (not a word of the language, see `english`) and not a big vendor's
// name (ten or more O*NET products: "Siemens", "Sage", "Thomson"). A plain capitalised word must start two kept
// products to count ("Henry Schein Dentrix" is no brand "Henry"); InternalCaps or capitals need one ("NetSuite").
// One product's brand becomes its alias; several products' brand becomes its own skill, the broader skill of each.
// Written with a capital outside lists ("^Talend").
const firstWordRows = new Map<string, number>();
for (const name of rows.keys()) {
  const first = name.split(" ")[0]!;
  firstWordRows.set(first, (firstWordRows.get(first) ?? 0) + 1);
}
const brands = new Map<string, string[]>(); // brand -> key(skill) of each kept product, in order
for (const row of onetNames) {
  const sp = onetSpellings(row.name);
  if (!sp || DROP.has(sp.canonical)) continue;
  // Only a product that is its own skill: one merged into a category ("Allscripts Professional EHR" into EHR) gives
  // the category no brand.
  const owner = termIndex.get(key(row.name));
  if (owner === undefined || owner === NOT_A_SKILL || skills.get(owner)!.name !== sp.canonical) continue;
  const words = row.name.replace(/\s+software$/i, "").trim().split(/\s+/);
  const vendor = VENDORS.find((v) => row.name.startsWith(v + " "));
  const bare = vendor ? row.name.slice(vendor.length + 1).split(" ") : [];
  // A brand names a product ("Talend Data Fabric"), not a phrase that describes one ("Finite element analysis FEA").
  const candidates = [...(/^[A-Z]/.test(words[1] ?? "") ? [words[0]!] : []), ...(bare.length > 1 && /^[A-Z]/.test(bare[1]!) ? [bare[0]!] : [])];
  for (const brand of candidates) {
    // Capitals of four letters or fewer are an acronym of something else ("HTTP", "LAMP", "HMIS").
    if (!distinctive(brand) || /^[A-Z0-9]{1,4}$/.test(brand) || VENDORS.some((v) => v.split(" ")[0] === brand) || (firstWordRows.get(brand) ?? 0) >= 10) continue;
    const list = brands.get(brand) ?? [];
    if (!list.includes(owner)) brands.set(brand, [...list, owner]);
  }
}
let brandAliases = 0;
for (const [brand, owners] of [...brands].sort(([a], [b]) => a.localeCompare(b))) {
  if (termIndex.has(key(brand))) continue; // a curated or O*NET spelling already ("Informatica", "Qlik", "Tekla")
  if (owners.length < 2 && !/[A-Z].*[A-Z]|\d/.test(brand.slice(1))) continue;
  brandAliases++;
  if (owners.length === 1) {
    addTerm(skills.get(owners[0]!)!, { text: brand, mode: "cased" });
    continue;
  }
  const products = owners.map((o) => skills.get(o)!);
  const skill: SkillDraft = { name: brand, category: products[0]!.category, terms: new Map(), onet: true, hot: false };
  skills.set(key(brand), skill);
  addTerm(skill, { text: brand, mode: "cased" });
  for (const p of products) p.broader = [...(p.broader ?? []), brand];
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
      const entry: { name: string; category: string; aliases: string[]; list?: string[]; cased?: string[]; broader?: string[]; onet?: true; hot?: true } = {
        name: s.name,
        category: s.category,
        aliases: terms.filter((t) => t.mode === "free" && t.text !== s.name).map((t) => t.text),
      };
      const list = terms.filter((t) => t.mode === "list").map((t) => t.text);
      const cased = terms.filter((t) => t.mode === "cased").map((t) => t.text);
      if (list.length) entry.list = list;
      if (cased.length) entry.cased = cased;
      if (s.broader) entry.broader = s.broader.map((b) => skills.get(key(b))!.name);
      if (s.onet) entry.onet = true;
      if (s.hot) entry.hot = true;
      return entry;
    }),
  notSkills: NOT_SKILLS,
  ambiguous: Object.fromEntries([...ambiguous].sort(([a], [b]) => a.localeCompare(b, "en")).map(([k, senses]) => [k, senses.map((n) => skills.get(key(n))!.name)])),
};
mkdirSync(path.dirname(outFile), { recursive: true });
const json = JSON.stringify(out, null, 1) + "\n";
writeFileSync(outFile, json);
console.log(`skills-taxonomy ${TAXONOMY_VERSION}: ${out.skills.length} skills (${onetKept} O*NET examples, ${brandAliases} brands), ${(json.length / 1024).toFixed(0)} KB -> ${path.relative(repoRoot, outFile)}`);
