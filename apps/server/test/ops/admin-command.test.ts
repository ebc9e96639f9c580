import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../support/applications.ts";
import { testDialects } from "../support/dialects.ts";
import { createScratchDatabase } from "../support/postgres.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type TestUser, verifiedUser } from "../support/users.ts";

const root = path.resolve(import.meta.dirname, "../../../..");
const run = promisify(execFile);
// Each command is a fresh Node process that compiles the server's TypeScript: seconds on a busy machine.
const SLOW = 180_000;

/** `npm run admin -- ...args` as an operator runs it: its own process, the server's environment. */
async function adminCommand(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "apps/server/src/ops/admin-cli.ts", ...args],
      { cwd: root, env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each(testDialects())("npm run admin on %s", (dialect) => {
  let dataDir: string;
  let databaseUrl: string;
  let dropScratch: (() => Promise<void>) | undefined;
  let env: Record<string, string>;
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "jah-admin-cli-"));
    if (dialect === "postgres") {
      const scratch = await createScratchDatabase();
      databaseUrl = scratch.url;
      dropScratch = scratch.drop;
    } else {
      databaseUrl = path.join(dataDir, "app.sqlite");
    }
    env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };
  });
  afterAll(async () => {
    await server?.stop();
    await dropScratch?.();
    rmSync(dataDir, { recursive: true, force: true });
  }, SLOW);

  it(
    "lists nobody on a fresh install and says how to name someone",
    async () => {
      const listed = await adminCommand(env, "list");
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain("No administrator yet: npm run admin -- add you@example.com");
    },
    SLOW,
  );

  it(
    "refuses a missing or malformed address and an unknown command, changing nothing",
    async () => {
      for (const args of [["add"], ["add", "not-an-address"], ["promote", "a@example.com"]]) {
        const result = await adminCommand(env, ...args);
        expect(result.code, args.join(" ")).toBe(1);
        expect(result.stderr).toMatch(/Usage: npm run admin|is not an e-mail address/);
      }
      expect((await adminCommand(env, "list")).stdout).toContain("No administrator yet");
    },
    SLOW,
  );

  it(
    "names an administrator whom the server then lets into /appsettings/",
    async () => {
      server = await startTestServer(dialect, { DATABASE_URL: databaseUrl });
      // A fresh install without administrators says at start how to name one.
      expect(server.logs.join("")).toContain("npm run admin -- add you@example.com");
      user = await verifiedUser(server);
      expect((await api(server, user, "GET", "/api/admin/settings")).status).toBe(403);

      const added = await adminCommand(env, "add", user.email.toUpperCase());
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toContain("is an administrator now");
      expect((await adminCommand(env, "add", user.email)).stdout).toContain("was an administrator already");
      expect((await adminCommand(env, "list", "--")).code).toBe(1);
      expect((await adminCommand(env, "list")).stdout.trim()).toBe(`${user.email} (npm run admin)`);

      expect((await api(server, user, "GET", "/api/admin/settings")).status).toBe(200);
      const me = await api(server, user, "GET", "/api/account/me");
      expect(me.body.isAdmin).toBe(true);
    },
    SLOW,
  );

  it(
    "takes the role away again",
    async () => {
      const removed = await adminCommand(env, "remove", user.email);
      expect(removed.code, removed.stderr).toBe(0);
      expect(removed.stdout).toContain("is no administrator any more");
      expect((await adminCommand(env, "remove", user.email)).stdout).toContain("was no administrator");
      expect((await api(server, user, "GET", "/api/admin/settings")).status).toBe(403);
      expect((await api(server, user, "GET", "/api/account/me")).body.isAdmin).toBe(false);
    },
    SLOW,
  );

  it(
    "lists the addresses of ADMIN_EMAILS too, and says removing does not touch them",
    async () => {
      const withEnv = { ...env, ADMIN_EMAILS: "ops@example.com" };
      expect((await adminCommand(withEnv, "list")).stdout.trim()).toBe("ops@example.com (ADMIN_EMAILS)");
      const removed = await adminCommand(withEnv, "remove", "ops@example.com");
      expect(removed.stdout).toContain("still listed in ADMIN_EMAILS");
    },
    SLOW,
  );

  it("is quiet at start once an administrator exists", async () => {
    await adminCommand(env, "add", "first@example.com");
    const again = await startTestServer(dialect, { DATABASE_URL: databaseUrl });
    try {
      expect(again.logs.join("")).not.toContain("No administrator yet");
    } finally {
      await again.stop();
    }
  });
});
