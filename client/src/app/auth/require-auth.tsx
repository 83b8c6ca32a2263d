import { Navigate, Outlet } from "react-router-dom";
import { Loader } from "../../components/loader/loader";
import { paths } from "../../config/paths";
import { useAccessToken } from "../../hooks/use-session";
import { useSessionChecking } from "./session-gate";

/**
 * The guard of every signed-in screen (SPEC section 2): no access token → /login, replacing history;
 * while the startup check runs → 'Authenticating...' with the loading animation.
 */
export function RequireAuth() {
  const token = useAccessToken();
  const checking = useSessionChecking();
  if (!token) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (checking) return <Loader label="Authenticating..." fullPage />;
  return <Outlet />;
}

/** `/`: the dashboard for a signed-in user, else the login screen. */
export function RootRedirect() {
  const token = useAccessToken();
  return <Navigate to={token ? paths.app.dashboard.getHref() : paths.auth.login.getHref()} replace />;
}
