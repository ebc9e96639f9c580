import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sql } from "kysely";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import type { FileStorage } from "../storage/index.ts";

export type ReadyDeps = { db: Db; storage: FileStorage };

/** A dependency that has not answered within this time counts as failed. */
const CHECK_TIMEOUT_MS = 3_000;

const checkState = z.enum(["ok", "failed"]);
const readyBody = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: checkState,
  storage: checkState,
  /** The dependencies that did not answer (empty when ready). */
  failed: z.array(z.enum(["database", "storage"])),
});

async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready: the readiness check of a load balancer or orchestrator. 200 only when the database
 * answers a query and the file storage answers its check; 503 otherwise, naming which failed. (The
 * liveness check GET /api/health stays free of both.)
 */
export async function readyRoutes(app: FastifyInstance, deps: ReadyDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/ready",
      { schema: { tags: ["health"], response: { 200: readyBody, 503: readyBody } } },
      async (_request, reply) => {
        const [database, storage] = await Promise.all([
          answers(() => sql`select 1`.execute(deps.db)),
          answers(() => deps.storage.check()),
        ]);
        const failed = [...(database ? [] : ["database" as const]), ...(storage ? [] : ["storage" as const])];
        const body = {
          status: failed.length === 0 ? ("ready" as const) : ("unavailable" as const),
          database: database ? ("ok" as const) : ("failed" as const),
          storage: storage ? ("ok" as const) : ("failed" as const),
          failed,
        };
        return reply.status(failed.length === 0 ? 200 : 503).send(body);
      },
    );
}
