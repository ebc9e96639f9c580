import { strToU8, zipSync } from "fflate";

/**
 * CVs made in memory for the tests of the CV import and of the server's upload: small but valid PDFs
 * and DOCX files with the layout each test needs, no binary fixtures.
 */

/** A text run placed on a PDF page: x and y in points from the bottom left. */
export type PdfRun = { text: string; x: number; y: number; size?: number; bold?: boolean };

/** PDF string escaping for WinAnsi text (umlauts and ß are in WinAnsi). */
function pdfString(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch === "–" ? 0x96 : ch === "•" ? 0x95 : ch === "€" ? 0x80 : (ch.codePointAt(0) ?? 63);
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += ch;
  }
  return `(${out})`;
}

/**
 * A small but valid PDF (standard fonts, one content stream per page, a correct xref table).
 * `extraTrailer` adds entries to the trailer, for example an /Encrypt reference.
 */
export function makePdf(
  pages: PdfRun[][],
  options: { extraObjects?: string[]; extraTrailer?: string } = {},
): Uint8Array {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) && objects.length;
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("PAGES");
  const regular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  for (const runs of pages) {
    const stream = runs
      .map(
        (r) => `BT /${r.bold ? "F2" : "F1"} ${r.size ?? 10} Tf ${r.x} ${r.y} Td ${pdfString(r.text)} Tj ET`,
      )
      .join("\n");
    const content = add(`<< /Length ${latin1Length(stream)} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${content} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`;
  for (const extra of options.extraObjects ?? []) add(extra);
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(latin1Length(pdf));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = latin1Length(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.extraTrailer ?? ""} >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(pdf);
}

function latin1(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 0xff;
  return out;
}
function latin1Length(s: string): number {
  return s.length;
}

/** Lines from the top of a page: each entry is [text, x, options]; y steps down by `leading`. */
export function column(
  lines: [string, number?, { size?: number; bold?: boolean; gap?: number }?][],
  top = 800,
  leading = 14,
): PdfRun[] {
  let y = top;
  return lines.map(([text, x = 50, opts = {}]) => {
    y -= opts.gap ?? 0;
    const run = { text, x, y, size: opts.size, bold: opts.bold };
    y -= leading;
    return run;
  });
}

/** A paragraph of a DOCX body. */
export type DocxPara = { text: string; style?: string; bold?: boolean; bullet?: boolean };

function paraXml(p: DocxPara): string {
  const props = [
    p.style ? `<w:pStyle w:val="${p.style}"/>` : "",
    p.bullet ? '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>' : "",
  ].join("");
  const runs = p.text
    .split("\t")
    .map(
      (part, i) =>
        `${i > 0 ? "<w:r><w:tab/></w:r>" : ""}<w:r>${p.bold ? "<w:rPr><w:b/></w:rPr>" : ""}<w:t xml:space="preserve">${escapeXml(part)}</w:t></w:r>`,
    )
    .join("");
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ""}${runs}</w:p>`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A DOCX from paragraphs and tables (a table is rows of cells of paragraphs). */
export function makeDocx(blocks: (DocxPara | { rows: DocxPara[][][] })[], links: string[] = []): Uint8Array {
  const body = blocks
    .map((b) =>
      "rows" in b
        ? `<w:tbl>${b.rows.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${cell.map(paraXml).join("")}</w:tc>`).join("")}</w:tr>`).join("")}</w:tbl>`
        : paraXml(b),
    )
    .join("");
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`;
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "word/document.xml": strToU8(document),
    "word/_rels/document.xml.rels": strToU8(
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${links
        .map(
          (url, i) =>
            `<Relationship Id="rId${i + 10}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${escapeXml(url)}" TargetMode="External"/>`,
        )
        .join("")}</Relationships>`,
    ),
  });
}
