import type { ApplicationDocumentDto, ComposeResult, SentMail, SmtpSecurity } from "@jah/shared";
import { areaDelete, areaPost } from "../../api/area-toast.ts";
import type { ApiResponse } from "../../api/client.ts";
import { apiRequest } from "../../api/client.ts";
import { downloadFile } from "../../api/download.ts";
import { fetchJson } from "../../api/helpers.ts";

export type { ComposeResult, SentMail, SmtpSecurity };

/** POST profile/applications/compose (spec section 3 payload). */
export interface ComposePayload {
  profile: { id: number };
  application: { id: number };
  mail_text: string;
  mail_address: string;
  mail_subject: string;
  updated_title?: string;
  use_updated_title?: boolean;
  fit_percentage?: number;
  follow_up?: string;
  documents?: number[];
}

/** TanStack Query keys of the area. */
export const composeKeys = {
  sent: (applicationId: number) => ["applications", "sent", applicationId] as const,
  attached: (applicationId: number) => ["applications", "attached", applicationId] as const,
};

/** POST profile/applications/compose; no generic toast, the caller reports the outcome. */
export function sendCompose(
  payload: ComposePayload,
): Promise<ApiResponse<ComposeResult & { message?: string }>> {
  return apiRequest<ComposeResult & { message?: string }>("profile/applications/compose", {
    method: "POST",
    body: payload,
  });
}

/** GET profile/applications/sent/{id}: what was sent for an application, or null. */
export async function fetchSent(applicationId: number, signal?: AbortSignal): Promise<SentMail | null> {
  const answer = await fetchJson<{ sent: SentMail | null }>(
    `profile/applications/sent/${applicationId}`,
    signal,
  );
  return answer.sent;
}

/** The CV PDF exactly as it was sent. */
export function downloadSentCv(applicationId: number, fileName: string): Promise<number> {
  return downloadFile(`profile/applications/sent/${applicationId}/cv`, fileName);
}

/** GET document/application/show/{id}: the documents connected to an application. */
export function fetchAttached(
  applicationId: number,
  signal?: AbortSignal,
): Promise<ApplicationDocumentDto[]> {
  return fetchJson<ApplicationDocumentDto[]>(`document/application/show/${applicationId}`, signal);
}

/** Connects a document to an application (a GET, as the API has it); answers the link's id. */
export function attachDocument(
  applicationId: number,
  documentId: number,
): Promise<ApiResponse<{ id: number }>> {
  return apiRequest<{ id: number }>(`document/application/connect/${applicationId}/${documentId}`);
}

/** DELETE document/application/delete/{linkId}. */
export function detachDocument(linkId: number): Promise<ApiResponse<{ id: number }>> {
  return areaDelete<{ id: number }>(`document/application/delete/${linkId}`);
}

/**
 * After the mailto fallback, when the user says the mail went out: the application becomes "applied",
 * the status change the server makes after a real send (compose/delivered.ts), with its timeline entry.
 */
export function markApplied(applicationId: number): Promise<ApiResponse<unknown>> {
  return areaPost<unknown>("profile/applications/edit", { id: applicationId, status: "applied" });
}
