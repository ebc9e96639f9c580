import { CEFR_LEVELS, type Language, NATIVE_LEVEL_TEXT } from "@jah/shared";
import { NativeSelect } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A language's level as the CV writes it (issue 42): a CEFR code or the mother tongue, printed
 * instead of the scale's word. A level an import kept that is not on the list (LinkedIn's
 * "Full professional proficiency") stays offered as it is.
 */
export function WrittenLevelSelect({
  value,
  onChange,
  cvLanguage,
  testId,
}: {
  value: string;
  onChange: (text: string) => void;
  cvLanguage: Language;
  testId?: string;
}) {
  const { t } = useTranslation();
  const offered: string[] = [...CEFR_LEVELS, NATIVE_LEVEL_TEXT[cvLanguage]];
  const options = value && !offered.includes(value) ? [...offered, value] : offered;
  return (
    <NativeSelect
      label={t("Profile.Languages.WrittenLevel")}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[{ value: "", label: t("Profile.Languages.WrittenLevelNone") }, ...options]}
      data-testid={testId}
    />
  );
}
