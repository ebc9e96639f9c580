import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { signIn, signInSolved, signUp } from "../support/users.ts";

const SECRET = "two-instances-test-secret-0123456789abcdef";

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: A is the usual test server,
 * B a second createServer on A's database and A's SMTP server.
 */
describe.runIf(process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  let a: TestServer;
  let b: Server;
  let bDataDir: string;

  beforeAll(async () => {
    a = await startTestServer("postgres", { AUTH_RATE_LIMIT: "10", AUTH_SECRET: SECRET });
    bDataDir = mkdtempSync(path.join(tmpdir(), "jah-test-b-"));
    const config = loadConfig({
      DATA_DIR: bDataDir,
      APP_URL: "http://localhost:3000",
      SMTP_URL: a.config.smtpUrl,
      LOG_LEVEL: "info",
      AUTH_RATE_LIMIT: "10",
      AUTH_SECRET: SECRET,
      WEB_DIST_DIR: path.join(bDataDir, "no-web-build"),
      JOB_SOURCES: "off",
      DATABASE_URL: a.config.database.kind === "postgres" ? a.config.database.url : "",
    });
    const logStream = new Writable({ write: (_chunk, _enc, done) => done() });
    b = await createServer(config, { logStream, jobs: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.stop();
    rmSync(bDataDir, { recursive: true, force: true });
  });

  it("counts failed sign-ins on both instances against one limit", async () => {
    const user = await signUp(a);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push((await signInSolved(instance as TestServer, user.email, "wrong password 1")).statusCode);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    // Five on each so far: a limit per process (10) would let both go on; the shared one is reached.
    expect((await signIn(a, user.email, "wrong password 1")).statusCode).toBe(429);
    const onB = await signIn(b as TestServer, user.email, user.password);
    expect(onB.statusCode).toBe(429);
    expect(onB.json()).toMatchObject({ message: expect.stringContaining("Too many attempts") });
  });

  it("sends a queued mail once when both instances run their workers", async () => {
    const subjects = Array.from({ length: 8 }, (_, i) => `Zweimal gestartet ${i} ${Date.now()}`);
    // Queued through A's database without a kick, as a mail another instance queued.
    for (const subject of subjects) {
      await a.mailQueue.enqueue(
        { to: "both-workers@example.com", subject, text: subject, html: `<p>${subject}</p>` },
        a.database.db,
      );
    }
    await Promise.all([
      a.mailQueue.poll(),
      b.mailQueue.poll(),
      a.jobs.runIfDue("mail-delivery"),
      b.jobs.runIfDue("mail-delivery"),
      b.mailQueue.poll(),
      a.mailQueue.poll(),
    ]);
    for (const subject of subjects) {
      await a.smtp.waitFor("both-workers@example.com", (m) => m.subject === subject);
    }
    // A late pass on either instance finds nothing more to send.
    await Promise.all([a.mailQueue.poll(), b.mailQueue.poll()]);
    for (const subject of subjects) {
      expect(
        a.smtp.received.filter((m) => m.subject === subject),
        subject,
      ).toHaveLength(1);
    }
    const left = await a.database.db
      .selectFrom("outgoing_mail")
      .select("id")
      .where("subject", "in", subjects)
      .execute();
    expect(left).toEqual([]);
  });

  // Last: it stops A's job runner.
  it("runs a scheduled job once across both and hands it to B when A stops in the middle", async () => {
    const ran: string[] = [];
    let startedOnA!: () => void;
    const started = new Promise<void>((resolve) => {
      startedOnA = resolve;
    });
    a.jobs.register({
      name: "shared-job",
      schedule: "0 0 1 1 *",
      run: async (signal) => {
        ran.push("a");
        startedOnA();
        // A long step that only a shutdown breaks off.
        await new Promise((resolve) => signal.addEventListener("abort", resolve));
      },
    });
    b.jobs.register({
      name: "shared-job",
      schedule: "0 0 1 1 *",
      run: async () => {
        ran.push("b");
      },
    });
    const onA = a.jobs.runIfDue("shared-job");
    await started;
    expect(await b.jobs.runIfDue("shared-job")).toBe(false);
    // A shuts down with 100 ms of grace: its step is broken off and the lease given back, still due.
    await a.jobs.stop(100);
    expect(await onA).toBe(true);
    expect(await b.jobs.runIfDue("shared-job")).toBe(true);
    // Done for this period, on both.
    expect(await b.jobs.runIfDue("shared-job")).toBe(false);
    expect(ran).toEqual(["a", "b"]);
    const state = (await b.jobs.states()).find((j) => j.name === "shared-job");
    expect(state).toMatchObject({
      runs: 2,
      failures: 1,
      last_error: "The server is shutting down",
      running: false,
    });
  });
});
