import type { Kysely } from "kysely";

/**
 * The person's own name (issue 43): sign-up asks it besides the username, which better-auth keeps in
 * `user.name` and which is often a handle ("lena.de3"). Empty for everyone who signed up before:
 * they are greeted without a name rather than by their handle.
 */
export function personName() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("user").addColumn("person_name", "text").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default personName;
