import type { UserDataPart } from "../../db/user-data.ts";
import type { DemoSeed } from "../demo/index.ts";
import { createCoverLetter } from "./coverletters.ts";

/** The cover letter templates: cover_letters.json. */
export const coverLettersUserData: UserDataPart<DemoSeed> = {
  feature: "coverletters",
  tables: ["cover_letter"],
  async export(zip, { db, userId }) {
    zip.json("cover_letters.json", () =>
      db
        .selectFrom("cover_letter")
        .select([
          "id",
          "title",
          "text",
          "formal",
          "active",
          "cover_letter_language",
          "created_at",
          "updated_at",
        ])
        .where("user_id", "=", userId)
        .orderBy("id")
        .execute(),
    );
  },
  async seedDemo({ db, userId, sample }) {
    for (const letter of sample.coverletters) await createCoverLetter(db, userId, letter);
  },
  async reset({ db, userId }) {
    await db.deleteFrom("cover_letter").where("user_id", "=", userId).execute();
  },
};
