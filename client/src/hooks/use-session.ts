import { useSyncExternalStore } from "react";
import { session, type AuthRecord } from "../lib/session";
import { STORAGE_KEYS } from "../lib/storage";

// session.get() parses storage on every call; keep one object per stored value so React sees a stable snapshot.
let cachedKey: string | undefined;
let cachedRecord: AuthRecord | null = null;

function getSnapshot(): AuthRecord | null {
  const record = session.get();
  const key = record ? JSON.stringify(record) : "";
  if (key !== cachedKey) {
    cachedKey = key;
    cachedRecord = record;
  }
  return cachedRecord;
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = session.subscribe(onChange);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.auth) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored auth record, re-rendering on login, logout, refresh and changes from other tabs. */
export function useSession(): AuthRecord | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

export function useAccessToken(): string | null {
  return useSession()?.accessToken || null;
}
