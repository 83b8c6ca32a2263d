/**
 * What the toaster (toaster.tsx) and the parts it loads lazily (toast-store.ts, toaster-view.tsx) share, kept apart
 * so those parts do not import the toaster back. SPEC section 9: toasts stay 6 seconds unless a caller says otherwise.
 */
export const TOAST_DURATION_MS = 6000;

const TYPE_ACCENT: Record<string, string> = { success: "green", warning: "orange", error: "red", info: "brand", loading: "brand" };

/** The colour palette of a toast's accent stripe and icon: the caller's `meta.accent`, else its type's colour. */
export function toastAccent(type: string | undefined, meta: Record<string, unknown> | undefined): string {
  const accent = meta?.accent;
  if (typeof accent === "string" && accent) return accent;
  return TYPE_ACCENT[type ?? "info"] ?? "brand";
}
