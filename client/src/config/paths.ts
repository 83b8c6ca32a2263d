/** Every route of the app (SPEC section 2) as `{ path, getHref }`. Link to routes through this file only. */
const route = (path: string) => ({ path, getHref: () => path }) as const;

export const paths = {
  home: route("/"),
  auth: {
    login: route("/login"),
    signup: route("/signup"),
  },
  pricing: route("/pricing"),
  checkout: {
    path: "/checkout",
    getHref: (planId?: string) => (planId ? `/checkout?plan=${encodeURIComponent(planId)}` : "/checkout"),
  },
  app: {
    dashboard: route("/dashboard"),
    autoApply: route("/auto-apply"),
    interview: route("/interview"),
    resumeBuilder: route("/resume-builder"),
    notes: route("/notes"),
    profile: route("/profile"),
    comingSoon: route("/coming-soon"),
    jobs: route("/jobs"),
  },
} as const;
