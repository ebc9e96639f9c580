import { createHash, randomBytes, randomInt } from "node:crypto";
import { USER_CODE_ALPHABET } from "@jah/shared";

/** The secret the extension polls with: 256 random bits. */
export function newDeviceCode(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this is stored: a copy of the table cannot be traded for a token. */
export function hashDeviceCode(deviceCode: string): string {
  return createHash("sha256").update(deviceCode).digest("hex");
}

/**
 * ABCD-2345: eight letters the user compares between the extension and the connect page. It is
 * not a secret on its own (approving needs the user's session), only unique while it lives.
 */
export function newUserCode(): string {
  let letters = "";
  for (let i = 0; i < 8; i++) letters += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}
