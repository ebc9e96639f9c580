import { PAYMENT_REQUIRED_CODE, type PaymentRequiredBody, type PremiumArea } from "@jah/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Guards } from "../../auth/guards.ts";
import { currentUser } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { isEntitled } from "./entitlements.ts";

/** The 402 body of a premium endpoint: the web app opens the upgrade prompt on its code. */
export function paymentRequiredBody(area: PremiumArea): PaymentRequiredBody {
  return {
    statusCode: 402,
    error: "Payment Required",
    message: "This needs a paid plan or a granted free year.",
    code: PAYMENT_REQUIRED_CODE,
    area,
  };
}

type PremiumDeps = { db: Db; config: Pick<Config, "payments">; guards: Guards };

/**
 * Mounts one premium area's routes (issue 13). With PAYMENTS=stripe a preValidation hook on every
 * signed-in route signs the caller in and checks the entitlement before the body is even read as input: an unentitled call
 * answers 402 whatever it sends, and nothing runs. The routes' own `verified` guard then reuses that
 * sign-in instead of asking the database again. With PAYMENTS=off the routes are mounted exactly as
 * before, with the same guards and no hook.
 */
export async function registerPremium<O extends { guards: Guards }>(
  app: FastifyInstance,
  { db, config, guards }: PremiumDeps,
  area: PremiumArea,
  routes: (app: FastifyInstance, options: O) => Promise<void>,
  options: O,
): Promise<void> {
  if (!config.payments) {
    await app.register(routes, options);
    return;
  }
  const checked = new WeakSet<FastifyRequest>();
  async function entitled(request: FastifyRequest, reply: FastifyReply) {
    await guards.verified(request);
    if (!(await isEntitled(db, currentUser(request).id, area))) {
      return reply.status(402).send(paymentRequiredBody(area));
    }
    checked.add(request);
  }
  async function verified(request: FastifyRequest) {
    if (!checked.has(request)) await guards.verified(request);
  }
  await app.register(async (scope) => {
    // Only the routes behind the sign-in guard: a public route of the area (the calendar feed, read
    // by calendar apps with its secret address) stays public.
    scope.addHook("onRoute", (route) => {
      if (![route.preHandler].flat().includes(verified)) return;
      route.preValidation = [...[route.preValidation ?? []].flat(), entitled];
    });
    await scope.register(routes, { ...options, guards: { ...guards, verified } });
  });
}

/**
 * The entitlement check alone, as a preHandler after a route's own sign-in guard (the browser
 * extension's token routes). Does nothing with PAYMENTS=off.
 */
export function requireArea(db: Db, config: Pick<Config, "payments">, area: PremiumArea) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!config.payments) return;
    if (!(await isEntitled(db, currentUser(request).id, area))) {
      return reply.status(402).send(paymentRequiredBody(area));
    }
  };
}
