// The floor rules of `npm run lint` (.dependency-cruiser*.cjs) on a small tree written for the test: each
// kind of wrong import is reported under its rule, and the allowed ones are not.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const depcruise = path.join(root, "node_modules", ".bin", "depcruise");

/** file -> its source: an import per target, relative to the file. */
const TREE = {
  "apps/server/src/config.ts": ["./db/database.ts"],
  "apps/server/src/db/database.ts": ["../features/notes/notes.ts"],
  "apps/server/src/db/migrations/0001.ts": ["../../features/notes/index.ts"],
  "apps/server/src/app.ts": ["./features/notes/index.ts", "./features/tags/tags.ts"],
  "apps/server/src/features/notes/index.ts": ["./notes.ts"],
  "apps/server/src/features/notes/notes.ts": ["../../db/database.ts", "../tags/index.ts"],
  "apps/server/src/features/tags/index.ts": ["./tags.ts"],
  "apps/server/src/features/tags/tags.ts": ["../notes/notes.ts", "../../app.ts"],
  "apps/web/src/ui/Button.tsx": ["../features/home/index.ts"],
  "apps/web/src/api/client.ts": ["../shell/Layout.tsx"],
  "apps/web/src/shell/Layout.tsx": ["../features/home/index.ts", "../features/home/HomePage.tsx"],
  "apps/web/src/features/home/index.ts": ["./HomePage.tsx"],
  "apps/web/src/features/home/HomePage.tsx": ["../../ui/Button.tsx", "../../shell/Layout.tsx"],
  "packages/shared/src/index.ts": ["../../../apps/server/src/config.ts"],
  "e2e/support/totp.ts": ["../../apps/server/test/support/totp.ts"],
  "apps/server/test/support/totp.ts": [],
};

let dir;

/** The violations dependency-cruiser reports with `config`, as "rule: from -> to" lines. */
function violations(config, paths) {
  let out;
  try {
    out = execFileSync(depcruise, ["--config", path.join(root, config), ...paths, "--output-type", "json"], {
      cwd: dir,
      encoding: "utf8",
    });
  } catch (error) {
    // The command exits non-zero when it finds errors; the report is still on stdout.
    out = error.stdout;
  }
  return JSON.parse(out)
    .summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)
    .sort();
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "layers-"));
  for (const [file, imports] of Object.entries(TREE)) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    const lines = imports.map((target, i) => `import * as m${i} from "${target}";\nconsole.log(m${i});`);
    writeFileSync(path.join(dir, file), `${lines.join("\n")}\nexport const here = 1;\n`);
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the floor rules", () => {
  const found = () => violations(".dependency-cruiser.cjs", ["apps", "packages"]);

  it("stop the server's platform and config from importing upward", () => {
    expect(found()).toEqual(
      expect.arrayContaining([
        "server-config-first: apps/server/src/config.ts -> apps/server/src/db/database.ts",
        "server-platform-not-features: apps/server/src/db/database.ts -> apps/server/src/features/notes/notes.ts",
        "server-migrations-self-contained: apps/server/src/db/migrations/0001.ts -> apps/server/src/features/notes/index.ts",
        "server-features-not-wiring: apps/server/src/features/tags/tags.ts -> apps/server/src/app.ts",
      ]),
    );
  });

  it("let features and the wiring in only through a feature's index.ts", () => {
    const list = found();
    expect(list).toEqual(
      expect.arrayContaining([
        "server-feature-front-door: apps/server/src/features/tags/tags.ts -> apps/server/src/features/notes/notes.ts",
        "server-wiring-front-door: apps/server/src/app.ts -> apps/server/src/features/tags/tags.ts",
        "web-shell-front-door: apps/web/src/shell/Layout.tsx -> apps/web/src/features/home/HomePage.tsx",
      ]),
    );
    // Through the front door is allowed, from the wiring, the shell and other features.
    expect(list.filter((v) => v.includes("front-door") && v.endsWith("/index.ts"))).toEqual([]);
  });

  it("find cycles between modules and between feature folders", () => {
    const list = found();
    expect(list.some((v) => v.startsWith("no-circular: apps/server/src/features/notes/notes.ts"))).toBe(true);
    expect(list.some((v) => v.startsWith("no-circular-folders: apps/server/src/features/notes"))).toBe(true);
  });

  it("keep the web's building blocks and platform below features and the shell", () => {
    expect(found()).toEqual(
      expect.arrayContaining([
        "web-ui-not-features: apps/web/src/ui/Button.tsx -> apps/web/src/features/home/index.ts",
        "web-platform-not-features: apps/web/src/api/client.ts -> apps/web/src/shell/Layout.tsx",
        "web-features-not-shell: apps/web/src/features/home/HomePage.tsx -> apps/web/src/shell/Layout.tsx",
      ]),
    );
  });

  it("stop packages from importing apps", () => {
    expect(found()).toContain("packages-not-apps: packages/shared/src/index.ts -> apps/server/src/config.ts");
  });

  it("keep each workspace's tests on their own helpers", () => {
    expect(violations(".dependency-cruiser.tests.cjs", ["apps", "packages", "e2e"])).toContain(
      "own-test-helpers: e2e/support/totp.ts -> apps/server/test/support/totp.ts",
    );
  });
});
