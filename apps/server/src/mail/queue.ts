import type { Db } from "../db/database.ts";
import { nowIso } from "../db/database.ts";
import { PassRunner } from "./pass-runner.ts";
import type { MailTransport, OutgoingMessage } from "./transport.ts";

const MAX_ATTEMPTS = 10;
const BATCH = 20;
const LOCK_MS = 60_000;

type Logger = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/** Minutes until the next try after `attempts` failures: 1, 4, 9, ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(attempts * attempts, 60) * 60_000;
}

/**
 * The outgoing mail queue lives in the database, so a mail survives a restart or an SMTP outage and
 * several app instances can share it: a row is claimed by a conditional update before it is sent.
 */
export class MailQueue {
  readonly #runner: PassRunner;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: Logger,
    /** Told of every attempt the mail server refused (metrics). */
    private readonly onSendFailed: () => void = () => {},
  ) {
    this.#runner = new PassRunner(
      () => this.deliverDue(),
      (error) => this.log.error({ err: error }, "mail queue pass failed"),
    );
  }

  /**
   * Stores a message and asks the worker to deliver it soon. Pass the caller's transaction to make the
   * mail part of it: it is queued exactly when the change that caused it commits. The worker cannot see
   * it before then, so the caller kicks the queue after committing.
   */
  async enqueue(message: OutgoingMessage, trx?: Db): Promise<void> {
    const now = nowIso();
    await (trx ?? this.db)
      .insertInto("outgoing_mail")
      .values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        attempts: 0,
        next_attempt_at: now,
        failed: false,
        created_at: now,
        headers: message.headers ? JSON.stringify(message.headers) : null,
        lang: message.lang ?? null,
      })
      .execute();
    if (!trx) this.kick();
  }

  /** Takes kicks (again) and delivers what is due now. */
  start(): void {
    this.#runner.start();
  }

  /** Runs a delivery pass now unless one is running. */
  kick(): void {
    this.#runner.kick();
  }

  /** Waits for the current pass; tests and shutdown use it. */
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

  /** Sends every due message once; failures are rescheduled with a growing delay. */
  async deliverDue(): Promise<void> {
    const now = nowIso();
    const due = await this.db
      .selectFrom("outgoing_mail")
      .selectAll()
      .where("failed", "=", false)
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .orderBy("id")
      .limit(BATCH)
      .execute();
    for (const row of due) {
      const claimed = await this.db
        .updateTable("outgoing_mail")
        .set({ locked_until: new Date(Date.now() + LOCK_MS).toISOString() })
        .where("id", "=", row.id)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await this.transport.send({
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
          lang: row.lang,
        });
        await this.db.deleteFrom("outgoing_mail").where("id", "=", row.id).execute();
      } catch (error) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        this.onSendFailed();
        this.log.warn({ mailId: row.id, attempts, failed, reason: String(error) }, "mail delivery failed");
        await this.db
          .updateTable("outgoing_mail")
          .set({
            attempts,
            failed,
            locked_until: null,
            last_error: String(error).slice(0, 500),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)).toISOString(),
          })
          .where("id", "=", row.id)
          .execute();
      }
    }
  }
}
