import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authRateLimit, padResponseTime } from "../http/rate-limit.ts";
import type { Auth } from "./auth.ts";

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

/** Mounts better-auth under /api/auth by handing each request to its fetch-style handler. */
export async function authRoutes(app: FastifyInstance, { auth, max }: { auth: Auth; max: number }) {
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, auth.options.baseURL);
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
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== "content-length" && key !== "content-encoding") reply.header(key, value);
    });
    const text = explainOriginRefusal(response.status, await response.text(), url.origin);
    return reply.send(text.length > 0 ? text : undefined);
  };

  for (const path of LIMITED) {
    app.post(`/api/auth${path}`, {
      config: { rateLimit: authRateLimit(max) },
      ...(CONSTANT_TIME.has(path) ? { onSend: padResponseTime } : {}),
      handler: handle,
    });
  }
  app.route({ method: ["GET", "POST"], url: "/api/auth/*", handler: handle });
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
