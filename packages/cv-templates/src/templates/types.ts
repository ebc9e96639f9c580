import type { CvModel } from "../model.ts";
import type { Picture } from "../parts/Avatar.tsx";

export type TemplateProps = { cv: CvModel; picture: Picture };
