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
    // A saved interview's results and a Resume Builder draft reopen from a link (the dashboard's lists).
    interview: {
      path: "/interview",
      getHref: (sessionId?: string) => (sessionId ? `/interview?session=${encodeURIComponent(sessionId)}` : "/interview"),
    },
    resumeBuilder: {
      path: "/resume-builder",
      getHref: (draftId?: string) => (draftId ? `/resume-builder?draft=${encodeURIComponent(draftId)}` : "/resume-builder"),
    },
    notes: route("/notes"),
    profile: route("/profile"),
    comingSoon: route("/coming-soon"),
    jobs: route("/jobs"),
  },
} as const;
