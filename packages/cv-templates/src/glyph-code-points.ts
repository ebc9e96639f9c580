import { fontkitFontPrototype } from "./fontkit-prototype.ts";

/**
 * Works around a fontkit 2.0.4 defect that printed "B.A." as ".A." on CVs.
 *
 * fontkit keeps one glyph object per glyph id and font, and the first caller decides the glyph's
 * code points. Layout passes them ("." → [46]); the subsetter does not: when a PDF embeds a
 * composite glyph (SourceSans3 Bold draws ":" from two "." glyphs) it asks for the components
 * without code points, and from then on "." has none in this process. react-pdf maps glyphs back
 * to characters by their code points, so every later document that printed a "." dropped the
 * letter before it and wrote a wrong ToUnicode entry. PDF workers render many CVs one after the
 * other, so this reached users.
 *
 * The fix gives a cached glyph the code points of the first caller that knows them, in the class
 * all TrueType and OpenType fonts share.
 */
interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
}

let patched = false;

export function keepGlyphCodePoints(): void {
  if (patched) return;
  patched = true;
  const prototype = fontkitFontPrototype<FontkitFont>();
  const getGlyph = prototype.getGlyph;
  prototype.getGlyph = function (this: FontkitFont, id: number, codePoints: number[] = []) {
    const glyph = getGlyph.call(this, id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
}
