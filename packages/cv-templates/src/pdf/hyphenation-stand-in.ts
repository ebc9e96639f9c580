import { registerHooks } from "node:module";

const STAND_IN = "jah:react-pdf-hyphenation-stand-in";

/**
 * Keeps react-pdf's English hyphenation patterns out of a thread that renders CVs. Its text layout
 * imports them at load and builds a trie of about 5,000 patterns (some 6 MiB of objects, 40 ms), which
 * react-pdf uses only without a hyphenation callback, and registerCvFonts sets one that never
 * hyphenates (names and technologies are not split). Call before the renderer is first imported: in this
 * thread the patterns' module then resolves to a stand-in that hyphenates nothing either.
 */
export function leaveOutHyphenationPatterns(): void {
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier === "@react-pdf/hyphenate/en-us")
        return { url: STAND_IN, format: "module", shortCircuit: true };
      return next(specifier, context);
    },
    load(url, context, next) {
      if (url !== STAND_IN) return next(url, context);
      const source = `export const syllables = (word) => [word];
export const hyphenate = (word) => word;
export const patterns = [];`;
      return { format: "module", source, shortCircuit: true };
    },
  });
}
