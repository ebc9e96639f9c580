import type { UserDataPart } from "../../db/user-data.ts";

/**
 * The AI's part of the user's data: consents given to a provider and the usage counters (kept by ai/,
 * asked for and shown by this feature). settings.json's ai_consents, ai_usage and ai_requests.
 */
export const aiLetterUserData: UserDataPart = {
  feature: "ai-letter",
  tables: ["ai_consent", "ai_usage", "ai_request"],
  resetKeeps: {
    ai_consent: "consent given to an AI provider",
    ai_usage: "the monthly AI budget must not be reset by a data reset",
    ai_request: "the hourly AI limit",
  },
  async export(zip, { db, userId }) {
    zip.field("settings.json", "ai_consents", () =>
      db
        .selectFrom("ai_consent")
        .select(["provider_host", "created_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .execute(),
    );
    zip.field("settings.json", "ai_usage", () =>
      db
        .selectFrom("ai_usage")
        .select(["month", "requests", "prompt_tokens", "completion_tokens", "updated_at"])
        .where("user_id", "=", userId)
        .orderBy("month")
        .execute(),
    );
    zip.field("settings.json", "ai_requests", async () => {
      const rows = await db
        .selectFrom("ai_request")
        .select("started_at")
        .where("user_id", "=", userId)
        .orderBy("started_at")
        .execute();
      return rows.map((r) => r.started_at);
    });
  },
};
