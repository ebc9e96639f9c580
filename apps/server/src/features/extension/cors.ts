import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The browser extension's pages: Chromium's and Firefox's extension origins, nothing else. */
const EXTENSION_ORIGIN = /^(?:chrome-extension|moz-extension):\/\/[a-z0-9-]{1,64}$/i;

/** The only routes a personal access token may call, so the only ones open to another origin. */
export const FETCHJOB_PATH = "/api/profile/applications/fetchjob";
const isTokenRoute = (path: string) => path.startsWith("/api/extension/") || path === FETCHJOB_PATH;

function allowedOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  return typeof origin === "string" && EXTENSION_ORIGIN.test(origin) ? origin : null;
}

function allow(reply: FastifyReply, origin: string) {
  reply.header("access-control-allow-origin", origin);
  reply.header("vary", "Origin");
}

/**
 * CORS for the browser extension: on its routes only, for extension origins only, never with
 * credentials (the token travels in Authorization; cookies are no use there). Any other origin gets
 * no CORS header at all, so a web page cannot read these answers.
 */
export function registerExtensionCors(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    const origin = allowedOrigin(request);
    if (origin && isTokenRoute(request.url.split("?")[0] ?? "")) allow(reply, origin);
    done();
  });
  const preflight = (request: FastifyRequest, reply: FastifyReply) => {
    const origin = allowedOrigin(request);
    if (origin) {
      allow(reply, origin);
      reply.header("access-control-allow-methods", "GET, POST, DELETE, OPTIONS");
      reply.header("access-control-allow-headers", "Authorization, Content-Type");
      reply.header("access-control-max-age", "600");
    }
    return reply.status(204).send();
  };
  app.options("/api/extension/*", { schema: { hide: true } }, preflight);
  app.options(FETCHJOB_PATH, { schema: { hide: true } }, preflight);
}
