import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EditorTab } from "./editor-tabs.ts";
import type { ProfileFormValues } from "./profile-form.ts";

/** The personal data an import may switch on, with the switch that prints it and the tab that holds it. */
const PRINTED = [
  { field: "email", flag: "email_public", label: "Profile.Fields.Email", tab: "address" },
  { field: "telefon", flag: "telefon_public", label: "Profile.Fields.Telefon", tab: "address" },
  { field: "mobile", flag: "mobile_public", label: "Profile.Fields.Mobile", tab: "address" },
  { field: "birthdate", flag: "birthdate_public", label: "Profile.Fields.Birthdate", tab: "personal" },
  { field: "birthname", flag: "birthname_public", label: "Profile.Fields.Birthname", tab: "personal" },
] as const;

const TAB_NAMES: Record<"address" | "personal", string> = {
  address: "Profile.Tabs.Address",
  personal: "Profile.Tabs.Personal",
};

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
                {t(TAB_NAMES[tab])}
              </Anchor>
            </span>
          ))}
        </Text>
      </Stack>
    </Alert>
  );
}
