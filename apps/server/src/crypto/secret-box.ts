import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts secrets kept in the database (mail passwords, refresh tokens) with AES-256-GCM. The key is
 * derived from AUTH_SECRET with HKDF, so a database dump alone reveals nothing; every value gets a
 * random IV, and the owner's id is bound in as associated data, so a value copied into another user's
 * row does not decrypt.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(authSecret: string, purpose = "mail-credentials") {
    this.#key = Buffer.from(
      hkdfSync("sha256", authSecret, "job-application-helper", `secret-box:${purpose}`, 32),
    );
  }

  /** `v1.<base64url(iv | tag | ciphertext)>` */
  seal(plaintext: string, owner: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#key, iv);
    cipher.setAAD(Buffer.from(owner, "utf8"));
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
  }

  /** The plaintext; throws when the value was changed, belongs to someone else or another key made it. */
  open(sealed: string, owner: string): string {
    const [version, data] = sealed.split(".");
    if (version !== VERSION || !data) throw new Error("Unknown secret format");
    const raw = Buffer.from(data, "base64url");
    if (raw.length < IV_BYTES + TAG_BYTES) throw new Error("Secret too short");
    const decipher = createDecipheriv("aes-256-gcm", this.#key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(owner, "utf8"));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  }
}
