import { paths } from "../../config/paths";

export interface NavItem {
  label: string;
  to: string;
  /** Active only on an exact path match. */
  end?: boolean;
}

/** SPEC section 2, top navigation, logged out: Home (exact match) and Pricing, then the Login and Sign Up buttons. */
export const PUBLIC_LINKS: NavItem[] = [
  { label: "Home", to: paths.home.getHref(), end: true },
  { label: "Pricing", to: paths.pricing.getHref() },
];

/** SPEC section 2, top navigation, logged in. */
export const APP_LINKS: NavItem[] = [
  { label: "Dashboard", to: paths.app.dashboard.getHref() },
  { label: "Auto Apply", to: paths.app.autoApply.getHref() },
  { label: "Resume Builder", to: paths.app.resumeBuilder.getHref() },
  { label: "Interview AI", to: paths.app.interview.getHref() },
  { label: "Job Search", to: paths.app.jobs.getHref() },
  { label: "Applications", to: paths.app.applications.getHref() },
  { label: "Role Notes", to: paths.app.notes.getHref() },
];
