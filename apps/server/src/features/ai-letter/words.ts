/** Lower case without diacritics (ä→a, ß→ss), so "Müller" and "Mueller"-less spellings meet. */
function fold(word: string): string {
  return word.toLowerCase().replace(/ß/g, "ss").normalize("NFD").replace(/\p{M}/gu, "");
}

/** A word without one inflection ending, so "Deutschen Bank" meets "Deutsche Bank". */
export function norm(word: string): string {
  const f = fold(word);
  if (f.length <= 4) return f;
  return f.replace(/(en|es|er|em|e|n|s)$/, "");
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text, normalised, to ask whether a claim's words occur in it. */
export type Corpus = {
  /** True when every word of `phrase` occurs in the text (order and inflection aside). */
  hasAllWords: (phrase: string) => boolean;
};

export function corpusOf(text: string): Corpus {
  const words = new Set((text.match(WORD) ?? []).map(norm));
  return {
    hasAllWords: (phrase) => (phrase.match(WORD) ?? []).every((w) => words.has(norm(w))),
  };
}

/** True when `phrase` occurs in `text` as written (case and diacritics aside), e.g. "PRINCE2". */
export function mentions(text: string, phrase: string): boolean {
  return fold(text).includes(fold(phrase));
}
