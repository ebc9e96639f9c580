import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/database.ts";
import { migrateTo } from "../../src/db/migrate.ts";

// Migration 0027 rebuilds inbox_message on SQLite (SQLite cannot drop NOT NULL) and sets the
// attachments aside while it does. A database that already holds replies must keep every row, index
// and foreign key: built here at 0026 as the release before left it, filled, then migrated.
const dir = mkdtempSync(path.join(os.tmpdir(), "jah-migration-0027-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Column = { name: string; type: string; notnull: number; dflt_value: unknown; pk: number };

/** Inserts a row, filling every other required column without a default with a plain value of its type. */
function insert(db: Sqlite.Database, table: string, values: Record<string, unknown>): number {
  const columns = db.prepare(`pragma table_info("${table}")`).all() as Column[];
  const row: Record<string, unknown> = { ...values };
  for (const c of columns) {
    if (c.name in row || !c.notnull || c.dflt_value !== null || (c.pk && /int/i.test(c.type))) continue;
    row[c.name] = /int|real|num/i.test(c.type) ? 0 : "2026-11-01T00:00:00.000Z";
  }
  const names = Object.keys(row);
  const result = db
    .prepare(
      `insert into "${table}" (${names.map((n) => `"${n}"`).join(", ")}) values (${names.map(() => "?").join(", ")})`,
    )
    .run(...names.map((n) => row[n]));
  return Number(result.lastInsertRowid);
}

describe("migration 0027 on a SQLite database with replies", () => {
  it("keeps every reply, attachment, index and foreign key, and lets a reply have no mail account", async () => {
    const file = path.join(dir, "app.sqlite");
    const handle = openDatabase({ database: { kind: "sqlite", file } });
    await migrateTo(handle, "0026_inbox");
    await handle.destroy();

    const raw = new Sqlite(file);
    raw.pragma("foreign_keys = ON");
    insert(raw, "user", { id: "u1", email: "ada@example.com", name: "Ada" });
    const account = insert(raw, "mail_account", { user_id: "u1" });
    const application = insert(raw, "application", { user_id: "u1" });
    const reply = (values: Record<string, unknown>) =>
      insert(raw, "inbox_message", {
        user_id: "u1",
        mail_account_id: account,
        folder: "INBOX",
        message_id: `<${Math.random()}@example.com>`,
        from_address: "hr@example.com",
        received_at: "2026-11-20T09:00:00.000Z",
        created_at: "2026-11-20T09:00:01.000Z",
        ...values,
      });
    const matched = reply({ uid: 1, application_id: application, subject: "Einladung", state: "open" });
    const unmatched = reply({ uid: 2, subject: "Newsletter", state: "open" });
    insert(raw, "inbox_attachment", {
      inbox_message_id: matched,
      user_id: "u1",
      name: "anfahrt.pdf",
      mime: "application/pdf",
      size: 4,
      data: Buffer.from("%PDF"),
    });
    const indexesBefore = raw
      .prepare(
        "select name, sql from sqlite_master where type = 'index' and tbl_name in ('inbox_message', 'inbox_attachment') and sql is not null order by name",
      )
      .all();
    raw.close();

    const again = openDatabase({ database: { kind: "sqlite", file } });
    await migrateTo(again, "0027_inbox_demo");
    await again.destroy();

    const after = new Sqlite(file);
    after.pragma("foreign_keys = ON");
    const messages = after
      .prepare("select id, application_id, subject, mail_account_id from inbox_message order by id")
      .all();
    expect(messages).toEqual([
      { id: matched, application_id: application, subject: "Einladung", mail_account_id: account },
      { id: unmatched, application_id: null, subject: "Newsletter", mail_account_id: account },
    ]);
    expect(after.prepare("select inbox_message_id, name, data from inbox_attachment").all()).toEqual([
      { inbox_message_id: matched, name: "anfahrt.pdf", data: Buffer.from("%PDF") },
    ]);
    const indexesAfter = after
      .prepare(
        "select name, sql from sqlite_master where type = 'index' and tbl_name in ('inbox_message', 'inbox_attachment') and sql is not null order by name",
      )
      .all();
    expect(indexesAfter).toEqual(indexesBefore);
    expect(after.pragma("foreign_key_check")).toEqual([]);
    const column = (after.prepare(`pragma table_info("inbox_message")`).all() as Column[]).find(
      (c) => c.name === "mail_account_id",
    );
    expect(column?.notnull).toBe(0);

    // A demo reply without a mail account is allowed now; deleting the application still takes its
    // replies and their attachments with it.
    insert(after, "inbox_message", {
      user_id: "u1",
      mail_account_id: null,
      folder: "demo",
      uid: 3,
      message_id: "<demo@example.com>",
      from_address: "hr@example.com",
      received_at: "2026-11-21T09:00:00.000Z",
      created_at: "2026-11-21T09:00:01.000Z",
    });
    after.prepare("delete from application where id = ?").run(application);
    expect(after.prepare("select count(*) as n from inbox_message where id = ?").get(matched)).toEqual({
      n: 0,
    });
    expect(after.prepare("select count(*) as n from inbox_attachment").get()).toEqual({ n: 0 });
    after.close();
  });
});
