import { passkey } from "@better-auth/passkey";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "../config.ts";

/** The name authenticator apps show beside the account. */
export const TOTP_ISSUER = "Job Application Helper";

/** "Trust this device" skips the second factor on this browser for 30 days. */
export const TRUST_DEVICE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Stronger sign-in through better-auth's own plugins: TOTP apps with backup codes, and passkeys
 * (WebAuthn) whose relying party is APP_URL's host name. Browsers offer passkeys only on a secure
 * origin (https, or http on localhost), so APP_URL must be the address users really open.
 */
export function secondFactorPlugins(config: Pick<Config, "appUrl">) {
  const app = new URL(config.appUrl);
  return [
    twoFactor({
      issuer: TOTP_ISSUER,
      trustDeviceMaxAge: TRUST_DEVICE_SECONDS,
      // Encrypted with AUTH_SECRET (the default, said here so that nobody weakens it by accident).
      backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" },
    }),
    passkey({
      rpID: app.hostname,
      rpName: TOTP_ISSUER,
      // The origin the browser signs into the credential must be ours, whatever header arrives.
      origin: app.origin,
    }),
  ];
}

/**
 * Plugin endpoints the web app does not call over HTTP: set-up, removal and listing go through
 * /api/account/two-factor and /api/account/passkeys (our guards, our error shapes, the session
 * token kept), and OTP by mail or SMS is not offered. The server calls behind them remain.
 */
export const SECOND_FACTOR_CLOSED_PATHS = [
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
  "/two-factor/get-totp-uri",
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/passkey/list-user-passkeys",
  "/passkey/delete-passkey",
  "/passkey/update-passkey",
];
