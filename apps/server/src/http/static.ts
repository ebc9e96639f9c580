import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isAppRoute } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./errors.ts";
import { pageLanguage, prerenderedPaths } from "./prerendered.ts";

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API GET answered with
 * index.html so the browser router can take over: with 200 where the router knows the address, with
 * 404 elsewhere (the app then shows its "page not found"), also below a known first segment where the
 * server knows for sure (an unknown blog post or legal page). Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  {
    extraPages = [],
    contentExists = async () => null,
  }: {
    /** Pages that exist only on some installations (the pricing page), by exact path. */
    extraPages?: readonly string[];
    /**
     * Whether a deeper public address (a blog post, a legal page) exists; null where the server cannot
     * know and the first path segment decides (http/content-paths.ts).
     */
    contentExists?: (page: string) => Promise<boolean | null>;
  } = {},
) {
  const extra = new Set(extraPages);
  const hasBuild = existsSync(path.join(distDir, "index.html"));
  const prerendered = hasBuild ? prerenderedPaths(distDir) : new Set<string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route for every file, looked up when asked for: `wildcard: false` would list the build with
      // glob at start-up and keep a route per file (about 1,000), some 3 MiB of an idle server.
      wildcard: true,
      // Only paths that name a file ("/assets/app.js", "/favicon.svg"); every other path ("/",
      // "/pricing", "/profile/edit/3") goes to the not-found handler below: a prerendered page or the app.
      allowedPath: (pathName) => /\.[^/]+$/.test(pathName),
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/precompress.ts).
      preCompressed: true,
      // Our own policy below: hashed build assets never change, everything else is revalidated.
      cacheControl: false,
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  /** A deeper address's existence as far as the server knows; a blog that fails to load leaves it to the app. */
  const exists = async (page: string) => {
    try {
      return await contentExists(page);
    } catch (error) {
      app.log.error({ err: error, page }, "could not tell whether the page exists");
      return null;
    }
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (
      url.startsWith("/api/") ||
      url === "/api" ||
      (request.method !== "GET" && request.method !== "HEAD")
    ) {
      return reply.status(404).send(errorBody(404, "Not found"));
    }
    if (!hasBuild) {
      return reply.status(503).type("text/plain").send("The web app is not built yet: run `npm run build`.");
    }
    const [pathname = "/", query] = request.url.split("?");
    const page = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    if (prerendered.has(page)) {
      // A public page as finished HTML, in the language the app would pick for this visitor.
      const lng = pageLanguage(query, request.headers.cookie, request.headers["accept-language"]);
      return reply
        .header("cache-control", "no-cache")
        .header("vary", "Cookie, Accept-Language, Accept-Encoding")
        .sendFile(path.posix.join("prerendered", lng, page, "index.html"));
    }
    // Search engines and link checkers see the status; the visitor sees the app's own 404 page.
    const known = extra.has(page) || (isAppRoute(page) && (await exists(page)) !== false);
    return reply
      .status(known ? 200 : 404)
      .header("cache-control", "no-cache")
      .sendFile("index.html");
  });
}
