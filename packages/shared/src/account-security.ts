import { z } from "zod";
import { MESSAGES } from "./auth.ts";
import { PASSWORD_MAX_LENGTH } from "./constants.ts";

/** Stronger sign-in and the sign-in address (issue 14): what the forms send and the API answers. */

/** Authenticator apps show codes of this many digits (RFC 6238 default, better-auth's too). */
export const TOTP_DIGITS = 6;
/** A passkey's name as the user gives it. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

/** The current password, asked again before a change to how the account signs in. */
export const currentPasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A code from the authenticator app, spaces forgiven ("123 456"). */
export const totpCodeSchema = z
  .string({ error: MESSAGES.required })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, MESSAGES.required)
      .regex(/^\d+$/, "The code has digits only")
      .length(TOTP_DIGITS, `The code has ${TOTP_DIGITS} digits`),
  );

/** POST /api/account/two-factor/enable, /disable and /backup-codes. */
export const passwordConfirmSchema = z.object({ password: currentPasswordSchema });
/** POST /api/account/two-factor/verify: the first code, which finishes the set-up. */
export const totpVerifySchema = z.object({ code: totpCodeSchema });

/** GET /api/account/two-factor. */
export type TwoFactorStatus = {
  /** A confirmed authenticator app: sign-in asks for its code. */
  enabled: boolean;
  /** A set-up was started and waits for its first code. */
  pending: boolean;
  /** Unused backup codes; null while two-factor sign-in is off. */
  backup_codes_left: number | null;
};

/** POST /api/account/two-factor/enable: what the authenticator app needs. */
export type TwoFactorSetup = {
  /** otpauth://totp/... for a QR code or a link on the phone. */
  totp_uri: string;
  /** The key in base32, for typing it into the app. */
  key: string;
};

/** POST /api/account/two-factor/verify and /backup-codes: codes shown once. */
export type BackupCodes = { backup_codes: string[] };

/** A passkey's name, trimmed. */
export const passkeyNameSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(PASSKEY_NAME_MAX_LENGTH, `At most ${PASSKEY_NAME_MAX_LENGTH} characters`);

/** GET /api/account/passkeys: one row per passkey, never its key. */
export type PasskeySummary = {
  id: string;
  name: string | null;
  created_at: string | null;
  /** singleDevice or multiDevice (synced by a password manager). */
  device_type: string;
  backed_up: boolean;
};

/** A new sign-in address, compared and stored in lower case as better-auth does. */
export const newEmailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(254, "At most 254 characters")
  .email(MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());

/** POST /api/account/email: the new address and the current password. */
export const emailChangeSchema = z.object({ new_email: newEmailSchema, password: currentPasswordSchema });

/** GET /api/account/confirmemail: the mailed link's query string. */
export const emailChangeLinkSchema = z.object({
  token: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(512),
});

/** GET /api/account/email: the address and a change waiting for its link. */
export type EmailStatus = { email: string; pending_email: string | null };
