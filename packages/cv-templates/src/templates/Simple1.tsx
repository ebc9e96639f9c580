// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Text, View } from "@react-pdf/renderer";
import { Avatar } from "../parts/Avatar.tsx";
import {
  AvailabilitySection,
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
import { contactRow } from "../parts/contact-row.ts";
import { NameBlock } from "../parts/Header.tsx";
import { ColumnPage } from "../parts/Pages.tsx";
import { THEMES } from "../theme.ts";
import type { TemplateProps } from "./types.ts";

const t = THEMES.simple_1;

/** "simple_1": minimal, one column of Source Sans; the only colour is the accent on the rules. */
export function Simple1Template({ cv, picture }: TemplateProps) {
  const p = t.main;
  return (
    <ColumnPage cv={cv} t={t}>
      <View style={{ flexDirection: "row", alignItems: "center", marginBottom: t.space.xl }}>
        <View style={{ flex: 1 }}>
          <NameBlock cv={cv} t={t} p={p} />
          <Text style={{ marginTop: t.space.m, color: p.muted }}>{contactRow(cv.contact, "  |  ")}</Text>
        </View>
        <Avatar picture={picture} initials={cv.initials} size={72} t={t} p={p} />
      </View>
      <ProfileSection cv={cv} t={t} p={p} />
      <ExperienceSection cv={cv} t={t} p={p} layout="dateColumn" />
      <EducationSection cv={cv} t={t} p={p} layout="dateColumn" />
      <SkillsSection cv={cv} t={t} p={p} variant="text" />
      <LanguagesSection cv={cv} t={t} p={p} variant="text" />
      {/* Short lists side by side: one column of bullets would push a two-page CV onto a third page. */}
      <View style={{ flexDirection: "row" }}>
        <View style={{ flex: 1, marginRight: t.space.xl }}>
          <QualificationsSection cv={cv} t={t} p={p} style="bullets" />
        </View>
        <View style={{ flex: 1 }}>
          <LookingForSection cv={cv} t={t} p={p} style="bullets" />
        </View>
      </View>
      <RatesSection cv={cv} t={t} p={p} layout="row" />
      <AvailabilitySection cv={cv} t={t} p={p} />
      <LinksSection cv={cv} t={t} p={p} layout="row" />
    </ColumnPage>
  );
}
