import { lazy, type ComponentType } from "react";
import { BrowserRouter, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from "react-router-dom";
import { ErrorBoundary } from "../components/error-boundary";
import { paths } from "../config/paths";
import { AppRoot } from "./app-root";
import { RequireAuth, RootRedirect } from "./auth/require-auth";
import { AppLayout } from "./layout/app-layout";
import { RouteError } from "./route-error";
import { loadMoreRecipes } from "./theme";

/**
 * A screen beyond the sign-in ones: its chunk and the rest of the Chakra recipes (theme-more.ts) load side by side,
 * and it renders once both are in (the route's loading state shows until then).
 */
const screen = <T extends ComponentType>(load: () => Promise<{ default: T }>) =>
  lazy(() => Promise.all([load(), loadMoreRecipes()]).then(([page]) => page));

// One chunk per screen (React.lazy); each page is its file's default export. The sign-in screens need only the
// recipes of the first download (theme.ts), so a first visit to /login fetches no others.
const LoginPage = lazy(() => import("../features/auth/components/login-page"));
const SignupPage = lazy(() => import("../features/auth/components/signup-page"));
const PricingPage = screen(() => import("../features/billing/components/pricing-page"));
const CheckoutPage = screen(() => import("../features/billing/components/checkout-page"));
const DashboardPage = screen(() => import("../features/dashboard/components/dashboard-page"));
const AutoApplyPage = screen(() => import("../features/auto-apply/components/auto-apply-page"));
const InterviewPage = screen(() => import("../features/interview/components/interview-page"));
const ResumeBuilderPage = screen(() => import("../features/resume-builder/components/resume-builder-page"));
const NotesPage = screen(() => import("../features/notes/components/notes-page"));
const ProfilePage = screen(() => import("../features/profile/components/profile-page"));
const ComingSoonPage = screen(() => import("../features/coming-soon/components/coming-soon-page"));
const JobsPage = screen(() => import("../features/jobs/components/jobs-page"));
const ApplicationsPage = screen(() => import("../features/applications/components/applications-page"));

/** A screen that fails to load or render shows RouteError; moving to another path tries again. */
function RouteErrorBoundary() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={(error) => <RouteError error={error} />}>
      <Outlet />
    </ErrorBoundary>
  );
}

/**
 * The route table of SPEC section 2, exactly. Declarative routing (BrowserRouter + useRoutes): the app uses no
 * loaders or actions, and react-router's data router would add about 17 KB gzipped to every first visit.
 */
export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <AppLayout />,
        children: [
          {
            element: <RouteErrorBoundary />,
            children: [
              // `/`: /dashboard with an access token, else /login.
              { path: paths.home.path, element: <RootRedirect /> },
              // Open screens.
              { path: paths.auth.login.path, element: <LoginPage /> },
              { path: paths.auth.signup.path, element: <SignupPage /> },
              { path: paths.pricing.path, element: <PricingPage /> },
              { path: paths.checkout.path, element: <CheckoutPage /> },
              // Signed-in screens: the guard sends everyone else to /login (history replaced).
              {
                element: <RequireAuth />,
                children: [
                  { path: paths.app.dashboard.path, element: <DashboardPage /> },
                  { path: paths.app.autoApply.path, element: <AutoApplyPage /> },
                  { path: paths.app.interview.path, element: <InterviewPage /> },
                  { path: paths.app.resumeBuilder.path, element: <ResumeBuilderPage /> },
                  { path: paths.app.notes.path, element: <NotesPage /> },
                  { path: paths.app.profile.path, element: <ProfilePage /> },
                  { path: paths.app.comingSoon.path, element: <ComingSoonPage /> },
                  { path: paths.app.jobs.path, element: <JobsPage /> },
                  { path: paths.app.applications.path, element: <ApplicationsPage /> },
                ],
              },
              // Any other path → / (replace).
              { path: "*", element: <Navigate to={paths.home.getHref()} replace /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The route table rendered for the current location (inside any router: BrowserRouter here, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
