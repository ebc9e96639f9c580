/** The last 200 answer for a URL with its validators, for conditional requests. */
export type CachedAnswer = { etag?: string; lastModified?: string; body: string; contentType: string };

/** Where the fetcher remembers answers; the crawler may pass one that outlives a run. */
export type AnswerCache = {
  get(url: string): CachedAnswer | undefined;
  set(url: string, answer: CachedAnswer): void;
};

/** An in-memory cache holding the `maxEntries` most recently used URLs. */
export function memoryCache(maxEntries = 200): AnswerCache {
  const entries = new Map<string, CachedAnswer>();
  return {
    get(url) {
      const answer = entries.get(url);
      if (answer) {
        entries.delete(url);
        entries.set(url, answer);
      }
      return answer;
    },
    set(url, answer) {
      entries.delete(url);
      entries.set(url, answer);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
