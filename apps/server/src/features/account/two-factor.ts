import type { BackupCodes, TwoFactorSetup, TwoFactorStatus } from "@jah/shared";
import type { FastifyRequest } from "fastify";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import {
  authErrorCode,
  keepingSessionToken,
  requestToken,
  sessionHeaders,
  wrongPassword,
} from "./auth-calls.ts";

export type TwoFactorDeps = { db: Db; auth: Auth };

const conflict = (message: string) => new HttpError(409, message);

/**
 * Turns better-auth's refusals into our answers: the field and the reason for what the user typed,
 * 409 for a step the account's state does not allow, 401 when the session is gone.
 */
function translate(error: unknown): never {
  switch (authErrorCode(error)) {
    case "INVALID_PASSWORD":
    case "PASSWORD_TOO_LONG":
      throw wrongPassword();
    case "INVALID_CODE":
      throw new HttpError(400, "Invalid input", { code: "Wrong code" });
    case "TOTP_ALREADY_ENABLED":
      throw conflict("Two-factor sign-in is already on");
    case "TOTP_NOT_ENABLED":
    case "TWO_FACTOR_NOT_ENABLED":
    case "BACKUP_CODES_NOT_ENABLED":
      throw conflict("Two-factor sign-in is not set up");
    case "UNAUTHORIZED":
    case "SESSION_EXPIRED":
      throw new HttpError(401, "Your session has ended. Please sign in again.");
  }
  throw error;
}

async function row(db: Db, userId: string) {
  const [user, secret] = await Promise.all([
    db.selectFrom("user").select("twoFactorEnabled").where("id", "=", userId).executeTakeFirst(),
    db.selectFrom("twoFactor").select("verified").where("userId", "=", userId).executeTakeFirst(),
  ]);
  return { enabled: user?.twoFactorEnabled === true, secret };
}

/** GET /api/account/two-factor: on, waiting for its first code, and how many backup codes are left. */
export async function twoFactorStatus(deps: TwoFactorDeps, userId: string): Promise<TwoFactorStatus> {
  const { enabled, secret } = await row(deps.db, userId);
  if (!enabled) return { enabled: false, pending: secret?.verified === false, backup_codes_left: null };
  if (!secret) return { enabled: true, pending: false, backup_codes_left: 0 };
  const codes = await deps.auth.api.viewBackupCodes({ body: { userId } });
  return { enabled: true, pending: false, backup_codes_left: codes.backupCodes.length };
}

/**
 * POST /api/account/two-factor/enable: after the password, a new secret for the authenticator app.
 * Sign-in does not ask for codes until the first one is confirmed; starting again replaces the secret.
 */
export async function startTwoFactor(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  password: string,
): Promise<TwoFactorSetup> {
  try {
    const result = await deps.auth.api.enableTwoFactor({
      body: { password, method: "totp" },
      headers: sessionHeaders(request),
    });
    if (result.method !== "totp") throw new Error("better-auth answered without a TOTP URI");
    const key = new URL(result.totpURI).searchParams.get("secret") ?? "";
    // The backup codes come with the confirmation: shown once, when they are valid.
    return { totp_uri: result.totpURI, key };
  } catch (error) {
    translate(error);
  }
}

/** POST /api/account/two-factor/verify: the first code turns two-factor sign-in on; answers the backup codes. */
export async function finishTwoFactor(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  userId: string,
  code: string,
): Promise<BackupCodes> {
  const { enabled, secret } = await row(deps.db, userId);
  if (enabled) throw conflict("Two-factor sign-in is already on");
  if (!secret) throw conflict("Two-factor sign-in is not set up");
  try {
    await keepingSessionToken(deps.db, requestToken(request), () =>
      deps.auth.api.verifyTOTP({ body: { code }, headers: sessionHeaders(request), returnHeaders: true }),
    );
  } catch (error) {
    translate(error);
  }
  const codes = await deps.auth.api.viewBackupCodes({ body: { userId } });
  return { backup_codes: codes.backupCodes };
}

/** POST /api/account/two-factor/disable: after the password, sign-in asks for the password only. */
export async function disableTwoFactor(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  userId: string,
  password: string,
) {
  const { enabled, secret } = await row(deps.db, userId);
  // Also ends a set-up that waits for its first code.
  if (!enabled && !secret) throw conflict("Two-factor sign-in is not set up");
  try {
    await keepingSessionToken(deps.db, requestToken(request), () =>
      deps.auth.api.disableTwoFactor({
        body: { password },
        headers: sessionHeaders(request),
        returnHeaders: true,
      }),
    );
  } catch (error) {
    translate(error);
  }
}

/** POST /api/account/two-factor/backup-codes: after the password, ten new codes; the old ones stop working. */
export async function regenerateBackupCodes(
  deps: TwoFactorDeps,
  request: FastifyRequest,
  password: string,
): Promise<BackupCodes> {
  try {
    const result = await deps.auth.api.generateBackupCodes({
      body: { password },
      headers: sessionHeaders(request),
    });
    return { backup_codes: result.backupCodes };
  } catch (error) {
    translate(error);
  }
}
