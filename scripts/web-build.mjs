import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "apps/web/dist/index.html");
const sources = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/prerender.ts",
  // Blog posts are prerendered into the build.
  "content/blog",
  "packages/shared/src",
  "packages/blog/src",
];

/** Newest modification time under a file or folder. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

/** Builds the web app when there is no build yet or a source file is newer than it. */
export function ensureWebBuild() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  // A production tree (scripts/production-tree.mjs) has the build and no sources to build from.
  if (builtAt > 0 && !existsSync(path.join(root, "apps/web/src"))) return;
  const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (builtAt > changedAt) return;
  console.log(
    builtAt ? "Web sources changed: rebuilding the web app..." : "Building the web app (first start)...",
  );
  // Always a production build: started from the tests (vitest sets NODE_ENV=test) the bundle would
  // otherwise carry React's development build, and `npm start` would serve it afterwards.
  // Vite's list of every file and its size is left out (WEB_BUILD_LOG_LEVEL, vite.config.ts): warnings show.
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build", "--workspace", "apps/web", "--silent"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", WEB_BUILD_LOG_LEVEL: "warn" },
  });
  if (result.status !== 0) throw new Error("The web app did not build; see the output above.");
  console.log(`Built the web app into apps/web/dist in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
