// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import type { Profile } from "@jah/shared";
import { type CvTemplate, DEFAULT_CV_TEMPLATE } from "@jah/shared/profile-values";
import { Document } from "@react-pdf/renderer";
import type { ComponentType } from "react";
import { buildCvModel } from "./model.ts";
import type { Picture } from "./parts/Avatar.tsx";
import { PageNumbersContext } from "./parts/PageFooter.tsx";
import { ColorHeaderTemplate } from "./templates/ColorHeader.tsx";
import { DarkTemplate } from "./templates/Dark.tsx";
import { ElegantTemplate } from "./templates/Elegant.tsx";
import { FullTemplate } from "./templates/Full.tsx";
import { Simple1Template } from "./templates/Simple1.tsx";
import type { TemplateProps } from "./templates/types.ts";

const TEMPLATES: Record<CvTemplate, ComponentType<TemplateProps>> = {
  full: FullTemplate,
  elegant: ElegantTemplate,
  dark: DarkTemplate,
  simple_1: Simple1Template,
  color_header: ColorHeaderTemplate,
};

export type CvDocumentProps = {
  profile: Profile;
  template?: CvTemplate;
  picture?: Picture;
  /** "stamped" when the renderer writes the page numbers in after the layout (pdf/render-document.ts). */
  pageNumbers?: "render" | "stamped";
};

/** The CV as a react-pdf document; fonts must be registered first (registerCvFonts). */
export function CvDocument({ profile, template, picture, pageNumbers = "render" }: CvDocumentProps) {
  const cv = buildCvModel(profile);
  const Template = TEMPLATES[template ?? profile.cv_template] ?? TEMPLATES[DEFAULT_CV_TEMPLATE];
  return (
    <Document
      title={[cv.fullName, cv.title].filter(Boolean).join(" – ")}
      author={cv.fullName}
      subject={cv.labels.profile}
      creator="Job Application Helper"
      producer="Job Application Helper"
      language={cv.lang}
    >
      <PageNumbersContext.Provider value={pageNumbers}>
        <Template cv={cv} picture={picture} />
      </PageNumbersContext.Provider>
    </Document>
  );
}
