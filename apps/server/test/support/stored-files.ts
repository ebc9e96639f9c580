import { readdirSync } from "node:fs";
import path from "node:path";
import type { TestServer } from "./server.ts";

/** Every stored file under DATA_DIR/files (temporary files included). */
export function storedFiles(server: TestServer): string[] {
  const root = path.join(server.config.dataDir, "files");
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}
