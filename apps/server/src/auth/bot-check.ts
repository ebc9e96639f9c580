import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { BotCheckConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";

/** A challenge stays solvable for half an hour: long enough to fill in a sign-up form after solving. */
export const BOT_CHECK_TTL_MS = 30 * 60 * 1000;

/** The request body field that carries the widget's answer (the widget's default name). */
export const BOT_CHECK_FIELD = "altcha";

/** Why an answer was refused; the text goes out as the field's reason in the 400. */
export const BOT_CHECK_REASONS = {
  missing: "Required: solve the check that you are a person",
  invalid: "Not a valid solution of one of our challenges",
  expired: "The challenge has expired: solve a new one",
  used: "This solution was already used: solve a new challenge",
} as const;

export type BotCheckRefusal = keyof typeof BOT_CHECK_REASONS;

/**
 * A new proof-of-work challenge, signed with our key. The counter the client has to find is chosen
 * here and its key signed too, so checking an answer costs two HMACs instead of the client's work.
 */
export function createBotChallenge(config: BotCheckConfig, ttlMs = BOT_CHECK_TTL_MS): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: randomInt(config.maxNumber, Math.floor(config.maxNumber / 10)),
    deriveKey,
    expiresAt: new Date(Date.now() + ttlMs),
    hmacSignatureSecret: config.hmacSecret,
    hmacKeySignatureSecret: config.hmacKeySecret,
  });
}

type Payload = { challenge: Challenge; solution: Solution };

/** The widget sends base64 of JSON `{ challenge, solution }`; anything else is not a payload. */
function parsePayload(value: unknown): Payload | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as Partial<Payload>;
    const parameters = parsed?.challenge?.parameters;
    if (!parameters || typeof parameters !== "object" || typeof parameters.nonce !== "string") return null;
    if (!parsed.solution || typeof parsed.solution !== "object") return null;
    return parsed as Payload;
  } catch {
    return null;
  }
}

/**
 * Checks an answer and spends it: null when it is a valid, unexpired solution not used before (it
 * cannot be used again, on any instance), otherwise why not.
 */
export async function spendBotSolution(
  db: Db,
  config: BotCheckConfig,
  value: unknown,
): Promise<BotCheckRefusal | null> {
  if (value === undefined || value === null || value === "") return "missing";
  const payload = parsePayload(value);
  if (!payload) return "invalid";
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: config.hmacSecret,
      hmacKeySignatureSecret: config.hmacKeySecret,
    });
  } catch {
    // The library throws on parameters it cannot read (an unknown algorithm, a malformed key).
    return "invalid";
  }
  if (result.expired) return "expired";
  if (!result.verified) return "invalid";
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000).toISOString();
  // Expired entries can never be replayed (the check above refuses them first), so they go.
  await db.deleteFrom("bot_check_used").where("expires_at", "<", nowIso()).execute();
  const inserted = await db
    .insertInto("bot_check_used")
    .values({ nonce: payload.challenge.parameters.nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column("nonce").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? null : "used";
}
