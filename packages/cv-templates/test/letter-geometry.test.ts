import { CV_TEMPLATES } from "@jah/shared";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { letterGeometry } from "../src/letter/geometry.ts";
import { renderLetterPdf } from "../src/node.ts";
import { sampleProfile } from "../src/sample.ts";

type Line = { str: string; left: number; right: number; top: number; fontSize: number; page: number };
const PT_TO_MM = 25.4 / 72;

/**
 * The text lines of a PDF with their left edge and the top of their line in mm from the page's top
 * left corner. The top is the baseline less the font's ascent (pdf.js reports both), which is where
 * DIN 5008 measures a line from.
 */
async function linesOf(pdf: Buffer): Promise<Line[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const out: Line[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const height = (page.view as number[])[3]!;
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const fontSize = Math.hypot(item.transform[2], item.transform[3]);
      const ascent = content.styles[item.fontName]?.ascent ?? 0.8;
      out.push({
        str: item.str,
        left: item.transform[4] * PT_TO_MM,
        right: (item.transform[4] + item.width) * PT_TO_MM,
        top: (height - item.transform[5] - ascent * fontSize) * PT_TO_MM,
        fontSize,
        page: n,
      });
    }
  }
  await doc.cleanup();
  return out;
}

const find = (lines: Line[], text: string) => {
  const line = lines.find((l) => l.str.includes(text));
  if (!line) throw new Error(`"${text}" is not in the PDF: ${lines.map((l) => l.str).join(" | ")}`);
  return line;
};

const LETTERS = {
  de: {
    recipient: ["Nordlicht Software GmbH", "Frau Anna Müller", "Hafenstraße 12", "20457 Hamburg"],
    subject: "Bewerbung als Softwareentwicklerin",
    text: "Sehr geehrte Frau Müller,\n\nmit großem Interesse habe ich Ihre Anzeige gelesen, denn seit sechs Jahren entwickle ich Webanwendungen für Kunden aus Handel und Logistik.\n\nIch freue mich auf ein Gespräch.\n\nMit freundlichen Grüßen,\nMiriam",
    salutation: "Sehr geehrte Damen und Herren,",
    // The text's own salutation wins over the default.
    greeting: "Sehr geehrte Frau Müller,",
    date: "7. Dezember 2026",
    closing: "Mit freundlichen Grüßen",
    enclosures: "Anlagen",
  },
  en: {
    recipient: ["Northlight Software Ltd", "Ms Anna Miller", "12 Harbour Street", "Leeds LS1 4AB"],
    subject: "Application for the position of Software Developer",
    text: "I read your advertisement with great interest, as I have built web applications for retail and logistics clients for six years.\n\nI look forward to hearing from you.",
    salutation: "Dear Ms Miller,",
    greeting: "Dear Ms Miller,",
    date: "7 December 2026",
    closing: "Yours sincerely,",
    enclosures: "Enclosures",
  },
} as const;

describe.each(CV_TEMPLATES)("the %s letter", (template) => {
  describe.each(["de", "en"] as const)("in %s (form B)", (lang) => {
    it("puts address, information block, subject and text where DIN 5008 has them", async () => {
      const letter = LETTERS[lang];
      const pdf = await renderLetterPdf({
        profile: sampleProfile(lang),
        template,
        language: lang,
        recipient: [...letter.recipient],
        subject: letter.subject,
        text: letter.text,
        salutation: letter.salutation,
        namedRecipient: true,
        enclosures: ["CV"],
        date: new Date("2026-12-07T10:00:00Z"),
      });
      const lines = await linesOf(pdf);
      const g = letterGeometry("B");

      const address = find(lines, letter.recipient[0]);
      expect(address.top).toBeCloseTo(g.addressTop, 0);
      expect(Math.abs(address.top - g.addressTop)).toBeLessThanOrEqual(1);
      expect(Math.abs(address.left - 25)).toBeLessThanOrEqual(1);
      // The four address lines follow each other at the 4.23 mm line pitch.
      const last = find(lines, letter.recipient[3]);
      expect(Math.abs(last.top - (g.addressTop + 3 * 4.23))).toBeLessThanOrEqual(1);

      const date = find(lines, letter.date);
      const dateLabel = lines.find((l) => l.page === 1 && l.top > g.infoBlockTop - 1 && l.left > 100);
      expect(dateLabel).toBeDefined();
      expect(Math.abs(dateLabel!.left - 125)).toBeLessThanOrEqual(1);
      expect(Math.abs(dateLabel!.top - g.infoBlockTop)).toBeLessThanOrEqual(1);
      expect(date.left).toBeGreaterThan(125);

      const subject = find(lines, letter.subject);
      expect(subject.str).not.toMatch(/Betreff/);
      expect(Math.abs(subject.top - g.subjectTop)).toBeLessThanOrEqual(1);
      expect(Math.abs(subject.left - 25)).toBeLessThanOrEqual(1);

      const salutation = find(lines, letter.greeting);
      expect(salutation.top).toBeGreaterThan(subject.top + 4);
      expect(Math.abs(salutation.left - 25)).toBeLessThanOrEqual(1);
      const closing = find(lines, letter.closing);
      expect(closing.str.trim()).toBe(letter.closing);
      expect(Math.abs(closing.left - 25)).toBeLessThanOrEqual(1);
      expect(find(lines, letter.enclosures).top).toBeGreaterThan(closing.top);

      // The right margin is at least 20 mm: no text below the letterhead ends right of 190 mm.
      const rightmost = Math.max(...lines.filter((l) => l.top > g.addressFieldTop).map((l) => l.right));
      expect(rightmost).toBeLessThanOrEqual(190.05); // a line may end on the margin, give or take rounding
      expect(rightmost).toBeGreaterThan(150);
    });
  });
});

describe("form A", () => {
  it("moves the address field up to 27 mm and the subject with it", async () => {
    const pdf = await renderLetterPdf({
      profile: sampleProfile("de"),
      template: "simple_1",
      language: "de",
      form: "A",
      recipient: ["Nordlicht Software GmbH", "Hafenstraße 12", "20457 Hamburg"],
      subject: "Bewerbung",
      text: "Text.",
      salutation: "Sehr geehrte Damen und Herren,",
      namedRecipient: false,
    });
    const lines = await linesOf(pdf);
    const g = letterGeometry("A");
    expect(Math.abs(find(lines, "Nordlicht").top - (27 + 17.7))).toBeLessThanOrEqual(1);
    expect(Math.abs(find(lines, "Bewerbung").top - g.subjectTop)).toBeLessThanOrEqual(1);
    expect(find(lines, "Sehr geehrte Damen und Herren,")).toBeDefined();
    expect(find(lines, "Mit freundlichen Grüßen").str.trim()).toBe("Mit freundlichen Grüßen");
  });
});
