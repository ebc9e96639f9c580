import { createServer } from "./app.ts";
import { loadConfig } from "./config.ts";

const config = loadConfig();
const server = await createServer(config);

async function shutdown(signal: string) {
  server.app.log.info({ signal }, "shutting down");
  await server.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await server.app.listen({ port: config.port, host: config.host });
server.app.log.info(
  { url: config.appUrl, database: config.database.kind, mail: config.smtpUrl ? "smtp" : config.outboxDir },
  "job application helper is running",
);
