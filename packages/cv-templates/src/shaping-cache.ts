import { fontkitFontPrototype } from "./fontkit-prototype.ts";

/**
 * Remembers fontkit's shaping results, so a CV's texts are shaped once instead of once per layout pass.
 *
 * react-pdf lays a page out several times: once whole, again for each page break it tries, again for
 * every page that holds a page number ("Seite 1 von 2"), and each pass shapes every text again with
 * fontkit (OpenType substitution and positioning lookups), about a fifth of a render's time. A text in
 * one font face with the same features always shapes to the same glyphs and positions, and the same
 * headings, labels and entries come back in the next render of that profile or template, so the results
 * are kept in one bounded cache for the process (least recently used go first).
 */
export interface GlyphRun {
  glyphs: unknown[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
}
export interface ShapingFont {
  layout(text: string, features?: unknown, script?: string, language?: string, direction?: string): GlyphRun;
}
/** Shapes a text in a font as fontkit's `font.layout` does (the PDF worker passes HarfBuzz's). */
export type Shaper = (font: ShapingFont, ...args: Parameters<ShapingFont["layout"]>) => GlyphRun;

/** Glyph runs kept: a two-page CV in one template shapes a few hundred distinct texts. */
export const SHAPING_CACHE_SIZE = 4000;

const runs = new Map<string, GlyphRun>();
/** react-pdf passes the same features object for every run of a style: serialised once per object. */
const featureKeys = new WeakMap<object, string>();

function featuresKey(features: unknown): string {
  if (typeof features !== "object" || features === null) return JSON.stringify(features ?? null);
  let key = featureKeys.get(features);
  if (key === undefined) {
    key = JSON.stringify(features);
    featureKeys.set(features, key);
  }
  return key;
}
const fontIds = new WeakMap<object, number>();
let nextFontId = 0;
let installed = false;

/** Installs the cache in fontkit's font class, once; misses are shaped by `shape`, or by fontkit itself. */
export function cacheShaping(shape?: Shaper): void {
  if (installed) return;
  installed = true;
  const prototype = fontkitFontPrototype<ShapingFont>();
  const layout = prototype.layout;
  prototype.layout = function (this: ShapingFont, text, features, script, language, direction) {
    let fontId = fontIds.get(this);
    if (fontId === undefined) {
      fontId = nextFontId++;
      fontIds.set(this, fontId);
    }
    const key = `${fontId}\u0000${script}\u0000${language}\u0000${direction}\u0000${featuresKey(features)}\u0000${text}`;
    let run = runs.get(key);
    if (run) {
      runs.delete(key);
    } else {
      run = shape
        ? shape(this, text, features, script, language, direction)
        : layout.call(this, text, features, script, language, direction);
      if (runs.size >= SHAPING_CACHE_SIZE) runs.delete(runs.keys().next().value as string);
    }
    runs.set(key, run);
    // Callers get their own arrays (react-pdf replaces an inline image's glyph in place); the glyph
    // objects are fontkit's own cache anyway, and the positions are only read.
    return Object.assign(Object.create(Object.getPrototypeOf(run)), run, {
      glyphs: run.glyphs.slice(),
      positions: run.positions.slice(),
    });
  };
}

/** Glyph runs the cache holds now (for tests). */
export function shapingCacheSize(): number {
  return runs.size;
}
