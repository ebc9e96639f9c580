import {
  CONNECT_CODE_SECONDS,
  CONNECT_POLL_SECONDS,
  type ConnectPoll,
  type ConnectRequestInfo,
  type ConnectStart,
} from "@jah/shared";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/database.ts";
import { nowIso } from "../../db/database.ts";
import { HttpError } from "../../http/errors.ts";
import { hashDeviceCode, newDeviceCode, newUserCode } from "./codes.ts";
import { createAccessToken } from "./tokens.ts";
import { extensionUserOf, sessionUserById } from "./user-summary.ts";

/** Ended requests stay this long, so a late poll or a reload of the page still hears why. */
const KEEP_ENDED_MS = 60 * 60 * 1000;

/** A poll's answer: the extension's (ConnectPoll), or a request that ended (the route answers 410). */
export type PollAnswer = ConnectPoll | { status: "denied" | "expired"; gone: true };

const EXPIRED = "This code has expired: start connecting again in the extension.";
const ANSWERED = "This code has already been answered.";

const isPast = (iso: string) => Date.parse(iso) <= Date.now();

/**
 * Starts a connect request (no sign-in: the extension is not connected yet). The request lives in
 * the database, so any instance of a scaled-out server can answer the poll and the page.
 */
export async function startConnect(db: Db, client: string, appUrl: string): Promise<ConnectStart> {
  const now = Date.now();
  await db
    .deleteFrom("extension_connect")
    .where("expires_at", "<", new Date(now - KEEP_ENDED_MS).toISOString())
    .execute();
  const deviceCode = newDeviceCode();
  for (let attempt = 0; ; attempt++) {
    const userCode = newUserCode();
    try {
      await db
        .insertInto("extension_connect")
        .values({
          device_code_hash: hashDeviceCode(deviceCode),
          user_code: userCode,
          client,
          status: "pending",
          user_id: null,
          expires_at: new Date(now + CONNECT_CODE_SECONDS * 1000).toISOString(),
          created_at: new Date(now).toISOString(),
        })
        .execute();
      return {
        deviceCode,
        userCode,
        verificationUrl: `${appUrl}/extension/connect?code=${userCode}`,
        interval: CONNECT_POLL_SECONDS,
        expiresIn: CONNECT_CODE_SECONDS,
      };
    } catch (error) {
      // A live request has the same user code (one in hundreds of billions): draw another.
      if (attempt >= 4) throw error;
    }
  }
}

/**
 * The extension's poll: pending until the user answers; once approved, the token (made now, named
 * after the extension) exactly once; denied, expired, used or unknown afterwards.
 */
export async function pollConnect(db: Db, auth: Auth, deviceCode: string): Promise<PollAnswer> {
  const row = await db
    .selectFrom("extension_connect")
    .select(["id", "status", "client", "user_id", "expires_at"])
    .where("device_code_hash", "=", hashDeviceCode(deviceCode))
    .executeTakeFirst();
  if (row?.status === "denied") return { status: "denied", gone: true };
  if (!row || row.status === "consumed" || isPast(row.expires_at)) return { status: "expired", gone: true };
  if (row.status === "pending" || !row.user_id) return { status: "pending" };
  // Two polls at the same moment (two instances) may both read "approved": only one wins the update.
  const claimed = await db
    .updateTable("extension_connect")
    .set({ status: "consumed" })
    .where("id", "=", row.id)
    .where("status", "=", "approved")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return { status: "expired", gone: true };
  // Deleting a user deletes their requests (cascade), so an approved request always has its user.
  const user = await sessionUserById(db, row.user_id);
  if (!user) return { status: "expired", gone: true };
  const created = await createAccessToken(auth, row.user_id, row.client);
  return { status: "approved", token: created.token, user: extensionUserOf(user) };
}

type ConnectRow = { status: "pending" | "approved" | "denied" | "consumed"; expires_at: string };

function infoOf(userCode: string, client: string, row: ConnectRow): ConnectRequestInfo {
  const status =
    row.status === "consumed"
      ? "approved"
      : row.status === "pending" && isPast(row.expires_at)
        ? "expired"
        : row.status;
  return { userCode, client, status };
}

async function findByUserCode(db: Db, userCode: string) {
  const row = await db
    .selectFrom("extension_connect")
    .select(["id", "client", "status", "user_id", "expires_at"])
    .where("user_code", "=", userCode)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, "Unknown code: start connecting again in the extension.");
  return row;
}

/** What the connect page shows before the user answers: the extension's label and the state. */
export async function connectRequestInfo(db: Db, userCode: string): Promise<ConnectRequestInfo> {
  const row = await findByUserCode(db, userCode);
  return infoOf(userCode, row.client, row);
}

/**
 * The signed-in user allows or denies a pending request. 404 unknown code, 410 expired, 409 already
 * answered (by anyone: a code is answered once).
 */
export async function answerConnect(
  db: Db,
  userId: string,
  userCode: string,
  answer: "approved" | "denied",
): Promise<ConnectRequestInfo> {
  const row = await findByUserCode(db, userCode);
  if (row.status !== "pending") {
    // The user's own earlier answer (a double click, a reload) is repeated, not refused.
    if (row.user_id === userId && (row.status === "consumed" ? "approved" : row.status) === answer) {
      return infoOf(userCode, row.client, row);
    }
    throw new HttpError(409, ANSWERED);
  }
  if (isPast(row.expires_at)) throw new HttpError(410, EXPIRED);
  const updated = await db
    .updateTable("extension_connect")
    .set({ status: answer, user_id: userId })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return { userCode, client: row.client, status: answer };
  // Answered elsewhere, or expired, in the moment between reading and writing.
  if (isPast(row.expires_at)) throw new HttpError(410, EXPIRED);
  throw new HttpError(409, ANSWERED);
}
