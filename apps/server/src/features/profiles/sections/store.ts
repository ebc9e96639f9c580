import type { Kysely } from "kysely";
import type { Db } from "../../../db/database.ts";
import { notFound } from "../../../http/errors.ts";
import { assertOwnProfile } from "../profiles.ts";
import { ownProfileIds } from "../scope.ts";

/** The child tables that have their own endpoints. */
export type ChildTable =
  | "profile_skills"
  | "profile_socialmedias"
  | "profile_educations"
  | "profile_workexperiences";

/** The same database seen without table types, so one store serves the four child tables. */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;

export type ChildSpec<Row, Out> = {
  table: ChildTable;
  order: ReadonlyArray<readonly [string, "asc" | "desc"]>;
  /** Rows to API objects; gets all rows of a call at once, so extra data loads in one query. */
  present: (db: Db, rows: Row[]) => Out[] | Promise<Out[]>;
};

/**
 * List, show, create, edit and delete for one child table of a profile. Every query filters
 * `profile_id in (the user's profiles)`, so another user's rows answer 404 like missing ones.
 */
export function childStore<Row, Out>(spec: ChildSpec<Row, Out>) {
  const loose = (db: Db) => db as unknown as LooseDb;
  const presentOne = async (db: Db, row: unknown) => (await spec.present(db, [row as Row]))[0]!;

  return {
    async list(db: Db, userId: string, profileId: number): Promise<Out[]> {
      await assertOwnProfile(db, userId, profileId);
      let query = loose(db)
        .selectFrom(spec.table)
        .selectAll()
        .where("profile_id", "=", profileId)
        .where("profile_id", "in", ownProfileIds(db, userId));
      for (const [column, direction] of spec.order) query = query.orderBy(column, direction);
      return spec.present(db, (await query.execute()) as Row[]);
    },

    async show(db: Db, userId: string, id: number): Promise<Out> {
      const row = await loose(db)
        .selectFrom(spec.table)
        .selectAll()
        .where("id", "=", id)
        .where("profile_id", "in", ownProfileIds(db, userId))
        .executeTakeFirst();
      if (!row) throw notFound();
      return presentOne(db, row);
    },

    async create(db: Db, userId: string, profileId: number, values: Record<string, unknown>): Promise<Out> {
      await assertOwnProfile(db, userId, profileId);
      const row = await loose(db)
        .insertInto(spec.table)
        .values({ ...values, profile_id: profileId })
        .returningAll()
        .executeTakeFirstOrThrow();
      return presentOne(db, row);
    },

    async edit(db: Db, userId: string, id: number, values: Record<string, unknown>): Promise<Out> {
      const row = await loose(db)
        .updateTable(spec.table)
        .set(values)
        .where("id", "=", id)
        .where("profile_id", "in", ownProfileIds(db, userId))
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return presentOne(db, row);
    },

    async remove(db: Db, userId: string, id: number): Promise<void> {
      const result = await loose(db)
        .deleteFrom(spec.table)
        .where("id", "=", id)
        .where("profile_id", "in", ownProfileIds(db, userId))
        .executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw notFound();
    },
  };
}
