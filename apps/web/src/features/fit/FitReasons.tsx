import type { FitReason, FitResult } from "@jah/shared";
import { Badge, Group, List, Stack, Text } from "@mantine/core";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { languageName } from "../../i18n/format.ts";

/** How many skills of each kind are named before "and N more". */
const SHOWN_SKILLS = 8;

/** Why a profile fits an ad: the skills found and missing, then title, languages, place and contract. */
export function FitReasons({ fit }: { fit: FitResult }) {
  const { t, i18n } = useTranslation();
  const matched = fit.reasons.filter((r) => r.type === "skill_matched");
  const missing = fit.reasons.filter((r) => r.type === "skill_missing");
  const others = fit.reasons.filter((r) => r.type !== "skill_matched" && r.type !== "skill_missing");
  return (
    <Stack gap="xs" data-testid="fit-reasons">
      <SkillGroup
        title={t("Fit.Matched", { count: matched.length })}
        color="green.9"
        variant="light"
        skills={matched.map((r) => ({ name: r.skill, hint: r.where.snippet }))}
        testId="fit-matched"
      />
      <SkillGroup
        title={t("Fit.Missing", { count: missing.length })}
        color="gray.8"
        variant="outline"
        skills={missing.map((r) => ({ name: r.skill, hint: r.where.snippet }))}
        testId="fit-missing"
      />
      {others.length > 0 && (
        <List size="sm" spacing={4}>
          {others.map((reason, index) => (
            // Reasons have no id; their order is stable for one result.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
            <List.Item key={index}>{reasonText(t, reason, i18n.language)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

function SkillGroup({
  title,
  color,
  variant,
  skills,
  testId,
}: {
  title: string;
  color: string;
  variant: "light" | "outline";
  skills: { name: string; hint: string }[];
  testId: string;
}) {
  const { t } = useTranslation();
  if (skills.length === 0) return null;
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={600} mb={4}>
        {title}
      </Text>
      <Group gap={4}>
        {skills.slice(0, SHOWN_SKILLS).map((skill) => (
          <Badge key={skill.name} color={color} variant={variant} tt="none" title={skill.hint}>
            {skill.name}
          </Badge>
        ))}
        {skills.length > SHOWN_SKILLS && (
          <Text size="xs" c="gray.7">
            {t("Fit.More", { count: skills.length - SHOWN_SKILLS })}
          </Text>
        )}
      </Group>
    </div>
  );
}

/** One sentence for a title, seniority, language, place, contract, qualification, condition or restriction reason. */
function reasonText(t: TFunction, reason: FitReason, language: string): string {
  switch (reason.type) {
    case "title":
      return reason.similarity >= 0.5
        ? t("Fit.Title.Match", { job: reason.job_title, profile: reason.profile_title ?? "" })
        : t("Fit.Title.Differs", { job: reason.job_title });
    case "language":
      // Named in the interface's language, not by its code ("Deutsch: ...", not "de: ...").
      return t(reason.met ? "Fit.Language.Met" : "Fit.Language.NotMet", {
        language: languageName(reason.language, language),
      });
    case "location":
      return t(`Fit.Location.${reason.fit}`, { place: reason.job_location || reason.profile_place || "" });
    case "employment":
      return t(reason.met ? "Fit.Employment.Met" : "Fit.Employment.NotMet");
    case "seniority":
      return seniorityText(t, reason);
    case "qualification":
      return t(reason.met ? "Fit.Qualification.Met" : "Fit.Qualification.NotMet", {
        qualification: t(`Fit.Qualification.Kind.${reason.kind}`),
        // The ad's own words for the subject, in brackets, so the sentence reads without one too.
        subject: reason.subject ? ` (${reason.subject})` : "",
        entry: reason.profile_entry ?? "",
      });
    case "condition":
      return t(`Fit.Condition.${reason.kind}`, { text: reason.where.text });
    case "restriction":
      return t(`Fit.Restriction.${reason.kind}`);
    default:
      return "";
  }
}

/** How the ad's career stage (or the years it asks) meets the profile's years of experience. */
function seniorityText(t: TFunction, reason: Extract<FitReason, { type: "seniority" }>): string {
  const min = reason.min_years;
  // Whole years read naturally; "0 years" for a first job is what the profile's dates say.
  const count = reason.profile_years === null ? 0 : Math.round(reason.profile_years);
  const known = reason.fit !== "unknown" && reason.profile_years !== null;
  if (!reason.level) {
    // An ad that names only years ("mindestens 5 Jahre") has its own sentences, without a stage.
    if (!known) return t("Fit.Seniority.Years.Unknown", { min });
    return reason.fit === "under"
      ? t("Fit.Seniority.Years.Under", { min, count })
      : t("Fit.Seniority.Years.Met", { min, count });
  }
  const level = t(`Fit.Seniority.Level.${reason.level}`);
  if (!known) return t("Fit.Seniority.Unknown", { level });
  if (reason.fit === "under") return t("Fit.Seniority.Under", { level, min, count });
  if (reason.fit === "over") return t("Fit.Seniority.Over", { level, count });
  return t("Fit.Seniority.Met", { level, count });
}
