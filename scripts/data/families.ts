// Curated role families, one per sector of the role taxonomy (scripts/data/role-families.ts). Each curated role
// belongs to one; occupations the KB does not curate borrow their sector's, so "Underwater welder" still gets
// trade-specific competencies and questions.
import type { FamilyEntry } from "../../server/src/engines/playbook/kb-types";

export const families: FamilyEntry[] = [
  {
    id: "technology",
    name: "Software and IT",
    competencies: {
      entry: [
        "Write readable, tested code for well-scoped tasks — reviewers should understand it without a walkthrough",
        "Use Git, pull requests and code review comfortably — small, focused commits make reviews fast",
        "Debug methodically with logs, a debugger and a minimal reproduction",
      ],
      mid: [
        "Own features end to end, from design note to production monitoring",
        "Make trade-offs explicit in design documents — performance, cost and delivery time",
        "Reduce toil by automating tests, builds and routine operations",
      ],
      senior: [
        "Design systems that survive growth and failure — capacity, consistency and graceful degradation",
        "Lead incident response and write blameless post-mortems with follow-ups that get done",
        "Raise the bar through code review, mentoring and shared engineering standards",
      ],
      lead: [
        "Set technical direction across teams and retire technical debt deliberately",
        "Hire, grow and retain engineers — clear levels, fair feedback and career conversations",
        "Translate business goals into an engineering roadmap with measurable outcomes",
      ],
    },
    questions: [
      "Walk me through the most complex system you have worked on. What would you change now?",
      "Tell me about a production incident you handled. How did you find the root cause?",
      "How do you decide when code is ready to ship?",
      "Describe a disagreement about a technical decision and how it was resolved.",
      "How do you keep your skills current?",
    ],
    metrics: [
      "Deployment frequency — how often changes reach users",
      "Lead time for changes — commit to production",
      "Change failure rate — share of releases that cause incidents",
      "Mean time to restore — how quickly service recovers",
      "Defect escape rate — bugs found by users rather than tests",
    ],
    plan: {
      days_30: [
        "Set up the development environment and ship one small change to production",
        "Read the architecture docs and the last few incident reports",
      ],
      days_60: [
        "Own a medium-sized feature or fix end to end",
        "Join the on-call rotation shadowing a teammate",
      ],
      days_90: [
        "Propose one improvement to reliability, tooling or developer experience",
        "Agree goals for the next quarter with your manager",
      ],
    },
    resources: [
      "The Pragmatic Programmer — David Thomas & Andrew Hunt (book)",
      "Accelerate — Nicole Forsgren, Jez Humble & Gene Kim (book)",
    ],
    topics: ["system-design", "dsa"],
  },
  {
    id: "data",
    name: "Data and analytics",
    competencies: {
      entry: [
        "Write correct SQL with joins, aggregations and window functions",
        "Clean and validate data before analysing it — check nulls, duplicates and outliers",
        "Present findings in a short, clearly labelled chart with one takeaway",
      ],
      mid: [
        "Frame an ambiguous business question as an analysis plan with a clear decision at the end",
        "Choose the right statistical method and explain its assumptions",
        "Build reusable datasets and dashboards that others trust",
      ],
      senior: [
        "Drive decisions, not reports — connect analysis to revenue, cost or customer outcomes",
        "Design experiments and measurement frameworks for whole product areas",
        "Review others' analyses for bias, leakage and misleading comparisons",
      ],
      lead: [
        "Set the data strategy — which questions matter, which data to collect and how to govern it",
        "Build and mentor an analytics team with clear standards for quality",
        "Partner with leadership on metrics definitions and planning",
      ],
    },
    questions: [
      "Tell me about an analysis that changed a decision.",
      "How would you check whether a sudden drop in a metric is real?",
      "Explain a statistical concept you use often to a non-technical stakeholder.",
      "How do you make sure your numbers are correct before you share them?",
      "Describe a time the data contradicted what leadership believed.",
    ],
    metrics: [
      "Decisions influenced — analyses that changed a plan or a launch",
      "Turnaround time — from question to trusted answer",
      "Data quality — freshness, completeness and reconciliation errors",
      "Adoption — weekly users of the dashboards and datasets you own",
    ],
    plan: {
      days_30: [
        "Learn the core tables, metric definitions and who owns which data",
        "Reproduce one existing key report from raw data",
      ],
      days_60: [
        "Deliver an analysis that answers an open question for your team",
        "Document the data quality issues you found and how to fix them",
      ],
      days_90: [
        "Own a recurring metric review or dashboard",
        "Propose one experiment or model that could move a key metric",
      ],
    },
    resources: [
      "Practical Statistics for Data Scientists — Peter Bruce, Andrew Bruce & Peter Gedeck (book)",
      "Kaggle Learn — free micro-courses on SQL, Python and ML (kaggle.com/learn)",
    ],
    topics: ["sql", "statistics"],
  },
  {
    id: "product-design",
    name: "Product and design",
    competencies: {
      entry: [
        "Explain the user problem behind every piece of work",
        "Produce clean, consistent artefacts — specs, wireframes or layouts — that others can build from",
        "Ask for and act on critique without defensiveness",
      ],
      mid: [
        "Run the full cycle from research to shipped work and measure the result",
        "Balance user needs, business goals and technical constraints in one proposal",
        "Present work persuasively to stakeholders and handle pushback",
      ],
      senior: [
        "Shape strategy for a product area and define what good looks like",
        "Coach peers through critiques and raise the craft bar",
        "Influence roadmaps with evidence from research and data",
      ],
      lead: [
        "Build the team, rituals and systems that make quality repeatable",
        "Align leadership on a long-term vision and the bets that get there",
        "Represent the user at leadership level with evidence, not opinion",
      ],
    },
    questions: [
      "Walk me through a project from problem to outcome.",
      "Tell me about a time research changed your direction.",
      "How do you handle feedback you disagree with?",
      "What is a product you admire and why?",
    ],
    metrics: [
      "Task success rate — users completing key tasks",
      "Adoption and retention of the features you shaped",
      "Usability issues found before launch versus after",
    ],
    plan: {
      days_30: [
        "Use the product as a customer and list the biggest friction points",
        "Meet engineering, design and business partners one to one",
      ],
      days_60: [
        "Ship a small improvement end to end",
        "Sit in on user research or support calls",
      ],
      days_90: [
        "Propose a larger opportunity backed by evidence",
        "Agree success measures for your area with your manager",
      ],
    },
    resources: [
      "The Design of Everyday Things — Don Norman (book)",
      "Nielsen Norman Group articles (nngroup.com)",
    ],
    topics: ["user-research", "ux-design-process"],
  },
  {
    id: "marketing",
    name: "Marketing and communications",
    competencies: {
      entry: [
        "Execute campaigns accurately — briefs, assets, tracking links and launch checklists",
        "Report campaign results with clear numbers and a short interpretation",
        "Write crisp copy that fits the channel and the audience",
      ],
      mid: [
        "Plan campaigns from objective to budget to measurement",
        "Segment audiences and tailor the message and offer to each",
        "Run structured tests on creative, audiences and landing pages",
      ],
      senior: [
        "Own a channel or a brand's growth targets and the budget behind them",
        "Build a measurement approach that connects marketing to revenue",
        "Manage agencies and partners against clear scopes and KPIs",
      ],
      lead: [
        "Set marketing strategy, positioning and the annual plan",
        "Allocate budget across channels using marginal returns, not habit",
        "Build a team with strong craft in both creative and analytics",
      ],
    },
    questions: [
      "Tell me about a campaign you are proud of. What were the numbers?",
      "How would you spend an extra ₹10 lakh of budget next month?",
      "Describe a test that failed. What did you learn?",
      "How do you decide which channels to invest in?",
    ],
    metrics: [
      "Customer acquisition cost (CAC) — spend per new customer",
      "Return on ad spend (ROAS) — revenue per rupee of media spend",
      "Conversion rate at each funnel step",
      "Share of voice and brand search volume",
    ],
    plan: {
      days_30: [
        "Audit current campaigns, channels, budgets and tracking",
        "Learn the customer: read reviews, support tickets and sales call notes",
      ],
      days_60: [
        "Launch a test on the channel with the clearest upside",
        "Fix one measurement gap that hides performance",
      ],
      days_90: [
        "Present a channel plan for next quarter with budget and targets",
        "Set up a weekly performance review rhythm",
      ],
    },
    resources: [
      "This Is Marketing — Seth Godin (book)",
      "HubSpot Academy free certifications (academy.hubspot.com)",
    ],
    topics: ["marketing-analytics", "content-strategy"],
  },
  {
    id: "sales-customer",
    name: "Sales and customer roles",
    competencies: {
      entry: [
        "Research prospects or customers before every conversation",
        "Ask open questions and listen for the real need behind the request",
        "Keep the CRM accurate and follow up on every commitment on time",
      ],
      mid: [
        "Manage a pipeline or book of accounts and forecast it honestly",
        "Handle objections and negotiate without giving away value",
        "Build relationships with several stakeholders in each account",
      ],
      senior: [
        "Win and grow strategic accounts with multi-threaded relationships",
        "Coach peers on discovery, negotiation and account planning",
        "Feed customer insight back into product and marketing",
      ],
      lead: [
        "Set territory, targets and incentive plans that drive the right behaviour",
        "Hire, ramp and coach a team to a predictable number",
        "Own revenue forecasting with leadership",
      ],
    },
    questions: [
      "Sell me this product in two minutes.",
      "Tell me about a deal or customer you lost. What would you do differently?",
      "How do you prioritise your day when you have more leads or tickets than time?",
      "Describe your best month. What did you do differently?",
    ],
    metrics: [
      "Quota attainment — revenue closed against target (₹)",
      "Conversion rate at each pipeline stage",
      "Net revenue retention — revenue kept and expanded from existing customers",
      "Customer satisfaction (CSAT) and Net Promoter Score (NPS)",
    ],
    plan: {
      days_30: [
        "Learn the product, pricing and the top five objections",
        "Shadow top performers on calls and meetings",
      ],
      days_60: [
        "Run your own calls or accounts with weekly coaching",
        "Build a pipeline or account plan for the quarter",
      ],
      days_90: [
        "Hit your first ramp target",
        "Share one insight from customers with product or marketing",
      ],
    },
    resources: [
      "SPIN Selling — Neil Rackham (book)",
      "Never Split the Difference — Chris Voss (book)",
    ],
    topics: ["negotiation", "stakeholder-management"],
  },
  {
    id: "business-operations",
    name: "Business and operations",
    competencies: {
      entry: [
        "Keep trackers, documents and reports accurate and on time",
        "Use spreadsheets confidently — lookups, pivots and simple models",
        "Communicate status clearly and flag risks early",
      ],
      mid: [
        "Own a process end to end and improve its cost, speed or quality",
        "Structure ambiguous problems and recommend a course of action",
        "Coordinate across teams and vendors to hit deadlines",
      ],
      senior: [
        "Design operating processes and controls that scale",
        "Lead cross-functional programmes with clear owners and milestones",
        "Build business cases with costs, benefits and risks",
      ],
      lead: [
        "Set goals, budgets and the operating rhythm for a function",
        "Develop managers and build a culture of accountability",
        "Represent the function in leadership planning",
      ],
    },
    questions: [
      "Tell me about a process you improved. How did you measure the gain?",
      "How do you handle competing priorities from different stakeholders?",
      "Describe a time something went wrong on your watch and what you did.",
      "How would you approach your first month in this role?",
    ],
    metrics: [
      "Cycle time and on-time delivery for the processes you own",
      "Cost per unit or per transaction",
      "Error, rework or escalation rate",
      "Stakeholder satisfaction",
    ],
    plan: {
      days_30: [
        "Map the processes, people and tools you are responsible for",
        "Collect baseline numbers for the key measures",
      ],
      days_60: [
        "Fix the most painful bottleneck you found",
        "Set up a simple weekly report for your area",
      ],
      days_90: [
        "Present an improvement plan with targets for the next two quarters",
        "Agree ownership and escalation paths with partner teams",
      ],
    },
    resources: [
      "High Output Management — Andrew S. Grove (book)",
      "The Goal — Eliyahu M. Goldratt (book)",
    ],
    topics: ["process-improvement", "stakeholder-management"],
  },
  {
    id: "finance",
    name: "Finance and accounting",
    competencies: {
      entry: [
        "Record and reconcile transactions accurately under deadlines",
        "Build clean spreadsheets with clear inputs, calculations and outputs",
        "Know the basics of accounting standards, GST and TDS that apply to your work",
      ],
      mid: [
        "Analyse variances and explain the story behind the numbers",
        "Build forecasts and models that others can audit",
        "Own a close, compliance or reporting process end to end",
      ],
      senior: [
        "Advise business leaders on investments, pricing and cost",
        "Design controls that prevent errors and fraud",
        "Manage auditors, tax advisers and banks",
      ],
      lead: [
        "Own planning, capital allocation and financial risk for the business",
        "Build a finance team that partners with the business, not just reports to it",
        "Present to boards, investors or lenders with confidence",
      ],
    },
    questions: [
      "Walk me through the three financial statements and how they connect.",
      "How would you explain a large unfavourable variance to a business head?",
      "Tell me about an error you caught before it reached the books.",
      "Which recent change in tax or accounting rules affected your work?",
    ],
    metrics: [
      "Close timeliness — days to close the books",
      "Forecast accuracy — actual versus forecast",
      "Audit findings and compliance deadlines met",
      "Working capital — receivable, payable and inventory days",
    ],
    plan: {
      days_30: [
        "Learn the chart of accounts, close calendar and reporting pack",
        "Meet the business heads you will support",
      ],
      days_60: [
        "Own part of the monthly close or reporting cycle",
        "Document one process and its controls",
      ],
      days_90: [
        "Deliver an analysis that changes a spending or pricing decision",
        "Propose an automation that shortens the close",
      ],
    },
    resources: [
      "Financial Intelligence — Karen Berman & Joe Knight (book)",
      "Corporate Finance Institute free courses (corporatefinanceinstitute.com)",
    ],
    topics: ["financial-modelling", "excel", "tally-bookkeeping"],
  },
  {
    id: "people",
    name: "People and HR",
    competencies: {
      entry: [
        "Handle employee queries accurately and with discretion",
        "Maintain clean HR records, trackers and HRMS data",
        "Coordinate interviews, onboarding and exits smoothly",
      ],
      mid: [
        "Advise managers on policy, performance and employee relations cases",
        "Run HR processes end to end — hiring, appraisals, compensation cycles",
        "Use HR data to spot attrition and engagement risks",
      ],
      senior: [
        "Partner with business leaders on organisation design and workforce planning",
        "Design policies that comply with Indian labour law and fit the culture",
        "Handle sensitive investigations fairly and document them well",
      ],
      lead: [
        "Set the people strategy — talent, culture, rewards and leadership development",
        "Build an HR team and the HR technology stack",
        "Coach senior leaders on people decisions",
      ],
    },
    questions: [
      "Tell me about a difficult employee relations case you handled.",
      "How would you reduce attrition in a team that is losing people?",
      "How do you balance the employee's interest and the company's?",
      "Which labour law changes should an HR professional in India be watching?",
    ],
    metrics: [
      "Attrition — voluntary and regretted",
      "Time to hire and offer acceptance rate",
      "Employee engagement score",
      "Policy compliance and audit findings",
    ],
    plan: {
      days_30: [
        "Learn the org structure, policies and HRMS",
        "Meet the managers you support and ask what hurts most",
      ],
      days_60: [
        "Fix one process that employees complain about",
        "Build a people dashboard for your business unit",
      ],
      days_90: [
        "Present a retention or engagement plan backed by data",
        "Agree service levels for HR requests with managers",
      ],
    },
    resources: [
      "Work Rules! — Laszlo Bock (book)",
      "SHRM resources and the SHRM-CP certification (shrm.org)",
    ],
    topics: ["talent-acquisition", "employee-relations"],
  },
  {
    id: "legal",
    name: "Legal",
    competencies: {
      entry: [
        "Research case law and statutes accurately and cite them properly",
        "Draft clear notes, notices and simple agreements",
        "Manage deadlines, filings and documents without misses",
      ],
      mid: [
        "Advise on risk in plain language a business person can act on",
        "Negotiate contracts and redline efficiently",
        "Run matters with outside counsel, courts or regulators",
      ],
      senior: [
        "Own a practice area or a company's legal risk in a domain",
        "Set templates, playbooks and approval paths",
        "Mentor juniors on drafting and judgement",
      ],
      lead: [
        "Set the legal strategy and budget for the organisation or practice",
        "Advise the board and leadership on major risks",
        "Build a team and manage panels of external firms",
      ],
    },
    questions: [
      "Walk me through a contract you negotiated. What were the key issues?",
      "How do you explain legal risk to a business team in a hurry?",
      "Tell me about a recent judgment relevant to this practice area.",
      "How do you manage a heavy matter load without missing deadlines?",
    ],
    metrics: [
      "Turnaround time for reviews and opinions",
      "Matters won, settled or closed favourably",
      "Compliance deadlines met; regulatory findings",
      "External counsel spend against budget",
    ],
    plan: {
      days_30: [
        "Read the key contracts, policies and open matters",
        "Learn the approval paths and who decides what",
      ],
      days_60: [
        "Take ownership of a stream of contracts or matters",
        "Build a simple tracker for deadlines and obligations",
      ],
      days_90: [
        "Propose a template or playbook that speeds up common work",
        "Brief leadership on the top legal risks you see",
      ],
    },
    resources: ["SCC Online — Indian case law database (scconline.com)", "LiveLaw — legal news and judgments (livelaw.in)"],
    topics: ["contract-drafting", "legal-research"],
  },
  {
    id: "healthcare",
    name: "Healthcare",
    competencies: {
      entry: [
        "Follow clinical protocols, infection control and patient safety practices without shortcuts",
        "Document care accurately and on time",
        "Communicate with patients and families clearly and with empathy",
      ],
      mid: [
        "Manage a full caseload and prioritise by clinical urgency",
        "Recognise deterioration early and escalate appropriately",
        "Teach patients and guide junior colleagues",
      ],
      senior: [
        "Lead a unit, shift or specialty service safely",
        "Drive quality improvement using audit data",
        "Handle complex cases, complaints and ethical dilemmas",
      ],
      lead: [
        "Set clinical standards, staffing and training for a department",
        "Prepare for accreditation such as NABH and act on findings",
        "Build a culture where staff report errors and near-misses",
      ],
    },
    questions: [
      "Tell me about a time you recognised a patient was deteriorating.",
      "How do you handle a distressed or angry family member?",
      "What would you do if you saw a colleague skip a safety step?",
      "How do you keep up with clinical guidelines?",
    ],
    metrics: [
      "Patient safety incidents and near-misses reported",
      "Hospital-acquired infection rates",
      "Patient satisfaction and complaint rates",
      "Documentation and protocol compliance in audits",
    ],
    plan: {
      days_30: [
        "Complete orientation, protocols and equipment training",
        "Learn escalation paths and who to call for what",
      ],
      days_60: [
        "Manage a full patient load with a preceptor or senior available",
        "Join a quality or audit activity",
      ],
      days_90: [
        "Work independently across shifts or clinics",
        "Agree a learning goal or certification for the year",
      ],
    },
    resources: [
      "WHO Patient Safety resources (who.int/health-topics/patient-safety)",
      "NABH accreditation standards (nabh.co)",
    ],
    topics: ["patient-care", "communication"],
  },
  {
    id: "education",
    name: "Education and social services",
    competencies: {
      entry: [
        "Plan lessons or sessions with clear objectives and checks for understanding",
        "Manage a group calmly with consistent routines",
        "Communicate with learners, families and colleagues respectfully",
      ],
      mid: [
        "Differentiate for learners at different levels",
        "Use assessment data to adjust teaching",
        "Contribute to curriculum, events and school or programme life",
      ],
      senior: [
        "Lead a subject, grade or programme and mentor new staff",
        "Design assessments and improvement plans",
        "Handle sensitive cases with families and support services",
      ],
      lead: [
        "Set academic or programme direction and quality standards",
        "Recruit, develop and evaluate staff",
        "Work with management, parents and regulators on outcomes",
      ],
    },
    questions: [
      "Teach us a five-minute concept as you would to your class.",
      "How do you handle a learner who is disrupting the group?",
      "How do you support a learner who is falling behind?",
      "How do you work with parents or guardians who are unhappy?",
    ],
    metrics: [
      "Learning outcomes — assessment results and progress over time",
      "Attendance and engagement",
      "Parent or participant feedback",
      "Curriculum coverage against plan",
    ],
    plan: {
      days_30: [
        "Learn the curriculum, assessment calendar and school or programme policies",
        "Get to know every learner's starting level",
      ],
      days_60: [
        "Establish routines and a feedback loop with learners",
        "Meet parents or stakeholders for the first review",
      ],
      days_90: [
        "Review assessment results and adjust your plans",
        "Take on one contribution beyond your class",
      ],
    },
    resources: [
      "Teach Like a Champion — Doug Lemov (book)",
      "DIKSHA — national teacher and student platform (diksha.gov.in)",
    ],
    topics: ["lesson-planning", "classroom-management"],
  },
  {
    id: "engineering",
    name: "Engineering and sciences",
    competencies: {
      entry: [
        "Apply engineering fundamentals and relevant codes correctly in calculations",
        "Produce accurate drawings, models or reports with the team's tools",
        "Follow safety and quality procedures on site, in the lab or on the shop floor",
      ],
      mid: [
        "Own the design or execution of a package of work",
        "Coordinate with other disciplines, vendors and clients",
        "Solve technical problems with root-cause analysis",
      ],
      senior: [
        "Review and sign off others' designs; own technical risk",
        "Manage cost, schedule and quality for a project",
        "Mentor junior engineers",
      ],
      lead: [
        "Set technical standards and choose methods and tools for the organisation",
        "Win and manage clients, tenders and budgets",
        "Build a team and its training path",
      ],
    },
    questions: [
      "Walk me through a project you worked on and your specific contribution.",
      "Tell me about a technical problem where the first fix did not work.",
      "Which codes or standards do you use most and why?",
      "How do you make sure your calculations or drawings are right before they go out?",
    ],
    metrics: [
      "Schedule and cost variance on your work packages",
      "Design errors or non-conformances found in review and on site",
      "Safety incidents and near-misses",
      "Client or internal acceptance on first submission",
    ],
    plan: {
      days_30: [
        "Learn the project, standards, tools and approval workflow",
        "Visit the site, plant or lab and meet the people who build what you design",
      ],
      days_60: [
        "Own a defined package of design, analysis or execution",
        "Document lessons from reviews to avoid repeat comments",
      ],
      days_90: [
        "Deliver your package on time with no major review findings",
        "Suggest one improvement to method, template or tool",
      ],
    },
    resources: ["NPTEL — free IIT and IISc engineering courses (nptel.ac.in)", "GATE previous-year papers — free on the official GATE site of each year's organising IIT"],
    topics: ["quality-safety", "cad-modelling"],
  },
  {
    id: "skilled-trades",
    name: "Skilled trades, production and transport",
    competencies: {
      entry: [
        "Work safely every time — PPE, permits, lockout and housekeeping",
        "Read drawings, manuals and work instructions accurately",
        "Use and maintain the trade's tools and equipment correctly",
      ],
      mid: [
        "Complete jobs to specification with little supervision",
        "Diagnose faults and quality problems and fix the root cause",
        "Keep job records, checklists and handovers complete",
      ],
      senior: [
        "Lead a crew or shift and plan the day's work",
        "Train apprentices and check their work",
        "Improve methods to cut rework, waste and downtime",
      ],
      lead: [
        "Own safety, quality and productivity for a site, line or fleet",
        "Plan manpower, materials and maintenance schedules",
        "Work with clients, auditors and management on standards",
      ],
    },
    questions: [
      "Describe a job where safety was at risk and what you did.",
      "How do you check your work meets the specification?",
      "Tell me about a fault you diagnosed. How did you find it?",
      "Which certifications or trade tests have you passed?",
      "What would you do if you were asked to finish a job faster than is safe?",
    ],
    metrics: [
      "Safety — incidents, near-misses reported and lost-time injuries",
      "First-time quality — jobs passing inspection without rework",
      "Productivity — jobs or units completed per shift",
      "Equipment uptime and maintenance compliance",
    ],
    plan: {
      days_30: [
        "Complete site induction, safety training and equipment checks",
        "Learn the quality standards and who signs off work",
      ],
      days_60: [
        "Complete standard jobs independently to specification",
        "Log every near-miss and defect you see",
      ],
      days_90: [
        "Take on more complex jobs or a certification step",
        "Suggest one improvement to safety or method",
      ],
    },
    resources: [
      "Skill India Digital Hub — courses and certifications (skillindiadigital.gov.in)",
      "OSHA safety and health topics (osha.gov)",
    ],
    topics: ["quality-safety", "process-improvement"],
  },
  {
    id: "frontline-service",
    name: "Service, hospitality and protective roles",
    competencies: {
      entry: [
        "Greet and serve people warmly, quickly and consistently",
        "Follow hygiene, safety and security procedures exactly",
        "Handle cash, records and handovers accurately",
      ],
      mid: [
        "Resolve complaints calmly and turn them into repeat visits",
        "Work efficiently at peak times without cutting corners",
        "Train new colleagues on standards",
      ],
      senior: [
        "Run a shift — rosters, stock and service standards",
        "Track costs, wastage and customer feedback",
        "Handle incidents and escalations",
      ],
      lead: [
        "Own a unit's revenue, costs and service quality",
        "Hire, train and retain a team",
        "Pass audits and inspections consistently",
      ],
    },
    questions: [
      "Tell me about a time you handled an angry customer.",
      "How do you stay calm and accurate during the busiest hour?",
      "What would you do if you saw a colleague break a hygiene or safety rule?",
      "Why do you want to work here?",
    ],
    metrics: [
      "Customer ratings and complaints",
      "Service speed and order accuracy",
      "Audit and inspection scores",
      "Wastage, shrinkage or incidents",
    ],
    plan: {
      days_30: [
        "Learn the standards, menu or service list and the safety rules",
        "Shadow experienced colleagues across shifts",
      ],
      days_60: [
        "Work full shifts independently",
        "Note recurring customer issues and share them with your supervisor",
      ],
      days_90: [
        "Take on a responsibility such as opening, closing or training",
        "Agree growth goals with your manager",
      ],
    },
    resources: ["Skill India Digital Hub — courses and certifications (skillindiadigital.gov.in)", "Setting the Table — Danny Meyer (book)"],
    topics: ["customer-service-excellence", "communication"],
  },
  {
    // Split from "people" so corporate trainers and training occupations get L&D questions and plans, not HR ones.
    id: "learning-development",
    name: "Learning and development",
    competencies: {
      entry: [
        "Deliver inductions and standard sessions confidently to a brief",
        "Keep attendance, feedback and LMS records accurate and on time",
        "Coordinate trainers, rooms, links and materials so every session starts on time",
      ],
      mid: [
        "Run training needs analyses and turn them into measurable learning objectives",
        "Design and deliver blended programmes — classroom, virtual and e-learning",
        "Evaluate programmes beyond feedback forms and improve them",
      ],
      senior: [
        "Own a curriculum end to end — onboarding, sales, compliance or leadership",
        "Coach managers to reinforce learning on the job",
        "Choose and manage vendors, content libraries and learning platforms",
      ],
      lead: [
        "Set the learning strategy and annual plan with business leaders",
        "Own the L&D budget and show what it returns",
        "Build a team of trainers and instructional designers",
      ],
    },
    questions: [
      "A business head wants a two-day workshop for their team next week. How do you respond?",
      "Tell me about a session that went badly. What did you change?",
      "How do you choose between classroom, virtual and e-learning for a topic?",
      "How do you get managers to support learning after a programme?",
    ],
    metrics: [
      "Training coverage and hours against plan",
      "Learner feedback and assessment scores",
      "Behaviour change reported by managers",
      "Time to proficiency for new hires",
      "Cost per learner",
    ],
    plan: {
      days_30: [
        "Learn the business — its products, customers and the roles you will train",
        "Sit in on existing sessions and read their feedback",
      ],
      days_60: [
        "Build a session toolkit of openers, activities, debrief questions and templates you can reuse",
        "Agree with two managers how you will measure one programme",
      ],
      days_90: [
        "Ask the managers what changed in their teams after your sessions and write it up",
        "Propose next quarter's priorities from what you learned",
      ],
    },
    resources: [
      "CIPD — learning and development factsheets (cipd.org)",
      "Association for Talent Development (td.org)",
    ],
    topics: ["instructional-design", "facilitation"],
  },
  {
    // Coaches and counsellors work one to one on a client's own goals; a classroom family's lesson plans and
    // parent meetings do not fit them. Covers O*NET's counsellors (21-1011 to 21-1019) and the curated life coach.
    id: "coaching-counselling",
    name: "Coaching and counselling",
    competencies: {
      entry: [
        "Listen actively — summarise, reflect and ask open questions before offering any advice",
        "Agree what the sessions are for, how confidentiality works and where it ends, before the work starts",
        "Keep accurate, confidential session notes and follow up on agreed actions",
      ],
      mid: [
        "Run a structured conversation that moves from the client's goal to options to a committed next step",
        "Adapt your approach to the client's situation, culture and readiness to change",
        "Recognise when a client needs another professional — a doctor, therapist or lawyer — and refer them",
      ],
      senior: [
        "Handle complex cases and ethical dilemmas with supervision and a professional code of ethics",
        "Design programmes or packages with clear outcomes and a way to measure progress",
        "Mentor newer coaches or counsellors and review their practice",
      ],
      lead: [
        "Set the standards, ethics and quality checks for a coaching or counselling service",
        "Build partnerships with colleges, employers or clinics that refer clients",
        "Own the service's budget, growth and outcome reporting",
      ],
    },
    questions: [
      "How do you run a first session with a new client?",
      "A client keeps agreeing to actions and not doing them. What do you do?",
      "How do you decide that a client needs a different professional, and how do you refer them?",
      "How do you keep your own opinions out of a client's decision?",
    ],
    metrics: [
      "Client goal attainment — progress against the goals agreed at the start",
      "Client retention and session attendance",
      "Client feedback and referrals",
      "Session notes and follow-ups completed on time",
    ],
    plan: {
      days_30: [
        "Learn the service's intake, confidentiality and referral processes",
        "Observe or co-run sessions with an experienced colleague or supervisor",
      ],
      days_60: [
        "Run your own sessions and review your notes in supervision",
        "Keep a simple tracker of each client's goals and progress",
      ],
      days_90: [
        "Review outcomes across your clients and agree one change to your practice",
        "Set up regular supervision or peer review for the year ahead",
      ],
    },
    resources: [
      "The Skilled Helper — Gerard Egan (book)",
      "On Becoming a Person — Carl R. Rogers (book)",
    ],
    topics: ["coaching-conversations", "communication"],
  },
  {
    // Split from "frontline-service" so gym and studio roles get fitness questions and plans, not restaurant ones.
    id: "fitness-wellness",
    name: "Fitness and wellness",
    competencies: {
      entry: [
        "Screen new clients and run basic fitness assessments safely",
        "Teach the fundamental movement patterns with clear, simple cues",
        "Keep the floor safe — equipment checks, hygiene, emergency procedure, CPR and first aid",
      ],
      mid: [
        "Write progressive programmes for common goals and adjust them from progress data",
        "Coach nutrition and lifestyle habits within your scope",
        "Build and keep a steady base of regular clients",
      ],
      senior: [
        "Train special populations with medical clearance and the right referrals",
        "Develop a speciality — strength, group programming, yoga or post-rehab training",
        "Mentor junior trainers",
      ],
      lead: [
        "Run a fitness team — hiring, rosters, quality and safety standards",
        "Own personal training revenue and member retention",
        "Set certification and continuing education standards",
      ],
    },
    questions: [
      "How do you build trust with a nervous first-time gym member?",
      "A client has made no progress in six weeks. What do you look at?",
      "What do you do if a client gets hurt during your session?",
      "Why do you want to work at this gym or studio?",
    ],
    metrics: [
      "Client retention and package renewals",
      "Sessions or classes delivered",
      "Client progress against agreed goals",
      "Class attendance and member feedback",
      "Safety incidents",
    ],
    plan: {
      days_30: [
        "Keep your CPR and first-aid certificates current and know the emergency plan by heart",
        "Shadow experienced trainers on the floor and in classes",
      ],
      days_60: [
        "Ask every client for feedback at the four-week mark",
        "Build a steady weekly schedule of clients or classes",
      ],
      days_90: [
        "Review retention and renewals and fix the biggest reason clients leave",
        "Pick your next certification or speciality",
      ],
    },
    resources: [
      "Fit India Movement — age-appropriate fitness protocols (fitindia.gov.in)",
      "Skill India Digital Hub — courses and certifications (skillindiadigital.gov.in)",
    ],
    topics: ["exercise-programming", "nutrition-coaching"],
  },
];
