import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { createServer, type Server } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import type { Dialect } from "../../src/db/database.ts";
import { createScratchDatabase } from "./postgres.ts";
import { TestSmtpServer } from "./smtp.ts";

export type TestServer = Server & { smtp: TestSmtpServer; logs: string[]; stop: () => Promise<void> };

/**
 * A whole server on a fresh database of the given dialect, with a real SMTP server receiving its mail
 * and its log lines kept for inspection.
 */
export async function startTestServer(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "jah-test-"));
  const scratch = dialect === "postgres" ? await createScratchDatabase() : undefined;
  const smtp = new TestSmtpServer();
  const smtpUrl = await smtp.listen();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: "http://localhost:3000",
    SMTP_URL: smtpUrl,
    // Request lines are debug lines: the tests that prove no secret reaches the log must see them too.
    LOG_LEVEL: "debug",
    AUTH_RATE_LIMIT: "10000",
    // Proof-of-work kept small: each sign-up in a test solves one challenge.
    BOT_CHECK_DIFFICULTY: "1000",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    // No test reaches the real job sources; one that needs the defaults turns them on (and points them home).
    JOB_SOURCES: "off",
    // Opening a profile would start a PDF worker ahead of a download (templates compiled by tsx: seconds
    // of CPU per test file); the tests that render start theirs, and PdfPool's test covers the warm-up.
    PDF_WARM_UP: "off",
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...env,
  });
  const server = await createServer(config, { logStream, jobs: false });
  return {
    ...server,
    smtp,
    logs,
    stop: async () => {
      await server.close();
      await smtp.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
