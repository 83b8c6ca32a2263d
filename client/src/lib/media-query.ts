/** Whether a CSS media query matches now; false where matchMedia does not exist (tests, old browsers). */
export function matchesMedia(query: string): boolean {
  try {
    return typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  } catch {
    return false;
  }
}

/** Whether the user asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return matchesMedia("(prefers-reduced-motion: reduce)");
}

/**
 * Two-panel screens (job search, role notes) put the form beside the results from Chakra's lg breakpoint (62em)
 * and stack them below it, with the results far down the page on a phone.
 */
export const STACKED_LAYOUT_QUERY = "(max-width: 61.99em)";

/** Whether the two-panel screens are stacked (results below the form). */
export function isStackedLayout(): boolean {
  return matchesMedia(STACKED_LAYOUT_QUERY);
}
