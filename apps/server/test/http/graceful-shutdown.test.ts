import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../support/dialects.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { TestSmtpServer } from "../support/smtp.ts";

const SERVER_DIR = path.resolve(import.meta.dirname, "../..");

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.each(testDialects())("graceful shutdown on %s", (dialect) => {
  let server: TestServer;
  let stopped = false;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    if (!stopped) await server.stop();
  });

  it("lets the running job step finish before the pools close", async () => {
    const order: string[] = [];
    let startedResolve!: () => void;
    const started = new Promise<void>((resolve) => {
      startedResolve = resolve;
    });
    server.jobs.register({
      name: "slow-step",
      schedule: "0 0 1 1 *",
      run: async (signal) => {
        startedResolve();
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The step ends with a write: the database must still be open.
        await server.database.db.selectFrom("job_lease").select("name").execute();
        order.push(signal.aborted ? "aborted" : "job done");
      },
    });
    const run = server.jobs.runIfDue("slow-step");
    await started;
    stopped = true;
    await server.stop();
    order.push("closed");
    expect(await run).toBe(true);
    expect(order).toEqual(["job done", "closed"]);
  });
});

describe("SIGTERM", () => {
  let dataDir: string;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "jah-shutdown-"));
    smtp = new TestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the request in flight, then refuses new ones and ends with code 0", async () => {
    const smtpUrl = await smtp.listen();
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        DATABASE_URL: "",
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        SMTP_URL: smtpUrl,
        WEB_DIST_DIR: path.join(dataDir, "no-web"),
        LOG_LEVEL: "info",
        SHUTDOWN_GRACE_MS: "5000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr.on("data", (chunk) => {
      output += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; !output.includes("job application helper is running"); i++) {
      if (i > 300) throw new Error(`the server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The reset request is held to 400 ms (constant response time): it is in flight when SIGTERM comes.
    const inFlight = fetch(`${base}/api/auth/request-password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ email: "nobody@example.com", redirectTo: "/resetpassword" }),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    child.kill("SIGTERM");
    const answer = await inFlight;
    expect(answer.status).toBeLessThan(500);
    expect(await exited).toBe(0);
    expect(output).toContain("shut down");
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 60_000);
});
