import { CV_IMPORT_MAX_BYTES, cvImportRequestSchema, cvImportSeenSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AiClient } from "../../ai/client.ts";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { errorBody } from "../../http/errors.ts";
import type { DemoRestrictions } from "../demo/index.ts";
import { importCv } from "./import.ts";
import { CvImportRejected, type CvParsePool } from "./pool.ts";
import { markSeen } from "./seen.ts";

const BASE = "/api/profile/importcv";

/** A 5,000,000-byte file as a base64 data URL is 6.7 MB; a 6 MB one still arrives to be refused by code. */
const BODY_LIMIT = 8 * 1024 * 1024;

type Deps = {
  db: Db;
  guards: Guards;
  config: Pick<Config, "payments" | "ai">;
  demo: DemoRestrictions;
  pool: CvParsePool;
};

/** Import a CV (PDF or DOCX) as a new profile, and clear the marks of imported fields. */
export async function cvImportRoutes(app: FastifyInstance, { db, guards, config, demo, pool }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["profiles"];
  const ai = config.ai ? new AiClient(config.ai, app.log) : null;

  r.get(`${BASE}/options`, { ...options, schema: { tags } }, async () => ({
    ai_available: config.ai !== null,
    max_bytes: CV_IMPORT_MAX_BYTES,
  }));

  r.post(
    BASE,
    {
      // The uploaded CV is a file: refused on the demo system.
      preHandler: [guards.verified, demo.uploads],
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: cvImportRequestSchema },
    },
    async (request, reply) => {
      const deps = { db, pool, payments: config.payments, ai, log: request.log };
      try {
        return reply.status(201).send(await importCv(deps, currentUser(request).id, request.body));
      } catch (error) {
        if (!(error instanceof CvImportRejected)) throw error;
        return reply.status(400).send({ ...errorBody(400, error.message), code: error.code });
      }
    },
  );

  r.post(
    `${BASE}/seen/:profileId`,
    {
      ...options,
      schema: {
        tags,
        params: z.object({ profileId: z.coerce.number().int().positive() }),
        body: cvImportSeenSchema,
      },
    },
    async (request) => ({
      imported_fields: await markSeen(
        db,
        currentUser(request).id,
        request.params.profileId,
        request.body.fields,
      ),
    }),
  );
}
