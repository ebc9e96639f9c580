import { readFileSync } from "node:fs";
import { fold } from "./text.ts";

/** One folded word a line from a file of `vocabulary/`; `#` starts a comment. */
export function wordList(file: string): Set<string> {
  const text = readFileSync(new URL(`../vocabulary/${file}`, import.meta.url), "utf8");
  return new Set(
    text
      .split("\n")
      .map((l) => fold(l.replace(/#.*/, "").trim()))
      .filter((l) => l !== ""),
  );
}

/** German and English first names: evidence for the name finder, never a filter. */
export const FIRST_NAMES: ReadonlySet<string> = new Set([
  ...wordList("first-names-de.txt"),
  ...wordList("first-names-en.txt"),
  ...wordList("first-names-common.txt"),
]);

const JOB_TITLE_WORDS = [...wordList("job-titles.txt")];

/** Whether a word is a common first name (any case, umlauts or not). */
export function isFirstName(word: string): boolean {
  return FIRST_NAMES.has(fold(word));
}

/**
 * Whether a text reads as a job title: one of its words is, or ends in, a job-title word
 * ("Softwareentwicklerin", "Senior Product Designer", "Head of Sales").
 */
export function isJobTitle(text: string): boolean {
  return fold(text)
    .split(/[^a-z]+/)
    .some((w) => w.length >= 2 && JOB_TITLE_WORDS.some((t) => w === t || (t.length >= 5 && w.endsWith(t))));
}
