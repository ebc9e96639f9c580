import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";
import { assertLegalPages } from "./features/legal/index.ts";
import { trimMemoryWhenIdle } from "./memory/memory-trim.ts";

const config = loadConfig();
// A paid service in Germany must show its Impressum and AGB: no payments without them (issue 25).
try {
  assertLegalPages(config);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const server = await createServer(config);

/** On top of the grace period: closing the pools and the log's last lines. */
const EXIT_MARGIN_MS = 5_000;

let stopping = false;
/**
 * Graceful shutdown (SIGTERM from the orchestrator, SIGINT from a terminal): the server stops taking
 * requests, lets the running ones and the current job step finish within SHUTDOWN_GRACE_MS, releases
 * its job leases and closes its pools. Should anything hang beyond that, the process ends anyway.
 */
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  server.app.log.info({ signal, graceMs: config.shutdownGraceMs }, "shutting down");
  setTimeout(() => {
    server.app.log.error({ signal }, "shutdown took too long: exiting");
    process.exit(1);
  }, config.shutdownGraceMs + EXIT_MARGIN_MS).unref();
  try {
    await server.close();
    server.app.log.info({ signal }, "shut down");
    process.exit(0);
  } catch (err) {
    server.app.log.error({ err, signal }, "shutdown failed");
    process.exit(1);
  }
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await server.app.listen({ port: config.port, host: config.host });
// A small machine feels idle memory: what start-up and busy spells left behind is given back when quiet.
trimMemoryWhenIdle(server.app.server, config.memoryTrimIdleMs);
server.app.log.info(
  { url: config.appUrl, database: config.database.kind, mail: config.smtpUrl ? "smtp" : config.outboxDir },
  "job application helper is running",
);
