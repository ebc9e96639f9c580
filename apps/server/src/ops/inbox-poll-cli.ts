// `npm run inbox:poll` (built like the other operator commands; from the sources: `node --import tsx
// apps/server/src/ops/inbox-poll-cli.ts`) with the server's environment (DATABASE_URL, DATA_DIR): one
// pass of the background job "inbox-reading" now, instead of waiting for the next few minutes. Each
// account's claim keeps it from being read twice beside a running server. The inbox journey uses it to
// read a reply it just delivered.
import path from "node:path";
import { loadConfig } from "../config.ts";
import { SecretBox } from "../crypto/secret-box.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { MailboxReader } from "../features/inbox/index.ts";
import { createFileStorage, StorageQuota } from "../storage/index.ts";
import { userDataParts } from "../user-data-parts.ts";

const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database);
  const reader = new MailboxReader({
    db: database.db,
    box: new SecretBox(config.authSecret),
    allowPrivateNetworks: config.mailAccountAllowPrivateNetworks,
    log: { warn: (obj, msg) => console.error(msg, JSON.stringify(obj)) },
    // The server's storage total applies here too: attachments past it are listed, not kept.
    quota: new StorageQuota({
      limitBytes: config.storageQuotaBytes,
      parts: userDataParts({
        storage: createFileStorage(config),
        exportsDir: path.join(config.dataDir, "exports"),
        billing: config.billing,
      }),
      dialect: database.dialect,
    }),
  });
  await reader.pollAll();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.destroy();
}
