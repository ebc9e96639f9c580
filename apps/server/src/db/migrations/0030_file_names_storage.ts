import { safeFileName } from "@jah/shared";
import { type Kysely, sql } from "kysely";

type Row = { id: number } & Record<string, string>;

/** Rows read per page while the names are cleaned: a large installation is never read in one piece. */
const PAGE = 500;

/**
 * Safe file names and a storage total (issue 37).
 *
 * - Every stored file name gets the rule new names get (`safeFileName` in @jah/shared: the base name
 *   only, no control or invisible formatting characters, NFC, a length cap): documents' original and
 *   display names, reply attachments' names, and the CV's and the attached documents' names of sent
 *   mails. The rule is the live one on purpose: applying it twice changes nothing, so a database that
 *   reaches this migration later is cleaned to the rule it will be served with.
 * - A reply attachment may be listed without its bytes (`not_stored`: "storage-full" when the user's
 *   total was full, "reply-too-big" past the reply's own limit), and the total is summed per user.
 */
export function fileNamesStorage() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("inbox_attachment").addColumn("not_stored", "text").execute();
      await db.schema
        .createIndex("inbox_attachment_user_idx")
        .on("inbox_attachment")
        .column("user_id")
        .execute();

      await rewrite(db, "document", ["original_name", "name"], (row) => ({
        original_name: safeFileName(row.original_name!),
        name: safeFileName(row.name!),
      }));
      await rewrite(db, "inbox_attachment", ["name"], (row) => ({
        name: safeFileName(row.name!, "attachment"),
      }));
      await rewrite(db, "sent_mail", ["cv_file_name", "attachments"], (row) => ({
        cv_file_name: safeFileName(row.cv_file_name!, "cv.pdf"),
        attachments: cleanAttachmentList(row.attachments!),
      }));
    },
  };
}

/** Writes the cleaned values of every row of `table` whose values the cleaning changes, page by page. */
async function rewrite(
  db: Kysely<unknown>,
  table: string,
  columns: string[],
  clean: (row: Row) => Record<string, string>,
): Promise<void> {
  const selected = sql.join(columns.map((c) => sql.ref(c)));
  for (let after = 0; ; ) {
    const { rows } = await sql<Row>`select id, ${selected} from ${sql.table(table)}
      where id > ${after} order by id limit ${PAGE}`.execute(db);
    if (rows.length === 0) return;
    for (const row of rows) {
      const changed = Object.entries(clean(row)).filter(([column, value]) => row[column] !== value);
      if (changed.length === 0) continue;
      const set = sql.join(changed.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
      await sql`update ${sql.table(table)} set ${set} where id = ${row.id}`.execute(db);
    }
    after = rows[rows.length - 1]!.id;
  }
}

/** A sent mail's attachment list (JSON: [{ document_id, name, size, mime, key }]) with safe names. */
function cleanAttachmentList(json: string): string {
  let list: unknown;
  try {
    list = JSON.parse(json);
  } catch {
    return json; // not ours to repair
  }
  if (!Array.isArray(list)) return json;
  let changed = false;
  const cleaned = (list as unknown[]).map((entry) => {
    const name = (entry as { name?: unknown } | null)?.name;
    if (typeof name !== "string" || safeFileName(name) === name) return entry;
    changed = true;
    return { ...(entry as object), name: safeFileName(name) };
  });
  return changed ? JSON.stringify(cleaned) : json;
}

/** The migration (db/migrate.ts finds it by its file name). */
export default fileNamesStorage;
