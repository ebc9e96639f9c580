import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type RunningApp = {
  url: string;
  dataDir: string;
  outboxDir: string;
  output: string[];
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Thrown when the port picked was taken by another process between the probe and the server's listen. */
class PortTaken extends Error {}

/**
 * Starts the real server (built web app, SQLite, mail to the outbox) in its own process on a free
 * port, exactly as `npm start` runs it (the esbuild bundle in apps/server/dist, which the project's
 * global setup keeps current), and waits until it answers.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  // A port is free when probed and may be taken a moment later by a test running beside this one
  // (EADDRINUSE at the server's listen): then the start is tried again on another port.
  for (let attempt = 1; ; attempt++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "jah-e2e-"));
    try {
      return await startOnFreePort(dataDir, env);
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOnFreePort(dataDir: string, env: Record<string, string>): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      // Journeys never reach the real job sources; one that shows the defaults points them at its own server.
      JOB_SOURCES: "off",
      // Filled-in legal pages: with PAYMENTS=stripe the server does not start without them (issue 25).
      LEGAL_DIR: path.join(root, "e2e/fixtures/legal"),
      // A light proof of work: the journeys solve it in Chromium's widget, several per run.
      BOT_CHECK_DIFFICULTY: "5000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => output.push(String(d)));
  child.stderr?.on("data", (d) => output.push(String(d)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      const printed = output.join("");
      if (printed.includes("EADDRINUSE")) throw new PortTaken(`port ${port} was taken:\n${printed}`);
      throw new Error(`server exited early:\n${printed}`);
    }
    try {
      const res = await fetch(`${url}/api/config`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output.join("")}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    outboxDir: path.join(dataDir, "outbox"),
    output,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
