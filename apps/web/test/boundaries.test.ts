import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
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

  it("gives every feature a front door: an index.ts other features and the shell import", () => {
    const features = join(webDir, "src/features");
    const without = readdirSync(features).filter(
      (name) =>
        statSync(join(features, name)).isDirectory() &&
        !existsSync(join(features, name, "index.ts")) &&
        !existsSync(join(features, name, "index.tsx")),
    );
    expect(without).toEqual([]);
  });

  it("imports no feature module for its side effects alone (the build drops unused feature modules)", () => {
    // vite.config.ts declares the feature modules free of side effects, so a bundle keeps only what
    // it uses of a feature's index; a bare import of one would silently do nothing in the build.
    const bare = /^\s*import\s+["'](\.[^"']+\.tsx?)["']/gm;
    const features = join(webDir, "src/features");
    const effects = sources(join(webDir, "src")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(bare)]
        .map((match) => match[1]!)
        .filter((target) => !relative(features, resolve(dirname(file), target)).startsWith(".."))
        .map((target) => `${relative(webDir, file)} → ${target}`),
    );
    expect(effects).toEqual([]);
  });
});
