/**
 * A value built at its first use and kept: the fit's dictionaries become indexes of several MiB, which a
 * server that scores no job (idle, or serving other pages) need not hold.
 */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
