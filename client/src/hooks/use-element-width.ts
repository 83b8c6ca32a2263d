import { useMeasure } from "./use-measure";

/**
 * The rendered width of an element. Charts lay themselves out at this width so their labels stay at their real font
 * size instead of being scaled down with the whole SVG on a phone. `fallback` is used before the first measurement.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  return useMeasure<T, number>((rect) => {
    const w = Math.round(rect.width);
    return w > 0 ? w : undefined;
  }, fallback);
}
