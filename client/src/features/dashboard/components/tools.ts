import type { IconType } from "react-icons";
import { FiBookOpen, FiFileText, FiMic, FiSearch, FiSend, FiTag } from "react-icons/fi";
import { paths } from "../../../config/paths";

export interface Tool {
  title: string;
  description: string;
  action: string;
  to: string;
  icon: IconType;
  palette: string;
}

/** One card per tool on the dashboard, in the order a new user would use them. */
export const TOOLS: Tool[] = [
  {
    title: "Job Search",
    description: "Upload your resume and get matching roles, filtered by remote, hybrid or on-site.",
    action: "Find jobs",
    to: paths.app.jobs.getHref(),
    icon: FiSearch,
    palette: "brand",
  },
  {
    title: "Interview AI",
    description: "Practise a mock interview for your target role and get a score and feedback on every answer.",
    action: "Start practising",
    to: paths.app.interview.getHref(),
    icon: FiMic,
    palette: "purple",
  },
  {
    title: "Resume Builder",
    description: "Compare your resume with a benchmark and build a tailored, ATS-friendly version to export to Word.",
    action: "Build a resume",
    to: paths.app.resumeBuilder.getHref(),
    icon: FiFileText,
    palette: "teal",
  },
  {
    title: "Role Notes",
    description: "Generate a study playbook for any role, with focus areas and resources, as a PDF.",
    action: "Create notes",
    to: paths.app.notes.getHref(),
    icon: FiBookOpen,
    palette: "orange",
  },
  {
    title: "Auto-Apply",
    description: "Give consent, set your portals, roles and daily cap, and let applications go out for you.",
    action: "Set up Auto-Apply",
    to: paths.app.autoApply.getHref(),
    icon: FiSend,
    palette: "green",
  },
  {
    title: "Pricing",
    description: "See what each plan includes, from the free toolkit to Pro Plus, priced in rupees.",
    action: "View plans",
    to: paths.pricing.getHref(),
    icon: FiTag,
    palette: "pink",
  },
];
