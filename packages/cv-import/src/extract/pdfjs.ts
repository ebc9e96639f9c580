import { registerHooks } from "node:module";

type Pdfjs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let pdfjs: Promise<Pdfjs> | undefined;

/**
 * pdf.js, loaded at the first PDF, without its drawing addon.
 *
 * Loaded in Node, pdf.js requires @napi-rs/canvas at once for DOMMatrix and Path2D, which only drawing a
 * page needs; reading the text layer uses neither. The addon (Skia) adds about 20 MiB to the process, and
 * a native library stays loaded for the process's life even after the worker thread that loaded it has
 * ended. So, in the thread that reads PDFs, the package resolves to a stand-in whose two classes refuse
 * to be made, should a drawing path ever run. (Imported dynamically, after the hook: a static import
 * would run before it, in a bundle too.)
 */
export function loadPdfjs(): Promise<Pdfjs> {
  if (!pdfjs) {
    canvasStandIn();
    pdfjs = import("pdfjs-dist/legacy/build/pdf.mjs");
  }
  return pdfjs;
}

const STAND_IN = "jah:pdfjs-canvas-stand-in";

function canvasStandIn(): void {
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier === "@napi-rs/canvas") return { url: STAND_IN, format: "commonjs", shortCircuit: true };
      return next(specifier, context);
    },
    load(url, context, next) {
      if (url !== STAND_IN) return next(url, context);
      const source = `class Unavailable {
  constructor() { throw new Error("Drawing PDF pages is not part of reading a CV's text."); }
}
module.exports = { DOMMatrix: Unavailable, Path2D: Unavailable };`;
      return { format: "commonjs", source, shortCircuit: true };
    },
  });
}
