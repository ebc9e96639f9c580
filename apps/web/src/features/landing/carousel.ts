/** How many slides the landing carousel shows side by side, by viewport width (spec section 1). */
export const CAROUSEL_BREAKPOINTS = [
  { min: 0, items: 1 },
  { min: 464, items: 2 },
  { min: 1024, items: 3 },
  { min: 3000, items: 5 },
] as const;

/** The most slides ever shown side by side; the track always holds this many plus two neighbours. */
export const MAX_PER_VIEW = 5;

/** Slides per view for a viewport width: 1 below 464 px, 2 to 1024, 3 to 3000, 5 from 3000. */
export function itemsPerView(viewportWidth: number): number {
  let items: number = CAROUSEL_BREAKPOINTS[0].items;
  for (const bp of CAROUSEL_BREAKPOINTS) if (viewportWidth >= bp.min) items = bp.items;
  return items;
}

/** An index wrapped into 0..count-1, in both directions: the carousel loops without end. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

/**
 * The items in the track for a start index: one hidden neighbour on each side (so a move can
 * slide in) and `perView` visible ones. With fewer items than places, items repeat.
 */
export function trackItems(start: number, perView: number, count: number): number[] {
  return Array.from({ length: perView + 2 }, (_, i) => wrapIndex(start - 1 + i, count));
}

/**
 * A swipe counts once the pointer travelled a quarter slide or 60 px, whichever is less, but at
 * least 8 px so that a tap or click is never a swipe.
 */
export function swipeDirection(dx: number, slideWidth: number): -1 | 0 | 1 {
  const threshold = Math.max(8, Math.min(60, slideWidth / 4));
  if (dx <= -threshold) return 1;
  if (dx >= threshold) return -1;
  return 0;
}
