import { useEffect, useRef, useState } from "react";

/**
 * The rendered width of an element, kept current with a ResizeObserver. Charts lay themselves out at this width so
 * their labels stay at their real font size instead of being scaled down with the whole SVG on a phone.
 * `fallback` is used before the first measurement and where ResizeObserver does not exist (tests).
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const w = Math.round(el.getBoundingClientRect().width);
      if (w > 0) setWidth(w);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
