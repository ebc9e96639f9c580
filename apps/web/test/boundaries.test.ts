import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const webDir = join(import.meta.dirname, "..");

/** Every TypeScript file of the web app and its build scripts (not the build output). */
function sources(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (["node_modules", "dist", "dist-ssr", "public"].includes(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, found);
    else if (/\.(ts|tsx|mts)$/.test(name)) found.push(path);
  }
  return found;
}

describe("the web app's boundaries", () => {
  it("imports nothing from the server: what both need lives in a package", () => {
    const specifier = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
    const reaching = sources(webDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(specifier)]
        .map((match) => match[1]!)
        .filter(
          (target) =>
            target.includes("apps/server") || /(^|\/)\.\.\/server\//.test(target) || target === "@jah/server",
        )
        .map((target) => `${relative(webDir, file)} → ${target}`),
    );
    expect(reaching).toEqual([]);
  });
});
