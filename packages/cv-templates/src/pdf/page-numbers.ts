/**
 * Page numbers written into a finished layout ("Seite 2 von 3").
 *
 * react-pdf's own way, a footer Text with a `render` function, makes it lay out every page that holds
 * one again, twice: once while it breaks the pages and once when the page count is known. That was half
 * of a two-page CV's render time. The templates instead print a placeholder (marked with
 * PAGE_NUMBER_PROP) and renderCvPdf replaces it on each page after the layout, shaping the label with
 * the placeholder's own font, size and colour; the label keeps the placeholder's right edge, as the
 * footer sets it flush right.
 */

/** Marks the footer's page-number Text (a data attribute: react-pdf keeps it in the node's props). */
export const PAGE_NUMBER_PROP = "data-page-number";

type Position = { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number };
type Glyph = { codePoints?: number[] };
type ShapingFont = {
  layout(
    text: string,
    features?: unknown,
    script?: string,
    language?: string,
    direction?: string,
  ): {
    glyphs: Glyph[];
    positions: Position[];
  };
};
type Run = {
  start: number;
  end: number;
  string?: string;
  attributes: { font?: ShapingFont[]; features?: unknown; scale?: number; characterSpacing?: number };
  glyphs: Glyph[];
  positions: Position[];
  stringIndices: number[];
  glyphIndices: number[];
  xAdvance: number;
};
type Line = { string: string; runs: Run[]; xAdvance: number };
export type LayoutNode = {
  type: string;
  props?: Record<string, unknown>;
  box?: { left: number; width: number };
  lines?: Line[];
  children?: LayoutNode[];
  value?: string;
};

/**
 * Writes `label(page, total)` into every marked footer text of each page. The layout is not changed in
 * place (react-pdf shares a fixed footer's nodes between the pages): changed nodes are copies.
 */
export function stampPageNumbers(
  document: LayoutNode,
  label: (page: number, total: number) => string,
): LayoutNode {
  const pages = document.children ?? [];
  return {
    ...document,
    children: pages.map((page, index) => stampNode(page, label(index + 1, pages.length))),
  };
}

function stampNode(node: LayoutNode, text: string): LayoutNode {
  if (node.props?.[PAGE_NUMBER_PROP]) return relabel(node, text);
  if (!node.children) return node;
  let changed = false;
  const children = node.children.map((child) => {
    const stamped = stampNode(child, text);
    if (stamped !== child) changed = true;
    return stamped;
  });
  return changed ? { ...node, children } : node;
}

/** The placeholder's single line and run, shaped again for `text`. */
function relabel(node: LayoutNode, text: string): LayoutNode {
  const line = node.lines?.[0];
  const run = line?.runs[0];
  const font = run?.attributes.font?.[0];
  if (!node.box || !line || !run || !font || node.lines?.length !== 1 || line.runs.length !== 1) {
    throw new Error("The page-number placeholder must be one line in one font.");
  }
  const scale = run.attributes.scale ?? 1;
  const spacing = run.attributes.characterSpacing ?? 0;
  const shaped = font.layout(text, run.attributes.features, undefined, undefined, "ltr");
  const positions = shaped.positions.map((p) => ({
    xAdvance: p.xAdvance * scale + spacing,
    yAdvance: p.yAdvance * scale,
    xOffset: p.xOffset * scale,
    yOffset: p.yOffset * scale,
  }));
  const width = positions.reduce((sum, p) => sum + p.xAdvance, 0);
  const newRun: Run = {
    ...run,
    start: 0,
    end: text.length,
    string: text,
    glyphs: shaped.glyphs,
    positions,
    stringIndices: stringIndices(shaped.glyphs),
    glyphIndices: glyphIndices(shaped.glyphs),
    xAdvance: width,
  };
  return {
    ...node,
    box: { ...node.box, left: node.box.left + node.box.width - width, width },
    lines: [{ ...line, string: text, runs: [newRun], xAdvance: width }],
    children: node.children?.map((child) =>
      child.type === "TEXT_INSTANCE" ? { ...child, value: text } : child,
    ),
  };
}

/** For each character, the glyph that draws it (as react-pdf's textkit computes it). */
function stringIndices(glyphs: Glyph[]): number[] {
  const result: number[] = [];
  glyphs.forEach((glyph, index) => {
    for (let i = 0; i < (glyph.codePoints?.length ?? 0); i++) result.push(index);
  });
  return result;
}

/** For each glyph, the first character it draws (as react-pdf's textkit computes it). */
function glyphIndices(glyphs: Glyph[]): number[] {
  const result: number[] = [];
  let character = 0;
  glyphs.forEach((glyph, index) => {
    const count = glyph.codePoints?.length ?? 0;
    result.push(count === 0 ? (result[index - 1] ?? 0) : character);
    character += count;
  });
  return result;
}
