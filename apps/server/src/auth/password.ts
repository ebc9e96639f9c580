import { hash, verify } from "@node-rs/argon2";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";

/**
 * Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). Parameters live in each hash,
 * so raising them later keeps older hashes verifying.
 */
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
export const ARGON2_PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a new password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

/** Verifies against any hash we ever wrote: argon2 (any parameters) or better-auth's default scrypt. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  if (stored.startsWith("$argon2")) {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }
  return verifyScrypt({ hash: stored, password });
}
