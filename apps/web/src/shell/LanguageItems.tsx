import { LANGUAGES } from "@jah/shared";
import { Menu } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "../i18n/use-change-language.ts";
import { CheckIcon } from "../ui/icons.tsx";

/** The English / German entries of a dropdown; the shown language carries a check mark. */
export function LanguageItems() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return LANGUAGES.map((language) => {
    const current = i18n.resolvedLanguage === language;
    return (
      <Menu.Item
        key={language}
        lang={language}
        data-testid={`language-${language}`}
        aria-current={current || undefined}
        rightSection={current ? <CheckIcon size={16} /> : null}
        onClick={() => void changeLanguage(language)}
      >
        {t(`Language.${language}`)}
      </Menu.Item>
    );
  });
}
