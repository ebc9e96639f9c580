import type { FakeStripe } from "./fake-stripe.ts";

export const PLANS = [
  {
    key: "complete",
    name: "Complete",
    areas: ["applications", "document", "profile", "jobs"],
    profiles: 10,
    prices: [
      { interval: "month", priceId: "price_month", cents: 990 },
      { interval: "year", priceId: "price_year", cents: 9900 },
    ],
  },
  {
    key: "files",
    name: "Files",
    areas: ["document"],
    prices: [{ interval: "month", priceId: "price_files", cents: 300 }],
  },
];

/** The environment of a server with Stripe payments against the fake. */
export function stripeEnv(fake: FakeStripe, base: string): Record<string, string> {
  return {
    PAYMENTS: "stripe",
    STRIPE_SECRET_KEY: "sk_test_local",
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: base,
    PAYMENT_PLANS: JSON.stringify(PLANS),
    SELLER_NAME: "Bewerbungshelfer GmbH",
    SELLER_ADDRESS: "Hauptstraße 1|10115 Berlin|Deutschland",
    SELLER_VAT_ID: "DE123456789",
  };
}
