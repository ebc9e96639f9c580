import { readdirSync } from "node:fs";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { DatabaseHandle, Dialect } from "./database.ts";

/**
 * Set by scripts/server-build.mjs: the migration files of the built server, which has no migrations
 * folder beside it. From source the folder is read.
 */
declare const __MIGRATION_FILES__: readonly string[] | undefined;

/** A migration file's name: four digits, an underscore and words ("0031_sender_check.ts"). */
export const MIGRATION_FILE = /^\d{4}_[a-z0-9_]+\.ts$/;

/** The migrations' names in order, read off their files: adding one is adding its file. */
export function migrationNames(): string[] {
  const files =
    typeof __MIGRATION_FILES__ !== "undefined"
      ? __MIGRATION_FILES__
      : readdirSync(new URL("./migrations/", import.meta.url)).filter((file) => MIGRATION_FILE.test(file));
  return files.map((file) => file.replace(/\.ts$/, "")).sort();
}

type MigrationFactory = (dialect: Dialect) => Migration;

/** The one migration set; each file's default export writes the types for the dialect it runs on. */
async function migrations(dialect: Dialect): Promise<Record<string, Migration>> {
  const entries = await Promise.all(
    migrationNames().map(async (name) => {
      // A template literal esbuild reads as "every .ts file of migrations/", so the build carries them all.
      const module = (await import(`./migrations/${name}.ts`)) as { default?: MigrationFactory };
      if (typeof module.default !== "function") {
        throw new Error(`db/migrations/${name}.ts has no default export (its migration function)`);
      }
      return [name, module.default(dialect)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: Dialect) {}
  async getMigrations() {
    return migrations(this.dialect);
  }
}

/**
 * Brings the schema up to `name` and no further: tests use it to build a database as an earlier
 * release left it, then migrate it to the latest with data in it.
 */
export async function migrateTo(handle: DatabaseHandle, name: string): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticProvider(handle.dialect),
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateTo(name);
  if (error) throw new Error(`Migration to ${name} failed: ${String(error)}`, { cause: error });
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db: handle.db,
    provider: new StaticProvider(handle.dialect),
    // Numbers are reserved per issue (0009 arrived after 0011): an installed database runs a
    // lower-numbered newcomer instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`, { cause: error });
  }
}
