// `npm run backup -- --out FILE`: one archive with the database, the stored files and a manifest of
// checksums (see ops/backup.ts), made while the app runs, with the server's environment (DATA_DIR,
// DATABASE_URL, STORAGE and S3_*).
import path from "node:path";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { createFileStorage } from "../storage/index.ts";
import { createBackup } from "./backup.ts";

try {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  if (!values.out) throw new Error("Usage: npm run backup -- --out FILE");
  const out = path.resolve(values.out);
  const config = loadConfig();
  const manifest = await createBackup(
    { config, storage: createFileStorage(config), log: (line) => console.log(line) },
    out,
  );
  console.log(
    `backup written to ${out} (${manifest.entries.length} entries, manifest with SHA-256 checksums)`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
}
// The S3 client keeps sockets open for reuse; the work is done.
process.exit();
