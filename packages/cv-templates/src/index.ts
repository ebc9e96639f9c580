/** The five CV templates arrive with the CV profiles issue; the package exists so the layout is complete. */
export const CV_TEMPLATES = ["full", "elegant", "dark", "simple_1", "color_header"] as const;
export type CvTemplate = (typeof CV_TEMPLATES)[number];
