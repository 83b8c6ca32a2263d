import { getGetMeQueryKey, useGetMe } from "../api/generated/endpoints/auth/auth";
import type { PlanId, User } from "../api/generated/model";
import type { AuthRecord } from "../lib/session";
import { useSession } from "./use-session";

/** How long the signed-in user's record counts as fresh; the startup check refreshes it. */
const ME_STALE_MS = 5 * 60_000;

export interface CurrentUser {
  /** The stored auth record (name/email as of login), null when logged out. */
  record: AuthRecord | null;
  /** The server's view (`GET /auth/me`), once loaded. */
  user: User | undefined;
  name: string;
  email: string;
  /** The user's name, else email, else 'Account' (SPEC section 2, navigation). */
  displayName: string;
  plan: PlanId | undefined;
  /** True while the user record is being fetched for the first time. */
  isLoading: boolean;
  isError: boolean;
}

/** `GET /auth/me` runs only when an access token is stored; every caller shares one request. */
export function useMe() {
  const token = useSession()?.accessToken;
  return useGetMe({ query: { queryKey: getGetMeQueryKey(), enabled: Boolean(token), staleTime: ME_STALE_MS } });
}

export function useCurrentUser(): CurrentUser {
  const record = useSession();
  const me = useMe();
  const user = record ? me.data : undefined;
  const name = user?.name || record?.name || "";
  const email = user?.email || record?.email || "";
  return {
    record,
    user,
    name,
    email,
    displayName: name || email || "Account",
    plan: user?.plan,
    isLoading: Boolean(record) && me.isPending,
    isError: me.isError,
  };
}
