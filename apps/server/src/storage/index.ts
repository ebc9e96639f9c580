import path from "node:path";
import type { Config } from "../config.ts";
import { LocalDiskStorage } from "./local-disk.ts";
import type { FileStorage } from "./storage.ts";

export { FileMissingError, type FileStorage, newStorageKey } from "./storage.ts";

/** The storage of this installation: the local disk under DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, "dataDir">): FileStorage {
  return new LocalDiskStorage(path.join(config.dataDir, "files"));
}
