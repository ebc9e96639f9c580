/** Background parallax of the landing hero (spec section 9): from 1024 px wide, at half scroll speed. */
export const PARALLAX_MIN_WIDTH = 1024;
export const PARALLAX_FACTOR = 0.5;

/**
 * How far (px) the hero background moves down for a scroll position: scrollY * 0.5 on viewports at
 * least 1024 px wide, 0 on narrower ones and whenever the visitor asks for reduced motion.
 */
export function parallaxOffset(scrollY: number, viewportWidth: number, reducedMotion: boolean): number {
  if (reducedMotion || viewportWidth < PARALLAX_MIN_WIDTH) return 0;
  return Math.max(0, scrollY) * PARALLAX_FACTOR;
}
