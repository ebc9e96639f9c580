import { applicationFieldsSchema } from "@jah/shared";
import { EXPORT_PAGE_SIZE, groupByParent, type UserDataPart } from "../../db/user-data.ts";
import type { DemoSeed } from "../demo/index.ts";
import { createApplication, editApplication } from "./applications.ts";

/**
 * applications.json: each application's columns, then these lists in this order, filled by the part
 * that keeps them (notes, appointments, the status history of this part, the attached documents).
 */
const APPLICATION_SLOTS = ["notes", "appointments", "status_history", "documents"];

/**
 * The applications' part: the applications with their status timeline and their full-text index
 * (SQLite's shadow tables go with it). Notes, appointments, attached documents and sent mails are
 * their features' own; they go with the application by the cascade.
 */
export const applicationsUserData: UserDataPart<DemoSeed> = {
  feature: "applications",
  tables: ["application", "application_status", "application_search"],
  async export(zip, { db, userId }) {
    zip.fact("applications", async () => {
      const row = await db
        .selectFrom("application")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });
    zip.jsonPages(
      "applications.json",
      async (afterId) => {
        const rows = await db
          .selectFrom("application")
          .selectAll()
          .where("user_id", "=", userId)
          .where("id", ">", afterId)
          .orderBy("id")
          .limit(EXPORT_PAGE_SIZE)
          .execute();
        // Bookkeeping columns (the owner, the insights' week and answer time) are not data about the person.
        return rows.map(({ user_id: _user, sent_week: _week, answer_tenths: _tenths, ...row }) => row);
      },
      { slots: APPLICATION_SLOTS },
    );
    // The ids are the user's own applications (the page above).
    zip.children("applications.json", "status_history", async (ids) =>
      groupByParent(
        await db
          .selectFrom("application_status")
          .select(["application_id", "status", "created"])
          .where("application_id", "in", ids)
          .orderBy("created")
          .orderBy("id")
          .execute(),
        "application_id",
      ),
    );
  },
  // Created with the first status, then moved through the others like the status dropdown does.
  async seedDemo({ db, userId, sample, ids, ago, dateIn }) {
    for (const application of sample.applications) {
      const {
        history,
        notes: _notes,
        appointments: _appointments,
        follow_up_in_days,
        ...fields
      } = application;
      const [first, ...later] = history;
      const created = ago(first!.days_ago);
      const checked = applicationFieldsSchema.parse({
        ...fields,
        status: first!.status,
        date: created.slice(0, 10),
        follow_up: follow_up_in_days === undefined ? null : dateIn(follow_up_in_days),
      });
      const { id } = await createApplication(db, userId, checked, created);
      for (const step of later)
        await editApplication(db, userId, { id, status: step.status }, ago(step.days_ago));
      ids.set(application, id);
    }
  },
  async reset({ db, userId }) {
    await db.deleteFrom("application").where("user_id", "=", userId).execute();
  },
};
