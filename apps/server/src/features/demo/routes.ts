import { DEFAULT_LANGUAGE, demoStartSchema } from "@jah/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Auth } from "../../auth/auth.ts";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { languageFromHeader } from "../usersettings/index.ts";
import { demoStatus } from "./accounts.ts";
import { renewDemoSession } from "./renew.ts";
import { startDemoAccount } from "./start.ts";

type Deps = {
  db: Db;
  auth: Auth;
  guards: Guards;
  config: Pick<Config, "demoMode" | "demoStartLimit" | "payments">;
};

/** Starting a demo account fills a database with a few hundred rows: a few per hour and address. */
function startRateLimit(max: number) {
  return {
    max,
    timeWindow: 60 * 60_000,
    errorResponseBuilder: (_req: FastifyRequest, context: { statusCode: number }) => ({
      statusCode: context.statusCode,
      error: "Too Many Requests",
      message: "Too many demo accounts from this address. Please try again in an hour.",
    }),
  };
}

/** The demo system (DEMO_MODE=1): start a demo account, and tell the app whether one is signed in. */
export async function demoRoutes(app: FastifyInstance, { db, auth, guards, config }: Deps) {
  // Off, these paths answer 404 like any unknown API path.
  if (!config.demoMode) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["demo"];

  r.post(
    "/api/demo/start",
    {
      config: { rateLimit: startRateLimit(config.demoStartLimit) },
      schema: { tags, body: demoStartSchema },
    },
    async (request) => {
      const language =
        request.body.language ?? languageFromHeader(request.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
      const agent = request.headers["user-agent"];
      const started = await startDemoAccount(
        { db, auth, payments: config.payments },
        language,
        typeof agent === "string" ? agent : undefined,
      );
      request.log.info({ userId: started.user.id, language }, "demo account started");
      return started;
    },
  );

  r.post("/api/demo/renew", { preHandler: guards.verified, schema: { tags } }, (request) =>
    // guards.verified has checked that x-auth-token names this live session.
    renewDemoSession({ db, auth }, currentUser(request), String(request.headers["x-auth-token"])),
  );

  r.get("/api/demo/status", { preHandler: guards.verified, schema: { tags } }, (request) =>
    demoStatus(db, currentUser(request).id),
  );
}
