import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigate } from "react-router-dom";
import { paths } from "../config/paths";
import { session } from "../lib/session";
import { SessionGate } from "./auth/session-gate";

/** A failed refresh (SPEC section 4) lands on /login through the router, without a full page reload. */
function useExpiredSessionRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    session.onExpired(() => navigate(paths.auth.login.getHref(), { replace: true }));
    return () =>
      session.onExpired(() => {
        if (window.location.pathname !== paths.auth.login.path) window.location.assign(paths.auth.login.getHref());
      });
  }, [navigate]);
}

/** The root route: session handling for the whole app, scroll restoration, then the screens. */
export function AppRoot() {
  useExpiredSessionRedirect();
  return (
    <SessionGate>
      <ScrollRestoration />
      <Outlet />
    </SessionGate>
  );
}
