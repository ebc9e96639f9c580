import type { PaymentsConfig } from "../../config.ts";
import type { UserDataPart } from "../../db/user-data.ts";
import { subscriptionCanceller } from "./cancel-on-purge.ts";
import { paymentsRecord } from "./export.ts";

/**
 * Plans and payments: billing details, subscriptions, invoices (the purge unlinks them: they are kept
 * for the legal retention period) and free-year requests; payments.json. With Stripe, the purge
 * cancels the running subscriptions before anything of the account goes.
 */
export function paymentsUserData(billing: PaymentsConfig): UserDataPart {
  const cancel = subscriptionCanceller(billing);
  return {
    feature: "payments",
    tables: ["payment_customer", "subscription", "invoice", "free_year_request"],
    resetKeeps: {
      payment_customer: "billing details belong to the account, not to the sample data",
      subscription: "a paid plan must not be lost by a reset",
      invoice: "invoices are kept for the legal retention period",
      free_year_request: "a granted or requested free year stays",
    },
    async export(zip, { db, userId }) {
      zip.json("payments.json", () => paymentsRecord(db, userId));
    },
    purge: cancel ? { first: ({ db, userId }) => cancel(db, userId) } : {},
  };
}
