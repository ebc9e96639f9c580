import type { Language } from "@jah/shared";
import { useQueryClient } from "@tanstack/react-query";
import i18next from "i18next";
import { useCallback } from "react";
import { notifySaveResult } from "../api/helpers.ts";
import { saveLanguageSetting, userSettingsQuery } from "../api/user-settings.ts";
import { useSessionToken } from "../session/use-session.ts";

/**
 * Returns the language picker's action. Visitors just switch; signed-in users save the choice
 * in their settings first and switch to the language the server confirms (spec section 4).
 */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      if (!token) {
        await i18next.changeLanguage(language);
        return;
      }
      try {
        const settings = await queryClient.fetchQuery(userSettingsQuery);
        const row = settings[0];
        if (!row) throw new Error("No user settings row");
        const response = await saveLanguageSetting(row.id, language);
        if (response.status === 200 && response.data) {
          // The cache first: the app shell re-applies the cached saved language on every change.
          queryClient.setQueryData(userSettingsQuery.queryKey, [response.data]);
          await i18next.changeLanguage(response.data.language);
        }
        // The toast comes after the switch so it speaks the new language.
        notifySaveResult(response.status);
      } catch (error) {
        console.error(error);
        notifySaveResult(0);
      }
    },
    [token, queryClient],
  );
}
