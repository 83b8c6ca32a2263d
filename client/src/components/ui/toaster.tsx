import type { CreateToasterReturn, ToastOptions } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState } from "react";

/**
 * The app's one toaster. Anywhere: `toaster.create({ title, description, type: "success" | "error" | "info" | "warning" })`.
 * SPEC section 9: toasts stay 6 seconds unless a caller says otherwise.
 * `meta: { accent: "green" }` (any colour palette) tints a toast's stripe and icon when its type's colour is not the right one.
 *
 * The store and the toast region (zag's toast machines, about 8 KB gzipped) load with the first toast rather than on
 * every first visit: `create` answers the toast's id at once and the toast shows as soon as they are in.
 */
export { TOAST_DURATION_MS, toastAccent } from "./toast-options";

type Store = CreateToasterReturn;
let store: Store | undefined;
let loading: Promise<Store> | undefined;
const waiting = new Set<() => void>();
let sequence = 0;

function loadStore(): Promise<Store> {
  loading ??= import("./toast-store").then(({ toastStore }) => {
    store = toastStore;
    waiting.forEach((notify) => notify());
    return toastStore;
  });
  return loading;
}

/** Runs `apply` on the store now if it is loaded, else once it is. */
function withStore(apply: (s: Store) => void): void {
  if (store) apply(store);
  else void loadStore().then(apply);
}

export const toaster = {
  /** Shows a toast; returns its id (for dismiss) at once. */
  create(options: ToastOptions): string {
    const id = options.id ?? `toast-${Date.now().toString(36)}-${++sequence}`;
    withStore((s) => s.create({ ...options, id }));
    return id;
  },
  dismiss(id?: string): void {
    withStore((s) => s.dismiss(id));
  },
  remove(id?: string): void {
    withStore((s) => s.remove(id));
  },
};

const ToasterView = lazy(() => import("./toaster-view"));

/** Rendered once by the app providers: mounts the toast region once the first toast has asked for the store. */
export function Toaster() {
  const [needed, setNeeded] = useState(() => store !== undefined);
  useEffect(() => {
    if (needed) return;
    const notify = () => setNeeded(true);
    waiting.add(notify);
    if (store) notify();
    return () => void waiting.delete(notify);
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
