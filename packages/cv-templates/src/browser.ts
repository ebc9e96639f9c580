import type { CvTemplate, Profile } from "@jah/shared";
import { pdf } from "@react-pdf/renderer";
import { createElement } from "react";
import { CvDocument } from "./CvDocument.tsx";
import { registerCvFonts } from "./fonts.ts";
import type { Picture } from "./parts/Avatar.tsx";

export { CvDocument } from "./CvDocument.tsx";

// Literal `new URL(..., import.meta.url)` calls so Vite emits each font as an asset.
const FONT_URLS: Record<string, string> = {
  "Inter_400Regular.ttf": new URL("../fonts/Inter_400Regular.ttf", import.meta.url).href,
  "Inter_400Regular_Italic.ttf": new URL("../fonts/Inter_400Regular_Italic.ttf", import.meta.url).href,
  "Inter_500Medium.ttf": new URL("../fonts/Inter_500Medium.ttf", import.meta.url).href,
  "Inter_600SemiBold.ttf": new URL("../fonts/Inter_600SemiBold.ttf", import.meta.url).href,
  "Inter_700Bold.ttf": new URL("../fonts/Inter_700Bold.ttf", import.meta.url).href,
  "SourceSans3_400Regular.ttf": new URL("../fonts/SourceSans3_400Regular.ttf", import.meta.url).href,
  "SourceSans3_400Regular_Italic.ttf": new URL("../fonts/SourceSans3_400Regular_Italic.ttf", import.meta.url)
    .href,
  "SourceSans3_600SemiBold.ttf": new URL("../fonts/SourceSans3_600SemiBold.ttf", import.meta.url).href,
  "SourceSans3_700Bold.ttf": new URL("../fonts/SourceSans3_700Bold.ttf", import.meta.url).href,
  "Lora_400Regular.ttf": new URL("../fonts/Lora_400Regular.ttf", import.meta.url).href,
  "Lora_400Regular_Italic.ttf": new URL("../fonts/Lora_400Regular_Italic.ttf", import.meta.url).href,
  "Lora_600SemiBold.ttf": new URL("../fonts/Lora_600SemiBold.ttf", import.meta.url).href,
  "Lora_700Bold.ttf": new URL("../fonts/Lora_700Bold.ttf", import.meta.url).href,
  "PlayfairDisplay_400Regular.ttf": new URL("../fonts/PlayfairDisplay_400Regular.ttf", import.meta.url).href,
  "PlayfairDisplay_700Bold.ttf": new URL("../fonts/PlayfairDisplay_700Bold.ttf", import.meta.url).href,
};

/** The CV as a PDF Blob for a live preview; react-pdf fetches only the fonts a template uses. */
export async function renderCvBlob(
  profile: Profile,
  options: { template?: CvTemplate; picture?: Picture } = {},
): Promise<Blob> {
  registerCvFonts((file) => {
    const url = FONT_URLS[file];
    if (!url) throw new Error(`Unknown CV font ${file}`);
    return url;
  });
  // CvDocument returns a <Document>; pdf()'s type wants that element type exactly.
  const element = createElement(CvDocument, { profile, ...options }) as unknown as Parameters<typeof pdf>[0];
  return pdf(element).toBlob();
}
