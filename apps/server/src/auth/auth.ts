import { apiKey } from "@better-auth/api-key";
import { type Language, SESSION_LIFETIME_SECONDS } from "@jah/shared";
import { betterAuth } from "better-auth";
// The plugin's own entry: "better-auth/plugins" loads every plugin better-auth has (2 to 3 MiB of heap).
import { bearer } from "better-auth/plugins/bearer";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { MailQueue } from "../mail/queue.ts";
import { resetPasswordMail } from "../mail/templates/reset-password.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { SECOND_FACTOR_CLOSED_PATHS, secondFactorPlugins } from "./second-factor.ts";

/** Reset links live one hour and are deleted by better-auth when used. */
export const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * Personal access tokens of the browser extension (better-auth's API-key plugin): stored as SHA-256,
 * shown once, named after the extension or by the user, no expiry (revoked by hand). Our own limiter
 * counts requests per token (features/extension), so the plugin's per-key counter stays off.
 */
const ACCESS_TOKEN_OPTIONS = {
  defaultPrefix: "jah_",
  maximumNameLength: 60,
  requireName: true,
  rateLimit: { enabled: false },
  startingCharactersConfig: { shouldStore: true, charactersLength: 8 },
};

const INVALID_TOKEN_LOG = "Failed to validate API key";

const API_KEY_PATHS = ["create", "get", "update", "delete", "list", "verify"].map((p) => `/api-key/${p}`);

type Logger = Record<"debug" | "info" | "warn" | "error", (obj: object, msg: string) => void>;
type Deps = {
  config: Config;
  database: DatabaseHandle;
  mailQueue: MailQueue;
  log: Logger;
  /** The language a user's mails are written in (their settings, given by the wiring). */
  languageOf: (userId: string) => Promise<Language>;
};

/** better-auth: e-mail and password, 59-minute database sessions, argon2id, bearer tokens. */
export function createAuth({ config, database, mailQueue, log, languageOf }: Deps) {
  const origin = new URL(config.appUrl).origin;
  return betterAuth({
    appName: "Job Application Helper",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    database: database.authDatabase,
    trustedOrigins: [origin, origin.replace("://localhost", "://127.0.0.1")],
    telemetry: { enabled: false },
    // Into our log, so its lines get the same format and the same redaction as ours.
    logger: {
      level: "warn",
      // A revoked or mistyped extension token is the client's error, not the server's.
      log: (level, message) =>
        log[message.startsWith(INVALID_TOKEN_LOG) ? "debug" : level]({ source: "better-auth" }, message),
    },
    // Our own limiter guards the sensitive endpoints (see http/rate-limit.ts); one place, one policy.
    rateLimit: { enabled: false },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      // A session never grows older than 59 minutes: renewing means signing in again.
      disableSessionRefresh: true,
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      requireEmailVerification: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const lang = await languageOf(user.id);
        const url = `${config.appUrl}/newpassword?token=${encodeURIComponent(token)}`;
        await mailQueue.enqueue({ to: user.email, ...resetPasswordMail(lang, user.name, url) });
      },
    },
    plugins: [bearer(), apiKey(ACCESS_TOKEN_OPTIONS), ...secondFactorPlugins(config)],
    // Plugins' HTTP endpoints we answer through our own routes stay closed; their server calls remain.
    // The extension's tokens, for one, are managed through /api/extension/tokens (session, scoped, rate
    // limited), never through /api/auth/api-key/*.
    disabledPaths: [...API_KEY_PATHS, ...SECOND_FACTOR_CLOSED_PATHS],
    advanced: {
      // better-auth turns its origin check off when NODE_ENV is "test"; tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: config.appUrl.startsWith("https://"),
      ipAddress: { disableIpTracking: false },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
