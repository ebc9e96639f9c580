import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type RawBuilder, sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteOutboxMailsTo } from "../../src/mail/outbox.ts";
import { api, buildApplication } from "../support/applications.ts";
import { type CatalogueTable, readCatalogue } from "../support/catalogue.ts";
import { testDialects } from "../support/dialects.ts";
import { fillPayments } from "../support/payments.ts";
import { buildFullProfile } from "../support/profiles.ts";
import { buildJobAd, buildMailAccount } from "../support/rows.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { linkIn } from "../support/smtp.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const dataUrl = (bytes: Buffer, mime = "application/octet-stream") =>
  `data:${mime};base64,${bytes.toString("base64")}`;

/** Columns that name the owning user directly. */
const USER_COLUMNS = ["user_id", "userId"];

/**
 * Links the catalogue cannot show, used where it shows none: SQLite's full-text index keys its rows by
 * the application id (PostgreSQL's index table has a declared foreign key).
 */
const IMPLICIT_LINKS: Record<string, CatalogueTable["foreignKeys"]> = {
  application_search: [{ column: "rowid", table: "application", refColumn: "id" }],
  application_search_docsize: [{ column: "id", table: "application", refColumn: "id" }],
};

/**
 * Tables that hold no user's data: shared data and bookkeeping, in no feature's user-data part. A new
 * table that is in no part and not listed here fails the test until someone decides who owns it.
 */
const SHARED_TABLES: Record<string, string> = {
  app_setting: "the operator's settings",
  administrator: "operator configuration like ADMIN_EMAILS (npm run admin), by address, not by account",
  job_ad: "ads crawled for everyone; a user's marks link to them",
  job_source_state: "the crawler's state per source",
  job_lease: "the job runner's leases and state per job",
  rate_limit: "request counters by hashed token or client address",
  bot_check_used: "spent bot-check challenges by their random nonce, until they expire",
  sign_in_failure: "failed sign-ins counted per client address, for an hour",
  invoice_number: "the last invoice number given",
  stripe_event: "Stripe webhook events processed (ids and types only)",
  kysely_migration: "migration bookkeeping",
  kysely_migration_lock: "migration bookkeeping",
  sqlite_sequence: "SQLite's counters",
};

/** SQLite's full-text index keeps its pages in shadow tables named after it: they go with it. */
function tableOf(name: string, names: Set<string>): string {
  const shadow = /^(.+)_(data|idx|config|docsize|content)$/.exec(name);
  return shadow && names.has(shadow[1]!) ? shadow[1]! : name;
}

/** The tables whose rows belong to a user: a user column, or a link to a table whose rows do. */
function userLinkedTables(tables: CatalogueTable[]): Set<string> {
  const linked = new Set(tables.filter((t) => links(t).userColumns.length > 0).map((t) => t.name));
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of tables) {
      if (linked.has(table.name) || !links(table).foreignKeys.some((fk) => linked.has(fk.table))) continue;
      linked.add(table.name);
      grew = true;
    }
  }
  return linked;
}

type Owned = Map<string, Set<string | number>>;

/** The links of a table to the user: its user column and its foreign keys (declared or implicit). */
function links(table: CatalogueTable) {
  return {
    userColumns: table.name === "user" ? ["id"] : USER_COLUMNS.filter((c) => table.columns.has(c)),
    foreignKeys: table.foreignKeys.length > 0 ? table.foreignKeys : (IMPLICIT_LINKS[table.name] ?? []),
  };
}

/** The condition "this row belongs to the user", given the referenced values known to be theirs. */
function ownedCondition(table: CatalogueTable, userId: string, owned: Owned): RawBuilder<unknown> | null {
  const { userColumns, foreignKeys } = links(table);
  const parts: RawBuilder<unknown>[] = userColumns.map((c) => sql`${sql.ref(c)} = ${userId}`);
  for (const fk of foreignKeys) {
    const values = [...(owned.get(`${fk.table}.${fk.refColumn}`) ?? [])];
    if (values.length > 0) parts.push(sql`${sql.ref(fk.column)} in (${sql.join(values)})`);
  }
  return parts.length > 0 ? sql.join(parts, sql` or `) : null;
}

/**
 * Follows user columns and foreign keys until nothing new turns up: every value of a referenced
 * column (application.id, profiles.id, ...) in a row that belongs to the user.
 */
async function ownedValues(server: TestServer, tables: CatalogueTable[], userId: string): Promise<Owned> {
  const db = server.database.db;
  const referenced = new Map<string, string[]>();
  for (const table of tables) {
    for (const fk of links(table).foreignKeys) {
      referenced.set(fk.table, [...new Set([...(referenced.get(fk.table) ?? []), fk.refColumn])]);
    }
  }
  const owned: Owned = new Map();
  for (let changed = true; changed; ) {
    changed = false;
    for (const table of tables) {
      const columns = referenced.get(table.name);
      const condition = ownedCondition(table, userId, owned);
      if (!columns || !condition) continue;
      for (const column of columns) {
        const rows = await sql<{ v: string | number }>`
          select ${sql.ref(column)} as v from ${sql.table(table.name)} where ${condition}`.execute(db);
        const set = owned.get(`${table.name}.${column}`) ?? new Set();
        for (const { v } of rows.rows) {
          if (!set.has(v)) {
            set.add(v);
            changed = true;
          }
        }
        owned.set(`${table.name}.${column}`, set);
      }
    }
  }
  return owned;
}

/** Rows per table that belong to the user (by the values found before), and rows naming id or address. */
async function census(server: TestServer, tables: CatalogueTable[], user: TestUser, owned: Owned) {
  const db = server.database.db;
  const rows: Record<string, number> = {};
  const named: Record<string, number> = {};
  for (const table of tables) {
    const condition = ownedCondition(table, user.userId, owned);
    if (condition) {
      const res = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table.name)} where ${condition}`.execute(db);
      rows[table.name] = Number(res.rows[0]?.n ?? 0);
    }
    const textColumns = [...table.columns].filter(([, type]) => type === "text").map(([c]) => c);
    if (textColumns.length === 0) continue;
    const mentions = sql.join(
      textColumns.map(
        (c) =>
          sql`(${sql.ref(c)} = ${user.userId} or lower(${sql.ref(c)}) like ${`%${user.email.toLowerCase()}%`})`,
      ),
      sql` or `,
    );
    const res = await sql<{ n: number | string }>`
      select count(*) as n from ${sql.table(table.name)} where ${mentions}`.execute(db);
    named[table.name] = Number(res.rows[0]?.n ?? 0);
  }
  return { rows, named };
}

/** The stored files of the installation (DATA_DIR/files). */
function storedFiles(server: TestServer): string[] {
  try {
    return readdirSync(path.join(server.config.dataDir, "files"), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Gives the user one of everything: profile with picture and children, application with notes,
 *  appointment, documents linked to it, a cover letter, a sent mail with its CV, a mail account, a
 *  job mark, the calendar secret, a password-reset entry and a queued system mail. */
async function fillAccount(server: TestServer, user: TestUser, files: number) {
  const db = server.database.db;
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#08f" } })
    .png()
    .toBuffer();
  const profile = await buildFullProfile(server, user, dataUrl(png, "image/png"));
  const application = await buildApplication(server, user, { profile_id: profile.id });
  await api(server, user, "POST", "/api/profile/applications/edit", { id: application.id, status: "sent" });
  expect(
    (
      await api(server, user, "POST", "/api/application/notes/", {
        value: "Call back",
        application: { id: application.id },
      })
    ).status,
  ).toBe(200);
  expect(
    (
      await api(server, user, "POST", "/api/application/appointment/", {
        appointment_date: "2027-01-10T10:00",
        value: "Interview",
        application: { id: application.id },
      })
    ).status,
  ).toBe(200);
  for (let i = 0; i < files; i++) {
    const doc = await api(server, user, "POST", "/api/documents/", {
      file_string: dataUrl(PDF),
      file_name: `zeugnis-${i}.pdf`,
      original_name: `zeugnis-${i}.pdf`,
    });
    expect(doc.status, JSON.stringify(doc.body)).toBeLessThan(300);
    const linked = await api(
      server,
      user,
      "GET",
      `/api/document/application/connect/${application.id}/${doc.body.id}`,
    );
    expect(linked.status).toBe(200);
  }
  expect(
    (
      await api(server, user, "POST", "/api/application/coverletter/", {
        title: "Standard",
        text: "Sehr geehrte ...",
      })
    ).status,
  ).toBeLessThan(300);
  expect((await api(server, user, "POST", "/api/usersettings/calendar/regenerate")).status).toBe(200);
  // The browser extension: a token made by hand and an approved connect request.
  expect((await api(server, user, "POST", "/api/extension/tokens", { name: "Chrome" })).status).toBe(201);
  const connect = await server.app.inject({
    method: "POST",
    url: "/api/extension/connect/start",
    payload: { client: "Firefox" },
  });
  const { userCode } = connect.json();
  expect((await api(server, user, "POST", "/api/extension/connect/approve", { userCode })).status).toBe(200);
  // Stronger sign-in (0015): a two-factor set-up waiting for its first code (sign-in stays as it
  // is), a passkey, and a change of address waiting for its link.
  expect(
    (await api(server, user, "POST", "/api/account/two-factor/enable", { password: user.password })).status,
  ).toBe(200);
  // A passkey registration that was started: its challenge names the user inside a JSON value.
  const passkeyOptions = await server.app.inject({
    url: "/api/auth/passkey/generate-register-options",
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(passkeyOptions.statusCode).toBe(200);
  expect(
    (
      await api(server, user, "POST", "/api/account/email", {
        new_email: `moved-${randomBytes(5).toString("hex")}@example.com`,
        password: user.password,
      })
    ).status,
  ).toBe(200);
  const now = new Date().toISOString();
  const sent = await db
    .insertInto("sent_mail")
    .values({
      user_id: user.userId,
      application_id: application.id,
      recipient: "hr@example.org",
      subject: "Bewerbung",
      body: "Anbei meine Unterlagen",
      attachments: "[]",
      cv_file_name: "cv.pdf",
      follow_up: null,
      message_id: `<${user.userId}@test>`,
      status: "sent",
      error: null,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
      sent_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("sent_mail_cv").values({ sent_mail_id: sent.id, data: PDF }).execute();
  await db
    .insertInto("passkey")
    .values({
      id: randomBytes(12).toString("hex"),
      name: "Laptop",
      publicKey: randomBytes(32).toString("base64"),
      userId: user.userId,
      credentialID: randomBytes(16).toString("base64url"),
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
      createdAt: now,
    })
    .execute();
  await buildMailAccount(server, user, { secret_sealed: "sealed" });
  const ad = await buildJobAd(server);
  await db
    .insertInto("job_ad_mark")
    .values({
      user_id: user.userId,
      job_ad_id: ad.id,
      mark: "tracked",
      application_id: application.id,
      created_at: now,
    })
    .execute();
  await db
    .insertInto("verification")
    .values({
      id: `reset-${user.userId}`,
      identifier: `reset-password:${user.userId}-token`,
      value: user.userId,
      expiresAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  // Plans and payments (0018): billing details, a subscription, an invoice, a free-year request.
  await fillPayments(server, user.userId);
  await db
    .insertInto("outgoing_mail")
    .values({
      to_address: user.email,
      subject: "Undeliverable",
      text_body: "x",
      html_body: "x",
      attempts: 10,
      next_attempt_at: now,
      failed: true,
      created_at: now,
    })
    .execute();
}

describe.each(testDialects())("account purge on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  /** Requests and confirms the deletion through the API; returns the deletion date. */
  async function scheduleDeletion(user: TestUser): Promise<string> {
    const { code } = (await api(server, user, "GET", "/api/account/requestdelete")).body;
    expect((await api(server, user, "POST", "/api/account/requestdelete", { code })).status).toBe(200);
    await server.mailQueue.idle();
    const mail = await server.smtp.waitFor(user.email, (m) => m.text.includes("/settings/confirmdelete?"));
    const res = await server.app.inject({
      method: "GET",
      url: `/api/account/confirmdelete${linkIn(mail, "/settings/confirmdelete").search}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().date;
  }

  it("leaves no row and no file of a purged user in any table, ends the sessions, keeps the others' data", async () => {
    const victim = await verifiedUser(server);
    const bystander = await verifiedUser(server);
    await fillAccount(server, victim, 2);
    await fillAccount(server, bystander, 1);
    // A ready data export: its row and its zip (in the file storage once built) go too.
    expect((await api(server, victim, "POST", "/api/account/export")).status).toBe(202);
    await server.dataExports.idle();
    expect((await api(server, victim, "GET", "/api/account/export")).body.status).toBe("ready");
    const secondSession = await server.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: victim.email, password: victim.password },
    });
    expect(secondSession.statusCode).toBe(200);
    const date = await scheduleDeletion(victim);
    // The bystander's deletion is scheduled too, but not due yet.
    await scheduleDeletion(bystander);
    await server.database.db
      .updateTable("account_deletion")
      .set({ delete_at: new Date(Date.parse(date) + 30 * 86_400_000).toISOString() })
      .where("user_id", "=", bystander.userId)
      .execute();

    const tables = await readCatalogue(server.database.db, dialect);
    expect(tables.length).toBeGreaterThan(30);
    // Rows that name a user only by id or address (queued mails, password-reset entries) are found
    // by the text scan below: every table is either some feature's user data or shared.
    const names = new Set(tables.map((t) => t.name));
    const owned = new Set(server.userData.flatMap((part) => part.tables));
    const unclassified = tables
      .map((t) => t.name)
      .filter((name) => !owned.has(tableOf(name, names)) && !(name in SHARED_TABLES));
    expect(unclassified, "tables in no user-data part and not listed as shared").toEqual([]);

    const victimOwned = await ownedValues(server, tables, victim.userId);
    const bystanderOwned = await ownedValues(server, tables, bystander.userId);
    const victimBefore = await census(server, tables, victim, victimOwned);
    const bystanderBefore = await census(server, tables, bystander, bystanderOwned);
    // The check can fail: the victim had rows in every kind of table this test fills.
    for (const table of [
      "user",
      "session",
      "account",
      "user_settings",
      "account_deletion",
      "application",
      "application_status",
      "application_note",
      "application_appointment",
      "application_document",
      "profiles",
      "profile_pictures",
      "profile_skills",
      "profile_job_tasks",
      "cover_letter",
      "document",
      "sent_mail",
      "sent_mail_cv",
      "mail_account",
      "job_ad_mark",
      "data_export",
      "apikey",
      "extension_connect",
      "twoFactor",
      "passkey",
      "email_change",
      "payment_customer",
      "subscription",
      "invoice",
      "free_year_request",
      dialect === "sqlite" ? "application_search_docsize" : "application_search",
    ]) {
      expect(victimBefore.rows[table], table).toBeGreaterThan(0);
    }
    expect(victimBefore.rows.session).toBe(2);
    expect(victimBefore.named.outgoing_mail).toBe(1);
    // The password-reset entry and the passkey challenge.
    expect(victimBefore.named.verification).toBe(2);
    const filesBefore = storedFiles(server);
    // Two documents of the victim's, the bystander's document and the victim's export zip.
    expect(filesBefore).toHaveLength(4);

    const due = new Date(Date.parse(date) + 1000).toISOString();
    expect(await server.accountPurge.runOnce(new Date(Date.parse(date) - 60_000).toISOString())).toBe(0);
    expect(await server.accountPurge.runOnce(due)).toBe(1);

    const victimAfter = await census(server, tables, victim, victimOwned);
    const left = (counts: Record<string, number>) => Object.entries(counts).filter(([, n]) => n > 0);
    expect(left(victimAfter.rows), "rows of the purged user").toEqual([]);
    expect(left(victimAfter.named), "rows naming the purged user's id or address").toEqual([]);
    // Invoices stay for the legal retention period, unlinked from the account.
    const kept = await server.database.db
      .selectFrom("invoice")
      .select("user_id")
      .where("user_id", "is", null)
      .execute();
    expect(kept).toHaveLength(1);
    expect(await census(server, tables, bystander, bystanderOwned)).toEqual(bystanderBefore);

    const bystanderKey = await server.database.db
      .selectFrom("document")
      .select("storage_key")
      .where("user_id", "=", bystander.userId)
      .executeTakeFirstOrThrow();
    expect(storedFiles(server)).toEqual([bystanderKey.storage_key]);
    expect(readdirSync(path.join(server.config.dataDir, "exports")), "export zips").toEqual([]);

    for (const token of [victim.token, secondSession.json().token]) {
      const me = await server.app.inject({
        method: "GET",
        url: "/api/account/me",
        headers: authHeaders({ token, userId: victim.userId }),
      });
      expect(me.statusCode).toBe(401);
    }
    expect((await api(server, bystander, "GET", "/api/account/me")).status).toBe(200);
    expect((await api(server, bystander, "GET", "/api/account/goingtobedeleted")).body.state).toBe(
      "scheduled",
    );
    const signIn = await server.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: victim.email, password: victim.password },
    });
    expect(signIn.statusCode).toBe(401);
    // Running again finds nothing more to do.
    expect(await server.accountPurge.runOnce(due)).toBe(0);
  });

  it("gives every table that links to a user to exactly one feature's user-data part", async () => {
    const tables = await readCatalogue(server.database.db, dialect);
    const names = new Set(tables.map((t) => t.name));
    const owners = new Map<string, string[]>();
    for (const part of server.userData) {
      for (const table of part.tables) owners.set(table, [...(owners.get(table) ?? []), part.feature]);
    }
    expect(
      [...owners].filter(([, features]) => features.length > 1),
      "tables in two parts",
    ).toEqual([]);
    // Nothing is listed that does not exist (a renamed table would hide here).
    expect([...owners.keys()].filter((name) => !names.has(name))).toEqual([]);
    const linked = userLinkedTables(tables);
    expect(linked.size).toBeGreaterThan(30);
    const unowned = [...linked].filter((name) => !owners.has(tableOf(name, names)));
    expect(unowned, "tables with user data in no feature's part").toEqual([]);
    expect(Object.keys(SHARED_TABLES).filter((name) => owners.has(name) || linked.has(name))).toEqual([]);
  });

  it("npm run accounts:purge deletes the accounts that are due", async () => {
    const user = await verifiedUser(server);
    await fillAccount(server, user, 1);
    await scheduleDeletion(user);
    await server.database.db
      .updateTable("account_deletion")
      .set({ delete_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.userId)
      .execute();
    const { stdout } = await promisify(execFile)("npm", ["run", "--silent", "accounts:purge"], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: server.config.dataDir,
        DATABASE_URL: server.config.database.kind === "postgres" ? server.config.database.url : "",
        LOG_LEVEL: "silent",
      },
    });
    expect(stdout).toContain(`deleted account ${user.userId}: 1 stored files`);
    const rows = await server.database.db
      .selectFrom("user")
      .select("id")
      .where("id", "=", user.userId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe("outbox mails of a purged user", () => {
  it("are removed by address, whatever the header folding, and the others stay", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "jah-outbox-"));
    try {
      const mail = (to: string) => `From: JAH <no-reply@localhost>\nTo: ${to}\nSubject: Hi\n\nBody\n`;
      writeFileSync(path.join(dir, "1-a.eml"), mail("Anna <Anna@Example.com>"));
      writeFileSync(path.join(dir, "2-b.eml"), mail("\n anna@example.com"));
      writeFileSync(path.join(dir, "3-c.eml"), mail("hanna@example.com"));
      writeFileSync(path.join(dir, "4-d.eml"), "From: x\nTo: bob@example.com\nSubject: anna@example.com\n\n");
      expect(await deleteOutboxMailsTo(dir, "anna@example.com")).toBe(2);
      expect(readdirSync(dir).sort()).toEqual(["3-c.eml", "4-d.eml"]);
      expect(await deleteOutboxMailsTo(path.join(dir, "missing"), "anna@example.com")).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
