// `npm run lint`: one name per area (issue 38). Every web feature folder is named like a server feature
// or is on the short list of web-only areas below; every folder of server tests names a server feature
// or a platform folder of the server, and no test file lies loose in apps/server/test/.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Areas the web app has and the server does not, each with the reason. */
export const WEB_ONLY_AREAS = {
  // The public start page and its sections: prerendered, no API of its own.
  landing: "the public start page",
  // Not-found, server-error and reset pages the router and the error boundary show.
  errors: "the error pages",
};

/** Folders of apps/server/test/ that are neither a feature nor a platform folder. */
const SERVER_TEST_SUPPORT = new Set(["support", "fixtures"]);

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const files = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

/** The naming mistakes of the tree at `root`, each as one sentence; empty when all is well. */
export function namingProblems(root) {
  const server = path.join(root, "apps/server/src");
  const features = new Set(folders(path.join(server, "features")));
  const platform = new Set(folders(server).filter((name) => name !== "features"));
  const problems = [];
  for (const name of folders(path.join(root, "apps/web/src/features"))) {
    if (!features.has(name) && !(name in WEB_ONLY_AREAS)) {
      problems.push(
        `apps/web/src/features/${name}: no server feature has this name; rename it to the server's word for the area (docs/glossary.md) or add it to WEB_ONLY_AREAS in scripts/check-names.mjs with the reason`,
      );
    }
  }
  const tests = path.join(root, "apps/server/test");
  for (const name of folders(tests)) {
    if (!features.has(name) && !platform.has(name) && !SERVER_TEST_SUPPORT.has(name)) {
      problems.push(`apps/server/test/${name}: names no server feature or platform folder`);
    }
  }
  for (const name of files(tests).filter((file) => /\.test\.tsx?$/.test(file))) {
    problems.push(
      `apps/server/test/${name}: a test belongs in apps/server/test/<feature>/ (or beside its code)`,
    );
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = namingProblems(path.resolve(import.meta.dirname, ".."));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} naming problem(s): one area, one name (issue 38, docs/glossary.md)`);
    process.exit(1);
  }
  console.log("✔ every web feature and server test folder names an area");
}
