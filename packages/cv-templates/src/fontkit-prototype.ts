/// <reference path="./fontkit.d.ts" />
import * as fontkit from "fontkit";

/**
 * The class every TrueType and OpenType font of fontkit shares, for the two fixes that wrap its methods
 * (glyph-code-points.ts, shaping-cache.ts). A font without tables (12 bytes: version 1.0, no tables)
 * hands it over without loading a real font file.
 */
export function fontkitFontPrototype<T>(): T {
  const emptyFont = fontkit.create(new Uint8Array([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  return Object.getPrototypeOf(emptyFont) as T;
}
