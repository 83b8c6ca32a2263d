/**
 * The web-vitals reporter (SPEC section 7): the library is imported lazily, after the first render,
 * so it never delays the first paint. Metrics are kept in memory (`getWebVitals()`), and in development
 * each one is also logged with console.debug.
 */
export interface VitalsMetric {
  name: string;
  value: number;
  rating?: string;
  id: string;
}
export type VitalsSink = (metric: VitalsMetric) => void;

const latest = new Map<string, VitalsMetric>();

/** The latest value of each metric reported so far in this page. */
export function getWebVitals(): VitalsMetric[] {
  return [...latest.values()];
}

const devLog: VitalsSink = (metric) => {
  console.debug(`[web-vitals] ${metric.name}`, Math.round(metric.value * 100) / 100, metric.rating ?? "");
};

export function reportWebVitals(log: VitalsSink | null = import.meta.env.DEV ? devLog : null): void {
  const sink: VitalsSink = (metric) => {
    latest.set(metric.name, { name: metric.name, value: metric.value, rating: metric.rating, id: metric.id });
    log?.(metric);
  };
  const load = () =>
    import("web-vitals")
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        onCLS(sink);
        onFCP(sink);
        onINP(sink);
        onLCP(sink);
        onTTFB(sink);
      })
      .catch(() => {
        /* vitals are best effort */
      });
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(() => void load());
  else window.setTimeout(() => void load(), 1);
}
