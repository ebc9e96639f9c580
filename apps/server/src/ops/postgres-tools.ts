import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * libpq's environment for a postgres:// URL, so pg_dump and pg_restore connect without the password
 * ever appearing on a command line (where `ps` would show it).
 */
export function postgresEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const params = u.searchParams;
  const env: NodeJS.ProcessEnv = {
    PGHOST: params.get("host") ?? decodeURIComponent(u.hostname.replace(/^\[|\]$/g, "")),
    PGPORT: u.port || params.get("port") || "5432",
    PGUSER: decodeURIComponent(u.username),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, "")),
  };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = params.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** Runs a PostgreSQL client tool against the database of a URL; a missing tool gets a clear message. */
export async function runPostgresTool(
  tool: "pg_dump" | "pg_restore",
  url: string,
  args: string[],
): Promise<void> {
  try {
    await run(tool, args, { env: { ...process.env, ...postgresEnv(url) }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new Error(
        `${tool} was not found. Backups of a PostgreSQL database need the PostgreSQL client tools of the ` +
          "server's major version or newer (Debian/Ubuntu: apt-get install postgresql-client).",
      );
    }
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${tool} failed${stderr ? `: ${stderr}` : ""}`);
  }
}
