import { Menu } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { LanguageButton } from "./LanguageButton.tsx";
import { LanguageItems } from "./LanguageItems.tsx";

export interface LanguageDropdownProps {
  /** Open at once: the user clicked before this code had arrived. */
  openAtStart: boolean;
  /** Take the focus: the stand-in button had it when this replaced it. */
  focusAtStart: boolean;
}

/** The visitors' language dropdown (German, English); loaded after the first paint. */
export function LanguageDropdown({ openAtStart, focusAtStart }: LanguageDropdownProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAtStart) target.current?.focus();
  }, [focusAtStart]);
  return (
    <Menu position="bottom-end" shadow="md" width={180} defaultOpened={openAtStart}>
      <Menu.Target>
        <LanguageButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("Header.Language")}</Menu.Label>
        <LanguageItems />
      </Menu.Dropdown>
    </Menu>
  );
}
