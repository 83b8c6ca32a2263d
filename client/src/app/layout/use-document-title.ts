import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { PRODUCT_NAME } from "../../config/brand";
import { paths } from "../../config/paths";

const TITLES: Record<string, string> = {
  [paths.auth.login.path]: "Login",
  [paths.auth.signup.path]: "Sign up",
  [paths.pricing.path]: "Pricing",
  [paths.checkout.path]: "Checkout",
  [paths.app.dashboard.path]: "Dashboard",
  [paths.app.autoApply.path]: "Auto-Apply",
  [paths.app.interview.path]: "Interview AI",
  [paths.app.resumeBuilder.path]: "Resume Builder",
  [paths.app.notes.path]: "Role Notes",
  [paths.app.profile.path]: "Account",
  [paths.app.comingSoon.path]: "Coming soon",
  [paths.app.jobs.path]: "Job Search",
};

/** Names the browser tab after the screen, so history, tabs and screen readers say where you are. */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const screen = TITLES[pathname];
    document.title = screen ? `${screen} · ${PRODUCT_NAME}` : `${PRODUCT_NAME} · AI career toolkit`;
  }, [pathname]);
}
