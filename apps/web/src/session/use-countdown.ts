import { useEffect, useState } from "react";
import { remainingMs } from "./timer.ts";

/**
 * Milliseconds left of the session, recomputed every second from the login time (not counted
 * down, so a laptop waking from sleep shows the truth at once). Stops ticking at zero.
 */
export function useCountdown(loginTime: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (remainingMs(loginTime) <= 0) return;
    const id = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (remainingMs(loginTime, current) <= 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [loginTime]);
  return remainingMs(loginTime, now);
}
