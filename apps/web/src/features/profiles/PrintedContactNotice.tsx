import { isRateField, PUBLIC_FLAGGED_FIELDS } from "@jah/shared";
import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type EditorTab, TAB_LABELS, tabOfField } from "./editor-tabs.ts";
import type { ProfileFormValues } from "./profile-form.ts";

/**
 * The personal data an import may switch on: every field with a show-on-CV switch but the rates (read
 * off the profile schema), with the tab that holds it. A field's label is `Profile.Fields.<Field>`
 * (the dynamic-keys test checks each one).
 */
const PRINTED = PUBLIC_FLAGGED_FIELDS.filter((field) => !isRateField(field)).map((field) => ({
  field,
  flag: `${field}_public` as const,
  label: `Profile.Fields.${field[0]!.toUpperCase()}${field.slice(1)}`,
  tab: tabOfField(field),
}));

/**
 * After an import: which personal data the CV will print (the source printed it, so the import
 * switched it on) and where to change that (issue 28). Shown while those fields are not looked at.
 */
export function PrintedContactNotice({
  imported,
  values,
  onOpen,
}: {
  imported: readonly string[];
  values: ProfileFormValues;
  onOpen: (tab: EditorTab) => void;
}) {
  const { t } = useTranslation();
  const shown = PRINTED.filter(
    (item) => imported.includes(item.field) && (values as Record<string, unknown>)[item.flag] === true,
  );
  if (shown.length === 0) return null;
  const tabs = [...new Set(shown.map((item) => item.tab))];
  return (
    <Alert color="blue" variant="light" mt="md" data-testid="printed-contact-notice">
      <Stack gap={4}>
        <Text size="sm">
          {t("CvOutput.Printed", { fields: shown.map((item) => t(item.label)).join(", ") })}
        </Text>
        <Text size="sm">
          {t("CvOutput.PrintedWhere")}{" "}
          {tabs.map((tab, i) => (
            <span key={tab}>
              {i > 0 && ", "}
              <Anchor component="button" type="button" size="sm" onClick={() => onOpen(tab)}>
                {t(TAB_LABELS[tab])}
              </Anchor>
            </span>
          ))}
        </Text>
      </Stack>
    </Alert>
  );
}
