import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contentDisposition } from "../../http/content-disposition.ts";
import { pageLanguage } from "../../http/prerendered.ts";
import type { ExtensionDeps } from "./deps.ts";
import { BUILDS, type BuildName, buildInfo, DOWNLOAD_PREFIX, notBuiltText, openBuild } from "./downloads.ts";

/**
 * The extension's downloads from this server (the /extension page links them) and what the page
 * asks to know which builds exist. A build that is missing answers 404 with how to make it.
 */
export async function downloadRoutes(app: FastifyInstance, { config }: ExtensionDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get("/api/extension/downloads", { schema: { tags: ["extension"] } }, (_request, reply) =>
    reply.header("cache-control", "no-cache").send(buildInfo(config.extensionDistDir)),
  );

  for (const name of Object.keys(BUILDS) as BuildName[]) {
    r.get(`${DOWNLOAD_PREFIX}${BUILDS[name].download}`, { schema: { hide: true } }, (request, reply) => {
      const build = openBuild(config.extensionDistDir, name);
      reply.header("cache-control", "no-cache");
      if (!build) {
        const [, query] = request.url.split("?");
        const language = pageLanguage(query, request.headers.cookie, request.headers["accept-language"]);
        return reply.status(404).type("text/plain; charset=utf-8").send(notBuiltText(language));
      }
      return reply
        .type("application/zip")
        .header("content-length", build.bytes)
        .header("content-disposition", contentDisposition(BUILDS[name].download))
        .send(build.stream);
    });
  }
}
