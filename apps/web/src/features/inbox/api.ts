import type { InboxItemDto, InboxMessageDto } from "@jah/shared";
import { apiRequest } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";
import { apiPost, fetchJson } from "../../api/helpers.ts";

export type InboxList = { matched: InboxItemDto[]; unmatched: InboxItemDto[] };

/** One entry of an application's Mail history: a mail we sent for it, or a reply read for it. */
export type MailHistoryEntry =
  | {
      direction: "sent";
      id: number;
      at: string;
      address: string;
      subject: string;
      body: string;
      status: string;
    }
  | (InboxMessageDto & { direction: "received"; at: string; address: string });

export const inboxKey = ["inbox"] as const;
export const inboxKeys = {
  list: inboxKey,
  message: (id: number) => ["inbox", "message", id] as const,
  history: (applicationId: number) => ["inbox", "history", applicationId] as const,
};

/** GET inbox/: matched replies newest first, unmatched apart. */
export async function fetchInbox(): Promise<InboxList> {
  const res = await apiRequest<InboxList>("inbox/");
  if (!res.ok || !res.data) throw new Error(`inbox ${res.status}`);
  return res.data;
}

/** GET inbox/{id}: one reply with its sanitised text and its attachments. */
export const fetchInboxMessage = (id: number, signal?: AbortSignal) =>
  fetchJson<InboxMessageDto>(`inbox/${id}`, signal);

/** GET inbox/application/{id}: sent and received mail of one application, oldest first. */
export const fetchMailHistory = (applicationId: number, signal?: AbortSignal) =>
  fetchJson<MailHistoryEntry[]>(`inbox/application/${applicationId}`, signal);

/** Accepts, dismisses or ignores a reply; only on the user's click. */
export const decide = (id: number, action: "accept" | "dismiss" | "ignore") =>
  apiPost<InboxItemDto>(`inbox/${id}/${action}`, action === "accept" ? {} : undefined);

/** Links an unmatched reply to one of the user's applications. */
export const linkReply = (id: number, application: number) =>
  apiPost<InboxMessageDto>(`inbox/${id}/link`, { application });

/** An attachment, always saved as a file: untrusted content is never opened in the page. */
export const downloadAttachment = (id: number, name: string) => downloadFile(`inbox/attachment/${id}`, name);

/** The user's applications to link a reply to (title and company), newest first. */
export async function fetchLinkChoices(signal?: AbortSignal) {
  type Row = { id: number; job_title: string; hireing_company: string };
  const [active, archive] = await Promise.all([
    fetchJson<{ applications: Row[] }>("profile/applications/?limit=200", signal),
    fetchJson<{ applications: Row[] }>("profile/applications/archive?limit=200", signal),
  ]);
  return [...active.applications, ...archive.applications];
}
