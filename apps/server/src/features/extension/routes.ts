import type { FastifyInstance } from "fastify";
import { extensionApiRoutes } from "./api-routes.ts";
import { connectRoutes } from "./connect-routes.ts";
import { registerExtensionCors } from "./cors.ts";
import type { ExtensionDeps } from "./deps.ts";
import { downloadRoutes } from "./download-routes.ts";
import { tokenRoutes } from "./token-routes.ts";

/** The browser extension's side of the server (issue 10): tokens, connecting, its API, downloads. */
export async function extensionRoutes(app: FastifyInstance, deps: ExtensionDeps) {
  await tokenRoutes(app, deps);
  await connectRoutes(app, deps);
  await extensionApiRoutes(app, deps);
  await downloadRoutes(app, deps);
}

export { registerExtensionCors };
