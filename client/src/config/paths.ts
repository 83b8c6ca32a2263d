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
      /** Practise a mock interview for a saved job (an application of the tracker). */
      forJob: (applicationId: string) => `/interview?application=${encodeURIComponent(applicationId)}`,
    },
    resumeBuilder: {
      path: "/resume-builder",
      getHref: (draftId?: string) => (draftId ? `/resume-builder?draft=${encodeURIComponent(draftId)}` : "/resume-builder"),
      /** The Resume Builder with a job-description match report's job as the target (Tailor my resume). */
      getTailorHref: (reportId: string) => `/resume-builder?match=${encodeURIComponent(reportId)}`,
    },
    notes: route("/notes"),
    profile: route("/profile"),
    comingSoon: route("/coming-soon"),
    jobs: route("/jobs"),
    /** The application tracker, job-description match and cover letters; `tab` and ids reopen what was built. */
    applications: {
      path: "/applications",
      getHref: (query?: { tab?: "tracker" | "match" | "letters"; application?: string; report?: string; letter?: string }) => {
        const search = new URLSearchParams(Object.entries(query ?? {}).filter((e): e is [string, string] => !!e[1])).toString();
        return search ? `/applications?${search}` : "/applications";
      },
    },
  },
} as const;
