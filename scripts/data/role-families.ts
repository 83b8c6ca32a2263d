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
}

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
    ],
  },
  {
    id: "mobile-development", name: "Mobile app development", sector: "technology",
    soc: [],
    neighbours: ["software-engineering", "frontend-engineering"],
    titles: [
      "Android Developer", "iOS Developer", "Flutter Developer", "React Native Developer", "Mobile App Developer", "Mobile Engineer",
      "App Developer", "Kotlin Developer", "Swift Developer", "Mobile Application Developer", "Android Engineer", "iOS Engineer",
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
    ],
  },
  {
    id: "ux-design", name: "UX, UI and product design", sector: "product-design",
    soc: ["15-1255", "27-1021"],
    neighbours: ["graphic-design", "product-management", "frontend-engineering"],
    titles: [
      "UX Designer", "UI Designer", "UI/UX Designer", "UI UX Designer", "UX/UI Designer", "Product Designer", "Interaction Designer",
      "User Experience Designer", "UX Researcher", "Experience Designer", "Visual Product Designer", "Design Lead", "Head of Design",
      "Design Manager", "Service Designer", "UX Writer", "User Researcher", "Web Designer",
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
    ],
  },
  {
    id: "customer-support", name: "Customer support and success", sector: "sales-customer",
    soc: ["43-4051", "43-4041"],
    neighbours: ["sales", "it-infrastructure", "hospitality", "admin-office"],
    titles: [
      "Customer Support Executive", "Customer Support Associate", "Customer Service Executive", "Customer Service Representative",
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
    ],
  },
  {
    id: "finance-investment", name: "Finance, investment and risk", sector: "finance",
    soc: ["13-2", "11-3031"],
    neighbours: ["accounting", "banking", "consulting-strategy"],
    titles: [
      "Financial Analyst", "Finance Analyst", "Finance Executive", "Finance Manager", "FP&A Analyst", "FP&A Manager", "Corporate Finance Analyst",
      "Business Finance Analyst", "Financial Planning Analyst", "Investment Analyst", "Equity Research Analyst", "Risk Analyst",
      "Credit Risk Analyst", "Investment Banking Analyst", "Investment Banker", "IB Analyst", "M&A Analyst", "Private Equity Analyst",
      "Venture Capital Analyst", "Portfolio Manager", "Fund Manager", "Treasury Analyst", "Treasury Manager", "CFO", "Chief Financial Officer",
      "Head of Finance", "Head of FP&A", "Valuation Analyst", "Actuarial Analyst", "Underwriter", "Research Analyst", "Finance Associate",
      "Corporate Finance Associate", "Deal Advisory Analyst", "ECM Analyst", "Market Risk Analyst", "Quantitative Analyst",
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
    ],
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
      "Curriculum Developer", "Special Educator", "Teaching Assistant", "Librarian", "Subject Matter Expert", "Guest Lecturer", "Visiting Faculty",
      "Art Teacher", "Music Teacher", "Dance Teacher", "Physical Education Teacher", "PE Teacher", "Sports Teacher", "Headmaster", "Headmistress",
      "Academic Head", "Early Childhood Educator", "Daycare Teacher", "Principal",
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
      "Highway Engineer", "Quantity Surveyor", "Billing Engineer", "Planning Engineer", "Construction Manager", "Site Supervisor", "Surveyor",
      "Land Surveyor", "Estimation Engineer", "QA/QC Engineer Civil", "Geotechnical Engineer", "Bridge Engineer", "Water Resources Engineer",
      "Site Manager", "Execution Engineer", "Civil Draughtsman", "AutoCAD Draughtsman Civil", "Project Manager Construction", "Site In-charge",
      "Structural Design Engineer", "Civil Project Engineer", "Junior Engineer Civil", "MEP Engineer", "Civil Engineering Manager",
      // A consultant's engineer on a construction site (not a hospital resident).
      "Resident Engineer",
    ],
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
    ],
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
      "Warehouse Supervisor", "Warehouse Executive", "Warehouse Associate", "Warehouse Incharge", "Store Keeper", "Storekeeper",
      "Stores Executive", "Stores Incharge", "Dispatch Executive", "Dispatch Supervisor", "Fleet Manager", "Transport Manager", "Transport Coordinator",
      "Transport Executive", "Transport Officer", "Fleet Coordinator", "Stock Controller",
      "Shipping Executive", "Export Executive", "Import Executive", "EXIM Executive", "Export Import Executive", "Customs Executive",
      "Freight Forwarder", "Freight Forwarding Executive", "Ocean Freight Executive", "Fulfilment Manager", "Last Mile Manager", "Hub Manager",
      "Hub Incharge", "Picker", "Picker Packer", "Material Planner", "Materials Manager", "Category Manager", "Strategic Sourcing Manager",
      "Logistics Analyst", "Head of Supply Chain",
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
      "Business Analyst Consulting", "Engagement Manager", "Strategy Associate", "Consulting Analyst", "Business Strategy Analyst",
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
};
