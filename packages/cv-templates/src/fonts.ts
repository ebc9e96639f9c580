import { Font } from "@react-pdf/renderer";
import { keepGlyphCodePoints } from "./glyph-code-points.ts";
import { cacheShaping, type Shaper } from "./shaping-cache.ts";

/** The TTF files in ../fonts, per family and face; every template draws only with these. */
export const FONT_FACES = [
  { family: "Inter", file: "Inter_400Regular.ttf", fontWeight: 400, fontStyle: "normal" },
  { family: "Inter", file: "Inter_400Regular_Italic.ttf", fontWeight: 400, fontStyle: "italic" },
  { family: "Inter", file: "Inter_500Medium.ttf", fontWeight: 500, fontStyle: "normal" },
  { family: "Inter", file: "Inter_600SemiBold.ttf", fontWeight: 600, fontStyle: "normal" },
  { family: "Inter", file: "Inter_700Bold.ttf", fontWeight: 700, fontStyle: "normal" },
  { family: "SourceSans3", file: "SourceSans3_400Regular.ttf", fontWeight: 400, fontStyle: "normal" },
  { family: "SourceSans3", file: "SourceSans3_400Regular_Italic.ttf", fontWeight: 400, fontStyle: "italic" },
  { family: "SourceSans3", file: "SourceSans3_600SemiBold.ttf", fontWeight: 600, fontStyle: "normal" },
  { family: "SourceSans3", file: "SourceSans3_700Bold.ttf", fontWeight: 700, fontStyle: "normal" },
  { family: "Lora", file: "Lora_400Regular.ttf", fontWeight: 400, fontStyle: "normal" },
  { family: "Lora", file: "Lora_400Regular_Italic.ttf", fontWeight: 400, fontStyle: "italic" },
  { family: "Lora", file: "Lora_600SemiBold.ttf", fontWeight: 600, fontStyle: "normal" },
  { family: "Lora", file: "Lora_700Bold.ttf", fontWeight: 700, fontStyle: "normal" },
  { family: "PlayfairDisplay", file: "PlayfairDisplay_400Regular.ttf", fontWeight: 400, fontStyle: "normal" },
  { family: "PlayfairDisplay", file: "PlayfairDisplay_700Bold.ttf", fontWeight: 700, fontStyle: "normal" },
] as const;

export type FontFamily = (typeof FONT_FACES)[number]["family"];

let registered = false;

/**
 * Registers every family with react-pdf, once per process (later calls do nothing). `resolve`
 * turns a file name into something Font.register can load: an absolute path on the server, a
 * URL in the browser. `shape` shapes texts instead of fontkit (the server passes HarfBuzz's).
 */
export function registerCvFonts(resolve: (file: string) => string, shape?: Shaper): void {
  if (registered) return;
  registered = true;
  keepGlyphCodePoints();
  cacheShaping(shape);
  type Face = (typeof FONT_FACES)[number];
  const families = new Map<
    string,
    { src: string; fontWeight: Face["fontWeight"]; fontStyle: Face["fontStyle"] }[]
  >();
  for (const face of FONT_FACES) {
    const list = families.get(face.family) ?? [];
    list.push({ src: resolve(face.file), fontWeight: face.fontWeight, fontStyle: face.fontStyle });
    families.set(face.family, list);
  }
  for (const [family, fonts] of families) Font.register({ family, fonts });
  // Names, companies and technologies must not be split with a hyphen ("Type-Script"): a word
  // that does not fit moves to the next line whole.
  Font.registerHyphenationCallback((word) => [word]);
}
