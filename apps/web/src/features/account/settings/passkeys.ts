import type { PasskeySummary } from "@jah/shared";
import { type PublicKeyCredentialCreationOptionsJSON, startRegistration } from "@simplewebauthn/browser";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { fetchJson } from "../../../api/helpers.ts";
import { readSession } from "../../../session/session.ts";

export const passkeysKey = ["account", "passkeys"] as const;

/** GET account/passkeys. */
export function usePasskeys() {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: ({ signal }) => fetchJson<PasskeySummary[]>("account/passkeys", signal),
  });
}

/** DELETE account/passkeys/{id}. */
export const deletePasskey = (id: string) =>
  apiRequest(`account/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });

/** How adding a passkey ended. */
export type AddPasskey = "added" | "cancelled" | "exists" | "failed";

/**
 * Registers a passkey for the signed-in user with better-auth's passkey plugin: its options (a
 * challenge kept behind a short-lived cookie), the browser's dialog (the authenticator makes a key
 * pair for this site), then the plugin checks and stores the public key under `name`. The plugin
 * speaks bearer tokens, so this session's token goes as one.
 */
export async function addPasskey(name: string): Promise<AddPasskey> {
  const session = readSession();
  if (!session) return "failed";
  const headers = { authorization: `Bearer ${session.token}` };
  const options = await apiRequest<PublicKeyCredentialCreationOptionsJSON>(
    "auth/passkey/generate-register-options",
    { headers, catalogue: false, withSession: false },
  );
  if (!options.ok || !options.data) return "failed";
  let answer: unknown;
  try {
    answer = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    const reason = error instanceof Error ? error.name : "";
    // NotAllowedError: the dialog was closed; InvalidStateError: this authenticator has one already.
    if (reason === "NotAllowedError") return "cancelled";
    if (reason === "InvalidStateError") return "exists";
    console.error(error);
    return "failed";
  }
  const verified = await apiRequest("auth/passkey/verify-registration", {
    method: "POST",
    body: { response: answer, name },
    headers,
    catalogue: false,
    withSession: false,
  });
  return verified.ok ? "added" : "failed";
}
