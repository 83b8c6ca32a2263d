import { useEffect, useRef, useState } from "react";

/**
 * Whether an element, plus `reservePx` of room (a fixed bar, margins), fits in the window's height, kept current as
 * either changes. For sticky side panels: one taller than the screen would hide its own bottom while stuck.
 * False before the first measurement and where ResizeObserver does not exist (tests).
 */
export function useFitsViewport<T extends HTMLElement>(reservePx: number) {
  const ref = useRef<T>(null);
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => setFits(el.getBoundingClientRect().height + reservePx <= window.innerHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [reservePx]);
  return [ref, fits] as const;
}
