import { registerHooks } from "node:module";

/**
 * What a thread that renders CVs leaves out of the libraries it loads: modules they import at their top
 * for features these CVs never use, each replaced by a stand-in that does nothing or refuses. Call before
 * the renderer is first imported (apps/server/src/pdf/worker.mjs); it applies to that thread only.
 */
const STAND_INS: Record<string, { why: string; source: string }> = {
  "@react-pdf/hyphenate/en-us": {
    why:
      "react-pdf's text layout builds a trie of about 5,000 English hyphenation patterns at load (some " +
      "6 MiB of objects, 40 ms); it uses them only without a hyphenation callback, and registerCvFonts " +
      "sets one that never hyphenates (names and technologies are not split).",
    source: `export const syllables = (word) => [word];
export const hyphenate = (word) => word;
export const patterns = [];`,
  },
  "@noble/ciphers/aes": {
    why:
      "pdfkit imports AES for password-protected PDFs and builds its tables at load (30 ms); a CV is " +
      "never encrypted.",
    source: `const refuse = () => { throw new Error("CV PDFs are not encrypted."); };
export const cbc = refuse;
export const ecb = refuse;`,
  },
};

const PREFIX = "jah:render-stand-in:";

export function leaveOutUnusedParts(): void {
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier in STAND_INS) return { url: PREFIX + specifier, format: "module", shortCircuit: true };
      return next(specifier, context);
    },
    load(url, context, next) {
      const standIn = url.startsWith(PREFIX) ? STAND_INS[url.slice(PREFIX.length)] : undefined;
      if (!standIn) return next(url, context);
      return { format: "module", source: standIn.source, shortCircuit: true };
    },
  });
  // yoga-layout's loader reads its own WebAssembly, inlined as a data: URL, with fetch when there is
  // one, which loads Node's whole HTTP client (undici: 30 ms and several MiB) into the thread; without
  // it, the loader decodes the same bytes itself. Nothing else in this thread goes to the network.
  Reflect.deleteProperty(globalThis, "fetch");
}
