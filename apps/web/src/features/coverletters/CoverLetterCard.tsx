import type { CoverLetter } from "@jah/shared";
import { ActionIcon, Badge, Card, Group, Text, Title, Tooltip } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { EditIcon } from "../../ui/app-icons.tsx";
import { DeleteIconButton } from "../../ui/ConfirmButton.tsx";
import { coverLetterKeys, deleteCoverLetter } from "./api.ts";
import { LetterPdfButton } from "./LetterPdfButton.tsx";

/** One cover letter: title, tone and language, the text with its line breaks, edit, delete and its PDF page. */
export function CoverLetterCard({ letter, onEdit }: { letter: CoverLetter; onEdit: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const deleteId = `coverletter-delete-${letter.id}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid={`coverletter-card-${letter.id}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
          {letter.title}
        </Title>
        <Group gap={6} wrap="nowrap">
          <Tooltip label={t("Common.Edit")}>
            <ActionIcon
              variant="light"
              aria-label={t("CoverLetter.EditOf", { title: letter.title })}
              onClick={onEdit}
              data-testid={`coverletter-edit-${letter.id}`}
            >
              <EditIcon size={18} />
            </ActionIcon>
          </Tooltip>
          <DeleteIconButton
            title={t("CoverLetter.Delete.Title")}
            message={t("CoverLetter.Delete.Text", { title: letter.title })}
            label={t("CoverLetter.DeleteOf", { title: letter.title })}
            testId={deleteId}
            onConfirm={async () => {
              if ((await deleteCoverLetter(letter.id)).ok) {
                await queryClient.invalidateQueries({ queryKey: coverLetterKeys.all });
              }
            }}
          />
        </Group>
      </Group>
      <Group gap={6} mt={6}>
        <Badge variant="light" color="navy">
          {t(
            letter.cover_letter_language === "en"
              ? "CoverLetter.Languages.English"
              : "CoverLetter.Languages.German",
          )}
        </Badge>
        <Badge variant="light" color="gray">
          {t(letter.formal ? "CoverLetter.Formal" : "CoverLetter.Informal")}
        </Badge>
        {!letter.active && (
          <Badge variant="outline" color="gray">
            {t("CoverLetter.Inactive")}
          </Badge>
        )}
      </Group>
      <Text
        size="sm"
        mt="sm"
        c="dimmed"
        lineClamp={12}
        style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}
        data-testid={`coverletter-text-${letter.id}`}
      >
        {letter.text}
      </Text>
      <Group mt="sm">
        <LetterPdfButton letter={letter} />
      </Group>
    </Card>
  );
}
