// Regression sweep for role matching: common job titles people in India type, and what each one matches today.
// Reviewed by hand. Entries marked "weak" match something usable but not the best reading (the comment says what
// would be better); they are pinned too, so any change to them is seen and reviewed. When a matching change moves
// an entry, check the new match is at least as good, then update the entry.
//
// Expected values: a curated role id; "<role id> teaching <field>" for a trainer of a field (the corporate trainer
// guide with that subject); "onet:<code>+<code>" for the nearest O*NET occupations; "onet:none" for the general playbook.

export const TITLE_SWEEP: ReadonlyArray<readonly [title: string, expected: string]> = [
  ["Software Engineer", "software-engineer-backend"],
  ["Software Developer", "software-engineer-backend"],
  ["Java Developer", "software-engineer-backend"],
  ["Python Developer", "software-engineer-backend"],
  [".NET Developer", "software-engineer-backend"],
  ["PHP Developer", "software-engineer-backend"],
  ["Frontend Developer", "software-engineer-frontend"],
  ["React Developer", "software-engineer-frontend"],
  ["Full Stack Developer", "full-stack-developer"],
  ["MERN Stack Developer", "full-stack-developer"],
  ["Android Developer", "mobile-developer"],
  ["iOS Developer", "mobile-developer"],
  ["Flutter Developer", "mobile-developer"],
  ["DevOps Engineer", "devops-engineer"],
  ["Cloud Engineer", "devops-engineer"],
  ["AWS Engineer", "cloud-architect"],
  ["Site Reliability Engineer", "devops-engineer"],
  ["System Administrator", "devops-engineer"],
  ["Network Engineer", "onet:15-1241.00+15-1231.00"], // Computer Network Architects + Computer Network Support Specialists
  ["Database Administrator", "onet:15-1242.00"], // Database Administrators
  ["Data Analyst", "data-analyst"],
  ["Data Scientist", "data-scientist"],
  ["Data Engineer", "data-engineer"],
  ["Business Analyst", "business-analyst"],
  ["Business Intelligence Analyst", "data-analyst"],
  ["MIS Executive", "data-analyst"],
  ["Machine Learning Engineer", "ml-engineer"],
  ["AI Engineer", "ml-engineer"],
  ["QA Engineer", "qa-engineer"],
  ["Software Tester", "qa-engineer"],
  ["Automation Tester", "qa-engineer"],
  ["Cybersecurity Analyst", "cybersecurity-analyst"],
  ["SOC Analyst", "cybersecurity-analyst"],
  ["Technical Support Engineer", "customer-support-executive"],
  ["IT Support Executive", "customer-support-executive"],
  ["Desktop Support Engineer", "customer-support-executive"], // alias: the customer support guide covers desktop and help desk support (not Desktop Publishers)
  ["Product Manager", "product-manager"],
  ["Associate Product Manager", "product-manager"],
  ["Project Manager", "project-manager"],
  ["Program Manager", "project-manager"],
  ["Scrum Master", "project-manager"],
  ["Solution Architect", "cloud-architect"],
  ["UI/UX Designer", "ux-designer"],
  ["Graphic Designer", "graphic-designer"],
  ["Web Designer", "onet:15-1255.00"], // Web and Digital Interface Designers
  ["Video Editor", "onet:27-4032.00"], // Film and Video Editors
  ["Animator", "onet:27-1014.00"], // Special Effects Artists and Animators
  ["Content Writer", "content-writer"],
  ["Copywriter", "content-writer"],
  ["Technical Writer", "content-writer"],
  ["Digital Marketing Executive", "digital-marketing-manager"],
  ["SEO Executive", "seo-specialist"],
  ["Social Media Manager", "social-media-manager"],
  ["Performance Marketing Manager", "performance-marketing-manager"],
  ["Marketing Manager", "digital-marketing-manager"],
  ["Brand Manager", "brand-manager"],
  ["Sales Executive", "sales-executive"],
  ["Sales Manager", "sales-executive"],
  ["Area Sales Manager", "sales-executive"],
  ["Regional Sales Manager", "sales-executive"],
  ["Business Development Executive", "business-development-manager"],
  ["Business Development Manager", "business-development-manager"],
  ["Inside Sales Executive", "sales-executive"],
  ["Telecaller", "sales-executive"],
  ["Relationship Manager", "account-manager"],
  ["Key Account Manager", "account-manager"],
  ["Customer Success Manager", "customer-success-manager"],
  ["Customer Support Executive", "customer-support-executive"],
  ["Customer Care Executive", "customer-support-executive"],
  ["Call Center Executive", "customer-support-executive"],
  ["BPO Executive", "customer-support-executive"],
  ["Voice Process Executive", "customer-support-executive"],
  ["Team Leader", "team-lead"],
  ["Team Lead", "team-lead"],
  ["Team lead BPO", "customer-support-executive"],
  ["Java Team Lead", "software-engineer-backend"],
  ["Sales Team Leader", "sales-executive"], // the sales guide (it names "sales manager") with the team lead note
  ["Customer Support Team Lead", "customer-support-executive"],
  ["Supervisor", "team-lead"],
  ["Shift Supervisor", "team-lead"],
  ["HR Executive", "hr-generalist"],
  ["HR Manager", "hr-generalist"],
  ["HR Generalist", "hr-generalist"],
  ["Recruiter", "recruiter"],
  ["Talent Acquisition Specialist", "recruiter"],
  ["HR Business Partner", "hr-generalist"],
  ["Payroll Executive", "onet:43-3051.00+43-4161.00"], // Payroll and Timekeeping Clerks + Human Resources Assistants, Except Payroll and Timekeeping
  ["Training Manager", "corporate-trainer"],
  ["Corporate Trainer", "corporate-trainer"],
  ["Accountant", "chartered-accountant"],
  ["Accounts Executive", "chartered-accountant"],
  ["Chartered Accountant", "chartered-accountant"],
  ["Tax Consultant", "chartered-accountant"],
  ["Auditor", "chartered-accountant"],
  ["Financial Analyst", "financial-analyst"],
  ["Finance Manager", "financial-analyst"],
  ["Investment Banking Analyst", "investment-banking-analyst"],
  ["Credit Analyst", "financial-analyst"],
  ["Loan Officer", "onet:13-2072.00"], // Loan Officers
  ["Bank Probationary Officer", "onet:13-2072.00+43-3071.00"], // alternate title: Loan Officers; Tellers
  ["Bank Clerk", "onet:43-3071.00+43-4141.00"], // alternate title: Tellers; New Accounts Clerks (not the investment banking guide)
  ["Insurance Advisor", "onet:41-3021.00"], // alternate title: Insurance Sales Agents
  ["Financial Advisor", "onet:13-2052.00"], // Personal Financial Advisors
  ["Stock Broker", "onet:41-3031.00"], // alternate title: Securities, Commodities, and Financial Services Sales Agents
  ["Operations Executive", "operations-manager"],
  ["Operations Manager", "operations-manager"],
  ["Supply Chain Manager", "supply-chain-manager"],
  ["Logistics Executive", "supply-chain-manager"],
  ["Warehouse Manager", "supply-chain-manager"],
  ["Purchase Executive", "supply-chain-manager"],
  ["Store Keeper", "onet:53-7065.00+43-5071.00"], // alternate title: Stockers and Order Fillers; Shipping, Receiving, and Inventory Clerks
  ["Admin Executive", "onet:43-6014.00+43-9061.00"], // alternate title: Secretaries and Administrative Assistants; Office Clerks
  ["Office Administrator", "onet:11-3012.00+43-1011.00"], // alternate title: Administrative Services Managers; First-Line Supervisors of Office and Administrative Support Workers (not the DevOps guide)
  ["Receptionist", "onet:43-4171.00"], // Receptionists and Information Clerks
  ["Front Office Executive", "onet:43-4171.00+43-4081.00"], // alternate title: Receptionists; Hotel, Motel, and Resort Desk Clerks
  ["Executive Assistant", "onet:43-6011.00+43-6014.00"], // Executive Secretaries and Executive Administrative Assistants + Secretaries and Administrative Assistants, Except Legal, Medical, and Executive
  ["Personal Assistant", "onet:43-6011.00+43-6014.00"], // alternate title: Executive Secretaries and Executive Administrative Assistants; Secretaries and Administrative Assistants
  ["Data Entry Operator", "onet:43-9021.00"], // Data Entry Keyers
  ["Back Office Executive", "onet:43-9061.00+43-9021.00"], // alternate title: Office Clerks, General; Data Entry Keyers
  ["Civil Engineer", "civil-engineer"],
  ["Site Engineer", "civil-engineer"],
  ["Mechanical Engineer", "mechanical-engineer"],
  ["Electrical Engineer", "electrical-engineer"],
  ["Electronics Engineer", "electrical-engineer"],
  ["Production Engineer", "mechanical-engineer"],
  ["Quality Engineer", "mechanical-engineer"],
  ["Maintenance Engineer", "mechanical-engineer"],
  ["Safety Officer", "onet:19-5011.00+19-5012.00"], // alternate title: Occupational Health and Safety Specialists; Technicians (not a pharmacist)
  ["Architect", "architect"],
  ["Interior Designer", "architect"],
  ["Draughtsman", "onet:17-3013.00+17-3019.00"], // Mechanical Drafters + Drafters, All Other
  ["Quantity Surveyor", "civil-engineer"],
  ["Teacher", "teacher"],
  ["Primary Teacher", "teacher"],
  ["Maths Teacher", "teacher"],
  ["English Teacher", "onet:25-1123.00"], // English Language and Literature Teachers, Postsecondary
  ["Lecturer", "teacher"],
  ["Professor", "teacher"],
  ["Tutor", "teacher"],
  ["Nurse", "nurse"],
  ["Staff Nurse", "nurse"],
  ["Doctor", "doctor"],
  ["Pharmacist", "pharmacist"],
  ["Lab Technician", "onet:29-2012.00+29-2011.00"], // alternate title: Medical and Clinical Laboratory Technicians and Technologists
  ["Medical Representative", "sales-executive"],
  ["Physiotherapist", "onet:29-1123.00+31-2021.00"], // Physical Therapists + Physical Therapist Assistants
  ["Dentist", "onet:29-1021.00+29-1029.00"], // Dentists, General + Dentists, All Other Specialists
  ["Fitness Trainer", "fitness-trainer"],
  ["Personal Trainer", "fitness-trainer"],
  ["Gym Trainer", "fitness-trainer"],
  ["Yoga Instructor", "fitness-trainer"],
  ["Zumba Instructor", "fitness-trainer"],
  ["Chef", "onet:35-1011.00+35-2019.00"], // Chefs and Head Cooks + Cooks, All Other
  ["Cook", "onet:35-2019.00+35-2014.00"], // Cooks, All Other + Cooks, Restaurant
  ["Waiter", "onet:35-3031.00"], // Waiters and Waitresses
  ["Hotel Manager", "onet:11-9081.00"], // alternate title: Lodging Managers
  ["Housekeeping Supervisor", "onet:37-1011.00"], // First-Line Supervisors of Housekeeping and Janitorial Workers
  ["Security Guard", "onet:33-9032.00"], // Security Guards
  ["Driver", "onet:53-3054.00+53-3033.00"], // alternate title: Taxi Drivers; Light Truck Drivers (not Pile Driver Operators)
  ["Delivery Executive", "onet:43-5021.00+53-3031.00"], // alternate title: Couriers and Messengers; Driver/Sales Workers (not the "delivery manager")
  ["Electrician", "onet:47-2111.00+47-3013.00"], // Electricians + Helpers--Electricians
  ["Plumber", "onet:47-2152.00+47-3015.00"], // Plumbers, Pipefitters, and Steamfitters + Helpers--Pipelayers, Plumbers, Pipefitters, and Steamfitters
  ["Welder", "onet:51-4121.00+51-4122.00"], // Welders, Cutters, Solderers, and Brazers + Welding, Soldering, and Brazing Machine Setters, Operators, and Tenders
  ["Fitter", "onet:51-2041.00"], // Structural Metal Fabricators and Fitters
  ["Machine Operator", "onet:51-4031.00+51-9111.00"], // alternate title: Cutting, Punching, and Press Machine Setters, Operators, and Tenders; Packaging and Filling Machine Operators and Tenders
  ["CNC Operator", "onet:51-9161.00"], // Computer Numerically Controlled Tool Operators ("cnc" synonym)
  ["Technician", "onet:49-9071.00"], // alternate title: Maintenance and Repair Workers, General, with a note asking for the field
  ["AC Technician", "onet:49-9021.00"], // Heating, Air Conditioning, and Refrigeration Mechanics and Installers ("ac" synonym; not also Agricultural Technicians)
  ["Field Service Engineer", "onet:49-9041.00+49-9062.00"], // alternate title: Industrial Machinery Mechanics; Medical Equipment Repairers
  ["Lawyer", "lawyer"],
  ["Legal Advisor", "lawyer"],
  ["Company Secretary", "lawyer"],
  ["Journalist", "content-writer"],
  ["Management Consultant", "management-consultant"],
  ["Store Manager", "onet:41-1011.00"], // alternate title: First-Line Supervisors of Retail Sales Workers
  ["Retail Sales Associate", "sales-executive"],
  ["Cashier", "onet:41-2011.00+41-2012.00"], // Cashiers + Gambling Change Persons and Booth Cashiers
  ["Beautician", "onet:39-5094.00+39-5012.00"], // Skincare Specialists + Hairdressers, Hairstylists, and Cosmetologists
  ["Hair Stylist", "onet:39-5012.00"], // Hairdressers, Hairstylists, and Cosmetologists
  ["Tailor", "onet:51-6052.00"], // Tailors, Dressmakers, and Custom Sewers
  ["Event Manager", "onet:13-1121.00"], // Meeting, Convention, and Event Planners
  ["Travel Consultant", "onet:41-3041.00"], // alternate title: Travel Agents (not the management consultant guide)
  ["Flight Attendant", "onet:53-2031.00"], // Flight Attendants
  ["Pilot", "onet:53-2012.00+53-2011.00"], // Commercial Pilots + Airline Pilots, Copilots, and Flight Engineers
  ["Real Estate Agent", "onet:41-9022.00"], // Real Estate Sales Agents
  ["Counsellor", "onet:21-1014.00+21-1012.00"], // alternate title: Mental Health Counselors; Educational, Guidance, and Career Counselors and Advisors (not the teacher guide)
  ["Psychologist", "onet:19-3034.00+19-3039.00"], // School Psychologists + Psychologists, All Other
  ["Social Worker", "onet:21-1022.00+21-1029.00"], // Healthcare Social Workers + Social Workers, All Other
  ["Librarian", "onet:25-4022.00"], // Librarians and Media Collections Specialists
  ["Clerk", "onet:43-4151.00+43-3061.00"], // Order Clerks + Procurement Clerks
  ["Trainer", "corporate-trainer"],
  ["Coach", "life-coach"],
  ["Instructor", "corporate-trainer"],
  ["Life Coach", "life-coach"],
  ["Career Coach", "life-coach"],
  ["Executive Coach", "life-coach"],
  ["Business Coach", "life-coach"],
  ["Leadership Coach", "life-coach"],
  ["Agile Coach", "project-manager"],
  ["Sports Coach", "onet:27-2022.00"], // Coaches and Scouts
  ["Cricket Coach", "onet:27-2022.00"], // Coaches and Scouts
  ["Football Coach", "onet:27-2022.00"], // Coaches and Scouts
  ["Swimming Instructor", "onet:25-3021.00"], // Self-Enrichment Teachers (a leisure field no occupation names; not Nursing Instructors)
  ["Driving Instructor", "onet:25-3021.00"], // alternate title: Self-Enrichment Teachers
  ["Dance Teacher", "onet:27-2031.00"], // Dancers
  ["Dog Trainer", "onet:39-2011.00"], // Animal Trainers
  ["HR Trainer", "corporate-trainer teaching HR"],
  ["Python Trainer", "corporate-trainer teaching Python"],
  ["Java Trainer", "corporate-trainer teaching Java"],
  ["Software Trainer", "corporate-trainer teaching Software"],
  ["Excel Trainer", "corporate-trainer teaching Excel"],
  ["Sales Trainer", "corporate-trainer teaching Sales"],
  ["SAP Trainer", "corporate-trainer teaching SAP"],
  ["Tally Trainer", "corporate-trainer teaching Tally"],
  ["Soft Skills Trainer", "corporate-trainer"],
  ["Process Trainer", "corporate-trainer"],
  ["Technical Trainer", "corporate-trainer"],
  ["Spoken English Trainer", "onet:25-3011.00"], // Adult Basic Education, Adult Secondary Education, and English as a Second Language Instructors
  ["Communication Skills Trainer", "corporate-trainer"],
  ["Digital Marketing Trainer", "corporate-trainer teaching Digital Marketing"],
  ["Data Science Trainer", "corporate-trainer teaching Data Science"],
  ["Fitness Instructor", "fitness-trainer"],
  ["Yoga Trainer", "fitness-trainer"],
  ["Swimming Coach", "onet:27-2022.00"], // Coaches and Scouts
  ["Chess Coach", "onet:27-2022.00"], // Coaches and Scouts
  ["Tennis Coach", "onet:27-2022.00"], // Coaches and Scouts
  ["Guitar Instructor", "onet:25-3021.00"], // Self-Enrichment Teachers (a leisure field no occupation names; not Nursing Instructors)
  ["Dance Instructor", "onet:27-2031.00"], // Dancers
  ["Flight Instructor", "onet:53-2012.00"], // alternate title: Commercial Pilots
  ["Ground Instructor", "onet:25-1194.00+53-2012.00"], // alternate title: aviation ground school (vocational teachers + Commercial Pilots), not Grounds Maintenance Workers
  ["Nursing Instructor", "onet:25-1072.00"], // Nursing Instructors and Teachers, Postsecondary
  ["Interview Coach", "life-coach"],
  ["Cricket Trainer", "onet:27-2022.00+27-2021.00"], // Coaches and Scouts + Athletes and Sports Competitors
  ["Yoga Coach", "fitness-trainer"],
  ["Pilates Trainer", "fitness-trainer"],
  ["Horse Trainer", "onet:39-2011.00"], // Animal Trainers
  ["Crossfit Trainer", "fitness-trainer"],
  ["Aerobics Instructor", "fitness-trainer"],
  ["GST Trainer", "corporate-trainer teaching GST"],
  ["SQL Trainer", "corporate-trainer teaching SQL"],
  ["AWS Trainer", "corporate-trainer teaching AWS"],
  ["Java Instructor", "corporate-trainer teaching Java"],
  ["Nutrition Coach", "onet:29-1031.00"], // Dietitians and Nutritionists (not also Coaches and Scouts)
  ["Health Coach", "onet:21-1091.00+21-1094.00"], // Health Education Specialists + Community Health Workers
  ["Wellness Coach", "onet:11-9179.01"], // Fitness and Wellness Coordinators (not also Coaches and Scouts)
  ["Sales Coach", "corporate-trainer teaching Sales"],
  ["Customer Service Trainer", "corporate-trainer teaching Customer Service"],
  ["Clinical Instructor", "corporate-trainer teaching Clinical"],
  ["Safety Trainer", "corporate-trainer teaching Safety"],
  ["Marketing Trainer", "corporate-trainer teaching Marketing"],
  ["Computer Trainer", "corporate-trainer teaching Computer"], // the computer basics and MS Office topic is the subject
  ["English Trainer", "onet:25-3011.00"], // Adult Basic Education, Adult Secondary Education, and English as a Second Language Instructors
  ["IELTS Trainer", "onet:25-3011.00"], // Adult Basic Education, Adult Secondary Education, and English as a Second Language Instructors ("ielts" synonym; not Animal Trainers)
  ["MS Office Trainer", "corporate-trainer teaching MS Office"], // the computer basics and MS Office topic is the subject (not Animal Trainers)
  ["Voice and Accent Trainer", "corporate-trainer"],
  ["TL", "team-lead"],
  ["Team Manager", "team-lead"],
  ["Project Team Lead", "project-manager"],
  ["QA Team Lead", "qa-engineer"],
  ["Operations Team Leader", "operations-manager"], // the operations guide (it names "operations lead") with the team lead note
  ["Senior Team Lead", "team-lead"],
  // Curated alternate titles (scripts/data/alternate-titles.ts): titles no O*NET title names.
  ["Sommelier", "onet:35-3011.00+11-9051.00"],
  ["Office Boy", "onet:43-9061.00+43-5021.00"],
  ["Delivery Boy", "onet:43-5021.00+53-3031.00"],
  ["Ward Boy", "onet:31-1132.00+31-1131.00"],
  ["Compounder", "onet:29-2052.00+31-9095.00"],
  ["Ground Staff", "onet:43-4181.00+53-2022.00"],
  ["Bank PO", "onet:13-2072.00+43-3071.00"],
  ["HSE Officer", "onet:19-5011.00+19-5012.00"],
  ["Car Driver", "onet:53-3053.00+53-3054.00"],
  ["ITI Instructor", "onet:25-1194.00"],
  ["Counselor", "onet:21-1014.00+21-1012.00"],
];
