import { canReadGmail } from "@jah/shared";
import type { SecretBox } from "../../../crypto/secret-box.ts";
import type { Db } from "../../../db/database.ts";
import { nowIso } from "../../../db/database.ts";
import type { StorageQuota } from "../../../storage/index.ts";
import { GmailApi, type GmailSettings, gmailAccessToken } from "./gmail-api.ts";
import { type GmailLabel, pollGmailLabel } from "./gmail-poll.ts";
import { openImap, ReadError, readErrorOf } from "./imap-session.ts";
import { ApplicationIndex } from "./matching.ts";
import { addResults, DEFAULT_LIMITS, type FolderResult, type PollLimits, pollFolder } from "./poll.ts";
import { NO_RESULT } from "./read-context.ts";
import type { Refiner } from "./refine.ts";
import { GMAIL_TRUST, IMAP_TRUST } from "./sender-check.ts";

type Logger = { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };

export type ReaderDeps = {
  db: Db;
  box: SecretBox;
  /** false: an IMAP host on a private, loopback or link-local address is refused (as for sending). */
  allowPrivateNetworks: boolean;
  log: Logger;
  limits?: PollLimits;
  /** Google's settings: Gmail connections are read through the Gmail API; null: Gmail is not set up. */
  google?: GmailSettings | null;
  /** The configured AI provider: refines unsure suggestions of users who agreed to it; null: rules only. */
  ai?: Refiner | null;
  /** Each user's storage total (STORAGE_QUOTA_MB): attachments past it are listed, not kept. */
  quota: StorageQuota;
};

type Account = {
  id: number;
  user_id: string;
  provider: "smtp" | "gmail";
  imap_host: string;
  imap_port: number;
  imap_security: "tls" | "starttls" | "none";
  username: string;
  secret_sealed: string;
  from_email: string;
  reading_folder: string;
  reading_since: string | null;
  granted_scope: string;
};

/** One account's claim lasts this long: a poll that dies mid-way frees the account after it. */
const CLAIM_MS = 5 * 60_000;

/** The server's answer to opening a folder that does not exist (NONEXISTENT, or a NO on EXAMINE). */
function isMissingFolder(error: unknown): boolean {
  const e = error as { serverResponseCode?: string; responseStatus?: string; message?: string };
  return e?.serverResponseCode === "NONEXISTENT" || e?.responseStatus === "NO";
}

/**
 * Reads employers' replies from the users' own mailboxes: every SMTP account with reading on is
 * polled over IMAP, every Gmail account with reading on through the Gmail API, by the background runner. Each account is claimed with a conditional update on its
 * inbox_account row (one reader per account however many instances run); a failing account records
 * its error on that row for the settings to show, and the others are polled all the same.
 */
export class MailboxReader {
  constructor(private readonly deps: ReaderDeps) {}

  /** Polls every account whose reading is on (the background job). */
  async pollAll(): Promise<void> {
    const gmail = Boolean(this.deps.google);
    const accounts = await this.deps.db
      .selectFrom("mail_account")
      .select("id")
      .where("reading", "=", true)
      .where((eb) =>
        eb.or([
          eb.and([eb("provider", "=", "smtp"), eb("imap_host", "!=", "")]),
          ...(gmail ? [eb("provider", "=", "gmail")] : []),
        ]),
      )
      .orderBy("id")
      .execute();
    for (const { id } of accounts) await this.pollAccount(id);
  }

  /** Polls one account if no other reader holds it; what it read, or null when it was busy or off. */
  async pollAccount(accountId: number): Promise<FolderResult | null> {
    const { db } = this.deps;
    const account = await db
      .selectFrom("mail_account")
      .selectAll()
      .where("id", "=", accountId)
      .where("reading", "=", true)
      .executeTakeFirst();
    if (!account) return null;
    if (account.provider === "gmail" && !this.deps.google) return null;
    if (!(await this.#claim(accountId, account.user_id))) return null;
    try {
      const { total: result, folderMissing } =
        account.provider === "gmail" ? await this.#readGmail(account) : await this.#read(account);
      await this.#release(
        accountId,
        folderMissing
          ? { last_error: "folder-missing", last_error_at: nowIso() }
          : { last_error: null, last_error_at: null },
      );
      return result;
    } catch (error) {
      const failure = readErrorOf(error);
      this.deps.log.warn(
        { mailAccountId: accountId, code: failure.code, reason: failure.message },
        "mailbox not read",
      );
      await this.#release(accountId, { last_error: failure.code, last_error_at: nowIso() });
      return null;
    }
  }

  /** INBOX and the folder the user named, once each. */
  #folders(account: Account): string[] {
    return ["INBOX", account.reading_folder.trim()].filter((f, i, all) => f && all.indexOf(f) === i);
  }

  async #read(account: Account): Promise<{ total: FolderResult; folderMissing: boolean }> {
    const limits = this.deps.limits ?? DEFAULT_LIMITS;
    const client = await openImap(
      {
        host: account.imap_host,
        port: account.imap_port,
        security: account.imap_security,
        username: account.username,
        password: this.deps.box.open(account.secret_sealed, account.user_id),
      },
      { allowPrivateNetworks: this.deps.allowPrivateNetworks },
    );
    try {
      const ctx = {
        db: this.deps.db,
        client,
        userId: account.user_id,
        accountId: account.id,
        ownAddress: account.from_email,
        since: new Date(account.reading_since ?? Date.now()),
        index: await ApplicationIndex.load(this.deps.db, account.user_id),
        refiner: this.deps.ai ?? null,
        trust: IMAP_TRUST,
        quota: this.deps.quota,
        log: this.deps.log,
      };
      let total = NO_RESULT;
      let folderMissing = false;
      for (const folder of this.#folders(account)) {
        const budget = limits.maxMessages - total.looked;
        if (budget <= 0) break;
        try {
          total = addResults(total, await pollFolder(ctx, folder, budget, limits));
        } catch (error) {
          // A folder the user named that is not there: INBOX is read all the same, the account says so.
          if (folder === "INBOX" || !isMissingFolder(error)) throw error;
          folderMissing = true;
        }
      }
      return { total, folderMissing };
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  /**
   * Reads a Gmail account through the Gmail API with a fresh access token: INBOX, and the label the
   * user named (by its name, as Gmail shows it; a label that is not there reads as folder-missing).
   * Without the read-only scope nothing is asked of Google.
   */
  async #readGmail(account: Account): Promise<{ total: FolderResult; folderMissing: boolean }> {
    const google = this.deps.google!;
    if (!canReadGmail(account.granted_scope)) {
      throw new ReadError("scope-missing", "Google has not granted reading the mailbox");
    }
    const limits = this.deps.limits ?? DEFAULT_LIMITS;
    const token = await gmailAccessToken(google, this.deps.box.open(account.secret_sealed, account.user_id));
    const api = new GmailApi(google.gmailApiUrl, token);
    const ctx = {
      db: this.deps.db,
      api,
      userId: account.user_id,
      accountId: account.id,
      ownAddress: account.from_email,
      since: new Date(account.reading_since ?? Date.now()),
      index: await ApplicationIndex.load(this.deps.db, account.user_id),
      refiner: this.deps.ai ?? null,
      trust: GMAIL_TRUST,
      quota: this.deps.quota,
      log: this.deps.log,
    };
    const named = this.#folders(account).filter((f) => f !== "INBOX");
    const labels: GmailLabel[] = [{ id: "INBOX", name: "INBOX" }];
    let folderMissing = false;
    if (named.length > 0) {
      const all = await api.labels();
      for (const name of named) {
        const label = all.find((l) => l.name.toLowerCase() === name.toLowerCase());
        if (label) labels.push({ id: label.id, name });
        else folderMissing = true;
      }
    }
    let total = NO_RESULT;
    for (const label of labels) {
      const budget = limits.maxMessages - total.looked;
      if (budget <= 0) break;
      total = addResults(total, await pollGmailLabel(ctx, label, budget, limits));
    }
    return { total, folderMissing };
  }

  async #claim(accountId: number, userId: string): Promise<boolean> {
    const { db } = this.deps;
    await db
      .insertInto("inbox_account")
      .values({ mail_account_id: accountId, user_id: userId })
      .onConflict((oc) => oc.column("mail_account_id").doNothing())
      .execute();
    const now = nowIso();
    const claimed = await db
      .updateTable("inbox_account")
      .set({ locked_until: new Date(Date.now() + CLAIM_MS).toISOString() })
      .where("mail_account_id", "=", accountId)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1;
  }

  async #release(accountId: number, error: { last_error: string | null; last_error_at: string | null }) {
    await this.deps.db
      .updateTable("inbox_account")
      .set({ locked_until: null, last_polled_at: nowIso(), ...error })
      .where("mail_account_id", "=", accountId)
      .execute();
  }
}
