import { useEffect, useLayoutEffect } from "react";
import { Outlet, useLocation, useNavigate, useNavigationType } from "react-router-dom";
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

/** A new screen starts at the top; back and forward leave the scroll position to the browser. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/** The root route: session handling for the whole app, scrolling to the top of each new screen, then the screens. */
export function AppRoot() {
  useExpiredSessionRedirect();
  return (
    <SessionGate>
      <ScrollToTop />
      <Outlet />
    </SessionGate>
  );
}
