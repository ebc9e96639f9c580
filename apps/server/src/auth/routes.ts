import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errorBody } from "../http/errors.ts";
import { authRateLimit, padResponseTime } from "../http/rate-limit.ts";
import type { Auth } from "./auth.ts";
import { type BotCheckDeps, requireBotSolution } from "./bot-check-routes.ts";
import {
  clearSignInFailures,
  FREE_SIGN_IN_FAILURES,
  recentSignInFailures,
  recordSignInFailure,
} from "./sign-in-failures.ts";

/** Endpoints an attacker would hammer: each gets its own per-address limit. */
const LIMITED = [
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/reset-password",
  // The second step of a sign-in and passkey sign-in (better-auth's own limits are off, see auth.ts).
  "/two-factor/verify-totp",
  "/two-factor/verify-backup-code",
  "/passkey/verify-authentication",
];
/** Answers that must not tell whether an address exists take the same time either way. */
const CONSTANT_TIME = new Set(["/request-password-reset"]);
/** What a bot would do in bulk: each needs a proof-of-work solution (issue 25). */
const BOT_CHECKED = new Set(["/sign-up/email", "/request-password-reset"]);
const SIGN_IN = "/sign-in/email";

/** Mounts better-auth under /api/auth by handing each request to its fetch-style handler. */
export async function authRoutes(
  app: FastifyInstance,
  { auth, max, ...botDeps }: { auth: Auth; max: number } & BotCheckDeps,
) {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = betterAuthUrl(request, auth.options.baseURL);
    if (!url) return reply.status(404).send(errorBody(404, "Not found"));
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(", ") : value);
    }
    let body: string | undefined;
    if (request.body !== undefined && request.method !== "GET" && request.method !== "HEAD") {
      const data = request.body as Record<string, unknown>;
      // Sessions last 59 minutes whatever remember-me says; better-auth would otherwise allow a day.
      if (url.pathname.endsWith("/sign-in/email") && data && typeof data === "object") delete data.rememberMe;
      body = JSON.stringify(data);
    }
    const response = await auth.handler(new Request(url, { method: request.method, headers, body }));
    if (url.pathname.endsWith(SIGN_IN)) await countSignIn(request.ip, response.status);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== "content-length" && key !== "content-encoding") reply.header(key, value);
    });
    const text = explainOriginRefusal(response.status, await response.text(), url.origin);
    return reply.send(text.length > 0 ? text : undefined);
  };

  /** A wrong password counts against the client's address; a right one clears its count. */
  const countSignIn = async (address: string, status: number) => {
    if (status === 401) await recordSignInFailure(botDeps.db, address);
    else if (status >= 200 && status < 300) await clearSignInFailures(botDeps.db, address);
  };
  const botCheck = async (request: FastifyRequest) => {
    const path = request.routeOptions.url?.replace(/^\/api\/auth/, "") ?? "";
    if (BOT_CHECKED.has(path)) return requireBotSolution(request, botDeps);
    if (path === SIGN_IN && (await recentSignInFailures(botDeps.db, request.ip)) >= FREE_SIGN_IN_FAILURES)
      return requireBotSolution(request, botDeps);
    // Below the threshold a solution the form sent anyway is simply not needed.
    const body = request.body as Record<string, unknown> | undefined;
    if (body && typeof body === "object") delete body.altcha;
  };

  for (const path of LIMITED) {
    app.post(`/api/auth${path}`, {
      config: { rateLimit: authRateLimit(max) },
      ...(CONSTANT_TIME.has(path) ? { onSend: padResponseTime } : {}),
      ...(BOT_CHECKED.has(path) || path === SIGN_IN ? { preHandler: botCheck } : {}),
      handler: handle,
    });
  }
  app.route({ method: ["GET", "POST"], url: "/api/auth/*", handler: handle });
}

const CATCH_ALL = "/api/auth/*";
const GUARDED = new Set(LIMITED.map((path) => `/api/auth${path}`));

/**
 * The URL better-auth reads for a request: the guarded route's own path for a guarded route, the
 * request's (canonical, see http/canonical-path.ts) path for the catch-all, with the query. The router
 * matches letter case loosely, so a guarded route is named by its registered path. null when the
 * catch-all would hand better-auth a path it reads as a guarded one: that spelling must never go past
 * the guards (canonical paths make it unreachable; this keeps it so if the rewriting ever changes).
 */
export function betterAuthUrl(request: FastifyRequest, baseURL: string | undefined): URL | null {
  const route = request.routeOptions.url ?? CATCH_ALL;
  const queryStart = request.url.indexOf("?");
  const query = queryStart === -1 ? "" : request.url.slice(queryStart);
  const path = route === CATCH_ALL ? request.url.slice(0, queryStart === -1 ? undefined : queryStart) : route;
  const url = new URL(`/api/auth${path.slice("/api/auth".length)}${query}`, baseURL);
  if (route === CATCH_ALL && GUARDED.has(url.pathname.toLowerCase())) return null;
  return url;
}

const ORIGIN_CODES = new Set(["MISSING_OR_NULL_ORIGIN", "INVALID_ORIGIN"]);

/**
 * better-auth refuses a request without a trusted Origin when it looks like a browser's (cookies or
 * Sec-Fetch headers; Node's fetch sends Sec-Fetch-Mode). Its message says only "Missing or null
 * Origin": tell a script what to send instead.
 */
export function explainOriginRefusal(status: number, text: string, origin: string): string {
  if (status !== 403) return text;
  try {
    const body = JSON.parse(text) as { code?: string; message?: string };
    if (!body.code || !ORIGIN_CODES.has(body.code)) return text;
    return JSON.stringify({
      ...body,
      message: `${body.message}: send the header "Origin: ${origin}" (the address of this server), as a browser does`,
    });
  } catch {
    return text;
  }
}
