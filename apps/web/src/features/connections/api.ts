import type { ConnectionsDto, SmtpConnectionInput, SmtpSecurity } from "@jah/shared";
import type { ApiResponse } from "../../api/client.ts";
import { apiRequest } from "../../api/client.ts";
import { fetchJson } from "../../api/helpers.ts";

/** GET connections/: the user's mail accounts (no password ever comes back). */
export type Connections = ConnectionsDto;

/** POST connections/smtp: the server tests the connection before it keeps it. */
export type SmtpInput = Omit<SmtpConnectionInput, "from_name"> & { from_name?: string };

/** The answer when the connection test failed (400). */
export interface ConnectionFailure {
  message?: string;
  code?: string;
  reason?: string;
  /** Set when the reason is one the app translates (HOST_REFUSED_CODE). */
  reasonCode?: string;
}

export type { SmtpSecurity };

/** TanStack Query key of the user's mail accounts (the settings' tab and the compose wizard's sender). */
export const connectionKeys = { all: ["connections"] as const };

/** GET connections/. */
export function fetchConnections(signal?: AbortSignal): Promise<Connections> {
  return fetchJson<Connections>("connections/", signal);
}

/** POST connections/smtp: tests, then saves; 400 with a reason when the test fails. No toast: the form shows it. */
export function connectSmtp(input: SmtpInput): Promise<ApiResponse<Connections & ConnectionFailure>> {
  return apiRequest<Connections & ConnectionFailure>("connections/smtp", { method: "POST", body: input });
}

/** DELETE connections/smtp. */
export function disconnectSmtp(): Promise<ApiResponse<Connections>> {
  return apiRequest<Connections>("connections/smtp", { method: "DELETE" });
}

/** GET connections/gmail/getauthurl: Google's consent page to go to. */
export function gmailAuthorizeUrl(): Promise<ApiResponse<{ authUrl: string }>> {
  return apiRequest<{ authUrl: string }>("connections/gmail/getauthurl");
}

/** POST connections/gmail/connect with what Google handed back. */
export function gmailCallback(code: string, state: string | null): Promise<ApiResponse<Connections>> {
  return apiRequest<Connections>("connections/gmail/connect", { method: "POST", body: { code, state } });
}

/** POST connections/gmail/disconnect. */
export function disconnectGmail(): Promise<ApiResponse<Connections>> {
  return apiRequest<Connections>("connections/gmail/disconnect", { method: "POST" });
}
