import type { InboxItemDto } from "@jah/shared";
import { apiRequest } from "../../api/client.ts";
import { apiPost } from "../../api/helpers.ts";

export type InboxList = { matched: InboxItemDto[]; unmatched: InboxItemDto[] };

export const inboxKey = ["inbox"] as const;

/** GET inbox/: matched replies newest first, unmatched apart. */
export async function fetchInbox(): Promise<InboxList> {
  const res = await apiRequest<InboxList>("inbox/");
  if (!res.ok || !res.data) throw new Error(`inbox ${res.status}`);
  return res.data;
}

/** Accepts, dismisses or ignores a reply; only on the user's click. */
export const decide = (id: number, action: "accept" | "dismiss" | "ignore") =>
  apiPost<InboxItemDto>(`inbox/${id}/${action}`, action === "accept" ? {} : undefined);
