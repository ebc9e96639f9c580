import { Button, type ButtonProps } from "@mantine/core";
import { type ComponentPropsWithoutRef, forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon, GlobeIcon } from "../ui/icons.tsx";

type LanguageButtonProps = ButtonProps & ComponentPropsWithoutRef<"button">;

/** The visitors' language button: globe, current language code, chevron. */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(
  function LanguageButton(props, ref) {
    const { t, i18n } = useTranslation();
    const code = (i18n.resolvedLanguage ?? "en").toUpperCase();
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="navy"
        px="xs"
        leftSection={<GlobeIcon size={18} />}
        rightSection={<ChevronDownIcon size={14} />}
        // The accessible name must contain the visible text (WCAG 2.5.3): "Language: DE".
        aria-label={`${t("Header.Language")}: ${code}`}
        aria-haspopup="menu"
        data-testid="language-menu"
        {...props}
      >
        {code}
      </Button>
    );
  },
);
