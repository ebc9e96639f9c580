import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  rgba,
  type VariantColorsResolver,
} from "@mantine/core";

/** Calm dark blue: the primary colour of buttons, links and the page headers. */
const navy: MantineColorsTuple = [
  "#eef3f9",
  "#d9e3ef",
  "#b0c4dc",
  "#84a3c8",
  "#5f86b6",
  "#4873aa",
  "#3a65a0",
  "#2d548a",
  "#23466f",
  "#173354",
];

/**
 * The brand green (#9fcc2e at shade 6): accents, the fit bar, highlights. Shade 8 is what filled
 * buttons use; it is dark enough for white text to pass WCAG AA (5.3:1).
 */
const brand: MantineColorsTuple = [
  "#f5fbe8",
  "#eaf5d2",
  "#d5eba6",
  "#bfe076",
  "#add74f",
  "#a2d137",
  "#9fcc2e",
  "#86b023",
  "#587510",
  "#4a620d",
];

/** WCAG's contrast of two colours given as "#rrggbb" (Mantine's luminance). */
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** `colour` at `alpha` over white, as "#rrggbb" (what a tint looks like on the page). */
function overWhite(colour: string, alpha: number): string {
  const n = Number.parseInt(colour.slice(1), 16);
  const mix = (c: number) => Math.round(c * alpha + 255 * (1 - alpha));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, "0")).join("")}`;
}

const TINT = 0.1;

/**
 * Mantine's "light" variant with a shade (`color="green.9"`) draws the shade itself as the background
 * and the colour's light text on it: the same green on green, invisible words (issue 43). Here a light
 * badge, alert or button with a shade gets a faint tint of that shade behind the shade darkened just
 * enough for WCAG AA (4.5:1) on the tint (theme.test.ts checks every colour and shade).
 */
export const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== "light") return colors;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade === undefined) return colors;
  const shade = input.theme.colors[parsed.color]![parsed.shade]!;
  const tint = overWhite(shade, TINT);
  let text = shade;
  for (let step = 1; contrast(text, tint) < 4.5 && step <= 10; step++) text = darken(shade, step * 0.08);
  return { ...colors, background: rgba(shade, TINT), hover: rgba(shade, TINT + 0.06), color: text };
};

/** The Mantine theme: system fonts only (nothing is loaded from other hosts). */
export const theme = createTheme({
  primaryColor: "navy",
  primaryShade: { light: 8, dark: 6 },
  colors: { navy, brand },
  autoContrast: true,
  variantColorResolver,
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: "700" },
  cursorType: "pointer",
});
