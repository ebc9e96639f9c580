import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/** Accounts (better-auth's four tables), user settings, verification tokens, the mail queue, app settings. */
export function foundation(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("emailVerified", t.boolean, (c) => c.notNull())
        .addColumn("image", "text")
        .addColumn("createdAt", t.timestamp, (c) => c.notNull())
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("session")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("createdAt", t.timestamp, (c) => c.notNull())
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
        .addColumn("ipAddress", "text")
        .addColumn("userAgent", "text")
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .execute();
      await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
      await db.schema
        .createTable("account")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("accountId", "text", (c) => c.notNull())
        .addColumn("providerId", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("accessToken", "text")
        .addColumn("refreshToken", "text")
        .addColumn("idToken", "text")
        .addColumn("accessTokenExpiresAt", t.timestamp)
        .addColumn("refreshTokenExpiresAt", t.timestamp)
        .addColumn("scope", "text")
        .addColumn("password", "text")
        .addColumn("createdAt", t.timestamp, (c) => c.notNull())
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
      await db.schema
        .createTable("verification")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("identifier", "text", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("expiresAt", t.timestamp, (c) => c.notNull())
        .addColumn("createdAt", t.timestamp, (c) => c.notNull())
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("verification_identifier_idx")
        .on("verification")
        .column("identifier")
        .execute();

      await db.schema
        .createTable("user_settings")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().unique().references("user.id").onDelete("cascade"))
        .addColumn("language", "text", (c) => c.notNull().defaultTo("de"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("email_verification_token")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("email_verification_token_user_idx")
        .on("email_verification_token")
        .column("user_id")
        .execute();
      await db.schema
        .createTable("outgoing_mail")
        .addColumn("id", t.serial, t.idColumn)
        .addColumn("to_address", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("text_body", "text", (c) => c.notNull())
        .addColumn("html_body", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", t.timestamp, (c) => c.notNull())
        .addColumn("locked_until", t.timestamp)
        .addColumn("last_error", "text")
        .addColumn("failed", t.boolean, (c) => c.notNull().defaultTo(t.bool(false)))
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("outgoing_mail_due_idx")
        .on("outgoing_mail")
        .columns(["failed", "next_attempt_at"])
        .execute();
      await db.schema
        .createTable("app_setting")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("updated_at", t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default foundation;
