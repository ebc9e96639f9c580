import type { CvTemplate } from "@jah/shared";
import type { FontFamily } from "./fonts.ts";

/** The colours of one area of the page (main column, sidebar, header band). */
export type Palette = {
  background: string;
  text: string;
  muted: string;
  accent: string;
  rule: string;
  /** The empty part of a skill bar or level dots. */
  track: string;
};

export type Theme = {
  font: { body: FontFamily; heading: FontFamily; name: FontFamily };
  /** Font sizes in pt, from one modular scale so every step has the same ratio. */
  size: { small: number; body: number; h3: number; h2: number; title: number; name: number };
  /** Spacing steps in pt on a 4-pt grid. */
  space: { xs: number; s: number; m: number; l: number; xl: number };
  lineHeight: number;
  main: Palette;
  /** Sidebar or header band; templates without one reuse `main`. */
  side: Palette;
  page: { top: number; bottom: number; side: number };
  sidebarWidth: number;
  heading: { uppercase: boolean; letterSpacing: number; rule: boolean };
};

/** A modular type scale: each step is `ratio` times the one below it. */
function scale(body: number, ratio: number): Theme["size"] {
  const step = (n: number) => Math.round(body * ratio ** n * 10) / 10;
  return { small: step(-1), body, h3: step(1), h2: step(2), title: step(3), name: step(5) };
}

const SPACE = { xs: 2, s: 4, m: 8, l: 14, xl: 22 };
// Single-column templates spend height on every gap: a tighter rhythm keeps two pages two pages.
const COMPACT_SPACE = { xs: 2, s: 3, m: 6, l: 10, xl: 16 };
const PAGE = { top: 40, bottom: 46, side: 44 };

const light = (accent: string, extra: Partial<Palette> = {}): Palette => ({
  background: "#FFFFFF",
  text: "#1F2329",
  muted: "#5B6470",
  accent,
  rule: "#D9DDE3",
  track: "#E4E7EC",
  ...extra,
});

export const THEMES: Record<CvTemplate, Theme> = {
  // Two columns, a cool tinted sidebar, one steel-blue accent.
  full: {
    font: { body: "Inter", heading: "Inter", name: "Inter" },
    size: scale(9, 1.2),
    space: SPACE,
    lineHeight: 1.45,
    main: light("#2B5D8C"),
    side: light("#2B5D8C", { background: "#EEF2F6", rule: "#CBD4DE", track: "#D3DBE5" }),
    page: { top: 40, bottom: 46, side: 30 },
    sidebarWidth: 190,
    heading: { uppercase: true, letterSpacing: 0.6, rule: false },
  },
  // A serif, single column, centred: Playfair for display, Lora for reading, a wine accent.
  elegant: {
    font: { body: "Lora", heading: "PlayfairDisplay", name: "PlayfairDisplay" },
    size: scale(9, 1.22),
    space: COMPACT_SPACE,
    lineHeight: 1.3,
    main: light("#7A2E3A", { text: "#2A2522", muted: "#6E6460", rule: "#CFC6C0", track: "#E8E1DC" }),
    side: light("#7A2E3A"),
    page: { ...PAGE, side: 40 },
    sidebarWidth: 0,
    heading: { uppercase: false, letterSpacing: 0.3, rule: true },
  },
  // Dark sidebar with light text, amber accents; a white reading column.
  dark: {
    font: { body: "SourceSans3", heading: "Inter", name: "Inter" },
    size: scale(9.5, 1.2),
    space: SPACE,
    lineHeight: 1.45,
    main: light("#B7791F", { text: "#1C2128" }),
    side: {
      background: "#1E2430",
      text: "#E8EBF0",
      muted: "#A3ACB9",
      accent: "#F0B255",
      rule: "#3A4354",
      track: "#3A4354",
    },
    page: { top: 40, bottom: 46, side: 30 },
    sidebarWidth: 196,
    heading: { uppercase: true, letterSpacing: 0.6, rule: false },
  },
  // Minimal: one sans family, black and greys, a single teal accent on the rules.
  simple_1: {
    font: { body: "SourceSans3", heading: "SourceSans3", name: "SourceSans3" },
    size: scale(9.2, 1.2),
    space: COMPACT_SPACE,
    lineHeight: 1.3,
    main: light("#0F766E", { text: "#17191C", muted: "#60666E" }),
    side: light("#0F766E"),
    page: PAGE,
    sidebarWidth: 0,
    heading: { uppercase: true, letterSpacing: 0.8, rule: true },
  },
  // A full-width indigo band with the photo; the page below stays calm and white.
  color_header: {
    font: { body: "Inter", heading: "Inter", name: "Inter" },
    size: scale(9, 1.2),
    space: SPACE,
    lineHeight: 1.45,
    main: light("#3A49A8"),
    side: {
      background: "#3A49A8",
      text: "#FFFFFF",
      muted: "#D5DAF5",
      accent: "#FFFFFF",
      rule: "#6A77C4",
      track: "#6A77C4",
    },
    page: PAGE,
    sidebarWidth: 0,
    heading: { uppercase: true, letterSpacing: 0.6, rule: false },
  },
};
