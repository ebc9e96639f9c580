import { SESSION_LIFETIME_SECONDS } from "@jah/shared";
import { betterAuth } from "better-auth";
import { bearer } from "better-auth/plugins";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import { userLanguage } from "../features/usersettings/usersettings.ts";
import type { MailQueue } from "../mail/queue.ts";
import { resetPasswordMail } from "../mail/templates/reset-password.ts";
import { hashPassword, verifyPassword } from "./password.ts";

/** Reset links live one hour and are deleted by better-auth when used. */
export const RESET_TOKEN_SECONDS = 60 * 60;

type Logger = Record<"debug" | "info" | "warn" | "error", (obj: object, msg: string) => void>;
type Deps = { config: Config; database: DatabaseHandle; mailQueue: MailQueue; log: Logger };

/** better-auth: e-mail and password, 59-minute database sessions, argon2id, bearer tokens. */
export function createAuth({ config, database, mailQueue, log }: Deps) {
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
      log: (level, message) => log[level]({ source: "better-auth" }, message),
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
        const lang = await userLanguage(database.db, user.id);
        const url = `${config.appUrl}/newpassword?token=${encodeURIComponent(token)}`;
        await mailQueue.enqueue({ to: user.email, ...resetPasswordMail(lang, user.name, url) });
      },
    },
    plugins: [bearer()],
    advanced: {
      // better-auth turns its origin check off when NODE_ENV is "test"; tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: config.appUrl.startsWith("https://"),
      ipAddress: { disableIpTracking: false },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
