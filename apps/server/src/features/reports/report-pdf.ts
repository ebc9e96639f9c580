import { pdfText } from "../../pdf/pdf-text.ts";
import type { ReportLabels } from "./labels/index.ts";
import { CELL_PADDING, COLOURS, CONTENT_WIDTH, FONTS, PAGE, SIZES } from "./pdf-style.ts";
import { drawTable, type TableColumn } from "./pdf-table.ts";
import { REPORT_FIELDS, type ReportEntry } from "./report.ts";

export type ReportDocument = {
  entries: ReportEntry[];
  labels: ReportLabels;
  /** Whose efforts these are: the user's name as they signed up. */
  name: string;
  /** The period and the day the report was made, as YYYY-MM-DD. */
  from: string;
  to: string;
  createdOn: string;
};

// Column widths in points. The outcome column fits "Vorstellungsgespräch" on one line; the position, the
// longest text, takes what is left.
const FIXED_WIDTHS = { date: 54, company: 96, channel: 64, contact: 90, outcome: 94 } as const;
const COLUMN_WIDTHS: Record<(typeof REPORT_FIELDS)[number], number> = {
  ...FIXED_WIDTHS,
  position: CONTENT_WIDTH - Object.values(FIXED_WIDTHS).reduce((sum, w) => sum + w, 0),
};

/** A mail address too wide for its cell breaks before the @, not wherever the width runs out. */
function breakMail(doc: PDFKit.PDFDocument, line: string, width: number): string {
  const at = line.indexOf("@");
  if (at <= 0 || line.includes(" ") || doc.widthOfString(line) <= width) return line;
  return `${line.slice(0, at)}\n${line.slice(at)}`;
}

function period(input: ReportDocument): string {
  return `${input.labels.formatDate(input.from)} – ${input.labels.formatDate(input.to)}`;
}

/** The first page's head: title, then whose report it is, for when, and when it was made. Returns the y below. */
function drawTitleBlock(doc: PDFKit.PDFDocument, input: ReportDocument): number {
  const { labels } = input;
  doc.font(FONTS.bold).fontSize(SIZES.title).fillColor(COLOURS.accent);
  doc.text(labels.title, PAGE.margin, PAGE.margin, { width: CONTENT_WIDTH, lineBreak: false });
  let y = PAGE.margin + 34;
  const facts: Array<[string, string]> = [
    [labels.name, input.name],
    [labels.period, period(input)],
    [labels.createdOn, labels.formatDate(input.createdOn)],
    [labels.count, String(input.entries.length)],
  ];
  for (const [label, value] of facts) {
    doc.font(FONTS.regular).fontSize(SIZES.meta).fillColor(COLOURS.muted);
    doc.text(label, PAGE.margin, y, { width: 110, lineBreak: false });
    doc.font(FONTS.bold).fillColor(COLOURS.text);
    doc.text(value, PAGE.margin + 110, y, { width: CONTENT_WIDTH - 110, lineBreak: false, ellipsis: true });
    y += 15;
  }
  y += 8;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(1)
    .strokeColor(COLOURS.accent)
    .stroke();
  return y + 16;
}

/** A new page with one line saying what document it belongs to, for pages that get separated. */
function addLaterPage(doc: PDFKit.PDFDocument, input: ReportDocument) {
  doc.addPage();
  doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLOURS.muted);
  doc.text(`${input.labels.title} · ${input.name} · ${period(input)}`, PAGE.margin, PAGE.laterTop, {
    width: CONTENT_WIDTH,
    lineBreak: false,
    ellipsis: true,
  });
  const y = PAGE.laterTop + 13;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.5)
    .strokeColor(COLOURS.rule)
    .stroke();
}

/** The line the job centre may ask to have signed, with room above it. */
function drawSignature(doc: PDFKit.PDFDocument, input: ReportDocument, top: number) {
  let y = top + 48;
  if (y + 14 > PAGE.bodyBottom) {
    addLaterPage(doc, input);
    y = PAGE.laterBodyTop + 48;
  }
  const width = (CONTENT_WIDTH - 40) / 2;
  const labels = [input.labels.signature.placeAndDate, input.labels.signature.signature];
  labels.forEach((label, i) => {
    const x = PAGE.margin + i * (width + 40);
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.muted)
      .stroke();
    doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLOURS.muted);
    doc.text(label, x, y + 4, { width, lineBreak: false });
  });
}

/** Page numbers need the page count, so the footers go on last, onto every buffered page. */
function drawFooters(doc: PDFKit.PDFDocument, input: ReportDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc
      .moveTo(PAGE.margin, PAGE.footerRule)
      .lineTo(PAGE.margin + CONTENT_WIDTH, PAGE.footerRule)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLOURS.muted);
    const y = PAGE.footerRule + 6;
    doc.text(`${input.labels.title} · ${input.name}`, PAGE.margin, y, {
      width: CONTENT_WIDTH * 0.7,
      lineBreak: false,
      ellipsis: true,
    });
    doc.text(input.labels.page(i - start + 1, count), PAGE.margin, y, {
      width: CONTENT_WIDTH,
      align: "right",
      lineBreak: false,
    });
  }
}

/** The proof-of-effort report as an A4 PDF. */
export async function renderReportPdf(document: ReportDocument): Promise<Buffer> {
  const input: ReportDocument = {
    ...document,
    name: pdfText(document.name),
    entries: document.entries.map((entry) => ({
      date: entry.date,
      company: pdfText(entry.company),
      position: pdfText(entry.position),
      channel: pdfText(entry.channel),
      contact: entry.contact.map(pdfText),
      outcome: entry.outcome,
    })),
  };
  const { labels } = input;
  // pdfkit loads at the first such PDF, not at start-up (it holds its fonts' metrics in memory).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: PAGE.size,
    // Layout is placed by hand; with margins pdfkit would start a page of its own for text near the bottom.
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    bufferPages: true,
    lang: labels.locale,
    displayTitle: true,
    info: { Title: `${labels.title} ${period(input)}`, Author: input.name },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const top = drawTitleBlock(doc, input);
  let bottom = top;
  if (input.entries.length === 0) {
    doc.rect(PAGE.margin, top, CONTENT_WIDTH, 36).fill(COLOURS.zebra);
    doc.font(FONTS.regular).fontSize(SIZES.meta).fillColor(COLOURS.text);
    doc.text(labels.empty(period(input)), PAGE.margin + 12, top + 13, { width: CONTENT_WIDTH - 24 });
    bottom = top + 36;
  } else {
    const columns: TableColumn[] = REPORT_FIELDS.map((field) => ({
      header: labels.columns[field],
      width: COLUMN_WIDTHS[field],
    }));
    doc.font(FONTS.regular).fontSize(SIZES.body);
    const contactWidth = COLUMN_WIDTHS.contact - 2 * CELL_PADDING.x;
    const rows = input.entries.map((entry) =>
      REPORT_FIELDS.map((field) =>
        field === "contact"
          ? entry.contact.map((line) => breakMail(doc, line, contactWidth)).join("\n")
          : entry[field],
      ),
    );
    bottom = drawTable(
      doc,
      columns,
      rows,
      { firstTop: top, top: PAGE.laterBodyTop, bottom: PAGE.bodyBottom },
      () => addLaterPage(doc, input),
    );
  }
  drawSignature(doc, input, bottom);
  drawFooters(doc, input);
  doc.end();
  return done;
}
