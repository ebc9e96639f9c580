/**
 * @simplewebauthn/server, loaded at the first passkey request instead of at start-up.
 *
 * better-auth's passkey plugin imports it at its top, and with it @peculiar/x509, asn1js, tsyringe and
 * reflect-metadata (about 0.8 MB of source, held in memory by every idle server) for four endpoints
 * that only a passkey set-up or sign-in calls. The server build (scripts/server-build.mjs) bundles the
 * plugin with its import pointed here; each function is async in the library too, so the plugin cannot
 * tell the difference. Run from source, the plugin imports the library itself.
 */
type WebAuthn = typeof import("@simplewebauthn/server");

let loading: Promise<WebAuthn> | undefined;
const webauthn = () => {
  loading ??= import("@simplewebauthn/server");
  return loading;
};

export const generateRegistrationOptions: WebAuthn["generateRegistrationOptions"] = async (options) =>
  (await webauthn()).generateRegistrationOptions(options);

export const verifyRegistrationResponse: WebAuthn["verifyRegistrationResponse"] = async (options) =>
  (await webauthn()).verifyRegistrationResponse(options);

export const generateAuthenticationOptions: WebAuthn["generateAuthenticationOptions"] = async (options) =>
  (await webauthn()).generateAuthenticationOptions(options);

export const verifyAuthenticationResponse: WebAuthn["verifyAuthenticationResponse"] = async (options) =>
  (await webauthn()).verifyAuthenticationResponse(options);
