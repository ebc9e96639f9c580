// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { View } from "@react-pdf/renderer";
import { Avatar } from "../parts/Avatar.tsx";
import {
  AvailabilitySection,
  ContactSection,
  EducationSection,
  ExperienceSection,
  LanguagesSection,
  LinksSection,
  LookingForSection,
  ProfileSection,
  QualificationsSection,
  RatesSection,
  SkillsSection,
} from "../parts/Blocks.tsx";
import { NameBlock } from "../parts/Header.tsx";
import { SidebarPage } from "../parts/Pages.tsx";
import { THEMES } from "../theme.ts";
import type { TemplateProps } from "./types.ts";

const t = THEMES.full;

/** "full": two columns, photo and facts in a tinted sidebar, the career on the right. */
export function FullTemplate({ cv, picture }: TemplateProps) {
  const p = t.main;
  const s = t.side;
  const main = (
    <>
      <View style={{ marginBottom: t.space.xl }}>
        <NameBlock cv={cv} t={t} p={p} />
      </View>
      <ProfileSection cv={cv} t={t} p={p} />
      <ExperienceSection cv={cv} t={t} p={p} />
      <EducationSection cv={cv} t={t} p={p} />
      <QualificationsSection cv={cv} t={t} p={p} style="chips" />
      <LookingForSection cv={cv} t={t} p={p} style="bullets" />
    </>
  );
  const side = (
    <>
      <View style={{ alignItems: "center", marginBottom: t.space.xl }}>
        <Avatar picture={picture} initials={cv.initials} size={104} t={t} p={s} ring="#FFFFFF" />
      </View>
      <ContactSection cv={cv} t={t} p={s} />
      <LinksSection cv={cv} t={t} p={s} />
      <RatesSection cv={cv} t={t} p={s} />
      <AvailabilitySection cv={cv} t={t} p={s} />
      <SkillsSection cv={cv} t={t} p={s} variant="bars" />
      <LanguagesSection cv={cv} t={t} p={s} variant="dots" />
    </>
  );
  return <SidebarPage cv={cv} t={t} main={main} side={side} />;
}
