import { CELL_PADDING, COLOURS, FONTS, PAGE, SIZES } from "./pdf-style.ts";

export type TableColumn = { header: string; width: number };

/** Where a row goes: its page (0 is the page the table starts on), its top and its height. */
export type RowPlacement = { page: number; y: number; height: number };

export type TableFrame = {
  /** Top of the table on its first page, below whatever came before it. */
  firstTop: number;
  /** Top of the table on each following page. */
  top: number;
  bottom: number;
};

/**
 * Places rows one below the other, starting a page when a row does not fit, with room for the header row
 * at the top of every page. A row taller than a whole page is cut to one page (the text then ends in
 * an ellipsis): no row is ever split or drawn over another.
 */
export function paginate(heights: number[], headerHeight: number, frame: TableFrame): RowPlacement[] {
  const tallest = frame.bottom - frame.top - headerHeight;
  const placements: RowPlacement[] = [];
  let page = 0;
  let y = frame.firstTop + headerHeight;
  for (const measured of heights) {
    const height = Math.min(measured, tallest);
    if (y + height > frame.bottom) {
      page += 1;
      y = frame.top + headerHeight;
    }
    placements.push({ page, y, height });
    y += height;
  }
  return placements;
}

function cellHeight(doc: PDFKit.PDFDocument, text: string, width: number): number {
  return doc.heightOfString(text || " ", { width: width - 2 * CELL_PADDING.x }) + 2 * CELL_PADDING.y;
}

function drawCells(
  doc: PDFKit.PDFDocument,
  columns: TableColumn[],
  cells: string[],
  y: number,
  height: number,
) {
  let x = PAGE.margin;
  columns.forEach((column, i) => {
    doc.text(cells[i] ?? "", x + CELL_PADDING.x, y + CELL_PADDING.y, {
      width: column.width - 2 * CELL_PADDING.x,
      height: height - 2 * CELL_PADDING.y,
      ellipsis: true,
    });
    x += column.width;
  });
}

function drawHeaderRow(doc: PDFKit.PDFDocument, columns: TableColumn[], y: number, height: number) {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.rect(PAGE.margin, y, width, height).fill(COLOURS.accent);
  doc.font(FONTS.bold).fontSize(SIZES.small).fillColor(COLOURS.onAccent);
  drawCells(
    doc,
    columns,
    columns.map((c) => c.header),
    y,
    height,
  );
}

/**
 * Draws a table of text cells with a header row repeated on every page. `newPage` adds a page with its
 * running header; the table goes on at `frame.top` there. Returns the y below the last row.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  columns: TableColumn[],
  rows: string[][],
  frame: TableFrame,
  newPage: () => void,
): number {
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  doc.font(FONTS.bold).fontSize(SIZES.small);
  const headerHeight = Math.max(...columns.map((c) => cellHeight(doc, c.header, c.width)));
  doc.font(FONTS.regular).fontSize(SIZES.body);
  const heights = rows.map((cells) =>
    Math.max(...columns.map((c, i) => cellHeight(doc, cells[i] ?? "", c.width))),
  );
  const placements = paginate(heights, headerHeight, frame);

  let page = -1;
  let bottom = frame.firstTop;
  placements.forEach(({ page: rowPage, y, height }, index) => {
    if (rowPage !== page) {
      if (rowPage > 0) newPage();
      drawHeaderRow(doc, columns, rowPage === 0 ? frame.firstTop : frame.top, headerHeight);
      page = rowPage;
    }
    if (index % 2 === 1) doc.rect(PAGE.margin, y, width, height).fill(COLOURS.zebra);
    doc.font(FONTS.regular).fontSize(SIZES.body).fillColor(COLOURS.text);
    drawCells(doc, columns, rows[index]!, y, height);
    doc
      .moveTo(PAGE.margin, y + height)
      .lineTo(PAGE.margin + width, y + height)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    bottom = y + height;
  });
  return bottom;
}
