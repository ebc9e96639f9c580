import { column, makeDocx, makePdf } from "@jah/testing/cv-documents";
import { strToU8, zipSync } from "fflate";
import { api } from "./applications.ts";
import type { TestServer } from "./server.ts";
import type { TestUser } from "./users.ts";

/** A German two-column CV: contact and languages in a sidebar, experience in the main column. */
export function germanCvPdf(): Uint8Array {
  const side = column(
    [
      ["KONTAKT", 30, { bold: true, size: 11 }],
      ["Lindenallee 14b", 30],
      ["D-04109 Leipzig", 30],
      ["+49 (0)341 9988776", 30],
      ["m.oehler@example.de", 30],
      ["SPRACHEN", 30, { bold: true, size: 11, gap: 10 }],
      ["Deutsch", 30, { bold: true }],
      ["Muttersprache", 30],
      ["Englisch", 30, { bold: true }],
      ["fließend (C1)", 30],
    ],
    720,
    13,
  );
  const main = column(
    [
      ["Marta Öhler", 210, { size: 24, bold: true }],
      ["Verfahrenstechnikerin", 210, { size: 13 }],
      ["Beruflicher Werdegang", 210, { size: 14, bold: true, gap: 16 }],
      ["Leiterin Produktion", 210, { bold: true }],
      ["Saale Chemie GmbH, Halle", 210],
      ["seit 04/2020", 210],
      ["• Verantwortung für drei Anlagen und 40 Mitarbeitende", 216],
      ["Verfahrensingenieurin", 210, { bold: true, gap: 6 }],
      ["Mitteldeutsche Werke AG", 210],
      ["10/2015 – 03/2020", 210],
      ["• Optimierung der Destillation", 216],
      ["Ausbildung", 210, { size: 14, bold: true, gap: 16 }],
      ["M.Sc. Verfahrenstechnik", 210, { bold: true }],
      ["Technische Universität Dresden", 210],
      ["2013 – 2015", 210],
      ["Kenntnisse", 210, { size: 14, bold: true, gap: 16 }],
      ["Software: Aspen Plus, MATLAB, SAP", 210],
    ],
    800,
    16,
  );
  return makePdf([[...main, ...side]]);
}

/** An English CV laid out as a two-cell table (sidebar cell, main cell). */
export function englishCvDocx(): Uint8Array {
  const sidebar = [
    { text: "Contact", style: "Heading1" },
    { text: "27 Rose Lane" },
    { text: "Bristol BS1 4DJ" },
    { text: "07700 900123" },
    { text: "owen.price@example.co.uk" },
    { text: "github.com/owenprice" },
    { text: "Languages", style: "Heading1" },
    { text: "English – Native" },
    { text: "French – Good" },
  ];
  const main = [
    { text: "Owen Price", style: "Title" },
    { text: "Software Developer" },
    { text: "Work Experience", style: "Heading1" },
    { text: "Software Developer at Harbour Systems Ltd\tMar 2019 – present", bold: true },
    { text: "Maintained the billing platform", bullet: true },
    { text: "Junior Developer at Avon Digital plc\tJul 2016 – Feb 2019", bold: true },
    { text: "Wrote internal tools", bullet: true },
    { text: "Education", style: "Heading1" },
    { text: "BSc Computer Science\t2013 – 2016", bold: true },
    { text: "University of Bristol" },
    { text: "Skills", style: "Heading1" },
    { text: "Programming: TypeScript, Go, SQL" },
  ];
  return makeDocx([{ rows: [[sidebar, main]] }]);
}

/** A PDF whose trailer says it is encrypted. */
export function encryptedPdf(): Uint8Array {
  const pad = `(${"x".repeat(32)})`;
  return makePdf([column([["Marta Öhler"], ["Lebenslauf"]])], {
    extraObjects: [`<< /Filter /Standard /V 1 /R 2 /O ${pad} /U ${pad} /P -44 >>`],
    extraTrailer:
      "/Encrypt 7 0 R /ID [<00112233445566778899aabbccddeeff> <00112233445566778899aabbccddeeff>]",
  });
}

/** A scan: pages without a text layer. */
export function scannedPdf(): Uint8Array {
  return makePdf([[]]);
}

/** A DOCX whose document declares 60 MB of zeros (about 60 KB on the wire). */
export function zipBombDocx(): Uint8Array {
  return zipSync(
    { "[Content_Types].xml": strToU8("<Types/>"), "word/document.xml": new Uint8Array(60_000_000) },
    { level: 9 },
  );
}

/** Bytes as the browser sends them. */
export function dataUrl(bytes: Uint8Array, mime = "application/octet-stream"): string {
  return `data:${mime};base64,${Buffer.from(bytes).toString("base64")}`;
}

/** Calls the import as `user`. */
export function importCv(
  server: TestServer,
  user: TestUser,
  bytes: Uint8Array,
  fileName: string,
  useAi = false,
) {
  return api(server, user, "POST", "/api/profile/importcv", {
    file_string: dataUrl(bytes),
    file_name: fileName,
    use_ai: useAi,
  });
}

/** The user's profile count. */
export async function profileCount(server: TestServer, user: TestUser): Promise<number> {
  return ((await api(server, user, "GET", "/api/profile/")).body as unknown[]).length;
}
