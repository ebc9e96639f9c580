import { ReadError } from "./imap-session.ts";

/** What the reader needs of the server's Google settings. */
export type GmailSettings = { clientId: string; clientSecret: string; tokenUrl: string; gmailApiUrl: string };

/** The history id given to users.history.list is older than Google keeps (about a week): list again. */
export class HistoryExpired extends Error {}

const TIMEOUT_MS = 30_000;

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new ReadError("unreachable", `Google could not be reached: ${(error as Error).message}`);
  }
}

/**
 * A fresh access token for the stored refresh token. A refused grant (the user revoked it in their
 * Google account, or it expired) is "token-revoked": the account shows it, sending says so too.
 */
export async function gmailAccessToken(google: GmailSettings, refreshToken: string): Promise<string> {
  const response = await call(google.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      refresh_token: refreshToken,
      client_id: google.clientId,
      client_secret: google.clientSecret,
      grant_type: "refresh_token",
    }),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && typeof body.access_token === "string") return body.access_token;
  if (response.status >= 500) throw new ReadError("unreachable", `Google answered ${response.status}`);
  throw new ReadError("token-revoked", `Google refused the grant (${String(body.error ?? response.status)})`);
}

export type GmailHeader = { name: string; value: string };
export type GmailPart = {
  mimeType?: string;
  filename?: string;
  headers?: GmailHeader[];
  body?: { size?: number; data?: string; attachmentId?: string };
  parts?: GmailPart[];
};
export type GmailMessage = {
  id: string;
  threadId?: string;
  labelIds?: string[];
  internalDate?: string;
  sizeEstimate?: number;
  historyId?: string;
  raw?: string;
  payload?: GmailPart;
};
type ListAnswer = { messages?: Array<{ id: string }>; nextPageToken?: string };
type HistoryAnswer = {
  history?: Array<{ id: string; messagesAdded?: Array<{ message: { id: string; labelIds?: string[] } }> }>;
  nextPageToken?: string;
  historyId?: string;
};

/**
 * The few read-only calls of the Gmail REST API the reader makes (users/me): the profile's history
 * id, labels, messages.list, messages.get and history.list. Nothing is ever modified: the grant is
 * gmail.readonly for reading. Errors become the reasons the account shows.
 */
export class GmailApi {
  constructor(
    private readonly baseUrl: string,
    private readonly accessToken: string,
  ) {}

  async #get<T>(path: string, query: Record<string, string | string[] | undefined> = {}): Promise<T> {
    const url = new URL(`${this.baseUrl}/gmail/v1/users/me/${path}`);
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, v);
    }
    const response = await call(url.toString(), {
      headers: { authorization: `Bearer ${this.accessToken}`, accept: "application/json" },
    });
    if (response.ok) return (await response.json()) as T;
    const text = await response.text().catch(() => "");
    if (response.status === 401) throw new ReadError("token-revoked", "Google refused the access token");
    if (response.status === 403 && /insufficient|scope|permission/i.test(text)) {
      throw new ReadError("scope-missing", "The grant does not allow reading the mailbox");
    }
    if (response.status === 404) throw new NotFound(path);
    if (response.status === 429 || response.status >= 500) {
      throw new ReadError("unreachable", `Google answered ${response.status}`);
    }
    throw new ReadError("failed", `Gmail API ${response.status}: ${text.slice(0, 200)}`);
  }

  /** The mailbox's current history id: later polls ask what happened after it. */
  async historyId(): Promise<string> {
    return (await this.#get<{ historyId: string }>("profile")).historyId;
  }

  async labels(): Promise<Array<{ id: string; name: string }>> {
    return (await this.#get<{ labels?: Array<{ id: string; name: string }> }>("labels")).labels ?? [];
  }

  /** One page of the ids of a label's messages matching `q`, newest first. */
  list(labelId: string, q: string, pageToken?: string): Promise<ListAnswer> {
    return this.#get<ListAnswer>("messages", { labelIds: labelId, q, maxResults: "500", pageToken });
  }

  /** One page of the messages added to a label after `startHistoryId`; HistoryExpired when too old. */
  async history(labelId: string, startHistoryId: string, pageToken?: string): Promise<HistoryAnswer> {
    try {
      return await this.#get<HistoryAnswer>("history", {
        startHistoryId,
        labelId,
        historyTypes: "messageAdded",
        maxResults: "500",
        pageToken,
      });
    } catch (error) {
      if (error instanceof NotFound) throw new HistoryExpired(startHistoryId);
      throw error;
    }
  }

  /** A message's headers (those named), date and size, or null when it was deleted meanwhile. */
  metadata(id: string, headers: readonly string[]): Promise<GmailMessage | null> {
    return this.#orNull(
      this.#get<GmailMessage>(`messages/${encodeURIComponent(id)}`, {
        format: "metadata",
        metadataHeaders: [...headers],
      }),
    );
  }

  /** The message's source (format=raw, base64url), or null when it went away. */
  raw(id: string): Promise<GmailMessage | null> {
    return this.#orNull(this.#get<GmailMessage>(`messages/${encodeURIComponent(id)}`, { format: "raw" }));
  }

  /** The message's parts with the text inline and attachments by reference (format=full). */
  full(id: string): Promise<GmailMessage | null> {
    return this.#orNull(this.#get<GmailMessage>(`messages/${encodeURIComponent(id)}`, { format: "full" }));
  }

  async #orNull<T>(promise: Promise<T>): Promise<T | null> {
    try {
      return await promise;
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
  }
}

class NotFound extends Error {}
