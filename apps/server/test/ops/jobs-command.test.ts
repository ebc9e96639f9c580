import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { jobsucheSearchPage } from "@jah/testing/job-source-answers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { createScratchDatabase } from "../support/postgres.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const run = promisify(execFile);
// Each command is a fresh Node process that compiles the server's TypeScript: seconds on a busy machine.
const SLOW = 180_000;

/** `npm run jobs -- ...args` as an operator runs it: its own process, the server's environment. */
async function jobsCommand(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "apps/server/src/ops/jobs-cli.ts", ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Two ads in Arbeitnow's format; the answer waits while `hold` is set, so a run can be caught midway.
const BOARD = {
  data: [1, 2].map((i) => ({
    slug: `elektroniker-kassel-${i}`,
    company_name: "Fuldatal Elektro GmbH",
    title: `Elektroniker ${i} (m/w/d)`,
    description: "<p>Installation und Wartung von Anlagen.</p>",
    remote: false,
    url: `https://jobs.example.com/elektroniker-kassel-${i}`,
    job_types: ["Vollzeit"],
    location: "34117 Kassel",
    created_at: 1795600800,
  })),
  links: { next: null },
};

describe.each(testDialects())("npm run jobs on %s", (dialect) => {
  let dataDir: string;
  let dropScratch: (() => Promise<void>) | undefined;
  let env: Record<string, string>;
  let board: Server;
  let hold: Promise<void> | null = null;
  let release = () => {};
  let boardAsked = () => {};

  beforeAll(async () => {
    board = createServer((req, res) => {
      const answer = (body: unknown) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.url?.startsWith("/jobsuche/")) return answer(jobsucheSearchPage([], 1, 25, 0));
      if (!req.url?.startsWith("/board")) return void res.writeHead(404).end();
      boardAsked();
      void (hold ?? Promise.resolve()).then(() => answer(BOARD));
    });
    await new Promise<void>((resolve) => board.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(board.address() as AddressInfo).port}`;
    dataDir = mkdtempSync(path.join(tmpdir(), "jah-jobs-cli-"));
    let databaseUrl = path.join(dataDir, "app.sqlite");
    if (dialect === "postgres") {
      const scratch = await createScratchDatabase();
      databaseUrl = scratch.url;
      dropScratch = scratch.drop;
    }
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JOB_SOURCES: "on",
      JOB_SOURCES_BUNDESAGENTUR_URL: `${base}/jobsuche`,
      JOB_SOURCES_ARBEITNOW_URL: `${base}/board`,
      JOB_IMPORT_ALLOW_PRIVATE_NETWORKS: "true",
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => board.close(resolve));
    await dropScratch?.();
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  it(
    "says how to call it when the job is missing or unknown",
    async () => {
      for (const args of [
        ["run", "everything"],
        ["start", "alerts"],
      ]) {
        const result = await jobsCommand(env, ...args);
        expect(result.code, args.join(" ")).toBe(1);
        expect(result.stderr).toContain("Usage: npm run jobs -- run sources|alerts");
      }
    },
    SLOW,
  );

  it(
    "collects every enabled source now and prints what each found",
    async () => {
      const result = await jobsCommand(env, "run", "sources");
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Job sources ran in \d+\.\d s:/);
      expect(result.stdout).toContain("Arbeitnow (arbeitnow): 2 found, 2 new");
      expect(result.stdout).toContain("Bundesagentur für Arbeit (bundesagentur): 0 found, 0 new");
      // Seen again: found, nothing new.
      expect((await jobsCommand(env, "run", "sources")).stdout).toContain(
        "Arbeitnow (arbeitnow): 2 found, 0 new",
      );
    },
    SLOW,
  );

  it(
    "mails the due alerts now",
    async () => {
      const result = await jobsCommand(env, "run", "alerts");
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout.trim()).toMatch(/^Job alerts ran in \d+\.\d s: 0 due, 0 mails queued\.$/);
    },
    SLOW,
  );

  it(
    "never runs beside another run of the same job, and says so",
    async () => {
      hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const asked = new Promise<void>((resolve) => {
        boardAsked = resolve;
      });
      const first = jobsCommand(env, "run", "sources");
      // The first run holds the lease while the board keeps it waiting.
      await asked;
      const second = await jobsCommand(env, "run", "sources");
      expect(second.code).toBe(75);
      expect(second.stderr).toMatch(/Another run of the job sources is going on \(its lease runs until .+\)/);
      // The alerts have a lease of their own.
      expect((await jobsCommand(env, "run", "alerts")).code).toBe(0);
      release();
      hold = null;
      const done = await first;
      expect(done.code, done.stderr).toBe(0);
      expect(done.stdout).toContain("Arbeitnow (arbeitnow): 2 found, 0 new");
      // Once it has finished, the next run goes ahead.
      expect((await jobsCommand(env, "run", "sources")).code).toBe(0);
    },
    SLOW,
  );
});
