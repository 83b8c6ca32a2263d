import { useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useMe } from "../../hooks/use-current-user";
import { useSession } from "../../hooks/use-session";
import { session, type AuthRecord } from "../../lib/session";

const CheckingContext = createContext(false);

/** True while the startup session check (`GET /auth/me`) for a stored token is still running. */
export function useSessionChecking(): boolean {
  return useContext(CheckingContext);
}

const identity = (record: AuthRecord | null) => (record ? record.id || record.email : "");

/**
 * SPEC section 4: at startup, if an access token is stored, the session is verified with `GET /auth/me`;
 * failure clears it. Also drops every cached query when the signed-in person changes (logout, another account),
 * so one user's data never shows for the next.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const record = useSession();
  const me = useMe();
  const [verified, setVerified] = useState(() => !session.accessToken());

  useEffect(() => {
    if (verified) return;
    if (!record) setVerified(true); // logged out (or expired) before the check finished
    else if (me.isSuccess) setVerified(true);
    else if (me.isError) {
      session.clear();
      setVerified(true);
    }
  }, [verified, record, me.isSuccess, me.isError]);

  const lastIdentity = useRef(identity(record));
  useEffect(() => {
    const previous = lastIdentity.current;
    const next = identity(record);
    if (next === previous) return;
    lastIdentity.current = next;
    // Logging in from logged out leaves nothing personal behind; logging out or switching accounts does.
    if (previous) void queryClient.resetQueries();
  }, [record, queryClient]);

  const checking = !verified && Boolean(record?.accessToken);
  return <CheckingContext.Provider value={checking}>{children}</CheckingContext.Provider>;
}
