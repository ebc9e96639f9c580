/// <reference path="../src/fontkit.d.ts" />
import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it, vi } from "vitest";
import { FONT_FACES } from "../src/fonts.ts";
import { FONTS_DIR, renderCvPdf } from "../src/node.ts";
import { shapeWithHarfBuzz } from "../src/pdf/harfbuzz-shaping.ts";
import { sampleProfile } from "../src/sample.ts";
import type { GlyphRun, ShapingFont } from "../src/shaping-cache.ts";

type Glyph = { id: number; codePoints: number[] };
type Font = ShapingFont & {
  /** fontkit's own shaper (what react-pdf called before the PDF worker shaped with HarfBuzz). */
  _layoutEngine: ShapingFont;
};

function open(file: string): Font {
  return fontkit.create(readFileSync(path.join(FONTS_DIR, file))) as Font;
}

/** Glyph id, code points and the four position values of each glyph: what react-pdf reads of a run. */
const summary = (run: GlyphRun) =>
  run.glyphs.map((glyph, i) => {
    const { id, codePoints } = glyph as Glyph;
    const { xAdvance, yAdvance, xOffset, yOffset } = run.positions[i] ?? {};
    return `${id} [${codePoints.join(",")}] ${xAdvance} ${yAdvance} ${xOffset} ${yOffset}`;
  });

/** What CVs hold: German and English prose, names from across Europe, contact values, figures, dashes. */
const CV_TEXTS = [
  "Lebenslauf – Softwareentwicklerin, München",
  "Führung eines Teams von 12 Entwicklern (React, TypeScript, Node.js); Umsatz +35 %",
  "office@example.com · +49 30 1234567 · Straße 12, 10115 Berlin · linkedin.com/in/jane-doe",
  "Office, affine, fluffy, Effizienz, Äpfel, Öl, Übung, Maß «Zitat» „Zitat“ 'quoted' \"quoted\"",
  "Łukasz Dvořák, Çelik, Ægir Þórsson, Škoda, Ørsted, José Núñez, Françoise",
  "AVA To Ty Wa Yo LT P. F. 7,5 % – — … ’s 01/2019–03/2024 ½ 3×4 → ✓",
  "Σωκράτης Παπαδόπουλος, Пётр Ильич Чайковский",
  "C++ C# .NET k8s PostgreSQL 16, ISO 27001, B.A., M.Sc., Dr. rer. nat.",
  "Seite 2 von 2",
  // Texts without letters, which react-pdf shapes on their own (see below).
  "760 €",
  "€1,234.50",
  "01/2019 – 03/2024",
  "+49 30 1234567",
  "   leading and trailing spaces   ",
];

describe("shaping with HarfBuzz", () => {
  it("gives fontkit's glyphs, code points and positions for CV texts in every face", () => {
    for (const face of FONT_FACES) {
      // Two instances: fontkit keeps one glyph object per id and font, with the code points of its first
      // caller, so sharing one would hand each shaper the other's glyphs.
      const reference = open(face.file);
      const font = open(face.file);
      // Every CV text is shaped with the page's { calt: false } (parts/Pages.tsx); with contextual
      // alternates on, HarfBuzz also applies those fontkit skipped (Inter's en dash between figures).
      // fontkit writes its default features into the object it gets, so each call gets its own.
      for (const features of [() => ({ calt: false }), () => ({ calt: false, liga: false })]) {
        for (const text of CV_TEXTS) {
          // A text without letters has no script, so both use the fonts' default script (DFLT). Inter lists
          // its kerning twice there, and fontkit applied it twice ("76" in "760 €" 64 units closer instead of
          // 32); HarfBuzz applies each lookup once, as under Latin, which is what fontkit is compared with.
          const script = /\p{L}/u.test(text) ? undefined : "latn";
          const expected = summary(
            reference._layoutEngine.layout(text, features(), script, undefined, "ltr"),
          );
          const shaped = summary(shapeWithHarfBuzz(font, text, features(), undefined, undefined, "ltr"));
          expect(shaped, `${face.file}: ${text}`).toEqual(expected);
        }
      }
    }
  });

  it("follows the features asked for: contextual alternates off, ligatures off", () => {
    const font = open("PlayfairDisplay_400Regular.ttf");
    const ids = (features?: unknown) =>
      (shapeWithHarfBuzz(font, "office", features).glyphs as Glyph[]).map((glyph) => glyph.id);
    // "ffi" is one glyph with its three letters' code points unless ligatures are off.
    expect(ids()).toHaveLength(4);
    expect((shapeWithHarfBuzz(font, "office").glyphs[1] as Glyph).codePoints).toEqual([102, 102, 105]);
    expect(ids({ liga: false })).toHaveLength(6);
    expect(ids({ calt: false })).toEqual(ids());
  });

  it("hides a zero-width space instead of drawing a missing-glyph box (fontkit drew .notdef)", () => {
    const font = open("Inter_400Regular.ttf");
    const run = shapeWithHarfBuzz(font, "zero\u200bwidth");
    expect((run.glyphs as Glyph[]).map((glyph) => glyph.id)).not.toContain(0);
    expect(run.glyphs).toHaveLength(10);
    expect(run.positions[4]?.xAdvance).toBe(0);
  });

  it("gives a character drawn as base and accent the code point once, on the first glyph", () => {
    // Lora has no precomposed "ḱ" (U+1E31): HarfBuzz draws "k" and a combining acute. react-pdf writes each
    // glyph's code points into the PDF's text, so the second glyph carries none (as fontkit did), or a copy
    // of the CV would read "ḱḱ".
    const font = open("Lora_400Regular.ttf");
    const run = shapeWithHarfBuzz(font, "ḱa");
    expect((run.glyphs as Glyph[]).map((glyph) => glyph.codePoints)).toEqual([[0x1e31], [], [0x61]]);
    expect(run.positions[1]?.xAdvance).toBe(0);
  });

  it("gives a character outside the BMP its one code point", () => {
    const font = open("Inter_400Regular.ttf");
    const run = shapeWithHarfBuzz(font, "a\u{1d400}b");
    expect(run.glyphs).toHaveLength(3);
    expect((run.glyphs as Glyph[]).map((glyph) => glyph.codePoints.length)).toEqual([1, 1, 1]);
    expect((run.glyphs[2] as Glyph).codePoints).toEqual([98]);
  });

  it("is what renderCvPdf shapes with: fontkit's own shaper is never asked", async () => {
    // fontkit's layout engine class, reached through a font's (lazily made) engine.
    const engine = Object.getPrototypeOf(open("Inter_400Regular.ttf")._layoutEngine) as ShapingFont;
    const fontkitShaper = vi.spyOn(engine, "layout");
    try {
      const pdf = await renderCvPdf(sampleProfile("de"), { template: "full" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      expect(fontkitShaper).not.toHaveBeenCalled();
    } finally {
      fontkitShaper.mockRestore();
    }
  });
});
