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

const t = THEMES.dark;

/** "dark": a charcoal sidebar with light text and amber accents beside a white reading column. */
export function DarkTemplate({ cv, picture }: TemplateProps) {
  const p = t.main;
  const s = t.side;
  const main = (
    <>
      <View
        style={{
          marginBottom: t.space.xl,
          paddingBottom: t.space.l,
          borderBottomWidth: 2,
          borderBottomColor: p.accent,
        }}
      >
        <NameBlock cv={cv} t={t} p={p} />
      </View>
      <ProfileSection cv={cv} t={t} p={p} />
      <ExperienceSection cv={cv} t={t} p={p} />
      <EducationSection cv={cv} t={t} p={p} />
      <QualificationsSection cv={cv} t={t} p={p} style="bullets" />
      <LookingForSection cv={cv} t={t} p={p} style="chips" />
    </>
  );
  const side = (
    <>
      <View style={{ alignItems: "center", marginBottom: t.space.xl }}>
        <Avatar picture={picture} initials={cv.initials} size={100} t={t} p={s} ring={s.accent} />
      </View>
      <ContactSection cv={cv} t={t} p={s} />
      <LinksSection cv={cv} t={t} p={s} />
      <SkillsSection cv={cv} t={t} p={s} variant="dots" />
      <LanguagesSection cv={cv} t={t} p={s} variant="list" />
      <RatesSection cv={cv} t={t} p={s} />
      <AvailabilitySection cv={cv} t={t} p={s} />
    </>
  );
  return <SidebarPage cv={cv} t={t} main={main} side={side} />;
}
