import { sql } from "kysely";
import type { SecretBox } from "../crypto/secret-box.ts";
import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import type { FileStorage } from "../storage/index.ts";
import type { TransportOptions } from "./account-transport.ts";
import {
  type ApplicationMail,
  insertApplicationMail,
  isBeingSent,
  type SentMailRow,
} from "./application-mail.ts";
import { sendApplicationMail } from "./application-mail-sender.ts";
import { failureReason, isPermanent, MAX_ATTEMPTS, userMailRetryDelayMs } from "./delivery-errors.ts";
import { PassRunner } from "./pass-runner.ts";
import { hasSendingAccount } from "./sending-account.ts";

type Logger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

const BATCH = 10;
/** A claim lasts this long unless its worker renews it; the worker renews it while the send runs. */
export const CLAIM_MS = 120_000;
const HEARTBEAT_MS = 30_000;

/** Shown when a send was cut off (the process ended mid-send): it is not sent again on its own. */
export const INTERRUPTED_REASON =
  "Sending was interrupted. The mail may have reached the recipient: check the sent folder of your mailbox before sending again.";

/**
 * Told of a mail its server accepted, in the transaction that marks it sent: exactly once per mail (by
 * the worker whose conditional update marked it). Should it throw, the mail is recorded as sent all
 * the same and the error is logged.
 */
export type DeliveredHook = (trx: Db, mail: SentMailRow) => Promise<void>;

type Deps = {
  db: Db;
  /** Where the attached files are read from, by the keys the mail carries. */
  storage: FileStorage;
  /** Opens the sending account's sealed password or refresh token. */
  box: SecretBox;
  /** How users' own accounts are reached (Gmail's client, private networks). */
  transport: Omit<TransportOptions, "quick">;
  log: Logger;
  /** Told of every attempt the mail server refused (metrics). */
  onSendFailed?: () => void;
  /** Told of every delivered mail: app.ts subscribes the compose feature (the application becomes applied). */
  onDelivered?: DeliveredHook;
};

/**
 * The durable queue of application mails: the `sent_mail` rows themselves. A feature hands it a message
 * (`enqueue`); the queue alone writes the rows' state (status, claim, attempts, retry time). A worker claims
 * a due row with a conditional update (queued -> sending), so with several app instances on one database
 * each mail has exactly one sender. It builds the mail from the row itself: the sending account from the
 * user's mail accounts (secret opened with the secret box), the CV stored with the row, the files by their
 * storage keys. It imports no feature: what a feature does once a mail is out, it does in `onDelivered`.
 *
 * Delivery boundary: a mail is retried only when its server reported that it did not take it (an error
 * before or instead of the final 250). Once the server accepted it, the row is marked sent in one
 * statement. Should the process end between those two moments (or anywhere mid-send) the claim
 * runs out and the row becomes failed with INTERRUPTED_REASON instead of going out again: at most once
 * across crashes, never silently lost, since the user sees the reason and may send again.
 */
export class SentMailQueue {
  readonly #runner: PassRunner;

  constructor(private readonly deps: Deps) {
    this.#runner = new PassRunner(
      () => this.deliverDue(),
      (error) => deps.log.error({ err: error }, "application mail pass failed"),
    );
  }

  /**
   * Stores a mail due now in the caller's transaction, so it is queued exactly when the change that
   * caused it commits; the worker cannot see it before then, so the caller kicks the queue after the commit.
   */
  enqueue(mail: ApplicationMail, trx: Db): Promise<SentMailRow> {
    return insertApplicationMail(trx, mail);
  }

  /** True while a mail of the application waits or is being sent (one at a time per application). */
  isBeingSent(applicationId: number, trx: Db = this.deps.db): Promise<boolean> {
    return isBeingSent(trx, applicationId);
  }

  /** True when the user has a mail account of their own to send through. */
  hasSendingAccount(userId: string): Promise<boolean> {
    return hasSendingAccount(this.deps.db, userId, this.deps.transport.google !== null);
  }

  start(): void {
    this.#runner.start();
  }

  /** Delivers due mail now (called after a compose commits). */
  kick(): void {
    this.#runner.kick();
  }

  async idle(): Promise<void> {
    await this.#runner.idle();
  }

  async stop(): Promise<void> {
    await this.#runner.stop();
  }

  /** A delivery pass, waited for: the job runner's safety-net poll. */
  async poll(): Promise<void> {
    await this.#runner.poll();
  }

  /** One pass: fails interrupted sends, then sends up to BATCH due mails one after another. */
  async deliverDue(): Promise<void> {
    const { db } = this.deps;
    const now = nowIso();
    await db
      .updateTable("sent_mail")
      .set({ status: "failed", error: INTERRUPTED_REASON, locked_until: null })
      .where("status", "=", "sending")
      .where("locked_until", "<", now)
      .execute();
    const due = await db
      .selectFrom("sent_mail")
      .select("id")
      .where("status", "=", "queued")
      .where("next_attempt_at", "<=", now)
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const { id } of due) await this.#deliver(id);
    if (due.length === BATCH) this.kick();
  }

  async #deliver(id: number): Promise<void> {
    const { db, log } = this.deps;
    const claimUntil = () => new Date(Date.now() + CLAIM_MS).toISOString();
    const row = await db
      .updateTable("sent_mail")
      .set({ status: "sending", locked_until: claimUntil(), attempts: sql<number>`attempts + 1` })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .where("next_attempt_at", "<=", nowIso())
      .returningAll()
      .executeTakeFirst();
    if (!row) return; // another worker took it first
    const heartbeat = setInterval(() => {
      db.updateTable("sent_mail")
        .set({ locked_until: claimUntil() })
        .where("id", "=", id)
        .where("status", "=", "sending")
        .execute()
        .catch(() => {});
    }, HEARTBEAT_MS);
    heartbeat.unref();
    try {
      await sendApplicationMail(this.deps, row);
    } catch (error) {
      clearInterval(heartbeat);
      await this.#failed(row, error);
      return;
    }
    clearInterval(heartbeat);
    const markSent = (q: Db) =>
      q
        .updateTable("sent_mail")
        .set({ status: "sent", sent_at: nowIso(), locked_until: null, error: null })
        .where("id", "=", id)
        .where("status", "=", "sending")
        .executeTakeFirst();
    try {
      await db.transaction().execute(async (trx) => {
        const marked = await markSent(trx);
        if (Number(marked.numUpdatedRows) === 1) await this.deps.onDelivered?.(trx, row);
      });
    } catch (error) {
      // The server has the mail: record that much even when the delivered hook failed.
      log.error({ err: error, sentMailId: id }, "application mail sent, its delivered hook failed");
      await markSent(db);
    }
    log.info({ sentMailId: id, attempts: row.attempts }, "application mail sent");
  }

  async #failed(row: SentMailRow, error: unknown): Promise<void> {
    const final = isPermanent(error, row.attempts) || row.attempts >= MAX_ATTEMPTS;
    const reason = failureReason(error);
    this.deps.onSendFailed?.();
    this.deps.log.warn(
      { sentMailId: row.id, attempts: row.attempts, final, reason },
      "application mail not delivered",
    );
    await this.deps.db
      .updateTable("sent_mail")
      .set({
        status: final ? "failed" : "queued",
        error: reason,
        locked_until: null,
        next_attempt_at: new Date(Date.now() + userMailRetryDelayMs(row.attempts)).toISOString(),
      })
      .where("id", "=", row.id)
      .where("status", "=", "sending")
      .execute();
  }
}
