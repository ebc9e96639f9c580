import type http from "node:http";
import { simpleParser } from "mailparser";

type Stored = { id: string; threadId: string; labelIds: string[]; internalDate: number; raw: Buffer };
type Record = { id: number; message: Stored };

/**
 * One user's mailbox as the Gmail API shows it: messages with labels and internal dates, and a history
 * of every message added (ids counting up). Messages are only ever added: the reader never changes one.
 */
export class FakeGmailMailbox {
  readonly messages: Stored[] = [];
  readonly history: Record[] = [];
  readonly labels = [{ id: "INBOX", name: "INBOX", type: "system" }];
  #historyId = 1000;
  /** History records at or before this id are forgotten (history.list answers 404), as Google does after a week. */
  forgottenUpTo = 0;
  /** 401 for every call: the access token was revoked. */
  revoked = false;
  /** 403 insufficientPermissions: the grant lacks the read-only scope. */
  scopeMissing = false;

  constructor(readonly email: string) {}

  get historyId(): number {
    return this.#historyId;
  }

  /** A label the user made (its id differs from its name, as in Gmail). */
  addLabel(name: string): string {
    const id = `Label_${this.labels.length}`;
    this.labels.push({ id, name, type: "user" });
    return id;
  }

  /**
   * A message arrives: stored with the given labels, a history record names it. Gmail writes what it
   * found about the sender on top (`gmailResults`, after "mx.google.com; "): by default DKIM and DMARC
   * passed for the From domain; null: no header of Gmail's (as a test of other headers may want).
   */
  deliver(
    raw: string,
    options: { labelIds?: string[]; internalDate?: Date; gmailResults?: string | null } = {},
  ): string {
    const id = (0x18c0000000 + this.messages.length * 7919).toString(16);
    const from = raw.match(/^From:.*?([^\s<>"]+@[^\s<>"]+)/im)?.[1] ?? "";
    const domain = from.slice(from.lastIndexOf("@") + 1);
    const results =
      options.gmailResults === undefined
        ? `dkim=pass header.i=@${domain} header.s=s1; dmarc=pass (p=NONE sp=NONE dis=NONE) header.from=${domain}`
        : options.gmailResults;
    const top = results === null ? "" : `Authentication-Results: mx.google.com;\r\n       ${results}\r\n`;
    const message: Stored = {
      id,
      threadId: id,
      labelIds: options.labelIds ?? ["INBOX", "UNREAD"],
      internalDate: (options.internalDate ?? new Date()).getTime(),
      raw: Buffer.from(top + raw.replace(/\r?\n/g, "\r\n")),
    };
    this.messages.push(message);
    this.#historyId += 3;
    this.history.push({ id: this.#historyId, message });
    return id;
  }

  /** Lets history ids up to now expire. */
  forgetHistory(): void {
    this.forgottenUpTo = this.#historyId;
  }
}

type Answer = (status: number, json: object) => void;

/** Every header line, unfolded, repeated names too, top first: as Google lists a message's headers. */
function headerList(raw: Buffer): Array<{ name: string; value: string }> {
  return raw
    .toString("utf8")
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .filter((line) => line.indexOf(":") > 0)
    .map((line) => ({
      name: line.slice(0, line.indexOf(":")).trim().toLowerCase(),
      value: line.slice(line.indexOf(":") + 1).trim(),
    }));
}

/**
 * The read-only part of the Gmail REST API (users/me: profile, labels, messages.list with labelIds and
 * q=after:<seconds>, messages.get as metadata, raw and full, history.list with startHistoryId) over
 * real HTTP, for mailboxes known by their access token. Every request is logged (method and path), so
 * a test can tell that nothing but reading was asked.
 */
export class FakeGmail {
  readonly mailboxes = new Map<string, FakeGmailMailbox>();
  readonly requests: Array<{ method: string; path: string; format: string | null }> = [];
  /** Page size of messages.list and history.list (Google's is up to 500): small, to test paging. */
  pageSize = 500;

  /** The mailbox behind an access token. */
  mailbox(accessToken: string, email = `${accessToken}@gmail.example`): FakeGmailMailbox {
    let box = this.mailboxes.get(accessToken);
    if (!box) {
      box = new FakeGmailMailbox(email);
      this.mailboxes.set(accessToken, box);
    }
    return box;
  }

  async handle(req: http.IncomingMessage, url: URL, answer: Answer): Promise<void> {
    this.requests.push({
      method: req.method ?? "",
      path: url.pathname,
      format: url.searchParams.get("format"),
    });
    const token = (req.headers.authorization ?? "").replace(/^Bearer /, "");
    const box = this.mailboxes.get(token);
    if (!box || box.revoked) {
      return answer(401, { error: { code: 401, message: "Invalid Credentials", status: "UNAUTHENTICATED" } });
    }
    if (box.scopeMissing) {
      return answer(403, {
        error: {
          code: 403,
          message: "Request had insufficient authentication scopes.",
          status: "PERMISSION_DENIED",
        },
      });
    }
    if (req.method !== "GET") return answer(405, { error: { code: 405, message: "read-only fake" } });
    const path = url.pathname.replace(/^\/gmail\/v1\/users\/me\//, "");
    const q = url.searchParams;
    const size = Math.min(Number(q.get("maxResults") ?? 100), this.pageSize);
    const page = <T>(all: T[]) => {
      const start = Number(q.get("pageToken") ?? 0);
      const next = start + size < all.length ? String(start + size) : undefined;
      return { items: all.slice(start, start + size), next };
    };
    if (path === "profile") return answer(200, { emailAddress: box.email, historyId: String(box.historyId) });
    if (path === "labels") return answer(200, { labels: box.labels });
    if (path === "messages") {
      const label = q.get("labelIds");
      const after = Number(q.get("q")?.match(/after:(\d+)/)?.[1] ?? 0) * 1000;
      const found = box.messages
        .filter((m) => (!label || m.labelIds.includes(label)) && m.internalDate > after)
        .sort((a, b) => b.internalDate - a.internalDate);
      const { items, next } = page(found);
      return answer(200, {
        messages: items.map((m) => ({ id: m.id, threadId: m.threadId })),
        ...(next ? { nextPageToken: next } : {}),
        resultSizeEstimate: found.length,
      });
    }
    if (path === "history") {
      const start = Number(q.get("startHistoryId"));
      if (!start || start <= box.forgottenUpTo) {
        return answer(404, {
          error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" },
        });
      }
      const label = q.get("labelId");
      const records = box.history.filter(
        (r) => r.id > start && (!label || r.message.labelIds.includes(label)),
      );
      const { items, next } = page(records);
      return answer(200, {
        history: items.map((r) => ({
          id: String(r.id),
          messages: [{ id: r.message.id, threadId: r.message.threadId }],
          messagesAdded: [
            { message: { id: r.message.id, threadId: r.message.threadId, labelIds: r.message.labelIds } },
          ],
        })),
        ...(next ? { nextPageToken: next } : {}),
        historyId: String(box.historyId),
      });
    }
    const get = path.match(/^messages\/([^/]+)$/);
    const message = get ? box.messages.find((m) => m.id === decodeURIComponent(get[1]!)) : undefined;
    if (!message) {
      return answer(404, {
        error: { code: 404, message: "Requested entity was not found.", status: "NOT_FOUND" },
      });
    }
    const base = {
      id: message.id,
      threadId: message.threadId,
      labelIds: message.labelIds,
      internalDate: String(message.internalDate),
      sizeEstimate: message.raw.length,
      historyId: String(box.historyId),
    };
    const format = q.get("format") ?? "full";
    if (format === "raw") return answer(200, { ...base, raw: message.raw.toString("base64url") });
    const headerEnd = message.raw.indexOf("\r\n\r\n");
    const all = headerList(message.raw.subarray(0, headerEnd));
    if (format === "metadata") {
      const wanted = q.getAll("metadataHeaders").map((h) => h.toLowerCase());
      const headers = all.filter((h) => wanted.length === 0 || wanted.includes(h.name));
      return answer(200, { ...base, payload: { mimeType: "multipart/mixed", headers } });
    }
    // format=full: the text inline, attachments by reference only (as Google does).
    const mail = await simpleParser(message.raw);
    const parts = [
      ...(mail.text
        ? [
            {
              mimeType: "text/plain",
              filename: "",
              body: { size: mail.text.length, data: Buffer.from(mail.text).toString("base64url") },
            },
          ]
        : []),
      ...mail.attachments.map((a, i) => ({
        mimeType: a.contentType,
        filename: a.filename ?? "",
        body: { size: a.size, attachmentId: `att-${i}` },
      })),
    ];
    return answer(200, { ...base, payload: { mimeType: "multipart/mixed", headers: all, parts } });
  }
}
