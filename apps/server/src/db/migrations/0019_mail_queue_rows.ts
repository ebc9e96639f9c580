import { type Kysely, sql } from "kysely";

type Waiting = { id: number; user_id: string; attachments: string };
type StoredFile = { document_id: number; key?: string };

/**
 * Gives the mails still waiting (queued, or cut off mid-send) the storage key of each chosen document,
 * as the queue reads its files since 0019. A document deleted already gets no key: the mail fails with
 * the file's name, as it did before.
 */
export async function addAttachmentKeys<DB>(db: Kysely<DB>): Promise<void> {
  const waiting = await sql<Waiting>`
    select id, user_id, attachments from sent_mail where status in ('queued', 'sending')`.execute(db);
  for (const mail of waiting.rows) {
    const files = JSON.parse(mail.attachments) as StoredFile[];
    if (files.length === 0) continue;
    const documents = await sql<{ id: number; storage_key: string }>`
      select id, storage_key from document where user_id = ${mail.user_id}`.execute(db);
    const keys = new Map(documents.rows.map((d) => [Number(d.id), d.storage_key]));
    const keyed = files.map((file) => {
      const key = keys.get(file.document_id);
      return key ? { ...file, key } : file;
    });
    await sql`update sent_mail set attachments = ${JSON.stringify(keyed)} where id = ${mail.id}`.execute(db);
  }
}

/**
 * The mail queue owns its rows (issue 22): the compose feature hands it a message and the queue sends
 * it without asking the feature back. So a row carries what delivery needs: its files' storage keys
 * (in `attachments`) and a reason known at Send why it must not go out (`refusal`, a demo account).
 */
export function mailQueueRows() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("sent_mail").addColumn("refusal", "text").execute();
      await addAttachmentKeys(db);
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default mailQueueRows;
