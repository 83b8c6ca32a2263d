/** Sample Resume Builder forms for rendering and benchmarking the resume templates (not test fixtures). */
import type { ResumeForm } from "../../server/src/engines/resume-writer/types";

const role = (title: string, company: string, location: string, start: string, end: string, bullets: string[]) => ({ title, company, location, start, end, bullets });

/** A senior career long enough for two pages. */
export const SENIOR: ResumeForm = {
  name: "Ananya Krishnan",
  email: "ananya.krishnan@example.com",
  phone: "+91 98450 11223",
  location: "Bengaluru, Karnataka",
  headline: "Senior Data Analyst",
  summary: "Data analyst with nine years in retail and fintech analytics, leading teams that turn sales, supply and payments data into decisions.",
  skills: ["SQL", "Python", "Power BI", "Tableau", "Excel", "Pandas", "A/B Testing", "Snowflake", "dbt", "Stakeholder Management"],
  target_role: "Lead Data Analyst",
  education: ["B.Tech, Computer Science, Anna University, 2015", "Post Graduate Diploma in Data Science, IIIT Bangalore, 2019"],
  experience: [
    role("Senior Data Analyst", "Flipkart", "Bengaluru", "Jan 2022", "Present", [
      "Led a team of 5 analysts rebuilding the weekly revenue dashboard in Power BI, cutting reporting time by 40% across 900 stores",
      "Designed A/B tests for checkout changes that lifted conversion by 3.2% on 12 million monthly sessions",
      "Moved 40 legacy Excel reports to dbt models on Snowflake, saving 60 analyst hours a month",
      "Partnered with category heads on pricing analyses that added ₹18 crore in quarterly gross margin",
    ]),
    role("Data Analyst", "Razorpay", "Bengaluru", "Jun 2019", "Dec 2021", [
      "Built payment-failure monitoring in SQL and Tableau used by 30 merchant-success managers every day",
      "Analysed settlement delays for 2,000 merchants and found the three causes behind 80% of escalations",
      "Automated monthly board metrics with Python and Pandas, removing 3 days of manual work",
    ]),
    role("MIS Executive", "Quickbuy Retail", "Chennai", "Jul 2015", "May 2019", [
      "Prepared daily MIS reports in Excel for 40 stores and 6 regional managers",
      "Reconciled inventory data from 3 warehouse systems and cut stock mismatches by 25%",
      "Trained 12 store managers to read and act on the weekly sales pack",
    ]),
    role("Business Analyst Intern", "Tata Consultancy Services", "Chennai", "Jan 2015", "Jun 2015", [
      "Documented requirements for a retail banking reporting module with 14 stakeholders",
      "Wrote 120 SQL test cases for the module's data migration",
    ]),
  ],
  projects: [{ name: "Store demand forecast", link: "github.com/ananya/demand", bullets: ["Forecast weekly demand for 900 stores with gradient boosting; error down 18% against the naive baseline"] }],
};

/** A short resume with a Hindi name and a Tamil employer: Indian scripts must print and read back. */
export const INDIC: ResumeForm = {
  name: "प्रिया शर्मा",
  email: "priya.sharma@example.com",
  phone: "+91 98765 43210",
  location: "Chennai, Tamil Nadu",
  headline: "Staff Nurse",
  summary: "Staff nurse with five years in cardiac care.",
  skills: ["Patient Care", "BLS", "IV Cannulation", "Infection Control"],
  education: ["B.Sc Nursing, Madras Medical College, 2019"],
  experience: [role("Staff Nurse", "அப்பல்லோ மருத்துவமனை (Apollo Hospitals)", "Chennai", "Jun 2019", "Present", ["Cared for 30 patients a shift in the cardiac ward", "Trained 6 new nurses on infection control"])],
};

