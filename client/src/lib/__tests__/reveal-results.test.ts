import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isStackedLayout, prefersReducedMotion, STACKED_LAYOUT_QUERY } from "../media-query";
import { revealResultsWhenStacked } from "../reveal-results";

/** A matchMedia that answers true for the listed queries. */
function stubMedia(...matching: string[]) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: matching.includes(query), media: query }) as MediaQueryList);
}

let heading: HTMLHeadingElement;
let scrolled: ReturnType<typeof vi.fn>;
beforeEach(() => {
  heading = document.createElement("h2");
  heading.textContent = "Smart matches";
  document.body.append(heading);
  scrolled = vi.fn();
  heading.scrollIntoView = scrolled as unknown as HTMLElement["scrollIntoView"];
});
afterEach(() => {
  heading.remove();
  vi.unstubAllGlobals();
});

describe("revealResultsWhenStacked", () => {
  it("on a stacked layout scrolls the heading smoothly to the top and focuses it", () => {
    stubMedia(STACKED_LAYOUT_QUERY);
    expect(revealResultsWhenStacked(heading)).toBe(true);
    expect(scrolled).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute("tabindex")).toBe("-1");
  });

  it("jumps without animation when the user prefers reduced motion", () => {
    stubMedia(STACKED_LAYOUT_QUERY, "(prefers-reduced-motion: reduce)");
    revealResultsWhenStacked(heading);
    expect(scrolled).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("can scroll without moving focus", () => {
    stubMedia(STACKED_LAYOUT_QUERY);
    revealResultsWhenStacked(heading, { focus: false });
    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement).not.toBe(heading);
  });

  it("leaves a side-by-side layout alone, and copes without matchMedia or an element", () => {
    stubMedia();
    expect(revealResultsWhenStacked(heading)).toBe(false);
    expect(scrolled).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(heading);
    vi.stubGlobal("matchMedia", undefined);
    expect(isStackedLayout()).toBe(false);
    expect(prefersReducedMotion()).toBe(false);
    expect(revealResultsWhenStacked(null)).toBe(false);
  });
});
