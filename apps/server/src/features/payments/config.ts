import { PREMIUM_AREAS } from "@jah/shared";
import { z } from "zod";

/** PAYMENTS: off (the default; everyone has everything) or stripe. The old flag spellings still work. */
export const paymentsModeSchema = z
  .string()
  .default("off")
  .transform((v, ctx) => {
    const value = v.trim().toLowerCase();
    if (["", "off", "0", "false", "no"].includes(value)) return "off" as const;
    // "1"/"on"/"true" predate the Stripe integration and meant "plans are on".
    if (["stripe", "1", "on", "true", "yes"].includes(value)) return "stripe" as const;
    ctx.addIssue({ code: "custom", message: "PAYMENTS must be off or stripe" });
    return z.NEVER;
  });

const planSchema = z.object({
  key: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  name: z.string().min(1).max(80),
  areas: z.array(z.enum(PREMIUM_AREAS)).min(1),
  /** Profiles the plan allows; absent: no limit. */
  profiles: z.number().int().positive().optional(),
  prices: z
    .array(
      z.object({
        interval: z.enum(["month", "year"]),
        priceId: z.string().min(1),
        /** Gross price in cents, as configured in Stripe (shown on our pricing table). */
        cents: z.number().int().nonnegative(),
      }),
    )
    .min(1),
});

export type Plan = z.infer<typeof planSchema>;

/** PAYMENT_PLANS: a JSON list of plans (see docs/configuration.md). */
export const plansSchema = z
  .string()
  .default("[]")
  .transform((text, ctx) => {
    try {
      const parsed = z.array(planSchema).safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: parsed.error.issues.map((i) => i.message).join("; ") });
    } catch {
      ctx.addIssue({ code: "custom", message: "PAYMENT_PLANS must be JSON" });
    }
    return z.NEVER;
  });

export type PaymentsConfig = {
  mode: "off" | "stripe";
  plans: Plan[];
  /** Null while STRIPE_SECRET_KEY is unset: checkout and portal answer 503. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
  /** What every invoice names as the seller (§14 UStG). */
  seller: { name: string; address: string[]; vatId: string };
  /** German VAT in whole percent for invoices to consumers and German businesses. */
  vatRatePercent: number;
};

/** The plan a Stripe price id belongs to. */
export function planOfPrice(plans: Plan[], priceId: string): Plan | null {
  return plans.find((p) => p.prices.some((price) => price.priceId === priceId)) ?? null;
}
