import type { PasskeySummary } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Db } from "../../db/database.ts";
import { notFound } from "../../http/errors.ts";

const passkeyShape = z.object({
  id: z.string(),
  name: z.string().nullable(),
  created_at: z.string().nullable(),
  device_type: z.string(),
  backed_up: z.boolean(),
});
const okShape = z.object({ ok: z.literal(true) });

/** The user's passkeys, newest first: names and dates, never the public key or credential id. */
export async function listPasskeys(db: Db, userId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .selectFrom("passkey")
    .select(["id", "name", "createdAt", "deviceType", "backedUp"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    // Dates are text on SQLite and timestamps on PostgreSQL: one ISO form for the client.
    created_at: row.createdAt ? new Date(row.createdAt).toISOString() : null,
    device_type: row.deviceType,
    backed_up: row.backedUp === true,
  }));
}

/**
 * Passkeys under /api/account/passkeys: the list and removal, scoped to the owner (another user's
 * passkey answers 404). Adding one is the WebAuthn ceremony of better-auth's passkey plugin
 * (/api/auth/passkey/generate-register-options, then /verify-registration), which needs the browser.
 */
export async function passkeyRoutes(app: FastifyInstance, deps: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: deps.guards.verified };
  const tags = ["account"];

  r.get(
    "/api/account/passkeys",
    { ...signedIn, schema: { tags, response: { 200: z.array(passkeyShape) } } },
    async (request) => listPasskeys(deps.db, currentUser(request).id),
  );
  r.delete(
    "/api/account/passkeys/:id",
    {
      ...signedIn,
      schema: { tags, params: z.object({ id: z.string().min(1).max(200) }), response: { 200: okShape } },
    },
    async (request) => {
      const result = await deps.db
        .deleteFrom("passkey")
        .where("id", "=", request.params.id)
        .where("userId", "=", currentUser(request).id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return { ok: true as const };
    },
  );
}
