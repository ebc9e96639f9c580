import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { z } from "zod";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { errorBody, HttpError, notFound } from "../../http/errors.ts";
import type { MailQueue } from "../../mail/queue.ts";
import { paymentAccountRoutes } from "./account-routes.ts";
import { cancelAtPeriodEnd } from "./cancel.ts";
import { createCheckout, createPortal } from "./checkout.ts";
import { freeYearRoutes } from "./free-year-routes.ts";
import { hasPricingPage, publicPlans } from "./public-pricing.ts";
import { createStripe } from "./stripe-client.ts";
import { handleStripeEvent } from "./webhook.ts";

type Deps = { db: Db; guards: Guards; config: Pick<Config, "billing" | "appUrl">; mailQueue: MailQueue };

const checkoutSchema = z.object({ plan: z.string().min(1).max(40), interval: z.enum(["month", "year"]) });

/** Plans, Stripe Checkout and portal, and the webhook. Mounted only with PAYMENTS=stripe. */
export async function paymentRoutes(app: FastifyInstance, { db, guards, config, mailQueue }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["payments"];
  const { billing } = config;
  const stripe = billing.stripe ? await createStripe(billing.stripe) : null;
  const needStripe = () => {
    if (!stripe) throw new HttpError(503, "Payments are not set up on this server");
    return stripe;
  };

  await app.register(paymentAccountRoutes, { db, guards, config, stripe });
  await app.register(freeYearRoutes, { db, guards, mailQueue, appUrl: config.appUrl });

  r.get("/api/payments/plans", { preHandler: guards.verified, schema: { tags } }, async () => ({
    plans: publicPlans(billing),
  }));

  // The public pricing page's data (issue 43): no session needed; 404 while no plan is configured.
  r.get("/api/payments/pricing", { schema: { tags } }, async () => {
    if (!hasPricingPage({ payments: true, billing })) throw notFound();
    return { plans: publicPlans(billing), vatRatePercent: billing.vatRatePercent };
  });

  r.post(
    "/api/payments/checkout",
    { preHandler: guards.verified, schema: { tags, body: checkoutSchema } },
    async (request) => {
      const user = currentUser(request);
      const plan = billing.plans.find((p) => p.key === request.body.plan);
      if (!plan) throw new HttpError(400, "Invalid input", { plan: "No such plan" });
      return createCheckout(
        db,
        needStripe(),
        config.appUrl,
        { id: user.id, email: user.email, name: user.username, language: user.settings?.language ?? "en" },
        plan,
        request.body.interval,
      );
    },
  );

  r.post("/api/payments/portal", { preHandler: guards.verified, schema: { tags } }, async (request) =>
    createPortal(db, needStripe(), config.appUrl, currentUser(request).id),
  );

  // "Vertrag kündigen" (§312k BGB): cancels at the end of the paid period and confirms by mail.
  r.post("/api/payments/cancel", { preHandler: guards.verified, schema: { tags } }, async (request) => {
    const user = currentUser(request);
    return cancelAtPeriodEnd(
      { db, stripe: needStripe(), mailQueue, plans: billing.plans, appUrl: config.appUrl },
      { id: user.id, email: user.email, name: user.username, language: user.settings?.language ?? "en" },
    );
  });

  // The webhook reads its body as bytes: the signature covers them exactly as sent.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
      done(null, body),
    );
    scope.post("/api/payments/webhook", { schema: { tags, hide: true } }, async (request, reply) => {
      const signature = request.headers["stripe-signature"];
      if (!stripe || !billing.stripe?.webhookSecret) {
        return reply.status(503).send(errorBody(503, "Payments are not set up on this server"));
      }
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
        return reply.status(400).send(errorBody(400, "Missing Stripe signature"));
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, billing.stripe.webhookSecret);
      } catch {
        return reply.status(400).send(errorBody(400, "Invalid Stripe signature"));
      }
      // A database failure throws: the answer is 500 and Stripe sends the event again later.
      const outcome = await handleStripeEvent(db, billing, event, request.log);
      return { received: true, outcome };
    });
  });
}
