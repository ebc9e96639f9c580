import type { Kysely } from "kysely";
import { columnTypes } from "../columns.ts";
import type { Dialect } from "../database.ts";

/**
 * The browser extension (issue 10): personal access tokens and the device-style connect requests.
 *
 * `apikey` is better-auth's API-key plugin's table with its own (camelCase) column names, as 0001 made
 * the other better-auth tables; `key` holds only the SHA-256 of a token. Unlike the plugin's generic
 * schema, referenceId is declared a foreign key of user.id, so a purge takes the tokens with the user.
 *
 * `extension_connect` holds one connect request from its start until a few minutes after it ended:
 * the device code only as a hash (it is what the extension trades for a token), the short user code
 * the signed-in user confirms in the web app, and who approved it.
 */
export function accessTokens(dialect: Dialect) {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("apikey")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("configId", "text", (c) => c.notNull().defaultTo("default"))
        .addColumn("name", "text")
        // The token's first characters, so a list can show which one is which without the token.
        .addColumn("start", "text")
        .addColumn("referenceId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("prefix", "text")
        .addColumn("key", "text", (c) => c.notNull())
        .addColumn("refillInterval", "integer")
        .addColumn("refillAmount", "integer")
        .addColumn("lastRefillAt", t.timestamp)
        .addColumn("enabled", t.boolean)
        .addColumn("rateLimitEnabled", t.boolean)
        .addColumn("rateLimitTimeWindow", "integer")
        .addColumn("rateLimitMax", "integer")
        .addColumn("requestCount", "integer")
        .addColumn("remaining", "integer")
        // When the token was last used (the list's "last used").
        .addColumn("lastRequest", t.timestamp)
        .addColumn("expiresAt", t.timestamp)
        .addColumn("createdAt", t.timestamp, (c) => c.notNull())
        .addColumn("updatedAt", t.timestamp, (c) => c.notNull())
        .addColumn("permissions", "text")
        .addColumn("metadata", "text")
        .execute();
      await db.schema.createIndex("apikey_key_idx").on("apikey").column("key").unique().execute();
      await db.schema.createIndex("apikey_referenceId_idx").on("apikey").column("referenceId").execute();
      await db.schema.createIndex("apikey_configId_idx").on("apikey").column("configId").execute();

      await db.schema
        .createTable("extension_connect")
        .addColumn("id", t.serial, t.idColumn)
        // SHA-256 (hex) of the device code the extension polls with.
        .addColumn("device_code_hash", "text", (c) => c.notNull().unique())
        // ABCD-2345: what the user sees in the extension and on the connect page.
        .addColumn("user_code", "text", (c) => c.notNull().unique())
        // The extension's label ("Chrome"), also the name of the token it receives.
        .addColumn("client", "text", (c) => c.notNull())
        // pending | approved | denied | consumed (the token was handed out)
        .addColumn("status", "text", (c) => c.notNull())
        // Who approved or denied it; null while pending.
        .addColumn("user_id", "text", (c) => c.references("user.id").onDelete("cascade"))
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("extension_connect_expires_idx")
        .on("extension_connect")
        .column("expires_at")
        .execute();
      await db.schema
        .createIndex("extension_connect_user_idx")
        .on("extension_connect")
        .column("user_id")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("extension_connect").execute();
      await db.schema.dropTable("apikey").execute();
    },
  };
}

/** The migration (db/migrate.ts finds it by its file name). */
export default accessTokens;
