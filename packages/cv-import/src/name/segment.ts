import { fold } from "../text.ts";
import { FIRST_NAMES, wordList } from "../vocabulary.ts";

const TITLE_WORDS = wordList("title-words.txt");
/** First parts of German compounds ("elektro-"): words only together with the word after them. */
const PREFIXES: ReadonlySet<string> = new Set(
  [...TITLE_WORDS].filter((w) => w.endsWith("-")).map((w) => w.slice(0, -1)),
);
/** Words a letter-spaced run may be made of when its word gaps were lost. */
const WORDS: ReadonlySet<string> = new Set([
  ...TITLE_WORDS,
  ...PREFIXES,
  ...wordList("job-titles.txt"),
  ...FIRST_NAMES,
]);

/**
 * Splits a run of letters into known words ("SENIORDATAANALYST" → SENIOR, DATA, ANALYST), using
 * the vocabulary and the words of the document's e-mail address. Only a split into known words
 * of two letters or more, all of the run, counts; the fewest words win. Undefined when no split
 * explains the run or the run is one known word.
 */
export function segmentWords(run: string, hints: string[] = []): string[] | undefined {
  const lower = run.toLowerCase();
  const known = (piece: string) => WORDS.has(fold(piece)) || hints.includes(fold(piece));
  if (known(lower)) return undefined;
  const n = lower.length;
  // best[i]: the fewest words that cover lower[0, i); from[i]: where the last of them starts.
  const best: number[] = new Array(n + 1).fill(Number.POSITIVE_INFINITY);
  const from: number[] = new Array(n + 1).fill(-1);
  best[0] = 0;
  for (let end = 2; end <= n; end++) {
    for (let start = 0; start <= end - 2; start++) {
      const before = best[start] ?? Number.POSITIVE_INFINITY;
      if (before + 1 >= (best[end] ?? 0) || !known(lower.slice(start, end))) continue;
      best[end] = before + 1;
      from[end] = start;
    }
  }
  if (!Number.isFinite(best[n])) return undefined;
  const words: string[] = [];
  for (let end = n; end > 0; end = from[end] ?? 0) {
    const word = run.slice(from[end] ?? 0, end);
    // A German compound's first part ("VERFAHRENS", "ELEKTRO") stays joined to the word after it.
    if (words.length > 0 && PREFIXES.has(fold(word))) words[0] = word + words[0];
    else words.unshift(word);
  }
  return words.length > 1 ? words : undefined;
}
