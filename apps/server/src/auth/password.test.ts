import { hash } from "@node-rs/argon2";
import { hashPassword as scryptHash } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing", () => {
  it("hashes with argon2id and verifies only the right password", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword({ hash: stored, password: "correct horse" })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: "wrong horse" })).toBe(false);
  });

  it("keeps verifying hashes written with older parameters", async () => {
    const older = await hash("correct horse", {
      algorithm: 2,
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    expect(await verifyPassword({ hash: older, password: "correct horse" })).toBe(true);
    expect(await verifyPassword({ hash: older, password: "other" })).toBe(false);
  });

  it("keeps verifying better-auth's default scrypt hashes", async () => {
    const legacy = await scryptHash("correct horse");
    expect(await verifyPassword({ hash: legacy, password: "correct horse" })).toBe(true);
    expect(await verifyPassword({ hash: legacy, password: "other" })).toBe(false);
  });

  it("treats a damaged hash as a wrong password", async () => {
    expect(await verifyPassword({ hash: "$argon2id$broken", password: "x" })).toBe(false);
  });
});
