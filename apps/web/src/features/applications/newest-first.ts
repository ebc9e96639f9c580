/**
 * Notes and appointments are listed newest first (spec section 9). Ties (same minute) fall back
 * to the id, so the one added last still comes first.
 */
export function newestFirst<T extends { id: number }>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T) => {
    const parsed = Date.parse(dateOf(item));
    return Number.isNaN(parsed) ? 0 : parsed;
  };
  return [...items].sort((a, b) => time(b) - time(a) || b.id - a.id);
}
