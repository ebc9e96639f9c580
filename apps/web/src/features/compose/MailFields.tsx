import type { CoverLetter, Language } from "@jah/shared";
import { Alert, Anchor, Code, Group, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useValidationText } from "../../i18n/validation.ts";
import {
  type ComposeFormValues,
  type DraftSource,
  defaultSubject,
  fillLetter,
  templatesFor,
} from "./draft.ts";
import { useTemplates } from "./use-templates.ts";

/** The body has 15 rows (spec section 9); the cover-letter form's 20 are for writing templates. */
export const MAIL_BODY_ROWS = 15;

/** The mail form plus the letter it was filled from. */
export type MailFormValues = ComposeFormValues & { template: string | null };

/**
 * Recipient, template, subject and body of an application mail. Choosing a template fills subject
 * and body from the application (shared placeholder rule); the user may edit both afterwards.
 */
export function MailFields({
  form,
  source,
  language,
  testPrefix = "compose",
  withRecipient = true,
  autoChoose = false,
}: {
  form: UseFormReturnType<MailFormValues>;
  source: DraftSource;
  /** The language whose letters come first (the profile's or the application's). */
  language: Language;
  testPrefix?: string;
  withRecipient?: boolean;
  /** Start an empty mail from the first template (or at least with the default subject). */
  autoChoose?: boolean;
}) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const letters = useTemplates();
  const templates = templatesFor(letters.data ?? [], language);

  const choose = (id: string | null) => {
    form.setFieldValue("template", id);
    const letter = templates.find((item) => String(item.id) === id);
    if (!letter) return;
    form.setFieldValue("mail_text", fillLetter(source, letter).text);
    form.setFieldValue("mail_subject", defaultSubject(letter.cover_letter_language, source.job_title));
    form.clearFieldError("mail_text");
    form.clearFieldError("mail_subject");
  };

  // Once the letters are known, an empty mail starts from the first one in the language.
  const ready = letters.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the letters arrive
  useEffect(() => {
    if (!autoChoose || !ready || form.values.template || form.values.mail_text.trim()) return;
    const first = templates[0];
    if (first) choose(String(first.id));
    else if (!form.values.mail_subject.trim()) {
      form.setFieldValue("mail_subject", defaultSubject(language, source.job_title));
    }
  }, [ready]);

  const field = (name: keyof ComposeFormValues) => ({
    ...form.getInputProps(name),
    error: tv(form.errors[name]),
    "data-testid": `${testPrefix}-${name}`,
  });

  return (
    <Stack gap="md">
      {withRecipient && (
        <TextInput
          type="email"
          label={t("Compose.Mail.Recipient")}
          description={t("Compose.Mail.RecipientHint")}
          withAsterisk
          autoComplete="off"
          {...field("mail_address")}
        />
      )}
      <Select
        label={t("Compose.Mail.Template")}
        placeholder={
          letters.isPending ? t("Compose.Mail.TemplatesLoading") : t("Compose.Mail.TemplatePlaceholder")
        }
        data={templates.map((letter) => ({ value: String(letter.id), label: templateLabel(letter, t) }))}
        value={form.values.template}
        onChange={choose}
        searchable
        clearable={false}
        nothingFoundMessage={t("Compose.Mail.NoTemplate")}
        disabled={letters.isPending}
        data-testid={`${testPrefix}-template`}
        error={letters.isError ? t("Compose.Mail.TemplatesError") : undefined}
      />
      {letters.isSuccess && templates.length === 0 && (
        <Text size="sm" c="gray.7" data-testid={`${testPrefix}-no-templates`}>
          {t("Compose.Mail.NoTemplates")}{" "}
          {/* Inside a sentence a link must stand out by more than its colour (WCAG 1.4.1). */}
          <Anchor component={Link} to="/coverletter" underline="always">
            {t("Compose.Mail.CreateTemplate")}
          </Anchor>
        </Text>
      )}
      <TextInput label={t("Compose.Mail.Subject")} withAsterisk {...field("mail_subject")} />
      <Textarea label={t("Compose.Mail.Body")} withAsterisk rows={MAIL_BODY_ROWS} {...field("mail_text")} />
    </Stack>
  );
}

function templateLabel(letter: CoverLetter, t: (key: string) => string): string {
  const language =
    letter.cover_letter_language === "de" ? t("Compose.Mail.German") : t("Compose.Mail.English");
  return `${letter.title} (${language})`;
}

/** The placeholders left in the mail: listed, and sending waits until they are gone. */
export function UnfilledWarning({
  missing,
  testId = "compose-unfilled",
}: {
  missing: string[];
  testId?: string;
}) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={t("Compose.Unfilled.Title")} data-testid={testId}>
      <Text size="sm">{t("Compose.Unfilled.Text")}</Text>
      <Group gap={6} mt={6}>
        {missing.map((name) => (
          <Code key={name}>{name}</Code>
        ))}
      </Group>
    </Alert>
  );
}
