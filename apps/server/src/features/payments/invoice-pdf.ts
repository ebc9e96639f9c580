import { formatEuros, type Language } from "@jah/shared";
import type { PaymentsConfig } from "../../config.ts";
import { pdfText } from "../../pdf/pdf-text.ts";
import { INVOICE_LABELS } from "./invoice-labels.ts";
import type { Buyer } from "./invoices.ts";

export type InvoiceForPdf = {
  number: number;
  issued_at: string;
  product_name: string;
  net_cents: number;
  vat_rate_percent: number;
  vat_cents: number;
  gross_cents: number;
  reverse_charge: boolean;
  buyer: Buyer;
  period_start: string | null;
  period_end: string | null;
};

const MARGIN = 56;
const WIDTH = 595.28 - 2 * MARGIN;

/**
 * An invoice as German law wants it (§14 UStG): seller with address and VAT id, buyer, number, date,
 * service period, item, net, VAT rate and amount, gross; the reverse-charge note where it applies.
 * Amounts are cents throughout and become euros only as text here.
 */
export async function renderInvoicePdf(
  invoice: InvoiceForPdf,
  seller: PaymentsConfig["seller"],
  language: Language,
): Promise<Buffer> {
  const l = INVOICE_LABELS[language];
  // pdfkit loads at the first such PDF, not at start-up (it holds its fonts' metrics in memory).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: language,
    info: { Title: `${l.title} ${invoice.number}`, Author: pdfText(seller.name) },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const b = invoice.buyer;
  doc.font("Helvetica-Bold").fontSize(9).text(pdfText(l.seller));
  doc.font("Helvetica").text(pdfText([seller.name, ...seller.address].join("\n")));
  if (seller.vatId) doc.text(pdfText(`${l.vatId}: ${seller.vatId}`));
  doc.moveDown();
  doc.font("Helvetica-Bold").text(pdfText(l.buyer));
  const buyerLines = [
    b.company_name,
    [b.first_name, b.last_name].filter(Boolean).join(" "),
    [b.street, b.house_number].filter(Boolean).join(" "),
    [b.postal_code, b.city].filter(Boolean).join(" "),
    b.country,
  ].filter(Boolean);
  doc.font("Helvetica").text(pdfText(buyerLines.join("\n")));
  if (b.vat_number) doc.text(pdfText(`${l.buyerVat}: ${b.vat_number}`));
  doc.moveDown(2);
  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(pdfText(`${l.title} ${invoice.number}`));
  doc.fontSize(10).font("Helvetica").moveDown(0.5);
  doc.text(pdfText(`${l.number}: ${invoice.number}`));
  doc.text(pdfText(`${l.date}: ${l.formatDate(invoice.issued_at)}`));
  if (invoice.period_start && invoice.period_end) {
    doc.text(
      pdfText(`${l.period}: ${l.formatDate(invoice.period_start)} – ${l.formatDate(invoice.period_end)}`),
    );
  }
  doc.moveDown();
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    doc.text(pdfText(label), MARGIN, y, { width: WIDTH - 120 });
    doc.text(pdfText(amount), MARGIN + WIDTH - 120, y, { width: 120, align: "right" });
    doc.moveDown(0.3);
  };
  row(l.item, "", true);
  row(invoice.product_name, formatEuros(invoice.net_cents));
  doc.moveDown(0.5);
  row(l.net, formatEuros(invoice.net_cents));
  row(l.vat(invoice.vat_rate_percent), formatEuros(invoice.vat_cents));
  row(l.gross, formatEuros(invoice.gross_cents), true);
  doc.moveDown();
  doc.font("Helvetica").x = MARGIN;
  if (invoice.reverse_charge) doc.text(pdfText(l.reverseCharge), MARGIN, doc.y, { width: WIDTH });
  doc.text(pdfText(l.paid), MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
