// `npm start`: build what is not built yet, then run migrations and serve web app and API in one process.
import { ensureWebBuild } from "./web-build.mjs";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(`Node.js 24 or newer is required (this is ${process.version}). See README.md.`);
  process.exit(1);
}
ensureWebBuild();
const { register } = await import("tsx/esm/api");
register();
await import("../apps/server/src/main.ts");
