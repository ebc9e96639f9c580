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
  "brotli/decompress.js": {
    why:
      "fontkit imports a Brotli decoder (800 KB of JavaScript with its dictionary, 10 modules) for WOFF2 " +
      "fonts; the CV fonts are TrueType files.",
    source: `export default function decompress() {
  throw new Error("The CV templates use no WOFF2 fonts.");
}`,
  },
};

/**
 * Modules a library imports by a relative path, matched by where they resolve to: react-pdf's reconciler
 * imports its builds for three React versions and uses one (reconciler-33.js, for React 19.2 and later:
 * the project's React is 19.3). A stand-in fails loudly if another React ever picks it.
 */
const STAND_INS_BY_PATH: Record<string, { why: string; source: string }> = Object.fromEntries(
  ["reconciler-31.js", "reconciler-23.js"].map((file) => [
    `/node_modules/@react-pdf/reconciler/lib/${file}`,
    {
      why: "a 70 to 250 KB build of React's reconciler for React 18 or 19.0/19.1, loaded and never run",
      source: `export default function createRenderer() {
  throw new Error("react-pdf picked its ${file} build: this React version is not the one the CV renderer expects.");
}`,
    },
  ]),
);

const PREFIX = "jah:render-stand-in:";

export function leaveOutUnusedParts(): void {
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier in STAND_INS) return { url: PREFIX + specifier, format: "module", shortCircuit: true };
      const resolved = next(specifier, context);
      const byPath = Object.keys(STAND_INS_BY_PATH).find((suffix) => resolved.url.endsWith(suffix));
      return byPath ? { url: PREFIX + byPath, format: "module", shortCircuit: true } : resolved;
    },
    load(url, context, next) {
      const key = url.startsWith(PREFIX) ? url.slice(PREFIX.length) : undefined;
      const standIn = key === undefined ? undefined : (STAND_INS[key] ?? STAND_INS_BY_PATH[key]);
      if (!standIn) return next(url, context);
      return { format: "module", source: standIn.source, shortCircuit: true };
    },
  });
  // yoga-layout's loader reads its own WebAssembly, inlined as a data: URL, with fetch when there is
  // one, which loads Node's whole HTTP client (undici: 30 ms and several MiB) into the thread; without
  // it, the loader decodes the same bytes itself. Nothing else in this thread goes to the network.
  Reflect.deleteProperty(globalThis, "fetch");
}
