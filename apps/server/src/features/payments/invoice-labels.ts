import type { Language } from "@jah/shared";

/** The words of an invoice in the user's language. */
export type InvoiceLabels = {
  title: string;
  number: string;
  date: string;
  period: string;
  seller: string;
  buyer: string;
  vatId: string;
  buyerVat: string;
  item: string;
  net: string;
  vat: (rate: number) => string;
  gross: string;
  reverseCharge: string;
  paid: string;
  formatDate: (iso: string) => string;
};

const day = (iso: string) => iso.slice(0, 10);

export const INVOICE_LABELS: Record<Language, InvoiceLabels> = {
  de: {
    title: "Rechnung",
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    period: "Leistungszeitraum",
    seller: "Verkäufer",
    buyer: "Rechnungsempfänger",
    vatId: "USt-IdNr.",
    buyerVat: "USt-IdNr. des Leistungsempfängers",
    item: "Leistung",
    net: "Nettobetrag",
    vat: (rate) => `Umsatzsteuer ${rate} %`,
    gross: "Gesamtbetrag",
    reverseCharge:
      "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL). Die Umsatzsteuer schuldet der Leistungsempfänger.",
    paid: "Der Betrag wurde per Karte bezahlt.",
    formatDate: (iso) => {
      const [y, m, d] = day(iso).split("-");
      return `${d}.${m}.${y}`;
    },
  },
  en: {
    title: "Invoice",
    number: "Invoice number",
    date: "Invoice date",
    period: "Service period",
    seller: "Seller",
    buyer: "Bill to",
    vatId: "VAT ID",
    buyerVat: "Customer VAT ID",
    item: "Item",
    net: "Net amount",
    vat: (rate) => `VAT ${rate} %`,
    gross: "Total",
    reverseCharge:
      "Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive 2006/112/EC).",
    paid: "Paid by card.",
    formatDate: day,
  },
};
