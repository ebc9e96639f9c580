// `npm run backup`, `restore`, `storage:migrate`, `accounts:purge` (and the other operator commands): each
// runs its built JavaScript from apps/server/dist like `npm start` runs the server, so a production install
// (`npm ci --omit=dev` and the built files, as in the container image) needs neither tsx nor the sources.
// A development checkout builds the server first when a source is newer than the build.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureServerBuild, operatorCommands } from "./server-build.mjs";

const [name] = process.argv.splice(2, 1);
if (!name || !Object.hasOwn(operatorCommands, name)) {
  console.error(`Usage: node scripts/operator.mjs <${Object.keys(operatorCommands).join("|")}> [arguments]`);
  process.exit(2);
}
await ensureServerBuild();
process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.resolve(import.meta.dirname, "../apps/server/dist", `${name}.js`)).href);
