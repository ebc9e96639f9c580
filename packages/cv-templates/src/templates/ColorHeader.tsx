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

const t = THEMES.color_header;
/** The right column (skills, languages, links) in points. */
const SIDEBAR_WIDTH = 150;

/** "color_header": a full-bleed indigo band with name, contact and photo; a calm white page below. */
export function ColorHeaderTemplate({ cv, picture }: TemplateProps) {
  const p = t.main;
  const band = t.side;
  return (
    <ColumnPage cv={cv} t={t}>
      <View
        style={{
          // Negative margins pull the band over the page padding to the paper's edges.
          marginTop: -t.page.top,
          marginHorizontal: -t.page.side,
          marginBottom: t.space.xl,
          paddingTop: t.page.top - 6,
          paddingBottom: t.space.xl,
          paddingHorizontal: t.page.side,
          backgroundColor: band.background,
          flexDirection: "row",
          alignItems: "center",
        }}
      >
        <View style={{ flex: 1, marginRight: t.space.xl }}>
          <NameBlock cv={cv} t={t} p={{ ...band, accent: band.muted }} />
          <Text style={{ marginTop: t.space.m, color: band.text, fontSize: t.size.small + 0.5 }}>
            {contactRow(cv.contact, "   ·   ")}
          </Text>
        </View>
        <Avatar
          picture={picture}
          initials={cv.initials}
          size={92}
          t={t}
          p={{ ...band, accent: band.rule }}
          ring="#FFFFFF"
        />
      </View>
      <ProfileSection cv={cv} t={t} p={p} />
      <View style={{ flexDirection: "row" }}>
        <View style={{ flex: 1 }}>
          <ExperienceSection cv={cv} t={t} p={p} />
          <EducationSection cv={cv} t={t} p={p} />
          <QualificationsSection cv={cv} t={t} p={p} style="chips" />
          <LookingForSection cv={cv} t={t} p={p} style="bullets" />
        </View>
        <View style={{ width: SIDEBAR_WIDTH, marginLeft: t.space.xl }}>
          <SkillsSection cv={cv} t={t} p={p} variant="bars" />
          <LanguagesSection cv={cv} t={t} p={p} variant="list" />
          <RatesSection cv={cv} t={t} p={p} />
          <AvailabilitySection cv={cv} t={t} p={p} />
          <LinksSection cv={cv} t={t} p={p} width={SIDEBAR_WIDTH} />
        </View>
      </View>
    </ColumnPage>
  );
}
