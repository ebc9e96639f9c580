import type { StorageUsageDto } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import type { StorageQuota } from "../../storage/index.ts";

/**
 * GET /api/account/storage: the space the user's files take against their total, for the settings.
 * Not behind a plan: a user who no longer has the documents area still sees what their files take.
 */
export async function storageUsageRoutes(
  app: FastifyInstance,
  { guards, db, quota }: { guards: Guards; db: Db; quota: StorageQuota },
) {
  app.get(
    "/api/account/storage",
    { preHandler: guards.verified, schema: { tags: ["account"] } },
    async (request): Promise<StorageUsageDto> => {
      const usage = await quota.usage(db, currentUser(request).id);
      return {
        used_bytes: usage.usedBytes,
        limit_bytes: usage.limitBytes,
        documents_bytes: usage.byFeature.documents ?? 0,
        reply_attachments_bytes: usage.byFeature.inbox ?? 0,
      };
    },
  );
}
