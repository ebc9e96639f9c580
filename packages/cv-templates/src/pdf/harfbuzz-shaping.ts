import * as hb from "harfbuzzjs";
import type { GlyphRun, ShapingFont } from "../shaping-cache.ts";

/**
 * Shapes text with HarfBuzz (WebAssembly) instead of fontkit's JavaScript shaper, in the PDF worker.
 *
 * fontkit reads a face's substitution and positioning tables (GSUB, GPOS) through a generic decoder the
 * first time it shapes a text in that face: about 100 ms for the Inter faces of the "full" template, a
 * third of the first PDF after a worker starts, and most of the cost of each template's first use.
 * HarfBuzz reads the tables in place (about 10 ms for the same texts; its module loads in about 12 ms)
 * and is the reference for what OpenType shaping gives. It only shapes: the glyphs are still fontkit's
 * (react-pdf reads their widths and code points and embeds them through fontkit's subsetter), so a run
 * looks to react-pdf exactly as fontkit's did. harfbuzz-shaping.test.ts compares both on CV texts in every
 * face. Two fontkit faults go with it: in a text without letters ("760 €") it kerned Inter's figures twice
 * (the font lists its kerning twice under the default script), and it drew a zero-width space as a
 * missing-glyph box.
 */

interface FontkitFont extends ShapingFont {
  stream: { buffer: Uint8Array };
  getGlyph(id: number, codePoints?: number[]): unknown;
}

/** One HarfBuzz font per fontkit font, made from the same bytes (fonts live as long as the process). */
const harfBuzzFonts = new WeakMap<object, hb.Font>();
/** One buffer, emptied before each text: shaping is synchronous, so no two calls share it. */
let buffer: hb.Buffer | undefined;

function harfBuzzFont(font: FontkitFont): hb.Font {
  let shaper = harfBuzzFonts.get(font);
  if (shaper === undefined) {
    shaper = new hb.Font(new hb.Face(new hb.Blob(font.stream.buffer)));
    harfBuzzFonts.set(font, shaper);
  }
  return shaper;
}

/** fontkit's user features (a list of tags to switch on, or tag → on/off) as HarfBuzz features. */
function harfBuzzFeatures(features: unknown): hb.Feature[] {
  const settings = Array.isArray(features)
    ? features.map((tag) => `+${tag}`)
    : typeof features === "object" && features !== null
      ? Object.entries(features).map(([tag, on]) => `${tag}=${on ? 1 : 0}`)
      : [];
  return settings.flatMap((setting) => hb.Feature.fromString(setting) ?? []);
}

/** The code points of text[start, end), as fontkit gives them to a glyph. */
function codePointsOf(text: string, start: number, end: number): number[] {
  const codePoints: number[] = [];
  for (let i = start; i < end; ) {
    const codePoint = text.codePointAt(i) as number;
    codePoints.push(codePoint);
    i += codePoint > 0xffff ? 2 : 1;
  }
  return codePoints;
}

/**
 * fontkit's `font.layout(text, features, script, language, direction)` done by HarfBuzz: glyphs of the
 * font (each with the code points of its cluster; when one character becomes several glyphs, the first
 * carries them, as in fontkit) and positions in font units.
 */
export function shapeWithHarfBuzz(
  fontkitFont: ShapingFont,
  text: string,
  features?: unknown,
  script?: string,
  language?: string,
  direction?: string,
): GlyphRun {
  const font = fontkitFont as FontkitFont;
  buffer ??= new hb.Buffer();
  buffer.clearContents();
  buffer.addText(text);
  buffer.setDirection(direction === "rtl" ? hb.Direction.RTL : hb.Direction.LTR);
  if (script) buffer.setScript(script);
  if (language) buffer.setLanguage(language);
  buffer.guessSegmentProperties();
  hb.shape(harfBuzzFont(font), buffer, harfBuzzFeatures(features));
  const infos = buffer.getGlyphInfos();
  const placed = buffer.getGlyphPositions();

  // A glyph's characters run from its cluster to the next cluster (runs are shaped left to right, so
  // clusters never decrease); the first glyph of a cluster carries them.
  const clusterEnds: number[] = [];
  for (let i = infos.length - 1, end = text.length; i >= 0; i--) {
    const next = infos[i + 1];
    const cluster = (infos[i] as hb.GlyphInfo).cluster;
    if (next !== undefined && next.cluster !== cluster) end = next.cluster;
    clusterEnds[i] = end;
  }
  const glyphs: unknown[] = [];
  const positions: GlyphRun["positions"] = [];
  infos.forEach(({ cluster, codepoint: glyphId }, i) => {
    const firstOfCluster = i === 0 || infos[i - 1]?.cluster !== cluster;
    const codePoints = firstOfCluster ? codePointsOf(text, cluster, clusterEnds[i] ?? text.length) : [];
    glyphs.push(font.getGlyph(glyphId, codePoints));
    const { xAdvance, yAdvance, xOffset, yOffset } = placed[i] as hb.GlyphPosition;
    positions.push({ xAdvance, yAdvance, xOffset, yOffset });
  });
  return { glyphs, positions };
}
