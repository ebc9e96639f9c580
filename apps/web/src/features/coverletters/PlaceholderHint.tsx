import { fillPlaceholders, type Language, PLACEHOLDERS, type PlaceholderData } from "@jah/shared";
import { Alert, Code, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What each placeholder stands for (literal keys, so the translation check sees them). */
const MEANING: Record<(typeof PLACEHOLDERS)[number], string> = {
  firstname: "CoverLetter.Placeholders.FirstName",
  lastname: "CoverLetter.Placeholders.LastName",
  salutation: "CoverLetter.Placeholders.Salutation",
  portal: "CoverLetter.Placeholders.Portal",
  jobtitle: "CoverLetter.Placeholders.JobTitle",
};

/** A sample application in the letter's own language, to show how the text reads once filled. */
const SAMPLE: Record<Language, Omit<PlaceholderData, "formal" | "language">> = {
  de: {
    recipient_name: "Anna von Bergen",
    recipient_salutation: "female",
    page: "StepStone",
    job_title: "Backend-Entwicklerin",
  },
  en: {
    recipient_name: "John Smith",
    recipient_salutation: "male",
    page: "LinkedIn",
    job_title: "Backend Developer",
  },
};

/** The placeholders a template may use, and the current text filled by the shared rule as a live example. */
export function PlaceholderHint({
  text,
  language,
  formal,
}: {
  text: string;
  language: Language;
  formal: boolean;
}) {
  const { t } = useTranslation();
  const template = text.trim() ? text : "{salutation}";
  const example = fillPlaceholders(template, { ...SAMPLE[language], language, formal });
  return (
    <Alert
      variant="light"
      color="navy"
      title={t("CoverLetter.Placeholders.Title")}
      data-testid="placeholder-hint"
    >
      <Text size="sm">{t("CoverLetter.Placeholders.Intro")}</Text>
      <Group gap="xs" mt={6} wrap="wrap">
        {PLACEHOLDERS.map((name) => (
          <Text key={name} size="sm" component="span">
            <Code>{`{${name}}`}</Code> {t(MEANING[name])}
          </Text>
        ))}
      </Group>
      <Text size="sm" fw={600} mt="sm">
        {t("CoverLetter.Placeholders.Example")}
      </Text>
      <Text
        size="sm"
        data-testid="placeholder-example"
        style={{ whiteSpace: "pre-line", maxHeight: "10rem", overflowY: "auto" }}
      >
        {example.text}
      </Text>
      {example.missing.length > 0 && (
        <Text size="sm" c="red.8" mt={6} data-testid="placeholder-missing" role="status">
          {t("CoverLetter.Placeholders.Unknown", { list: example.missing.join(", ") })}
        </Text>
      )}
    </Alert>
  );
}
