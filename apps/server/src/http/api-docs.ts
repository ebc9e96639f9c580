import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";

const DOCS_PREFIX = "/api/docs";

/**
 * The OpenAPI document and its browser page at /api/docs, made at their first request.
 *
 * @fastify/swagger and its page load a YAML library, a JSON-schema resolver and the page's files, about
 * 0.5 MB of code that every idle server held for a page few people open. Here the routes' schemas are
 * only noted as they are registered (the hook must be in place before the first route); the first
 * request to /api/docs loads the plugins into a Fastify instance of its own, registers the same routes
 * there with their schemas (handlers that never run) and answers from it, as every later request does.
 */
export function registerApiDocs(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    // HEAD routes come back with their GET routes in the docs' own instance.
    if (route.url.startsWith(DOCS_PREFIX) || route.method === "HEAD") return;
    routes.push(route);
  });

  let docs: Promise<FastifyInstance> | undefined;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    docs ??= docsInstance(routes).catch((error: unknown) => {
      docs = undefined;
      throw error;
    });
    const response = await (await docs).inject({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
    });
    return reply.code(response.statusCode).headers(response.headers).send(response.rawPayload);
  };
  app.get(DOCS_PREFIX, { schema: { hide: true } }, answer);
  app.get(`${DOCS_PREFIX}/*`, { schema: { hide: true } }, answer);
}

async function docsInstance(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
    import("fastify"),
    import("@fastify/swagger"),
    import("@fastify/swagger-ui"),
  ]);
  const docs = Fastify();
  docs.setValidatorCompiler(validatorCompiler);
  docs.setSerializerCompiler(serializerCompiler);
  await docs.register(swagger, {
    openapi: { info: { title: "Job Application Helper API", version: "1" } },
    transform: jsonSchemaTransform,
  });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
  const unused = async () => undefined;
  for (const route of routes) {
    docs.route({ method: route.method, url: route.url, schema: route.schema, handler: unused });
  }
  await docs.ready();
  return docs;
}
