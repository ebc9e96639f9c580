// `npm run accounts:purge`: deletes now every account whose deletion date has passed, and every demo
// account older than 24 hours, as the hourly jobs of the running server do, with the same environment
// (DATABASE_URL, DATA_DIR, ...).
import path from "node:path";
import { loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { purgeDueAccounts } from "./features/account/purge.ts";
import { purgeExpiredDemoAccounts } from "./features/demo/cleanup.ts";
import { subscriptionCanceller } from "./features/payments/index.ts";
import { createFileStorage } from "./storage/index.ts";

const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateToLatest(database);
  const purged = await purgeDueAccounts({
    db: database.db,
    storage: createFileStorage(config),
    outboxDir: config.smtpUrl ? null : config.outboxDir,
    exportsDir: path.join(config.dataDir, "exports"),
    cancelSubscriptions: subscriptionCanceller(database.db, config.billing),
  });
  for (const { userId, files, exportFiles, outboxMails } of purged) {
    console.log(
      `deleted account ${userId}: ${files} stored files, ${exportFiles} export files, ${outboxMails} outbox mails`,
    );
  }
  console.log(`${purged.length} account${purged.length === 1 ? "" : "s"} deleted`);
  const demos = await purgeExpiredDemoAccounts({
    db: database.db,
    storage: createFileStorage(config),
    outboxDir: config.outboxDir,
    exportsDir: path.join(config.dataDir, "exports"),
  });
  console.log(`${demos.length} demo account${demos.length === 1 ? "" : "s"} deleted`);
} finally {
  await database.destroy();
}
