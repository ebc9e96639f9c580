import type { DeletionCode, DeletionStatus } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { type ApiResponse, apiRequest } from "../../../api/client.ts";
import { fetchJson } from "../../../api/helpers.ts";

/** The two steps that start with a typed code: request the deletion, or cancel it. */
export type DeletionStep = "requestdelete" | "canceldelete";
/** The two mailed links: the path segment of their confirmation page and API call. */
export type DeletionLink = "confirmdelete" | "confirmcanceldelete";

export const deletionKey = ["account", "goingtobedeleted"] as const;

/** GET account/goingtobedeleted: the deletion state and date; shared by the account tab and the banner. */
export function useDeletionStatus() {
  return useQuery({
    queryKey: deletionKey,
    queryFn: ({ signal }) => fetchJson<DeletionStatus>("account/goingtobedeleted", signal),
    staleTime: 60_000,
  });
}

/** GET account/requestdelete or canceldelete: a fresh code to show. */
export function fetchDeletionCode(step: DeletionStep): Promise<ApiResponse<DeletionCode>> {
  return apiRequest<DeletionCode>(`account/${step}`);
}

/** The error body's per-field messages, when the server sent them. */
export type FieldErrors = { fields?: Record<string, string>; message?: string };

/** POST account/requestdelete or canceldelete with the typed code; the new state on success. */
export function submitDeletionCode(step: DeletionStep, code: string) {
  return apiRequest<DeletionStatus & FieldErrors>(`account/${step}`, { method: "POST", body: { code } });
}

/** GET account/confirmdelete or confirmcanceldelete with the mailed link's query string. */
export function confirmDeletionLink(link: DeletionLink, search: string) {
  return apiRequest<DeletionStatus & FieldErrors>(`account/${link}${search}`);
}

/** Which confirmation page a path is: spec section 2 recognises them by the path alone. */
export function deletionLinkOf(pathname: string): DeletionLink | null {
  if (pathname.includes("confirmcanceldelete")) return "confirmcanceldelete";
  if (pathname.includes("confirmdelete")) return "confirmdelete";
  return null;
}
