import { createTheme, type MantineColorsTuple } from "@mantine/core";

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

/** The Mantine theme: system fonts only (nothing is loaded from other hosts). */
export const theme = createTheme({
  primaryColor: "navy",
  primaryShade: { light: 8, dark: 6 },
  colors: { navy, brand },
  autoContrast: true,
  defaultRadius: "md",
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  headings: { fontWeight: "700" },
  cursorType: "pointer",
});
