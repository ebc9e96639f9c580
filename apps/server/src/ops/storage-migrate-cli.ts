// `npm run storage:migrate -- --from local --to s3 [--delete-source]`: copies every stored file from one
// storage to the other and verifies each copy's SHA-256 (see ops/storage-migrate.ts). Uses the server's
// environment: DATA_DIR for the local disk, the S3_* variables for the bucket (whatever STORAGE says).
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { createFileStorage, type StorageKind } from "../storage/index.ts";
import { migrateStorage } from "./storage-migrate.ts";

const KINDS = ["local", "s3"] as const;

function kindOf(value: string | undefined, flag: string): StorageKind {
  if (!KINDS.includes(value as StorageKind)) {
    throw new Error(`--${flag} must be one of: ${KINDS.join(", ")}`);
  }
  return value as StorageKind;
}

try {
  const { values } = parseArgs({
    options: {
      from: { type: "string" },
      to: { type: "string" },
      "delete-source": { type: "boolean", default: false },
    },
  });
  const from = kindOf(values.from, "from");
  const to = kindOf(values.to, "to");
  if (from === to) throw new Error("--from and --to name the same storage");
  const config = loadConfig();
  const result = await migrateStorage(createFileStorage(config, from), createFileStorage(config, to), {
    deleteSource: values["delete-source"],
    log: (line) => console.log(line),
  });
  console.log(
    `${result.copied} copied, ${result.skipped} already there, ${result.failed.length} failed` +
      (values["delete-source"] ? `, ${result.deleted} originals deleted` : ""),
  );
  if (result.failed.length > 0) {
    console.error("Some files were not moved; run the command again (it resumes) before switching STORAGE.");
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
// The S3 client keeps sockets open for reuse; the work is done.
process.exit();
