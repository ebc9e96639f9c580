import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MIGRATION_FILE, migrationNames } from "./migrate.ts";

describe("the migration set", () => {
  it("is every migration file, in order, found by its name", () => {
    const files = readdirSync(new URL("./migrations/", import.meta.url)).filter(
      (f) => !f.endsWith(".test.ts"),
    );
    // A file that does not follow the pattern would silently never run.
    expect(files.filter((file) => !MIGRATION_FILE.test(file))).toEqual([]);
    const names = migrationNames();
    expect(names).toEqual(files.map((file) => file.replace(/\.ts$/, "")).sort());
    expect(names[0]).toBe("0001_foundation");
    expect(names).toContain("0031_sender_check");
  });

  it("has a migration function as each file's default export", async () => {
    for (const name of migrationNames()) {
      const module = (await import(`./migrations/${name}.ts`)) as { default?: unknown };
      expect(typeof module.default, name).toBe("function");
    }
  });
});
