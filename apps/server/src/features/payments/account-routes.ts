import { idParamSchema, type Language, paymentDataSchema } from "@jah/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { currentUser, type Guards } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { contentDisposition } from "../../http/content-disposition.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import type { Buyer } from "./invoices.ts";
import { paymentsOverview } from "./overview.ts";
import { readPaymentData, savePaymentData } from "./payment-data.ts";

type Deps = { db: Db; guards: Guards; config: Pick<Config, "billing">; stripe: Stripe | null };

/** The payments tab: payments made with their invoices, the current plan, the payment data. */
export async function paymentAccountRoutes(app: FastifyInstance, { db, guards, config, stripe }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = { preHandler: guards.verified };
  const tags = ["payments"];

  const overview = (request: Parameters<typeof currentUser>[0]) =>
    paymentsOverview(db, config.billing.plans, currentUser(request).id);
  r.get("/api/payments/", { ...options, schema: { tags } }, overview);
  r.get("/api/payments/subscriptions", { ...options, schema: { tags } }, overview);

  r.get(
    "/api/payments/downloadinvoice/:id",
    { ...options, schema: { tags, params: idParamSchema } },
    async (request, reply) => {
      const user = currentUser(request);
      const invoice = await db
        .selectFrom("invoice")
        .selectAll()
        .where("id", "=", request.params.id)
        .where("user_id", "=", user.id)
        .executeTakeFirst();
      if (!invoice) throw notFound();
      const language: Language = user.settings?.language ?? "en";
      const pdf = await renderInvoicePdf(
        { ...invoice, buyer: JSON.parse(invoice.buyer) as Buyer },
        config.billing.seller,
        language,
      );
      const name = `${language === "de" ? "Rechnung" : "Invoice"}-${invoice.number}.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", contentDisposition(name))
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );

  r.get("/api/payments/paymentdata", { ...options, schema: { tags } }, (request) =>
    readPaymentData(db, currentUser(request).id),
  );
  r.post(
    "/api/payments/newPaymentData",
    { ...options, schema: { tags, body: paymentDataSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      if ((await readPaymentData(db, userId)).has_payment_data) {
        throw new HttpError(409, "Payment data exist already: use editPaymentData");
      }
      return savePaymentData(db, stripe, userId, request.body);
    },
  );
  r.post(
    "/api/payments/editPaymentData",
    { ...options, schema: { tags, body: paymentDataSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      if (!(await readPaymentData(db, userId)).has_payment_data) throw notFound();
      return savePaymentData(db, stripe, userId, request.body);
    },
  );
}
