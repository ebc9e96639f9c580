import { useEffect, useState } from "react";

const EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * True once the visitor has pressed, tapped or typed anything (or at once when `already` is true).
 * Code that only ever answers a user action, like the toast container, can wait for it: a visitor
 * who only reads loads none of it.
 */
export function useFirstInteraction(already: boolean): boolean {
  const [happened, setHappened] = useState(already);
  useEffect(() => {
    if (happened) return;
    const done = () => setHappened(true);
    for (const event of EVENTS)
      window.addEventListener(event, done, { capture: true, once: true, passive: true });
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, done, { capture: true });
    };
  }, [happened]);
  return happened || already;
}
