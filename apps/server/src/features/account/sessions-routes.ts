import { newPasswordSchema, PASSWORD_MAX_LENGTH } from "@jah/shared";
import { APIError } from "better-auth/api";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { authRateLimit } from "../../http/rate-limit.ts";

const sessionShape = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  current: z.boolean(),
});
const okShape = z.object({ ok: z.literal(true) });
const revokedShape = z.object({ revoked: z.number() });
const passwordBody = z.object({
  current_password: z.string().min(1, "Required").max(PASSWORD_MAX_LENGTH),
  new_password: newPasswordSchema,
});

type Deps = { db: Db; guards: Guards; auth: Auth; config: Pick<Config, "authRateLimit"> };

/** The session token of this request, as the guard accepted it (quoted or not). */
function requestToken(request: FastifyRequest): string {
  const raw = String(request.headers["x-auth-token"] ?? "");
  return raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Active sessions and the password under /api/account/: the list (browser and system read from
 * the user agent, no place lookup), signing out one session or all others, and a password change
 * that ends every other session while keeping this one.
 */
export async function accountSessionRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preHandler: deps.guards.verified };
  const tags = ["account"];

  r.get(
    "/api/account/sessions",
    { ...signedIn, schema: { tags, response: { 200: z.array(sessionShape) } } },
    async (request) => {
      const user = currentUser(request);
      const token = requestToken(request);
      const rows = await deps.db
        .selectFrom("session")
        .select(["id", "token", "userAgent", "createdAt", "updatedAt", "expiresAt"])
        .where("userId", "=", user.id)
        .orderBy("createdAt", "desc")
        .execute();
      // Dates are text on SQLite and timestamps on PostgreSQL: compare them as instants.
      const now = Date.now();
      return rows
        .filter((row) => Date.parse(iso(row.expiresAt)) > now)
        .map((row) => ({
          id: row.id,
          ...parseUserAgent(row.userAgent),
          created_at: iso(row.createdAt),
          last_used_at: iso(row.updatedAt),
          expires_at: iso(row.expiresAt),
          current: row.token === token,
        }));
    },
  );

  r.delete(
    "/api/account/sessions/:id",
    {
      ...signedIn,
      schema: { tags, params: z.object({ id: z.string().min(1).max(200) }), response: { 200: okShape } },
    },
    async (request) => {
      const result = await deps.db
        .deleteFrom("session")
        .where("id", "=", request.params.id)
        .where("userId", "=", currentUser(request).id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound();
      return { ok: true as const };
    },
  );

  r.post(
    "/api/account/sessions/revoke-others",
    { ...signedIn, schema: { tags, response: { 200: revokedShape } } },
    async (request) => ({
      revoked: await endOtherSessions(deps.db, currentUser(request).id, requestToken(request)),
    }),
  );

  r.post(
    "/api/account/password",
    {
      ...signedIn,
      config: { rateLimit: authRateLimit(deps.config.authRateLimit) },
      schema: { tags, body: passwordBody, response: { 200: revokedShape } },
    },
    async (request) => {
      const user = currentUser(request);
      const token = requestToken(request);
      try {
        // better-auth verifies the current password and stores the new hash. Its own
        // revokeOtherSessions would replace this session too (a new token), so the others end below.
        await deps.auth.api.changePassword({
          body: {
            currentPassword: request.body.current_password,
            newPassword: request.body.new_password,
            revokeOtherSessions: false,
          },
          headers: new Headers({ authorization: `Bearer ${token}` }),
        });
      } catch (error) {
        if (error instanceof APIError) {
          const code = (error.body as { code?: string } | undefined)?.code;
          if (code === "INVALID_PASSWORD")
            throw new HttpError(400, "Invalid input", { current_password: "Wrong password" });
          if (code === "PASSWORD_TOO_SHORT" || code === "PASSWORD_TOO_LONG")
            throw new HttpError(400, "Invalid input", { new_password: error.message });
          if (error.statusCode === 401)
            throw new HttpError(401, "Your session has ended. Please sign in again.");
        }
        throw error;
      }
      return { revoked: await endOtherSessions(deps.db, user.id, token) };
    },
  );
}

/** Deletes every session of the user except the one with `token`; answers how many ended. */
async function endOtherSessions(db: Db, userId: string, token: string): Promise<number> {
  const result = await db
    .deleteFrom("session")
    .where("userId", "=", userId)
    .where("token", "!=", token)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d]+)/, "Edge"],
  [/OPR\/([\d]+)|Opera\/([\d]+)/, "Opera"],
  [/SamsungBrowser\/([\d]+)/, "Samsung Internet"],
  [/Firefox\/([\d]+)|FxiOS\/([\d]+)/, "Firefox"],
  [/Chrome\/([\d]+)|CriOS\/([\d]+)/, "Chrome"],
  [/Version\/([\d]+)[\d.]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
  [/curl\/([\d]+)/, "curl"],
  [/node|undici/i, "Node.js"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** Browser and operating system from a user agent, e.g. "Firefox 128" and "Linux"; null when unknown. */
export function parseUserAgent(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null };
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    const version = match.slice(1).find(Boolean);
    browser = version ? `${name} ${version}` : name;
    break;
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os };
}
