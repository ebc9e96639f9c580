// Browser-safe entry: no node: imports here or in anything imported from here.
export { CV_TEMPLATES, type CvTemplate } from "@jah/shared/profile-values";
export { CvDocument, type CvDocumentProps } from "./CvDocument.tsx";
export { FONT_FACES, registerCvFonts } from "./fonts.ts";
export { cvLanguage, dateRange, type Labels, labelsFor, levelName, monthYear } from "./labels.ts";
export { buildCvModel, type CvModel } from "./model.ts";
export { CV_TEMPLATE_NAMES } from "./names.ts";
export type { Picture } from "./parts/Avatar.tsx";
export { publicCvData } from "./public-data.ts";
