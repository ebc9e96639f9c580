import { groupByParent, type UserDataPart } from "../../db/user-data.ts";
import type { DemoSeed } from "../demo/index.ts";
import { createNote } from "./notes.ts";

/** The notes on applications: in applications.json under each application's "notes". */
export const applicationNotesUserData: UserDataPart<DemoSeed> = {
  feature: "application-notes",
  tables: ["application_note"],
  async export(zip, { db, userId }) {
    zip.children("applications.json", "notes", async (ids) =>
      groupByParent(
        await db
          .selectFrom("application_note")
          .select(["id", "application_id", "value", "date"])
          .where("user_id", "=", userId)
          .where("application_id", "in", ids)
          .orderBy("id")
          .execute(),
        "application_id",
      ),
    );
  },
  async seedDemo({ db, userId, sample, ids, ago }) {
    for (const application of sample.applications) {
      const id = ids.of(application);
      for (const note of application.notes) await createNote(db, userId, id, note.value, ago(note.days_ago));
    }
  },
  async reset({ db, userId }) {
    await db.deleteFrom("application_note").where("user_id", "=", userId).execute();
  },
};
