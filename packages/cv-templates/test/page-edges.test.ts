import { CV_TEMPLATES } from "@jah/shared";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { renderCvPdf } from "../src/node.ts";
import { sampleProfile } from "../src/sample.ts";

/** Text items whose right end lies beyond the page's right edge, per page. */
async function overflowing(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    const [, , width] = page.view as [number, number, number, number];
    for (const item of (await page.getTextContent()).items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      if (item.transform[4] + item.width > width + 0.5) out.push(item.str);
    }
  }
  await doc.cleanup();
  return out;
}

describe.each(CV_TEMPLATES)("%s", (template) => {
  it("keeps a long profile address inside the page (it never breaks inside)", async () => {
    const profile = sampleProfile("de");
    const [first, ...rest] = profile.socialmedias;
    if (!first) throw new Error("the sample has profile links");
    profile.socialmedias = [
      { ...first, value: "https://www.linkedin.com/in/miriam-von-alvensleben-hannover" },
      ...rest,
    ];
    expect(await overflowing(new Uint8Array(await renderCvPdf(profile, { template })))).toEqual([]);
  });
});
