import { useMeasure } from "./use-measure";

/**
 * Whether an element, plus `reservePx` of room (a fixed bar, margins), fits in the window's height, kept current as
 * either changes. For sticky side panels: one taller than the screen would hide its own bottom while stuck.
 * False before the first measurement.
 */
export function useFitsViewport<T extends HTMLElement>(reservePx: number) {
  return useMeasure<T, boolean>((rect) => rect.height + reservePx <= window.innerHeight, false, { windowResize: true });
}
