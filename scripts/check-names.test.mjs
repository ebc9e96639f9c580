import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { namingProblems } from "./check-names.mjs";

/** A repository tree with the given folders (and files, for names ending in .ts). */
function tree(paths) {
  const root = mkdtempSync(path.join(tmpdir(), "names-"));
  for (const p of paths) {
    const full = path.join(root, p);
    if (p.endsWith(".ts")) {
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, "");
    } else mkdirSync(full, { recursive: true });
  }
  return root;
}

const base = [
  "apps/server/src/features/profiles",
  "apps/server/src/features/inbox",
  "apps/server/src/http",
  "apps/web/src/features/profiles",
  "apps/web/src/features/landing",
  "apps/server/test/support",
  "apps/server/test/inbox",
  "apps/server/test/http",
];

describe("one name per area (npm run lint)", () => {
  let root;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("passes a tree whose web features and test folders name server areas", () => {
    root = tree(base);
    expect(namingProblems(root)).toEqual([]);
  });

  it("names a web feature no server feature has, a test folder of no area and a loose test", () => {
    root = tree([
      ...base,
      "apps/web/src/features/profile",
      "apps/server/test/job-sources",
      "apps/server/test/x.test.ts",
    ]);
    const problems = namingProblems(root);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^apps\/web\/src\/features\/profile: no server feature/);
    expect(problems[1]).toMatch(/^apps\/server\/test\/job-sources: names no server feature/);
    expect(problems[2]).toMatch(/^apps\/server\/test\/x\.test\.ts: a test belongs in/);
  });
});
