// `npm test`: every suite in one Vitest run (shared rules, API on SQLite and PostgreSQL, web, browser
// journeys), then one closing line with the totals in the plain form CI reads.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = path.join(root, "test-results");
const report = path.join(reportDir, "vitest.json");
mkdirSync(reportDir, { recursive: true });
rmSync(report, { force: true });

// Browser journeys run against the built app.
ensureWebBuild();

const args = [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
  ...process.argv.slice(2),
];
const run = spawnSync("npx", args, { cwd: root, stdio: "inherit" });

let summary = "0 passed, 1 failed";
try {
  const result = JSON.parse(readFileSync(report, "utf8"));
  const skipped = result.numPendingTests + result.numTodoTests;
  // A file that fails to load counts as a failure even though none of its tests ran.
  const brokenFiles = result.testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  ).length;
  const failed = result.numFailedTests + brokenFiles;
  summary = `${result.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
} catch {
  console.error("No test report was written.");
}
console.log(summary);
process.exit(run.status === 0 ? 0 : 1);
