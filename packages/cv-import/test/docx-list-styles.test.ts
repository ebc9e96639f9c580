import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { extractDocx } from "../src/extract/docx.ts";
import { parseCv } from "../src/index.ts";

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A paragraph style; `numId` puts list numbering into the style itself, as Word's "List Bullet" does. */
function style(id: string, { basedOn = "", numId }: { basedOn?: string; numId?: number } = {}): string {
  const based = basedOn ? `<w:basedOn w:val="${basedOn}"/>` : "";
  const num = numId === undefined ? "" : `<w:numPr><w:ilvl w:val="0"/><w:numId w:val="${numId}"/></w:numPr>`;
  return `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${id}"/>${based}<w:pPr>${num}</w:pPr></w:style>`;
}

/** A DOCX of paragraphs [style id, text, extra pPr]. */
function docx(paras: [string, string, string?][], styles: string[]): Uint8Array {
  const body = paras
    .map(
      ([id, text, extra = ""]) =>
        `<w:p><w:pPr><w:pStyle w:val="${id}"/>${extra}</w:pPr><w:r><w:t>${text}</w:t></w:r></w:p>`,
    )
    .join("");
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
    "word/styles.xml": strToU8(`<?xml version="1.0"?><w:styles ${W}>${styles.join("")}</w:styles>`),
  });
}

const STYLES = [
  style("Normal"),
  style("Heading1", { basedOn: "Normal" }),
  style("ListBullet", { basedOn: "Normal", numId: 3 }),
  // A template's own style based on the list style: the numbering comes through the chain.
  style("CVTask", { basedOn: "ListBullet" }),
  style("Aufzhlungszeichen", { basedOn: "Normal", numId: 4 }),
  style("Plain", { basedOn: "ListBullet", numId: 0 }),
];

describe("DOCX list formatting from paragraph styles", () => {
  it("makes paragraphs list items through numPr in the style and its basedOn chain", () => {
    const lines = extractDocx(
      docx(
        [
          ["Normal", "Not a list item"],
          ["ListBullet", "From the style"],
          ["CVTask", "From the base style"],
          ["Aufzhlungszeichen", "Aus der Formatvorlage"],
          ["Plain", "Numbering switched off by the style"],
          [
            "ListBullet",
            "Numbering switched off on the paragraph",
            '<w:numPr><w:numId w:val="0"/></w:numPr>',
          ],
        ],
        STYLES,
      ),
    ).lines;
    expect(lines.map((l) => [l.text, l.bullet])).toEqual([
      ["Not a list item", false],
      ["From the style", true],
      ["From the base style", true],
      ["Aus der Formatvorlage", true],
      ["Numbering switched off by the style", false],
      ["Numbering switched off on the paragraph", false],
    ]);
  });

  it("keeps the tasks of a CV whose bullets are Word's List Bullet style", async () => {
    const cv = await parseCv(
      docx(
        [
          ["Heading1", "Daniel Fischer"],
          ["Normal", "daniel.fischer@example.com"],
          ["Heading1", "Work Experience"],
          ["Normal", "Project Manager, Acme Ltd\t2019 – 2023"],
          ["ListBullet", "Led the migration to the new ERP system"],
          ["ListBullet", "Planned budgets of two million pounds"],
          ["Normal", "Assistant Manager, Beta Ltd\t2016 – 2019"],
          ["ListBullet", "Ran the weekly reporting"],
        ],
        STYLES,
      ),
    );
    expect(cv.work.map((w) => w.tasks)).toEqual([
      ["Led the migration to the new ERP system", "Planned budgets of two million pounds"],
      ["Ran the weekly reporting"],
    ]);
  });

  it("keeps a typed symbol-font bullet (w:sym) so the bullet rule sees it", async () => {
    const sym =
      '<w:r><w:sym w:font="Symbol" w:char="F0B7"/></w:r><w:r><w:t xml:space="preserve"> </w:t></w:r>';
    const body = [
      "<w:p><w:r><w:t>Daniel Fischer</w:t></w:r></w:p>",
      '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Work Experience</w:t></w:r></w:p>',
      "<w:p><w:r><w:t>Project Manager, Acme Ltd</w:t></w:r><w:r><w:tab/><w:t>2019 – 2023</w:t></w:r></w:p>",
      `<w:p>${sym}<w:r><w:t>Led the migration to the new ERP system</w:t></w:r></w:p>`,
      `<w:p>${sym}<w:r><w:t>Planned budgets of two million pounds</w:t></w:r></w:p>`,
    ].join("");
    const bytes = zipSync({
      "[Content_Types].xml": strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      "word/document.xml": strToU8(
        `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
      ),
    });
    const cv = await parseCv(bytes);
    expect(cv.work[0]?.tasks).toEqual([
      "Led the migration to the new ERP system",
      "Planned budgets of two million pounds",
    ]);
  });
});
