import { z } from "zod";
import { LANGUAGES } from "./constants.ts";

/** A demo account lives this long from its start; then the clean-up job deletes it. */
export const DEMO_ACCOUNT_HOURS = 24;

/**
 * Demo accounts get random addresses on this domain. `.invalid` is reserved (RFC 2606): no mail can
 * ever reach it, and no real user can own such an address.
 */
export const DEMO_EMAIL_DOMAIN = "demo.invalid";

/** True for an address of a demo account. */
export function isDemoAddress(address: string): boolean {
  return address.trim().replace(/>$/, "").toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
}

/** Messages of the demo system and the staging reset (the web shows them translated). */
export const DEMO_MESSAGES = {
  mailAccount: "Mail accounts cannot be connected on a demo account: mail is never sent from it",
  mailNotSent: "Mail is never sent from a demo account",
  confirmReset: "Confirm the reset with true",
} as const;

/** POST /api/demo/start: the language of the sample data (else the request's Accept-Language). */
export const demoStartSchema = z
  .object({ language: z.enum(LANGUAGES, { error: "Language must be de or en" }).optional() })
  .default({});

/** What POST /api/demo/start answers: the session as sign-in gives it, and when the account goes. */
export type DemoStart = {
  token: string;
  user: { id: string; email: string; name: string; emailVerified: true };
  demo: { delete_at: string };
};

/** GET /api/demo/status: whether the signed-in account is a demo account, and until when. */
export type DemoStatus = { demo: false; delete_at: null } | { demo: true; delete_at: string };

/** POST /api/datareset (staging host): the explicit yes the reset needs. */
export const dataResetSchema = z.object({
  confirm: z.literal(true, { error: DEMO_MESSAGES.confirmReset }),
});

/** What a data reset or a demo start put into the account. */
export type SampleCounts = { profiles: number; applications: number; coverletters: number };

/** POST /api/demo/renew: a demo account's fresh session (its password is never known, so it cannot sign in again). */
export type DemoRenewal = {
  token: string;
  user: { id: string; email: string; name: string; emailVerified: true };
};
