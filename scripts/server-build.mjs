// The server as JavaScript: esbuild bundles apps/server/src/main.ts and the two worker-thread entries into
// apps/server/dist, so `npm start` runs plain Node without tsx. `node scripts/server-build.mjs` builds;
// `npm start` calls ensureServerBuild(). `npm run dev` and the tests keep running the sources through tsx.
//
// - Our TypeScript (the server and the @jah/* workspace packages, JSX and JSON imports included) is
//   bundled; every package from node_modules stays an import (native addons, files read beside their
//   code, pdf.js's own worker), resolved from apps/server/dist as from apps/server/src.
// - The workers' `register()` of tsx becomes a no-op: their `await import("./…-task.ts")` is bundled.
// - The workspace packages read data files beside their sources (fonts, word lists): in the bundle their
//   `import.meta.url` and `import.meta.dirname` still point at their source files. The server's own
//   modules see the bundle's; apps/server/dist is as deep as apps/server/src, so config.ts's paths hold.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "apps/server/dist");
/** The operator commands (scripts/operator.mjs runs them): output name in apps/server/dist → entry. */
export const operatorCommands = {
  "accounts-purge": "apps/server/src/accounts-purge.ts",
  admin: "apps/server/src/ops/admin-cli.ts",
  backup: "apps/server/src/ops/backup-cli.ts",
  restore: "apps/server/src/ops/restore-cli.ts",
  "storage-migrate": "apps/server/src/ops/storage-migrate-cli.ts",
  "inbox-poll": "apps/server/src/ops/inbox-poll-cli.ts",
  jobs: "apps/server/src/ops/jobs-cli.ts",
};
/**
 * Output name (in apps/server/dist) → entry; the pools pick the worker files by these names. Every entry
 * is written to the top of dist: as deep as apps/server/src, so config.ts's relative paths hold.
 */
const entryPoints = {
  main: "apps/server/src/main.ts",
  "pdf-worker": "apps/server/src/pdf/worker.mjs",
  "cv-import-worker": "apps/server/src/features/cv-import/worker.mjs",
  ...operatorCommands,
};
const sources = [
  "apps/server/src",
  "apps/server/package.json",
  "packages/shared/src",
  "packages/cv-templates/src",
  "packages/cv-import/src",
  "packages/blog/src",
  "scripts/server-build.mjs",
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

const toPosix = (p) => p.split(path.sep).join("/");

/**
 * Packages bundled although they live in node_modules, each with one import swapped for a module that
 * loads it at first use: better-auth's passkey plugin imports @simplewebauthn/server (and its
 * certificate parsers) at its top for endpoints few requests reach (apps/server/src/auth/webauthn-on-demand.ts).
 */
const onDemandImports = {
  "@better-auth/passkey": { "@simplewebauthn/server": "apps/server/src/auth/webauthn-on-demand.ts" },
};

/** Points the swapped imports of onDemandImports at their on-demand modules. */
const onDemand = {
  name: "on-demand",
  setup(build) {
    for (const [bundled, swaps] of Object.entries(onDemandImports)) {
      const folder = `${path.sep}node_modules${path.sep}${bundled.split("/").join(path.sep)}${path.sep}`;
      for (const [specifier, replacement] of Object.entries(swaps)) {
        const filter = new RegExp(`^${specifier.replace(/[/.]/g, "\\$&")}$`);
        build.onResolve({ filter }, (args) =>
          args.importer.includes(folder) ? { path: path.join(root, replacement) } : undefined,
        );
      }
    }
  },
};

/** Keeps node_modules out of the bundle; swaps the workers' tsx for a no-op. */
const externals = {
  name: "externals",
  setup(build) {
    build.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({ path: "tsx", namespace: "no-tsx" }));
    build.onLoad({ filter: /.*/, namespace: "no-tsx" }, () => ({
      contents: "export function register() { return () => {}; }",
      loader: "js",
    }));
    build.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith("@jah/") || args.path in onDemandImports
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** In the workspace packages, import.meta.url and import.meta.dirname keep naming the source file. */
const sourceLocations = {
  name: "source-locations",
  setup(build) {
    const packagesDir = path.join(root, "packages") + path.sep;
    build.onLoad({ filter: /\.(ts|tsx|mjs|js)$/ }, (args) => {
      if (!args.path.startsWith(packagesDir)) return undefined;
      const text = readFileSync(args.path, "utf8");
      if (!/import\.meta\.(url|dirname|filename)\b/.test(text)) return undefined;
      const file = toPosix(path.relative(outdir, args.path));
      const dir = toPosix(path.relative(outdir, path.dirname(args.path)));
      const replaced = text.replace(/import\.meta\.(url|dirname|filename)\b/g, (_, key) => {
        if (key === "url") return `new URL(${JSON.stringify(file)}, import.meta.url).href`;
        return `__sourceJoin(import.meta.dirname, ${JSON.stringify(key === "dirname" ? dir : file)})`;
      });
      const extension = path.extname(args.path).slice(1);
      return {
        contents: `import { join as __sourceJoin } from "node:path";\n${replaced}`,
        loader: extension === "mjs" ? "js" : extension,
      };
    });
  },
};

/** The migration files, as db/migrate.ts reads them from source (same pattern). */
function migrationFiles() {
  const dir = path.join(root, "apps/server/src/db/migrations");
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_]+\.ts$/.test(file))
    .sort();
}

/** Bundles the server and its workers into apps/server/dist. */
export async function buildServer() {
  const { build } = await import("esbuild");
  const started = performance.now();
  // Chunk names carry a content hash: a fresh folder keeps old chunks from piling up.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // What only some requests need (the blog's Markdown, the job import's HTML parser, calendar feeds,
    // the PostgreSQL driver...) is reached through `await import()`; split out, it stays in its own
    // chunk beside the entries, with the node_modules it imports, until a request first needs it.
    // Without splitting, esbuild would hoist those modules' imports to the top of main.js.
    splitting: true,
    charset: "ascii",
    chunkNames: "[name]-[hash]",
    // The templates' tsconfig says react-jsx; the plugin above hands esbuild some files' text itself.
    jsx: "automatic",
    // Names (classes, functions) stay as written: error names and logs read the same as from source.
    keepNames: true,
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [onDemand, externals, sourceLocations],
    // db/migrate.ts finds the migrations by their file names; the bundle has no folder to read.
    define: { __MIGRATION_FILES__: JSON.stringify(migrationFiles()) },
  });
  for (const file of readdirSync(outdir)) if (file.endsWith(".js")) asciiOnly(path.join(outdir, file));
  console.log(`Built the server into apps/server/dist in ${Math.round(performance.now() - started)} ms.`);
}

/**
 * esbuild's ASCII output still carries the German letters and dashes of regular expression literals
 * ("grüße", "–"), and V8 keeps a module's source in memory as long as it runs: one such character
 * stores the whole file two bytes per character (the main chunk: 1.3 MB instead of 0.67). Escaped
 * (\u00fc), each means the same in a regular expression, a comment or a name. The source map's columns
 * on those few lines shift by the escapes.
 */
function asciiOnly(file) {
  const text = readFileSync(file, "utf8");
  if (!/[\u0080-\uffff]/.test(text)) return;
  const escaped = text.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  writeFileSync(file, escaped);
}

/** Builds the server when there is no build yet or a source file is newer than it. */
export async function ensureServerBuild() {
  // The oldest output (0 when one is missing, as after adding an entry) dates the build.
  const outputs = Object.keys(entryPoints).map((name) => path.join(outdir, `${name}.js`));
  const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
  // A production tree (scripts/production-tree.mjs) has the build and no sources to build from.
  if (builtAt > 0 && !existsSync(path.join(root, "apps/server/src"))) return;
  const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (builtAt > changedAt) return;
  console.log(builtAt ? "Server sources changed: rebuilding the server..." : "Building the server...");
  await buildServer();
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildServer();
