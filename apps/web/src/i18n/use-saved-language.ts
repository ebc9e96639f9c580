import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { userSettingsQuery } from "../api/user-settings.ts";

/** After sign-in (and on every load of the app shell) shows the language saved in the user's settings. */
export function useSavedLanguage(): void {
  const { i18n } = useTranslation();
  const { data } = useQuery(userSettingsQuery);
  const saved = data?.[0]?.language;
  useEffect(() => {
    if (saved && saved !== i18n.resolvedLanguage) void i18n.changeLanguage(saved);
  }, [saved, i18n]);
}
