import { type RefObject, useEffect } from "react";
import { parallaxOffset } from "./parallax.ts";

/**
 * Moves the element (the hero's background layer) with `parallaxOffset`: a passive scroll listener
 * schedules one requestAnimationFrame per frame; resizes and a changed motion setting re-apply it.
 */
export function useParallax(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const motion = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    let frame = 0;
    const apply = () => {
      frame = 0;
      const offset = parallaxOffset(window.scrollY, window.innerWidth, motion?.matches ?? false);
      element.style.transform = offset ? `translate3d(0, ${offset}px, 0)` : "";
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    motion?.addEventListener?.("change", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      motion?.removeEventListener?.("change", schedule);
      if (frame) window.cancelAnimationFrame(frame);
      element.style.transform = "";
    };
  }, [ref]);
}
