// `node scripts/production-tree.mjs DEST`: the files a production install runs from, copied from a built
// checkout (`npm run build` first) into DEST: the built server, web app and extension, the data the
// bundles read beside their sources (fonts, vocabularies, fit data), the legal and blog content, the
// launch scripts and every package.json with the lockfile. Then, in DEST:
//
//   npm ci --omit=dev --workspace apps/server --include-workspace-root
//
// installs only the server's runtime dependencies; `npm start` and every operator command
// (`npm run backup`, `restore`, `storage:migrate`, `accounts:purge`) run from it. No TypeScript source,
// test, bench or development dependency is in it. The Dockerfile's run stage is this tree;
// scripts/production-tree.test.mjs checks it without a container engine.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Built output the server serves or runs; missing means `npm run build` has not run. */
const built = [
  "apps/server/dist",
  "apps/web/dist",
  "apps/extension/dist/chrome.zip",
  "apps/extension/dist/firefox.zip",
];
/** Data the bundled packages read beside their sources at run time (see server-build.mjs). */
const data = ["packages/cv-import/vocabulary", "packages/cv-templates/fonts", "packages/shared/src/fit/data"];
/** What `npm start` and the operator scripts need besides the build. */
const launch = [
  "package.json",
  "package-lock.json",
  ".npmrc",
  "content",
  "scripts/start.mjs",
  "scripts/server-build.mjs",
  "scripts/web-build.mjs",
  "scripts/operator.mjs",
  "apps/extension/build.mjs",
];

/** Every workspace's package.json: npm ci reads them all, even when it installs one. */
function workspaceManifests() {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  return workspaces.map((workspace) => `${workspace}/package.json`);
}

/** Skips source maps' sources and anything a test or bench left in a copied folder. */
function keep(source) {
  const name = path.basename(source);
  if (statSync(source).isDirectory()) return !["test", "tests", "__tests__", "bench"].includes(name);
  return !/\.(test|spec)\.[cm]?[jt]sx?$/.test(name) && !/\.tsx?$/.test(name);
}

/**
 * Copies the production tree into dest (emptied first). `withExtension: false` leaves out the extension's
 * zips (a test that checks the server does not build the extension; /extension then answers 404).
 */
export function copyProductionTree(dest, { withExtension = true } = {}) {
  const outputs = withExtension ? built : built.filter((entry) => !entry.startsWith("apps/extension/"));
  const missing = outputs.filter((entry) => !existsSync(path.join(root, entry)));
  if (missing.length) throw new Error(`Build first (npm run build): missing ${missing.join(", ")}`);
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const entry of [...outputs, ...data, ...launch, ...workspaceManifests()]) {
    const from = path.join(root, entry);
    if (!existsSync(from)) throw new Error(`Missing ${entry}`);
    const to = path.join(dest, entry);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true, filter: keep, preserveTimestamps: true });
  }
  // The extension's build script only checks its zips at start; the folder holds its unpacked builds too.
  for (const unpacked of withExtension ? ["chrome", "firefox"] : []) {
    const from = path.join(root, "apps/extension/dist", unpacked);
    if (existsSync(from))
      cpSync(from, path.join(dest, "apps/extension/dist", unpacked), {
        recursive: true,
        preserveTimestamps: true,
      });
  }
  return readdirSync(dest);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const dest = process.argv[2];
  if (!dest) {
    console.error("Usage: node scripts/production-tree.mjs DEST");
    process.exit(2);
  }
  copyProductionTree(path.resolve(dest));
  console.log(
    `Production tree written to ${dest}; now: npm ci --omit=dev --workspace apps/server --include-workspace-root`,
  );
}
