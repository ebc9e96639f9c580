import { FakeStripe, invoiceObject, signedEvent } from "@jah/testing/fake-stripe";
import { stripeEnv } from "@jah/testing/payments-env";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { api } from "../support/applications.ts";
import { dispositionOf } from "../support/content-disposition.ts";
import { testDialects } from "../support/dialects.ts";
import { pdfTextOf } from "../support/pdf-text.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { authHeaders, type TestUser, verifiedUser } from "../support/users.ts";

/** One entry of a zip, read with yauzl. */
function zipEntry(zip: Buffer, name: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      file.on("error", reject);
      file.on("end", () => resolve(undefined));
      file.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return file.readEntry();
        file.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => resolve(Buffer.concat(chunks)));
        });
      });
      file.readEntry();
    });
  });
}

const GERMAN_CONSUMER = {
  first_name: "Anna",
  last_name: "Muster",
  street: "Lindenstraße",
  house_number: "5",
  postal_code: "80331",
  city: "München",
  country: "DE",
};

const DUTCH_BUSINESS = {
  first_name: "Joris",
  last_name: "de Vries",
  company_name: "Vries Consultancy B.V.",
  street: "Keizersgracht",
  house_number: "12",
  postal_code: "1015 CX",
  city: "Amsterdam",
  country: "NL",
  vat_number: "NL 8528.86.385.B01",
};

describe.each(testDialects())("payments tab, invoices and payment data on %s", (dialect) => {
  let server: TestServer;
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = new FakeStripe();
    server = await startTestServer(dialect, stripeEnv(fake, await fake.listen()));
  });
  afterAll(async () => {
    await server.stop();
    await fake.close();
  });

  /** A user with a Stripe customer (through checkout), billing details and one paid invoice. */
  async function payingUser(details: Record<string, string>, language: "en" | "de", amount = 990) {
    const user = await verifiedUser(server);
    const settings = (await api(server, user, "GET", "/api/usersettings/show")).body[0];
    await api(server, user, "PUT", "/api/usersettings/edit", { id: settings.id, language });
    expect(
      (await api(server, user, "POST", "/api/payments/checkout", { plan: "complete", interval: "month" }))
        .status,
    ).toBe(200);
    const saved = await api(server, user, "POST", "/api/payments/newPaymentData", details);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { stripe_customer_id } = await server.database.db
      .selectFrom("payment_customer")
      .select("stripe_customer_id")
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    const invoiceId = `in_${user.userId.slice(0, 8)}`;
    const { payload, signature } = signedEvent(
      fake.webhookSecret,
      "invoice.paid",
      invoiceObject({ id: invoiceId, customer: stripe_customer_id!, price: "price_month", amount }),
    );
    const res = await server.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return user;
  }

  async function invoicePdf(user: TestUser) {
    const list = await api(server, user, "GET", "/api/payments/subscriptions");
    const [row] = list.body.settings;
    const res = await server.app.inject({
      url: `/api/payments/downloadinvoice/${row.id}`,
      headers: authHeaders(user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    return { row, res, text: await pdfTextOf(res.rawPayload) };
  }

  it("lists no payments for a new user", async () => {
    const user = await verifiedUser(server);
    const res = await api(server, user, "GET", "/api/payments/subscriptions");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ settings: [], subscription: null, free_year: null, profile_limit: 2 });
  });

  it("makes a German invoice with everything §14 UStG asks for", async () => {
    const user = await payingUser(GERMAN_CONSUMER, "de");
    const { row, res, text } = await invoicePdf(user);
    expect(row).toMatchObject({ product_name: "Complete", price: 990 });
    expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dispositionOf(res.headers["content-disposition"])).toEqual({
      type: "attachment",
      filename: `Rechnung-${row.payload_id}.pdf`,
    });
    for (const expected of [
      `Rechnung ${row.payload_id}`,
      "Bewerbungshelfer GmbH",
      "Hauptstraße 1",
      "10115 Berlin",
      "USt-IdNr.: DE123456789",
      "Anna Muster",
      "Lindenstraße 5",
      "80331 München",
      "Rechnungsdatum",
      "Leistungszeitraum",
      "Nettobetrag",
      "8,32 €",
      "Umsatzsteuer 19 %",
      "1,58 €",
      "Gesamtbetrag",
      "9,90 €",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Reverse Charge");
  });

  it("makes an English reverse-charge invoice for an EU business with a VAT number", async () => {
    const user = await payingUser(DUTCH_BUSINESS, "en", 9900);
    const { res, text } = await invoicePdf(user);
    expect(dispositionOf(res.headers["content-disposition"]).filename).toMatch(/^Invoice-\d+\.pdf$/);
    for (const expected of [
      "Invoice",
      "Seller",
      "Bill to",
      "Vries Consultancy B.V.",
      "Customer VAT ID: NL852886385B01",
      "Net amount",
      "99,00 €",
      "VAT 0 %",
      "0,00 €",
      "Total",
      "Reverse charge",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("answers 404 for another user's invoice", async () => {
    const owner = await payingUser(GERMAN_CONSUMER, "de");
    const other = await verifiedUser(server);
    const [row] = (await api(server, owner, "GET", "/api/payments/subscriptions")).body.settings;
    const res = await server.app.inject({
      url: `/api/payments/downloadinvoice/${row.id}`,
      headers: authHeaders(other),
    });
    expect(res.statusCode).toBe(404);
  });

  it("validates payment data per country and changes nothing on bad input", async () => {
    const user = await verifiedUser(server);
    const cases: Array<[Record<string, string>, string]> = [
      [{ ...GERMAN_CONSUMER, postal_code: "8033" }, "postal_code"],
      [{ ...GERMAN_CONSUMER, vat_number: "DE12345" }, "vat_number"],
      [{ ...DUTCH_BUSINESS, vat_number: "NL123456789" }, "vat_number"],
      [{ ...DUTCH_BUSINESS, postal_code: "10155" }, "postal_code"],
      [{ ...GERMAN_CONSUMER, country: "Germany" }, "country"],
      [{ ...GERMAN_CONSUMER, first_name: "" }, "first_name"],
    ];
    for (const [body, field] of cases) {
      const res = await api(server, user, "POST", "/api/payments/newPaymentData", body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fields), field).toContain(field);
    }
    expect((await api(server, user, "GET", "/api/payments/paymentdata")).body.has_payment_data).toBe(false);
    // Editing before anything was entered is a miss; entering twice is a conflict.
    expect((await api(server, user, "POST", "/api/payments/editPaymentData", GERMAN_CONSUMER)).status).toBe(
      404,
    );
    expect((await api(server, user, "POST", "/api/payments/newPaymentData", GERMAN_CONSUMER)).status).toBe(
      200,
    );
    expect((await api(server, user, "POST", "/api/payments/newPaymentData", GERMAN_CONSUMER)).status).toBe(
      409,
    );
    const edited = await api(server, user, "POST", "/api/payments/editPaymentData", {
      ...GERMAN_CONSUMER,
      city: "Köln",
      postal_code: "50667",
    });
    expect(edited.status).toBe(200);
    const read = await api(server, user, "GET", "/api/payments/paymentdata");
    expect(read.body).toMatchObject({ city: "Köln", postal_code: "50667", has_payment_data: true });
    const bad = await api(server, user, "POST", "/api/payments/editPaymentData", {
      ...GERMAN_CONSUMER,
      postal_code: "x",
    });
    expect(bad.status).toBe(400);
    expect((await api(server, user, "GET", "/api/payments/paymentdata")).body.city).toBe("Köln");
  });

  it("passes the payment data to the Stripe customer as billing details", async () => {
    const user = await verifiedUser(server);
    await api(server, user, "POST", "/api/payments/checkout", { plan: "complete", interval: "month" });
    await api(server, user, "POST", "/api/payments/newPaymentData", DUTCH_BUSINESS);
    const update = fake.calls
      .filter((c) => c.method === "POST" && /^\/v1\/customers\/cus_/.test(c.path))
      .at(-1)!;
    expect(update.form.get("name")).toBe("Vries Consultancy B.V.");
    expect(update.form.get("address[postal_code]")).toBe("1015 CX");
    expect(update.form.get("address[country]")).toBe("NL");
    expect(update.form.get("metadata[vat_number]")).toBe("NL852886385B01");
  });

  it("puts billing details, subscriptions, invoices and free-year requests into the data export", async () => {
    const user = await payingUser(GERMAN_CONSUMER, "de");
    expect((await api(server, user, "POST", "/api/payments/freeyear", { reason: "Studium" })).status).toBe(
      201,
    );
    expect((await api(server, user, "POST", "/api/account/export")).status).toBe(202);
    await server.dataExports.idle();
    const ready = (await api(server, user, "GET", "/api/account/export")).body;
    expect(ready.status).toBe("ready");
    const zip = await server.app.inject({ url: ready.download_url });
    const payments = JSON.parse(String(await zipEntry(zip.rawPayload, "payments.json")));
    expect(payments.payment_data).toMatchObject({ first_name: "Anna", postal_code: "80331", country: "DE" });
    expect(payments.invoices).toEqual([
      expect.objectContaining({ gross_cents: 990, net_cents: 832, vat_cents: 158, product_name: "Complete" }),
    ]);
    expect(payments.free_year_requests).toEqual([
      expect.objectContaining({ reason: "Studium", status: "open" }),
    ]);
    expect(JSON.stringify(payments)).not.toContain("cus_");
  });
});
