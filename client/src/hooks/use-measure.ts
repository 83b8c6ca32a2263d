import { useEffect, useRef, useState } from "react";

/**
 * A value measured from an element's box, kept current with a ResizeObserver (and window resizes when the value
 * depends on the window too). `initial` holds before the first measurement and where ResizeObserver does not exist
 * (tests); a measurement of `undefined` keeps the previous value.
 */
export function useMeasure<T extends HTMLElement, V>(measureBox: (rect: DOMRect) => V | undefined, initial: V, options: { windowResize?: boolean } = {}) {
  const ref = useRef<T>(null);
  const [value, setValue] = useState(initial);
  // The latest function without re-subscribing on every render (callers pass inline arrows).
  const measureRef = useRef(measureBox);
  measureRef.current = measureBox;
  const { windowResize = false } = options;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const next = measureRef.current(el.getBoundingClientRect());
      if (next !== undefined) setValue(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (windowResize) window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      if (windowResize) window.removeEventListener("resize", measure);
    };
  }, [windowResize]);
  return [ref, value] as const;
}
