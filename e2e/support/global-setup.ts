// Journeys run the product as `npm start` does: the built web app and the esbuild bundle of the
// server. Both are rebuilt here when a source is newer than the build, so a journey never tests stale code.
import { ensureServerBuild } from "../../scripts/server-build.mjs";
import { ensureWebBuild } from "../../scripts/web-build.mjs";

export default async function setup(): Promise<void> {
  ensureWebBuild();
  await ensureServerBuild();
}
