import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** Decodes an RFC 4648 base32 key as authenticator apps read it (case and padding forgiven). */
function base32Bytes(key: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of key.toUpperCase().replace(/=+$/, "")) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not a base32 key: ${key}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * The 6-digit code an authenticator app shows for a base32 key (RFC 6238: HMAC-SHA1 over the
 * 30-second step, dynamic truncation of RFC 4226). `offsetSteps` asks for a neighbouring step.
 */
export function totpCode(base32Key: string, at = Date.now(), offsetSteps = 0): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + offsetSteps));
  const mac = createHmac("sha1", base32Bytes(base32Key)).update(counter).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, "0");
}

/** A 6-digit code that is none of the app's codes around now (the server accepts the neighbours). */
export function wrongCode(base32Key: string): string {
  const near = new Set([-1, 0, 1].map((step) => totpCode(base32Key, Date.now(), step)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}

/** The base32 key of an otpauth:// URI. */
export function keyOf(otpauthUri: string): string {
  const key = new URL(otpauthUri).searchParams.get("secret");
  if (!key) throw new Error(`no secret in ${otpauthUri}`);
  return key;
}
