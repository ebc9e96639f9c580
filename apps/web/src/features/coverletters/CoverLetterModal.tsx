import {
  COVER_LETTER_TEXT_ROWS,
  type CoverLetter,
  type CoverLetterFields,
  coverLetterFieldsSchema,
  NEW_COVER_LETTER,
} from "@jah/shared";
import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorsOf } from "../../api/errors.ts";
import { useValidationText } from "../../i18n/validation.ts";
import { useLocalDraft } from "../../session/use-local-draft.ts";
import { DraftOffer } from "../../ui/DraftOffer.tsx";
import { useDialogHost } from "../../ui/nested-dialogs.tsx";
import { coverLetterKeys, saveCoverLetter } from "./api.ts";
import { PlaceholderHint } from "./PlaceholderHint.tsx";

/** What the modal edits: a new letter or a stored one; `key` starts a fresh form each time it opens. */
export type CoverLetterTarget = { letter: CoverLetter | null; key: number };

/** The cover-letter form in a modal (spec sections 2 and 4): it closes when the save answers 200. */
export function CoverLetterModal({
  target,
  onClose,
}: {
  target: CoverLetterTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { childOpen, DialogHost } = useDialogHost();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      closeOnEscape={!childOpen}
      size="xl"
      title={t(target?.letter ? "CoverLetter.Modal.EditTitle" : "CoverLetter.Modal.NewTitle")}
      closeButtonProps={{ "aria-label": t("Common.Close") }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {target && (
        <DialogHost>
          <CoverLetterForm key={target.key} letter={target.letter} onClose={onClose} />
        </DialogHost>
      )}
    </Modal>
  );
}

function valuesOf(letter: CoverLetter | null): CoverLetterFields {
  if (!letter) return { ...NEW_COVER_LETTER };
  const { title, text, formal, active, cover_letter_language } = letter;
  return { title, text, formal, active, cover_letter_language };
}

function CoverLetterForm({ letter, onClose }: { letter: CoverLetter | null; onClose: () => void }) {
  const { t } = useTranslation();
  const tv = useValidationText();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const form = useForm<CoverLetterFields>({
    initialValues: valuesOf(letter),
    validate: schemaResolver(coverLetterFieldsSchema, { sync: true }),
  });
  // Unsaved text survives a closed dialog, a reload and an ended session (offered back here).
  const draft = useLocalDraft(`coverletter:${letter?.id ?? "new"}`, form.values, {
    changed: form.isDirty(),
    apply: (values) => form.setValues({ ...valuesOf(letter), ...values }),
  });

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const response = await saveCoverLetter(letter?.id ?? 0, values);
      if (response.status === 200) {
        draft.clear();
        await queryClient.invalidateQueries({ queryKey: coverLetterKeys.all });
        onClose();
      } else if (response.status === 400) {
        form.setErrors(fieldErrorsOf(response.data));
      }
    } finally {
      setBusy(false);
    }
  });

  const field = (name: "title" | "text") => ({
    ...form.getInputProps(name),
    error: tv(form.errors[name]),
    "data-testid": `coverletter-${name}`,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <DraftOffer draft={draft} testId="coverletter-draft" />
        <TextInput label={t("CoverLetter.Fields.Title")} withAsterisk {...field("title")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="coverletter-tone-label">
              {t("CoverLetter.Fields.Tone")}
            </Text>
            <SegmentedControl
              aria-labelledby="coverletter-tone-label"
              data-testid="coverletter-formal"
              value={form.values.formal ? "formal" : "informal"}
              onChange={(value) => form.setFieldValue("formal", value === "formal")}
              data={[
                { value: "formal", label: t("CoverLetter.Formal") },
                { value: "informal", label: t("CoverLetter.Informal") },
              ]}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="coverletter-language-label">
              {t("CoverLetter.Fields.Language")}
            </Text>
            <SegmentedControl
              aria-labelledby="coverletter-language-label"
              data-testid="coverletter-language"
              value={form.values.cover_letter_language}
              onChange={(value) => form.setFieldValue("cover_letter_language", value === "en" ? "en" : "de")}
              data={[
                { value: "de", label: t("CoverLetter.Languages.German") },
                { value: "en", label: t("CoverLetter.Languages.English") },
              ]}
            />
          </Stack>
        </SimpleGrid>
        <Textarea
          label={t("CoverLetter.Fields.Text")}
          withAsterisk
          rows={COVER_LETTER_TEXT_ROWS}
          {...field("text")}
        />
        <PlaceholderHint
          text={form.values.text}
          language={form.values.cover_letter_language}
          formal={form.values.formal}
        />
        <Switch
          label={t("CoverLetter.Fields.Active")}
          description={t("CoverLetter.Fields.ActiveHint")}
          data-testid="coverletter-active"
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("Common.Cancel")}
          </Button>
          <Button type="submit" loading={busy} data-testid="coverletter-save">
            {t("Common.Save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
