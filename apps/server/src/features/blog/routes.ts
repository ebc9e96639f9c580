import { readFile } from "node:fs/promises";
import path from "node:path";
import type { BlogPost } from "@jah/blog";
import { LANGUAGES } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { notFound } from "../../http/errors.ts";
import { robots, rss, sitemap } from "./feeds.ts";

const IMAGE_TYPES: Record<string, string> = {
  svg: "image/svg+xml",
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
};

/** The public blog: list, posts, images, and the sitemap, robots.txt and RSS feeds. */
export async function blogRoutes(
  app: FastifyInstance,
  {
    config,
    posts,
  }: {
    config: Config;
    /** The posts, shipped with the release (blogPostLoader). */
    posts: () => Promise<BlogPost[]>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["blog"];
  const cache = (seconds: number) => `public, max-age=${seconds}`;

  r.get(
    "/api/blog/",
    { schema: { tags, querystring: z.object({ lang: z.enum(LANGUAGES).optional() }) } },
    async (request, reply) => {
      reply.header("cache-control", cache(300));
      return (await posts())
        .filter((p) => !request.query.lang || p.language === request.query.lang)
        .map(({ html: _html, ...teaser }) => teaser);
    },
  );

  r.get(
    "/api/blog/images/:file",
    { schema: { tags, params: z.object({ file: z.string().regex(/^[\w.-]+\.(svg|webp|png|jpe?g)$/) }) } },
    async (request, reply) => {
      const file = request.params.file;
      const data = await readFile(path.join(config.contentDir, "blog", "images", file)).catch(() => null);
      if (!data) throw notFound();
      return reply
        .type(IMAGE_TYPES[file.split(".").pop()!.toLowerCase()]!)
        .header("cache-control", cache(86_400))
        .send(data);
    },
  );

  r.get("/api/blog/*", { schema: { tags } }, async (request, reply) => {
    const splat = (request.params as { "*": string })["*"].replace(/\/$/, "");
    const post = (await posts()).find((p) => p.id === splat);
    if (!post) throw notFound();
    reply.header("cache-control", cache(300));
    return {
      header: { title: post.title, description: post.description, date: post.date, language: post.language },
      body: post.html,
      image: post.image,
    };
  });

  app.get("/sitemap.xml", async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").send(sitemap(config.appUrl, await posts())),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(robots(config.appUrl)),
  );
  r.get(
    "/rss/:file",
    {
      schema: {
        params: z.object({ file: z.enum(LANGUAGES.map((l) => `${l}.xml`) as ["en.xml", "de.xml"]) }),
      },
    },
    async (request, reply) =>
      reply
        .type("application/rss+xml; charset=utf-8")
        .send(rss(config.appUrl, request.params.file.slice(0, 2) as "en" | "de", await posts())),
  );
}
