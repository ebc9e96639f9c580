import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * Stronger sign-in (issue 14): the tables of better-auth's two-factor plugin (the user's flag and the
 * encrypted TOTP secret with the backup codes) and of its passkey plugin, in better-auth's column
 * names like 0001; and the pending change of a user's e-mail address (its single-use link lives in
 * email_verification_token like every mailed link).
 */
export function twoFactor(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("user")
        .addColumn("twoFactorEnabled", t.boolean, (c) => c.defaultTo(t.bool(false)))
        .execute();
      await db.schema
        .createTable("twoFactor")
        .addColumn("id", "text", (c) => c.primaryKey())
        // Both encrypted with AUTH_SECRET by better-auth.
        .addColumn("secret", "text", (c) => c.notNull())
        .addColumn("backupCodes", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        // False while the set-up waits for the first code from the app.
        .addColumn("verified", t.boolean, (c) => c.defaultTo(t.bool(true)))
        .addColumn("failedVerificationCount", "integer", (c) => c.defaultTo(0))
        .addColumn("lockedUntil", t.timestamp)
        .execute();
      await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();
      await db.schema
        .createTable("passkey")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text")
        .addColumn("publicKey", "text", (c) => c.notNull())
        .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("credentialID", "text", (c) => c.notNull())
        .addColumn("counter", "integer", (c) => c.notNull())
        .addColumn("deviceType", "text", (c) => c.notNull())
        .addColumn("backedUp", t.boolean, (c) => c.notNull())
        .addColumn("transports", "text")
        .addColumn("createdAt", t.timestamp)
        .addColumn("aaguid", "text")
        .execute();
      await db.schema.createIndex("passkey_userId_idx").on("passkey").column("userId").execute();
      await db.schema.createIndex("passkey_credentialID_idx").on("passkey").column("credentialID").execute();
      await db.schema
        .createTable("email_change")
        // One pending change per user: asking again replaces it.
        .addColumn("user_id", "text", (c) => c.primaryKey().references("user.id").onDelete("cascade"))
        .addColumn("new_email", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("email_change").execute();
      await db.schema.dropTable("passkey").execute();
      await db.schema.dropTable("twoFactor").execute();
      await db.schema.alterTable("user").dropColumn("twoFactorEnabled").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default twoFactor;
