import type { EmailStatus } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { fetchJson } from "../../../api/helpers.ts";
import type { FieldErrors } from "./two-factor.ts";

export const emailKey = ["account", "email"] as const;

/** GET account/email: the sign-in address and a change waiting for its link. */
export function useEmailStatus() {
  return useQuery({
    queryKey: emailKey,
    queryFn: ({ signal }) => fetchJson<EmailStatus>("account/email", signal),
  });
}

/** POST account/email: mails a link to the new address and a notice to the current one. */
export const requestEmailChange = (newEmail: string, password: string) =>
  apiRequest<EmailStatus & FieldErrors>("account/email", {
    method: "POST",
    body: { new_email: newEmail, password },
  });

/** DELETE account/email/pending: the mailed link stops working. */
export const cancelEmailChange = () => apiRequest<EmailStatus>("account/email/pending", { method: "DELETE" });

/**
 * GET account/confirmemail with the mailed link's query string. No session needed (the link is the
 * proof), and none sent: a 401 must not sign out whoever happens to be signed in here.
 */
export const confirmEmailChange = (search: string) =>
  apiRequest<{ email: string } & FieldErrors>(`account/confirmemail${search}`, {
    catalogue: false,
    withSession: false,
  });
