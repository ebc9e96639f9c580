// `npm start`: build what is not built yet, then run migrations and serve web app and API in one process.
// The server runs as built JavaScript (apps/server/dist, see server-build.mjs): no tsx at run time.
import { ensureServerBuild } from "./server-build.mjs";
import { ensureWebBuild } from "./web-build.mjs";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(`Node.js 24 or newer is required (this is ${process.version}). See README.md.`);
  process.exit(1);
}
ensureWebBuild();
await ensureServerBuild();
// React (the CV templates in the PDF workers) and other libraries run their production builds.
process.env.NODE_ENV ??= "production";
// Stack traces name the TypeScript sources (the bundle's source maps).
process.setSourceMapsEnabled(true);
await import("../apps/server/dist/main.js");
