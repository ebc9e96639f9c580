/// <reference path="../src/fontkit.d.ts" />
import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";
import { FONTS_DIR } from "../src/node.ts";
import { cacheShaping, SHAPING_CACHE_SIZE, shapingCacheSize } from "../src/shaping-cache.ts";

type Run = { glyphs: { id: number }[]; positions: { xAdvance: number; xOffset: number }[] };
type Font = {
  layout(text: string, features?: unknown): Run;
  /** fontkit's own shaper, which the cache sits in front of. */
  _layoutEngine: { layout(text: string, features?: unknown): Run };
};

function open(file: string): Font {
  return fontkit.create(readFileSync(path.join(FONTS_DIR, file))) as Font;
}

const summary = (run: Run) => ({
  glyphs: run.glyphs.map((glyph) => glyph.id),
  positions: run.positions.map((p) => [p.xAdvance, p.xOffset]),
});

describe("the shaping cache", () => {
  cacheShaping();
  const inter = open("Inter_400Regular.ttf");
  const lora = open("Lora_700Bold.ttf");

  it("gives what fontkit's shaper gives, per font and features", () => {
    const texts = ["Office", "Weißmüller AVA", "fi ffl 1/2", "Straße 12, 10115 Berlin"];
    for (const font of [inter, lora]) {
      for (const features of [undefined, { liga: false }, { calt: false, kern: true }]) {
        for (const text of texts) {
          const expected = summary(font._layoutEngine.layout(text, features));
          expect(summary(font.layout(text, features))).toEqual(expected);
          // The second time from the cache: the same.
          expect(summary(font.layout(text, features))).toEqual(expected);
        }
      }
    }
    // Kerning on and off differ, so the features are part of what is remembered.
    expect(summary(inter.layout("AVATAR", { kern: false }))).not.toEqual(summary(inter.layout("AVATAR")));
  });

  it("hands out copies: a caller changing its arrays changes no later result", () => {
    const first = inter.layout("Projektleitung");
    first.glyphs.length = 0;
    first.positions.pop();
    const again = inter.layout("Projektleitung");
    expect(again.glyphs).toHaveLength(14);
    expect(again.positions).toHaveLength(14);
  });

  it("stays bounded", () => {
    for (let i = 0; i < SHAPING_CACHE_SIZE + 50; i++) inter.layout(`Eintrag ${i}`);
    expect(shapingCacheSize()).toBe(SHAPING_CACHE_SIZE);
  });
});
