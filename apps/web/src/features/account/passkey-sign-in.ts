import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { type AuthResult, passkeySignInOptions, passkeySignInVerify } from "../../api/identity.ts";

/** How a passkey sign-in ended: signed in, the user closed the browser's dialog, or it failed. */
export type PasskeySignIn =
  | { ok: true; result: AuthResult }
  | { ok: false; reason: "cancelled" | "failed" | "unsupported" };

/**
 * True when this browser can use passkeys at all: WebAuthn exists only on a secure origin (https, or
 * http on localhost). The same test as @simplewebauthn/browser's, which loads only when used.
 */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/**
 * Signs in with a passkey: the server's challenge, the browser's passkey dialog (the user picks one
 * of their passkeys for this site and unlocks it), then the server checks the signature.
 */
export async function signInWithPasskey(): Promise<PasskeySignIn> {
  if (!passkeysSupported()) return { ok: false, reason: "unsupported" };
  let answer: unknown;
  try {
    const [options, { startAuthentication }] = await Promise.all([
      passkeySignInOptions() as Promise<PublicKeyCredentialRequestOptionsJSON>,
      import("@simplewebauthn/browser"),
    ]);
    answer = await startAuthentication({ optionsJSON: options });
  } catch (error) {
    // The dialog closed without a passkey (cancelled, timed out, none for this site).
    if (error instanceof Error && error.name === "NotAllowedError") return { ok: false, reason: "cancelled" };
    console.error(error);
    return { ok: false, reason: "failed" };
  }
  const result = await passkeySignInVerify(answer);
  return result ? { ok: true, result } : { ok: false, reason: "failed" };
}
