import { createRequire } from "node:module";

const load = createRequire(import.meta.url);

/**
 * A package loaded by its first use instead of at start: what only some requests or background jobs
 * need stays out of a small machine's idle memory. Synchronous (require, which also loads ES modules),
 * so the functions that use it need not become async.
 */
export function onFirstUse<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= load(specifier) as T;
    return loaded;
  };
}
