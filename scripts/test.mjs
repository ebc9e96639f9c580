// `npm test`: every suite (shared rules, API on SQLite and PostgreSQL, web, extension, browser journeys),
// then one closing line with the totals in the plain form CI reads.
//
// The browser journeys run one file at a time (each starts a server and a browser) and spend much of
// their time waiting for the page; the other projects run in a second Vitest process beside them, so the
// two cores are both busy. With arguments (`npm test -- --project server …`) it is one plain Vitest run.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { ensureServerBuild } from "./server-build.mjs";
import { ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = path.join(root, "test-results");
const report = path.join(reportDir, "vitest.json");
mkdirSync(reportDir, { recursive: true });
rmSync(report, { force: true });

// Browser journeys run against the built app; build once here, before two runs could both try.
ensureWebBuild();
await ensureServerBuild();

const userArgs = process.argv.slice(2);
const runs = userArgs.length
  ? [{ label: "", args: userArgs }]
  : [
      { label: "journeys", args: ["--project", "e2e"] },
      { label: "suites", args: ["--project", "!e2e"] },
    ];

/** One Vitest process writing its own JSON report; its output lines carry the run's label. */
function vitest({ label, args }) {
  const json = path.join(reportDir, label ? `vitest-${label}.json` : "vitest.json");
  rmSync(json, { force: true });
  const child = spawn(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${json}`, ...args],
    { cwd: root, stdio: label ? ["ignore", "pipe", "pipe"] : "inherit" },
  );
  if (label) {
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on("line", (line) => out.write(`[${label}] ${line}\n`));
    }
  }
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, json })));
}

const results = await Promise.all(runs.map(vitest));

let summary = "0 passed, 1 failed";
try {
  const reports = results.map((r) => JSON.parse(readFileSync(r.json, "utf8")));
  const sum = (key) => reports.reduce((total, r) => total + r[key], 0);
  const testResults = reports.flatMap((r) => r.testResults);
  if (runs.length > 1) {
    // One report of the whole run, for tools that read test-results/vitest.json.
    const merged = { ...reports[0], testResults, success: reports.every((r) => r.success) };
    for (const key of Object.keys(reports[0]))
      if (typeof reports[0][key] === "number") merged[key] = sum(key);
    merged.startTime = Math.min(...reports.map((r) => r.startTime));
    writeFileSync(report, JSON.stringify(merged));
  }
  const skipped = sum("numPendingTests") + sum("numTodoTests");
  // A file that fails to load counts as a failure even though none of its tests ran.
  const brokenFiles = testResults.filter(
    (f) => f.status === "failed" && f.assertionResults.length === 0,
  ).length;
  const failed = sum("numFailedTests") + brokenFiles;
  summary = `${sum("numPassedTests")} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`;
} catch {
  console.error("No test report was written.");
}
console.log(summary);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
