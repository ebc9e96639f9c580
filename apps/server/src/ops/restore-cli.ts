// `npm run restore -- FILE`: restores an archive of `npm run backup` into the empty data folder,
// database and file storage that the environment names (DATA_DIR, DATABASE_URL, STORAGE and S3_*).
// Run it before the first start of the app on that target.
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { createFileStorage } from "../storage/index.ts";
import { restoreBackup } from "./restore.ts";

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [file, extra] = positionals;
  if (!file || extra) throw new Error("Usage: npm run restore -- FILE");
  const config = loadConfig();
  const result = await restoreBackup(
    { config, storage: createFileStorage(config), log: (line) => console.log(line) },
    path.resolve(file),
  );
  console.log(`restored: ${result.database} database, ${result.files} files`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
process.exit();
