export { CV_TEMPLATES, type CvTemplate } from "@jah/shared";
