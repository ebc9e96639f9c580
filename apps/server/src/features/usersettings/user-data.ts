import type { UserDataPart } from "../../db/user-data.ts";
import { userLanguage } from "./usersettings.ts";

/** settings.json: this part's fields first, then the settings other features keep, in this order. */
const SETTINGS_SLOTS = [
  "system_profile",
  "mail_accounts",
  "skipped_mail",
  "ai_consents",
  "ai_usage",
  "ai_requests",
];

/** The settings' part: language and the calendar feed; settings.json, which other parts add to. */
export const usersettingsUserData: UserDataPart = {
  feature: "usersettings",
  tables: ["user_settings"],
  resetKeeps: { user_settings: "language and other settings" },
  async export(zip, { db, userId }) {
    zip.fact("language", () => userLanguage(db, userId));
    zip.json(
      "settings.json",
      async () => {
        // The calendar secret is a key: only whether a feed is set up goes into the export.
        const settings = await db
          .selectFrom("user_settings")
          .select(["language", "calendar_secret", "created_at", "updated_at"])
          .where("user_id", "=", userId)
          .executeTakeFirst();
        return {
          language: settings?.language ?? null,
          calendar_feed_enabled: Boolean(settings?.calendar_secret),
          created_at: settings?.created_at ?? null,
          updated_at: settings?.updated_at ?? null,
        };
      },
      { slots: SETTINGS_SLOTS },
    );
  },
};
