import { readFileSync } from "node:fs";
import path from "node:path";
import { FONT_FACES, type FontFamily } from "../fonts.ts";

const FONTS_DIR = path.resolve(import.meta.dirname, "../../fonts");
const cache = new Map<string, string>();

/**
 * @font-face rules with the TTF files embedded as base64, so the HTML is self-contained: it
 * renders the same when served by the htmlpreview endpoint and when printed by Chromium.
 */
export function fontFaceCss(families: FontFamily[]): string {
  const key = [...new Set(families)].sort().join(",");
  const cached = cache.get(key);
  if (cached) return cached;
  const css = FONT_FACES.filter((face) => families.includes(face.family))
    .map((face) => {
      const data = readFileSync(path.join(FONTS_DIR, face.file)).toString("base64");
      return `@font-face{font-family:"${face.family}";font-weight:${face.fontWeight};font-style:${face.fontStyle};src:url(data:font/ttf;base64,${data}) format("truetype");}`;
    })
    .join("\n");
  cache.set(key, css);
  return css;
}
