import type { CvTemplate } from "@jah/shared";

/** What the template picker and the landing page call each template. */
export const CV_TEMPLATE_NAMES: Record<CvTemplate, string> = {
  full: "Full",
  elegant: "Elegant",
  dark: "Dark",
  simple_1: "Simple",
  color_header: "Color Header",
};
