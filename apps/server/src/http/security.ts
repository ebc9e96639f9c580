import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { PRERENDER_SESSION_GUARD } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/** The prerendered pages' one inline script, allowed by its hash and nothing else inline. */
const SESSION_GUARD_HASH = `'sha256-${createHash("sha256").update(PRERENDER_SESSION_GUARD).digest("base64")}'`;

/**
 * Only our own origin may serve scripts, styles, images and fonts; no inline script except the
 * prerendered pages' session guard (by hash). Inline styles stay allowed because the UI kit writes
 * CSS variables into style attributes.
 */
function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The CV live preview lays out PDFs with WebAssembly (compiling it is not JavaScript eval).
        scriptSrc: ["'self'", SESSION_GUARD_HASH, "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // The layout engine's WebAssembly arrives as a data: URL inside its script.
        connectSrc: ["'self'", "data:"],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'", "blob:"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** Runs helmet once and keeps the headers it sets: our policy has no per-request parts (no nonces). */
export function helmetHeaders(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(helmetOptions(https))({ headers: {} } as IncomingMessage, res, () => {});
  return headers;
}

/** Adds helmet's security headers to every response. */
export function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  const headers = helmetHeaders(https);
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
