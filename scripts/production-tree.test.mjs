// The production install without a container engine: the tree scripts/production-tree.mjs copies, with
// only the server's runtime dependencies installed, starts (`npm start`) and runs the operator commands,
// and holds no TypeScript source, test or development dependency.
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProductionTree } from "./production-tree.mjs";
import { ensureServerBuild } from "./server-build.mjs";
import { ensureWebBuild } from "./web-build.mjs";

const run = promisify(execFile);
const dir = mkdtempSync(path.join(tmpdir(), "jah-production-"));
const tree = path.join(dir, "app");
const dataDir = path.join(dir, "data");

/** Every file under a folder, relative to it, node_modules left out. */
function files(folder, prefix = "") {
  return readdirSync(folder).flatMap((name) => {
    if (name === "node_modules") return [];
    const full = path.join(folder, name);
    return statSync(full).isDirectory() ? files(full, `${prefix}${name}/`) : [`${prefix}${name}`];
  });
}

/** npm in the tree, with the server's environment. */
const npm = (args, env = {}) =>
  run("npm", args, { cwd: tree, env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, ...env } });

beforeAll(async () => {
  ensureWebBuild();
  await ensureServerBuild();
  copyProductionTree(tree, { withExtension: false });
  // The npm cache holds every package after the checkout's own install: no download is needed.
  await npm([
    "ci",
    "--omit=dev",
    "--workspace",
    "apps/server",
    "--include-workspace-root",
    "--prefer-offline",
    "--no-audit",
    "--no-fund",
  ]);
}, 300_000);

// The tree's node_modules takes a while to delete on a busy machine: rm runs on after the test.
afterAll(() => spawn("rm", ["-rf", dir], { detached: true, stdio: "ignore" }).unref());

describe("the production tree", () => {
  it("holds no TypeScript source, test or bench file, and no development dependency", () => {
    const all = files(tree);
    expect(all.filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"))).toEqual([]);
    // Each workspace's package.json stays (npm ci reads them all); nothing else of tests or benches.
    const testFiles = all.filter((file) => /\.test\.|(^|\/)(test|bench|e2e)\//.test(file));
    expect(testFiles.filter((file) => !file.endsWith("/package.json"))).toEqual([]);
    expect(all).toContain("apps/server/dist/main.js");
    expect(all).toContain("apps/web/dist/index.html");
    for (const devOnly of ["tsx", "esbuild", "vitest", "typescript", "vite", "wxt", "smtp-server"]) {
      expect(existsSync(path.join(tree, "node_modules", devOnly)), devOnly).toBe(false);
    }
  });

  it("has every package the built server, its workers and the operator commands import", async () => {
    // The bundles keep node_modules as imports, resolved at run time from apps/server/dist: a package a
    // workspace imports but does not list (react, once) is missing here, and only the first request that
    // needs it (a CV download) would fail.
    const distDir = path.join(tree, "apps/server/dist");
    const specifiers = new Set();
    for (const file of readdirSync(distDir).filter((name) => name.endsWith(".js"))) {
      const code = readFileSync(path.join(distDir, file), "utf8");
      const imports =
        /(?:\bfrom\s*|\bimport\s*\(?\s*)"((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.@-]+)*)"/g;
      for (const match of code.matchAll(imports)) {
        if (!match[1].startsWith("node:")) specifiers.add(match[1]);
      }
    }
    expect(specifiers.size).toBeGreaterThan(30);
    expect([...specifiers]).toContain("@react-pdf/renderer");
    const probe = path.join(distDir, "resolve-probe.mjs");
    writeFileSync(
      probe,
      `const missing = [];
for (const specifier of ${JSON.stringify([...specifiers])}) {
  try { import.meta.resolve(specifier); } catch { missing.push(specifier); }
}
console.log(JSON.stringify(missing));`,
    );
    const { stdout } = await run(process.execPath, [probe], { cwd: tree });
    expect(JSON.parse(stdout)).toEqual([]);
  });

  it("starts with npm start and answers ready, then backs up and restores with the built commands", async () => {
    const server = spawn("npm", ["start"], {
      cwd: tree,
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: npm start runs the server as a child, which must end with it.
      detached: true,
    });
    try {
      const url = await new Promise((resolve, reject) => {
        let output = "";
        const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${output}`)), 60_000);
        const read = (chunk) => {
          output += chunk;
          const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
          if (found) {
            clearTimeout(timer);
            resolve(found[1]);
          }
        };
        server.stdout.on("data", read);
        server.stderr.on("data", read);
        server.on("exit", (code) => reject(new Error(`npm start ended with ${code}:\n${output}`)));
      });
      const ready = await fetch(`${url}/api/ready`);
      expect(ready.status).toBe(200);
      expect((await fetch(`${url}/`)).status).toBe(200);

      const archive = path.join(dir, "backup.zip");
      const backup = await npm(["run", "--silent", "backup", "--", "--out", archive]);
      expect(backup.stdout).toMatch(/backup written to/);
      const restored = await npm(["run", "--silent", "restore", "--", archive], {
        DATA_DIR: path.join(dir, "restored"),
      });
      expect(restored.stdout).toMatch(/restored: sqlite database/);
      const purge = await npm(["run", "--silent", "accounts:purge"]);
      expect(purge.stdout).toMatch(/0 accounts deleted/);
      // Without a bucket the command explains what it needs (it ran: the built file is there).
      const migrate = await npm([
        "run",
        "--silent",
        "storage:migrate",
        "--",
        "--from",
        "local",
        "--to",
        "s3",
      ]).catch((error) => error);
      expect(`${migrate.stdout}${migrate.stderr}`).toMatch(/S3_BUCKET/);
    } finally {
      // The whole group: npm, scripts/start.mjs and the server (a signal to npm alone left the server running).
      process.kill(-server.pid, "SIGTERM");
    }
  }, 180_000);
});
