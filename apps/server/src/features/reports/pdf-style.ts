/** The look of the PDF report: one accent colour, thin rules, small type. Sizes are PDF points. */

export const PAGE = {
  size: "A4",
  width: 595.28,
  height: 841.89,
  /** Left and right margin, and the top of the first page. */
  margin: 48,
  /** Where later pages start: their running header is a single line. */
  laterTop: 36,
  /** Where a table goes on below that line. */
  laterBodyTop: 60,
  /** The footer's rule; the body ends a little above it. */
  footerRule: 841.89 - 40,
  bodyBottom: 841.89 - 52,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const COLOURS = {
  accent: "#1c3d5a",
  text: "#1f2328",
  muted: "#5f6b76",
  rule: "#cfd6dd",
  zebra: "#f3f6f9",
  onAccent: "#ffffff",
} as const;

// The standard PDF fonts: every reader has them, nothing is embedded, and their WinAnsi encoding covers
// German (ä ö ü ß), the euro sign and dashes.
export const FONTS = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

export const SIZES = { title: 18, meta: 9.5, body: 9, small: 8 } as const;

/** Space inside a table cell. */
export const CELL_PADDING = { x: 3.5, y: 4 } as const;
