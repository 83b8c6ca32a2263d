// Browser storage: one key per record, as SPEC section 3 lists them (auth, workspace, subscription).
export const STORAGE_KEYS = {
  auth: "hirewise.auth",
  workspace: "hirewise.workspace",
  subscription: "hirewise.subscription",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readJson<T>(key: StorageKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null; // corrupt or unavailable storage behaves like an empty one
  }
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the app keeps working for this tab
  }
}

export function removeKey(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* ignore */
  }
}
