import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/database.ts";
import { migrateTo, migrateToLatest } from "../../src/db/migrate.ts";
import { testDialects } from "../support/dialects.ts";
import { createScratchDatabase } from "../support/postgres.ts";

// Migration 0031 gives every reply the receiving server's verdict on its sender. Replies read before
// were never checked: "none" (shown as not verified), except the demo's sample replies (no mail
// account), which stand for checked mail. Built here at 0028 as the release before left it, filled,
// then migrated.
const dir = mkdtempSync(path.join(os.tmpdir(), "jah-migration-0031-"));
const drops: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const drop of drops) await drop();
  rmSync(dir, { recursive: true, force: true });
});

async function open(dialect: string): Promise<DatabaseHandle> {
  if (dialect === "sqlite") {
    return openDatabase({ database: { kind: "sqlite", file: path.join(dir, `${Math.random()}.sqlite`) } });
  }
  const scratch = await createScratchDatabase();
  drops.push(scratch.drop);
  return openDatabase({ database: { kind: "postgres", url: scratch.url, poolSize: 2 } });
}

/** Inserts a row, filling every other required column without a default with a plain value of its type. */
// biome-ignore lint/suspicious/noExplicitAny: the tables as an earlier release left them, untyped
async function insert(db: Kysely<any>, table: string, values: Record<string, unknown>): Promise<number> {
  const meta = (await db.introspection.getTables()).find((t) => t.name === table)!;
  const row: Record<string, unknown> = { ...values };
  for (const c of meta.columns) {
    if (c.name in row || c.isNullable || c.hasDefaultValue || c.isAutoIncrementing) continue;
    const type = c.dataType.toLowerCase();
    row[c.name] = /int|real|num/.test(type)
      ? 0
      : type === "bool"
        ? false
        : type === "date"
          ? "2026-11-01"
          : type.startsWith("timestamp")
            ? "2026-11-01T00:00:00.000Z"
            : "x";
  }
  const inserted = await db.insertInto(table).values(row).returningAll().executeTakeFirstOrThrow();
  return Number(inserted.id);
}

describe.each(testDialects())("migration 0031 on %s", (dialect) => {
  it("marks replies read before as unchecked and the demo's sample replies as verified", async () => {
    const handle = await open(dialect);
    try {
      await migrateTo(handle, "0028_gmail_reading");
      // biome-ignore lint/suspicious/noExplicitAny: see insert
      const db = handle.db as unknown as Kysely<any>;
      await insert(db, "user", { id: "u1", email: "ada@example.com", name: "Ada" });
      const account = await insert(db, "mail_account", { user_id: "u1" });
      const application = await insert(db, "application", { user_id: "u1" });
      const reply = (values: Record<string, unknown>) =>
        insert(db, "inbox_message", {
          user_id: "u1",
          folder: "INBOX",
          uid: 0,
          message_id: `<${Math.random()}@example.com>`,
          from_address: "hr@example.com",
          received_at: "2026-11-20T09:00:00.000Z",
          created_at: "2026-11-20T09:00:01.000Z",
          ...values,
        });
      const read = await reply({ mail_account_id: account, application_id: application, subject: "Gelesen" });
      const demo = await reply({ mail_account_id: null, application_id: application, subject: "Demo" });

      await migrateToLatest(handle);
      const rows = await handle.db
        .selectFrom("inbox_message")
        .select(["id", "sender_check"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        { id: read, sender_check: "none" },
        { id: demo, sender_check: "verified" },
      ]);
    } finally {
      await handle.destroy();
    }
  });
});
