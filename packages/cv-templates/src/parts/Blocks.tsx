// @jsxRuntime automatic
// @jsxImportSource react
// (Pragmas so consumers running this source through tsx need no JSX settings of their own.)
import { Text } from "@react-pdf/renderer";
import type { CvModel } from "../model.ts";
import type { Palette, Theme } from "../theme.ts";
import { LanguageLevels, SkillGroups, type Variant } from "./Levels.tsx";
import { Bullets, Chips, LabelledLines, Lines } from "./Lists.tsx";
import { Section } from "./Section.tsx";
import { EducationEntry, JobEntry } from "./Timeline.tsx";

/**
 * The sections every template offers, each rendered only when it has content. Templates choose
 * which go where and in which variant; the content rules stay here.
 */
type Common = { cv: CvModel; t: Theme; p: Palette; align?: "left" | "center" };
type Entries = Common & { layout?: "stacked" | "dateColumn" };
type Levels = Common & { variant: Variant };

export function ProfileSection({ cv, t, p, align }: Common) {
  if (!cv.mantra) return null;
  return (
    <Section title={cv.labels.profile} t={t} p={p} align={align}>
      <Text style={{ color: p.text, textAlign: align }}>{cv.mantra}</Text>
    </Section>
  );
}

export function ExperienceSection({ cv, t, p, align, layout }: Entries) {
  if (!cv.jobs.length) return null;
  return (
    <Section title={cv.labels.experience} t={t} p={p} align={align}>
      {cv.jobs.map((job, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a printed list never reorders, and its texts may repeat
        <JobEntry key={`${i}-${job.start}`} job={job} t={t} p={p} layout={layout} />
      ))}
    </Section>
  );
}

export function EducationSection({ cv, t, p, align, layout }: Entries) {
  if (!cv.educations.length) return null;
  return (
    <Section title={cv.labels.education} t={t} p={p} align={align}>
      {cv.educations.map((entry, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a printed list never reorders, and its texts may repeat
        <EducationEntry key={`${i}-${entry.dates}`} entry={entry} t={t} p={p} layout={layout} />
      ))}
    </Section>
  );
}

export function SkillsSection({ cv, t, p, align, variant }: Levels) {
  if (!cv.skillGroups.length) return null;
  return (
    <Section title={cv.labels.skills} t={t} p={p} align={align}>
      <SkillGroups groups={cv.skillGroups} t={t} p={p} variant={variant} />
    </Section>
  );
}

export function LanguagesSection({ cv, t, p, align, variant }: Levels) {
  if (!cv.languages.length) return null;
  return (
    <Section title={cv.labels.languages} t={t} p={p} align={align}>
      <LanguageLevels languages={cv.languages} t={t} p={p} variant={variant} />
    </Section>
  );
}

export function ContactSection({ cv, t, p, align, layout }: Common & { layout?: "stacked" | "row" }) {
  if (!cv.contact.length) return null;
  return (
    <Section title={cv.labels.contact} t={t} p={p} align={align}>
      <LabelledLines lines={cv.contact} t={t} p={p} layout={layout} />
    </Section>
  );
}

export function LinksSection({
  cv,
  t,
  p,
  align,
  layout,
  width,
}: Common & { layout?: "stacked" | "row"; width?: number }) {
  if (!cv.links.length) return null;
  return (
    <Section title={cv.labels.links} t={t} p={p} align={align}>
      <LabelledLines lines={cv.links} t={t} p={p} layout={layout} width={width} />
    </Section>
  );
}

export function RatesSection({ cv, t, p, align, layout }: Common & { layout?: "stacked" | "row" }) {
  if (!cv.rates.length) return null;
  return (
    <Section title={cv.labels.rates} t={t} p={p} align={align}>
      <LabelledLines lines={cv.rates} t={t} p={p} layout={layout} />
    </Section>
  );
}

export function AvailabilitySection({ cv, t, p, align }: Common) {
  if (!cv.availability.length) return null;
  return (
    <Section title={cv.labels.availability} t={t} p={p} align={align}>
      <Lines items={cv.availability} t={t} p={p} />
    </Section>
  );
}

export function QualificationsSection({ cv, t, p, align, style }: Common & { style: "chips" | "bullets" }) {
  if (!cv.qualifications.length) return null;
  return (
    <Section title={cv.labels.qualifications} t={t} p={p} align={align}>
      {style === "chips" ? (
        <Chips items={cv.qualifications} t={t} p={p} />
      ) : (
        <Bullets items={cv.qualifications} t={t} p={p} />
      )}
    </Section>
  );
}

export function LookingForSection({ cv, t, p, align, style }: Common & { style: "chips" | "bullets" }) {
  if (!cv.lookingFor.length) return null;
  return (
    <Section title={cv.labels.lookingFor} t={t} p={p} align={align}>
      {style === "chips" ? (
        <Chips items={cv.lookingFor} t={t} p={p} />
      ) : (
        <Bullets items={cv.lookingFor} t={t} p={p} />
      )}
    </Section>
  );
}
