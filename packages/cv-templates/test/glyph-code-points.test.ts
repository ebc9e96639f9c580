import path from "node:path";
import { pdfText } from "@jah/testing/pdf-text";
import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { createElement as h } from "react";
import { describe, expect, it } from "vitest";
import { FONT_FACES, registerCvFonts } from "../src/fonts.ts";
import { FONTS_DIR } from "../src/node.ts";

// Each test file runs in a process of its own, so the fonts start unused here as in a fresh
// PDF worker. The first document draws only glyphs that fonts build from other glyphs (":" from
// two ".", "ä" from "a" and a diaeresis); the second then prints those base glyphs itself.
// Before the fix the second printed "B.A." as ".A." and pdf.js read "A".
const COMPOSITES_FIRST = ":; ÄÖÜ äöü É é";
const BASES_AFTER = "B.A. Kommunikationsdesign, M.Sc. Informatik; Dr. Jana Kühn: Aachen";

type Face = (typeof FONT_FACES)[number];

async function printed(face: Face, text: string): Promise<string> {
  const style = {
    fontFamily: face.family,
    fontWeight: face.fontWeight,
    fontStyle: face.fontStyle,
    fontSize: 11,
  };
  const doc = h(Document, null, h(Page, null, h(Text, { style }, text)));
  return (await pdfText(await renderToBuffer(doc))).text;
}

describe("a document printed after another in the same process", () => {
  registerCvFonts((file) => path.join(FONTS_DIR, file));

  it.each(
    FONT_FACES.map((face) => ({ ...face, name: `${face.family} ${face.fontWeight} ${face.fontStyle}` })),
  )("keeps every letter in $name", async (face) => {
    expect(await printed(face, COMPOSITES_FIRST)).toBe(COMPOSITES_FIRST);
    expect(await printed(face, BASES_AFTER)).toBe(BASES_AFTER);
  });
});
