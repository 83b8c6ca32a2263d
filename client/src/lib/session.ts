import { readJson, removeKey, STORAGE_KEYS, writeJson } from "./storage";

/** The auth record kept in browser storage (SPEC section 3). */
export interface AuthRecord {
  email: string;
  name: string;
  id: string;
  accessToken: string;
  refreshToken: string;
}

type Listener = (record: AuthRecord | null) => void;
const listeners = new Set<Listener>();
let expiredHandler: () => void = () => {
  if (window.location.pathname !== "/login") window.location.assign("/login");
};

export const session = {
  get(): AuthRecord | null {
    return readJson<AuthRecord>(STORAGE_KEYS.auth);
  },
  accessToken(): string | null {
    return this.get()?.accessToken || null;
  },
  refreshToken(): string | null {
    return this.get()?.refreshToken || null;
  },
  set(record: AuthRecord): void {
    writeJson(STORAGE_KEYS.auth, record);
    listeners.forEach((l) => l(record));
  },
  /** Replace the tokens after a refresh, keeping the user fields. */
  updateTokens(accessToken: string, refreshToken: string | null, user?: Partial<AuthRecord>): void {
    const current = this.get();
    this.set({
      email: user?.email ?? current?.email ?? "",
      name: user?.name ?? current?.name ?? "",
      id: user?.id ?? current?.id ?? "",
      accessToken,
      refreshToken: refreshToken ?? current?.refreshToken ?? "",
    });
  },
  clear(): void {
    removeKey(STORAGE_KEYS.auth);
    // The job workspace holds the last person's resume details and the subscription record their plan and
    // usage: neither may outlive their session (the next visitor starts from the default plan).
    removeKey(STORAGE_KEYS.workspace);
    removeKey(STORAGE_KEYS.subscription);
    listeners.forEach((l) => l(null));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The app installs a router-aware handler; the default is a full navigation. */
  onExpired(handler: () => void): void {
    expiredHandler = handler;
  },
  expire(): void {
    this.clear();
    expiredHandler();
  },
};
