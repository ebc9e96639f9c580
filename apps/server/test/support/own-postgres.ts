import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The PostgreSQL server binaries of this machine (Debian keeps them out of PATH). */
export const POSTGRES_BIN = "/usr/lib/postgresql/15/bin";

export type OwnPostgres = {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication, this cluster only). */
  url: string;
  /** Stops the server (fast shutdown: open connections are cut, as in a real restart). */
  stop: () => Promise<void>;
  /** Starts it again on the same port. */
  start: () => Promise<void>;
  /** Stops it and removes its folder. */
  destroy: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A PostgreSQL cluster of the test's own in a temporary folder on a free port, so a test can stop and
 * start its database without touching the machine's shared cluster (5432) that other tests use.
 * PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user and its tools run
 * through runuser.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!existsSync(path.join(POSTGRES_BIN, "initdb"))) {
    throw new Error(`PostgreSQL server binaries not found in ${POSTGRES_BIN}`);
  }
  const root = mkdtempSync(path.join(tmpdir(), "jah-own-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    chownSync(root, Number(stdout.trim()), -1);
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(POSTGRES_BIN, name), ...args])
      : run(path.join(POSTGRES_BIN, name), args);
  const dataDir = path.join(root, "data");
  await tool("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    await tool("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(root, "log"), "-w", "start"]);
  };
  const stop = async () => {
    await tool("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    destroy: async () => {
      await stop().catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}
