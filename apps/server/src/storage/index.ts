import path from "node:path";
import type { Config } from "../config.ts";
import { LocalDiskStorage } from "./local-disk.ts";
import { S3Storage } from "./s3.ts";
import type { FileStorage } from "./storage.ts";

export { StorageFull, StorageQuota, type StorageUsage } from "./quota.ts";
export { FileMissingError, type FileStorage, newStorageKey } from "./storage.ts";

export type StorageKind = Config["storage"];

/**
 * A storage of this installation: the local disk under DATA_DIR/files, or the S3 bucket. Without a
 * kind, the one the installation is configured for (STORAGE).
 */
export function createFileStorage(
  config: Pick<Config, "dataDir" | "storage" | "s3">,
  kind: StorageKind = config.storage,
): FileStorage {
  if (kind === "s3") {
    if (!config.s3) throw new Error("S3 storage needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
    return new S3Storage(config.s3);
  }
  return new LocalDiskStorage(path.join(config.dataDir, "files"));
}
