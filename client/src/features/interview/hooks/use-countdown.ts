import { useEffect, useState } from "react";

/**
 * Seconds left of a timed interview, ticking every second; null when the session has no time limit.
 * Stops ticking once `stopped` (the interview is finished) or the time is up.
 */
export function useCountdown(startedAt: number | null, limitMinutes: number | null, stopped: boolean): number | null {
  const [now, setNow] = useState(() => Date.now());
  const active = startedAt !== null && limitMinutes !== null && limitMinutes > 0;
  const deadline = active ? startedAt + limitMinutes * 60_000 : 0;

  useEffect(() => {
    if (!active || stopped) return undefined;
    setNow(Date.now());
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [active, deadline, stopped]);

  if (!active) return null;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
