import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { theme, variantColorResolver } from "./theme.ts";

const full = mergeMantineTheme(DEFAULT_THEME, theme);

/** [r, g, b, a] of "#rrggbb" or "rgba(r, g, b, a)". */
function parse(colour: string): [number, number, number, number] {
  if (colour.startsWith("#")) {
    const n = Number.parseInt(colour.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const parts = colour.match(/[\d.]+/g)!.map(Number);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** WCAG relative luminance of a colour laid over white. */
function luminance(colour: string): number {
  const [r, g, b, a] = parse(colour);
  const channel = (c: number) => {
    const v = (c * a + 255 * (1 - a)) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe("the light variant with a shade", () => {
  it("draws readable text on a tint, never the shade on itself (the fit reasons' green badges)", () => {
    const low: string[] = [];
    for (const name of Object.keys(full.colors)) {
      for (const shade of [6, 7, 8, 9]) {
        const colors = variantColorResolver({ color: `${name}.${shade}`, theme: full, variant: "light" });
        const ratio = contrast(colors.color, colors.background);
        if (ratio < 4.5) low.push(`${name}.${shade}: ${ratio.toFixed(2)}`);
      }
    }
    expect(low).toEqual([]);
  });

  it("leaves the colours without a shade and the other variants to Mantine", () => {
    const plain = variantColorResolver({ color: "green", theme: full, variant: "light" });
    expect(plain.background).toBe("var(--mantine-color-green-light)");
    const filled = variantColorResolver({ color: "green.9", theme: full, variant: "filled" });
    expect(filled.background).toBe("var(--mantine-color-green-9)");
  });
});
