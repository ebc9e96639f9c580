import { fold } from "../text.ts";
import { wordList } from "../vocabulary.ts";

/** Titles as the vocabulary lists them, compared without dots, spaces and case ("B.Sc." = "BSc"). */
const TITLES: ReadonlySet<string> = new Set([...wordList("academic-titles.txt")].map(key));

function key(word: string): string {
  return word.toLowerCase().replace(/[.\s]/g, "");
}

/** Words that follow "Dr." in a German doctorate ("Dr. rer. nat.", "Dr. med. dent."). */
const DOCTORATE_PART =
  /^(?:rer|nat|pol|oec|soc|med|dent|vet|phil|jur|iur|theol|paed|sc|techn|h\.?c|habil|mont)\.$/i;

/** Whether a word (with its dots) is an academic or professional title. */
export function isAcademicTitle(word: string): boolean {
  const w = word.replace(/[,;]+$/, "");
  if (!TITLES.has(key(fold(w)))) return false;
  // Two-letter degrees ("MA", "BA", "MD") only in capitals or with dots: "Ma" may be a surname.
  return key(fold(w)).length > 2 || /^[A-Z.]+$/.test(w) || w.includes(".");
}

/**
 * A name with its titles taken off: "Mag. Max Muster, BSc" → Max Muster, before ["Mag."], after
 * ["BSc"]; "Prof. Dr.-Ing. Anna Berg" → Anna Berg, before ["Prof.", "Dr.-Ing."]. Titles are kept
 * as printed.
 */
export function splitTitles(text: string): { core: string; before: string[]; after: string[] } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const before: string[] = [];
  const after: string[] = [];
  while (words.length > 0) {
    const w = words[0] ?? "";
    // "Dr.-Ing.", "Dr. rer. nat.": a hyphenated or dotted part after a doctorate is part of it.
    const joined = /^(?:dr|prof)\.?-/i.test(w) ? w.replace(/^(\w+\.?)-.*$/, "$1") : w;
    if (isAcademicTitle(joined) || (before.length > 0 && DOCTORATE_PART.test(w))) {
      before.push(w);
      words.shift();
    } else break;
  }
  while (words.length > 0) {
    const w = words.at(-1) ?? "";
    if (!isAcademicTitle(w)) break;
    after.unshift(w.replace(/[,;]+$/, ""));
    words.pop();
  }
  const core = words
    .join(" ")
    .replace(/[,;]\s*$/, "")
    .trim();
  return { core, before, after };
}
