import { randomBytes } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export type StripeCall = { method: string; path: string; form: URLSearchParams };

/**
 * A local HTTP server that answers like Stripe's API for the calls the server makes (customers,
 * Checkout sessions, portal sessions, subscription cancel), and keeps every call for the test to read.
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  private server: Server | null = null;
  readonly webhookSecret = `whsec_${randomBytes(12).toString("hex")}`;
  /** Subscriptions the fake knows; cancel of any other answers 404 like Stripe. */
  readonly subscriptions = new Set<string>();
  /** Subscriptions whose cancel answers 500, as Stripe does when it has trouble of its own. */
  readonly failingCancels = new Set<string>();
  /** The period end (Unix seconds) of known subscriptions, as their items carry it. */
  readonly periodEnds = new Map<string, number>();
  /** Checkout sessions created so far, with what the hosted page needs. */
  readonly checkouts = new Map<string, { customer: string | null; successUrl: string }>();
  /** Checkout URLs point at this server's stand-in page instead of Stripe's (unreachable) host. */
  hostedCheckout = false;
  private base = "";

  async listen(): Promise<string> {
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => {
        body += chunk;
      });
      req.on("end", () => {
        const path = (req.url ?? "").split("?")[0] ?? "";
        const page = path.match(/^\/c\/pay\/([^/]+)$/);
        if (req.method === "GET" && page?.[1]) return this.checkoutPage(page[1], res);
        const form = new URLSearchParams(body);
        this.calls.push({ method: req.method ?? "", path, form });
        const [status, json] = this.answer(req.method ?? "", path, form);
        res.writeHead(status, { "content-type": "application/json", "request-id": "req_test" });
        res.end(JSON.stringify(json));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this.base;
  }

  /**
   * Stands in for Stripe's hosted Checkout page when `hostedCheckout` is on (browser journeys): a page
   * on this server whose Pay link returns to the session's success_url, as Stripe does after payment.
   */
  private checkoutPage(sessionId: string, res: ServerResponse) {
    const session = this.checkouts.get(sessionId);
    if (!session) {
      res.writeHead(404, { "content-type": "text/plain" });
      return res.end("No such checkout session");
    }
    const back = session.successUrl.replace("{CHECKOUT_SESSION_ID}", sessionId);
    const html = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Test checkout</h1>` +
        `<p data-testid="fake-checkout-session">${html(sessionId)}</p>` +
        `<a href="${html(back)}" data-testid="fake-checkout-pay">Pay</a></main></html>`,
    );
  }

  private answer(method: string, path: string, form: URLSearchParams): [number, unknown] {
    const id = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
    if (method === "POST" && path === "/v1/customers") {
      return [200, { id: id("cus"), object: "customer", email: form.get("email"), metadata: {} }];
    }
    const customerUpdate = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (method === "POST" && customerUpdate?.[1]) {
      return [200, { id: customerUpdate[1], object: "customer", name: form.get("name"), metadata: {} }];
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const sessionId = id("cs_test");
      this.checkouts.set(sessionId, {
        customer: form.get("customer"),
        successUrl: form.get("success_url") ?? "",
      });
      return [
        200,
        {
          id: sessionId,
          object: "checkout.session",
          mode: "subscription",
          customer: form.get("customer"),
          url: `${this.hostedCheckout ? this.base : "https://checkout.stripe.test"}/c/pay/${sessionId}`,
        },
      ];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      return [
        200,
        { id: id("bps"), object: "billing_portal.session", url: "https://billing.stripe.test/p/session" },
      ];
    }
    const update = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (method === "POST" && update?.[1]) return this.updateSubscription(update[1], form);
    const cancel = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (method === "DELETE" && cancel?.[1]) {
      if (this.failingCancels.has(cancel[1])) {
        return [500, { error: { type: "api_error", message: "An unknown error occurred" } }];
      }
      if (!this.subscriptions.has(cancel[1])) {
        return [404, { error: { type: "invalid_request_error", message: "No such subscription" } }];
      }
      this.subscriptions.delete(cancel[1]);
      return [200, { id: cancel[1], object: "subscription", status: "canceled" }];
    }
    return [
      404,
      { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  /**
   * POST /v1/subscriptions/{id}, as Stripe answers it for cancel_at_period_end: the subscription stays
   * active with the flag set and the item's period end unchanged; an unknown id answers 404.
   */
  private updateSubscription(subscriptionId: string, form: URLSearchParams): [number, unknown] {
    if (this.failingCancels.has(subscriptionId)) {
      return [500, { error: { type: "api_error", message: "An unknown error occurred" } }];
    }
    if (!this.subscriptions.has(subscriptionId)) {
      return [
        404,
        { error: { type: "invalid_request_error", message: `No such subscription: '${subscriptionId}'` } },
      ];
    }
    const end = this.periodEnds.get(subscriptionId) ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
    const cancelAtPeriodEnd = form.get("cancel_at_period_end") === "true";
    return [
      200,
      {
        id: subscriptionId,
        object: "subscription",
        status: "active",
        cancel_at_period_end: cancelAtPeriodEnd,
        cancel_at: cancelAtPeriodEnd ? end : null,
        items: {
          object: "list",
          data: [{ id: `si_${subscriptionId}`, object: "subscription_item", current_period_end: end }],
        },
      },
    ];
  }

  callsTo(path: string): StripeCall[] {
    return this.calls.filter((c) => c.path === path);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const signer = new Stripe("sk_test_signer");

/** A webhook request body and its Stripe-Signature header, signed with the SDK's test helper. */
export function signedEvent(
  secret: string,
  type: string,
  object: Record<string, unknown>,
  options: { id?: string; created?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(8).toString("hex")}`,
    object: "event",
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** A Stripe subscription object as the webhooks carry it. */
export function subscriptionObject(options: {
  id: string;
  customer: string;
  price: string;
  status: string;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
}) {
  return {
    id: options.id,
    object: "subscription",
    customer: options.customer,
    status: options.status,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    metadata: {},
    items: {
      object: "list",
      data: [
        {
          id: `si_${options.id}`,
          object: "subscription_item",
          price: { id: options.price, object: "price" },
          current_period_end: options.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400,
        },
      ],
    },
  };
}

/** A paid Stripe invoice object. */
export function invoiceObject(options: { id: string; customer: string; price: string; amount: number }) {
  const now = Math.floor(Date.now() / 1000);
  return {
    id: options.id,
    object: "invoice",
    customer: options.customer,
    amount_paid: options.amount,
    currency: "eur",
    created: now,
    status: "paid",
    status_transitions: { paid_at: now },
    lines: {
      object: "list",
      data: [
        {
          id: `il_${options.id}`,
          object: "line_item",
          description: "1 × Complete",
          period: { start: now, end: now + 30 * 86_400 },
          pricing: { type: "price_details", price_details: { price: options.price, product: "prod_1" } },
        },
      ],
    },
  };
}
