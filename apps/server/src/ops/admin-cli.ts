// `npm run admin -- add you@example.com` (and `remove ADDRESS`, `list`): names the administrators who may
// open /appsettings/, stored in the database beside ADMIN_EMAILS, with the server's environment
// (DATABASE_URL, DATA_DIR). A running server sees a change at the next request.
import { z } from "zod";
import { addAdministrator, listAdministrators, removeAdministrator } from "../auth/administrators.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";

const USAGE = "Usage: npm run admin -- add EMAIL | remove EMAIL | list";
const email = z.email();

/** Runs one command and answers the lines to print; throws with the message for a mistake. */
async function run(args: string[]): Promise<string[]> {
  const [command, address, ...rest] = args;
  if (rest.length > 0 || !command) throw new Error(USAGE);
  if (command !== "list" && !address) throw new Error(USAGE);
  if (address && !email.safeParse(address).success) throw new Error(`"${address}" is not an e-mail address`);
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
    const db = database.db;
    switch (command) {
      case "add":
        return (await addAdministrator(db, address!))
          ? [`${address} is an administrator now: sign in with it and open /appsettings/.`]
          : [`${address} was an administrator already.`];
      case "remove": {
        const removed = await removeAdministrator(db, address!);
        const lines = [
          removed ? `${address} is no administrator any more.` : `${address} was no administrator.`,
        ];
        if (config.adminEmails.includes(address!.toLowerCase())) {
          lines.push(`It is still listed in ADMIN_EMAILS, which keeps it an administrator.`);
        }
        return lines;
      }
      case "list": {
        const stored = await listAdministrators(db);
        const lines = [
          ...stored.map((a) => `${a} (npm run admin)`),
          ...config.adminEmails.filter((a) => !stored.includes(a)).map((a) => `${a} (ADMIN_EMAILS)`),
        ];
        return lines.length > 0 ? lines : ["No administrator yet: npm run admin -- add you@example.com"];
      }
      default:
        throw new Error(USAGE);
    }
  } finally {
    await database.destroy();
  }
}

try {
  for (const line of await run(process.argv.slice(2))) console.log(line);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
