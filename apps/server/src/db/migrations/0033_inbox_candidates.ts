import type { Kysely } from "kysely";

/**
 * Candidates of an unmatched reply (issue 39): a reply that names several of the user's applications
 * alike (one company, two jobs, no job named) is not guessed for; the ids it may belong to are kept
 * as a JSON array for the user to choose from. Replies read before have none (null).
 */
export function inboxCandidates() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("inbox_message").addColumn("candidates", "text").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default inboxCandidates;
