// `npm start`: build what is not built yet, then run migrations and serve web app and API in one process.
import { ensureWebBuild } from "./web-build.mjs";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(`Node.js 24 or newer is required (this is ${process.version}). See README.md.`);
  process.exit(1);
}
ensureWebBuild();
// React (the CV templates in the PDF workers) and other libraries run their production builds.
process.env.NODE_ENV ??= "production";
const { register } = await import("tsx/esm/api");
register();
await import("../apps/server/src/main.ts");
