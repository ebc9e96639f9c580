import type { AccessTokenSummary, ConnectRequestInfo, CreatedAccessToken } from "@jah/shared";
import { useQuery } from "@tanstack/react-query";
import { type ApiResponse, apiRequest } from "../../api/client.ts";

export const extensionKeys = {
  tokens: ["extension", "tokens"] as const,
  request: (userCode: string) => ["extension", "connect", userCode] as const,
};

/** GET extension/tokens: the user's personal access tokens (never the tokens themselves). */
export function useAccessTokens() {
  return useQuery({
    queryKey: extensionKeys.tokens,
    queryFn: async ({ signal }): Promise<AccessTokenSummary[]> => {
      const response = await apiRequest<AccessTokenSummary[]>("extension/tokens", { signal });
      if (!response.ok || !Array.isArray(response.data))
        throw new Error(`GET extension/tokens answered ${response.status}`);
      return response.data;
    },
  });
}

/** POST extension/tokens: a token made by hand; the answer holds it in plain text this once. */
export function createAccessToken(name: string): Promise<ApiResponse<CreatedAccessToken>> {
  return apiRequest<CreatedAccessToken>("extension/tokens", { method: "POST", body: { name } });
}

/** DELETE extension/tokens/:id: the extension using it is disconnected at its next call. */
export function revokeAccessToken(id: string): Promise<ApiResponse<unknown>> {
  return apiRequest(`extension/tokens/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** What the connect page can say about a code: its request, or why there is none. */
export type ConnectLookup =
  | { kind: "found"; info: ConnectRequestInfo }
  | { kind: "unknown" }
  | { kind: "expired" };

/** GET extension/connect/request: the extension's label and the request's state. */
export function useConnectRequest(userCode: string | null) {
  return useQuery({
    queryKey: extensionKeys.request(userCode ?? ""),
    enabled: userCode !== null,
    queryFn: async ({ signal }): Promise<ConnectLookup> => {
      const response = await apiRequest<ConnectRequestInfo>(
        `extension/connect/request?userCode=${encodeURIComponent(userCode ?? "")}`,
        { signal },
      );
      if (response.ok && response.data) return { kind: "found", info: response.data };
      if (response.status === 404 || response.status === 400) return { kind: "unknown" };
      if (response.status === 410) return { kind: "expired" };
      throw new Error(`GET extension/connect/request answered ${response.status}`);
    },
  });
}

/** The result of Allow or Deny, as the page shows it. */
export type ConnectOutcome = "approved" | "denied" | "expired" | "unknown" | "answered" | "failed";

/** POST extension/connect/approve or /deny with the user's session. */
export async function answerConnect(userCode: string, allow: boolean): Promise<ConnectOutcome> {
  try {
    const response = await apiRequest<ConnectRequestInfo>(`extension/connect/${allow ? "approve" : "deny"}`, {
      method: "POST",
      body: { userCode },
    });
    if (response.ok) return allow ? "approved" : "denied";
    if (response.status === 404 || response.status === 400) return "unknown";
    if (response.status === 410) return "expired";
    if (response.status === 409) return "answered";
    return "failed";
  } catch {
    return "failed";
  }
}
