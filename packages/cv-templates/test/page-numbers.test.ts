import { CV_TEMPLATES, type Language } from "@jah/shared";
import { renderToBuffer } from "@react-pdf/renderer";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { CvDocument } from "../src/CvDocument.tsx";
import { renderCvPdf } from "../src/node.ts";
import { sampleProfile } from "../src/sample.ts";

type Label = { page: number; text: string; right: number; y: number };

/** The "Seite … von …" / "Page … of …" items of each page, with their right end and baseline. */
async function pageLabels(pdf: Uint8Array): Promise<Label[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const labels: Label[] = [];
  for (let page = 1; page <= doc.numPages; page++) {
    for (const item of (await (await doc.getPage(page)).getTextContent()).items) {
      if (!("str" in item) || !/^(Seite|Page) \d+ (von|of) \d+$/.test(item.str)) continue;
      labels.push({ page, text: item.str, right: item.transform[4] + item.width, y: item.transform[5] });
    }
  }
  await doc.cleanup();
  return labels;
}

/** The sample with its jobs twice over: three pages in every template. */
function threePages(lang: Language) {
  const profile = sampleProfile(lang);
  profile.workexperiences = [...profile.workexperiences, ...profile.workexperiences];
  return profile;
}

describe.each(
  CV_TEMPLATES.flatMap((template) => (["de", "en"] as const).map((lang) => ({ template, lang }))),
)("$template ($lang)", ({ template, lang }) => {
  it("writes each page's number where react-pdf's own page-number footer prints it", async () => {
    const profile = threePages(lang);
    const ours = await pageLabels(new Uint8Array(await renderCvPdf(profile, { template })));
    // The same document with react-pdf's `render` footer (as the browser preview draws it).
    const element = createElement(CvDocument, { profile, template, pageNumbers: "render" });
    const reference = await pageLabels(
      new Uint8Array(await renderToBuffer(element as unknown as Parameters<typeof renderToBuffer>[0])),
    );
    const total = reference.length;
    expect(total).toBeGreaterThanOrEqual(3);
    const word = lang === "de" ? ["Seite", "von"] : ["Page", "of"];
    expect(ours.map((label) => label.text)).toEqual(
      Array.from({ length: total }, (_, i) => `${word[0]} ${i + 1} ${word[1]} ${total}`),
    );
    ours.forEach((label, i) => {
      const expected = reference[i] as Label;
      expect(label.page).toBe(expected.page);
      expect(label.right).toBeCloseTo(expected.right, 2);
      expect(label.y).toBeCloseTo(expected.y, 2);
    });
  });
});
