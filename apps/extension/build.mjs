// `npm run build:extension`: both builds of the extension, unpacked in dist/chrome and dist/firefox and
// zipped as dist/chrome.zip and dist/firefox.zip (the server offers the zips on /extension).
// `ensureExtensionBuild()` builds only when a zip is missing or a source is newer, for `npm start`.
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, "dist");
const zips = ["chrome.zip", "firefox.zip"].map((name) => path.join(dist, name));
// The API's types and limits come from packages/shared: a change there is a change of the extension.
const sources = [
  "src",
  "public",
  "manifest.ts",
  "wxt.config.ts",
  "package.json",
  "../../packages/shared/src",
].map((s) => path.join(here, s));

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(target)) max = Math.max(max, newest(path.join(target, entry)));
  return max;
}

/** Builds and zips both browsers' extension from scratch. */
export async function buildExtension() {
  // React's production build, whatever the caller runs as (Vitest sets NODE_ENV=test, and Vite and
  // React follow NODE_ENV: that would ship React's development build).
  process.env.NODE_ENV = "production";
  const { zip } = await import("wxt");
  rmSync(dist, { recursive: true, force: true });
  const restoreStdout = withoutSpinner();
  try {
    for (const browser of ["chrome", "firefox"]) {
      await zip({ root: here, browser, logger: quietLogger() });
    }
  } finally {
    restoreStdout();
  }
}

/** WXT's spinner frames: a carriage return or a cursor hide/show code at the start of a write. */
const isSpinnerWrite = (text) => text.startsWith("\r") || text === "\u001b[?25l" || text === "\u001b[?25h";

/**
 * WXT draws a progress spinner straight onto stdout, terminal or not (it ignores the logger): in
 * `npm start`'s output, or a log file, that was a line of escape codes. While the build runs, its
 * frames are dropped; any other output passes. Returns the function that puts stdout back.
 */
function withoutSpinner() {
  const write = process.stdout.write;
  process.stdout.write = function (chunk, ...rest) {
    if (typeof chunk === "string" && isSpinnerWrite(chunk)) {
      const done = rest.find((arg) => typeof arg === "function");
      if (done) queueMicrotask(() => done());
      return true;
    }
    return write.call(this, chunk, ...rest);
  };
  return () => {
    process.stdout.write = write;
  };
}

/** Builds the extension when a zip is missing or a source is newer than it. */
export async function ensureExtensionBuild() {
  const builtAt = Math.min(...zips.map((zip) => (existsSync(zip) ? statSync(zip).mtimeMs : 0)));
  // A production tree (scripts/production-tree.mjs) has the zips and no sources to build from.
  if (!existsSync(path.join(here, "src"))) return;
  if (builtAt > Math.max(...sources.map(newest))) return;
  console.log("Building the browser extension...");
  await buildExtension();
}

// WXT's own log is a page of file sizes per build; errors and warnings still show.
function quietLogger() {
  const quiet = () => {};
  return {
    debug: quiet,
    log: quiet,
    info: quiet,
    success: quiet,
    box: quiet,
    warn: (...args) => console.warn(...args),
    error: (...args) => console.error(...args),
    fatal: (...args) => console.error(...args),
    level: 3,
  };
}

// `node build.mjs` builds; `node build.mjs --if-stale` (npm's prestart) only when something changed.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--if-stale")) {
    await ensureExtensionBuild();
    process.exit(0);
  }
  const started = Date.now();
  await buildExtension();
  console.log(
    `Extension built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${zips.map((z) => path.relative(process.cwd(), z)).join(", ")}`,
  );
}
