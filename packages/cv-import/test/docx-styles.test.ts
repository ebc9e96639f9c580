import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { extractDocx } from "../src/extract/docx.ts";
import { parseCv } from "../src/index.ts";

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A style of styles.xml with a size (points) and weight, perhaps based on another style. */
function style(id: string, size: number, bold: boolean, basedOn = ""): string {
  const based = basedOn ? `<w:basedOn w:val="${basedOn}"/>` : "";
  return `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${id}"/>${based}<w:rPr>${bold ? "<w:b/>" : ""}${size ? `<w:sz w:val="${size * 2}"/>` : ""}</w:rPr></w:style>`;
}

/** A DOCX whose paragraphs take size and weight from their styles only (as LibreOffice templates do). */
function styledDocx(paras: [string, string][]): Uint8Array {
  const body = paras
    .map(
      ([id, text]) =>
        `<w:p><w:pPr><w:pStyle w:val="${id}"/></w:pPr><w:r><w:rPr></w:rPr><w:t>${text}</w:t></w:r></w:p>`,
    )
    .join("");
  const styles = [
    style("Normal", 9.5, false),
    style("Side", 8.5, false),
    style("Name", 26, true),
    style("NameLight", 26, false),
    style("Title", 12, false),
    style("Head", 12, true),
    style("Entry", 0, true, "Normal"),
  ].join("");
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`,
    ),
    "word/styles.xml": strToU8(`<?xml version="1.0"?><w:styles ${W}>${styles}</w:styles>`),
  });
}

const PARAS: [string, string][] = [
  ["Side", "CONTACT"],
  ["Side", "221 Elgin Street"],
  ["Side", "Ottawa, ON K2P 1L3"],
  ["Side", "elodie.gagnon@example.com"],
  ["Side", "SKILLS"],
  ["Side", "Financial modelling"],
  ["NameLight", "Élodie"],
  ["Name", "GAGNON"],
  ["Title", "Financial Analyst"],
  ["Head", "Experience"],
  ["Entry", "Financial Analyst"],
  ["Normal", "Rideau Credit Union"],
  ["Normal", "September 2020 – Present"],
];

describe("DOCX paragraph styles", () => {
  it("give each line the size and weight its style defines, following basedOn", () => {
    const lines = extractDocx(styledDocx(PARAS)).lines;
    const of = (text: string) => lines.find((l) => l.text === text);
    expect(of("GAGNON")).toMatchObject({ size: 26, emphasis: true });
    expect(of("Élodie")).toMatchObject({ size: 26, emphasis: false });
    expect(of("Financial modelling")).toMatchObject({ size: 8.5, emphasis: false });
    // "Title" is the template's own 12-point style here, not Word's big title.
    expect(of("Financial Analyst")?.size).toBe(12);
    expect(lines.find((l) => l.text === "Financial Analyst" && l !== of("Financial Analyst"))).toMatchObject({
      size: 9.5,
      emphasis: true,
    });
  });

  it("lets the name finder read a name set by styles over two lines", async () => {
    const cv = await parseCv(styledDocx(PARAS));
    expect(cv).toMatchObject({ firstName: "Élodie", lastName: "Gagnon", title: "Financial Analyst" });
  });
});
