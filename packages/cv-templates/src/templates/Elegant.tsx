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

const t = THEMES.elegant;

/** "elegant": one serif column, a centred header between fine rules, dates in a quiet margin. */
export function ElegantTemplate({ cv, picture }: TemplateProps) {
  const p = t.main;
  return (
    <ColumnPage cv={cv} t={t}>
      <View style={{ alignItems: "center", marginBottom: t.space.xl }}>
        <NameBlock cv={cv} t={t} p={p} align="center" />
        <View style={{ marginVertical: t.space.m }}>
          <Avatar picture={picture} initials={cv.initials} size={64} t={t} p={p} />
        </View>
        <View
          style={{
            alignSelf: "stretch",
            borderTopWidth: 0.6,
            borderBottomWidth: 0.6,
            borderColor: p.rule,
            paddingVertical: t.space.m,
          }}
        >
          <Text style={{ textAlign: "center", fontSize: t.size.small + 0.5, color: p.muted }}>
            {contactRow(cv.contact, "   ·   ", true)}
          </Text>
        </View>
      </View>
      <ProfileSection cv={cv} t={t} p={p} align="center" />
      <ExperienceSection cv={cv} t={t} p={p} layout="dateColumn" />
      <EducationSection cv={cv} t={t} p={p} layout="dateColumn" />
      <SkillsSection cv={cv} t={t} p={p} variant="text" />
      {/* The short sections in two columns: one column of them would push a two-page CV onto a third page. */}
      <View style={{ flexDirection: "row" }}>
        <View style={{ flex: 1, marginRight: t.space.xl }}>
          <LanguagesSection cv={cv} t={t} p={p} variant="text" />
          <RatesSection cv={cv} t={t} p={p} layout="row" />
          <QualificationsSection cv={cv} t={t} p={p} style="bullets" />
        </View>
        <View style={{ flex: 1 }}>
          <AvailabilitySection cv={cv} t={t} p={p} />
          <LinksSection cv={cv} t={t} p={p} layout="row" />
          <LookingForSection cv={cv} t={t} p={p} style="bullets" />
        </View>
      </View>
    </ColumnPage>
  );
}
