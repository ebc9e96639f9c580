import path from "node:path";
import type { CvTemplate, Profile } from "@jah/shared";
import { createElement } from "react";
import { CvDocument } from "./CvDocument.tsx";
import { registerCvFonts } from "./fonts.ts";
import { cvLanguage, labelsFor } from "./labels.ts";
import { LetterDocument, type LetterInput } from "./letter/LetterDocument.tsx";
import type { Picture } from "./parts/Avatar.tsx";
import { pageLabel } from "./parts/PageFooter.tsx";
import { shapeWithHarfBuzz } from "./pdf/harfbuzz-shaping.ts";
import { renderDocument } from "./pdf/render-document.ts";

export { renderCvHtml } from "./html/render-html.ts";
export type { LetterForm } from "./letter/geometry.ts";
export type { LetterInput } from "./letter/LetterDocument.tsx";

/** Where the TTF files live on disk. */
export const FONTS_DIR = path.resolve(import.meta.dirname, "../fonts");

/** The CV as PDF bytes, for the download endpoint. */
export async function renderCvPdf(
  profile: Profile,
  options: { template?: CvTemplate; picture?: Picture } = {},
): Promise<Buffer> {
  registerCvFonts((file) => path.join(FONTS_DIR, file), shapeWithHarfBuzz);
  const element = createElement(CvDocument, { profile, ...options, pageNumbers: "stamped" });
  const labels = labelsFor(cvLanguage(profile.profile_language));
  const pdf = await renderDocument(element, (page, total) => pageLabel(labels, page, total));
  // React's scheduler lets go of the finished root only in a later macrotask; yielding one here
  // keeps a burst of renders (a loop, a busy server tick) from holding every document in memory.
  await new Promise((resolve) => setImmediate(resolve));
  return pdf;
}

/** A cover letter as a DIN 5008 page in a CV template's design, as PDF bytes. */
export async function renderLetterPdf(input: LetterInput): Promise<Buffer> {
  registerCvFonts((file) => path.join(FONTS_DIR, file), shapeWithHarfBuzz);
  const pdf = await renderDocument(createElement(LetterDocument, input), () => "");
  await new Promise((resolve) => setImmediate(resolve));
  return pdf;
}
