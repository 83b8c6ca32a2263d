import { isStackedLayout, prefersReducedMotion } from "./media-query";

/**
 * When the layout is stacked (results below the form), scrolls `heading` (the results' heading) to the top of the
 * screen, smoothly unless the user prefers reduced motion, and moves focus to it so a screen reader announces where
 * the results begin. Side by side the results are already in view, so nothing moves. Returns whether it did anything.
 * The heading should have `tabIndex={-1}` and a `scrollMarginTop` that clears the fixed navigation bar.
 */
export function revealResultsWhenStacked(heading: HTMLElement | null, { focus = true }: { focus?: boolean } = {}): boolean {
  if (!heading || !isStackedLayout()) return false;
  if (focus) {
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }
  heading.scrollIntoView?.({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  return true;
}
