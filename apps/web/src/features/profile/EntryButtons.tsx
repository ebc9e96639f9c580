import { Button, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Cancel and save under an entry's form. */
export function EntryButtons({
  busy,
  onCancel,
  testId,
}: {
  busy: boolean;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          {t("Common.Cancel")}
        </Button>
      )}
      <Button type="submit" loading={busy} data-testid={`${testId}-save`}>
        {t("Common.Save")}
      </Button>
    </Group>
  );
}
