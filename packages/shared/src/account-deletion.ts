import { z } from "zod";
import { MESSAGES } from "./auth.ts";
import { DELETION_CODE_LENGTH } from "./constants.ts";

/** Account deletion (spec sections 2, 4, 7, 8): the typed code, the states, the spec's messages. */

/**
 * The letters of the code shown on screen (DELETION_CODE_LENGTH of them) that the user types back:
 * capitals and digits without the look-alikes 0/O and 1/I.
 */
export const DELETION_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * none → requested (link mailed) → scheduled (link confirmed, date set) → cancel_requested (link
 * mailed) → none. A scheduled account is purged on its date, also while a cancel waits for its link.
 */
export const DELETION_STATES = ["none", "requested", "scheduled", "cancel_requested"] as const;
export type DeletionState = (typeof DELETION_STATES)[number];

/** GET /api/account/goingtobedeleted: the state and the deletion date (ISO), null unless scheduled. */
export type DeletionStatus = { state: DeletionState; date: string | null };

/** GET /api/account/requestdelete and /canceldelete: a new code to show and type back. */
export type DeletionCode = { code: string };

/** The spec's message for a link that is unknown, used or expired. */
export const DELETION_CONFIRM_FAILED = "There was an error confirming the request. Please contact support.";

/** POST /api/account/requestdelete and /canceldelete: the code as typed (case and spaces forgiven). */
export const deletionCodeSchema = z.object({
  code: z
    .string({ error: MESSAGES.required })
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, MESSAGES.required)
        .regex(/^[A-Z0-9]+$/, "The code has letters and digits only")
        .length(DELETION_CODE_LENGTH, `The code has ${DELETION_CODE_LENGTH} characters`),
    ),
});
export type DeletionCodeBody = z.input<typeof deletionCodeSchema>;

/** GET /api/account/confirmdelete and /confirmcanceldelete: the mailed link's query string. */
export const deletionLinkQuerySchema = z.object({
  token: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(512),
});
